//! The perft counts of abalone.md §9.3, read from `perft.txt` and checked by the core's
//! generic perft (`legal_moves` + `play_unchecked`, the last ply counted by popcounts). Depths
//! 1–3 run always; deeper counts are `#[ignore]`d and run in release by `.ci/run`.

use jokoak_abalone::Abalone;
use jokoak_core::perft_suite::{PerftDepths, check_perft_suite};

const SUITE: &str = include_str!("perft.txt");

#[test]
fn perft_counts_d1_d3() {
    assert_eq!(
        check_perft_suite::<Abalone>(SUITE, PerftDepths::Quick),
        Ok(12)
    );
}

#[test]
#[ignore = "deep perft: run in release by .ci/run (German d5 is 3 billion leaves)"]
fn perft_counts_deep() {
    assert_eq!(
        check_perft_suite::<Abalone>(SUITE, PerftDepths::Deep),
        Ok(7)
    );
}

#[test]
fn a_wrong_count_is_reported() {
    // The runner itself can fail: §9.3 gives 44 opening moves, not 45.
    let wrong = "id standard\nsource test\nsettings standard 2\nposition start\nperft 1 45\n";
    assert_eq!(
        check_perft_suite::<Abalone>(wrong, PerftDepths::Quick),
        Err("abalone `standard` perft(1): expected 45, found 44".to_owned())
    );
    let missing = "id standard\nsettings standard 2\nposition start\nperft 1 44\n";
    assert!(check_perft_suite::<Abalone>(missing, PerftDepths::Quick).is_err());
}
