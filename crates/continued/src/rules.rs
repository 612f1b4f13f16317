//! Placement legality, the turn procedure and the match as a [`jokoak_core::Game`]
//! (to-be-continued.md §3.2, §4, §5, §6, §7, §11; DESIGN §2): where a tile lands, the dead-end
//! test, chance draws, and the transitions of a match.

use jokoak_core::{
    Game, GameRng, NodeGuard, Outcome, Player, Probability, Ranking, ToMove, WrongNode,
};

use crate::error::{IllegalReason, PlayError};
use crate::matching::{edges_match, matching_types};
use crate::moves::{EndId, Move, Placement, Turn};
use crate::position::{
    CORNERS_TO_END, Continued, DEALS, HAND_SIZE, LAST_TILE_BONUS, MAX_PLAYERS, Node,
};
use crate::table::{Cell, LineEnd, Need, Placed, start_ends};
use crate::tiles::{Design, Dir, Edge, TileCounts, TileType};

/// Where a placement goes, as computed from the position (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    pub(crate) cell: Cell,
    pub(crate) rotation: u8,
    pub(crate) heading: Dir,
}

impl Continued {
    // ----- placement geometry and legality (§4, §5) -----

    pub(crate) fn end_tile(&self, e: usize) -> Option<Placed> {
        self.grid.get(self.ends[e].cell)
    }

    pub(crate) fn viable_with(&self, e: usize, blocked: Option<Cell>) -> bool {
        let end = self.ends[e];
        self.end_tile(e).is_some_and(|p| {
            self.grid
                .viable(self.options.design, end.cell, end.heading, p.tile, blocked)
        })
    }

    /// Target cell, rotation and new heading of placing `t` at end `e` with `turn`, if the
    /// cell is free and the edges match (§5 rules 1–2); no viability test.
    pub(crate) fn landing(&self, t: TileType, e: usize, turn: Option<Turn>) -> Option<Landing> {
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
    pub(crate) fn for_each_placement(
        &self,
        counts: &TileCounts,
        f: &mut dyn FnMut(Placement) -> bool,
    ) -> bool {
        if self.on_table.is_empty() || counts.is_empty() {
            return true;
        }
        let rule = self.options.design;
        // Per end: the types that match its outward edge, its heading and the target cell;
        // ends whose target is off the table or taken take nothing.
        let mut ctx: [(u16, Dir, Cell); 2] = [(0, Dir::N, Cell::new(0, 0)); 2];
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
            let fits = matching_types(rule, tile.tile.edge(tile.rotation, end.heading));
            *slot = (fits, end.heading, cell);
        }
        // Whether the other end stays as viable as it was, by end (computed on first use).
        let mut other_ok: [Option<bool>; 2] = [None; 2];
        // New-end viability by end, new heading and need (it depends on nothing else).
        let mut memo = [[[None::<bool>; 4]; 4]; 2];
        for t in counts.types() {
            let bit = 1u16 << t.index();
            let need = Need::of(rule, t.design());
            for (e, &(fits, h, cell)) in ctx.iter().enumerate() {
                if fits & bit == 0 {
                    continue;
                }
                let turns: &[(Option<Turn>, Dir)] = if t.is_corner() {
                    &[(Some(Turn::Left), h.left()), (Some(Turn::Right), h.right())]
                } else {
                    &[(None, h)]
                };
                for &(turn, nh) in turns {
                    let slot = &mut memo[e][nh.index() as usize][need.index()];
                    let viable =
                        *slot.get_or_insert_with(|| self.grid.viable_need(cell, nh, need, None));
                    let other = || {
                        let o = 1 - e;
                        !self.viable_with(o, None) || self.viable_with(o, Some(cell))
                    };
                    if viable && *other_ok[e].get_or_insert_with(other) {
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
    pub(crate) fn check_placement(&self, p: Placement) -> Result<Landing, IllegalReason> {
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

    pub(crate) fn pile_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
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
    pub(crate) fn pile_offers(&self, t: TileType) -> bool {
        self.pile.get(t) > 0 || (self.pile.is_empty() && self.buried.first() == Some(&t))
    }

    /// Takes a tile of type `t` off the pile (the caller checked [`Self::pile_offers`]).
    pub(crate) fn take(&mut self, t: TileType) {
        if !self.pile.remove(t) && self.buried.first() == Some(&t) {
            self.buried.remove(0);
        }
    }

    // ----- transitions (§3.2, §6, §7) -----

    fn dealt(&self) -> u32 {
        self.hands.iter().map(TileCounts::total).sum()
    }

    /// The seat the next dealt tile goes to: six to the deal's first player, then six to each
    /// next seat (§3.2 step 3).
    fn receiver(&self) -> Player {
        let n = u32::from(self.players);
        let seat = (u32::from(self.first) + self.dealt() / u32::from(HAND_SIZE)) % n;
        Player(seat as u8)
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

    /// What the hand of `seat` scores when the deal ends now: its points, −3 more for the
    /// last placer (§7.1).
    pub(crate) fn hand_score(&self, seat: usize) -> i64 {
        let bonus = if self.last_placer == Some(seat as u8) {
            LAST_TILE_BONUS
        } else {
            0
        };
        self.hands[seat].points() + bonus
    }

    fn end_deal(&mut self) {
        let mut row = [0i64; MAX_PLAYERS];
        for (s, score) in row.iter_mut().enumerate().take(usize::from(self.players)) {
            *score = self.hand_score(s);
        }
        // A deal ends only while deals are due, so the row always fits.
        let _ = self.scores.push(row);
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
                self.hands[self.receiver().index()].add(t);
                if self.dealt() >= u32::from(HAND_SIZE) * u32::from(self.players) {
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
    /// The kind of node was checked before ([`jokoak_core::NodeGuard::guard_node`] in
    /// `play`): what is left is whether a chance outcome is this chance node's own, and the
    /// rules of a decision.
    pub(crate) fn check(&self, mv: &Move) -> Result<Option<Landing>, IllegalReason> {
        match (self.node, *mv) {
            (Node::First, Move::First(s)) if s.get() < self.players => Ok(None),
            (Node::First, _) => Err(IllegalReason::NotFirst),
            (_, Move::First(_)) => Err(IllegalReason::WrongNode),
            (_, Move::Tile(t)) => {
                if self.pile_offers(t) {
                    Ok(None)
                } else {
                    Err(IllegalReason::NotInPile)
                }
            }
            (_, Move::Place(p)) => self.check_placement(p).map(Some),
            (_, Move::Stop) => {
                if self.placed > 0 && self.must.is_none() {
                    Ok(None)
                } else {
                    Err(IllegalReason::Stop)
                }
            }
            (_, Move::Pass) => {
                if self.placed == 0 && self.must.is_none() && !self.can_place(self.active()) {
                    Ok(None)
                } else {
                    Err(IllegalReason::Pass)
                }
            }
        }
    }

    pub(crate) fn apply(&mut self, mv: &Move, landing: Option<Landing>) {
        match *mv {
            Move::First(s) => {
                self.first = s.get();
                self.seat = s.get();
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

impl Game for Continued {
    /// The platform-stable hash of the whole state ([`jokoak_core::search::stable_hash`]).
    fn hash_key(&self) -> u64 {
        jokoak_core::search::stable_hash(self)
    }

    type Move = Move;
    type Error = PlayError;

    /// The other hands and the pile are hidden (§9 T12).
    const HIDDEN_INFORMATION: bool = true;

    /// Redeals every tile `seat` cannot see (the other hands and the pile) at random with
    /// `rng`, keeping every hand's size. The active player's new hand also keeps what its
    /// turn so far makes public: a seat drawing, or passing after draws, holds no placeable
    /// tile; a seat that must place its drawn tile holds one placeable tile (that one) and
    /// otherwise none; a seat at the start of its turn with a pile to draw from holds at
    /// least one placeable tile (§6.1, §6.3); the seats of the current run of passes hold no
    /// placeable tile (§6.5). Once the match is over nothing is redealt: the
    /// last deal's scores already show the hands (§7.1). `None` for a seat the match does not
    /// have.
    fn determinize_for(&self, seat: Player, rng: &mut GameRng) -> Option<Self> {
        (seat.index() < usize::from(self.players)).then(|| self.redeal(seat, rng))
    }

    /// The start tile and the first player are public (§3.2 steps 2 and 4); a dealt tile is
    /// seen by its receiver only (§3.2 step 3), a drawn tile by the drawer only (§6.3, §9 T12).
    fn sees_chance_outcome(&self, seat: Player) -> bool {
        match self.node {
            Node::Deal => self.receiver() == seat,
            Node::Draw => self.active() == seat,
            Node::First | Node::Start | Node::Act | Node::Over => true,
        }
    }

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
                for mv in (0..self.players).filter_map(Move::first) {
                    out.push((mv, Probability::ratio(1, n)));
                }
            }
            Node::Start | Node::Deal | Node::Draw => self.pile_outcomes(out),
            Node::Act | Node::Over => {}
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.guard_node(mv)?;
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
        if self.node != Node::Over {
            return None;
        }
        Outcome::ranked(self.totals(), Ranking::LowerWins).ok()
    }
}

impl NodeGuard for Continued {
    /// `first:S` (§3.2 step 4) and `tile:TYPE` (§3.3).
    fn is_chance_outcome(mv: &Move) -> bool {
        matches!(mv, Move::First(_) | Move::Tile(_))
    }

    fn wrong_node(&self, mv: &Move, wrong: WrongNode) -> PlayError {
        let reason = match wrong {
            WrongNode::Over => IllegalReason::Over,
            // Choosing the first player takes only `first:S`.
            WrongNode::DecisionAtChance if self.node == Node::First => IllegalReason::NotFirst,
            WrongNode::DecisionAtChance | WrongNode::ChanceAtDecision => IllegalReason::WrongNode,
        };
        PlayError { mv: *mv, reason }
    }
}
