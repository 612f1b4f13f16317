//! Errors: bad notation and refused moves, each naming the offending text or move and the rule.

use thiserror::Error;

use crate::{Cell, Move};

/// A cell name that is not `k:i` on the board (agon.md §2.2).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a cell (expected k:i with k from 0 to 5 and i below 6k, or 0:0)")]
pub struct ParseCellError(pub String);

/// Text that is not a move in the notation of agon.md §13.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{text}` is not an Agon move (expected FROM-TO, FROM=>TO, Q@CELL, G@CELL, pass, first:A or first:B)"
)]
pub struct ParseMoveError {
    /// The text given.
    pub text: String,
}

/// Why a position string was rejected (agon.md §13).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParsePositionError {
    /// The text is empty.
    #[error("empty position (expected an actor A, B, ? or - followed by pieces)")]
    Empty,
    /// The first token is not `A`, `B`, `?` or `-`.
    #[error("unknown actor `{0}` (expected A, B, ? or -)")]
    Actor(String),
    /// A token is neither a piece nor a counter.
    #[error("unknown token `{0}` (expected e.g. AQ@5:0, BG@2:1*, AG@hand, ply=N or passes=N)")]
    Token(String),
    /// A piece names a cell that is not on the board.
    #[error("`{token}`: {source}")]
    Cell {
        /// The piece token.
        token: String,
        /// What is wrong with its cell.
        source: ParseCellError,
    },
    /// Two pieces stand on one cell.
    #[error("`{token}`: cell {cell} already holds a piece")]
    Occupied {
        /// The second piece token.
        token: String,
        /// The cell.
        cell: Cell,
    },
    /// More than one queen or six guards for one side (agon.md §1).
    #[error("`{token}`: side {side} has more than one queen or six guards")]
    TooMany {
        /// The token that is one too many.
        token: String,
        /// `A` or `B`.
        side: char,
    },
    /// A guard on the centre (agon.md §5.3).
    #[error("`{0}`: a guard may not stand on the centre")]
    GuardOnCentre(String),
    /// A pending marker on a piece in hand.
    #[error("`{0}`: a piece in hand cannot be pending")]
    PendingInHand(String),
    /// Both sides have pending pieces (agon.md §4: never reachable).
    #[error("pending pieces on both sides (at most one side can have pending pieces, agon.md §4)")]
    PendingBothSides,
    /// A counter is repeated, out of order, or followed by a piece (agon.md §13).
    #[error("`{0}`: counters come last, ply=N before passes=N, each at most once")]
    Counter(String),
    /// A counter's value is not allowed (agon.md §13): not plain decimal (a sign, a leading
    /// zero, other characters), zero (a zero counter is omitted), out of range, `passes`
    /// above 2, or a counter at the first-player draw (ply stays 0 until it).
    #[error("`{token}`: {reason}")]
    CounterValue {
        /// The counter token.
        token: String,
        /// What is wrong with its value, with the rule.
        reason: &'static str,
    },
    /// A piece in hand that the variant never has (agon.md §10.1, §13): any piece under
    /// the standard set-up, a queen under `placement-opposite-corners`.
    #[error("`{token}`: {reason}")]
    NotInHand {
        /// The `…@hand` token.
        token: String,
        /// Why the variant has no such piece in hand.
        reason: &'static str,
    },
    /// A player is to act on a board that already shows a win or self-block (agon.md §8).
    #[error("actor {0} on a finished board (a win or self-block is on the board; use `-`)")]
    Finished(char),
    /// The actor has nothing to place while the other side still has pieces in hand (§10.1).
    #[error("actor {0} has nothing in hand while the other side still has pieces to place")]
    HandOrder(char),
    /// A position play never produces from an accepted one (agon.md §3.2, §7.1, §10.1): a
    /// pending piece at the first-player draw or while pieces are in hand, or hands out of
    /// step with the strict alternation of placements.
    #[error("actor {actor}: {why}")]
    Unreachable {
        /// The actor given (`A`, `B` or `?`).
        actor: char,
        /// What cannot happen, with the rule.
        why: &'static str,
    },
    /// The counters say the game is over but the actor says otherwise.
    #[error("{0} (the game is over there; use `-` as the actor)")]
    Over(&'static str),
    /// The options are out of range ([`GameOptions::validate`](jokoak_core::GameOptions::validate)).
    #[error("bad options: {0}")]
    Options(#[from] jokoak_core::SettingsError),
    /// The actor cannot be the chooser of this position under the options (agon.md §10.3).
    #[error("actor {actor}: {why}")]
    Chooser {
        /// The actor given.
        actor: char,
        /// The conflict.
        why: &'static str,
    },
}

/// Why `play` refused a move; the state is unchanged (agon.md §4–§8, §10).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game is over.
    #[error("`{0}`: the game is over")]
    GameOver(Move),
    /// At the chance node only `first:A` / `first:B` (seats 0 and 1) may be played (agon.md §3.2).
    #[error("`{0}`: the first player is still to be drawn (first:A or first:B)")]
    ChanceNode(Move),
    /// A chance outcome played at a decision node.
    #[error("`{0}`: the first player has already been decided")]
    NotChance(Move),
    /// The move breaks a rule of the spec, named in `rule`.
    #[error("`{mv}`: {rule}")]
    Illegal {
        /// The move refused.
        mv: Move,
        /// The rule it breaks (with its agon.md section).
        rule: &'static str,
    },
}
