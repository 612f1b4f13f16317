//! Errors of the Linja crate: notation that does not parse, moves the rules refuse.

use crate::Move;

/// A text that is not a Linja move (linja.md §9): not `FROM-TO`, `pass`, `first:B` or
/// `first:R`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a Linja move (expected FROM-TO with spaces 0-7, `pass`, `first:B` or `first:R`)"
)]
pub struct ParseMoveError(pub String);

/// Why a position text does not parse: it does not have the linja.md §9 tokens (board, actor,
/// phase, optional `passes=1`) or shows a state play cannot reach.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("position `{text}`: {reason}")]
pub struct ParsePositionError {
    /// The whole position text.
    pub text: String,
    /// What is wrong, naming the offending token.
    pub reason: String,
}

/// Why `play` refused a move; the state is unchanged (linja.md §5).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is over (R10, R7): nothing can be played.
    #[error("`{0}`: the game is over")]
    GameOver(Move),
    /// The first player is not drawn yet: only `first:B` or `first:R` can be played (§3).
    #[error("`{0}`: the first player must be drawn first (first:B or first:R)")]
    FirstPlayerNotDrawn(Move),
    /// A chance outcome offered at a decision node.
    #[error("`{0}`: the first player is already drawn")]
    NotChance(Move),
    /// The mover has no piece on the space the step starts from.
    #[error("`{mv}`: no piece of the side to move on space {from}")]
    NoPiece {
        /// The move refused.
        mv: Move,
        /// The space.
        from: u8,
    },
    /// The piece is in its own goal and never moves again (§2).
    #[error("`{0}`: a piece in its goal never moves again")]
    InGoal(Move),
    /// The destination is not the one the rules give (R2: one space; R5: N spaces, clamped).
    #[error("`{mv}`: a step from {from} goes to {expected}")]
    WrongDestination {
        /// The move refused.
        mv: Move,
        /// The space the step starts from.
        from: u8,
        /// The destination the rules give.
        expected: u8,
    },
    /// The destination is a full middle space (R2, R5: at most 6 pieces).
    #[error("`{mv}`: space {to} is full (6 pieces)")]
    Full {
        /// The move refused.
        mv: Move,
        /// The full space.
        to: u8,
    },
    /// `pass` while a step is possible (R6, R7).
    #[error("`pass`: passing is allowed only without a legal initial step (R7)")]
    PassNotAllowed,
}
