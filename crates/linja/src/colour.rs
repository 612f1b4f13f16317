//! The two sides and their geometry (linja.md §2).

use jokoak_core::Player;

/// A side: Black (seat 0, moves towards space 7) or Red (seat 1, moves towards space 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// Seat 0, label `B`; start zone space 0, goal space 7.
    Black,
    /// Seat 1, label `R`; start zone space 7, goal space 0.
    Red,
}

impl Colour {
    /// Both colours in seat order.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::Red];

    /// The index into per-colour arrays: Black 0, Red 1.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::Red,
            Colour::Red => Colour::Black,
        }
    }

    /// The space of the side's goal: 7 for Black, 0 for Red (§2).
    #[must_use]
    pub const fn goal(self) -> u8 {
        match self {
            Colour::Black => 7,
            Colour::Red => 0,
        }
    }

    /// The space `n` spaces ahead of `from` towards the goal, clamped to the goal (R1, R5).
    #[must_use]
    pub const fn advance(self, from: u8, n: u8) -> u8 {
        match self {
            Colour::Black => {
                let to = from + n;
                if to > 7 { 7 } else { to }
            }
            Colour::Red => from.saturating_sub(n),
        }
    }

    /// The distance of space `space` from the side's goal (§2 `goal_distance`).
    #[must_use]
    pub const fn goal_distance(self, space: u8) -> u8 {
        match self {
            Colour::Black => 7 - space,
            Colour::Red => space,
        }
    }

    /// The notation letter: `B` or `R` (§9).
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::Red => 'R',
        }
    }

    /// The seat: Black `Player(0)`, Red `Player(1)` (DESIGN §2).
    #[must_use]
    pub const fn player(self) -> Player {
        Player(self as u8)
    }
}
