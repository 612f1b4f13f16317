//! The worked examples of bul.md §12, one test each (E1–E16; E11–E13 share one), with the
//! complete legal-move sets and results written out by hand from the rules.

use std::collections::BTreeSet;

use jokoak_bul::{Bul, Move, MoveKind, Options, Scoring, Seat};
use jokoak_core::{Game, Outcome, ToMove};

fn parse(pos: &str, options: &Options) -> Bul {
    Bul::parse(pos, options).unwrap_or_else(|e| panic!("`{pos}`: {e}"))
}

/// The complete legal set of a position as move texts.
fn legal_with(pos: &str, options: &Options) -> BTreeSet<String> {
    let mut moves = Vec::new();
    parse(pos, options).legal_moves(&mut moves);
    let set: BTreeSet<String> = moves.iter().map(ToString::to_string).collect();
    assert_eq!(set.len(), moves.len(), "duplicates in {moves:?}");
    set
}

fn legal(pos: &str) -> BTreeSet<String> {
    legal_with(pos, &Options::default())
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| (*m).to_owned()).collect()
}

fn play_with(pos: &str, mv: &str, options: &Options) -> Bul {
    let mut game = parse(pos, options);
    let mv: Move = mv.parse().unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("`{pos}`: {e}"));
    game
}

fn play(pos: &str, mv: &str) -> String {
    play_with(pos, mv, &Options::default()).to_string()
}

/// A capture of a lone piece (bul.md §7 move 3), by a piece entering or already on the track.
fn capture(entering: bool) -> Option<MoveKind> {
    Some(MoveKind::Capture { entering })
}

/// A recapture of a stack (bul.md §7 move 5), by a piece entering or already on the track.
fn recapture(entering: bool) -> Option<MoveKind> {
    Some(MoveKind::Recapture { entering })
}

fn kind(pos: &str, mv: &str) -> Option<MoveKind> {
    parse(pos, &Options::default()).move_kind(&mv.parse().unwrap())
}

#[test]
fn e1_opening_entry() {
    let pos = "R:3 | home R5 B5 | - | dead R0 B0";
    assert_eq!(legal(pos), set(&["0-3"]));
    assert_eq!(kind(pos, "0-3"), Some(MoveKind::Enter));
    assert_eq!(play(pos, "0-3"), "B:? | home R4 B5 | 3:R | dead R0 B0");
}

#[test]
fn e2_entering_blocked_by_own_piece() {
    let pos = "R:2 | home R4 B5 | 2:R | dead R0 B0";
    assert_eq!(legal(pos), set(&["2-4"]));
    assert_eq!(kind(pos, "2-4"), Some(MoveKind::Advance));
    assert_eq!(kind(pos, "0-2"), None);
    assert_eq!(play(pos, "2-4"), "B:? | home R4 B5 | 4:R | dead R0 B0");
}

#[test]
fn e3_entering_captures() {
    let pos = "R:3 | home R5 B4 | 3:B | dead R0 B0";
    assert_eq!(legal(pos), set(&["0-3"]));
    assert_eq!(kind(pos, "0-3"), capture(true));
    let after = play(pos, "0-3");
    assert_eq!(after, "B:? | home R4 B4 | 3:BR | dead R0 B0");
    // Red-controlled and 3 steps from Red's home: a later throw of 3 brings it home.
    let next = "R:3 | home R4 B4 | 3:BR | dead R0 B0";
    assert!(legal(next).contains("3-0"));
}

#[test]
fn e4_exact_count_at_the_far_end() {
    let at = |throw: u8| format!("R:{throw} | home R3 B5 | 7:R 9:R | dead R0 B0");
    assert_eq!(legal(&at(1)), set(&["0-1", "7-8", "9-10"]));
    assert_eq!(kind(&at(1), "9-10"), Some(MoveKind::Lap));
    assert_eq!(play(&at(1), "9-10"), "B:? | home R4 B5 | 7:R | dead R0 B0");
    assert_eq!(legal(&at(3)), set(&["0-3", "7-10"]));
    assert_eq!(play(&at(3), "7-10"), "B:? | home R4 B5 | 9:R | dead R0 B0");
    assert_eq!(legal(&at(5)), set(&["0-5"]));
    let reach_or_pass = Options {
        exact_count_far_end: false,
        ..Options::default()
    };
    assert_eq!(
        legal_with(&at(5), &reach_or_pass),
        set(&["0-5", "7-10", "9-10"])
    );
}

#[test]
fn e5_stack_returning_home_without_exact_count() {
    let at = |throw: u8| format!("R:{throw} | home R4 B3 | 3:BR 6:B | dead R0 B0");
    assert_eq!(legal(&at(2)), set(&["0-2", "3-1"]));
    assert_eq!(kind(&at(2), "3-1"), Some(MoveKind::StackMove));
    assert_eq!(legal(&at(3)), set(&["3-0"]));
    assert_eq!(kind(&at(3), "3-0"), Some(MoveKind::StackArrive));
    assert_eq!(play(&at(3), "3-0"), "B:? | home R5 B3 | 6:B | dead R0 B1");
    assert_eq!(legal(&at(5)), set(&["0-5", "3-0"]));
}

#[test]
fn e6_recapture_reverses_the_stack() {
    // Also the acceptance test of issue 4.
    let pos = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0";
    assert_eq!(legal(pos), set(&["10-8", "6-4"]));
    assert_eq!(kind(pos, "6-4"), recapture(false));
    let after = play(pos, "6-4");
    assert_eq!(after, "R:? | home R4 B3 | 4:BRB | dead R0 B0");
    // Now Blue's, heading to 10 at distance 6: a 5 moves it up, it does not arrive.
    let blue5 = "B:5 | home R4 B3 | 4:BRB | dead R0 B0";
    assert_eq!(legal(blue5), set(&["10-5", "4-9"]));
}

#[test]
fn e6b_mixed_stack_of_blue_goes_home() {
    let at = |throw: u8| format!("B:{throw} | home R4 B3 | 7:BRB | dead R0 B0");
    assert_eq!(legal(&at(3)), set(&["7-10"]));
    assert_eq!(play(&at(3), "7-10"), "R:? | home R4 B5 | - | dead R1 B0");
    assert_eq!(legal(&at(5)), set(&["10-5", "7-10"]));
    assert_eq!(legal(&at(2)), set(&["10-8", "7-9"]));
}

#[test]
fn e6c_recapture_by_entering() {
    let pos = "R:2 | home R4 B4 | 2:RB | dead R0 B0";
    assert_eq!(legal(pos), set(&["0-2"]));
    assert_eq!(kind(pos, "0-2"), recapture(true));
    assert_eq!(play(pos, "0-2"), "B:? | home R3 B4 | 2:RBR | dead R0 B0");
    // Red-controlled, 2 steps from Red's home.
    assert_eq!(
        legal("R:2 | home R3 B4 | 2:RBR | dead R0 B0"),
        set(&["2-0"])
    );
}

#[test]
fn e7_stack_against_stack() {
    let red = "R:2 | home R3 B3 | 3:RB 5:BR | dead R0 B0";
    assert_eq!(legal(red), set(&["0-2", "5-3"]));
    assert_eq!(kind(red, "5-3"), Some(MoveKind::StackCapture));
    assert_eq!(play(red, "5-3"), "B:? | home R3 B3 | 3:RBBR | dead R0 B0");
    // Red-controlled, 3 steps from Red's home: a 3 brings it home, 2 Blue pieces die.
    assert_eq!(
        play("R:3 | home R3 B3 | 3:RBBR | dead R0 B0", "3-0"),
        "B:? | home R5 B3 | - | dead R0 B2"
    );
    let blue = "B:2 | home R3 B3 | 3:RB 5:BR | dead R0 B0";
    assert_eq!(legal(blue), set(&["10-8", "3-5"]));
    assert_eq!(play(blue, "3-5"), "R:? | home R3 B3 | 5:BRRB | dead R0 B0");
    // Blue-controlled, 5 steps from Blue's home (10).
    assert_eq!(
        legal("B:4 | home R3 B3 | 5:BRRB | dead R0 B0"),
        set(&["10-6", "5-9"])
    );
    assert_eq!(
        legal("B:5 | home R3 B3 | 5:BRRB | dead R0 B0"),
        set(&["5-10"])
    );
}

#[test]
fn e8_a_stack_may_not_take_a_lone_piece_when_another_move_exists() {
    let pos = "B:1 | home R3 B1 | 4:RB 5:R | dead R0 B3";
    assert_eq!(legal(pos), set(&["10-9"]));
    assert_eq!(kind(pos, "4-5"), None);
}

#[test]
fn e9_forced_stack_onto_a_lone_piece_with_immediate_loss() {
    let at = |throw: u8| format!("B:{throw} | home R2 B0 | 4:RB 5:R 8:BR | dead R0 B3");
    assert_eq!(legal(&at(1)), set(&["4-5"]));
    assert_eq!(kind(&at(1), "4-5"), Some(MoveKind::ForcedOntoLone));
    let after = play_with(&at(1), "4-5", &Options::default());
    assert_eq!(
        after.to_string(),
        "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3"
    );
    assert_eq!(after.stack_at(5).controller(), Some(Seat::Red));
    assert!(after.is_out(Seat::Blue));
    assert_eq!(after.to_move(), ToMove::Over);
    assert_eq!(after.winner(), Some(Seat::Red));
    assert_eq!(
        after.outcome(),
        Some(Outcome::win(2, Seat::Red.player()).unwrap())
    );

    // A normal move exists: no forced move.
    assert_eq!(legal(&at(2)), set(&["4-6"]));

    let pass = Options {
        forced_stack_onto_single: false,
        ..Options::default()
    };
    assert_eq!(legal_with(&at(1), &pass), set(&["pass"]));

    let capture = Options {
        stacks_capture_singles: true,
        ..Options::default()
    };
    assert_eq!(legal_with(&at(1), &capture), set(&["4-5"]));
    let g = parse(&at(1), &capture);
    assert_eq!(
        g.move_kind(&"4-5".parse().unwrap()),
        Some(MoveKind::StackTakesLone)
    );
    let after = play_with(&at(1), "4-5", &capture);
    assert_eq!(
        after.to_string(),
        "R:? | home R2 B0 | 5:RRB 8:BR | dead R0 B3"
    );
    assert_eq!(after.stack_at(5).controller(), Some(Seat::Blue));
    assert!(!after.is_over());
}

#[test]
fn e10_no_legal_move_means_a_pass() {
    let at = |throw: u8| format!("R:{throw} | home R0 B4 | 5:RB 8:R | dead R3 B0");
    assert_eq!(legal(&at(3)), set(&["pass"]));
    assert_eq!(kind(&at(3), "pass"), Some(MoveKind::Pass));
    assert_eq!(
        play(&at(3), "pass"),
        "B:? | home R0 B4 | 5:RB 8:R | dead R3 B0"
    );
    assert_eq!(legal(&at(2)), set(&["8-10"]));
    assert_eq!(play(&at(2), "8-10"), "B:? | home R1 B4 | 5:RB | dead R3 B0");
    let reach_or_pass = Options {
        exact_count_far_end: false,
        ..Options::default()
    };
    assert_eq!(legal_with(&at(3), &reach_or_pass), set(&["8-10"]));
}

/// E11–E13, blocking: the complete legal sets.
#[test]
fn e11_to_e13_what_blocks_a_landing() {
    // (position, its legal moves, space-separated)
    let table = [
        // E11: own pieces block landing.
        ("R:2 | home R2 B4 | 2:R 4:BR 6:R | dead R0 B0", "6-8"),
        // E12: no blocking by intermediate pieces.
        ("R:4 | home R4 B3 | 1:R 2:B 3:B | dead R0 B0", "0-4 1-5"),
        // E13: a stack is blocked by its own lone piece.
        ("R:2 | home R3 B4 | 3:R 5:BR | dead R0 B0", "0-2"),
    ];
    for (pos, moves) in table {
        let moves: Vec<&str> = moves.split(' ').collect();
        assert_eq!(legal(pos), set(&moves), "{pos}");
    }
}

#[test]
fn e14_a_mixed_stack_arrives_home() {
    let pos = "B:2 | home R4 B3 | 8:BRB | dead R0 B0";
    assert_eq!(legal(pos), set(&["8-10"]));
    assert_eq!(play(pos, "8-10"), "R:? | home R4 B5 | - | dead R1 B0");
}

#[test]
fn e15_bell_scoring_a_single_yellow_face() {
    let pos = "R:? | home R4 B5 | 3:R | dead R0 B0";
    let bell = Options::with_scoring(Scoring::BellAsReported);
    let g = play_with(pos, "yellow:1", &bell);
    assert_eq!(g.to_string(), "R:0 | home R4 B5 | 3:R | dead R0 B0");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves, [Move::Pass]);
    let g = play_with(pos, "yellow:1", &Options::default());
    assert_eq!(g.to_string(), "R:1 | home R4 B5 | 3:R | dead R0 B0");
    assert_eq!(
        legal("R:1 | home R4 B5 | 3:R | dead R0 B0"),
        set(&["0-1", "3-4"])
    );
}

#[test]
fn e16_mid_track_capture() {
    let pos = "R:3 | home R4 B4 | 2:R 5:B | dead R0 B0";
    assert_eq!(legal(pos), set(&["0-3", "2-5"]));
    assert_eq!(kind(pos, "2-5"), capture(false));
    assert_eq!(play(pos, "2-5"), "B:? | home R4 B4 | 5:BR | dead R0 B0");
    let follow = "B:5 | home R4 B4 | 5:BR | dead R0 B0";
    assert_eq!(legal(follow), set(&["10-5"]));
    assert_eq!(kind(follow, "10-5"), recapture(true));
    assert_eq!(
        play(follow, "10-5"),
        "R:? | home R4 B3 | 5:BRB | dead R0 B0"
    );
}
