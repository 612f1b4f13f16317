//! The conformance kit and proptest properties (abalone.md §4, §5; DESIGN §4).

use jokoak_abalone::{Abalone, Cell, Move, Options, Variant, marbles_per_player};
use jokoak_core::testkit::{
    Conformance, assert_play_iff_listed, check_conformance, perft_by_play, random_playouts_hold,
    reachable, reachable_with_foreign_move,
};
use jokoak_core::{Game, Player, Settings, Setup, perft};
use proptest::prelude::*;

fn settings(variant: &str, players: usize) -> Settings {
    Settings::new(variant, players)
}

#[test]
fn conformance_two_players() {
    let config = Conformance {
        games: 6,
        max_plies: 300,
        illegal_samples: 6,
    };
    for variant in ["standard", "belgian-daisy", "german-daisy"] {
        check_conformance::<Abalone>(&settings(variant, 2), &config);
    }
    // Short games: a ply cap and no repetition rule.
    let capped = settings("standard", 2)
        .with("ply_limit", "60")
        .with("threefold_draw", "false");
    check_conformance::<Abalone>(&capped, &config);
}

#[test]
fn conformance_three_players_and_match() {
    let config = Conformance {
        games: 4,
        max_plies: 300,
        illegal_samples: 6,
    };
    check_conformance::<Abalone>(&settings("standard", 3), &config);
    let matched = settings("standard", 3)
        .with("match_games", "3")
        .with("ply_limit", "40");
    check_conformance::<Abalone>(&matched, &config);
}

/// Marbles on the board + all ejected = 28 (2 players) or 33 (3); with 2 players also, per
/// colour, on board + ejected by the opponent = 14 (§5).
fn conserved(p: &Abalone) -> Result<(), String> {
    let n = p.num_players();
    let on_board: u32 = (0..n).map(|i| p.marble_count(Player(i as u8))).sum();
    let ejected: u32 = p.scores().iter().map(|&s| u32::from(s)).sum();
    let total = marbles_per_player(n) * n as u32;
    if on_board + ejected != total {
        return Err(format!(
            "{on_board} on board + {ejected} ejected != {total}"
        ));
    }
    if n == 2 {
        for i in 0..2 {
            let own = p.marble_count(Player(i as u8)) + u32::from(p.scores()[1 - i]);
            if own != 14 {
                return Err(format!("seat {i}: {own} != 14"));
            }
        }
    }
    Ok(())
}

#[test]
fn marble_conservation_in_random_games() {
    for (variant, players) in [
        ("standard", 2),
        ("belgian-daisy", 2),
        ("german-daisy", 2),
        ("standard", 3),
    ] {
        let start = Abalone::from_settings(&settings(variant, players)).unwrap();
        random_playouts_hold(&start, 8, 600, conserved);
    }
}

#[test]
fn perft_matches_listing_and_validated_play_in_random_positions() {
    // The fast paths of perft (play_unchecked, the last ply counted by popcounts) against the
    // reference walk that lists every ply and plays it through `play`.
    for players in [2, 3] {
        let start = Abalone::new(Options::default(), players).unwrap();
        random_playouts_hold(&start, 6, 200, |p| {
            let (fast, reference) = (perft(p, 2), perft_by_play(p, 2));
            if fast == reference {
                Ok(())
            } else {
                Err(format!("perft {fast} != listed and played {reference}"))
            }
        });
    }
}

fn start(variant: Variant, players: usize) -> Abalone {
    Abalone::new(
        Options {
            variant,
            ..Options::default()
        },
        players,
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn legal_iff_play_accepts((state, mv) in reachable_with_foreign_move(start(Variant::Standard, 2), 120)) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&state, &mv);
        }
    }

    #[test]
    fn legal_iff_play_accepts_three_players((state, mv) in reachable_with_foreign_move(start(Variant::Standard, 3), 120)) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&state, &mv);
        }
    }

    #[test]
    fn legal_iff_play_accepts_daisy((state, mv) in reachable_with_foreign_move(start(Variant::BelgianDaisy, 2), 120)) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&state, &mv);
        }
    }

    /// The `Game::play_unchecked` contract: a move from another state never panics (debug or
    /// release), nor does using the state afterwards.
    #[test]
    fn play_unchecked_never_panics_on_foreign_moves(
        (state, mv) in reachable_with_foreign_move(start(Variant::Standard, 2), 120),
        (state3, mv3) in reachable_with_foreign_move(start(Variant::Standard, 3), 120),
    ) {
        for (mut state, mv) in [(state, mv), (state3, mv3)] {
            if let Some(mv) = mv {
                state.play_unchecked(&mv);
                let mut moves = Vec::new();
                state.legal_moves(&mut moves);
                let _ = (state.to_string(), state.outcome(), state.count_legal());
            }
        }
    }

    #[test]
    fn arbitrary_move_values_are_refused_unless_listed(
        state in reachable(start(Variant::Standard, 3), 150),
        cells in (0usize..61, 0usize..61, 0usize..61),
        broadside in any::<bool>(),
    ) {
        // Every move value the constructors build (issue 13 item 9): two adjacent cells, or
        // two ends and a destination.
        let cell = |i: usize| Cell::from_index(i).unwrap();
        let (a, b, c) = (cell(cells.0), cell(cells.1), cell(cells.2));
        let mv = if broadside { Move::broadside(a, b, c) } else { Move::inline(a, b) };
        if let Some(mv) = mv {
            assert_play_iff_listed(&state, &mv);
            prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        }
    }

    #[test]
    fn conservation(state in reachable(start(Variant::GermanDaisy, 2), 300)) {
        prop_assert_eq!(conserved(&state), Ok(()));
    }

    #[test]
    fn notation_round_trips(state in reachable(start(Variant::Standard, 3), 200)) {
        let text = state.to_string();
        // The same position; `==` also compares the repetition history, which the text omits.
        prop_assert!(text.parse::<Abalone>().unwrap().same_position(&state), "{}", text);
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        prop_assert_eq!(moves.len() as u32, state.count_legal());
        for mv in moves {
            prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
            if mv != Move::Pass {
                let nacre = state.nacre(&mv).unwrap();
                prop_assert_eq!(state.parse_nacre(&nacre).unwrap(), mv);
            }
        }
    }

    #[test]
    fn playstrategy_round_trips(state in reachable(start(Variant::BelgianDaisy, 2), 200)) {
        let fen = state.to_playstrategy(jokoak_abalone::LetterCase::LowerIsBlack).unwrap();
        let back = Abalone::from_playstrategy(&fen, jokoak_abalone::LetterCase::LowerIsBlack, state.options()).unwrap();
        let (a, b) = (back.to_string(), state.to_string());
        prop_assert_eq!(a.split(' ').next(), b.split(' ').next());
        prop_assert_eq!(back.scores(), state.scores());
    }
}

/// The text of reachable states parses back with the same plies (abalone.md §7.4).
#[test]
fn reachable_text_parses_back_with_the_same_plies() {
    let setup = prop_oneof![
        Just(("standard", 2)),
        Just(("belgian-daisy", 2)),
        Just(("german-daisy", 2)),
        Just(("standard", 3)),
    ];
    let option = prop_oneof![
        Just(("ply_limit", "none")),
        Just(("ply_limit", "20")),
        Just(("threefold_draw", "false")),
        Just(("time_control", "60")),
    ];
    let starts = (setup, option).prop_map(|((variant, players), (key, value))| {
        Abalone::from_settings(&settings(variant, players).with(key, value)).unwrap()
    });
    jokoak_core::testkit::prop_reachable_text(48, 300, starts);
}
