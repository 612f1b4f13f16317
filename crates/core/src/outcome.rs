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

/// Why an [`Outcome`] cannot be built: it would not describe a result (issue 13).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OutcomeError {
    /// No seats at all.
    #[error("an outcome needs at least one seat")]
    NoSeats,
    /// More seats than a `u8` place can rank.
    #[error("{0} seats: an outcome ranks at most {max} seats", max = Outcome::MAX_SEATS)]
    TooManySeats(usize),
    /// The winner is not one of the seats.
    #[error("seat {winner} cannot win: the seats are 0 to {last}")]
    NoSuchSeat {
        /// The seat given as winner.
        winner: crate::Player,
        /// The last seat.
        last: usize,
    },
    /// Scores and places of different lengths.
    #[error("{scores} scores but {places} places")]
    Lengths {
        /// Number of scores.
        scores: usize,
        /// Number of places.
        places: usize,
    },
    /// The places are not a competition ranking (1 = first, tied seats share a place and the
    /// next place skips: `[1, 1, 3]`).
    #[error("places {0:?} are not a ranking (1 first, ties share a place, the next skips)")]
    Places(Vec<u8>),
}

/// The result of a finished game or match.
///
/// `scores()[i]` is seat `i`'s score in the game's own unit (Linja points, Abalone marbles
/// ejected, the tile game's match total; Bul and Agon: 1 for the winner, 0 otherwise).
/// `places()[i]` is seat `i`'s place, 1 = first; tied seats share a place and the next place
/// skips (`[1, 1, 3]`). A draw gives every seat place 1; a shared win gives place 1 to some.
///
/// Every value is a valid result: the fields are private and the constructors refuse what
/// is not one ([`OutcomeError`]): no seats, more than [`Outcome::MAX_SEATS`], a winner who is
/// not a seat, scores and places of different lengths, places that are not a ranking.
///
/// Serialised as `{"scores":[43,42],"places":[1,2]}` (DESIGN §6.3); reading checks it as
/// [`Outcome::with_places`] does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "OutcomeParts"))]
pub struct Outcome {
    scores: Vec<i64>,
    places: Vec<u8>,
}

/// The serialised fields of an [`Outcome`], checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct OutcomeParts {
    scores: Vec<i64>,
    places: Vec<u8>,
}

#[cfg(feature = "serde")]
impl TryFrom<OutcomeParts> for Outcome {
    type Error = OutcomeError;

    fn try_from(parts: OutcomeParts) -> Result<Self, OutcomeError> {
        Outcome::with_places(parts.scores, parts.places)
    }
}

impl Outcome {
    /// The most seats an outcome ranks (places are `u8`, 1 to 255).
    pub const MAX_SEATS: usize = u8::MAX as usize;

    fn check_seats(n: usize) -> Result<(), OutcomeError> {
        match n {
            0 => Err(OutcomeError::NoSeats),
            n if n > Self::MAX_SEATS => Err(OutcomeError::TooManySeats(n)),
            _ => Ok(()),
        }
    }

    /// Ranks seats by `scores` (competition ranking: equal scores share a place).
    ///
    /// # Errors
    /// [`OutcomeError::NoSeats`] for no scores, [`OutcomeError::TooManySeats`] for more than
    /// [`Outcome::MAX_SEATS`].
    pub fn ranked(scores: Vec<i64>, ranking: Ranking) -> Result<Self, OutcomeError> {
        Self::check_seats(scores.len())?;
        let better = |a: i64, b: i64| match ranking {
            Ranking::HigherWins => a > b,
            Ranking::LowerWins => a < b,
        };
        // At most 254 seats rank better than another, so a place is at most 255.
        let places = scores
            .iter()
            .map(|&s| 1 + scores.iter().filter(|&&o| better(o, s)).count() as u8)
            .collect();
        Ok(Outcome { scores, places })
    }

    /// A single winner among `num_players`: score 1 and place 1 for `winner`, score 0 and
    /// place 2 for everyone else (Bul, Agon; DESIGN §6.1).
    ///
    /// # Errors
    /// [`OutcomeError::NoSuchSeat`] if `winner` is not one of the seats, and as
    /// [`Outcome::ranked`].
    pub fn win(num_players: usize, winner: crate::Player) -> Result<Self, OutcomeError> {
        Self::check_seats(num_players)?;
        if winner.index() >= num_players {
            return Err(OutcomeError::NoSuchSeat {
                winner,
                last: num_players - 1,
            });
        }
        let scores = (0..num_players)
            .map(|i| i64::from(i == winner.index()))
            .collect();
        Self::ranked(scores, Ranking::HigherWins)
    }

    /// Everyone shares first place with score 0 (a drawn game without points).
    ///
    /// # Errors
    /// As [`Outcome::ranked`].
    pub fn draw(num_players: usize) -> Result<Self, OutcomeError> {
        Self::ranked(vec![0; num_players], Ranking::HigherWins)
    }

    /// Scores with places decided otherwise than by the scores (Abalone: a flag fall or a
    /// blocked player loses whatever the ejections, abalone.md §5.4; the match tie-breaks of abalone.md §5.3).
    ///
    /// # Errors
    /// As [`Outcome::ranked`], [`OutcomeError::Lengths`] if there is not one place per
    /// score, and [`OutcomeError::Places`] unless every place `p` has exactly `p − 1` seats
    /// placed before it (a competition ranking).
    pub fn with_places(scores: Vec<i64>, places: Vec<u8>) -> Result<Self, OutcomeError> {
        Self::check_seats(scores.len())?;
        if places.len() != scores.len() {
            return Err(OutcomeError::Lengths {
                scores: scores.len(),
                places: places.len(),
            });
        }
        let ranking = places
            .iter()
            .all(|&p| usize::from(p) == 1 + places.iter().filter(|&&q| q < p).count());
        if !ranking {
            return Err(OutcomeError::Places(places));
        }
        Ok(Outcome { scores, places })
    }

    /// Score per seat, in seat order.
    #[must_use]
    pub fn scores(&self) -> &[i64] {
        &self.scores
    }

    /// Place per seat (1 = first), in seat order.
    #[must_use]
    pub fn places(&self) -> &[u8] {
        &self.places
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

    /// The share of the win `player` takes, in `[0, 1]`: `1/k` for a first place shared by
    /// `k` seats (1 for a sole winner, ½ for a 2-player draw), 0 for any other place. What
    /// alpha-beta maximises (docs/ai.md "Search"): with 3+ seats a second place is a loss, as
    /// the arena counts first places.
    #[must_use]
    pub fn win_share(&self, player: crate::Player) -> f64 {
        match self.places.get(player.index()) {
            Some(1) => 1.0 / self.places.iter().filter(|&&p| p == 1).count() as f64,
            _ => 0.0,
        }
    }

    /// A utility in `[0, 1]` for `player`, for search: 1 for a sole first place, 0 for last,
    /// linear in between by place, ties averaged (a 2-player draw is ½). A seat the outcome
    /// does not have gets 0. With one seat every outcome is a first place worth 1, whatever
    /// its score: the search agents play games of two seats or more.
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
        let o = Outcome::ranked(vec![43, 42], Ranking::HigherWins).unwrap();
        assert_eq!(o.summary(&["B", "R"]), "B>R B:43 R:42");
        let o = Outcome::ranked(vec![33, 33], Ranking::HigherWins).unwrap();
        assert_eq!(o.summary(&["B", "R"]), "B=R B:33 R:33");
        assert_eq!(
            Outcome::win(2, Player(0)).unwrap().summary(&["A", "B"]),
            "A>B A:1 B:0"
        );
        let o = Outcome::ranked(vec![17, 16, 12, 15], Ranking::LowerWins).unwrap();
        assert_eq!(
            o.summary(&["0", "1", "2", "3"]),
            "2>3>1>0 0:17 1:16 2:12 3:15"
        );
    }

    #[test]
    fn shared_places_skip() {
        let o = Outcome::ranked(vec![5, 7, 7], Ranking::HigherWins).unwrap();
        assert_eq!(o.places, vec![3, 1, 1]);
        assert_eq!(o.summary(&["b", "w", "r"]), "w=r>b b:5 w:7 r:7");
    }

    #[test]
    fn missing_seats_and_labels_do_not_panic() {
        let o = Outcome::win(2, Player(0)).unwrap();
        assert_eq!(o.utility(Player(5)), 0.0);
        assert_eq!(o.summary(&["B"]), "B>1 B:1 1:0");
    }

    #[test]
    fn utilities() {
        let o = Outcome::win(2, Player(1)).unwrap();
        assert_eq!((o.utility(Player(0)), o.utility(Player(1))), (0.0, 1.0));
        assert_eq!(Outcome::draw(2).unwrap().utility(Player(0)), 0.5);
        let o = Outcome::ranked(vec![1, 2, 3], Ranking::HigherWins).unwrap();
        assert_eq!(o.utility(Player(1)), 0.5);
    }
}
