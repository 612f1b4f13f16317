//! Tiles: colours, designs, edges, the 13 tile types, directions and rotations
//! (to-be-continued.md §1, §2, §8, §11.1).

use std::fmt;
use std::str::FromStr;

use crate::error::{ParseTileCountsError, ParseTileTypeError};

/// The colour of an image side (§2). Straight tiles have one black and one coloured side;
/// corner tiles show one colour, black included, on both image sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// Black (`K` in codes).
    Black,
    /// Red (`R`).
    Red,
    /// Yellow (`Y`).
    Yellow,
    /// Blue (`B`).
    Blue,
}

impl Colour {
    /// The one-letter code of §11.1: `K R Y B`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::Black => 'K',
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
        }
    }
}

/// A tile family, which is also the design of its image edges (§1, §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Design {
    /// Full side (`FS`).
    FullSide,
    /// Side centre (`SC`).
    SideCentre,
    /// Multiple images (`MU`), the wild card of §4.3 under `design_compatible = multi-wild`.
    Multi,
    /// Corner (`C`).
    Corner,
}

impl Design {
    /// The family code of §11.1: `FS SC MU C`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Design::FullSide => "FS",
            Design::SideCentre => "SC",
            Design::Multi => "MU",
            Design::Corner => "C",
        }
    }
}

/// A straight tile (images on two opposite sides) or a corner tile (two adjacent sides; it
/// turns the line by 90°) (§1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Kind {
    /// Images on opposite sides, one black, one coloured.
    Straight,
    /// Images on two adjacent sides, both in the corner's colour.
    Corner,
}

/// One side of a placed tile (§2): blank, or an image of a design and a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Edge {
    /// No image: nothing may join here.
    Blank,
    /// An image side.
    Image {
        /// The image's design (its tile's family).
        design: Design,
        /// The image's colour.
        colour: Colour,
    },
}

/// A compass direction on the table, in clockwise order (§2): x grows eastwards, y southwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dir {
    /// North, step (0, −1).
    N = 0,
    /// East, step (1, 0).
    E = 1,
    /// South, step (0, 1).
    S = 2,
    /// West, step (−1, 0).
    W = 3,
}

impl Dir {
    /// The four directions in clockwise order, indexed by their value.
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    /// The direction with clockwise index `i mod 4`.
    #[must_use]
    pub const fn from_index(i: u8) -> Dir {
        Dir::ALL[(i % 4) as usize]
    }

    /// The clockwise index 0..4.
    #[must_use]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Dir {
        Dir::from_index(self as u8 + 2)
    }

    /// A quarter turn anticlockwise: `left(N) = W`.
    #[must_use]
    pub const fn left(self) -> Dir {
        Dir::from_index(self as u8 + 3)
    }

    /// A quarter turn clockwise: `right(N) = E`.
    #[must_use]
    pub const fn right(self) -> Dir {
        Dir::from_index(self as u8 + 1)
    }

    /// The step `(dx, dy)` (§2).
    #[must_use]
    pub const fn step(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }

    /// The letter `N E S W`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    /// The direction of a letter `N E S W`.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Dir> {
        match c {
            'N' => Some(Dir::N),
            'E' => Some(Dir::E),
            'S' => Some(Dir::S),
            'W' => Some(Dir::W),
            _ => None,
        }
    }
}

/// One of the 13 tile types (§2 "Tile types", §8): tiles of one kind, design and colour are
/// identical in play. The index 0..13 is the §8 row order, which is also the order of legal
/// moves (§5) and of chance outcomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileType(u8);

const CODES: [&str; 13] = [
    "FS-R", "FS-Y", "FS-B", "SC-R", "SC-Y", "SC-B", "MU-R", "MU-Y", "MU-B", "C-K", "C-R", "C-Y",
    "C-B",
];

impl TileType {
    /// The number of tile types.
    pub const COUNT: usize = 13;
    /// Full-side red straight, index 0.
    pub const FS_R: TileType = TileType(0);
    /// Full-side yellow straight, index 1.
    pub const FS_Y: TileType = TileType(1);
    /// Full-side blue straight, index 2.
    pub const FS_B: TileType = TileType(2);
    /// Side-centre red straight, index 3.
    pub const SC_R: TileType = TileType(3);
    /// Side-centre yellow straight, index 4.
    pub const SC_Y: TileType = TileType(4);
    /// Side-centre blue straight, index 5.
    pub const SC_B: TileType = TileType(5);
    /// Multi red straight, index 6.
    pub const MU_R: TileType = TileType(6);
    /// Multi yellow straight, index 7.
    pub const MU_Y: TileType = TileType(7);
    /// Multi blue straight, index 8.
    pub const MU_B: TileType = TileType(8);
    /// Black corner, index 9.
    pub const C_K: TileType = TileType(9);
    /// Red corner, index 10.
    pub const C_R: TileType = TileType(10);
    /// Yellow corner, index 11.
    pub const C_Y: TileType = TileType(11);
    /// Blue corner, index 12.
    pub const C_B: TileType = TileType(12);

    /// All 13 types in index order.
    pub const ALL: [TileType; 13] = {
        let mut all = [TileType(0); 13];
        let mut i = 0;
        while i < 13 {
            all[i] = TileType(i as u8);
            i += 1;
        }
        all
    };

    /// The type of index `i` (0..13), `None` beyond.
    #[must_use]
    pub const fn from_index(i: usize) -> Option<TileType> {
        if i < Self::COUNT {
            Some(TileType(i as u8))
        } else {
            None
        }
    }

    /// The index 0..13 (§8 row order).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Straight (indices 0..9) or corner (9..13).
    #[must_use]
    pub const fn kind(self) -> Kind {
        if self.0 < 9 {
            Kind::Straight
        } else {
            Kind::Corner
        }
    }

    /// `true` for the four corner types.
    #[must_use]
    pub const fn is_corner(self) -> bool {
        self.0 >= 9
    }

    /// The family: FullSide, SideCentre, Multi (straights) or Corner.
    #[must_use]
    pub const fn design(self) -> Design {
        match self.0 {
            0..=2 => Design::FullSide,
            3..=5 => Design::SideCentre,
            6..=8 => Design::Multi,
            _ => Design::Corner,
        }
    }

    /// A straight's non-black colour, or a corner's colour.
    #[must_use]
    pub const fn colour(self) -> Colour {
        if self.0 >= 9 {
            match self.0 {
                9 => Colour::Black,
                10 => Colour::Red,
                11 => Colour::Yellow,
                _ => Colour::Blue,
            }
        } else {
            match self.0 % 3 {
                0 => Colour::Red,
                1 => Colour::Yellow,
                _ => Colour::Blue,
            }
        }
    }

    /// The points of a tile of this type left in hand at the end of a deal (§7.1): 2 for a
    /// corner, 1 for any other tile.
    #[must_use]
    pub const fn points(self) -> i64 {
        if self.is_corner() { 2 } else { 1 }
    }

    /// The code of §11.1, e.g. `FS-R`, `C-K`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        CODES[self.0 as usize]
    }

    /// The canonical edge (rotation 0) on `side` (§2): a straight shows black W and its
    /// colour E; a corner shows its colour N and W.
    #[must_use]
    pub const fn canonical_edge(self, side: Dir) -> Edge {
        let design = self.design();
        match (self.kind(), side) {
            (Kind::Straight, Dir::W) => Edge::Image {
                design,
                colour: Colour::Black,
            },
            (Kind::Straight, Dir::E) | (Kind::Corner, Dir::N | Dir::W) => Edge::Image {
                design,
                colour: self.colour(),
            },
            _ => Edge::Blank,
        }
    }

    /// The edge on `side` after `rotation` clockwise quarter turns (§2): the canonical edge on
    /// side `(side − rotation) mod 4`.
    #[must_use]
    pub const fn edge(self, rotation: u8, side: Dir) -> Edge {
        self.canonical_edge(Dir::from_index(side as u8 + 4 - rotation % 4))
    }
}

impl fmt::Display for TileType {
    /// The code of §11.1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for TileType {
    type Err = ParseTileTypeError;

    /// One of the 13 codes of §11.1, upper case, exactly as written.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CODES
            .iter()
            .position(|c| *c == s)
            .map(|i| TileType(i as u8))
            .ok_or_else(|| ParseTileTypeError(s.to_owned()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for TileType {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for TileType {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A number of tiles per type: a hand, the pile, the tiles on the table, or a whole tile set
/// (§2: "an implementation may store hands and the pile as counts per type").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TileCounts([u8; 13]);

impl TileCounts {
    /// No tiles.
    pub const EMPTY: TileCounts = TileCounts([0; 13]);

    /// The default 72-tile set of §8: 7 of each full-side type, 5 of each side-centre and
    /// multi type, 6 black corners and 5 of each coloured corner.
    pub const STANDARD: TileCounts = TileCounts([7, 7, 7, 5, 5, 5, 5, 5, 5, 6, 5, 5, 5]);

    /// Counts from an array indexed by type.
    #[must_use]
    pub const fn from_array(counts: [u8; 13]) -> TileCounts {
        TileCounts(counts)
    }

    /// The counts as an array indexed by type.
    #[must_use]
    pub const fn to_array(self) -> [u8; 13] {
        self.0
    }

    /// The number of tiles of type `t`.
    #[must_use]
    pub const fn get(&self, t: TileType) -> u8 {
        self.0[t.index()]
    }

    /// Adds one tile of type `t` (saturating).
    pub fn add(&mut self, t: TileType) {
        self.0[t.index()] = self.0[t.index()].saturating_add(1);
    }

    /// Removes one tile of type `t`; `false` (and no change) if there is none.
    pub fn remove(&mut self, t: TileType) -> bool {
        let c = &mut self.0[t.index()];
        if *c == 0 {
            return false;
        }
        *c -= 1;
        true
    }

    /// Sets the count of `t`.
    pub fn set(&mut self, t: TileType, n: u8) {
        self.0[t.index()] = n;
    }

    /// The total number of tiles.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| u32::from(c)).sum()
    }

    /// `true` when there is no tile.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// The types present, in index order.
    pub fn types(&self) -> impl Iterator<Item = TileType> + '_ {
        TileType::ALL.into_iter().filter(|t| self.get(*t) > 0)
    }

    /// The corner tiles among these: on the table, the count whose 8th ends the deal (§6.7).
    #[must_use]
    pub fn corners(&self) -> u8 {
        TileType::ALL
            .iter()
            .filter(|t| t.is_corner())
            .map(|&t| self.get(t))
            .sum()
    }

    /// The points of these tiles left in a hand (§7.1): 2 per corner, 1 per other tile.
    #[must_use]
    pub fn points(&self) -> i64 {
        TileType::ALL
            .iter()
            .map(|t| i64::from(self.get(*t)) * t.points())
            .sum()
    }

    /// `self − other` per type, `None` if some count would go below 0.
    #[must_use]
    pub fn checked_sub(&self, other: &TileCounts) -> Option<TileCounts> {
        let mut out = [0u8; 13];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i].checked_sub(other.0[i])?;
        }
        Some(TileCounts(out))
    }

    /// `self + other` per type (saturating).
    #[must_use]
    pub fn plus(&self, other: &TileCounts) -> TileCounts {
        let mut out = self.0;
        for (o, a) in out.iter_mut().zip(other.0) {
            *o = o.saturating_add(a);
        }
        TileCounts(out)
    }
}

impl fmt::Display for TileCounts {
    /// The counts in position notation (docs/notation.md): `FS-R*2+C-K`, `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let mut first = true;
        for t in self.types() {
            if !first {
                f.write_str("+")?;
            }
            first = false;
            match self.get(t) {
                1 => write!(f, "{t}")?,
                n => write!(f, "{t}*{n}")?,
            }
        }
        Ok(())
    }
}

impl FromStr for TileCounts {
    type Err = ParseTileCountsError;

    /// Parses the printed form only (docs/notation.md): `-` (no tiles) or `TYPE` / `TYPE*N`
    /// items (N ≥ 2; one tile is plain `TYPE`) joined by `+`, in strictly increasing type
    /// order, e.g. `FS-R*2+C-K`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut c = TileCounts::EMPTY;
        if s == "-" {
            return Ok(c);
        }
        let mut previous: Option<TileType> = None;
        for item in s.split('+') {
            let bad = || ParseTileCountsError(item.to_owned());
            let (code, n) = match item.split_once('*') {
                Some((code, n)) => (
                    code,
                    jokoak_core::parse_decimal(n)
                        .and_then(|n| u8::try_from(n).ok())
                        .filter(|&n| n >= 2)
                        .ok_or_else(bad)?,
                ),
                None => (item, 1),
            };
            let t: TileType = code.parse().map_err(|_| bad())?;
            if previous.is_some_and(|p| p.index() >= t.index()) {
                return Err(bad());
            }
            previous = Some(t);
            c.set(t, n);
        }
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_set_is_72_tiles_51_straight_21_corner() {
        let s = TileCounts::STANDARD;
        assert_eq!(s.total(), 72);
        assert_eq!(s.corners(), 21);
        let mut some = TileCounts::EMPTY;
        for t in [TileType::C_K, TileType::C_B, TileType::FS_R] {
            some.add(t);
        }
        assert_eq!(some.corners(), 2);
    }

    #[test]
    fn codes_round_trip_and_describe_the_type() {
        for t in TileType::ALL {
            assert_eq!(t.code().parse::<TileType>().unwrap(), t);
        }
        assert_eq!(TileType::SC_B.design(), Design::SideCentre);
        assert_eq!(TileType::SC_B.colour(), Colour::Blue);
        assert_eq!(TileType::C_K.colour(), Colour::Black);
        assert!("FS-K".parse::<TileType>().is_err());
        assert!("fs-r".parse::<TileType>().is_err());
    }

    #[test]
    fn corner_rotations_show_images_on_r_and_r_minus_1() {
        // §2: r0 = N+W, r1 = E+N, r2 = S+E, r3 = W+S.
        let sides = |r| {
            Dir::ALL
                .into_iter()
                .filter(|&d| TileType::C_R.edge(r, d) != Edge::Blank)
                .collect::<Vec<_>>()
        };
        assert_eq!(sides(0), vec![Dir::N, Dir::W]);
        assert_eq!(sides(1), vec![Dir::N, Dir::E]);
        assert_eq!(sides(2), vec![Dir::E, Dir::S]);
        assert_eq!(sides(3), vec![Dir::S, Dir::W]);
    }

    #[test]
    fn turns() {
        assert_eq!(Dir::N.left(), Dir::W);
        assert_eq!(Dir::N.right(), Dir::E);
        assert_eq!(Dir::W.left(), Dir::S);
        assert_eq!(Dir::E.opposite(), Dir::W);
    }
}
