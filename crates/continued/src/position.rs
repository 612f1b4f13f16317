//! The state of a whole four-deal match and its `Game` + `Setup` impls
//! (to-be-continued.md §3, §5, §6, §7, §11.4).

use jokoak_core::{
    Game, Outcome, Player, Probability, Ranking, Settings, SettingsError, Setup, SetupError, ToMove,
};

use crate::error::{IllegalReason, OptionsError, PlayError};
use crate::matching::edges_match;
use crate::moves::{EndId, Move, Placement, Turn};
use crate::options::Options;
use crate::table::{Cell, Grid, LineEnd, Placed, start_ends};
use crate::tiles::{Design, Dir, Edge, TileCounts, TileType};

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
#[derive(Clone, Debug, PartialEq, Eq)]
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
    pub(crate) scores: Vec<[i64; MAX_PLAYERS]>,
}

/// Where a placement goes, as computed from the position (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Landing {
    cell: Cell,
    rotation: u8,
    heading: Dir,
}

impl Continued {
    /// A new match for `players` seats under `options`, at the `first:S` chance node.
    ///
    /// # Errors
    /// [`OptionsError`] for a player count outside 2..=6, a table rejected by the
    /// configuration check of §3.1 (example X12), or an unusable tile set.
    pub fn new(options: Options, players: usize) -> Result<Continued, OptionsError> {
        options.check(players)?;
        let start = options.table.start();
        Ok(Continued {
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
            scores: Vec::new(),
        })
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
    ) -> Result<Continued, OptionsError> {
        let mut game = Continued::new(options, players)?;
        if usize::from(first) >= players {
            return Err(OptionsError::Players(players));
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

    // ----- placement geometry and legality (§4, §5) -----

    fn end_tile(&self, e: usize) -> Option<Placed> {
        self.grid.get(self.ends[e].cell)
    }

    fn viable_with(&self, e: usize, blocked: Option<Cell>) -> bool {
        let end = self.ends[e];
        self.end_tile(e).is_some_and(|p| {
            self.grid
                .viable(self.options.design, end.cell, end.heading, p.tile, blocked)
        })
    }

    /// Target cell, rotation and new heading of placing `t` at end `e` with `turn`, if the
    /// cell is free and the edges match (§5 rules 1–2); no viability test.
    fn landing(&self, t: TileType, e: usize, turn: Option<Turn>) -> Option<Landing> {
        let end = self.ends[e];
        let tile = self.end_tile(e)?;
        let a = tile.tile.edge(tile.rotation, end.heading);
        let cell = self
            .options
            .table
            .step(end.cell, end.heading)
            .filter(|&c| self.grid.is_free(c))?;
        self.landing_at(t, end.heading, a, turn)
            .map(|(rotation, heading)| Landing {
                cell,
                rotation,
                heading,
            })
    }

    /// Rotation and new heading of `t` against an end heading `h` showing edge `a`.
    fn landing_at(&self, t: TileType, h: Dir, a: Edge, turn: Option<Turn>) -> Option<(u8, Dir)> {
        let f = h.opposite().index();
        match (t.is_corner(), turn) {
            (false, None) => {
                let black_in = (f + 1) % 4;
                let colour_in = (f + 3) % 4;
                [black_in, colour_in]
                    .into_iter()
                    .find(|&r| edges_match(self.options.design, a, t.edge(r, h.opposite())))
                    .map(|r| (r, h))
            }
            (true, Some(turn)) => {
                let b = Edge::Image {
                    design: Design::Corner,
                    colour: t.colour(),
                };
                if !edges_match(self.options.design, a, b) {
                    return None;
                }
                let nh = match turn {
                    Turn::Left => h.left(),
                    Turn::Right => h.right(),
                };
                let r = if (f + 1) % 4 == nh.index() {
                    nh.index()
                } else {
                    f
                };
                Some((r, nh))
            }
            _ => None,
        }
    }

    /// Calls `f` with every legal placement of the types in `counts`, in §5 order, until `f`
    /// returns `false`. Returns `false` if stopped early.
    fn for_each_placement(
        &self,
        counts: &TileCounts,
        f: &mut dyn FnMut(Placement) -> bool,
    ) -> bool {
        if self.on_table.is_empty() || counts.is_empty() {
            return true;
        }
        let rule = self.options.design;
        // Per end: outward edge, heading, target cell (None when blocked) and whether the
        // other end stays as viable as it was (computed on first use).
        let mut ctx: [Option<(Edge, Dir, Cell)>; 2] = [None; 2];
        for (e, slot) in ctx.iter_mut().enumerate() {
            let end = self.ends[e];
            let Some(tile) = self.end_tile(e) else {
                continue;
            };
            let Some(cell) = self
                .options
                .table
                .step(end.cell, end.heading)
                .filter(|&c| self.grid.is_free(c))
            else {
                continue;
            };
            *slot = Some((
                tile.tile.edge(tile.rotation, end.heading),
                end.heading,
                cell,
            ));
        }
        let mut other_ok: [Option<bool>; 2] = [None; 2];
        let mut other_check = |e: usize, cell: Cell| -> bool {
            *other_ok[e].get_or_insert_with(|| {
                let o = 1 - e;
                !self.viable_with(o, None) || self.viable_with(o, Some(cell))
            })
        };
        for t in counts.types() {
            for (e, slot) in ctx.iter().enumerate() {
                let Some((a, h, cell)) = *slot else { continue };
                let turns: &[Option<Turn>] = if t.is_corner() {
                    &[Some(Turn::Left), Some(Turn::Right)]
                } else {
                    &[None]
                };
                for &turn in turns {
                    let Some((_, nh)) = self.landing_at(t, h, a, turn) else {
                        // A mismatch does not depend on the turn.
                        break;
                    };
                    if self.grid.viable(rule, cell, nh, t, None) && other_check(e, cell) {
                        let p = Placement {
                            tile: t,
                            end: EndId::BOTH[e],
                            turn,
                        };
                        if !f(p) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    pub(crate) fn any_placement(&self, counts: &TileCounts) -> bool {
        !self.for_each_placement(counts, &mut |_| false)
    }

    /// Why placement `p` is illegal now for the active player, or its landing.
    fn check_placement(&self, p: Placement) -> Result<Landing, IllegalReason> {
        if self.hands[usize::from(self.seat)].get(p.tile) == 0 {
            return Err(IllegalReason::NotInHand);
        }
        if self.must.is_some_and(|m| m != p.tile) {
            return Err(IllegalReason::MustPlaceDrawn);
        }
        let e = p.end.index();
        let end = self.ends[e];
        if self
            .options
            .table
            .step(end.cell, end.heading)
            .is_none_or(|c| !self.grid.is_free(c))
        {
            return Err(IllegalReason::Cell);
        }
        let landing = self
            .landing(p.tile, e, p.turn)
            .ok_or(IllegalReason::Mismatch)?;
        let rule = self.options.design;
        let viable_new = self
            .grid
            .viable(rule, landing.cell, landing.heading, p.tile, None);
        let other_ok =
            !self.viable_with(1 - e, None) || self.viable_with(1 - e, Some(landing.cell));
        if viable_new && other_ok {
            Ok(landing)
        } else {
            Err(IllegalReason::DeadEnd)
        }
    }

    // ----- chance nodes (§3.3) -----

    fn pile_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        let total = u64::from(self.pile.total());
        if total > 0 {
            for t in self.pile.types() {
                out.push((
                    Move::Tile(t),
                    Probability::ratio(u64::from(self.pile.get(t)), total),
                ));
            }
        } else if let Some(&b) = self.buried.first() {
            out.push((Move::Tile(b), Probability::ONE));
        }
    }

    /// `true` if a tile of type `t` can leave the pile now.
    fn pile_offers(&self, t: TileType) -> bool {
        self.pile.get(t) > 0 || (self.pile.is_empty() && self.buried.first() == Some(&t))
    }

    /// Takes a tile of type `t` off the pile (the caller checked [`Self::pile_offers`]).
    fn take(&mut self, t: TileType) {
        if !self.pile.remove(t) && self.buried.first() == Some(&t) {
            self.buried.remove(0);
        }
    }

    // ----- transitions (§3.2, §6, §7) -----

    fn dealt(&self) -> u32 {
        self.hands.iter().map(TileCounts::total).sum()
    }

    fn begin_turn(&mut self) {
        self.placed = 0;
        self.drawn = 0;
        self.must = None;
        self.node = if self.can_place(Player(self.seat)) || self.pile_size() == 0 {
            Node::Act
        } else {
            Node::Draw
        };
    }

    fn next_turn(&mut self) {
        self.seat = (self.seat + 1) % self.players;
        self.begin_turn();
    }

    fn end_deal(&mut self) {
        let mut row = [0i64; MAX_PLAYERS];
        for (s, score) in row.iter_mut().enumerate().take(usize::from(self.players)) {
            *score = self.hands[s].points();
            if self.last_placer == Some(s as u8) {
                *score += LAST_TILE_BONUS;
            }
        }
        self.scores.push(row);
        if self.scores.len() >= usize::from(DEALS) {
            self.node = Node::Over;
            self.placed = 0;
            self.drawn = 0;
            self.must = None;
            return;
        }
        self.deal += 1;
        self.first = (self.first + 1) % self.players;
        self.seat = self.first;
        self.node = Node::Start;
        self.placed = 0;
        self.drawn = 0;
        self.must = None;
        self.passes = 0;
        self.last_placer = None;
        self.grid.clear();
        self.ends = start_ends(TileType::FS_R, self.options.table.start());
        self.corners = 0;
        self.on_table = TileCounts::EMPTY;
        self.hands = [TileCounts::EMPTY; MAX_PLAYERS];
        self.pile = self.options.tile_set;
        self.buried.clear();
    }

    fn apply_tile(&mut self, t: TileType) {
        let from_buried = self.pile.get(t) == 0;
        self.take(t);
        match self.node {
            Node::Start => {
                if self.options.bury_corner_start && t.is_corner() && !from_buried {
                    self.buried.push(t);
                    return;
                }
                let start = self.options.table.start();
                self.grid.set(
                    start,
                    Placed {
                        tile: t,
                        rotation: 0,
                    },
                );
                self.ends = start_ends(t, start);
                self.on_table.add(t);
                self.corners = u8::from(t.is_corner());
                self.node = Node::Deal;
            }
            Node::Deal => {
                let n = u32::from(self.players);
                let receiver = (u32::from(self.first) + self.dealt() / u32::from(HAND_SIZE)) % n;
                self.hands[receiver as usize].add(t);
                if self.dealt() >= u32::from(HAND_SIZE) * n {
                    self.seat = self.first;
                    if self.is_closed() {
                        self.end_deal();
                    } else {
                        self.begin_turn();
                    }
                }
            }
            Node::Draw => {
                self.hands[usize::from(self.seat)].add(t);
                self.drawn = self.drawn.saturating_add(1);
                let mut only = TileCounts::EMPTY;
                only.add(t);
                if self.any_placement(&only) {
                    self.must = Some(t);
                    self.node = Node::Act;
                } else if self.pile_size() == 0 {
                    self.node = Node::Act;
                }
            }
            Node::First | Node::Act | Node::Over => {}
        }
    }

    fn apply_placement(&mut self, p: Placement, l: Landing) {
        let s = usize::from(self.seat);
        self.hands[s].remove(p.tile);
        self.grid.set(
            l.cell,
            Placed {
                tile: p.tile,
                rotation: l.rotation,
            },
        );
        self.ends[p.end.index()] = LineEnd {
            cell: l.cell,
            heading: l.heading,
        };
        self.on_table.add(p.tile);
        self.corners += u8::from(p.tile.is_corner());
        self.placed = self.placed.saturating_add(1);
        self.must = None;
        self.last_placer = Some(self.seat);
        self.passes = 0;
        if self.corners >= CORNERS_TO_END || self.is_closed() {
            self.end_deal();
        }
    }

    fn apply_pass(&mut self) {
        self.passes += 1;
        if self.passes >= self.players {
            self.end_deal();
        } else {
            self.next_turn();
        }
    }

    /// Checks `mv` against the rules without changing anything; the landing for placements.
    fn check(&self, mv: &Move) -> Result<Option<Landing>, IllegalReason> {
        match (self.node, *mv) {
            (Node::Over, _) => Err(IllegalReason::Over),
            (Node::First, Move::First(s)) if s < self.players => Ok(None),
            (Node::First, _) => Err(IllegalReason::NotFirst),
            (Node::Start | Node::Deal | Node::Draw, Move::Tile(t)) => {
                if self.pile_offers(t) {
                    Ok(None)
                } else {
                    Err(IllegalReason::NotInPile)
                }
            }
            (Node::Start | Node::Deal | Node::Draw, _) => Err(IllegalReason::WrongNode),
            (Node::Act, Move::Place(p)) => self.check_placement(p).map(Some),
            (Node::Act, Move::Stop) => {
                if self.placed > 0 && self.must.is_none() {
                    Ok(None)
                } else {
                    Err(IllegalReason::Stop)
                }
            }
            (Node::Act, Move::Pass) => {
                if self.placed == 0 && self.must.is_none() && !self.can_place(self.active()) {
                    Ok(None)
                } else {
                    Err(IllegalReason::Pass)
                }
            }
            (Node::Act, Move::First(_) | Move::Tile(_)) => Err(IllegalReason::WrongNode),
        }
    }

    fn apply(&mut self, mv: &Move, landing: Option<Landing>) {
        match *mv {
            Move::First(s) => {
                self.first = s;
                self.seat = s;
                self.node = Node::Start;
            }
            Move::Tile(t) => self.apply_tile(t),
            Move::Place(p) => {
                if let Some(l) = landing.or_else(|| self.landing(p.tile, p.end.index(), p.turn)) {
                    self.apply_placement(p, l);
                }
            }
            Move::Stop => {
                self.passes = 0;
                self.next_turn();
            }
            Move::Pass => self.apply_pass(),
        }
    }
}

/// Why the §3.3 set-up from an explicit pile order failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupOrderError {
    /// The options or the first player are not accepted.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// The order asks for a tile the pile no longer holds.
    #[error(transparent)]
    Play(#[from] PlayError),
}

impl Game for Continued {
    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        usize::from(self.players)
    }

    fn to_move(&self) -> ToMove {
        match self.node {
            Node::First | Node::Start | Node::Deal | Node::Draw => ToMove::Chance,
            Node::Act => ToMove::Player(Player(self.seat)),
            Node::Over => ToMove::Over,
        }
    }

    /// The placements in §5 order (type, end, turn: none < L < R), then `stop` once a
    /// placement was made this turn; `pass` alone when nothing can be placed or drawn.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.node != Node::Act {
            return;
        }
        let hand = match self.must {
            Some(t) => {
                let mut only = TileCounts::EMPTY;
                only.add(t);
                only
            }
            None => self.hands[usize::from(self.seat)],
        };
        let before = out.len();
        self.for_each_placement(&hand, &mut |p| {
            out.push(Move::Place(p));
            true
        });
        if self.must.is_none() {
            if self.placed > 0 {
                out.push(Move::Stop);
            } else if out.len() == before {
                out.push(Move::Pass);
            }
        }
    }

    /// `first:S` (1/n each) for deal 1's first player; `tile:TYPE` with probability
    /// count / pile size for every tile leaving the pile (§3.3).
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        match self.node {
            Node::First => {
                let n = u64::from(self.players);
                for s in 0..self.players {
                    out.push((Move::First(s), Probability::ratio(1, n)));
                }
            }
            Node::Start | Node::Deal | Node::Draw => self.pile_outcomes(out),
            Node::Act | Node::Over => {}
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let landing = self
            .check(mv)
            .map_err(|reason| PlayError { mv: *mv, reason })?;
        self.apply(mv, landing);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(mv, None);
    }

    /// The match result (§7.2): each seat's total over the four deals, lowest first; equal
    /// totals share a place (a shared first place is a shared win).
    fn outcome(&self) -> Option<Outcome> {
        (self.node == Node::Over).then(|| Outcome::ranked(self.totals(), Ranking::LowerWins))
    }
}

const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2, 3, 4, 5, 6])];

impl Setup for Continued {
    const NAME: &'static str = "continued";
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2-6";
    const DEFAULT_PLAYERS: usize = 4;

    /// `0` … `n−1` (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|s| s.to_string()).collect()
    }

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let options = options_from_settings(settings)?;
        Continued::new(options, settings.players)
            .map_err(|e| SettingsError::Conflict(e.to_string()))
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = options_from_settings(settings)?;
        let game = Continued::parse(text, &options).map_err(SetupError::position)?;
        if game.num_players() != settings.players {
            return Err(SetupError::position(crate::error::PositionError::new(
                "hands",
                format!(
                    "the position has {} hands, the settings {} players",
                    game.num_players(),
                    settings.players
                ),
            )));
        }
        Ok(game)
    }

    fn settings(&self) -> Settings {
        let mut s = Settings::new("standard", self.num_players());
        for (k, v) in self.options.pairs() {
            s = s.with(k, &v);
        }
        s
    }

    fn board(&self) -> String {
        Continued::board(self)
    }

    /// `false`: `jokoak legal` keeps the order of §5/§11.2 (type, end, turn, then `stop`).
    fn sort_legal_output() -> bool {
        false
    }
}

/// The options of `settings` (DESIGN §6.2), checked against the player count.
///
/// # Errors
/// [`SettingsError`] for an unknown variant, option, value, or a refused table.
pub fn options_from_settings(settings: &Settings) -> Result<Options, SettingsError> {
    let mut reader = settings.reader(Continued::NAME, ALLOWED)?;
    let options = Options::read(&mut reader)?;
    reader.finish()?;
    options
        .check(settings.players)
        .map_err(|e| SettingsError::Conflict(e.to_string()))?;
    Ok(options)
}
