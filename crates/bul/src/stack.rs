//! The contents of one track space: a lone piece or a stack, kept bottom to top (bul.md §2).

use std::fmt;

use crate::Seat;

/// The pieces on one track space, bottom to top (bul.md §2 "Invariant"): empty, a lone piece,
/// or a stack of two or more pieces. The **controller** is the owner of the top piece (§1).
///
/// Stored in one `u64`: bit `i` is the colour of the `i`-th piece from the bottom (0 = Red,
/// 1 = Blue), and a sentinel bit at position `len` marks the height, so an empty space is `1`.
/// This bounds a space to [`Stack::MAX_LEN`] pieces, which is why `pieces_per_side ≤ 31`.
/// `Display` is the stack's notation, e.g. `BR` (Blue under Red), `-` when empty.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stack(u64);

impl Stack {
    /// An empty space.
    pub const EMPTY: Stack = Stack(1);
    /// The most pieces one space can hold (63 colour bits under the sentinel).
    pub const MAX_LEN: usize = 63;

    /// A lone piece of `side`.
    #[must_use]
    pub const fn lone(side: Seat) -> Stack {
        Stack(0b10 | side.bit())
    }

    /// A space holding `pieces`, bottom first; `None` if there are more than
    /// [`Stack::MAX_LEN`]. (Any sequence is representable; whether it is a valid Bul stack is
    /// the position's concern.)
    #[must_use]
    pub fn from_pieces(pieces: &[Seat]) -> Option<Stack> {
        if pieces.len() > Self::MAX_LEN {
            return None;
        }
        let bits = pieces
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, s)| acc | (s.bit() << i));
        Some(Stack(bits | (1 << pieces.len())))
    }

    /// The number of pieces (0 when empty).
    #[must_use]
    #[inline]
    pub const fn len(self) -> usize {
        63 - self.0.leading_zeros() as usize
    }

    /// `true` for an empty space.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 1
    }

    /// `true` for a lone piece (exactly one piece, §1).
    #[must_use]
    #[inline]
    pub const fn is_lone(self) -> bool {
        self.0 >> 1 == 1
    }

    /// `true` for a stack (two or more pieces, §1).
    #[must_use]
    #[inline]
    pub const fn is_stack(self) -> bool {
        self.0 >= 4
    }

    /// The owner of the top piece, `None` when empty (§1 "Controller").
    #[must_use]
    #[inline]
    pub const fn controller(self) -> Option<Seat> {
        match self.len() {
            0 => None,
            n => Some(if (self.0 >> (n - 1)) & 1 == 0 {
                Seat::Red
            } else {
                Seat::Blue
            }),
        }
    }

    /// The number of `side`'s pieces on this space.
    #[must_use]
    #[inline]
    pub const fn count(self, side: Seat) -> usize {
        let blue = (self.0 ^ (1 << self.len())).count_ones() as usize;
        match side {
            Seat::Red => self.len() - blue,
            Seat::Blue => blue,
        }
    }

    /// The pieces bottom to top.
    pub fn pieces(self) -> impl Iterator<Item = Seat> {
        (0..self.len()).map(move |i| {
            if (self.0 >> i) & 1 == 0 {
                Seat::Red
            } else {
                Seat::Blue
            }
        })
    }

    /// This space with a piece of `side` put on top (moves 3, 5 and the forced move 9).
    #[must_use]
    #[inline]
    pub(crate) const fn with_on_top(self, side: Seat) -> Stack {
        let n = self.len();
        Stack((self.0 ^ (1 << n)) | (side.bit() << n) | (1 << (n + 1)))
    }

    /// This space with the whole of `upper` put on top of it (move 6).
    #[must_use]
    #[inline]
    pub(crate) const fn with_stack_on_top(self, upper: Stack) -> Stack {
        let n = self.len();
        Stack((self.0 ^ (1 << n)) | (upper.0 << n))
    }

    /// This stack with a piece of `side` slipped under it (`stacks_capture_singles`, §10).
    #[must_use]
    #[inline]
    pub(crate) const fn with_at_bottom(self, side: Seat) -> Stack {
        Stack((self.0 << 1) | side.bit())
    }
}

impl fmt::Display for Stack {
    /// The pieces bottom to top as `R`/`B` letters (`BRB`), `-` when empty (§14).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for s in self.pieces() {
            write!(f, "{}", s.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stack({self})")
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Stack {
    /// As its notation, bottom to top (`"BR"`, `"-"` when empty).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Stack {
    /// From its notation: `R`/`B` letters bottom to top, or `-`.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        if text == "-" {
            return Ok(Stack::EMPTY);
        }
        text.chars()
            .map(Seat::from_letter)
            .collect::<Option<Vec<_>>>()
            .and_then(|pieces| Stack::from_pieces(&pieces))
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a stack")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Seat::{Blue as B, Red as R};

    #[test]
    fn pieces_keep_their_order() {
        let s = Stack::from_pieces(&[B, R, B]).unwrap();
        assert_eq!(s.to_string(), "BRB");
        assert_eq!((s.len(), s.count(R), s.count(B)), (3, 1, 2));
        assert_eq!(s.controller(), Some(B));
        assert!(s.is_stack() && !s.is_lone() && !s.is_empty());
        assert_eq!(Stack::EMPTY.len(), 0);
        assert_eq!(Stack::EMPTY.controller(), None);
        assert!(Stack::lone(R).is_lone());
        assert_eq!(Stack::lone(B).to_string(), "B");
    }

    #[test]
    fn captures_stack_pieces_as_the_rules_say() {
        // Move 3: a red piece lands on a lone blue one and goes on top.
        let s = Stack::lone(B).with_on_top(R);
        assert_eq!(s.to_string(), "BR");
        // Move 6: stack RB lands on stack BR, the mover on top: BRRB.
        assert_eq!(
            s.with_stack_on_top(Stack::from_pieces(&[R, B]).unwrap())
                .to_string(),
            "BRRB"
        );
        // stacks_capture_singles: the lone piece goes under (E9's option case: RB onto R is RRB).
        assert_eq!(
            Stack::from_pieces(&[R, B])
                .unwrap()
                .with_at_bottom(R)
                .to_string(),
            "RRB"
        );
        assert_eq!(Stack::EMPTY.with_on_top(B), Stack::lone(B));
    }
}
