//! The perft counts of linja.md §9, read from `perft.txt` and checked by the core's generic
//! perft.

use jokoak_core::perft_suite::{PerftDepths, check_perft_suite};
use jokoak_linja::Linja;

#[test]
fn perft_counts() {
    assert_eq!(
        check_perft_suite::<Linja>(include_str!("perft.txt"), PerftDepths::Quick),
        Ok(7)
    );
}
