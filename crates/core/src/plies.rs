//! Plies written as text, played one by one and checked (DESIGN §6.3): the one loop behind a
//! record's replay, the CLI's `apply` and a game's native score reader.

use crate::Game;
use crate::record::{EXCERPT_CHARS, excerpt, quote_in};

/// Why a ply written as text was not played: the ply's 1-based number, its text and what was
/// wrong. The state it was offered to is unchanged.
///
/// Its message names both, `ply 2: \`6-5\`: a step from 6 goes to 7` (the token is quoted by
/// at most [`EXCERPT_CHARS`] characters, see [`ply_error`]); [`PlyError::message`] says
/// `move 2: …` where the plies are counted as the moves someone typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlyError {
    /// The text is not a move in the game's notation.
    #[error("{}", self.message("ply"))]
    Notation {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
        /// The notation parser's error.
        reason: String,
    },
    /// The move is not playable where it stands (the game's `play` refused it).
    #[error("{}", self.message("ply"))]
    Illegal {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
        /// The game's error.
        reason: String,
    },
    /// The game was over before this ply.
    #[error("{}", self.message("ply"))]
    AfterEnd {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
    },
}

impl PlyError {
    /// The 1-based number of the ply that failed.
    #[must_use]
    pub fn ply(&self) -> usize {
        match self {
            PlyError::Notation { ply, .. }
            | PlyError::Illegal { ply, .. }
            | PlyError::AfterEnd { ply, .. } => *ply,
        }
    }

    /// The text of the ply that failed.
    #[must_use]
    pub fn token(&self) -> &str {
        match self {
            PlyError::Notation { token, .. }
            | PlyError::Illegal { token, .. }
            | PlyError::AfterEnd { token, .. } => token,
        }
    }

    /// The message with the plies counted as `what` (`ply` in the `Display` form, `move` for
    /// the moves given to the CLI's `apply`): `move 1: \`x\` is not a move: …`.
    #[must_use]
    pub fn message(&self, what: &str) -> String {
        match self {
            PlyError::Notation { ply, token, reason } => {
                ply_error(*ply, what, token, "is not a move", reason)
            }
            PlyError::Illegal { ply, token, reason } => {
                ply_error(*ply, what, token, "is illegal", reason)
            }
            PlyError::AfterEnd { ply, token } => format!(
                "{what} {ply}: `{}` follows the end of the game",
                excerpt(token, EXCERPT_CHARS)
            ),
        }
    }
}

/// `WHAT N: REASON`, naming the token only when the reason does not already quote it:
/// `ply 2: \`6-5\`: a step from 6 goes to 7`, `move 1: \`x\` is illegal: …`. The token is
/// quoted by at most [`EXCERPT_CHARS`] characters and the reason by four times as many.
#[must_use]
pub fn ply_error(
    n: usize,
    what: &str,
    token: &str,
    verdict: &str,
    reason: &dyn std::fmt::Display,
) -> String {
    let (quoted, reason) = quote_in(token, &reason.to_string());
    if reason.contains(&quoted) {
        format!("{what} {n}: {}", excerpt(&reason, 4 * EXCERPT_CHARS))
    } else {
        format!(
            "{what} {n}: {quoted} {verdict}: {}",
            excerpt(&reason, 4 * EXCERPT_CHARS)
        )
    }
}

/// Plays ply number `ply` (1-based), written `token`, on `state`: refused after the end, then
/// parsed in the game's notation, then played by [`Game::play`].
///
/// # Errors
/// [`PlyError`] naming `ply` and `token`; `state` is then unchanged.
pub fn play_ply<G: Game>(state: &mut G, ply: usize, token: &str) -> Result<(), PlyError> {
    if state.is_over() {
        return Err(PlyError::AfterEnd {
            ply,
            token: token.to_owned(),
        });
    }
    let mv: G::Move =
        token.parse().map_err(
            |e: <G::Move as std::str::FromStr>::Err| PlyError::Notation {
                ply,
                token: token.to_owned(),
                reason: e.to_string(),
            },
        )?;
    state.play(&mv).map_err(|e| PlyError::Illegal {
        ply,
        token: token.to_owned(),
        reason: e.to_string(),
    })
}

/// Plays every ply of `tokens` on `state` in order with [`play_ply`], numbering them from 1,
/// and returns how many were played.
///
/// # Errors
/// The first ply's [`PlyError`]; the plies before it stay played.
///
/// ```
/// use jokoak_core::{PlyError, play_plies};
/// use jokoak_linja::Linja;
///
/// let mut state = Linja::default();
/// assert_eq!(play_plies(&mut state, ["first:B", "0-1"]), Ok(2));
/// // linja.md R2: an initial step moves one space.
/// let err = play_plies(&mut state, ["6-5"]).unwrap_err();
/// assert!(matches!(err, PlyError::Illegal { ply: 1, .. }));
/// assert_eq!(err.token(), "6-5");
/// ```
pub fn play_plies<'t, G: Game>(
    state: &mut G,
    tokens: impl IntoIterator<Item = &'t str>,
) -> Result<usize, PlyError> {
    let mut played = 0;
    for token in tokens {
        play_ply(state, played + 1, token)?;
        played += 1;
    }
    Ok(played)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Outcome, Probability, ToMove};

    /// A count-up to 3 by steps of 1 or 2; the text of a step is its size.
    #[derive(Clone, Debug, PartialEq)]
    struct CountUp(u8);

    /// A step that passes 3.
    #[derive(Debug, thiserror::Error)]
    #[error("`{0}` passes 3")]
    struct Past(u8);

    impl Game for CountUp {
        type Move = u8;
        type Error = Past;
        fn num_players(&self) -> usize {
            1
        }
        fn to_move(&self) -> ToMove {
            if self.0 >= 3 {
                ToMove::Over
            } else {
                ToMove::Player(crate::Player(0))
            }
        }
        fn legal_moves(&self, out: &mut Vec<u8>) {
            out.extend((1..=2).filter(|s| self.0 + s <= 3));
        }
        fn chance_outcomes(&self, _: &mut Vec<(u8, Probability)>) {}
        fn play(&mut self, mv: &u8) -> Result<(), Past> {
            if !(1..=2).contains(mv) || self.0 + mv > 3 {
                return Err(Past(*mv));
            }
            self.0 += mv;
            Ok(())
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.0 >= 3).then(|| Outcome::win(1, crate::Player(0)).unwrap())
        }
    }

    #[test]
    fn each_failure_names_its_ply_and_token() {
        let mut state = CountUp(0);
        assert_eq!(play_plies(&mut state, ["1", "1"]), Ok(2));
        // 2 + 2 passes 3; the state is left at 2.
        let err = play_plies(&mut state, ["2"]).unwrap_err();
        assert_eq!(err.to_string(), "ply 1: `2` passes 3");
        assert_eq!(state, CountUp(2));
        let err = play_plies(&mut state, ["x"]).unwrap_err();
        assert_eq!(
            err.message("move"),
            "move 1: `x` is not a move: invalid digit found in string"
        );
        assert_eq!(play_plies(&mut state, ["1"]), Ok(1));
        let err = play_plies(&mut CountUp(0), ["2", "1", "1"]).unwrap_err();
        assert_eq!(err.to_string(), "ply 3: `1` follows the end of the game");
        assert_eq!((err.ply(), err.token()), (3, "1"));
    }

    #[test]
    fn a_huge_token_is_quoted_by_an_excerpt() {
        let token = "9".repeat(1000);
        let err = play_plies(&mut CountUp(0), [token.as_str()]).unwrap_err();
        let quoted = format!("ply 1: `{}…` is not a move: ", "9".repeat(EXCERPT_CHARS));
        assert!(err.to_string().starts_with(&quoted), "{err}");
    }

    #[test]
    fn a_message_that_quotes_a_huge_token_whole_quotes_it_once_by_its_excerpt() {
        // A game's parser that names the token whole: before, the token was put in front
        // again and the message cut short.
        let token = "A".repeat(200);
        let reason = format!("`{token}` is not a move of this game (expected digits)");
        let excerpt = format!("`{}…`", "A".repeat(EXCERPT_CHARS));
        assert_eq!(
            ply_error(1, "move", &token, "is not a move", &reason),
            format!("move 1: {excerpt} is not a move of this game (expected digits)")
        );
    }
}
