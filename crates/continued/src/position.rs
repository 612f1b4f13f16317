//! The state of a whole four-deal match: its fields, constructors (§3.2, §3.3 test entry
//! point) and read access (to-be-continued.md §11.4).

use jokoak_core::{Game, GameOptions, Player, SettingsError};

use crate::error::PlayError;
use crate::moves::{EndId, Move, Placement};
use crate::options::Options;
use crate::table::{Cell, Grid, LineEnd, Placed, start_ends};
use crate::tiles::{Dir, TileCounts, TileType};

/// The number of deals in a match (§7.2).
pub const DEALS: u8 = 4;
/// The corner count that ends a deal at once (§6.7).
pub const CORNERS_TO_END: u8 = 8;
/// Tiles dealt to each player (§3.2 step 3).
pub const HAND_SIZE: u8 = 6;
/// The most seats (§1).
pub const MAX_PLAYERS: usize = 6;
/// The penalty (a bonus, since low scores win) of the player who placed the last tile of a
/// deal (§7.1).
pub const LAST_TILE_BONUS: i64 = -3;

/// What happens next in the match (the kinds of node of §3.2, §6, §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Node {
    /// Chance: the first player of deal 1 (`first:S`, §3.2 step 4).
    First,
    /// Chance: the start tile (`tile:TYPE`, §3.2 step 2; buried corners stay here).
    Start,
    /// Chance: the next dealt tile (§3.2 step 3).
    Deal,
    /// Chance: the active player draws (§6.3).
    Draw,
    /// Decision: the active player places, stops or passes (§6.1–§6.5).
    Act,
    /// The match is over (§7.2).
    Over,
}

impl Node {
    /// The name in position notation: `first start deal draw act over`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Node::First => "first",
            Node::Start => "start",
            Node::Deal => "deal",
            Node::Draw => "draw",
            Node::Act => "act",
            Node::Over => "over",
        }
    }
}

/// A whole match of "… to be continued": four deals, their scores, and the current deal's
/// table, hands and pile (spec §11.4: the state is the match).
///
/// Seats are numbered `0..n` counter-clockwise, so the next player is `(i + 1) mod n`
/// (§3.2 step 5). Every tile leaving the pile is a chance node over tile types (§3.3); a turn
/// is a sequence of moves by one player (placements, `stop`, `pass`) with draws between them.
/// `Display` is the position notation of docs/notation.md; `FromStr` parses it under default
/// options, [`Continued::parse`] under given ones.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Continued {
    pub(crate) options: Options,
    pub(crate) players: u8,
    /// 1..=4.
    pub(crate) deal: u8,
    /// The current deal's first player (0 before `first:S`).
    pub(crate) first: u8,
    pub(crate) node: Node,
    /// The active seat in a turn; the deal's first player during set-up.
    pub(crate) seat: u8,
    /// Placements made in the current turn.
    pub(crate) placed: u8,
    /// Tiles drawn in the current turn.
    pub(crate) drawn: u8,
    /// The drawn tile that must be placed now (§6.3).
    pub(crate) must: Option<TileType>,
    /// Consecutive passing turns (§6.6).
    pub(crate) passes: u8,
    /// The most recent placer of this deal.
    pub(crate) last_placer: Option<u8>,
    pub(crate) grid: Grid,
    pub(crate) ends: [LineEnd; 2],
    pub(crate) corners: u8,
    pub(crate) on_table: TileCounts,
    pub(crate) hands: [TileCounts; MAX_PLAYERS],
    /// The pile without the buried corners.
    pub(crate) pile: TileCounts,
    /// Buried corners, bottom-most (drawn first) first (§3.2 `bury_corner_start`).
    pub(crate) buried: Vec<TileType>,
    /// Scores of the finished deals, per seat.
    pub(crate) scores: DealScores,
}

/// The scores of the finished deals, one row per deal, at most [`DEALS`] rows: a fixed array,
/// so cloning a state never allocates for it (issue 10 item 1). Reads as a slice of rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct DealScores {
    rows: [[i64; MAX_PLAYERS]; DEALS as usize],
    len: u8,
}

impl DealScores {
    /// Appends a deal's row; `false` (and nothing changes) when all [`DEALS`] rows are full.
    pub(crate) fn push(&mut self, row: [i64; MAX_PLAYERS]) -> bool {
        let Some(slot) = self.rows.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = row;
        self.len += 1;
        true
    }
}

impl std::ops::Deref for DealScores {
    type Target = [[i64; MAX_PLAYERS]];

    fn deref(&self) -> &Self::Target {
        &self.rows[..usize::from(self.len)]
    }
}

impl Default for Continued {
    /// A new match of the standard game ([`Options::default`]) for 4 players, the usual count
    /// (`GameInfo::default_players`, what `jokoak new continued` starts; to-be-continued.md §1
    /// allows 2–6), at the `first:S` chance node.
    fn default() -> Self {
        Continued::unchecked(Options::default(), crate::setup::INFO.default_players)
    }
}

impl Continued {
    /// A new match for `players` seats under `options`, at the `first:S` chance node.
    ///
    /// # Errors
    /// [`SettingsError`] for what [`Options::from_settings`](jokoak_core::GameOptions::from_settings)
    /// would refuse ([`GameOptions::validate`]): a player count outside 2..=6, a table side
    /// outside 1..=99, a table rejected by the configuration check of §3.1 (example X12), or
    /// an unusable tile set.
    pub fn new(options: Options, players: usize) -> Result<Continued, SettingsError> {
        options.validate(players)?;
        Ok(Continued::unchecked(options, players))
    }

    /// [`Continued::new`] for options and a player count already validated.
    fn unchecked(options: Options, players: usize) -> Continued {
        let start = options.table.start();
        Continued {
            options,
            players: players as u8,
            deal: 1,
            first: 0,
            node: Node::First,
            seat: 0,
            placed: 0,
            drawn: 0,
            must: None,
            passes: 0,
            last_placer: None,
            grid: Grid::new(options.table),
            ends: start_ends(TileType::FS_R, start),
            corners: 0,
            on_table: TileCounts::EMPTY,
            hands: [TileCounts::EMPTY; MAX_PLAYERS],
            pile: options.tile_set,
            buried: Vec::new(),
            scores: DealScores::default(),
        }
    }

    /// A new match whose deal 1 starts with seat `first`, at the start-tile chance node (the
    /// `first:S` node already resolved): the set-up of §3.3's test entry point.
    ///
    /// # Errors
    /// As [`Continued::new`]; `first` must be a seat.
    pub fn with_first(
        options: Options,
        players: usize,
        first: u8,
    ) -> Result<Continued, SettingsError> {
        let mut game = Continued::new(options, players)?;
        if usize::from(first) >= players {
            return Err(SettingsError::Conflict(format!(
                "seat {first} cannot start: the seats are 0 to {}",
                players - 1
            )));
        }
        game.first = first;
        game.seat = first;
        game.node = Node::Start;
        Ok(game)
    }

    /// The test entry point of §3.3: set-up from an explicit pile order, top first. Resolves
    /// the start tile (burying corners under `bury_corner_start`) and the deal from `order`;
    /// the types left over stay in the iterator for [`Continued::draw_in_order`].
    ///
    /// # Errors
    /// [`SetupOrderError`] for bad options, or a type the pile no longer holds.
    pub fn from_pile_order<I: Iterator<Item = TileType>>(
        options: Options,
        players: usize,
        first: u8,
        order: &mut I,
    ) -> Result<Continued, SetupOrderError> {
        let mut game = Continued::with_first(options, players, first)?;
        while matches!(game.node, Node::Start | Node::Deal) {
            let Some(t) = order.next() else { break };
            game.play(&Move::Tile(t))?;
        }
        Ok(game)
    }

    /// Resolves consecutive chance nodes with the next types of `order` instead of the RNG
    /// (§3.3 test entry point), until the state is not at a tile chance node or `order` runs
    /// out. Returns the number of tiles taken.
    ///
    /// # Errors
    /// [`PlayError`] if the pile holds no tile of the next type (the state keeps the tiles
    /// taken before).
    pub fn draw_in_order<I: Iterator<Item = TileType>>(
        &mut self,
        order: &mut I,
    ) -> Result<usize, PlayError> {
        let mut taken = 0;
        while matches!(self.node, Node::Start | Node::Deal | Node::Draw) {
            let Some(t) = order.next() else { break };
            self.play(&Move::Tile(t))?;
            taken += 1;
        }
        Ok(taken)
    }

    /// The options.
    #[must_use]
    pub const fn options(&self) -> &Options {
        &self.options
    }

    /// The kind of node the match is at.
    #[must_use]
    pub const fn node(&self) -> Node {
        self.node
    }

    /// The current deal, 1..=4 (4 once the match is over).
    #[must_use]
    pub const fn deal(&self) -> u8 {
        self.deal
    }

    /// The current deal's first player (§3.2 step 4); `None` before `first:S`.
    #[must_use]
    pub fn first_player(&self) -> Option<Player> {
        (self.node != Node::First).then_some(Player(self.first))
    }

    /// The active seat in a turn (the first player during set-up).
    #[must_use]
    pub const fn active(&self) -> Player {
        Player(self.seat)
    }

    /// The tiles on the table with their cells and rotations, row-major.
    pub fn tiles(&self) -> impl Iterator<Item = (Cell, Placed)> + '_ {
        self.grid.tiles()
    }

    /// The grid of the table.
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Both ends of the line, `None` while the table is empty.
    #[must_use]
    pub fn ends(&self) -> Option<[LineEnd; 2]> {
        (!self.on_table.is_empty()).then_some(self.ends)
    }

    /// The corners on the table (the start tile included, §6.7).
    #[must_use]
    pub const fn corners(&self) -> u8 {
        self.corners
    }

    /// The tiles on the table, per type.
    #[must_use]
    pub const fn on_table(&self) -> &TileCounts {
        &self.on_table
    }

    /// The hand of `seat` (empty for seats beyond the player count).
    #[must_use]
    pub fn hand(&self, seat: Player) -> TileCounts {
        self.hands
            .get(seat.index())
            .copied()
            .unwrap_or(TileCounts::EMPTY)
    }

    /// The pile as counts per type, the buried corners included.
    #[must_use]
    pub fn pile(&self) -> TileCounts {
        let mut p = self.pile;
        for &t in &self.buried {
            p.add(t);
        }
        p
    }

    /// The buried corners (§3.2 `bury_corner_start`), drawn first-buried first once the rest of
    /// the pile is gone.
    #[must_use]
    pub fn buried(&self) -> &[TileType] {
        &self.buried
    }

    /// Tiles in the pile, buried corners included.
    #[must_use]
    pub fn pile_size(&self) -> u32 {
        self.pile.total() + self.buried.len() as u32
    }

    /// The current turn's progress: (placements made, tiles drawn, drawn tile to place).
    #[must_use]
    pub const fn turn_progress(&self) -> (u8, u8, Option<TileType>) {
        (self.placed, self.drawn, self.must)
    }

    /// Consecutive passing turns (§6.6).
    #[must_use]
    pub const fn passes(&self) -> u8 {
        self.passes
    }

    /// The most recent placer of the current deal.
    #[must_use]
    pub fn last_placer(&self) -> Option<Player> {
        self.last_placer.map(Player)
    }

    /// The scores of the finished deals, one row per deal, one score per seat (§7).
    #[must_use]
    pub fn deal_scores(&self) -> Vec<Vec<i64>> {
        let n = usize::from(self.players);
        self.scores.iter().map(|row| row[..n].to_vec()).collect()
    }

    /// Each seat's total over the finished deals (§7.2).
    #[must_use]
    pub fn totals(&self) -> Vec<i64> {
        let n = usize::from(self.players);
        (0..n)
            .map(|i| self.scores.iter().map(|row| row[i]).sum())
            .collect()
    }

    /// `true` if `seat` holds a tile with a legal placement (§6.1).
    #[must_use]
    pub fn can_place(&self, seat: Player) -> bool {
        self.any_placement(&self.hand(seat))
    }

    /// The seats of the current run of passes (§6.5, §6.6), in turn order: the `passes` seats
    /// after the most recent placer, or from the deal's first player before any placement.
    /// The table has not changed since each of them passed, so none holds a placeable tile
    /// (§6.1). Empty when `passes` is 0.
    pub(crate) fn pass_run(&self) -> impl Iterator<Item = usize> + use<> {
        let n = usize::from(self.players);
        let from = self
            .last_placer
            .map_or(usize::from(self.first), |l| usize::from(l) + 1);
        (0..usize::from(self.passes)).map(move |k| (from + k) % n)
    }

    /// Every legal placement of the tiles in `counts`, in the order of §5 (type, end, turn),
    /// on the current table (whoever holds them).
    #[must_use]
    pub fn placements_of(&self, counts: &TileCounts) -> Vec<Placement> {
        let mut out = Vec::new();
        self.for_each_placement(counts, &mut |p| {
            out.push(p);
            true
        });
        out
    }

    /// `true` if the line is closed (§6.8): no tile off the table has a legal placement.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        let off = self
            .options
            .tile_set
            .checked_sub(&self.on_table)
            .unwrap_or(TileCounts::EMPTY);
        !self.any_placement(&off)
    }

    /// `true` if end `e` passes the viability test of §5 rule 3 on the current table.
    #[must_use]
    pub fn end_viable(&self, e: EndId) -> bool {
        self.viable_with(e.index(), None)
    }

    /// Where placement `p` would go if the active player made it now: the target cell, the
    /// tile with its rotation, and the end's new heading (§5). `None` if it is not legal.
    #[must_use]
    pub fn preview(&self, p: Placement) -> Option<(Cell, Placed, Dir)> {
        if self.node != Node::Act {
            return None;
        }
        self.check_placement(p).ok().map(|l| {
            (
                l.cell,
                Placed {
                    tile: p.tile,
                    rotation: l.rotation,
                },
                l.heading,
            )
        })
    }
}

/// Why the §3.3 set-up from an explicit pile order failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupOrderError {
    /// The options or the first player are not accepted.
    #[error(transparent)]
    Options(#[from] SettingsError),
    /// The order asks for a tile the pile no longer holds.
    #[error(transparent)]
    Play(#[from] PlayError),
}
