//! The scale of search scores: evaluations, wins and losses (docs/ai.md "Search").
//!
//! Scores are `i32` from one seat's point of view. An evaluation ([`crate::Evaluate`]) is
//! clamped to `±EVAL_LIMIT`; a finished game scores `(2u − 1) · WIN`, `u` the seat's share of
//! the win ([`crate::Outcome::win_share`]: 1 sole first, ½ a 2-player draw, 0 any place below
//! first), moved towards 0 by one per ply from the root, so a win outranks every evaluation
//! and a shorter win outranks a longer one (and a longer loss a shorter one).

use crate::{Outcome, Player};

/// The score of a sole first place found at the root itself (ply 0).
pub const WIN: i32 = 1 << 24;

/// Evaluations are clamped to `±EVAL_LIMIT`; any score beyond it is a finished game.
pub const EVAL_LIMIT: i32 = 1 << 20;

/// Above every score: the initial "minus infinity" of a search window is `-INFINITY`.
pub const INFINITY: i32 = WIN + 1;

/// `true` if `score` is a finished game's (a win or a loss), not an evaluation (in a game
/// with chance nodes and no [`crate::Evaluate::UTILITY_SCALE`], possibly an expectation over
/// such scores, not a forced result).
#[must_use]
pub const fn is_decisive(score: i32) -> bool {
    score > EVAL_LIMIT || score < -EVAL_LIMIT
}

/// The score of a finished game with `outcome` for `seat`, found `ply` plies below the root.
///
/// With at most 6 seats every share of the win but ½ gives `|2u − 1| ≥ 1/3`, so every
/// decisive score stays beyond [`EVAL_LIMIT`] for any ply below 600,000.
#[must_use]
pub fn terminal_score(outcome: &Outcome, seat: Player, ply: u32) -> i32 {
    let base = ((2.0 * outcome.win_share(seat) - 1.0) * f64::from(WIN)).round() as i32;
    let ply = ply.min(1 << 19) as i32;
    match base {
        b if b > 0 => b - ply,
        b if b < 0 => b + ply,
        _ => 0,
    }
}

/// An evaluation `value` on the expected-utility scale of a game whose evaluation has the
/// logistic scale `scale` ([`crate::Evaluate::UTILITY_SCALE`]): `(2σ(value / scale) − 1) ·
/// EVAL_LIMIT`, σ the logistic function `1 / (1 + e^(−x))`, kept strictly inside
/// `±EVAL_LIMIT`, where [`terminal_utility_score`] puts a win and a loss. Expectimax must
/// average values proportional to expected utility: averaging centipoints, or centipoints with
/// `±WIN`, lets a small chance of a finished game outweigh any material (Hauk, Buro & Schaeffer
/// 2006, "*-minimax performance in backgammon", use win probabilities for the same reason).
#[must_use]
pub fn utility_score(value: i32, scale: f64) -> i32 {
    let x = f64::from(value) / scale.max(f64::MIN_POSITIVE);
    let u = (x / 2.0).tanh(); // 2σ(x) − 1
    let limit = f64::from(EVAL_LIMIT - 1);
    (u * f64::from(EVAL_LIMIT)).round().clamp(-limit, limit) as i32
}

/// A finished game on the expected-utility scale of [`utility_score`]: `(2u − 1) ·
/// EVAL_LIMIT`, `u` the seat's [`Outcome::win_share`] (a win `EVAL_LIMIT`, a draw 0 with two
/// seats). Not decisive ([`is_decisive`]): with chance nodes a win is worth its probability.
#[must_use]
pub fn terminal_utility_score(outcome: &Outcome, seat: Player) -> i32 {
    ((2.0 * outcome.win_share(seat) - 1.0) * f64::from(EVAL_LIMIT)).round() as i32
}

/// A heuristic value clamped into the evaluation range.
#[must_use]
pub const fn clamp_eval(value: i32) -> i32 {
    if value > EVAL_LIMIT {
        EVAL_LIMIT
    } else if value < -EVAL_LIMIT {
        -EVAL_LIMIT
    } else {
        value
    }
}

/// A score found `ply` plies below the root as the transposition table stores it: decisive
/// scores relative to the node, so a hit at another ply reads the right distance.
#[must_use]
pub const fn to_table(score: i32, ply: u32) -> i32 {
    score + decisive_sign(score) * ply as i32
}

/// The inverse of [`to_table`] at `ply`.
#[must_use]
pub const fn from_table(score: i32, ply: u32) -> i32 {
    score - decisive_sign(score) * ply as i32
}

/// `1` for a win, `−1` for a loss, `0` for an evaluation ([`is_decisive`]).
const fn decisive_sign(score: i32) -> i32 {
    if is_decisive(score) {
        score.signum()
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ranking;

    #[test]
    fn wins_beat_evaluations_and_shorter_wins_beat_longer() {
        let win = Outcome::win(2, Player(0)).unwrap();
        assert_eq!(terminal_score(&win, Player(0), 3), WIN - 3);
        assert_eq!(terminal_score(&win, Player(1), 3), -WIN + 3);
        assert!(terminal_score(&win, Player(0), 1) > terminal_score(&win, Player(0), 5));
        assert!(terminal_score(&win, Player(0), 500) > EVAL_LIMIT);
        assert_eq!(terminal_score(&Outcome::draw(2).unwrap(), Player(1), 7), 0);
        // Second of three takes no share of the win: a loss, like last place.
        let o = Outcome::ranked(vec![1, 2, 3], Ranking::HigherWins).unwrap();
        assert_eq!(terminal_score(&o, Player(1), 2), -WIN + 2);
        assert_eq!(terminal_score(&o, Player(0), 2), -WIN + 2);
        assert_eq!(terminal_score(&o, Player(2), 2), WIN - 2);
        // A first place shared by two of three: half the win, scored as a draw.
        let shared = Outcome::ranked(vec![3, 3, 1], Ranking::HigherWins).unwrap();
        assert_eq!(terminal_score(&shared, Player(0), 4), 0);
        assert_eq!(terminal_score(&shared, Player(2), 4), -WIN + 4);
    }

    #[test]
    fn utility_scores_squash_evaluations_below_a_win() {
        // 2σ(x) − 1 = tanh(x / 2): 0 at 0, tanh(1) ≈ 0.761594 at x = 2, odd.
        assert_eq!(utility_score(0, 300.0), 0);
        assert_eq!(utility_score(600, 300.0), 798_589); // 0.7615942 × 1,048,576
        assert_eq!(utility_score(-600, 300.0), -798_589);
        assert_eq!(utility_score(i32::MAX, 300.0), EVAL_LIMIT - 1);
        let win = Outcome::win(2, Player(0)).unwrap();
        assert_eq!(terminal_utility_score(&win, Player(0)), EVAL_LIMIT);
        assert_eq!(terminal_utility_score(&win, Player(1)), -EVAL_LIMIT);
        assert!(!is_decisive(terminal_utility_score(&win, Player(0))));
    }

    #[test]
    fn table_round_trip() {
        for s in [WIN - 9, -WIN + 4, 123, -EVAL_LIMIT] {
            assert_eq!(from_table(to_table(s, 6), 6), s);
        }
        // Stored at ply 6 as a win in 3 more plies; read at ply 2, it is a win at ply 5.
        assert_eq!(from_table(to_table(WIN - 9, 6), 2), WIN - 5);
    }
}
