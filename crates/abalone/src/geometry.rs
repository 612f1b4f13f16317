//! The hexagonal board: cells, the six directions and the padded bitboard layout
//! (abalone.md §2). Every table here is computed at compile time.
//!
//! A cell `(r, c)` (row `r` = 1..9 for A..I, number `c` = 1..9) exists iff `|r − c| ≤ 4`.
//! Bitboards use a padded 11 × 11 layout in a `u128`: cell `(r, c)` is bit `11·r + c`, so the
//! ring of padding cells around the hexagon (never set) makes every step off the board land on
//! a bit outside [`VALID`], and a step in a direction is one shift: E = 1, NW = 11, NE = 12.

use std::fmt;
use std::str::FromStr;

use crate::ParseCellError;

/// The padded width of the bitboard layout (9 cells plus one padding cell on each side).
pub(crate) const WIDTH: i32 = 11;

/// The bitboard of the 61 real cells.
pub(crate) const VALID: u128 = {
    let mut m = 0u128;
    let mut r = 1;
    while r <= 9 {
        let mut c = 1;
        while c <= 9 {
            if (r - c) <= 4 && (c - r) <= 4 {
                m |= 1u128 << (r * WIDTH + c);
            }
            c += 1;
        }
        r += 1;
    }
    m
};

/// The padded bit of each dense index (reading order A1 = 0 … I9 = 60, abalone.md §2.2).
const DENSE_TO_PADDED: [u8; 61] = {
    let mut t = [0u8; 61];
    let mut i = 0;
    let mut r = 1;
    while r <= 9 {
        let mut c = 1;
        while c <= 9 {
            if (r - c) <= 4 && (c - r) <= 4 {
                t[i] = (r * WIDTH + c) as u8;
                i += 1;
            }
            c += 1;
        }
        r += 1;
    }
    t
};

/// The dense index of each padded bit, `u8::MAX` for padding.
const PADDED_TO_DENSE: [u8; 128] = {
    let mut t = [u8::MAX; 128];
    let mut i = 0;
    while i < 61 {
        t[DENSE_TO_PADDED[i] as usize] = i as u8;
        i += 1;
    }
    t
};

/// The first number of each row, A..I (abalone.md §2.2: row `r` spans `max(1, r−4)..=min(9, r+4)`).
const fn row_first(r: u8) -> u8 {
    if r > 5 { r - 4 } else { 1 }
}

/// The last number of each row.
const fn row_last(r: u8) -> u8 {
    if r < 5 { r + 4 } else { 9 }
}

/// One of the 61 cells of the board (abalone.md §2.1), e.g. `e5`, the centre.
///
/// Printed lower-case (`a1`, `i9`); parsed in either case.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell on row `row` (1..=9 for A..I) with number `number` (1..=9), if it exists
    /// (`|row − number| ≤ 4`, abalone.md §2.2).
    #[must_use]
    pub const fn new(row: u8, number: u8) -> Option<Cell> {
        if row >= 1 && row <= 9 && number >= row_first(row) && number <= row_last(row) {
            Some(Cell((row as i32 * WIDTH + number as i32) as u8))
        } else {
            None
        }
    }

    /// The cell with dense index `index` (reading order: A1 = 0, A5 = 4, B1 = 5, …, I9 = 60).
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < 61 {
            Some(Cell(DENSE_TO_PADDED[index]))
        } else {
            None
        }
    }

    /// The dense index 0..=60 in reading order (abalone.md §2.2).
    #[must_use]
    pub const fn index(self) -> usize {
        PADDED_TO_DENSE[self.0 as usize] as usize
    }

    /// The row, 1..=9 for A..I.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / WIDTH as u8
    }

    /// The number (the north-west to south-east diagonal), 1..=9.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 % WIDTH as u8
    }

    /// The neighbouring cell in direction `dir`, `None` off the board.
    #[must_use]
    pub const fn step(self, dir: Direction) -> Option<Cell> {
        let p = self.0 as i32 + dir.offset();
        if p >= 0 && p < 128 && VALID & (1u128 << p) != 0 {
            Some(Cell(p as u8))
        } else {
            None
        }
    }

    /// The direction from `self` to the adjacent cell `to`, `None` if they are not adjacent.
    #[must_use]
    pub fn direction_to(self, to: Cell) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.step(d) == Some(to))
    }

    /// Every cell in reading order (A1, A2, …, I9).
    pub fn all() -> impl Iterator<Item = Cell> {
        DENSE_TO_PADDED.iter().map(|&p| Cell(p))
    }

    /// `true` for the 24 cells on the rim of the hexagon (abalone.md §2.3).
    #[must_use]
    pub fn is_rim(self) -> bool {
        Direction::ALL.into_iter().any(|d| self.step(d).is_none())
    }

    /// The padded bit index.
    pub(crate) const fn padded(self) -> u8 {
        self.0
    }

    /// The cell of a padded bit index known to be a real cell.
    pub(crate) const fn from_padded(p: u32) -> Cell {
        Cell(p as u8)
    }

    /// The bitboard holding only this cell.
    pub(crate) const fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row() - 1) as char, self.number())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Parses `e5` or `E5` (abalone.md §7.1).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCellError(s.to_owned());
        match s.as_bytes() {
            [row, num] => {
                let row = row.to_ascii_lowercase();
                if !(b'a'..=b'i').contains(&row) || !(b'1'..=b'9').contains(num) {
                    return Err(err());
                }
                Cell::new(row - b'a' + 1, num - b'0').ok_or_else(err)
            }
            _ => Err(err()),
        }
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Cell);

/// One of the six directions (abalone.md §2.3), in counter-clockwise order from east.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// East, Δ(row, number) = (0, +1): E5 → E6.
    E,
    /// North-east, (+1, +1): E5 → F6.
    NE,
    /// North-west, (+1, 0): E5 → F5.
    NW,
    /// West, (0, −1): E5 → E4.
    W,
    /// South-west, (−1, −1): E5 → D4.
    SW,
    /// South-east, (−1, 0): E5 → D5.
    SE,
}

impl Direction {
    /// The six directions, counter-clockwise from east (neighbours in this list are 60° apart).
    pub const ALL: [Direction; 6] = [
        Direction::E,
        Direction::NE,
        Direction::NW,
        Direction::W,
        Direction::SW,
        Direction::SE,
    ];

    /// The three axes, each named by its direction of increasing (row, number) order:
    /// rows (E), the `r − c` constant lines (NE), the numbered diagonals (NW).
    pub const AXES: [Direction; 3] = [Direction::E, Direction::NE, Direction::NW];

    /// The position in [`Direction::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 3) % 6]
    }

    /// The direction 60° counter-clockwise (`E` → `NE`).
    #[must_use]
    pub const fn left(self) -> Direction {
        Direction::ALL[(self as usize + 1) % 6]
    }

    /// The direction 60° clockwise (`E` → `SE`).
    #[must_use]
    pub const fn right(self) -> Direction {
        Direction::ALL[(self as usize + 5) % 6]
    }

    /// `true` if `self` and `other` lie on one axis (equal or opposite).
    #[must_use]
    pub const fn is_parallel(self, other: Direction) -> bool {
        (self as usize) % 3 == (other as usize) % 3
    }

    /// The axis of this direction, named by its positive direction (`E`, `NE` or `NW`).
    #[must_use]
    pub const fn axis(self) -> Direction {
        Direction::ALL[self as usize % 3]
    }

    /// Δ(row, number) of one step (abalone.md §2.3).
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::E => (0, 1),
            Direction::NE => (1, 1),
            Direction::NW => (1, 0),
            Direction::W => (0, -1),
            Direction::SW => (-1, -1),
            Direction::SE => (-1, 0),
        }
    }

    /// The shift of one step in the padded bitboard layout.
    pub(crate) const fn offset(self) -> i32 {
        let (dr, dc) = self.delta();
        dr as i32 * WIDTH + dc as i32
    }
}

/// Moves every bit of `b` one step by `offset` (a multiple of a direction's offset).
#[inline(always)]
pub(crate) const fn shift(b: u128, offset: i32) -> u128 {
    if offset >= 0 {
        b << offset
    } else {
        b >> -offset
    }
}

/// Packs a padded bitboard (real cells only) into 61 dense bits, reading order.
#[must_use]
pub(crate) const fn to_dense(b: u128) -> u64 {
    let mut out = 0u64;
    let mut r = 1u8;
    let mut start = 0u32;
    while r <= 9 {
        let first = row_first(r);
        let len = (row_last(r) - first + 1) as u32;
        let bits = (b >> (r as i32 * WIDTH + first as i32)) as u64 & ((1u64 << len) - 1);
        out |= bits << start;
        start += len;
        r += 1;
    }
    out
}

/// Iterates the set bits of a padded bitboard as cells.
pub(crate) fn cells(mut b: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let p = b.trailing_zeros();
            b &= b - 1;
            Some(Cell::from_padded(p))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_one_cells_rows_and_offsets() {
        assert_eq!(VALID.count_ones(), 61);
        let starts = [0, 5, 11, 18, 26, 35, 43, 50, 56];
        for (r, &s) in starts.iter().enumerate() {
            let first = Cell::new(r as u8 + 1, row_first(r as u8 + 1)).unwrap();
            assert_eq!(first.index(), s);
        }
        let lens: Vec<usize> = (1..=9)
            .map(|r| Cell::all().filter(|c| c.row() == r).count())
            .collect();
        assert_eq!(lens, [5, 6, 7, 8, 9, 8, 7, 6, 5]);
        for (i, c) in Cell::all().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Cell::from_index(i), Some(c));
            assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
        }
        assert_eq!(Cell::all().last().unwrap().to_string(), "i9");
    }

    #[test]
    fn rim_and_neighbour_counts() {
        let rim = Cell::all().filter(|c| c.is_rim()).count();
        assert_eq!(rim, 24);
        let degree = |c: Cell| {
            Direction::ALL
                .iter()
                .filter(|&&d| c.step(d).is_some())
                .count()
        };
        let mut by_degree = [0; 7];
        for c in Cell::all() {
            by_degree[degree(c)] += 1;
        }
        assert_eq!(by_degree[3], 6);
        assert_eq!(by_degree[4], 18);
        assert_eq!(by_degree[6], 37);
    }

    #[test]
    fn directions_from_the_centre() {
        let e5: Cell = "E5".parse().unwrap();
        let names: Vec<String> = Direction::ALL
            .iter()
            .map(|&d| e5.step(d).unwrap().to_string())
            .collect();
        assert_eq!(names, ["e6", "f6", "f5", "e4", "d4", "d5"]);
        assert!("a6".parse::<Cell>().is_err());
        assert!("j1".parse::<Cell>().is_err());
        assert!("e".parse::<Cell>().is_err());
    }

    #[test]
    fn dense_packing() {
        for c in Cell::all() {
            assert_eq!(to_dense(c.bit()), 1u64 << c.index());
        }
        assert_eq!(to_dense(VALID), (1u64 << 61) - 1);
    }
}
