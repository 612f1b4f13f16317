//! One action (one ply) and its notation (agon.md §13).

use std::fmt;
use std::str::FromStr;

use jokoak_core::Player;

use crate::{Cell, ParseMoveError};

/// A piece kind (agon.md §1): each side has 1 queen and 6 guards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Kind {
    /// The queen (`Q`).
    Queen,
    /// A guard (`G`).
    Guard,
}

impl Kind {
    /// `'Q'` or `'G'`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Kind::Queen => 'Q',
            Kind::Guard => 'G',
        }
    }
}

jokoak_core::two_seats! {
    /// One of the two sides (agon.md §1): A (seat 0) or B (seat 1). The first-player draw
    /// names one ([`Move::First`]), so a draw for a seat Agon does not have cannot be built.
    pub enum Seat {
        /// Side A, seat 0.
        A: 'A',
        /// Side B, seat 1.
        B: 'B',
    }
}

impl Seat {
    /// The side sitting at `seat`; `None` for a seat other than 0 or 1 (the name Agon had
    /// before [`Seat::from_player`]).
    #[must_use]
    pub const fn of(seat: Player) -> Option<Seat> {
        Seat::from_player(seat)
    }
}

/// One action of agon.md §4 (one ply), in the notation of §13.
///
/// Every value round-trips through `Display`/`FromStr` (docs/architecture.md, "Moves"): its
/// fields can hold only what the notation writes (cells of the board, a [`Seat`]).
///
/// | variant | notation | rule |
/// |---|---|---|
/// | `Step` | `5:4-5:3` | §5, captures §6 |
/// | `Reenter` | `2:1=>5:7` (lift the pending piece on 2:1, put it on 5:7) | §7 |
/// | `Place` | `G@4:3`, `Q@5:0` | §10.1 |
/// | `Pass` | `pass` | §8.3 |
/// | `First` | `first:A`, `first:B` (the chance outcome of §3.2) | §3.2 |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A step of a non-pending piece to an adjacent cell.
    Step {
        /// Where the piece stands.
        from: Cell,
        /// The adjacent empty cell it moves to.
        to: Cell,
    },
    /// The re-entry of the pending piece on `from` onto `to`.
    Reenter {
        /// The cell of the pending piece.
        from: Cell,
        /// Its new cell.
        to: Cell,
    },
    /// A placement from hand (placement set-up).
    Place {
        /// The piece placed.
        kind: Kind,
        /// Where.
        at: Cell,
    },
    /// No legal action: the player passes.
    Pass,
    /// The chance outcome of the draw for the first player.
    First(Seat),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Reenter { from, to } => write!(f, "{from}=>{to}"),
            Move::Place { kind, at } => write!(f, "{}@{at}", kind.letter()),
            Move::Pass => f.write_str("pass"),
            Move::First(side) => write!(f, "first:{}", side.letter()),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses the notation of agon.md §13 exactly (no spaces, no other spellings).
    ///
    /// # Errors
    /// [`ParseMoveError`] with the text when it is not a move or names a cell off the board.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let bad = || ParseMoveError {
            text: text.to_owned(),
        };
        let cell = |s: &str| s.parse::<Cell>().map_err(|_| bad());
        match text {
            "pass" => return Ok(Move::Pass),
            "first:A" => return Ok(Move::First(Seat::A)),
            "first:B" => return Ok(Move::First(Seat::B)),
            _ => {}
        }
        if let Some((from, to)) = text.split_once("=>") {
            return Ok(Move::Reenter {
                from: cell(from)?,
                to: cell(to)?,
            });
        }
        if let Some(at) = text.strip_prefix("Q@") {
            return Ok(Move::Place {
                kind: Kind::Queen,
                at: cell(at)?,
            });
        }
        if let Some(at) = text.strip_prefix("G@") {
            return Ok(Move::Place {
                kind: Kind::Guard,
                at: cell(at)?,
            });
        }
        if let Some((from, to)) = text.split_once('-') {
            return Ok(Move::Step {
                from: cell(from)?,
                to: cell(to)?,
            });
        }
        Err(bad())
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Move);

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::assert_notation;

    use super::Move;

    /// Every form of §13 prints as it parses; other spellings are refused.
    #[test]
    fn the_notation_of_section_13() {
        assert_notation::<Move>(
            &[
                "5:4-5:3", "2:1=>5:7", "G@4:3", "Q@5:0", "pass", "first:A", "first:B", "1:0=>0:0",
            ],
            &[
                "",
                "Pass",
                "first:C",
                "5:4 - 5:3",
                "5:4-",
                "5:4-6:0",
                "2:1=>",
                "2:1->5:7",
                "K@4:3",
                "g@4:3",
                "G@hand",
                "5:4-5:3-5:2",
                "first:a",
                "4:3",
            ],
        );
    }
}
