//! Aba-Pro game scores (abalone.md §7.2 `record`): `1.a1b2 a5b5 2.a2b3 i6h6 …`.

use jokoak_core::{Player, PlyError, Settings, Setup, SetupError, play_ply};

use crate::position::Abalone;

/// Why a game score does not replay; names the ply and the token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    /// A move is not in Aba-Pro notation, not legal where it stands, or follows the end of the
    /// game: the core's error of a ply read from text, naming the ply and the move's text.
    #[error(transparent)]
    Ply(#[from] PlyError),
    /// A move number is malformed or out of place (§7.2 `movenum := digits "."`, numbered as
    /// in `1.a1b2 a5b5 2.a2b3`): it must stand before Black's move, equal the full-move
    /// number there (1, 2, 3, … from the standard start) and be followed by a move.
    #[error("ply {ply}: `{token}` is not a move number here: {reason}")]
    MoveNumber {
        /// The 1-based number of the ply the move number stands before.
        ply: usize,
        /// The whitespace-separated token holding the move number.
        token: String,
        /// What is wrong.
        reason: String,
    },
    /// A result mark (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) is not the last token.
    #[error("ply {ply}: the result mark `{token}` must end the score")]
    ResultMark {
        /// The 1-based number of the ply after the mark.
        ply: usize,
        /// The result mark.
        token: String,
    },
}

/// The result marks a game score may end with (outside §7.2's grammar; ignored).
const RESULT_MARKS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// A whitespace-separated score token split into its move number (`12.`: the value, `None`
/// when it does not fit a `u32`) and its move (glued to the number or alone).
struct Split<'a> {
    number: Option<Option<u32>>,
    mv: Option<&'a str>,
}

/// Splits a score token; `Err` says why its move number is malformed.
fn split_token(t: &str) -> Result<Split<'_>, &'static str> {
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    let Some(rest) = t[digits..].strip_prefix('.').filter(|_| digits > 0) else {
        return Ok(Split {
            number: None,
            mv: Some(t),
        });
    };
    if rest.starts_with('.') {
        return Err("a move number is digits and one `.`");
    }
    Ok(Split {
        number: Some(t[..digits].parse().ok()),
        mv: (!rest.is_empty()).then_some(rest),
    })
}

/// Plays the moves of an Aba-Pro game score (§7.2 `record`, e.g. `1.a1b2 a5b5 2.a2b3 i6h6`)
/// from `start`, checking each.
///
/// Move numbers are optional; one that is present is `digits "."`, glued to its move or apart
/// (`1.a1b2`, `1. a1b2`), stands before Black's move and equals the full-move number there, so
/// the numbers run 1, 2, 3, … from the standard start. Trailing annotations `!?+*>` on moves
/// and one final result mark (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) are ignored.
///
/// # Errors
/// [`ScoreError`] naming the first token that is not a move, not legal, a malformed or
/// misplaced move number, or a result mark before the end.
pub fn replay_moves(start: Abalone, text: &str) -> Result<Abalone, ScoreError> {
    replay_counted(start, text).map(|(state, _)| state)
}

/// [`replay_moves`], also returning the number of plies played.
fn replay_counted(start: Abalone, text: &str) -> Result<(Abalone, usize), ScoreError> {
    let mut state = start;
    let mut ply = 1;
    // The token of a move number still waiting for its move.
    let mut pending: Option<&str> = None;
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for (i, &token) in tokens.iter().enumerate() {
        let number_error = |reason: &str| ScoreError::MoveNumber {
            ply,
            token: token.to_owned(),
            reason: reason.to_owned(),
        };
        if RESULT_MARKS.contains(&token) {
            if i + 1 != tokens.len() {
                return Err(ScoreError::ResultMark {
                    ply,
                    token: token.to_owned(),
                });
            }
            break;
        }
        let split = split_token(token).map_err(number_error)?;
        if let Some(value) = split.number {
            if pending.is_some() {
                return Err(number_error("two move numbers in a row"));
            }
            if state.seat_to_move() != Player(0) {
                return Err(number_error("move numbers stand before Black's move only"));
            }
            let want = state.full_move();
            if value != Some(want) {
                return Err(number_error(&format!(
                    "expected `{want}.` (move numbers run 1, 2, 3, …)"
                )));
            }
            pending = Some(token);
        }
        if let Some(text) = split.mv {
            pending = None;
            play_ply(&mut state, ply, text)?;
            ply += 1;
        }
    }
    match pending {
        Some(token) => Err(ScoreError::MoveNumber {
            ply,
            token: token.to_owned(),
            reason: "no move follows it".to_owned(),
        }),
        None => Ok((state, ply - 1)),
    }
}

/// [`Setup::replay_native`]: the game score replayed from the initial state of `settings`,
/// with the number of plies played.
pub(crate) fn replay_score(
    text: &str,
    settings: &Settings,
) -> Result<(Abalone, usize), SetupError> {
    let start = Abalone::from_settings(settings)?;
    replay_counted(start, text).map_err(SetupError::position)
}
