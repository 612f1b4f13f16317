//! The table: a W×H grid of cells, the tiles placed on it, the two ends of the line and the
//! viability ("reach a corner") test (to-be-continued.md §2, §3.1, §5 rule 3).

use std::fmt;

use crate::matching::DesignRule;
use crate::tiles::{Design, Dir, TileType};

/// The largest table side accepted (cells).
pub const MAX_SIDE: u8 = 99;

/// The size of the table in cells (§3.1; option `table`, spelled `WxH`, default `21x15`).
/// The start cell is `(W / 2, H / 2)`: the true centre on odd sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableSize {
    /// Cells from west to east, 1..=99.
    pub width: u8,
    /// Cells from north to south, 1..=99.
    pub height: u8,
}

impl Default for TableSize {
    fn default() -> Self {
        TableSize::STANDARD
    }
}

impl TableSize {
    /// The default table of §3.1: 21 × 15 cells, start cell (10, 7).
    pub const STANDARD: TableSize = TableSize {
        width: 21,
        height: 15,
    };

    /// A table of `width × height` cells, `None` unless both are in `1..=99`.
    #[must_use]
    pub const fn new(width: u8, height: u8) -> Option<TableSize> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            None
        } else {
            Some(TableSize { width, height })
        }
    }

    /// The start cell (§3.1): `(W / 2, H / 2)`.
    #[must_use]
    pub const fn start(self) -> Cell {
        Cell {
            x: self.width / 2,
            y: self.height / 2,
        }
    }

    /// The number of cells.
    #[must_use]
    pub const fn cells(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// The cell one step from `c` towards `d`, `None` off the table.
    #[must_use]
    pub const fn step(self, c: Cell, d: Dir) -> Option<Cell> {
        let (dx, dy) = d.step();
        let x = c.x as i32 + dx;
        let y = c.y as i32 + dy;
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            None
        } else {
            Some(Cell {
                x: x as u8,
                y: y as u8,
            })
        }
    }

    /// `true` if `c` lies on the table.
    #[must_use]
    pub const fn contains(self, c: Cell) -> bool {
        c.x < self.width && c.y < self.height
    }

    /// The option value `WxH`, e.g. `21x15`.
    #[must_use]
    pub fn name(self) -> String {
        format!("{}x{}", self.width, self.height)
    }

    /// Parses the option value `WxH` (decimal, no leading zeros).
    #[must_use]
    pub fn parse(text: &str) -> Option<TableSize> {
        let (w, h) = text.split_once('x')?;
        let w = jokoak_core::parse_decimal(w)?;
        let h = jokoak_core::parse_decimal(h)?;
        TableSize::new(u8::try_from(w).ok()?, u8::try_from(h).ok()?)
    }
}

/// A cell `(x, y)` of the table (§2): x grows eastwards, y southwards. Printed `x,y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    /// Column, from the west edge.
    pub x: u8,
    /// Row, from the north edge.
    pub y: u8,
}

impl Cell {
    /// The cell `(x, y)`.
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// One end of the line (§2): the cell of an end tile and the side (`heading`) on which its
/// free image edge points outwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LineEnd {
    /// The end tile's cell.
    pub cell: Cell,
    /// Where the free image edge points.
    pub heading: Dir,
}

/// A tile on the table: its type and rotation (clockwise quarter turns, 0..4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Placed {
    /// The tile type.
    pub tile: TileType,
    /// The rotation, 0..4 (§2).
    pub rotation: u8,
}

/// The grid of cells with the tiles placed on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    size: TableSize,
    /// 0 = empty, else `1 + 4 · type + rotation`.
    cells: Vec<u8>,
}

impl Grid {
    /// An empty table.
    #[must_use]
    pub fn new(size: TableSize) -> Grid {
        Grid {
            size,
            cells: vec![0; size.cells()],
        }
    }

    /// The table size.
    #[must_use]
    pub const fn size(&self) -> TableSize {
        self.size
    }

    fn index(&self, c: Cell) -> usize {
        c.y as usize * self.size.width as usize + c.x as usize
    }

    /// The tile at `c`, `None` if the cell is empty or off the table.
    #[must_use]
    pub fn get(&self, c: Cell) -> Option<Placed> {
        if !self.size.contains(c) {
            return None;
        }
        match self.cells[self.index(c)] {
            0 => None,
            v => Some(Placed {
                tile: TileType::from_index(usize::from((v - 1) / 4))?,
                rotation: (v - 1) % 4,
            }),
        }
    }

    /// `true` if `c` is on the table and empty.
    #[must_use]
    pub fn is_free(&self, c: Cell) -> bool {
        self.size.contains(c) && self.cells[self.index(c)] == 0
    }

    /// Puts a tile on `c` (on the table), replacing whatever was there.
    pub fn set(&mut self, c: Cell, p: Placed) {
        if self.size.contains(c) {
            let i = self.index(c);
            self.cells[i] = 1 + 4 * p.tile.index() as u8 + p.rotation % 4;
        }
    }

    /// Empties every cell.
    pub fn clear(&mut self) {
        self.cells.fill(0);
    }

    /// Every placed tile with its cell, in row-major order (north to south, west to east).
    pub fn tiles(&self) -> impl Iterator<Item = (Cell, Placed)> + '_ {
        let w = self.size.width as usize;
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v != 0)
            .map(move |(i, &v)| {
                let c = Cell::new((i % w) as u8, (i / w) as u8);
                let p = Placed {
                    tile: TileType::ALL[usize::from((v - 1) / 4) % TileType::COUNT],
                    rotation: (v - 1) % 4,
                };
                (c, p)
            })
    }

    /// The viability test of §5 rule 3 for an end at `cell` heading `heading` whose end tile
    /// is of type `end_tile`, with `blocked` counted as occupied (the cell a placement is about
    /// to fill).
    ///
    /// Multi-wild: the run of free cells ahead must contain, at or beyond `need` (0 after a
    /// full-side tile, 1 after a corner or a Multi tile, 2 after a side-centre tile), a cell
    /// with room to one side for a corner and the straight that must follow it. Strict: the
    /// same with need 0 / 1 for full-side / corner ends; side-centre and Multi ends, which can
    /// never reach a corner, need two free cells ahead.
    #[must_use]
    pub fn viable(
        &self,
        rule: DesignRule,
        cell: Cell,
        heading: Dir,
        end_tile: TileType,
        blocked: Option<Cell>,
    ) -> bool {
        self.viable_need(cell, heading, Need::of(rule, end_tile.design()), blocked)
    }

    /// [`Grid::viable`] for an end tile of the given [`Need`].
    #[must_use]
    pub fn viable_need(&self, cell: Cell, heading: Dir, need: Need, blocked: Option<Cell>) -> bool {
        let w = i32::from(self.size.width);
        let h = i32::from(self.size.height);
        let blocked = blocked.map_or(-1, |b| i32::from(b.y) * w + i32::from(b.x));
        // `true` if (x, y) is on the table, empty and not blocked.
        let open = |x: i32, y: i32| {
            if x < 0 || y < 0 || x >= w || y >= h {
                return false;
            }
            let i = y * w + x;
            i != blocked && self.cells[i as usize] == 0
        };
        let (dx, dy) = heading.step();
        let (mut x, mut y) = (i32::from(cell.x) + dx, i32::from(cell.y) + dy);
        let need = match need {
            Need::Steps(n) => i32::from(n),
            Need::StraightOnly => return open(x, y) && open(x + dx, y + dy),
        };
        let (lx, ly) = heading.left().step();
        let mut j = 0;
        while open(x, y) {
            if j >= need
                && ((open(x + lx, y + ly) && open(x + 2 * lx, y + 2 * ly))
                    || (open(x - lx, y - ly) && open(x - 2 * lx, y - 2 * ly)))
            {
                return true;
            }
            j += 1;
            x += dx;
            y += dy;
        }
        false
    }
}

/// What an end needs before a corner can follow it (§5 rule 3), by its end tile's design.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Need {
    /// This many straights must follow before a corner: 0 after a full-side tile, 1 after a
    /// corner or (multi-wild) a Multi tile, 2 after (multi-wild) a side-centre tile.
    Steps(u8),
    /// Under `strict`, side-centre and Multi ends never reach a corner: they need two free
    /// cells ahead.
    StraightOnly,
}

impl Need {
    /// The need of an end whose tile has `design` under `rule`.
    #[must_use]
    pub const fn of(rule: DesignRule, design: Design) -> Need {
        match (design, rule) {
            (Design::FullSide, _) => Need::Steps(0),
            (Design::Corner, _) | (Design::Multi, DesignRule::MultiWild) => Need::Steps(1),
            (Design::SideCentre, DesignRule::MultiWild) => Need::Steps(2),
            (Design::SideCentre | Design::Multi, DesignRule::Strict) => Need::StraightOnly,
        }
    }

    /// An index 0..4 (for tables).
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Need::Steps(n) => n as usize,
            Need::StraightOnly => 3,
        }
    }
}

/// The ends of a lone start tile of type `t` at `cell` (§3.2): a straight (rotation 0) heads
/// W (End0) and E (End1); a corner (rotation 0) heads W (End0) and N (End1).
#[must_use]
pub const fn start_ends(t: TileType, cell: Cell) -> [LineEnd; 2] {
    let second = if t.is_corner() { Dir::N } else { Dir::E };
    [
        LineEnd {
            cell,
            heading: Dir::W,
        },
        LineEnd {
            cell,
            heading: second,
        },
    ]
}

/// The table configuration check of §3.1: every one of the 13 tile types, alone on an empty
/// table at the start cell in its start orientation, leaves both its ends viable. Returns the
/// first type that fails, `None` if the table is accepted.
#[must_use]
pub fn first_failing_start(size: TableSize, rule: DesignRule) -> Option<TileType> {
    let mut grid = Grid::new(size);
    let start = size.start();
    TileType::ALL.into_iter().find(|&t| {
        grid.clear();
        grid.set(
            start,
            Placed {
                tile: t,
                rotation: 0,
            },
        );
        !start_ends(t, start)
            .iter()
            .all(|e| grid.viable(rule, e.cell, e.heading, t, None))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepted(w: u8, h: u8) -> bool {
        first_failing_start(TableSize::new(w, h).unwrap(), DesignRule::MultiWild).is_none()
    }

    /// X12: the table configuration check.
    #[test]
    fn x12_table_configuration_check() {
        assert!(!accepted(5, 3));
        assert!(!accepted(5, 5));
        // 5×5 fails on the side-centre types.
        assert_eq!(
            first_failing_start(TableSize::new(5, 5).unwrap(), DesignRule::MultiWild),
            Some(TileType::SC_R)
        );
        assert!(accepted(7, 5));
        assert!(accepted(9, 5));
        assert!(accepted(21, 15));
        assert_eq!(TableSize::STANDARD.start(), Cell::new(10, 7));
        assert_eq!(TableSize::new(7, 5).unwrap().start(), Cell::new(3, 2));
    }

    #[test]
    fn x12_every_start_fails_on_5x3() {
        let size = TableSize::new(5, 3).unwrap();
        let start = size.start();
        for t in TileType::ALL {
            let mut grid = Grid::new(size);
            grid.set(
                start,
                Placed {
                    tile: t,
                    rotation: 0,
                },
            );
            for e in start_ends(t, start) {
                let ok = grid.viable(DesignRule::MultiWild, e.cell, e.heading, t, None);
                assert!(!ok, "{t} heading {:?} passes on 5x3", e.heading);
            }
        }
    }

    #[test]
    fn table_option_spelling() {
        assert_eq!(TableSize::parse("21x15"), Some(TableSize::STANDARD));
        assert_eq!(TableSize::parse("021x15"), None);
        assert_eq!(TableSize::parse("0x15"), None);
        assert_eq!(TableSize::parse("100x15"), None);
        assert_eq!(TableSize::parse("21X15"), None);
        assert_eq!(TableSize::STANDARD.name(), "21x15");
    }
}
