//! Perft from the standard start (agon.md §13), read from `perft.txt` and checked by the
//! core's generic perft. Depth 5 takes about a second in a debug build.

use jokoak_agon::Agon;
use jokoak_core::perft_suite::{PerftDepths, check_perft_suite};

#[test]
fn perft_counts() {
    assert_eq!(
        check_perft_suite::<Agon>(include_str!("perft.txt"), PerftDepths::Quick),
        Ok(11)
    );
}
