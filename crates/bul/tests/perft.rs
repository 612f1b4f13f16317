//! Perft from the start, derived by hand (the derivation is in `perft.txt`), checked by the
//! core's generic perft.

use jokoak_bul::Bul;
use jokoak_core::perft_suite::{PerftDepths, check_perft_suite};

#[test]
fn perft_counts() {
    assert_eq!(
        check_perft_suite::<Bul>(include_str!("perft.txt"), PerftDepths::Quick),
        Ok(9)
    );
}
