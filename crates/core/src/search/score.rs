//! The scale of search scores: evaluations, wins and losses (docs/ai.md "Search").
//!
//! Scores are `i32` from one seat's point of view. An evaluation ([`crate::Evaluate`]) is
//! clamped to `±EVAL_LIMIT`; a finished game scores `(2u − 1) · WIN`, `u` the seat's utility
//! ([`crate::Outcome::utility`]: 1 sole first, 0 last, ½ a 2-player draw), moved towards 0 by
//! one per ply from the root, so a win outranks every evaluation and a shorter win outranks a
//! longer one (and a longer loss a shorter one).

use crate::{Outcome, Player};

/// The score of a sole first place found at the root itself (ply 0).
pub const WIN: i32 = 1 << 24;

/// Evaluations are clamped to `±EVAL_LIMIT`; any score beyond it is a finished game.
pub const EVAL_LIMIT: i32 = 1 << 20;

/// Above every score: the initial "minus infinity" of a search window is `-INFINITY`.
pub const INFINITY: i32 = WIN + 1;

/// `true` if `score` is a finished game's (a win or a loss), not an evaluation.
#[must_use]
pub const fn is_decisive(score: i32) -> bool {
    score > EVAL_LIMIT || score < -EVAL_LIMIT
}

/// The score of a finished game with `outcome` for `seat`, found `ply` plies below the root.
///
/// With at most 6 seats every non-draw utility gives `|2u − 1| ≥ 0.1`, so every decisive score
/// stays beyond [`EVAL_LIMIT`] for any ply below 600,000.
#[must_use]
pub fn terminal_score(outcome: &Outcome, seat: Player, ply: u32) -> i32 {
    let base = ((2.0 * outcome.utility(seat) - 1.0) * f64::from(WIN)).round() as i32;
    let ply = ply.min(1 << 19) as i32;
    match base {
        b if b > 0 => b - ply,
        b if b < 0 => b + ply,
        _ => 0,
    }
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
    let ply = ply as i32;
    if score > EVAL_LIMIT {
        score + ply
    } else if score < -EVAL_LIMIT {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_table`] at `ply`.
#[must_use]
pub const fn from_table(score: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if score > EVAL_LIMIT {
        score - ply
    } else if score < -EVAL_LIMIT {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ranking;

    #[test]
    fn wins_beat_evaluations_and_shorter_wins_beat_longer() {
        let win = Outcome::win(2, Player(0));
        assert_eq!(terminal_score(&win, Player(0), 3), WIN - 3);
        assert_eq!(terminal_score(&win, Player(1), 3), -WIN + 3);
        assert!(terminal_score(&win, Player(0), 1) > terminal_score(&win, Player(0), 5));
        assert!(terminal_score(&win, Player(0), 500) > EVAL_LIMIT);
        assert_eq!(terminal_score(&Outcome::draw(2), Player(1), 7), 0);
        // Second of three: utility ½, scored as a draw.
        let o = Outcome::ranked(vec![1, 2, 3], Ranking::HigherWins);
        assert_eq!(terminal_score(&o, Player(1), 2), 0);
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
