//! One ply: a move `FROM-TO`, a pass, or a chance outcome, in the notation of bul.md §14; the
//! ten move types of §7 a move falls into; and the two seats (§1).

use std::fmt;
use std::str::FromStr;

use crate::{ParseMoveError, Throw};

/// One ply of Bul in bul.md §14 notation (`Display`/`FromStr`). Every value round-trips
/// (docs/architecture.md, "Moves"): a throw holds a [`Throw`] (0..=4 only) and positions
/// are any `u8`, which the notation writes and reads as plain decimals.
///
/// | ply | notation | rule |
/// |---|---|---|
/// | the opening draw | `first:R`, `first:B` | §4 (½ each) |
/// | a throw | `yellow:K`, K = 0..4 | §3 (C(4,K)/16) |
/// | a move of one piece or stack | `FROM-TO`, absolute positions | §7 moves 1–9 |
/// | a pass | `pass` | §7 move 10 |
///
/// `FROM` is the mover's home for an entry (`0-3`, `10-7`); `TO` is the opponent's home for a
/// lap (`9-10`) and the controller's home for a stack arriving (`3-0`). What kind of move a
/// `FROM-TO` is depends on the position: see [`crate::Bul::move_kind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The opening chance node's outcome: this side starts (§4, §14 `first:R`).
    First(Seat),
    /// A throw's outcome: this many yellow faces up, 0..=4 (§3, §14 `yellow:K`).
    Yellow(Throw),
    /// Move the piece or stack at `from` (or enter from the mover's home) to `to` (§14).
    Step {
        /// The starting position (0..=T+1).
        from: u8,
        /// The landing position (0..=T+1).
        to: u8,
    },
    /// No legal move for the throw (§7 move 10).
    Pass,
}

impl Move {
    /// The throw outcome with `yellow` faces up (§3); `None` above 4.
    #[must_use]
    pub const fn yellow(yellow: u8) -> Option<Move> {
        match Throw::new(yellow) {
            Some(t) => Some(Move::Yellow(t)),
            None => None,
        }
    }

    /// `true` for the chance outcomes `first:X` and `yellow:K`.
    #[must_use]
    pub const fn is_chance(self) -> bool {
        matches!(self, Move::First(_) | Move::Yellow(_))
    }
}

impl fmt::Display for Move {
    /// `first:R`, `yellow:3`, `4-6`, `pass` (§14).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::First(s) => write!(f, "first:{s}"),
            Move::Yellow(k) => write!(f, "yellow:{}", k.yellow()),
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Parses a position number: decimal digits, no sign or leading zero, at most 255.
pub(crate) fn parse_number(text: &str) -> Option<u8> {
    jokoak_core::parse_decimal(text).and_then(|n| u8::try_from(n).ok())
}

/// `text` is digits only, without a leading zero: a number, however large.
fn is_plain_decimal(text: &str) -> bool {
    !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'))
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses §14 notation. Positions are checked against the board only when the move is
    /// played.
    ///
    /// # Errors
    /// [`ParseMoveError`] naming the text: an unknown form, a yellow count above 4, a side
    /// other than `R`/`B`, a position that is not a plain decimal number, or one above 255.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |reason: &'static str| ParseMoveError {
            text: s.to_owned(),
            reason,
        };
        if s == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(side) = s.strip_prefix("first:") {
            let mut chars = side.chars();
            return match (chars.next().and_then(Seat::from_letter), chars.next()) {
                (Some(side), None) => Ok(Move::First(side)),
                _ => Err(err("the opening draw is `first:R` or `first:B`")),
            };
        }
        if let Some(k) = s.strip_prefix("yellow:") {
            return match parse_number(k) {
                Some(k) => Move::yellow(k)
                    .ok_or_else(|| err("a throw is `yellow:K` with K from 0 to 4 (§3)")),
                None => Err(err("a throw is `yellow:K` with K from 0 to 4 (§3)")),
            };
        }
        let (from, to) = s
            .split_once('-')
            .ok_or_else(|| err("expected `FROM-TO`, `pass`, `yellow:K` or `first:R|B`"))?;
        match (parse_number(from), parse_number(to)) {
            (Some(from), Some(to)) => Ok(Move::Step { from, to }),
            _ if [from, to].into_iter().all(is_plain_decimal) => {
                Err(err("a position is out of range (at most 255)"))
            }
            _ => Err(err(
                "positions are decimal numbers without sign or leading zeros",
            )),
        }
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Move);

/// What a legal move does, one variant per move type of bul.md §7 (move 8 is the ban that
/// [`MoveKind::StackTakesLone`] lifts under `stacks_capture_singles`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Move 1: a piece leaves home onto an empty space.
    Enter,
    /// Move 2: a lone piece advances onto an empty space.
    Advance,
    /// Move 3: a lone piece (entering if `entering`) lands on a lone enemy piece and goes on
    /// top, making a stack that heads to the mover's home.
    Capture {
        /// `true` if the piece came from home (A8).
        entering: bool,
    },
    /// Move 4: a lone piece reaches the opponent's home (exactly, unless
    /// `exact_count_far_end = false`) and returns to its own home.
    Lap,
    /// Move 5: a lone piece (entering if `entering`) lands on an enemy stack, takes it over
    /// and reverses it.
    Recapture {
        /// `true` if the piece came from home (A8).
        entering: bool,
    },
    /// Move 6: a stack lands on an enemy stack and goes on top.
    StackCapture,
    /// Move 7: a stack moves toward its controller's home onto an empty space.
    StackMove,
    /// Move 7: a stack arrives home (no exact count): its controller's pieces go home, the
    /// others die.
    StackArrive,
    /// Move 8 lifted (`stacks_capture_singles = true`): a stack lands on a lone enemy piece,
    /// which goes under it.
    StackTakesLone,
    /// Move 9: forced, a stack lands on a lone enemy piece, which goes on top and captures it.
    ForcedOntoLone,
    /// Move 10: no legal move for the throw.
    Pass,
}

jokoak_core::two_seats! {
    /// One of the two players, by the colour of their pieces (bul.md §1): Red = seat 0 (`R`),
    /// Blue = seat 1 (`B`). Red's home is position 0, Blue's is position `T + 1` (§2).
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    pub enum Seat {
        /// Red, `R`, seat 0; lone pieces move up from position 0.
        Red: 'R',
        /// Blue, `B`, seat 1; lone pieces move down from position `T + 1`.
        Blue: 'B',
    }
}

impl Seat {
    pub(crate) const fn bit(self) -> u64 {
        self as u64
    }
}
