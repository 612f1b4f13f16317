//! The perft table of abalone.md §9.3, asserted exactly. Depths 1–3 run always (the fast
//! perft and, at shallow depths, the core's generic one); deeper counts are `#[ignore]`d and
//! run in release by `.ci/run` (`cargo test --release -- --ignored`).

use jokoak_abalone::{Options, Position, Variant, perft};
use jokoak_core::Game;

fn start(variant: Variant, players: usize) -> Position {
    Position::new(
        Options {
            variant,
            ..Options::default()
        },
        players,
    )
    .unwrap()
}

fn check(variant: Variant, players: usize, expected: &[u64]) {
    let p = start(variant, players);
    for (d, &n) in expected.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(perft(&p, depth), n, "{variant} {players}p perft({depth})");
    }
}

#[test]
fn perft_standard_d1_d3() {
    check(Variant::Standard, 2, &[44, 1_936, 98_912]);
}

#[test]
fn perft_belgian_daisy_d1_d3() {
    check(Variant::BelgianDaisy, 2, &[52, 2_692, 149_322]);
}

#[test]
fn perft_german_daisy_d1_d3() {
    check(Variant::GermanDaisy, 2, &[80, 6_244, 493_480]);
}

#[test]
fn perft_three_players_d1_d3() {
    check(Variant::Standard, 3, &[40, 1_587, 62_440]);
}

#[test]
fn generic_core_perft_agrees_at_depth_2() {
    // The core's perft walks `legal_moves` + `play_unchecked`: another path through the code.
    for (v, n, expected) in [
        (Variant::Standard, 2, 1_936),
        (Variant::BelgianDaisy, 2, 2_692),
        (Variant::GermanDaisy, 2, 6_244),
        (Variant::Standard, 3, 1_587),
    ] {
        let p = start(v, n);
        assert_eq!(jokoak_core::perft(&p, 2), expected, "{v} {n}p");
        assert!(!p.is_over());
    }
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_standard_d4() {
    assert_eq!(perft(&start(Variant::Standard, 2), 4), 5_045_110);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_belgian_daisy_d4() {
    assert_eq!(perft(&start(Variant::BelgianDaisy, 2), 4), 8_270_666);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_german_daisy_d4() {
    assert_eq!(perft(&start(Variant::GermanDaisy, 2), 4), 38_240_570);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_three_players_d4() {
    assert_eq!(perft(&start(Variant::Standard, 3), 4), 2_745_148);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_standard_d5() {
    assert_eq!(perft(&start(Variant::Standard, 2), 5), 283_320_928);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn perft_belgian_daisy_d5() {
    assert_eq!(perft(&start(Variant::BelgianDaisy, 2), 5), 483_942_012);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run (German d5 is 3 billion leaves)"]
fn perft_german_daisy_d5() {
    assert_eq!(perft(&start(Variant::GermanDaisy, 2), 5), 2_993_218_888);
}

#[test]
#[ignore = "deep perft: run in release by .ci/run"]
fn generic_core_perft_agrees_at_depth_3() {
    assert_eq!(jokoak_core::perft(&start(Variant::Standard, 2), 3), 98_912);
    assert_eq!(jokoak_core::perft(&start(Variant::Standard, 3), 3), 62_440);
}
