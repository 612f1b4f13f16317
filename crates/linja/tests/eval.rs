//! The evaluation (docs/ai.md "Linja"): features computed by hand on positions of linja.md §8,
//! antisymmetry between the two sides, and no panic over random games.

use jokoak_core::testkit::{
    assert_features, check_antisymmetric, check_features_documented, random_playouts_hold,
};
use jokoak_core::{Evaluate, Game, Player};
use jokoak_linja::{Linja, Move};

const BLACK: Player = Player(0);
const RED: Player = Player(1);

fn pos(text: &str) -> Linja {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The names and weights are those of docs/ai.md "Linja", where their tuning is recorded.
#[test]
fn names_and_weights_are_the_documented_ones() {
    check_features_documented::<Linja>(
        include_str!("../../../docs/ai.md"),
        "### Linja (`crates/linja/src/eval.rs`)",
    );
}

#[test]
fn start_position_is_even_but_for_the_tempo() {
    // §3: the layouts mirror each other; Black makes the initial step (R6), and its longest
    // second step would be 2 (every middle space holds 2, R3): yield 1 + 2.
    let g = pos("6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init");
    let black = [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 3];
    assert_features(&g, BLACK, &black);
}

#[test]
fn e6_red_leads_the_score_before_the_last_step() {
    // E6 before its step: Black 2·1 + 3·2 + 3·3 + 3·5 = 32 points (its piece on 3 scores
    // nothing; the spec's 33 follows `3-4`), Red 5·5 + 3·3 + 2·2 + 2·1 = 40 (R11): −8.
    // advance, Black: 3·1 + 4·2 + 5·3 + 6·3 + 7·3 = 65; Red (7 − space): 7·5 + 6·3 + 5·2 + 4·2
    // = 71: −6. own_half: Black's piece on 3 (goal distance 4), Red none: +1. blocked: no
    // full space. goal: Black 3, Red 5: −2. jump: Black's longest initial step lands on 5 or
    // 6 (3 pieces), Red's on 1 (3 pieces): 3 − 3 = 0. crowd, Black: 1·2 (3→4) + 2·3 (4→5) +
    // 3·3 (5→6) + 3·1 (6→7, the goal, R3) = 20; Red: 3·1 (1→0) + 2·3 (2→1) + 2·2 (3→2) = 13:
    // +7. Black to make the initial step: tempo +1, yield 1 + 3.
    let g = pos("0:5/0:3/0:2/1:2/2:0/3:0/3:0/3:0 B init");
    let black = [-8, -6, 1, -2, 0, 0, 7, 1, 0, 0, 4];
    assert_features(&g, BLACK, &black);
}

#[test]
fn a_full_space_blocks_the_red_piece_behind_it() {
    // E3 with Black's piece on 2 moved back to 0: space 3 holds 6 (R2), and only Red's piece
    // on 4 faces it. points: Black 1 + 2 + 3 (spaces 4, 5, 6), Red 3 + 3·1 (spaces 1, 3): 0.
    // advance: Black 1 + 3·3 + 4 + 5 + 6 = 25, Red 6 + 3·4 + 3 + 2 + 1 = 24: +1. own_half:
    // Black 5 + 1 + 3 = 9 (spaces 0–3), Red 1 + 1 + 1 + 5 = 8 (spaces 4–7): +1. blocked:
    // 0 − 1. goal: none (Red's five wait in their start zone, space 7). jump: both sides' longest is 2 (Black 0→1, Red 7→6): 0. crowd,
    // Black: 5·2 + 1·0 + 3·2 + 2 + 2 + 1 = 21 (from 0, 1, 3, 4, 5, 6); Red: 5·2 + 2 + 2 +
    // 3·0 + 1 = 15 (from 7, 6, 5, 3, 1; the piece on 4 is blocked): +6. yield 1 + 2.
    let g = pos("5:0/1:1/0:0/3:3/1:1/1:1/1:1/0:5 B init");
    let black = [0, 1, 1, 0, -1, 0, 6, 1, 0, 0, 3];
    assert_features(&g, BLACK, &black);
}

#[test]
fn a_pending_second_step_counts_its_length() {
    // E1: `0-1` from the start lands on 2 pieces: Black owes a second step of 2 (R3, R5).
    // Black gained one space (advance +1); its next initial step from 0 would find 3 pieces
    // on space 1, as would Red's from 2 to 1: jump 3 − 3 = 0. crowd, Black: 5·3 (from 0) +
    // 2·2 (from 1) + 4·2 (from 2–5) + 1 (from 6) = 28; Red: 6·2 (from 7) + 4·2 (from 6–3) + 3
    // (from 2) + 1 (from 1) = 24: +4. No initial step is due: tempo and yield 0.
    let mut g = pos("6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init");
    g.play(&"0-1".parse().unwrap()).unwrap();
    assert_eq!(g.to_string(), "5:0/2:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2");
    assert_eq!(g.feature_values(BLACK), [0, 1, 0, 0, 0, 0, 4, 0, 2, 0, 0]);
}

#[test]
fn a_bonus_move_is_counted_for_its_owner() {
    // E4: `0-1` (n = 2), then `2-4` lands in the empty space 4: a bonus move (R9). Its
    // initial step from 0 would find 3 pieces on space 1 (R3): yield 1 + 3.
    let mut g = pos("5:0/1:1/1:1/1:1/0:0/1:2/1:1/2:6 B init");
    for m in ["0-1", "2-4"] {
        g.play(&m.parse().unwrap()).unwrap();
    }
    assert_eq!(
        g.to_string(),
        "4:0/2:1/0:1/1:1/1:0/1:2/1:1/2:6 B bonus-init"
    );
    let f = g.feature_values(BLACK);
    assert_eq!(f[7..], [0, 0, 1, 4]);
    assert_eq!(g.feature_values(RED)[7..], [0, 0, -1, -4]);
}

#[test]
fn steps_into_the_goal_are_ordered_first() {
    // E1: from the start, `6-7` reaches the goal (R11: 3 → 5 points), `0-1` scores nothing.
    let g = pos("6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init");
    let goal = g.move_priority(&"6-7".parse::<Move>().unwrap());
    let quiet = g.move_priority(&"0-1".parse::<Move>().unwrap());
    assert!(goal > quiet, "{goal} <= {quiet}");
    assert!(!g.is_noisy(&"6-7".parse::<Move>().unwrap()));
}

#[test]
fn random_games_are_antisymmetric_and_never_panic() {
    random_playouts_hold(&Linja::default(), 100, 10_000, |g| {
        if g.outcome().is_some() {
            return Ok(());
        }
        check_antisymmetric(g)
    });
}

#[test]
fn a_node_budget_visits_at_most_one_node_more() {
    // Limits::nodes: the search stops at the next node, so it reports at most one node past
    // the budget (the nodes that return at once after the stop are not visits).
    use jokoak_core::{AlphaBeta, Limits, rng_from_seed, testkit::step_random};
    let mut state = Linja::default();
    let mut rng = rng_from_seed(7);
    for ply in 0..60 {
        if let Some(seat) = state.to_move().player() {
            for budget in [5, 10, 50] {
                let mut search = AlphaBeta::with_table_bytes(Limits::nodes(budget), 1 << 12);
                let report = search.search(&state, seat, None);
                assert!(
                    report.nodes <= budget + 1,
                    "ply {ply}, budget {budget}: {}",
                    report.nodes
                );
            }
        }
        if !step_random(&mut state, &mut rng) {
            break;
        }
    }
}
