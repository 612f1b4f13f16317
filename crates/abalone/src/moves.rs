//! The `Move` type and its Aba-Pro notation (abalone.md §4, §7.2).

use std::fmt;
use std::str::FromStr;

use jokoak_core::Player;

use crate::ParseMoveError;
use crate::geometry::{Cell, Direction, WIDTH};

/// An in-line move of 1–3 marbles, pushes included (§4.3): the rear marble of the group and
/// the direction of travel; Aba-Pro `from to` with `to = from + dir` (`a1b2`). Built only by
/// [`Move::inline`], from two adjacent cells, so `to` is always on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Inline {
    pub(crate) from: Cell,
    pub(crate) dir: Direction,
}

impl Inline {
    /// The rear marble of the group.
    #[must_use]
    pub const fn from(self) -> Cell {
        self.from
    }

    /// The direction of travel.
    #[must_use]
    pub const fn dir(self) -> Direction {
        self.dir
    }
}

/// A broadside move of 2 or 3 marbles (§4.2): the group starts at its end first in (row,
/// number) order and runs `len` cells along `axis` (`E`, `NE` or `NW`); every marble steps in
/// `dir`, not parallel to `axis`, onto a cell of the board. Aba-Pro `end1 end2 to1`
/// (`c3c5d4`). Built only by [`Move::broadside`], which keeps all of this true.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Broadside {
    pub(crate) from: Cell,
    pub(crate) axis: Direction,
    pub(crate) len: u8,
    pub(crate) dir: Direction,
}

impl Broadside {
    /// The end of the group first in (row, number) order.
    #[must_use]
    pub const fn from(self) -> Cell {
        self.from
    }

    /// The group's axis, named by its positive direction: `E`, `NE` or `NW`.
    #[must_use]
    pub const fn axis(self) -> Direction {
        self.axis
    }

    /// The number of marbles, 2 or 3.
    #[must_use]
    pub const fn marbles(self) -> u8 {
        self.len
    }

    /// The direction of travel, not parallel to the axis.
    #[must_use]
    pub const fn dir(self) -> Direction {
        self.dir
    }
}

/// A seat of Abalone (§3.4): `b` (0), `w` (1) or `r` (2), as a flag fall names it. Only
/// those can be built ([`Seat::of`]), so `flag:SEAT` always prints and parses back.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Seat(u8);

impl Seat {
    /// The seat `player`; `None` above 2.
    #[must_use]
    pub const fn of(player: Player) -> Option<Seat> {
        if player.0 < 3 {
            Some(Seat(player.0))
        } else {
            None
        }
    }

    /// The seat as a player.
    #[must_use]
    pub const fn player(self) -> Player {
        Player(self.0)
    }

    /// Its label: `b`, `w` or `r` (DESIGN §6.1).
    #[must_use]
    pub const fn label(self) -> &'static str {
        SEAT_LABELS[self.0 as usize]
    }
}

/// One ply of Abalone (abalone.md §4), printed and parsed in Aba-Pro notation (§7.2).
///
/// A move records only what the mover does; pushed and ejected marbles follow from the
/// position, so an in-line move is its rear marble and direction, whatever the group size.
/// Two values are equal exactly when they print the same (broadsides are stored from their
/// first end in (row, number) order, whichever end the text named first). Every value
/// round-trips through `Display`/`FromStr` (docs/architecture.md, "Moves"): the variants hold
/// types that only their checked constructors build.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// In-line move of 1–3 marbles, pushes included (§4.3).
    Inline(Inline),
    /// Broadside move of 2 or 3 marbles (§4.2).
    Broadside(Broadside),
    /// The forced pass of a 3-player game when the player to move has no move (§7.4): `pass`.
    Pass,
    /// A flag fall under time control (§5.4): the record entry `flag:SEAT` (`flag:b`). Never
    /// among the legal moves; `play` accepts it for the player to move when the game is timed.
    Flag(Seat),
}

/// The seat labels in seat order (DESIGN §6.1; abalone.md §3.4: P1 black, P2 white, P3 red).
pub const SEAT_LABELS: [&str; 3] = ["b", "w", "r"];

impl Move {
    /// An in-line move of the group whose rear marble is `from`, towards the adjacent `to`
    /// (Aba-Pro `from to`); `None` if the cells are not adjacent.
    #[must_use]
    pub fn inline(from: Cell, to: Cell) -> Option<Move> {
        from.direction_to(to)
            .map(|dir| Move::Inline(Inline { from, dir }))
    }

    /// A broadside move of the group with ends `end1`, `end2` (in either order) where `end1`
    /// goes to the adjacent `to` (Aba-Pro `end1 end2 to`); `None` unless the ends are 1 or 2
    /// cells apart on one line, `to` is adjacent to `end1` off that line, and the other end's
    /// destination is on the board too. A broadside whose destination leaves the board is
    /// illegal in every position (§4.2), and its canonical form, written from the first end
    /// in (row, number) order (§7.2), could not name that end's destination: `e2e1d1` would
    /// print as `e1e2d0`.
    #[must_use]
    pub fn broadside(end1: Cell, end2: Cell, to: Cell) -> Option<Move> {
        let dir = end1.direction_to(to)?;
        let (len, toward) = Direction::ALL.into_iter().find_map(|d| {
            let one = end1.step(d)?;
            if one == end2 {
                return Some((2, d));
            }
            (one.step(d)? == end2).then_some((3, d))
        })?;
        if toward.is_parallel(dir) {
            return None;
        }
        end2.step(dir)?;
        let (from, axis) = if end1 < end2 {
            (end1, toward)
        } else {
            (end2, toward.opposite())
        };
        Some(Move::Broadside(Broadside {
            from,
            axis,
            len,
            dir,
        }))
    }

    /// The number of own marbles the move names (1 for an in-line move, whose group size
    /// depends on the position; 0 for `pass` and `flag`).
    #[must_use]
    pub fn named_marbles(self) -> u8 {
        match self {
            Move::Inline(Inline { .. }) => 1,
            Move::Broadside(Broadside { len, .. }) => len,
            Move::Pass | Move::Flag(_) => 0,
        }
    }
}

/// Writes the cell `steps` steps from `from` in `dir` (on the board for every move the
/// constructors build; an off-board cell would print as its row and number all the same).
fn write_cell_at(
    f: &mut fmt::Formatter<'_>,
    from: Cell,
    dir: Direction,
    steps: i32,
) -> fmt::Result {
    let p = i32::from(from.padded()) + steps * dir.offset();
    let (r, c) = (p.div_euclid(WIDTH), p.rem_euclid(WIDTH));
    let row = u8::try_from(r).ok().filter(|r| (1..=26).contains(r));
    match row {
        Some(r) => write!(f, "{}{c}", (b'a' + r - 1) as char),
        None => write!(f, "?{c}"),
    }
}

impl fmt::Display for Move {
    /// Canonical Aba-Pro (§7.2): `a1b2`, `c3c5d4` (first end in (row, number) order), `pass`,
    /// `flag:b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Inline(Inline { from, dir }) => {
                write!(f, "{from}")?;
                write_cell_at(f, from, dir, 1)
            }
            Move::Broadside(b) => {
                write!(f, "{}", b.from)?;
                write_cell_at(f, b.from, b.axis, i32::from(b.len) - 1)?;
                write_cell_at(f, b.from, b.dir, 1)
            }
            Move::Pass => f.write_str("pass"),
            Move::Flag(seat) => write!(f, "flag:{}", seat.label()),
        }
    }
}

/// Strips the annotation characters `! ? + * >` some annotators append (§7.2).
pub(crate) fn strip_annotations(s: &str) -> &str {
    s.trim_end_matches(['!', '?', '+', '*', '>'])
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses one Aba-Pro move token in either case (§7.2), ignoring trailing `!?+*>`; also
    /// `pass` and `flag:SEAT`. A token has no blanks: `" a1b2"` is refused.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let token = s.to_owned();
        let body = strip_annotations(s);
        if body.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        if let Some(seat) = body.strip_prefix("flag:") {
            return match SEAT_LABELS.iter().position(|l| *l == seat) {
                Some(i) => Seat::of(Player(i as u8))
                    .map(Move::Flag)
                    .ok_or(ParseMoveError::Shape { token }),
                None => Err(ParseMoveError::Shape { token }),
            };
        }
        if !body.is_ascii() || !(body.len() == 4 || body.len() == 6) {
            return Err(ParseMoveError::Shape { token });
        }
        let mut cells = Vec::with_capacity(3);
        for i in (0..body.len()).step_by(2) {
            let text = &body[i..i + 2];
            let cell = text.parse::<Cell>().map_err(|_| ParseMoveError::Cell {
                token: token.clone(),
                cell: text.to_owned(),
            })?;
            cells.push(cell);
        }
        match cells[..] {
            [from, to] => Move::inline(from, to).ok_or(ParseMoveError::NotAdjacent {
                token,
                from: body[..2].to_owned(),
                to: body[2..].to_owned(),
            }),
            [e1, e2, to] => Move::broadside(e1, e2, to).ok_or(ParseMoveError::Broadside { token }),
            _ => Err(ParseMoveError::Shape { token }),
        }
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_via_notation!(Move);

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn inline_and_broadside_print_canonically() {
        assert_eq!(mv("A1B2").to_string(), "a1b2");
        assert_eq!(mv("C5C3D6"), mv("c3c5d4"));
        assert_eq!(mv("c5c3d6").to_string(), "c3c5d4");
        assert_eq!(mv("b2c3c2").to_string(), "b2c3c2");
        assert_eq!(mv("c3c2").to_string(), "c3c2");
        assert_eq!(mv("e4e5!?").to_string(), "e4e5");
        assert_eq!(mv("pass"), Move::Pass);
        assert_eq!(mv("flag:w"), Move::Flag(Seat::of(Player(1)).unwrap()));
        assert_eq!(
            Move::Flag(Seat::of(Player(2)).unwrap()).to_string(),
            "flag:r"
        );
    }

    #[test]
    fn malformed_moves_name_the_token() {
        assert!(matches!(
            "a1a3".parse::<Move>(),
            Err(ParseMoveError::NotAdjacent { .. })
        ));
        assert!(
            matches!("a1a6".parse::<Move>(), Err(ParseMoveError::Cell { cell, .. }) if cell == "a6")
        );
        // Ends on a line but the destination moves along it: not a broadside.
        assert!(matches!(
            "c3c5c4".parse::<Move>(),
            Err(ParseMoveError::Broadside { .. })
        ));
        assert!(matches!(
            "c3c6d4".parse::<Move>(),
            Err(ParseMoveError::Broadside { .. })
        ));
        assert!(matches!(
            "c3".parse::<Move>(),
            Err(ParseMoveError::Shape { .. })
        ));
        assert!(matches!(
            "flag:x".parse::<Move>(),
            Err(ParseMoveError::Shape { .. })
        ));
    }
}
