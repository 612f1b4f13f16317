//! The pieces on the board as four bit sets, and the line tests of agon.md §5.4, §6 and §7.3
//! as shifts of whole sets.

use crate::geometry::{BOARD, CENTRE, RING1, shift};
use crate::{Cell, Kind};

/// Who owns what on the 91 cells: one set per side, the queens, and the pending pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    /// `sides[p]`: every piece of seat `p` on the board, pending ones included.
    pub sides: [u128; 2],
    /// Both queens (on the board).
    pub queens: u128,
    /// Captured pieces not yet re-entered (agon.md §7.1).
    pub pending: u128,
}

impl Board {
    /// Every occupied cell.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.sides[0] | self.sides[1]
    }

    /// Every empty cell.
    #[inline]
    pub fn empty(&self) -> u128 {
        BOARD & !self.occupied()
    }

    /// The seat and kind of the piece on `cell`, if any.
    pub fn piece(&self, cell: Cell) -> Option<(usize, Kind, bool)> {
        let m = cell.mask();
        let side = if self.sides[0] & m != 0 {
            0
        } else if self.sides[1] & m != 0 {
            1
        } else {
            return None;
        };
        let kind = if self.queens & m != 0 {
            Kind::Queen
        } else {
            Kind::Guard
        };
        Some((side, kind, self.pending & m != 0))
    }

    /// Puts a piece of `side` on the empty `cell`.
    #[inline]
    pub fn put(&mut self, side: usize, kind: Kind, cell: Cell, pending: bool) {
        let m = cell.mask();
        self.sides[side] |= m;
        if kind == Kind::Queen {
            self.queens |= m;
        }
        if pending {
            self.pending |= m;
        }
    }

    /// Moves whatever stands on `from` to `to`, clearing its pending flag.
    #[inline]
    pub fn relocate(&mut self, side: usize, from: Cell, to: Cell) {
        let (f, t) = (from.mask(), to.mask());
        self.sides[side] ^= f | t;
        if self.queens & f != 0 {
            self.queens ^= f | t;
        }
        self.pending &= !f;
    }

    /// The queen of `side`, if on the board.
    #[inline]
    pub fn queen(&self, side: usize) -> u128 {
        self.queens & self.sides[side]
    }

    /// The cells flanked for `side`: both neighbours on some axis hold enemy pieces, pending
    /// ones included (agon.md §5.4, R1 of §7.3).
    #[inline]
    pub fn flanked(&self, side: usize) -> u128 {
        let enemy = self.sides[side ^ 1];
        (shift(enemy, 0) & shift(enemy, 3))
            | (shift(enemy, 1) & shift(enemy, 4))
            | (shift(enemy, 2) & shift(enemy, 5))
    }

    /// The cells where a piece of `side` would complete a sandwich (R2 of agon.md §7.3): the
    /// neighbour in some direction holds an enemy piece and the next cell beyond holds a piece
    /// of `side` (any, pending ones included).
    #[inline]
    pub fn sandwich_makers(&self, side: usize) -> u128 {
        let (own, enemy) = (self.sides[side], self.sides[side ^ 1]);
        let mut out = 0;
        for d in 0..6 {
            let back = (d + 3) % 6;
            out |= shift(shift(own, back) & enemy, back);
        }
        out
    }

    /// The enemy pieces a piece of `side` arriving on `to` captures (agon.md §6): non-pending
    /// enemies next to `to` with a piece of `side` directly beyond.
    #[inline]
    pub fn captures(&self, side: usize, to: Cell) -> u128 {
        let own = self.sides[side];
        let targets = self.sides[side ^ 1] & !self.pending;
        let mut out = 0;
        for d in 0..6 {
            let x = shift(to.mask(), d) & targets;
            if shift(x, d) & own != 0 {
                out |= x;
            }
        }
        out
    }

    /// `side` has its queen on the centre and six guards round it (agon.md §8.1).
    #[inline]
    pub fn wins(&self, side: usize) -> bool {
        let guards = self.sides[side] & !self.queens;
        guards & RING1 == RING1 && self.queen(side) & CENTRE != 0
    }

    /// `side` has six guards on ring 1 but its queen off the centre (agon.md §8.2).
    #[inline]
    pub fn self_blocked(&self, side: usize) -> bool {
        let guards = self.sides[side] & !self.queens;
        guards & RING1 == RING1 && self.queen(side) & CENTRE == 0
    }
}
