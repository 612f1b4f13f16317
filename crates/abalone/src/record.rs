//! Aba-Pro game scores (abalone.md §7.2 `record`): `1.a1b2 a5b5 2.a2b3 i6h6 …`.

use jokoak_core::{Game, Settings, Setup, SetupError};

use crate::moves::Move;
use crate::position::Position;

/// Why a game score does not replay; names the ply and the token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    /// A token is not a move in Aba-Pro notation.
    #[error("ply {ply}: `{token}` is not a move: {reason}")]
    Notation {
        /// The 1-based ply number.
        ply: usize,
        /// The token.
        token: String,
        /// The parser's message.
        reason: String,
    },
    /// A move is illegal where it stands.
    #[error("ply {ply}: {reason}")]
    Illegal {
        /// The 1-based ply number.
        ply: usize,
        /// The token.
        token: String,
        /// The rule broken.
        reason: String,
    },
}

/// The move tokens of a game score: move numbers (`1.`, `12...`, glued or apart) and result
/// marks (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) dropped.
#[must_use]
pub fn score_tokens(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .map(|t| {
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            let rest = &t[digits..];
            if digits > 0 && rest.starts_with('.') {
                rest.trim_start_matches('.')
            } else {
                t
            }
        })
        .filter(|t| !t.is_empty() && !matches!(*t, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*"))
        .collect()
}

/// Plays the moves of an Aba-Pro game score from `start`, checking each.
///
/// # Errors
/// [`ScoreError`] naming the first token that is not a move or not legal.
pub fn replay_moves(start: Position, text: &str) -> Result<Position, ScoreError> {
    let mut state = start;
    for (i, token) in score_tokens(text).into_iter().enumerate() {
        let ply = i + 1;
        let mv: Move = token
            .parse()
            .map_err(|e: crate::ParseMoveError| ScoreError::Notation {
                ply,
                token: token.to_owned(),
                reason: e.to_string(),
            })?;
        state.play(&mv).map_err(|e| ScoreError::Illegal {
            ply,
            token: token.to_owned(),
            reason: e.to_string(),
        })?;
    }
    Ok(state)
}

/// [`Setup::replay_native`]: the game score replayed from the initial state of `settings`.
pub(crate) fn replay_score(text: &str, settings: &Settings) -> Result<Position, SetupError> {
    let start = Position::from_settings(settings)?;
    replay_moves(start, text).map_err(SetupError::position)
}
