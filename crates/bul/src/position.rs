//! The state of a game of Bul (bul.md §13): the track, the homes, the dead, who acts and the
//! throw.

use jokoak_core::{Game, GameOptions, SettingsError};

use crate::{Move, Options, Seat, Stack};

/// Cells per state: positions `0..=T+1` for `T ≤ 30` (the homes' cells stay empty).
pub(crate) const CELLS: usize = 32;

/// What kind of node comes next and who acts there (bul.md §4, §5, §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// The opening draw is due (`?:?`): a chance node `first:R` / `first:B`, ½ each (§4, §14).
    Opening,
    /// This side throws the dice (`R:?`): a chance node `yellow:0` … `yellow:4` (§3, §5).
    Throw(Seat),
    /// This side moves with a throw worth `points` (`R:3`): a decision node (§5, §7).
    Move {
        /// The seat to move.
        seat: Seat,
        /// The throw's value under the active scoring, 0..=5.
        points: u8,
    },
    /// The game is over (`-:-`): the winner, or `None` for a draw at the ply limit (§9, §13).
    Over(Option<Seat>),
}

/// A game of Bul (bul.md): the position, who acts, and the options it is played under.
///
/// The state is the game ([`Game`]): chance nodes for the opening draw and every throw,
/// decision nodes for moves. `Display`/`FromStr` are the §14 position notation
/// (`B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0`); `FromStr` parses under default options, use
/// [`Bul::parse`] for others.
///
/// Equality compares everything the rules read: the position, who acts, the options and the
/// ply count kept for `ply_limit` (§13), which the notation does not carry (§14); two states
/// are `==` exactly when they play alike. [`Bul::same_position`] compares what the notation
/// shows. With the `serde` feature a state is `{"options", "position", "plies"}`, so a
/// deserialised state is `==` to the original.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bul {
    /// Track spaces by position (`1..=T`); bottom to top.
    pub(crate) cells: [Stack; CELLS],
    /// Per side, bit `p` set when the side controls position `p` (its piece is on top).
    pub(crate) control: [u32; 2],
    /// Pieces waiting at home, per side.
    pub(crate) home: [u8; 2],
    /// Pieces out of the game, per side.
    pub(crate) dead: [u8; 2],
    pub(crate) node: Node,
    /// Plies played since the start or the parsed position (for `ply_limit`, §14).
    pub(crate) plies: u64,
    pub(crate) options: Options,
}

impl Default for Bul {
    /// The initial position under the seed's rules: `?:? | home R5 B5 | - | dead R0 B0`.
    fn default() -> Self {
        Bul::start(Options::default())
    }
}

impl Bul {
    /// The initial position under `options` (§4): every piece at home, the track empty, the
    /// opening draw due (`?:? | home R5 B5 | - | dead R0 B0`).
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] when an option is out of range ([`Options::validate`]).
    pub fn new(options: Options) -> Result<Bul, SettingsError> {
        options.validate(2)?;
        Ok(Bul::start(options))
    }

    pub(crate) fn start(options: Options) -> Bul {
        let n = options.pieces_per_side;
        Bul {
            cells: [Stack::EMPTY; CELLS],
            control: [0; 2],
            home: [n; 2],
            dead: [0; 2],
            node: Node::Opening,
            plies: 0,
            options,
        }
    }

    /// `true` if `other` shows the same §14 position under the same options: `==` without the
    /// ply count (a position parsed from this one's text is the same position, but `==` only
    /// once its ply count agrees).
    #[must_use]
    pub fn same_position(&self, other: &Bul) -> bool {
        self.position() == other.position()
    }

    /// The state without its ply count: what the §14 notation shows.
    pub(crate) fn position(&self) -> Bul {
        Bul { plies: 0, ..*self }
    }

    /// The options this game is played under.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Who acts next.
    #[must_use]
    pub fn node(&self) -> Node {
        self.node
    }

    /// The side to move at a decision node, `None` at chance nodes and at the end.
    #[must_use]
    pub fn seat_to_move(&self) -> Option<Seat> {
        match self.node {
            Node::Move { seat: side, .. } => Some(side),
            _ => None,
        }
    }

    /// The value of the current throw at a decision node, `None` elsewhere.
    #[must_use]
    pub fn throw(&self) -> Option<u8> {
        match self.node {
            Node::Move { points, .. } => Some(points),
            _ => None,
        }
    }

    /// The pieces of `side` waiting at home.
    #[must_use]
    pub fn home(&self, side: Seat) -> u8 {
        self.home[side.index()]
    }

    /// The pieces of `side` out of the game.
    #[must_use]
    pub fn dead(&self, side: Seat) -> u8 {
        self.dead[side.index()]
    }

    /// The pieces on track position `pos` (1..=T) bottom to top; empty elsewhere.
    #[must_use]
    pub fn stack_at(&self, pos: u8) -> Stack {
        if (1..=self.options.track_spaces).contains(&pos) {
            self.cells[usize::from(pos)]
        } else {
            Stack::EMPTY
        }
    }

    /// The occupied track spaces in increasing position: `(position, pieces)`.
    pub fn track(&self) -> impl Iterator<Item = (u8, Stack)> + '_ {
        (1..=self.options.track_spaces)
            .map(|p| (p, self.cells[usize::from(p)]))
            .filter(|(_, s)| !s.is_empty())
    }

    /// The pieces of `side` on the track (free or prisoner).
    #[must_use]
    pub fn on_track(&self, side: Seat) -> usize {
        self.track().map(|(_, s)| s.count(side)).sum()
    }

    /// `true` if `side` controls position `pos` (its piece is on top, §1).
    #[must_use]
    pub fn controls(&self, side: Seat, pos: u8) -> bool {
        pos < 32 && self.control[side.index()] & (1 << pos) != 0
    }

    /// `true` if `side` is out (§9): no piece at home and no track space controlled.
    #[must_use]
    pub fn is_out(&self, side: Seat) -> bool {
        self.home[side.index()] == 0 && self.control[side.index()] == 0
    }

    /// The winner of a finished game, `None` while it runs or after a draw.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        match self.node {
            Node::Over(w) => w,
            _ => None,
        }
    }

    /// The plies played since the initial or parsed position, the count `ply_limit` reads
    /// (§14: not part of the position notation).
    #[must_use]
    pub fn plies(&self) -> u64 {
        self.plies
    }

    /// The home position of `side`: 0 for Red, `T + 1` for Blue (§2).
    #[must_use]
    #[inline]
    pub fn home_position(&self, side: Seat) -> u8 {
        match side {
            Seat::Red => 0,
            Seat::Blue => self.options.far_end(),
        }
    }

    /// Recomputes the control masks from the cells.
    pub(crate) fn refresh_control(&mut self) {
        self.control = [0; 2];
        for p in 1..=self.options.track_spaces {
            if let Some(side) = self.cells[usize::from(p)].controller() {
                self.control[side.index()] |= 1 << p;
            }
        }
    }

    /// Home + track + dead pieces of `side` (always `pieces_per_side`, §13).
    pub(crate) fn total(&self, side: Seat) -> usize {
        usize::from(self.home(side)) + self.on_track(side) + usize::from(self.dead(side))
    }

    /// A copy of the state with `mv` applied **without checking that it is legal**: the fast
    /// path of [`Game::play_unchecked`] for a move taken from this state's legal moves or
    /// chance outcomes. Any other move gives an unspecified (but memory-safe, panic-free)
    /// state; to validate, clone and call [`Game::play`], which returns an error and leaves
    /// the state unchanged.
    #[must_use]
    pub fn after_unchecked(&self, mv: &Move) -> Bul {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }
}
