//! The 91-cell hexagonal board (agon.md §2) as bits of a `u128`.
//!
//! A cell with axial coordinates `(q, r)`, `max(|q|, |r|, |q + r|) ≤ 5`, is bit
//! `(r + 5) · 11 + (q + 5)` of an 11×11 axial layout; 91 of the 121 bits are board cells.
//! A step in one of the six directions is then a fixed shift of the bit index (E `+1`,
//! NE `−10`, NW `−11`, W `−1`, SW `+10`, SE `+11`), and a whole set of cells moves at once
//! with [`shift`]. Every table here is computed at compile time.

use std::fmt;
use std::str::FromStr;

use crate::error::ParseCellError;

/// Cells per row of the axial layout.
const WIDTH: i32 = 11;
/// Bits of the axial layout.
const BITS: usize = 121;
/// No cell (off the board) in the neighbour tables.
const NONE: u8 = u8::MAX;

/// The six directions of agon.md §2.1 as `(dq, dr)`, in the order E, NE, NW, W, SW, SE:
/// direction `d` and `(d + 3) % 6` are opposite.
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// The bit-index offset of each direction.
const OFFSETS: [i32; 6] = [1, -10, -11, -1, 10, 11];

/// The walk of agon.md §2.2 round ring `k`, from its SE corner `(0, k)`: `k` steps each of
/// W, NW, NE, E, SE, SW.
const WALK: [(i32, i32); 6] = [(-1, 0), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1)];

const fn on_board(q: i32, r: i32) -> bool {
    let s = -q - r;
    q >= -5 && q <= 5 && r >= -5 && r <= 5 && s >= -5 && s <= 5
}

const fn bit_of(q: i32, r: i32) -> usize {
    ((r + 5) * WIDTH + (q + 5)) as usize
}

const fn abs(x: i32) -> i32 {
    if x < 0 { -x } else { x }
}

const fn ring_of(q: i32, r: i32) -> u8 {
    let (a, b, c) = (abs(q), abs(r), abs(q + r));
    let m = if a > b { a } else { b };
    (if m > c { m } else { c }) as u8
}

/// `DENSE[idx(k:i)]` = the bit of cell `k:i`; `idx(k:i) = 1 + 3k(k−1) + i` (agon.md §2.2).
const DENSE: [u8; 91] = {
    let mut t = [0u8; 91];
    t[0] = bit_of(0, 0) as u8;
    let mut k = 1;
    while k <= 5 {
        let (mut q, mut r) = (0, k);
        let mut i = 0;
        let mut side = 0;
        while side < 6 {
            let mut step = 0;
            while step < k {
                t[(1 + 3 * k * (k - 1) + i) as usize] = bit_of(q, r) as u8;
                q += WALK[side].0;
                r += WALK[side].1;
                i += 1;
                step += 1;
            }
            side += 1;
        }
        k += 1;
    }
    t
};

/// The dense index of each bit, `NONE` off the board.
const DENSE_OF_BIT: [u8; BITS] = {
    let mut t = [NONE; BITS];
    let mut i = 0;
    while i < 91 {
        t[DENSE[i] as usize] = i as u8;
        i += 1;
    }
    t
};

/// The ring of each bit (0 off the board; check [`BOARD`] first).
const RING: [u8; BITS] = {
    let mut t = [0u8; BITS];
    let mut b = 0;
    while b < BITS {
        let (q, r) = ((b as i32 % WIDTH) - 5, (b as i32 / WIDTH) - 5);
        if on_board(q, r) {
            t[b] = ring_of(q, r);
        }
        b += 1;
    }
    t
};

/// All 91 cells.
pub const BOARD: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < 91 {
        m |= 1u128 << DENSE[i];
        i += 1;
    }
    m
};

/// The cells of each ring 0..=5 (sizes 1, 6, 12, 18, 24, 30).
pub const RINGS: [u128; 6] = {
    let mut t = [0u128; 6];
    let mut i = 0;
    while i < 91 {
        let b = DENSE[i] as usize;
        t[RING[b] as usize] |= 1u128 << b;
        i += 1;
    }
    t
};

/// The centre (the "throne").
pub const CENTRE: u128 = RINGS[0];
/// Ring 1, the queen's guard ring (agon.md §8.1).
pub const RING1: u128 = RINGS[1];
/// The outer ring (ring 5).
pub const OUTER: u128 = RINGS[5];

/// `NEIGHBOUR[b][d]`: the bit of the neighbour of bit `b` in direction `d`, `NONE` off the board.
const NEIGHBOUR: [[u8; 6]; BITS] = {
    let mut t = [[NONE; 6]; BITS];
    let mut b = 0;
    while b < BITS {
        let (q, r) = ((b as i32 % WIDTH) - 5, (b as i32 / WIDTH) - 5);
        if on_board(q, r) {
            let mut d = 0;
            while d < 6 {
                let (nq, nr) = (q + DIRECTIONS[d].0, r + DIRECTIONS[d].1);
                if on_board(nq, nr) {
                    t[b][d] = bit_of(nq, nr) as u8;
                }
                d += 1;
            }
        }
        b += 1;
    }
    t
};

/// The step tables, from one walk over the neighbours of every cell ([`HAS_NEIGHBOUR`],
/// [`QUEEN_STEPS`], [`GUARD_SOURCES`]).
struct Steps {
    /// `[d]`: the cells whose neighbour in direction `d` is on the board; masking with it
    /// before a shift stops bits from wrapping round a row end.
    has_neighbour: [u128; 6],
    /// Per cell, the neighbours a queen may step to by ring alone (agon.md §5.2: same ring or
    /// inward, the centre included, §5.3).
    queen: [u128; BITS],
    /// `[d]`: the cells from which a guard may step in direction `d` by the ring rules (agon.md
    /// §5.2, §5.3): the neighbour is on the board, not the centre, and not further out.
    guard_sources: [u128; 6],
}

const STEPS: Steps = {
    let mut t = Steps {
        has_neighbour: [0; 6],
        queen: [0; BITS],
        guard_sources: [0; 6],
    };
    let mut b = 0;
    while b < BITS {
        let mut d = 0;
        while d < 6 {
            let n = NEIGHBOUR[b][d];
            if n != NONE {
                t.has_neighbour[d] |= 1u128 << b;
                let ring = RING[n as usize];
                if ring <= RING[b] {
                    t.queen[b] |= 1u128 << n;
                    if ring > 0 {
                        t.guard_sources[d] |= 1u128 << b;
                    }
                }
            }
            d += 1;
        }
        b += 1;
    }
    t
};

/// Each table on its own, so that a look-up reads only its own table.
const HAS_NEIGHBOUR: [u128; 6] = STEPS.has_neighbour;
const QUEEN_STEPS: [u128; BITS] = STEPS.queen;
const GUARD_SOURCES: [u128; 6] = STEPS.guard_sources;

/// The steps of a set of guards in direction `d` (agon.md §5.2, §5.3): the destination cells
/// (before occupancy and flanking are checked); the source of `to` is `to − d`.
#[inline]
#[must_use]
pub(crate) const fn guard_steps(guards: u128, d: usize) -> u128 {
    shift(guards & GUARD_SOURCES[d], d)
}

/// The cell one step back from `to` against direction `d` (`to` must have been reached by a
/// step in direction `d`).
#[inline]
#[must_use]
pub(crate) const fn step_source(to: Cell, d: usize) -> Cell {
    Cell((to.0 as i32 - OFFSETS[d]) as u8)
}

/// Moves every cell of `cells` one step in direction `d`; cells that would leave the board
/// vanish.
#[inline]
#[must_use]
pub const fn shift(cells: u128, d: usize) -> u128 {
    let masked = cells & HAS_NEIGHBOUR[d];
    let o = OFFSETS[d];
    if o > 0 { masked << o } else { masked >> (-o) }
}

/// The cells a queen may step to from `from` by the ring rules (agon.md §5.2, §5.3), before
/// occupancy and flanking are checked.
#[inline]
#[must_use]
pub(crate) const fn queen_steps(from: Cell) -> u128 {
    QUEEN_STEPS[from.0 as usize]
}

/// Iterates over the cells of a bit set, lowest bit first.
#[derive(Clone, Copy, Debug)]
pub struct Cells(pub u128);

impl Iterator for Cells {
    type Item = Cell;

    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Cell(b))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cells {}

/// One of the 91 cells (agon.md §2), written `k:i` (ring `k`, index `i` round the ring, §2.2).
///
/// Ordered by its bit index, which is not the notation's order; use [`Cell::dense`] for that.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The centre, `0:0`.
    pub const CENTRE: Cell = Cell(bit_of(0, 0) as u8);

    /// Every cell in dense-index order (`0:0`, `1:0` … `5:29`).
    pub fn all() -> impl Iterator<Item = Cell> {
        DENSE.iter().map(|&b| Cell(b))
    }

    /// The cell at axial `(q, r)`, `None` off the board (agon.md §2.1).
    #[must_use]
    pub const fn from_axial(q: i32, r: i32) -> Option<Cell> {
        if on_board(q, r) {
            Some(Cell(bit_of(q, r) as u8))
        } else {
            None
        }
    }

    /// The cell `k:i`, `None` unless `k ≤ 5` and `i < 6k` (or `0:0`) (agon.md §2.2).
    #[must_use]
    pub const fn from_ring_index(k: u8, i: u8) -> Option<Cell> {
        let ok = if k == 0 { i == 0 } else { k <= 5 && i < 6 * k };
        if ok {
            Some(Self::from_dense(dense_index(k, i)))
        } else {
            None
        }
    }

    /// The cell of dense index `idx` (0..91, agon.md §2.2); wraps modulo 91.
    #[must_use]
    pub const fn from_dense(idx: usize) -> Cell {
        Cell(DENSE[idx % 91])
    }

    /// The cell of a bit index of the 11×11 layout, `None` off the board.
    #[must_use]
    pub const fn from_bit(bit: u8) -> Option<Cell> {
        if (bit as usize) < BITS && DENSE_OF_BIT[bit as usize] != NONE {
            Some(Cell(bit))
        } else {
            None
        }
    }

    /// The bit index in the 11×11 axial layout.
    #[must_use]
    pub const fn bit(self) -> u8 {
        self.0
    }

    /// The one-cell bit set.
    #[must_use]
    pub const fn mask(self) -> u128 {
        1u128 << self.0
    }

    /// The axial coordinates `(q, r)`.
    #[must_use]
    pub const fn axial(self) -> (i32, i32) {
        ((self.0 as i32 % WIDTH) - 5, (self.0 as i32 / WIDTH) - 5)
    }

    /// The ring: hex distance from the centre, 0..=5 (agon.md §1).
    #[must_use]
    pub const fn ring(self) -> u8 {
        RING[self.0 as usize]
    }

    /// The dense index `1 + 3k(k−1) + i` (0 for the centre; agon.md §2.2).
    #[must_use]
    pub const fn dense(self) -> usize {
        DENSE_OF_BIT[self.0 as usize] as usize
    }

    /// The index `i` of `k:i` round the cell's ring.
    #[must_use]
    pub const fn index_in_ring(self) -> u8 {
        let k = self.ring() as usize;
        if k == 0 {
            0
        } else {
            (self.dense() - 1 - 3 * k * (k - 1)) as u8
        }
    }

    /// The neighbour in direction `d` (0–5: E, NE, NW, W, SW, SE as in agon.md §2.1; `d` and
    /// `d + 3` are opposite), `None` off the board.
    #[must_use]
    pub const fn neighbour(self, d: usize) -> Option<Cell> {
        let n = NEIGHBOUR[self.0 as usize][d % 6];
        if n == NONE { None } else { Some(Cell(n)) }
    }
}

const fn dense_index(k: u8, i: u8) -> usize {
    if k == 0 {
        0
    } else {
        let k = k as usize;
        1 + 3 * k * (k - 1) + i as usize
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.ring(), self.index_in_ring())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Parses `k:i` with plain decimal numbers (agon.md §2.2).
    ///
    /// # Errors
    /// [`ParseCellError`] naming the text when it is not `k:i` or names no cell.
    fn from_str(text: &str) -> Result<Cell, ParseCellError> {
        let bad = || ParseCellError(text.to_owned());
        let (k, i) = text.split_once(':').ok_or_else(bad)?;
        let num = |s: &str| {
            jokoak_core::parse_decimal(s)
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(bad)
        };
        Cell::from_ring_index(num(k)?, num(i)?).ok_or_else(bad)
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Cell);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walk_matches_spec_tables() {
        let ring1 = [(0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0)];
        for (i, qr) in ring1.iter().enumerate() {
            assert_eq!(Cell::from_ring_index(1, i as u8).unwrap().axial(), *qr);
        }
        let ring5 = [
            (0, 5),
            (-1, 5),
            (-2, 5),
            (-3, 5),
            (-4, 5),
            (-5, 5),
            (-5, 4),
            (-5, 3),
            (-5, 2),
            (-5, 1),
            (-5, 0),
            (-4, -1),
            (-3, -2),
            (-2, -3),
            (-1, -4),
            (0, -5),
            (1, -5),
            (2, -5),
            (3, -5),
            (4, -5),
            (5, -5),
            (5, -4),
            (5, -3),
            (5, -2),
            (5, -1),
            (5, 0),
            (4, 1),
            (3, 2),
            (2, 3),
            (1, 4),
        ];
        for (i, qr) in ring5.iter().enumerate() {
            assert_eq!(Cell::from_ring_index(5, i as u8).unwrap().axial(), *qr);
        }
        let spots = [
            ("2:0", (0, 2)),
            ("2:1", (-1, 2)),
            ("2:2", (-2, 2)),
            ("2:6", (0, -2)),
            ("2:10", (2, 0)),
            ("2:11", (1, 1)),
            ("3:0", (0, 3)),
            ("3:1", (-1, 3)),
            ("3:4", (-3, 2)),
            ("3:16", (2, 1)),
            ("3:17", (1, 2)),
            ("4:0", (0, 4)),
            ("4:1", (-1, 4)),
        ];
        for (text, qr) in spots {
            let c: Cell = text.parse().unwrap();
            assert_eq!(c.axial(), qr, "{text}");
            assert_eq!(c.to_string(), text);
        }
    }

    #[test]
    fn every_cell_round_trips() {
        assert_eq!(BOARD.count_ones(), 91);
        for (n, c) in Cell::all().enumerate() {
            assert_eq!(c.dense(), n);
            assert_eq!(c.to_string().parse::<Cell>().unwrap(), c);
            let (q, r) = c.axial();
            assert_eq!(Cell::from_axial(q, r), Some(c));
        }
    }

    /// agon.md §2.3: neighbours by ring, and the lines of three through the centre and 1:0.
    #[test]
    fn geometric_facts_of_section_2_3() {
        for c in Cell::all().filter(|c| c.ring() > 0) {
            let k = c.ring();
            let corner = c.index_in_ring() % k == 0;
            let (mut same, mut inner, mut outer_or_off) = (0, 0, 0);
            for d in 0..6 {
                match c.neighbour(d).map(Cell::ring) {
                    Some(r) if r == k => same += 1,
                    Some(r) if r + 1 == k => inner += 1,
                    _ => outer_or_off += 1,
                }
            }
            let expected = if corner { (2, 1, 3) } else { (2, 2, 2) };
            assert_eq!((same, inner, outer_or_off), expected, "{c}");
        }
        let lines = |c: &str| -> Vec<(String, String)> {
            let c: Cell = c.parse().unwrap();
            let mut v: Vec<(String, String)> = (0..3)
                .filter_map(|d| Some((c.neighbour(d)?, c.neighbour(d + 3)?)))
                .map(|(a, b)| {
                    let (a, b) = (a.to_string(), b.to_string());
                    if a < b { (a, b) } else { (b, a) }
                })
                .collect();
            v.sort();
            v
        };
        let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
        assert_eq!(
            lines("0:0"),
            vec![pair("1:0", "1:3"), pair("1:1", "1:4"), pair("1:2", "1:5")]
        );
        assert_eq!(
            lines("1:0"),
            vec![pair("0:0", "2:0"), pair("1:1", "2:11"), pair("1:5", "2:1")]
        );
    }

    #[test]
    fn rejects_bad_cells() {
        for text in [
            "", "0:1", "6:0", "1:6", "5:30", "1", "1:", ":1", "01:0", "1:-1", "a:b",
        ] {
            assert!(text.parse::<Cell>().is_err(), "{text}");
        }
    }

    #[test]
    fn shifts_do_not_wrap() {
        for c in Cell::all() {
            for d in 0..6 {
                let expected = c.neighbour(d).map_or(0, Cell::mask);
                assert_eq!(shift(c.mask(), d), expected, "{c} dir {d}");
            }
        }
    }
}
