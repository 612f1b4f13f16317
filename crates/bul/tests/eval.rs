//! The evaluation (docs/ai.md "Bul"): features computed by hand on positions of bul.md §12,
//! capture chances from the exact throw odds of §3, antisymmetry between the two sides, and no
//! panic over random games.

use jokoak_bul::{Bul, Move, Options, Scoring};
use jokoak_core::testkit::{
    assert_features, check_antisymmetric, check_features_documented, random_playouts_hold,
};
use jokoak_core::{Evaluate, Game, Player};

const RED: Player = Player(0);
const BLUE: Player = Player(1);

fn parse_with(pos: &str, options: &Options) -> Bul {
    Bul::parse(pos, options).unwrap_or_else(|e| panic!("`{pos}`: {e}"))
}

fn parse(pos: &str) -> Bul {
    parse_with(pos, &Options::default())
}

/// The names and weights are those of docs/ai.md "Bul", where their tuning is recorded.
#[test]
fn names_and_weights_are_the_documented_ones() {
    check_features_documented::<Bul>(
        include_str!("../../../docs/ai.md"),
        "### Bul (`crates/bul/src/eval.rs`)",
    );
}

#[test]
fn e5_red_holds_a_prisoner_and_blue_threatens_the_stack() {
    // E5, Red to throw. Red's stack 3:BR holds one blue prisoner, 3 spaces from Red's home,
    // and carries one red rider; homes R4 B3; Blue's lone piece on 6 has come 10 − 6 = 4
    // spaces (§2); one space each; one stack, Red's.
    // hit_next (Red throws): Red enters on 1–5 or moves its stack down; nothing lands on 6.
    // hit_after (Blue's throw): 6 − 3 = 3 recaptures the 2-piece stack; a 3 is 3 yellow
    // faces, 4 ways in 16 (§3): 4 · 2 = 8 against Red; the new stack would stand 10 − 3 = 7
    // spaces from Blue's home: 8 · 7 = 56.
    let g = parse("R:? | home R4 B3 | 3:BR 6:B | dead R0 B0");
    let red = [0, 1, 3, 1, 1, -4, 0, 1, 0, -8, 0, -56];
    assert_features(&g, RED, &red);
}

#[test]
fn e16_the_throw_in_hand_is_a_certain_capture() {
    // E16, Red to move with a 3: `2-5` captures the lone blue piece, a certain 16/16 · 1.
    // Blue's next throw: its piece on 5 takes Red's on 2 with a 3 (4 ways); its entries land
    // on 9–5, none red: 4 against Red. progress: Red 2, Blue 10 − 5 = 5. Distances home of
    // the capturing stacks: Red's on 5, 5 spaces (16 · 5 = 80); Blue's on 2, 8 (4 · 8 = 32).
    let g = parse("R:3 | home R4 B4 | 2:R 5:B | dead R0 B0");
    let red = [0, 0, 0, 0, 0, -3, 0, 0, 16, -4, 80, -32];
    assert_features(&g, RED, &red);
    assert!(g.is_noisy(&"2-5".parse::<Move>().unwrap()));
    assert!(!g.is_noisy(&"0-3".parse::<Move>().unwrap()));
    assert!(g.move_priority(&"2-5".parse().unwrap()) > g.move_priority(&"0-3".parse().unwrap()));
}

#[test]
fn e10_seen_from_blue() {
    // E10, Red to move with a 3 and only `pass` legal. Blue: 3 red pieces dead; its stack 5:RB
    // holds one red prisoner 10 − 5 = 5 spaces from Blue's home and one blue rider; homes
    // B4 R0; Red's lone piece on 8 has come 8 spaces; one space each; one stack, Blue's.
    // hit_next: Red passes, 0. hit_after (Blue's throw): entering with a 2 lands on 8 and
    // captures (6 ways); the stack's 5 + 3 = 8 would land on a lone piece, which is no
    // capture (§7 moves 8, 9): 6 · 1 = 6 for Blue, 2 spaces from its home: 12.
    let g = parse("R:3 | home R0 B4 | 5:RB 8:R | dead R3 B0");
    let blue = [3, 1, 5, 1, 4, -8, 0, 1, 0, 6, 0, 12];
    assert_features(&g, BLUE, &blue);
}

#[test]
fn capture_chances_follow_the_active_scoring_table() {
    // Blue to throw. Blue's piece on 5 takes Red's on 3 with a 2 (6 ways under either table).
    // Red then takes Blue's on 5 from 3 with a 2 (6 ways) or by entering with a 5: 1 way
    // (0 yellow) under the seed's table, 2 ways (0 or 4 yellow) under Bell's (§3.1, §3.2).
    // Blue's stack would stand 7 spaces from its home, Red's 5 from its own.
    let pos = "B:? | home R4 B4 | 3:R 5:B | dead R0 B0";
    let seed = parse(pos);
    assert_eq!(seed.feature_values(RED)[8..], [-6, 7, -42, 35]);
    let bell = parse_with(pos, &Options::with_scoring(Scoring::BellAsReported));
    assert_eq!(bell.feature_values(RED)[8..], [-6, 8, -42, 40]);
}

#[test]
fn one_throw_counts_its_best_capture_only() {
    // Blue to throw; one move per turn (§5). Blue's throws: 1 (4 ways) captures nothing; 2
    // (6 ways) takes Red's piece on 3 (from 5) or on 6 (from 8), one piece either way, the
    // one on 6 nearer Blue's home (4 spaces, not 7); 3 (4 ways) nothing (8 → 5 is Blue's
    // own); 4 (1 way) enters onto 6 (4 spaces); 5 (1 way) takes 3 from 8 (7 spaces): 6 + 1
    // + 1 = 8 pieces, 6·4 + 4 + 7 = 35. Red's next throw: 2 takes 5 (from 3, 5 spaces from
    // Red's home) or 8 (from 6, 8 spaces): 6 ways at 5; 5 enters onto 5 or takes 8 from 3:
    // 1 way at 5; 1, 3 and 4 capture nothing: 7 pieces, 35. progress: Red 3 + 6, Blue 5 + 2.
    let g = parse("B:? | home R3 B3 | 3:R 5:B 6:R 8:B | dead R0 B0");
    let red = [0, 0, 0, 0, 0, 2, 0, 0, -8, 7, -35, 35];
    assert_features(&g, RED, &red);
}

#[test]
fn random_games_are_antisymmetric_and_never_panic() {
    for options in [
        Options::default(),
        Options::with_scoring(Scoring::BellAsReported),
        Options {
            stacks_capture_singles: true,
            ..Options::default()
        },
    ] {
        let start = Bul::new(options).unwrap();
        random_playouts_hold(&start, 60, 3_000, |g| {
            if g.outcome().is_some() {
                return Ok(());
            }
            check_antisymmetric(g)?;
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            for m in &moves {
                let _ = (g.is_noisy(m), g.move_priority(m));
            }
            Ok(())
        });
    }
}

/// `ai` in Bul is MCTS with uniformly random playouts to the end and no evaluation cut-off,
/// the search of its row of record (docs/ai.md "Strength"); evaluation leaves and greedy
/// playouts were tried and not adopted (docs/ai-log.md "Bul: greedy playouts, and the
/// exploration constant").
#[test]
fn ai_is_mcts_with_random_playouts() {
    let expected = jokoak_core::Strongest::Mcts {
        cutoff: 0,
        scale: 0,
        playouts: jokoak_core::Playouts::Random,
        multiple_observers: false,
    };
    assert_eq!(Bul::strongest(2), expected);
}
