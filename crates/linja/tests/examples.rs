//! The worked examples E1–E9 of linja.md §8, one test each, plus the R7 double pass.

use std::collections::HashSet;

use jokoak_core::{Game, Outcome, Player, Ranking, Settings, Setup, ToMove};
use jokoak_linja::{Linja, Move};

fn pos(text: &str) -> Linja {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(game: &Linja) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().map(ToString::to_string).collect()
}

fn after(game: &Linja, moves: &[&str]) -> Linja {
    let mut g = game.clone();
    for m in moves {
        let mv: Move = m.parse().unwrap();
        g.play(&mv).unwrap_or_else(|e| panic!("{m} in {g}: {e}"));
    }
    g
}

const START_B: &str = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init";

#[test]
fn e1_start_position_black_to_move() {
    let start = pos(START_B);
    assert_eq!(
        legal(&start),
        ["0-1", "1-2", "2-3", "3-4", "4-5", "5-6", "6-7"]
    );
    // Each middle space holds 2 pieces before arrival: n = 2.
    for init in ["0-1", "1-2", "2-3", "3-4", "4-5"] {
        assert!(
            after(&start, &[init]).to_string().ends_with("B second:2"),
            "{init}"
        );
    }
    // 0->1 (n=2): the last second step is clamped to the goal.
    assert_eq!(
        legal(&after(&start, &["0-1"])),
        ["0-2", "1-3", "2-4", "3-5", "4-6", "5-7", "6-7"]
    );
    // 6->7 reaches the goal: n = 1 although the goal holds 6 red pieces (R3).
    let goal = after(&start, &["6-7"]);
    assert!(goal.to_string().ends_with("B second:1"));
    assert_eq!(legal(&goal), ["0-1", "1-2", "2-3", "3-4", "4-5", "5-6"]);
    // 43 (initial, second) pairs, 33 distinct resulting positions, no bonus.
    let mut pairs = 0;
    let mut positions = HashSet::new();
    for init in legal(&start) {
        let mid = after(&start, &[&init]);
        for second in legal(&mid) {
            let end = after(&mid, &[&second]);
            assert!(
                end.to_string().ends_with(" R init"),
                "{init} {second}: {end}"
            );
            pairs += 1;
            positions.insert(end.to_string());
        }
    }
    assert_eq!((pairs, positions.len()), (43, 33));
}

#[test]
fn e2_second_step_length_counts_pieces_before_arrival() {
    // A partial E2 completed with pieces that do not affect the rule: s4 holds 2b 2r.
    let g = pos("7:0/1:1/0:0/0:0/2:2/0:1/1:1/1:7 R init");
    let g = after(&g, &["5-4"]);
    assert!(g.to_string().ends_with(" R second:4"), "{g}");
    // One red piece jumps 4 sticks: 7 -> 3.
    assert!(legal(&g).contains(&"7-3".to_owned()));
}

#[test]
fn e3_full_space_blocks_landing_not_passing() {
    let g = pos("4:0/1:1/1:0/3:3/1:1/1:1/1:1/0:5 B init");
    assert_eq!(legal(&g), ["0-1", "1-2", "3-4", "4-5", "5-6", "6-7"]);
    assert!(g.clone().play(&"2-3".parse().unwrap()).is_err());
    assert_eq!(
        legal(&after(&g, &["0-1"])),
        ["0-2", "2-4", "3-5", "4-6", "5-7", "6-7"]
    );
    assert_eq!(
        legal(&after(&g, &["1-2"])),
        ["0-1", "3-4", "4-5", "5-6", "6-7"]
    );
    // Space 3 now holds 5: landing there is legal.
    assert!(legal(&after(&g, &["3-4"])).contains(&"1-3".to_owned()));
}

#[test]
fn e4_bonus_move() {
    let g = pos("5:0/1:1/1:1/1:1/0:0/1:2/1:1/2:6 B init");
    let mid = after(&g, &["0-1"]);
    assert_eq!(legal(&mid), ["0-2", "1-3", "2-4", "3-5", "5-7", "6-7"]);
    for second in ["0-2", "1-3", "3-5", "5-7", "6-7"] {
        assert!(
            after(&mid, &[second]).to_string().ends_with(" R init"),
            "{second}"
        );
    }
    // Only 2->4 lands in an empty middle space: a full bonus move follows (R9).
    let bonus = after(&mid, &["2-4"]);
    assert!(bonus.to_string().ends_with(" B bonus-init"), "{bonus}");
    // Bonus: 4->5 (n = 3), then 1->4 lands in the now empty space 4: nothing more (R9).
    let b2 = after(&bonus, &["4-5"]);
    assert!(b2.to_string().ends_with(" B bonus-second:3"), "{b2}");
    assert!(after(&b2, &["1-4"]).to_string().ends_with(" R init"));
}

#[test]
fn e5_initial_step_into_an_empty_space_ends_the_move() {
    let g = pos("5:0/1:1/1:1/1:1/0:0/1:2/1:1/2:6 B init");
    assert_eq!(legal(&g), ["0-1", "1-2", "2-3", "3-4", "5-6", "6-7"]);
    assert_eq!(
        after(&g, &["3-4"]).to_string(),
        "5:0/1:1/1:1/0:1/1:0/1:2/1:1/2:6 R init"
    );
}

#[test]
fn e6_game_ends_mid_move_and_the_mover_loses() {
    let g = pos("0:5/0:3/0:2/1:2/2:0/3:0/3:0/3:0 B init");
    assert_eq!(legal(&g), ["3-4", "4-5", "5-6", "6-7"]);
    let end = after(&g, &["3-4"]);
    assert_eq!(end.to_move(), ToMove::Over);
    assert_eq!(end.to_string(), "0:5/0:3/0:2/0:2/3:0/3:0/3:0/3:0 -");
    let outcome = end.outcome().unwrap();
    assert_eq!(outcome.scores(), [33, 40]);
    assert!(outcome.is_first(Player(1)) && !outcome.is_first(Player(0)));
}

#[test]
fn e7_seed_final_scoring_43_v_42() {
    let g = pos("0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 -");
    assert_eq!(
        g.outcome(),
        Some(Outcome::ranked(vec![43, 42], Ranking::HigherWins).unwrap())
    );
    assert_eq!(g.outcome().unwrap().summary(&["B", "R"]), "B>R B:43 R:42");
}

#[test]
fn e8_separation_edge_cases() {
    // A shared space means not passed.
    assert!(!pos("0:6/0:3/0:2/1:1/3:0/3:0/3:0/2:0 B init").sides_have_passed());
    // Black's lowest on 4, Red's highest on 3: over, so no side may be to move.
    assert!(pos("0:6/0:3/0:2/0:1/3:0/3:0/3:0/3:0 -").sides_have_passed());
    assert!(
        "0:6/0:3/0:2/0:1/3:0/3:0/3:0/3:0 B init"
            .parse::<Linja>()
            .is_err()
    );
    // A black piece still on 0 with red pieces in their goal there: not over.
    let g = pos("1:11/0:1/0:0/0:0/0:0/0:0/0:0/11:0 B init");
    assert!(!g.sides_have_passed());
    assert_eq!(legal(&g), ["0-1"]);
}

#[test]
fn e9_all_pieces_home_yet_a_pass() {
    let g = pos("0:8/0:1/0:0/0:0/0:1/0:1/0:0/12:1 B init");
    assert_eq!(g.to_move(), ToMove::Player(Player(0)));
    assert_eq!(legal(&g), ["pass"]);
    assert_eq!(
        after(&g, &["pass"]).to_string(),
        "0:8/0:1/0:0/0:0/0:1/0:1/0:0/12:1 R init passes=1"
    );
}

#[test]
fn r7_two_passes_end_the_game_scored_as_it_stands() {
    // R7's own example: both sides face full spaces.
    let g = pos("0:4/0:0/1:0/6:0/0:6/0:2/0:0/5:0 B init");
    assert_eq!(legal(&g), ["pass"]);
    let one = after(&g, &["pass"]);
    assert_eq!(
        one.to_string(),
        "0:4/0:0/1:0/6:0/0:6/0:2/0:0/5:0 R init passes=1"
    );
    assert_eq!(legal(&one), ["pass"]);
    let end = after(&one, &["pass"]);
    assert_eq!(
        end.to_string(),
        "0:4/0:0/1:0/6:0/0:6/0:2/0:0/5:0 - passes=1"
    );
    // Black: 5 in goal = 25; Red: 4 in goal = 20; the rest are 4+ spaces away.
    assert_eq!(end.outcome().unwrap().scores(), [25, 20]);
    // A pass is refused while a step exists.
    assert!(pos(START_B).play(&Move::Pass).is_err());
}

#[test]
fn the_undrawn_start_of_section_9() {
    // Its perft counts (§9: 2 / 14) are in `perft.txt`, read as `position start`.
    let undrawn = Linja::default();
    assert_eq!(
        undrawn.to_string(),
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? init"
    );
    assert_eq!(
        Linja::from_settings(&Settings::new("standard", 2)).unwrap(),
        undrawn
    );
}
