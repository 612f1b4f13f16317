//! The core's conformance kit and property tests over reachable states (DESIGN §4): piece
//! conservation (bul.md §13), stacks never single-colour (§2), "move in `legal_moves` ⇔
//! `play` accepts it", notation round-trips, outcome exactly at the end.

use jokoak_bul::{Bul, Move, Node, Options, Scoring, Seat};
use jokoak_core::testkit::{
    Conformance, assert_play_iff_listed, check_conformance, random_playouts_hold, reachable,
    reachable_with_foreign_move,
};
use jokoak_core::{Game, Settings, Setup, ToMove, random_playout, rng_from_seed};
use proptest::prelude::*;

fn settings(options: &[(&str, &str)]) -> Settings {
    options
        .iter()
        .fold(Settings::new("standard", 2), |s, (k, v)| s.with(k, v))
}

/// The option sets the conformance kit and the properties run under.
const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("scoring", "bell-as-reported")],
    &[("scoring", "sapper-puluc"), ("ply_limit", "600")],
    &[("stacks_capture_singles", "true")],
    &[("forced_stack_onto_single", "false")],
    &[("exact_count_far_end", "false")],
    &[("track_spaces", "14"), ("pieces_per_side", "3")],
    &[("track_spaces", "5"), ("pieces_per_side", "8")],
];

#[test]
fn conformance_default_options() {
    check_conformance::<Bul>(&settings(&[]), &Conformance::default());
}

#[test]
fn conformance_non_default_options() {
    let config = Conformance {
        games: 8,
        ..Conformance::default()
    };
    for options in &OPTION_SETS[1..] {
        check_conformance::<Bul>(&settings(options), &config);
    }
}

/// What must hold in every state (bul.md §2, §9, §13).
fn invariant(g: &Bul) -> Result<(), String> {
    let n = usize::from(g.options().pieces_per_side);
    for side in Seat::ALL {
        let total = usize::from(g.home(side)) + g.on_track(side) + usize::from(g.dead(side));
        if total != n {
            return Err(format!("{side}: home + track + dead = {total}, not {n}"));
        }
    }
    for (pos, stack) in g.track() {
        if stack.len() >= 2 && (stack.count(Seat::Red) == 0 || stack.count(Seat::Blue) == 0) {
            return Err(format!("single-colour stack at {pos}"));
        }
        let controller = stack.controller().ok_or("empty track entry")?;
        if !g.controls(controller, pos) || g.controls(controller.opponent(), pos) {
            return Err(format!("control of {pos} is not its top piece's"));
        }
    }
    if g.outcome().is_some() != (g.to_move() == ToMove::Over) {
        return Err("outcome() is Some exactly at the end".to_owned());
    }
    match g.node() {
        Node::Over(Some(w)) if !g.is_out(w.opponent()) || g.is_out(w) => {
            Err("the winner's opponent is out, the winner is not (§9)".to_owned())
        }
        Node::Over(None) if g.options().ply_limit.is_none() => {
            Err("a draw without a ply limit".to_owned())
        }
        Node::Throw(_) | Node::Move { .. } if g.is_out(Seat::Red) || g.is_out(Seat::Blue) => {
            Err("a side is out but the game goes on (§9)".to_owned())
        }
        _ => Ok(()),
    }
}

#[test]
fn random_playouts_keep_the_invariants_under_every_option_set() {
    for options in OPTION_SETS {
        let start = Bul::from_settings(&settings(options)).unwrap();
        random_playouts_hold(&start, 30, 3000, invariant);
    }
}

#[test]
fn seed_scoring_random_games_end() {
    // §13: under the seed's scoring random play ends without a ply limit.
    for seed in 0..200 {
        let mut g = Bul::default();
        random_playout(&mut g, &mut rng_from_seed(seed), 20_000);
        assert!(g.is_over(), "seed {seed}: `{g}` unfinished");
        assert!(g.winner().is_some());
    }
}

#[test]
fn bell_scoring_can_stall_and_the_ply_limit_draws() {
    // §13: under Bell scoring no throw is worth 1, so lone pieces on 9 (Red) and 1 (Blue)
    // never finish: both sides pass for ever, until the ply limit draws.
    let options = Options::with_scoring(Scoring::BellAsReported);
    let mut g = Bul::parse("B:2 | home R0 B0 | 1:B 9:R | dead R4 B4", &options).unwrap();
    for points in [0, 2, 3, 5] {
        let mut moves = Vec::new();
        let text = format!("B:{points} | home R0 B0 | 1:B 9:R | dead R4 B4");
        Bul::parse(&text, &options).unwrap().legal_moves(&mut moves);
        assert_eq!(moves, [Move::Pass], "{text}");
    }
    let plies = random_playout(&mut g, &mut rng_from_seed(0), 10_000);
    assert_eq!(plies, 2000);
    assert!(g.is_over() && g.winner().is_none());
}

fn arbitrary_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        (0u8..16, 0u8..16).prop_map(|(from, to)| Move::Step { from, to }),
        Just(Move::Pass),
        (0u8..=4).prop_map(|k| Move::yellow(k).unwrap()),
        prop_oneof![Just(Seat::Red), Just(Seat::Blue)].prop_map(Move::First),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn pieces_are_conserved_and_stacks_mixed(g in reachable(Bul::default(), 400)) {
        prop_assert_eq!(invariant(&g), Ok(()));
    }

    #[test]
    fn play_accepts_exactly_the_listed_moves(
        (g, mv) in reachable_with_foreign_move(Bul::default(), 300)
    ) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&g, &mv);
        }
    }

    #[test]
    fn play_accepts_exactly_the_listed_moves_arbitrary(
        g in reachable(Bul::default(), 300),
        mv in arbitrary_move(),
    ) {
        assert_play_iff_listed(&g, &mv);
    }

    #[test]
    fn play_accepts_exactly_the_listed_moves_stacks_capture_singles(
        (g, mv) in reachable_with_foreign_move(
            Bul::new(Options { stacks_capture_singles: true, ..Options::default() }).unwrap(),
            300,
        )
    ) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&g, &mv);
        }
    }

    #[test]
    fn notation_round_trips(g in reachable(Bul::default(), 400)) {
        let text = g.to_string();
        let back: Bul = text.parse().unwrap();
        prop_assert!(back.same_position(&g), "`{}`", text);
        prop_assert_eq!(back.to_string(), text);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for mv in moves {
            prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
        }
    }

    #[test]
    fn legal_moves_match_the_move_kinds(g in reachable(Bul::default(), 400)) {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for mv in &moves {
            prop_assert!(g.move_kind(mv).is_some(), "{} in {}", mv, g);
        }
    }
}

#[test]
fn random_play_exercises_every_move_type() {
    use jokoak_bul::MoveKind;
    use jokoak_core::{random_index, sample_chance};
    use std::collections::HashSet;
    let mut seen = HashSet::new();
    for (options, games) in [
        (Options::default(), 300),
        (
            Options {
                stacks_capture_singles: true,
                ..Options::default()
            },
            50,
        ),
    ] {
        for seed in 0..games {
            let mut g = Bul::new(options).unwrap();
            let mut rng = rng_from_seed(seed);
            while !g.is_over() {
                let mv = if g.to_move() == ToMove::Chance {
                    let mut out = Vec::new();
                    g.chance_outcomes(&mut out);
                    out[sample_chance(&out, &mut rng)].0
                } else {
                    let mut moves = Vec::new();
                    g.legal_moves(&mut moves);
                    let mv = moves[random_index(moves.len(), &mut rng)];
                    seen.insert(g.move_kind(&mv).unwrap());
                    mv
                };
                g.play(&mv).unwrap();
            }
        }
    }
    for kind in [
        MoveKind::Enter,
        MoveKind::Advance,
        MoveKind::Capture { entering: true },
        MoveKind::Capture { entering: false },
        MoveKind::Lap,
        MoveKind::Recapture { entering: true },
        MoveKind::Recapture { entering: false },
        MoveKind::StackCapture,
        MoveKind::StackMove,
        MoveKind::StackArrive,
        MoveKind::StackTakesLone,
        MoveKind::ForcedOntoLone,
        MoveKind::Pass,
    ] {
        assert!(seen.contains(&kind), "{kind:?} never played");
    }
}
