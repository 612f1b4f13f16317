//! Errors: a move text that is not notation, a move that is not legal, a position text that
//! is not a valid position (bul.md §14).

use jokoak_core::SettingsError;
use thiserror::Error;

use crate::{Move, Seat};

/// A move text that is not bul.md §14 move notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` is not a Bul move: {reason}")]
pub struct ParseMoveError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

/// Why `play` refused a ply; the state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The game is over (§9): nothing more can be played.
    #[error("`{mv}`: the game is over")]
    GameOver {
        /// The ply refused.
        mv: Move,
    },
    /// A chance outcome (`first:X`, `yellow:K`) that is not an outcome of this node: a player
    /// is to move, or it is the other kind of chance node.
    #[error("`{mv}` is not an outcome of this node ({expected})")]
    NotAnOutcome {
        /// The ply refused.
        mv: Move,
        /// What this node expects.
        expected: &'static str,
    },
    /// A move or pass at a chance node (the opening draw or a throw is due, §4, §5).
    #[error("`{mv}`: {side_to_throw} must throw first")]
    ThrowDue {
        /// The ply refused.
        mv: Move,
        /// Who throws (`the opening draw` before the first player is known).
        side_to_throw: &'static str,
    },
    /// A move that the rules do not allow with this throw.
    #[error("`{mv}` is illegal for {side} with a throw of {points}: {reason}")]
    Illegal {
        /// The ply refused.
        mv: Move,
        /// The side to move.
        side: Seat,
        /// The throw's points.
        points: u8,
        /// The rule that forbids it.
        reason: &'static str,
    },
}

/// A position text that is not a valid bul.md §14 position under the given options.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParsePositionError {
    /// The options themselves are out of range (see [`GameOptions::validate`](jokoak_core::GameOptions::validate)).
    #[error(transparent)]
    Options(#[from] SettingsError),
    /// The text does not have the §14 shape; `token` is the part that fails.
    #[error("`{token}`: expected {expected}")]
    Syntax {
        /// The offending part of the text.
        token: String,
        /// What §14 expects there.
        expected: &'static str,
    },
    /// The actor and throw do not fit together or with the position (§14).
    #[error("`{token}`: {reason}")]
    Actor {
        /// The `ACTOR:THROW` section.
        token: String,
        /// The §14 rule broken.
        reason: &'static str,
    },
    /// A throw value the active scoring cannot give (§3, §14).
    #[error("`{token}`: scoring {scoring} cannot give a throw of {points}")]
    Throw {
        /// The `ACTOR:THROW` section.
        token: String,
        /// The scoring's name.
        scoring: &'static str,
        /// The value given.
        points: u8,
    },
    /// A track token at a position outside `1..=T` (§14).
    #[error("`{token}`: track positions run from 1 to {track_spaces}")]
    OffTrack {
        /// The `POS:STACK` token.
        token: String,
        /// `T`.
        track_spaces: u8,
    },
    /// Two track tokens at one position (§14).
    #[error("`{token}`: position {pos} is given twice")]
    Duplicate {
        /// The second `POS:STACK` token.
        token: String,
        /// The position.
        pos: u8,
    },
    /// A stack of two or more pieces of one colour (§2 "Invariant").
    #[error("`{token}`: a stack always holds both colours (bul.md §2)")]
    SingleColour {
        /// The `POS:STACK` token.
        token: String,
    },
    /// Home + track + dead is not `pieces_per_side` for a side (§13).
    #[error("{side} has {count} pieces in all, not {expected}")]
    PieceCount {
        /// The side.
        side: Seat,
        /// Home + track + dead.
        count: usize,
        /// `pieces_per_side`.
        expected: u8,
    },
}
