//! Moves and chance outcomes in the notation of to-be-continued.md §11.2–§11.3.

use std::fmt;
use std::str::FromStr;

use crate::error::ParseMoveError;
use crate::tiles::TileType;

/// Which end of the line (§2, §3.2): `E0` or `E1`. Indices are fixed for the whole deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndId {
    /// End0: heads W after the start tile.
    E0 = 0,
    /// End1: heads E (straight start) or N (corner start) after the start tile.
    E1 = 1,
}

impl EndId {
    /// Both ends, End0 first (the order of legal moves, §5).
    pub const BOTH: [EndId; 2] = [EndId::E0, EndId::E1];

    /// 0 or 1.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A corner's turn, left or right of the end's heading (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Turn {
    /// `L`: a quarter turn anticlockwise.
    Left,
    /// `R`: a quarter turn clockwise.
    Right,
}

/// A placement (§5): a tile type at an end, with a turn for corners and none for straights.
/// The rotation and the target cell follow from the position. Only such pairs can be built
/// ([`Placement::new`], [`Move::straight`], [`Move::corner`]), so every placement prints
/// and parses back (§11.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub(crate) tile: TileType,
    pub(crate) end: EndId,
    pub(crate) turn: Option<Turn>,
}

impl Placement {
    /// `tile` at `end` with `turn`; `None` unless `turn` is `Some` exactly for a corner (§5).
    #[must_use]
    pub const fn new(tile: TileType, end: EndId, turn: Option<Turn>) -> Option<Placement> {
        if tile.is_corner() == turn.is_some() {
            Some(Placement { tile, end, turn })
        } else {
            None
        }
    }

    /// The tile type placed (the lowest-id tile of the type in hand moves).
    #[must_use]
    pub const fn tile(self) -> TileType {
        self.tile
    }

    /// The end receiving it.
    #[must_use]
    pub const fn end(self) -> EndId {
        self.end
    }

    /// The corner's turn; `None` for a straight.
    #[must_use]
    pub const fn turn(self) -> Option<Turn> {
        self.turn
    }
}

/// A seat that may draw first (§3.3 `first:S`): `0..=5`, the seats of the largest table
/// (2 to 6 players, §1). Only those can be built ([`Seat::new`]), so `first:S` always prints
/// and parses back; [`Game::play`](jokoak_core::Game::play) refuses a seat the match does not
/// have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(u8);

impl Seat {
    /// Seat `seat`; `None` above 5.
    #[must_use]
    pub const fn new(seat: u8) -> Option<Seat> {
        if seat < 6 { Some(Seat(seat)) } else { None }
    }

    /// The seat number, `0..=5`.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// One ply (§11.2–§11.3): a decision (placement, `stop`, `pass`) or a chance outcome
/// (`first:S`, `tile:TYPE`). Every value round-trips through `Display`/`FromStr`
/// (docs/architecture.md, "Moves"): a placement's turn matches its tile and a seat is 0..=5.
///
/// `Display`/`FromStr` are the spec's notation exactly: `first:2`, `tile:FS-R`, `FS-R@E1`,
/// `C-K@E0:L`, `stop`, `pass`.
///
/// ```
/// use jokoak_continued::Move;
/// for text in ["FS-R@E1", "C-K@E0:L", "MU-B@E0", "C-Y@E1:R", "tile:C-B", "first:3", "stop", "pass"] {
///     assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
/// }
/// assert!("FS-R@E1:L".parse::<Move>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// `first:S`: the chance outcome choosing deal 1's first player (§3.2 step 4).
    First(Seat),
    /// `tile:TYPE`: the chance outcome of a tile leaving the pile (§3.3).
    Tile(TileType),
    /// A placement (§5).
    Place(Placement),
    /// `stop`: end the turn after at least one placement (§6.2).
    Stop,
    /// `pass`: no placement possible and the pile empty (§6.5).
    Pass,
}

impl Move {
    /// The straight placement `TYPE@E`; `None` if `tile` is a corner.
    #[must_use]
    pub const fn straight(tile: TileType, end: EndId) -> Option<Move> {
        match Placement::new(tile, end, None) {
            Some(p) => Some(Move::Place(p)),
            None => None,
        }
    }

    /// The corner placement `TYPE@E:T`; `None` if `tile` is a straight.
    #[must_use]
    pub const fn corner(tile: TileType, end: EndId, turn: Turn) -> Option<Move> {
        match Placement::new(tile, end, Some(turn)) {
            Some(p) => Some(Move::Place(p)),
            None => None,
        }
    }

    /// The chance outcome `first:S`; `None` for a seat above 5.
    #[must_use]
    pub const fn first(seat: u8) -> Option<Move> {
        match Seat::new(seat) {
            Some(s) => Some(Move::First(s)),
            None => None,
        }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@E{}", self.tile, self.end.index())?;
        match self.turn {
            None => Ok(()),
            Some(Turn::Left) => f.write_str(":L"),
            Some(Turn::Right) => f.write_str(":R"),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::First(s) => write!(f, "first:{}", s.get()),
            Move::Tile(t) => write!(f, "tile:{t}"),
            Move::Place(p) => p.fmt(f),
            Move::Stop => f.write_str("stop"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Placement {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |reason| ParseMoveError::new(s, reason);
        let (code, rest) = s
            .split_once('@')
            .ok_or_else(|| bad("expected TYPE@E0 or TYPE@E1"))?;
        let tile: TileType = code.parse().map_err(|_| bad("unknown tile type code"))?;
        let (end, turn) = match rest.split_once(':') {
            Some((e, t)) => (e, Some(t)),
            None => (rest, None),
        };
        let end = match end {
            "E0" => EndId::E0,
            "E1" => EndId::E1,
            _ => return Err(bad("the end must be E0 or E1")),
        };
        let turn = match (tile.is_corner(), turn) {
            (true, Some("L")) => Some(Turn::Left),
            (true, Some("R")) => Some(Turn::Right),
            (true, Some(_)) => return Err(bad("the turn must be L or R")),
            (true, None) => return Err(bad("a corner needs a turn, :L or :R")),
            (false, Some(_)) => return Err(bad("a straight takes no turn")),
            (false, None) => None,
        };
        Ok(Placement { tile, end, turn })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses the notation of §11.2–§11.3.
    ///
    /// # Errors
    /// [`ParseMoveError`] naming the token and what is wrong (§11.2: a straight with a turn, a
    /// corner without one, an end other than `E0`/`E1`, an unknown code).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |reason| ParseMoveError::new(s, reason);
        match s {
            "stop" => return Ok(Move::Stop),
            "pass" => return Ok(Move::Pass),
            _ => {}
        }
        if let Some(seat) = s.strip_prefix("first:") {
            let n = jokoak_core::parse_decimal(seat)
                .filter(|&n| n < 6)
                .ok_or_else(|| bad("the first player must be a seat 0 to 5"))?;
            return Move::first(n as u8)
                .ok_or_else(|| bad("the first player must be a seat 0 to 5"));
        }
        if let Some(code) = s.strip_prefix("tile:") {
            return code
                .parse()
                .map(Move::Tile)
                .map_err(|_| bad("unknown tile type code"));
        }
        if s.contains('@') {
            return s.parse().map(Move::Place);
        }
        Err(bad(
            "expected a placement TYPE@E0/E1[:L/:R], stop, pass, tile:TYPE or first:S",
        ))
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Move);
