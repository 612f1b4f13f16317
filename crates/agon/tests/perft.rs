//! Perft from the standard start with A to act (agon.md §13).

use jokoak_agon::{Agon, Options};
use jokoak_core::{Player, perft};

fn start(options: Options) -> Agon {
    Agon::with_first(options, Player(0)).unwrap()
}

#[test]
fn perft_default_rules_to_depth_3() {
    let s = start(Options::default());
    assert_eq!(perft(&s, 1), 27);
    assert_eq!(perft(&s, 2), 713);
    assert_eq!(perft(&s, 3), 18_417);
}

#[test]
fn perft_ludii_compat_to_depth_3() {
    let s = start(Options::ludii());
    assert_eq!(perft(&s, 1), 27);
    assert_eq!(perft(&s, 2), 713);
    assert_eq!(perft(&s, 3), 18_417);
}

/// About a second in a debug build.
#[test]
fn perft_default_rules_depth_4_and_5() {
    let s = start(Options::default());
    assert_eq!(perft(&s, 4), 466_491);
    assert_eq!(perft(&s, 5), 11_658_079);
}

#[test]
fn perft_ludii_compat_depth_4() {
    assert_eq!(perft(&start(Options::ludii()), 4), 466_557);
}

/// The chance node of §3.2 is one level of perft: two outcomes, then A's or B's 27 steps.
#[test]
fn perft_counts_the_first_player_draw() {
    let s = Agon::new(Options::default()).unwrap();
    assert_eq!(perft(&s, 1), 2);
    assert_eq!(perft(&s, 2), 54);
}
