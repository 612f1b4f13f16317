//! The three-game match of three players (abalone.md §5.3): the per-game table a
//! [`jokoak_core::Match`] of Abalone carries from game to game (its `MatchPlay::MatchState`), and
//! the match result read from it.

use jokoak_core::{Outcome, Ranking};

/// One finished game of a 3-player match (abalone.md §5.3): per seat, the marbles ejected as
/// the game's score (0 for a flagged player, §5.4) and the own marbles lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchGame {
    /// Marbles ejected by each seat (b, w, r), as scored.
    pub ejected: [u8; 3],
    /// Own marbles each seat lost.
    pub lost: [u8; 3],
}

impl MatchGame {
    /// The game's outcome: a 3-player game is ranked by its scores, higher first, equal
    /// scores sharing a place (§5.2, §5.4).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        Outcome::ranked(
            self.ejected.iter().map(|&e| i64::from(e)).collect(),
            Ranking::HigherWins,
        )
        .ok()
    }
}

/// The games of a 3-player match finished before the one being played, in play order (§5.3's
/// per-game table, "exposed so callers can apply other rules"): what a
/// [`jokoak_core::Match`] of Abalone keeps besides the outcomes, read with
/// [`jokoak_core::Match::state`]. At most two: the third game is the match's last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct MatchTable {
    rows: [MatchGame; 2],
    len: u8,
}

impl MatchTable {
    /// The finished games, in play order.
    #[must_use]
    pub fn games(&self) -> &[MatchGame] {
        &self.rows[..usize::from(self.len)]
    }

    /// The table with `game` added after the others; `None` once it holds two games (a match
    /// has three, the last of them being played).
    #[must_use]
    pub fn with(mut self, game: MatchGame) -> Option<MatchTable> {
        let slot = self.rows.get_mut(usize::from(self.len))?;
        *slot = game;
        self.len += 1;
        Some(self)
    }

    /// The result of a match of 3 players (§5.3) from the outcomes of its games (`played`,
    /// the last game last), this table of the games before the last one, and `last_lost`, the
    /// own marbles each seat lost in the last game: the total of marbles ejected over the
    /// games, ties broken by (1) more games won (a shared first place counts), (2) fewer own
    /// marbles lost over the match, otherwise shared.
    #[must_use]
    pub fn match_outcome(&self, played: &[Outcome], last_lost: [u8; 3]) -> Option<Outcome> {
        if played.iter().any(|o| o.num_players() != 3) {
            return None;
        }
        let mut lost = last_lost.map(u32::from);
        for g in self.games() {
            for (l, x) in lost.iter_mut().zip(g.lost) {
                *l += u32::from(x);
            }
        }
        let key = |i: usize| {
            let total: i64 = played.iter().map(|o| o.scores()[i]).sum();
            let wins = played.iter().filter(|o| o.places()[i] == 1).count();
            (total, wins, std::cmp::Reverse(lost[i]))
        };
        let scores = (0..3).map(|i| key(i).0).collect();
        let places = (0..3)
            .map(|i| 1 + (0..3).filter(|&j| key(j) > key(i)).count() as u8)
            .collect();
        Outcome::with_places(scores, places).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_two_games_in_play_order() {
        let g1 = MatchGame {
            ejected: [6, 1, 2],
            lost: [2, 5, 3],
        };
        let g2 = MatchGame {
            ejected: [1, 2, 6],
            lost: [3, 2, 3],
        };
        let t = MatchTable::default().with(g1).unwrap().with(g2).unwrap();
        assert_eq!(t.games(), [g1, g2]);
        assert_eq!(t.with(g1), None);
        // Game 1 ranked by ejections: b 6 first, r 2 second, w 1 third (§5.2).
        assert_eq!(
            g1.outcome().unwrap(),
            Outcome::with_places(vec![6, 1, 2], vec![1, 3, 2]).unwrap()
        );
    }
}
