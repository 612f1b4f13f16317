//! The result of a finished game: per-player scores and places (DESIGN §2 "Scoring", DESIGN §6.1).

use std::fmt::Write as _;

/// Which way scores rank players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// More points is better (Linja R11, Abalone ejections).
    HigherWins,
    /// Fewer points is better (the tile game's match totals, to-be-continued.md §7).
    LowerWins,
}

/// The result of a finished game or match.
///
/// `scores[i]` is seat `i`'s score in the game's own unit (Linja points, Abalone marbles
/// ejected, the tile game's match total; Bul and Agon: 1 for the winner, 0 otherwise).
/// `places[i]` is seat `i`'s place, 1 = first; tied seats share a place and the next place
/// skips (`[1, 1, 3]`). A draw gives every seat place 1; a shared win gives place 1 to some.
///
/// Serialised as `{"scores":[43,42],"places":[1,2]}` (DESIGN §6.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Score per seat, in seat order.
    pub scores: Vec<i64>,
    /// Place per seat (1 = first), in seat order.
    pub places: Vec<u8>,
}

impl Outcome {
    /// Ranks seats by `scores` (competition ranking: equal scores share a place).
    #[must_use]
    pub fn ranked(scores: Vec<i64>, ranking: Ranking) -> Self {
        let better = |a: i64, b: i64| match ranking {
            Ranking::HigherWins => a > b,
            Ranking::LowerWins => a < b,
        };
        let places = scores
            .iter()
            .map(|&s| 1 + scores.iter().filter(|&&o| better(o, s)).count() as u8)
            .collect();
        Outcome { scores, places }
    }

    /// A single winner among `num_players`: score 1 and place 1 for `winner`, score 0 and
    /// place 2 for everyone else (Bul, Agon; DESIGN §6.1).
    #[must_use]
    pub fn win(num_players: usize, winner: crate::Player) -> Self {
        let scores = (0..num_players)
            .map(|i| i64::from(i == winner.index()))
            .collect();
        Self::ranked(scores, Ranking::HigherWins)
    }

    /// Everyone shares first place with score 0 (a drawn game without points).
    #[must_use]
    pub fn draw(num_players: usize) -> Self {
        Self::ranked(vec![0; num_players], Ranking::HigherWins)
    }

    /// The number of seats.
    #[must_use]
    pub fn num_players(&self) -> usize {
        self.scores.len()
    }

    /// `true` if `player` holds first place (alone or shared).
    #[must_use]
    pub fn is_first(&self, player: crate::Player) -> bool {
        self.places.get(player.index()) == Some(&1)
    }

    /// `true` if every seat shares first place.
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.places.iter().all(|&p| p == 1)
    }

    /// A utility in `[0, 1]` for `player`, for search: 1 for a sole first place, 0 for last,
    /// linear in between by place, ties averaged (a 2-player draw is ½). A seat the outcome
    /// does not have gets 0.
    #[must_use]
    pub fn utility(&self, player: crate::Player) -> f64 {
        let n = self.num_players();
        let Some(&place) = self.places.get(player.index()) else {
            return 0.0;
        };
        if n < 2 {
            return 1.0;
        }
        let place = usize::from(place).clamp(1, n);
        let tied = self
            .places
            .iter()
            .filter(|&&p| usize::from(p) == place)
            .count();
        // Average the utilities of the positions place..place+tied-1 (0-based: place-1..).
        let top = (n - place) as f64; // utility numerator of the best tied position
        let mean = top - (tied as f64 - 1.0) / 2.0;
        mean / (n - 1) as f64
    }

    /// The CLI's result line without its `result: ` prefix (DESIGN §6.1), e.g. `B>R B:43 R:42`
    /// or `2>3>1>0 0:17 1:16 2:12 3:15`; `labels[i]` is seat `i`'s label (a seat without a
    /// label is shown by its number).
    #[must_use]
    pub fn summary(&self, labels: &[&str]) -> String {
        let numbers: Vec<String> = (0..self.num_players()).map(|i| i.to_string()).collect();
        let labels: Vec<&str> = (0..self.num_players())
            .map(|i| labels.get(i).copied().unwrap_or(&numbers[i]))
            .collect();
        let place = |i: usize| self.places.get(i).copied().unwrap_or(u8::MAX);
        let mut order: Vec<usize> = (0..self.num_players()).collect();
        order.sort_by_key(|&i| (place(i), i));
        let mut s = String::new();
        for (k, &i) in order.iter().enumerate() {
            if k > 0 {
                s.push(if self.places[i] == self.places[order[k - 1]] {
                    '='
                } else {
                    '>'
                });
            }
            s.push_str(labels[i]);
        }
        for (i, score) in self.scores.iter().enumerate() {
            let _ = write!(s, " {}:{score}", labels[i]);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    #[test]
    fn result_lines_of_design_6_1() {
        let o = Outcome::ranked(vec![43, 42], Ranking::HigherWins);
        assert_eq!(o.summary(&["B", "R"]), "B>R B:43 R:42");
        let o = Outcome::ranked(vec![33, 33], Ranking::HigherWins);
        assert_eq!(o.summary(&["B", "R"]), "B=R B:33 R:33");
        assert_eq!(
            Outcome::win(2, Player(0)).summary(&["A", "B"]),
            "A>B A:1 B:0"
        );
        let o = Outcome::ranked(vec![17, 16, 12, 15], Ranking::LowerWins);
        assert_eq!(
            o.summary(&["0", "1", "2", "3"]),
            "2>3>1>0 0:17 1:16 2:12 3:15"
        );
    }

    #[test]
    fn shared_places_skip() {
        let o = Outcome::ranked(vec![5, 7, 7], Ranking::HigherWins);
        assert_eq!(o.places, vec![3, 1, 1]);
        assert_eq!(o.summary(&["b", "w", "r"]), "w=r>b b:5 w:7 r:7");
    }

    #[test]
    fn missing_seats_and_labels_do_not_panic() {
        let o = Outcome::win(2, Player(0));
        assert_eq!(o.utility(Player(5)), 0.0);
        assert_eq!(o.summary(&["B"]), "B>1 B:1 1:0");
    }

    #[test]
    fn utilities() {
        let o = Outcome::win(2, Player(1));
        assert_eq!((o.utility(Player(0)), o.utility(Player(1))), (0.0, 1.0));
        assert_eq!(Outcome::draw(2).utility(Player(0)), 0.5);
        let o = Outcome::ranked(vec![1, 2, 3], Ranking::HigherWins);
        assert_eq!(o.utility(Player(1)), 0.5);
    }
}
