//! Errors: bad tile codes, bad move notation, refused moves and bad positions.

use thiserror::Error;

use crate::moves::Move;

/// A text that is not one of the 13 tile type codes of §11.1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not a tile type code (FS-R FS-Y FS-B SC-R SC-Y SC-B MU-R MU-Y MU-B C-K C-R C-Y C-B)"
)]
pub struct ParseTileTypeError(pub String);

/// A text that is not a list of tile counts in the printed form (`FS-R*2+C-K`, `-`): names
/// the bad item.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not a tile count TYPE or TYPE*N (N ≥ 2), each type once, in type order (FS-R … C-B)"
)]
pub struct ParseTileCountsError(pub String);

/// A text that is not a move in the notation of §11.2–§11.3 (bad notation).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("bad move notation `{token}`: {reason}")]
pub struct ParseMoveError {
    /// The offending text.
    pub token: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl ParseMoveError {
    /// The error for `token`, saying `reason`.
    pub(crate) fn new(token: &str, reason: &'static str) -> ParseMoveError {
        ParseMoveError {
            token: token.to_owned(),
            reason,
        }
    }
}

/// Why `play` refused a well-formed move; the state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("illegal move `{mv}`: {reason}")]
pub struct PlayError {
    /// The refused move.
    pub mv: Move,
    /// The rule it breaks.
    pub reason: IllegalReason,
}

/// The rule a refused move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum IllegalReason {
    /// The match is over.
    #[error("the match is over")]
    Over,
    /// A chance outcome at a decision node, or a decision at a chance node.
    #[error(
        "wrong kind of ply here (chance node: `first:S`/`tile:TYPE`; decision: placement, stop, pass)"
    )]
    WrongNode,
    /// `first:S` when not choosing the first player, or S is not a seat.
    #[error("not a first-player outcome here (§3.2 step 4)")]
    NotFirst,
    /// `tile:TYPE` of a type the pile does not offer now (§3.3; buried corners come last).
    #[error("no such tile can leave the pile now (§3.3)")]
    NotInPile,
    /// A placement of a type the active player does not hold.
    #[error("no tile of that type in hand")]
    NotInHand,
    /// After a draw, only the drawn tile may be placed (§6.3).
    #[error("the drawn tile must be placed first (§6.3)")]
    MustPlaceDrawn,
    /// The target cell is off the table or taken (§5 rule 1).
    #[error("the target cell is off the table or taken (§5 rule 1)")]
    Cell,
    /// The edges do not match (§4.2, §5 rule 2).
    #[error("the edges do not match (§4.2)")]
    Mismatch,
    /// The placement leads the line into a dead end (§5 rule 3).
    #[error("the line would lead into a dead end (§5 rule 3)")]
    DeadEnd,
    /// `stop` before the turn's first placement or while the drawn tile must be placed (§11.2).
    #[error("`stop` only after the turn's first placement (§6.2, §11.2)")]
    Stop,
    /// `pass` while a placement or a draw is possible (§6.5).
    #[error("`pass` only with no legal placement and an empty pile (§6.5)")]
    Pass,
}

/// Why a position text does not parse (docs/notation.md); names the field and the token.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("bad position: field `{field}`: {reason}")]
pub struct ParsePositionError {
    /// The field (`deal`, `table`, `h2`, …) or token at fault.
    pub field: String,
    /// What is wrong.
    pub reason: String,
}

impl ParsePositionError {
    pub(crate) fn new(field: &str, reason: impl Into<String>) -> Self {
        ParsePositionError {
            field: field.to_owned(),
            reason: reason.into(),
        }
    }
}
