//! Alpha-beta scores a position repeated on its search path by the game's repetition rule
//! (`Evaluate::repetition_outcome`; docs/ai.md "Search"), with values worked out by hand.

use std::fmt;
use std::str::FromStr;

use jokoak_core::{AlphaBeta, Evaluate, Game, Limits, Outcome, Player, Probability, ToMove};

/// The moves of [`Loop`]: `Shuffle` or `Commit` for seat 0 at the start, `Back` for seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum M {
    Shuffle,
    Commit,
    Back,
}

impl fmt::Display for M {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl FromStr for M {
    type Err = Illegal;
    fn from_str(s: &str) -> Result<Self, Illegal> {
        match s {
            "Shuffle" => Ok(M::Shuffle),
            "Commit" => Ok(M::Commit),
            "Back" => Ok(M::Back),
            _ => Err(Illegal),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("illegal")]
struct Illegal;

/// Four positions: at `Start` seat 0 either shuffles (to `Away`, where seat 1's only move
/// goes back to `Start`: a cycle) or commits (to `Committed`, where seat 1's only move leads
/// to `Settled`, where the game goes on but the search looks no further). Seat 0's evaluation
/// is `start` at `Start` and `Away`, `settled` at `Committed` and `Settled`; the game never
/// ends by itself. `rule` says whether a repeated position is a draw.
#[derive(Clone, Debug)]
struct Loop {
    at: u8,
    start: i32,
    settled: i32,
    rule: bool,
}

impl Loop {
    fn new(start: i32, settled: i32, rule: bool) -> Self {
        Loop {
            at: 0,
            start,
            settled,
            rule,
        }
    }
}

impl Game for Loop {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        ToMove::Player(Player(self.at % 2))
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.at {
            0 | 4 => out.extend([M::Shuffle, M::Commit]),
            _ => out.push(M::Back),
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        self.at = match (self.at, mv) {
            (0, M::Shuffle) => 1,
            (0, M::Commit) => 3,
            (1, M::Back) => 0,
            (3, M::Back) => 4,
            (4, M::Shuffle) => 5,
            (4, M::Commit) => 7,
            (5 | 7, M::Back) => 4,
            _ => return Err(Illegal),
        };
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.at)
    }
}

impl Evaluate for Loop {
    const FEATURES: &'static [&'static str] = &["value"];
    const WEIGHTS: &'static [i32] = &[1];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let v = if self.at < 3 {
            self.start
        } else {
            self.settled
        };
        out[0] = if seat == Player(0) { v } else { -v };
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        self.rule.then(|| Outcome::draw(2).ok()).flatten()
    }
}

fn best(start: i32, settled: i32, rule: bool) -> (Option<M>, i32) {
    let report =
        AlphaBeta::new(Limits::depth(2)).search(&Loop::new(start, settled, rule), Player(0), None);
    (report.best, report.score)
}

#[test]
fn without_a_rule_a_cycle_is_worth_the_position_it_returns_to() {
    // Shuffle → Back returns to Start (+100); Commit → Back reaches Settled (+50).
    assert_eq!(best(100, 50, false), (Some(M::Shuffle), 100));
}

#[test]
fn a_side_ahead_steers_away_from_a_repetition_draw() {
    // With the rule, Shuffle → Back repeats Start: a draw (0) < Settled's +50.
    assert_eq!(best(100, 50, true), (Some(M::Commit), 50));
}

#[test]
fn a_side_behind_steers_into_a_repetition_draw() {
    // Start is −100 and Settled −150 for seat 0: the draw (0) beats both.
    assert_eq!(best(-100, -150, true), (Some(M::Shuffle), 0));
    // Without the rule the cycle is worth Start's −100, still above −150.
    assert_eq!(best(-100, -150, false), (Some(M::Shuffle), -100));
}
