//! Linja moves, one ply each, and their notation (linja.md §9 "Moves"); the two seats and their
//! geometry (§2).

use std::fmt;
use std::str::FromStr;

use crate::ParseMoveError;

/// A step from one space to another (linja.md §9 `FROM-TO`): both spaces `0..=7` and
/// different, since every step moves at least one space (R2, R5). Only such steps can be
/// built ([`Step::new`], [`Move::step`]), so every step prints and parses back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Step {
    from: u8,
    to: u8,
}

impl Step {
    /// The step from space `from` to space `to`; `None` unless both are `0..=7` and differ.
    #[must_use]
    pub const fn new(from: u8, to: u8) -> Option<Step> {
        if from < 8 && to < 8 && from != to {
            Some(Step { from, to })
        } else {
            None
        }
    }

    /// The space the piece leaves, `0..=7`.
    #[must_use]
    pub const fn from(self) -> u8 {
        self.from
    }

    /// The space it reaches, `0..=7`.
    #[must_use]
    pub const fn to(self) -> u8 {
        self.to
    }
}

/// One ply of Linja: a step, a pass, or the chance outcome that draws the first player.
///
/// Notation (linja.md §9): `FROM-TO` with space indices `0`–`7` (`0-1` an initial step, `2-4`
/// a second step; `TO` is the destination the rules give, clamped to the goal), `pass` (R7),
/// `first:B` / `first:R` (§3, probability ½ each). Every value round-trips through
/// `Display`/`FromStr` (docs/architecture.md, "Moves").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece steps (an initial step of R2 or a second step of R5; the phase says which).
    Step(Step),
    /// No legal initial step: the side to move passes (R7, R9).
    Pass,
    /// Chance outcome: this colour moves first (§3).
    First(Seat),
}

impl Move {
    /// The step from `from` to `to` ([`Step::new`]); `None` unless both are `0..=7` and differ.
    #[must_use]
    pub const fn step(from: u8, to: u8) -> Option<Move> {
        match Step::new(from, to) {
            Some(s) => Some(Move::Step(s)),
            None => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step(s) => write!(f, "{}-{}", s.from, s.to),
            Move::Pass => f.write_str("pass"),
            Move::First(c) => write!(f, "first:{}", c.letter()),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses the §9 notation exactly (no spaces, no signs, single-digit spaces; a step moves
    /// at least one space, so `FROM` ≠ `TO`). Whether `TO` is the destination the rules give
    /// depends on the position and is checked by `play`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let space = |b: u8| (b'0'..=b'7').contains(&b).then(|| b - b'0');
        match (s, s.as_bytes()) {
            ("pass", _) => Ok(Move::Pass),
            ("first:B", _) => Ok(Move::First(Seat::Black)),
            ("first:R", _) => Ok(Move::First(Seat::Red)),
            (_, &[f, b'-', t]) => match (space(f), space(t)) {
                // Every step moves at least one space (R2, R5).
                (Some(from), Some(to)) => {
                    Move::step(from, to).ok_or_else(|| ParseMoveError(s.to_owned()))
                }
                _ => Err(ParseMoveError(s.to_owned())),
            },
            _ => Err(ParseMoveError(s.to_owned())),
        }
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Move);

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::assert_notation;

    use super::Move;

    /// Every form of §9 prints as it parses; malformed moves are refused.
    #[test]
    fn the_notation_of_section_9() {
        assert_notation::<Move>(
            &["0-1", "2-4", "6-7", "7-6", "pass", "first:B", "first:R"],
            &[
                "", "0-8", "8-1", "00-1", "0 -1", "-1", "0-1 ", "Pass", "first:b", "+0-1", "0–1",
            ],
        );
    }
}

jokoak_core::two_seats! {
    /// A side: Black (seat 0, moves towards space 7) or Red (seat 1, moves towards space 0).
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    pub enum Seat {
        /// Seat 0, label `B`; start zone space 0, goal space 7.
        Black: 'B',
        /// Seat 1, label `R`; start zone space 7, goal space 0.
        Red: 'R',
    }
}

impl Seat {
    /// The space of the side's goal: 7 for Black, 0 for Red (§2).
    #[must_use]
    pub const fn goal(self) -> u8 {
        match self {
            Seat::Black => 7,
            Seat::Red => 0,
        }
    }

    /// The space `n` spaces ahead of `from` towards the goal, clamped to the goal (R1, R5).
    #[must_use]
    pub const fn advance(self, from: u8, n: u8) -> u8 {
        match self {
            Seat::Black => {
                let to = from + n;
                if to > 7 { 7 } else { to }
            }
            Seat::Red => from.saturating_sub(n),
        }
    }

    /// The distance of space `space` from the side's goal (§2 `goal_distance`).
    #[must_use]
    pub const fn goal_distance(self, space: u8) -> u8 {
        match self {
            Seat::Black => 7 - space,
            Seat::Red => space,
        }
    }
}
