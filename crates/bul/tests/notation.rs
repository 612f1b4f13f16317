//! The notation of bul.md §14 both ways: moves, positions, and every rejection §14 lists.

use jokoak_bul::{Bul, Move, Node, Options, ParsePositionError, Scoring, Seat};
use jokoak_core::Present;
use jokoak_core::{Game, Outcome, Settings, Setup};

#[test]
fn moves_print_and_parse() {
    for (text, mv) in [
        ("first:R", Move::First(Seat::Red)),
        ("first:B", Move::First(Seat::Blue)),
        ("yellow:0", Move::yellow(0).unwrap()),
        ("yellow:4", Move::yellow(4).unwrap()),
        ("0-3", Move::Step { from: 0, to: 3 }),
        ("10-7", Move::Step { from: 10, to: 7 }),
        ("9-10", Move::Step { from: 9, to: 10 }),
        ("pass", Move::Pass),
    ] {
        assert_eq!(text.parse::<Move>().unwrap(), mv);
        assert_eq!(mv.to_string(), text);
    }
}

#[test]
fn moves_rejected_by_the_parser() {
    for text in [
        "",
        "yellow:5",
        "yellow:01",
        "yellow:",
        "first:X",
        "first:RB",
        "03-4",
        "3-",
        "-3",
        "a-b",
        "3-256",
        "Pass",
        "3--4",
        "+3-4",
        "3 - 4",
    ] {
        let err = text.parse::<Move>().unwrap_err();
        assert_eq!(err.text, text);
    }
}

/// §14 writes positions as plain decimals; a too-large one is named as out of range, not as
/// a leading-zero problem.
#[test]
fn section_14_move_errors_name_the_problem() {
    for text in ["0-99999999999999999999", "3-256", "256-3"] {
        let err = text.parse::<Move>().unwrap_err();
        assert!(err.reason.contains("out of range"), "{text}: {err}");
    }
    for text in ["03-4", "+3-4", "3-x"] {
        let err = text.parse::<Move>().unwrap_err();
        assert!(!err.reason.contains("out of range"), "{text}: {err}");
        assert!(err.reason.contains("leading zeros"), "{text}: {err}");
    }
}

#[test]
fn positions_round_trip_canonically() {
    for text in [
        "?:? | home R5 B5 | - | dead R0 B0",
        "R:? | home R5 B5 | - | dead R0 B0",
        "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0",
        "R:5 | home R3 B2 | 3:RBBR 9:B | dead R0 B0",
        "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3",
    ] {
        let g: Bul = text.parse().unwrap();
        assert_eq!(g.to_string(), text);
    }
}

/// §14: "four sections separated by ` | `", the track "in increasing position", and
/// "single spaces". The spec grants the parser no leniency here, so each variant of the
/// canonical text below is refused.
#[test]
fn section_14_positions_need_exact_separators_single_spaces_and_increasing_track() {
    let d = Options::default();
    let canonical = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0";
    assert!(Bul::parse(canonical, &d).is_ok());
    for text in [
        // Separators other than ` | `.
        "R:?|home R5 B5|-|dead R0 B0",
        "R:? |home R5 B5 | - | dead R0 B0",
        "R:? | home R5 B5| - | dead R0 B0",
        "R:?  | home R5 B5 | - | dead R0 B0",
        "R:? |  home R5 B5 | - | dead R0 B0",
        "R:? || home R5 B5 | - | dead R0 B0",
        // Doubled spaces or other whitespace inside a section.
        "R:? | home  R5 B5 | - | dead R0 B0",
        "R:? | home R5  B5 | - | dead R0 B0",
        "R:? | home R5 B5 | - | dead  R0 B0",
        "B:2 | home R4 B3 | 4:BR  6:B | dead R0 B0",
        "R:? | home\tR5 B5 | - | dead R0 B0",
        // Anything before or after.
        "R:? | home R5 B5 | - | dead R0 B0 ",
        "R:? | home R5 B5 | - | dead R0 B0\n",
        "R:? | home R5 B5 | - | dead R0 B0\r\n",
        " R:? | home R5 B5 | - | dead R0 B0",
        // Track tokens out of order.
        "B:2 | home R4 B3 | 6:B 4:BR | dead R0 B0",
    ] {
        assert!(
            matches!(Bul::parse(text, &d), Err(ParsePositionError::Syntax { .. })),
            "`{text:?}` not refused as a §14 syntax error"
        );
    }
    // A repeated position is still reported as such, not as an order error.
    assert!(matches!(
        Bul::parse("R:? | home R3 B5 | 3:R 3:R | dead R0 B0", &d),
        Err(ParsePositionError::Duplicate { pos: 3, .. })
    ));
}

#[test]
fn positions_read_the_actor_and_throw() {
    let g: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse().unwrap();
    assert_eq!(
        g.node(),
        Node::Move {
            seat: Seat::Blue,
            points: 2
        }
    );
    assert_eq!(g.stack_at(4).to_string(), "BR");
    assert_eq!(g.stack_at(4).controller(), Some(Seat::Red));
    assert_eq!((g.home(Seat::Red), g.home(Seat::Blue)), (4, 3));
    let g: Bul = "R:? | home R5 B5 | - | dead R0 B0".parse().unwrap();
    assert_eq!(g.node(), Node::Throw(Seat::Red));
    // A finished game: the side not out wins (§9).
    let g: Bul = "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3"
        .parse()
        .unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(2, Seat::Red.player()).unwrap())
    );
}

fn rejects(text: &str, options: &Options) -> ParsePositionError {
    match Bul::parse(text, options) {
        Ok(g) => panic!("`{text}` accepted as `{g}`"),
        Err(e) => e,
    }
}

#[test]
fn positions_rejected_as_section_14_lists() {
    let d = Options::default();
    let actor = |e| matches!(e, ParsePositionError::Actor { .. });
    // Actor `-` when nobody is out and the options set no ply limit...
    assert!(actor(rejects("-:- | home R5 B5 | - | dead R0 B0", &d)));
    // ...but a draw at the ply limit when they do (Bell scoring: 2000).
    let bell = Options::with_scoring(Scoring::BellAsReported);
    let g = Bul::parse("-:- | home R5 B5 | - | dead R0 B0", &bell).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(2).unwrap()));
    // Actor R/B when someone is out (Blue, after E9).
    assert!(actor(rejects(
        "R:? | home R2 B0 | 5:RBR 8:BR | dead R0 B3",
        &d
    )));
    assert!(actor(rejects(
        "B:3 | home R2 B0 | 5:RBR 8:BR | dead R0 B3",
        &d
    )));
    // `?` as actor anywhere but the opening.
    assert!(actor(rejects("?:? | home R4 B5 | 3:R | dead R0 B0", &d)));
    // A throw other than `?` with actor `?`, other than `-` with actor `-`.
    assert!(actor(rejects("?:3 | home R5 B5 | - | dead R0 B0", &d)));
    assert!(actor(rejects("?:- | home R5 B5 | - | dead R0 B0", &d)));
    assert!(actor(rejects(
        "-:3 | home R2 B0 | 5:RBR 8:BR | dead R0 B3",
        &d
    )));
    assert!(actor(rejects(
        "-:? | home R2 B0 | 5:RBR 8:BR | dead R0 B3",
        &d
    )));
    assert!(actor(rejects("R:- | home R5 B5 | - | dead R0 B0", &d)));
    // Duplicate track positions.
    assert!(matches!(
        rejects("R:? | home R3 B5 | 3:R 3:R | dead R0 B0", &d),
        ParsePositionError::Duplicate { pos: 3, .. }
    ));
    // Piece totals other than 5 per colour (or the configured number).
    assert!(matches!(
        rejects("R:? | home R4 B5 | - | dead R0 B0", &d),
        ParsePositionError::PieceCount {
            side: Seat::Red,
            count: 4,
            expected: 5
        }
    ));
    assert!(matches!(
        rejects("R:? | home R5 B5 | 3:B | dead R0 B0", &d),
        ParsePositionError::PieceCount {
            side: Seat::Blue,
            count: 6,
            ..
        }
    ));
    let three = Options {
        pieces_per_side: 3,
        ..Options::default()
    };
    assert!(Bul::parse("R:? | home R3 B3 | - | dead R0 B0", &three).is_ok());
    assert!(Bul::parse("R:? | home R5 B5 | - | dead R0 B0", &three).is_err());
    // A single-colour stack of two or more.
    assert!(matches!(
        rejects("R:? | home R3 B5 | 3:RR | dead R0 B0", &d),
        ParsePositionError::SingleColour { .. }
    ));
    // Positions outside 1..T on the track.
    for text in [
        "R:? | home R4 B5 | 10:R | dead R0 B0",
        "R:? | home R4 B5 | 0:R | dead R0 B0",
    ] {
        assert!(matches!(
            rejects(text, &d),
            ParsePositionError::OffTrack { .. }
        ));
    }
    let long = Options {
        track_spaces: 14,
        ..Options::default()
    };
    let g = Bul::parse("B:? | home R4 B5 | 14:R | dead R0 B0", &long).unwrap();
    assert_eq!(g.home_position(Seat::Blue), 15);
    // A throw value the active scoring cannot give: §3.1 gives 1..5, §3.2 gives 0, 2, 3, 5,
    // §3.3 gives 2..5.
    for (throw, ok_seed, ok_bell, ok_sapper) in [
        (0, false, true, false),
        (1, true, false, false),
        (4, true, false, true),
        (5, true, true, true),
        (6, false, false, false),
    ] {
        let text = format!("R:{throw} | home R5 B5 | - | dead R0 B0");
        for (scoring, ok) in [
            (Scoring::Seed, ok_seed),
            (Scoring::BellAsReported, ok_bell),
            (Scoring::SapperPuluc, ok_sapper),
        ] {
            let r = Bul::parse(&text, &Options::with_scoring(scoring));
            assert_eq!(r.is_ok(), ok, "{text} under {scoring}");
            if !ok {
                assert!(matches!(r, Err(ParsePositionError::Throw { .. })));
            }
        }
    }
}

#[test]
fn positions_rejected_for_their_shape() {
    let d = Options::default();
    for text in [
        "",
        "R:? | home R5 B5 | -",
        "R:? | home R5 B5 | - | dead R0 B0 | x",
        "R? | home R5 B5 | - | dead R0 B0",
        "X:? | home R5 B5 | - | dead R0 B0",
        "R:03 | home R5 B5 | - | dead R0 B0",
        "R:? | home B5 R5 | - | dead R0 B0",
        "R:? | home R5 | - | dead R0 B0",
        "R:? | home R5 B5 B0 | - | dead R0 B0",
        "R:? | hom R5 B5 | - | dead R0 B0",
        "R:? | home R5 B5 | | dead R0 B0",
        "R:? | home R4 B5 | 3 | dead R0 B0",
        "R:? | home R4 B5 | 3: | dead R0 B0",
        "R:? | home R4 B5 | 3:X | dead R0 B0",
        "R:? | home R4 B5 | 03:R | dead R0 B0",
        "R:? | home R5 B5 | - | dead R-0 B0",
    ] {
        assert!(Bul::parse(text, &d).is_err(), "`{text}` accepted");
    }
}

#[test]
fn setup_reads_settings_and_positions() {
    let s = Settings::new("standard", 2).with("scoring", "sapper-puluc");
    let g = Bul::from_settings(&s).unwrap();
    assert_eq!(g.options().scoring, Scoring::SapperPuluc);
    assert_eq!(g.options().ply_limit, Some(2000));
    assert_eq!(g.to_string(), "?:? | home R5 B5 | - | dead R0 B0");
    assert_eq!(g.seat_labels(), ["R", "B"]);
    assert_eq!(
        (
            Bul::INFO.name,
            Bul::INFO.variant_names(),
            Bul::INFO.players_text()
        ),
        ("bul", vec!["standard"], "2".to_owned())
    );
    let all = g.settings();
    // §10 offers 7 options: scoring, stacks_capture_singles, forced_stack_onto_single,
    // exact_count_far_end, ply_limit, track_spaces, pieces_per_side (stack_heading is not offered).
    assert_eq!(all.options.len(), 7);
    assert_eq!(all.options["ply_limit"], "2000");
    assert_eq!(Bul::from_settings(&all).unwrap(), g);
    let s = Settings::new("standard", 2).with("pieces_per_side", "3");
    let g = Bul::parse_position("R:? | home R3 B3 | - | dead R0 B0", &s).unwrap();
    assert_eq!(g.home(Seat::Red), 3);
    assert!(Bul::parse_position("R:? | home R5 B5 | - | dead R0 B0", &s).is_err());
    assert!(Bul::from_settings(&Settings::new("standard", 2).with("bogus", "1")).is_err());
}

#[test]
fn ply_limit_counts_every_ply_and_draws() {
    // §13, §14: a limit of 4 plies: first:R, yellow:2, 0-2, yellow:1 → drawn.
    let options = Options {
        ply_limit: Some(4),
        ..Options::default()
    };
    let mut g = Bul::new(options).unwrap();
    for (i, mv) in ["first:R", "yellow:2", "0-2", "yellow:1"]
        .iter()
        .enumerate()
    {
        assert!(!g.is_over(), "over after {i} plies");
        g.play(&mv.parse().unwrap()).unwrap();
    }
    assert_eq!(g.plies(), 4);
    assert_eq!(g.to_string(), "-:- | home R4 B5 | 2:R | dead R0 B0");
    assert_eq!(g.outcome(), Some(Outcome::draw(2).unwrap()));
    // A parsed position counts from 0.
    let g = Bul::parse("B:1 | home R4 B5 | 2:R | dead R0 B0", &options).unwrap();
    assert_eq!(g.plies(), 0);
}

/// §14, issue 13 item 9: every move value that can be built prints as notation that parses
/// back to it. A throw of more than 4 yellow faces (`yellow:9`, four dice, §3) cannot be
/// built; steps take any `u8` positions, which the notation writes as plain decimals.
#[test]
fn every_constructible_move_round_trips() {
    assert_eq!(Move::yellow(5), None);
    assert_eq!(Move::yellow(9), None);
    assert_eq!(jokoak_bul::Throw::new(255), None);
    let mut all: Vec<Move> = vec![Move::Pass, Move::First(Seat::Red), Move::First(Seat::Blue)];
    all.extend(jokoak_bul::Throw::ALL.map(Move::Yellow));
    for from in 0..=u8::MAX {
        all.extend((0..=u8::MAX).map(|to| Move::Step { from, to }));
    }
    for mv in all {
        let text = mv.to_string();
        assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
    }
}
