//! The games of a series finished before the current one (R13), as the notation writes them:
//! a `gameN:P:Q` token each after the position (docs/linja.md "Notation").

use std::fmt;

use jokoak_core::{Outcome, parse_decimal};

use crate::PIECES;

/// The most R11 points one side can hold: every piece at its goal, worth 5 (R11).
const MAX_POINTS: u8 = 5 * PIECES;

/// The games of a Linja series finished before the current one (R13): each game's R11 points,
/// Black's then Red's, in play order. What a [`jokoak_core::Match`] of Linja carries from game
/// to game ([`jokoak_core::Match::state`]), written after the position as one `gameN:P:Q`
/// token per game, `N` from 1 (docs/linja.md "Notation"), so that a series' state reads back
/// exactly. Empty outside a series and in its first game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Series {
    games: Vec<[u8; 2]>,
}

impl Series {
    /// Each finished game's points, `[Black, Red]`, in play order.
    #[must_use]
    pub fn games(&self) -> &[[u8; 2]] {
        &self.games
    }

    /// Adds a finished game's points, `[Black, Red]`.
    pub(crate) fn push(&mut self, points: [u8; 2]) {
        self.games.push(points);
    }

    /// Each finished game's outcome: more points first, equal points a draw (R12).
    pub(crate) fn outcomes(&self) -> Vec<Outcome> {
        self.games
            .iter()
            .filter_map(|g| crate::rules::outcome_of(g.map(u32::from)))
            .collect()
    }

    /// Splits `text` into the position before its trailing `gameN:P:Q` tokens and the series
    /// they give.
    ///
    /// # Errors
    /// The reason, naming the token, for a token numbered out of turn or with points beyond
    /// 0–60.
    pub(crate) fn split(text: &str) -> Result<(&str, Series), String> {
        let mut cut = text.len();
        let mut tokens = Vec::new();
        for t in text.rsplit(' ') {
            if !t.starts_with("game") || cut <= t.len() {
                break;
            }
            cut -= t.len() + 1;
            tokens.push(t);
        }
        let mut series = Series::default();
        for (i, t) in tokens.into_iter().rev().enumerate() {
            let n = i + 1;
            let points = t
                .strip_prefix(&format!("game{n}:"))
                .and_then(|rest| rest.split_once(':'))
                .and_then(|(b, r)| Some([points(b)?, points(r)?]))
                .ok_or_else(|| {
                    format!(
                        "`{t}` is not `game{n}:P:Q` (game {n} of the series, Black's and Red's \
                         points 0 to {MAX_POINTS}, R13)"
                    )
                })?;
            series.push(points);
        }
        Ok((&text[..cut], series))
    }
}

/// R11 points, 0 to [`MAX_POINTS`].
fn points(text: &str) -> Option<u8> {
    parse_decimal(text)
        .filter(|&p| p <= u64::from(MAX_POINTS))
        .map(|p| p as u8)
}

impl fmt::Display for Series {
    /// ` game1:P:Q game2:P:Q …`, a space before each token; nothing for no games.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, [b, r]) in self.games.iter().enumerate() {
            write!(f, " game{}:{b}:{r}", i + 1)?;
        }
        Ok(())
    }
}
