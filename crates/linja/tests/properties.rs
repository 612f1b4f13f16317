//! Conformance kit and proptest properties over reachable Linja states (DESIGN §4).

use jokoak_core::testkit::{
    Conformance, assert_play_iff_listed, check_conformance, random_playouts_hold, reachable,
    reachable_with_foreign_move,
};
use jokoak_core::{Game, Match, MatchPlay, Settings, Setup, random_playout, rng_from_seed};
use jokoak_linja::{Linja, PIECES, Seat};
use proptest::prelude::*;

#[test]
fn conformance_single_game() {
    check_conformance::<Linja>(&Settings::new("standard", 2), &Conformance::default());
}

#[test]
fn conformance_series_of_three() {
    let settings = Settings::new("standard", 2).with("match_games", "3");
    let config = Conformance {
        games: 6,
        max_plies: 1000,
        ..Conformance::default()
    };
    check_conformance::<Linja>(&settings, &config);
}

#[test]
fn random_games_end_and_keep_their_pieces() {
    random_playouts_hold(&Linja::default(), 200, 10_000, |g| {
        for c in Seat::ALL {
            let total: u32 = (0..8).map(|s| u32::from(g.pieces(s, c))).sum();
            if total != u32::from(PIECES) {
                return Err(format!("{c:?} has {total} pieces"));
            }
        }
        if (1..7).any(|s| g.count(s) > 6) {
            return Err("a middle space holds more than 6".into());
        }
        Ok(())
    });
    // Every random game terminates (pieces only move forward; R7 ends pass cycles).
    for seed in 0..200 {
        let mut g = Linja::default();
        random_playout(&mut g, &mut rng_from_seed(seed), 10_000);
        assert!(g.is_over(), "seed {seed}: {g}");
    }
}

#[test]
fn series_loser_starts_the_next_game() {
    // E6 ends with Red winning: Black, the loser, starts game 2 (R13).
    let mut m = Match::with_games(
        "0:5/0:3/0:2/1:2/2:0/3:0/3:0/3:0 B init"
            .parse::<Linja>()
            .unwrap(),
        2,
    );
    m.play(&"3-4".parse().unwrap()).unwrap();
    assert_eq!(m.played().len(), 1);
    // The finished game follows the position with E6's score, Black 33 and Red 40.
    assert_eq!(
        m.to_string(),
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init game1:33:40"
    );
    assert_eq!(m.state().games(), &[[33, 40]]);
    assert!(m.outcome().is_none());
    assert_eq!(m.current().match_games(), 1);
}

proptest! {
    #[test]
    fn play_accepts_exactly_the_listed_moves((state, mv) in reachable_with_foreign_move(Linja::default(), 120)) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&state, &mv);
        }
    }

    #[test]
    fn play_unchecked_never_panics((state, mv) in reachable_with_foreign_move(Linja::default(), 120)) {
        // Game::play_unchecked: any move gives an unspecified but panic-free result.
        if let Some(mv) = mv {
            let mut copy = state.clone();
            copy.play_unchecked(&mv);
        }
    }

    #[test]
    fn positions_round_trip(state in reachable(Linja::default(), 150)) {
        // The same position; `==` also compares who started, which the notation omits.
        let back: Linja = state.to_string().parse().unwrap();
        prop_assert!(back.same_position(&state), "{}", state);
    }
}

#[test]
fn arbitrary_steps_never_panic() {
    // Steps from empty spaces, against the direction of play, into full spaces: no panic.
    let start: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse().unwrap();
    for from in 0..8u8 {
        for to in 0..8u8 {
            let mut g = start.clone();
            if let Some(mv) = jokoak_linja::Move::step(from, to) {
                g.play_unchecked(&mv);
            }
        }
    }
    // A step off the board (from 200 to 9) cannot even be built.
    assert_eq!(jokoak_linja::Move::step(200, 9), None);
}

#[cfg(feature = "serde")]
#[test]
fn serde_keeps_options_and_checks_the_position() {
    let settings = Settings::new("standard", 2).with("match_games", "3");
    let mut g = Linja::from_settings(&settings).unwrap();
    g.play(&"first:R".parse().unwrap()).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(
        json,
        r#"{"options":{"match_games":3},"position":"6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 R init","starter":"Red"}"#
    );
    let back: Linja = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // A position the notation refuses (13 black pieces) or an option out of range is an error.
    let bad =
        r#"{"options":{"match_games":1},"position":"7:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init"}"#;
    assert!(serde_json::from_str::<Linja>(bad).is_err());
    let bad =
        r#"{"options":{"match_games":0},"position":"6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init"}"#;
    assert!(serde_json::from_str::<Linja>(bad).is_err());
}

/// The text of reachable states parses back with the same plies (linja.md §9).
#[test]
fn reachable_text_parses_back_with_the_same_plies() {
    let starts = prop_oneof![Just(1u32), Just(3)].prop_map(|games| {
        let settings = Settings::new("standard", 2).with("match_games", &games.to_string());
        Linja::from_settings(&settings).unwrap()
    });
    jokoak_core::testkit::prop_reachable_text(96, 150, starts);
}

// Issue 14 item 2: a deserialised state plays exactly like the original.
#[cfg(feature = "serde")]
mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

#[cfg(feature = "serde")]
#[test]
fn reachable_states_play_alike_after_a_round_trip() {
    let plies = prop_oneof![0..=6u64, 0..=80u64];
    plays_alike::reachable_states_play_alike(48, Just(Linja::default()), plies, 150);
}

#[cfg(feature = "serde")]
#[test]
fn a_round_trip_keeps_who_started() {
    // After a drawn game the side that did not start it starts the next (R13): the starter is
    // part of the state though not of the notation.
    let mut g = Linja::default();
    g.play(&"first:B".parse().unwrap()).unwrap();
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["starter"], "Black");
    let back: Linja = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.starter(), Some(jokoak_linja::Seat::Black));
    // A starter before the first player is drawn does not fit the position.
    let mut bad = serde_json::to_value(Linja::default()).unwrap();
    bad["starter"] = "Red".into();
    assert!(serde_json::from_value::<Linja>(bad).is_err());
}
