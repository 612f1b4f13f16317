//! The options of bul.md §10 in positions derived by hand, and `play`'s refusals (which name
//! the rule and leave the state unchanged).

use std::collections::BTreeSet;

use jokoak_bul::{Bul, Move, Options, PlayError, Seat};
use jokoak_core::Game;

fn legal_with(pos: &str, options: &Options) -> BTreeSet<String> {
    let mut moves = Vec::new();
    Bul::parse(pos, options).unwrap().legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| (*m).to_owned()).collect()
}

#[test]
fn stacks_capture_singles_adds_the_capture_beside_other_moves() {
    // E8 under `stacks_capture_singles = true`: the stack may take the lone Red piece at 5,
    // which goes under it; the stack stays Blue's.
    let o = Options {
        stacks_capture_singles: true,
        ..Options::default()
    };
    let pos = "B:1 | home R3 B1 | 4:RB 5:R | dead R0 B3";
    assert_eq!(legal_with(pos, &o), set(&["10-9", "4-5"]));
    let mut g = Bul::parse(pos, &o).unwrap();
    g.play(&"4-5".parse().unwrap()).unwrap();
    assert_eq!(g.to_string(), "R:? | home R3 B1 | 5:RRB | dead R0 B3");
    assert_eq!(g.stack_at(5).controller(), Some(Seat::Blue));
}

#[test]
fn exact_count_far_end_off_for_blue() {
    // Blue's lone piece at 3 with a throw of 5 overshoots Red's home (0).
    let pos = "B:5 | home R5 B4 | 3:B | dead R0 B0";
    assert_eq!(legal_with(pos, &Options::default()), set(&["10-5"]));
    let o = Options {
        exact_count_far_end: false,
        ..Options::default()
    };
    assert_eq!(legal_with(pos, &o), set(&["10-5", "3-0"]));
    let mut g = Bul::parse(pos, &o).unwrap();
    g.play(&"3-0".parse().unwrap()).unwrap();
    assert_eq!(g.to_string(), "R:? | home R5 B5 | - | dead R0 B0");
}

#[test]
fn a_longer_track_moves_blue_home() {
    // track_spaces = 14: Blue's home is 15; Blue enters with 3 on 12, a Blue stack at 12
    // arrives with any throw of 3 or more.
    let o = Options {
        track_spaces: 14,
        ..Options::default()
    };
    assert_eq!(
        legal_with("B:3 | home R5 B5 | - | dead R0 B0", &o),
        set(&["15-12"])
    );
    assert_eq!(
        legal_with("B:3 | home R4 B4 | 12:RB | dead R0 B0", &o),
        set(&["12-15"])
    );
    assert_eq!(
        legal_with("B:2 | home R4 B4 | 12:RB | dead R0 B0", &o),
        set(&["15-13", "12-14"])
    );
    // A Red lone piece at 13 laps with exactly 2.
    assert_eq!(
        legal_with("R:2 | home R4 B5 | 13:R | dead R0 B0", &o),
        set(&["0-2", "13-15"])
    );
}

#[test]
fn one_piece_each_ends_at_the_first_capture_home() {
    let o = Options {
        pieces_per_side: 1,
        ..Options::default()
    };
    // Red's only piece captures Blue's: Blue has nobody at home and controls nothing.
    let mut g = Bul::parse("R:3 | home R0 B0 | 2:R 5:B | dead R0 B0", &o).unwrap();
    g.play(&"2-5".parse().unwrap()).unwrap();
    assert_eq!(g.winner(), Some(Seat::Red));
    assert_eq!(g.to_string(), "-:- | home R0 B0 | 5:BR | dead R0 B0");
}

/// Plays `mv` and expects a refusal that leaves the state exactly as it was.
fn refuse(pos: &str, mv: &str) -> PlayError {
    let mut g: Bul = pos.parse().unwrap();
    let before = g.clone();
    let err = g.play(&mv.parse::<Move>().unwrap()).unwrap_err();
    assert_eq!(g, before);
    assert_eq!(g.to_string(), pos);
    err
}

#[test]
fn refusals_name_the_rule() {
    let reason = |e: PlayError| match e {
        PlayError::Illegal { reason, .. } => reason,
        other => panic!("{other:?}"),
    };
    // E2: entering on one's own piece.
    let r = reason(refuse("R:2 | home R4 B5 | 2:R | dead R0 B0", "0-2"));
    assert!(r.contains("§6"), "{r}");
    // E8: the stack may not take the lone piece while another move exists.
    let r = reason(refuse("B:1 | home R3 B1 | 4:RB 5:R | dead R0 B3", "4-5"));
    assert!(r.contains("moves 8, 9"), "{r}");
    // E4: the piece at 9 overshoots with a 3.
    let r = reason(refuse("R:3 | home R3 B5 | 7:R 9:R | dead R0 B0", "9-10"));
    assert!(r.contains("exact count"), "{r}");
    // E6: a pass while moves exist; a move of the opponent's piece; a wrong distance.
    let e6 = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0";
    assert!(reason(refuse(e6, "pass")).contains("§5"));
    assert!(reason(refuse(e6, "4-2")).contains("FROM"));
    assert!(reason(refuse(e6, "6-3")).contains("TO"));
    assert!(reason(refuse(e6, "0-2")).contains("FROM"));
    assert!(matches!(
        refuse(e6, "yellow:2"),
        PlayError::NotAnOutcome { .. }
    ));
    assert!(matches!(
        refuse("R:? | home R5 B5 | - | dead R0 B0", "0-3"),
        PlayError::ThrowDue { .. }
    ));
    assert!(matches!(
        refuse("?:? | home R5 B5 | - | dead R0 B0", "yellow:3"),
        PlayError::NotAnOutcome { .. }
    ));
    assert!(matches!(
        refuse("-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3", "pass"),
        PlayError::GameOver { .. }
    ));
}

#[test]
fn play_unchecked_never_panics_on_garbage() {
    // Game::play_unchecked: anything not listed is a caller's bug with an unspecified but
    // panic-free result. Hammer one state with every small step, pass and chance outcome.
    let start: Bul = "R:3 | home R0 B0 | 2:RB 4:BR 6:BRB 8:RBR | dead R0 B0"
        .parse()
        .unwrap();
    let mut g = start.clone();
    for round in 0..3 {
        for from in 0..=40u8 {
            for to in 0..=40u8 {
                g.play_unchecked(&Move::Step { from, to });
                g.play_unchecked(&Move::yellow((from + to + round) % 5).unwrap());
                g.play_unchecked(&Move::Pass);
                g.play_unchecked(&Move::First(Seat::Blue));
                let _ = g.to_string();
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                if g.is_over() {
                    g = start.clone();
                }
            }
        }
    }
}
