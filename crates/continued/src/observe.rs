//! Hidden information (to-be-continued.md §9 T12): what one seat may see, and full states
//! consistent with it.

use jokoak_core::{GameRng, Observe, Player, random_index};

use crate::position::{Continued, Node};
use crate::table::{Cell, LineEnd, Placed};
use crate::tiles::{TileCounts, TileType};

/// What one seat may see (§9 T12): the public information plus its own hand.
///
/// Public: the table (tiles, cells, rotations, both ends, the corner count), each hand's
/// size, the pile's size and buried corners, the active seat and its turn's progress (tiles
/// drawn, placements made, whether a drawn tile must be placed), the deal number, the deal's
/// first player, the most recent placer, the consecutive passes and the finished deals'
/// scores. A drawn tile's type becomes public only when it is placed; the observer sees the
/// type of its own drawn tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Observation {
    /// The observing seat.
    pub seat: Player,
    /// The number of seats.
    pub players: usize,
    /// The current deal, 1..=4.
    pub deal: u8,
    /// The current deal's first player, `None` before `first:S`.
    pub first: Option<Player>,
    /// The kind of node.
    pub node: Node,
    /// The active seat.
    pub active: Player,
    /// Placements made in the current turn.
    pub placed: u8,
    /// Tiles drawn in the current turn.
    pub drawn: u8,
    /// Whether the active player must now place the tile just drawn (§6.3).
    pub must_place: bool,
    /// That tile's type, only when the observer is the active player.
    pub must: Option<TileType>,
    /// Consecutive passing turns.
    pub passes: u8,
    /// The most recent placer of the deal.
    pub last_placer: Option<Player>,
    /// Every tile on the table, row-major.
    pub table: Vec<(Cell, Placed)>,
    /// Both ends, `None` while the table is empty.
    pub ends: Option<[LineEnd; 2]>,
    /// Corners on the table.
    pub corners: u8,
    /// The observer's own hand.
    pub hand: TileCounts,
    /// Each seat's number of tiles in hand, in seat order.
    pub hand_sizes: Vec<u32>,
    /// Tiles in the pile, buried corners included.
    pub pile_size: u32,
    /// The buried corners, in drawing order (public: they were seen face up).
    pub buried: Vec<TileType>,
    /// The finished deals' scores.
    pub deal_scores: Vec<Vec<i64>>,
}

impl Observe for Continued {
    type Observation = Observation;

    /// `None` for a seat the match does not have (`player.index() >= players`).
    fn observation(&self, player: Player) -> Option<Observation> {
        if player.index() >= usize::from(self.players) {
            return None;
        }
        let active = self.active();
        Some(Observation {
            seat: player,
            players: usize::from(self.players),
            deal: self.deal,
            first: self.first_player(),
            node: self.node,
            active,
            placed: self.placed,
            drawn: self.drawn,
            must_place: self.must.is_some(),
            must: if player == active { self.must } else { None },
            passes: self.passes,
            last_placer: self.last_placer(),
            table: self.tiles().collect(),
            ends: self.ends(),
            corners: self.corners,
            hand: self.hand(player),
            hand_sizes: self.hands[..usize::from(self.players)]
                .iter()
                .map(TileCounts::total)
                .collect(),
            pile_size: self.pile_size(),
            buried: self.buried.clone(),
            deal_scores: self.deal_scores(),
        })
    }
}

/// Draws one tile uniformly from the tiles of `pool` whose type passes `allowed`; `None` if
/// there is none.
fn draw(
    pool: &mut TileCounts,
    allowed: &dyn Fn(TileType) -> bool,
    rng: &mut GameRng,
) -> Option<TileType> {
    let total: u32 = pool
        .types()
        .filter(|&t| allowed(t))
        .map(|t| u32::from(pool.get(t)))
        .sum();
    if total == 0 {
        return None;
    }
    let mut r = random_index(total as usize, rng) as u32;
    let t = pool.types().filter(|&t| allowed(t)).find(|&t| {
        let c = u32::from(pool.get(t));
        if r < c {
            true
        } else {
            r -= c;
            false
        }
    })?;
    pool.remove(t);
    Some(t)
}

impl Continued {
    /// [`Game::determinize_for`](jokoak_core::Game::determinize_for) for a seat of the match.
    pub(crate) fn redeal(&self, player: Player, rng: &mut GameRng) -> Continued {
        let mut g = self.clone();
        if self.node == Node::Over {
            return g;
        }
        let n = usize::from(self.players);
        let mut pool = self.pile;
        let mut sizes = [0u32; crate::position::MAX_PLAYERS];
        for s in (0..n).filter(|&s| s != player.index()) {
            pool = pool.plus(&self.hands[s]);
            sizes[s] = self.hands[s].total();
            g.hands[s] = TileCounts::EMPTY;
        }
        g.pile = TileCounts::EMPTY;
        let a = usize::from(self.seat);
        let playable = |t: TileType| {
            let mut only = TileCounts::EMPTY;
            only.add(t);
            self.any_placement(&only)
        };
        // The seats of the current run of passes held no placeable tile when they passed,
        // and neither their hands nor the table have changed since (§6.1, §6.5).
        for s in self.pass_run().filter(|&s| s != player.index()) {
            for _ in 0..sizes[s] {
                if let Some(t) = draw(&mut pool, &|t| !playable(t), rng) {
                    g.hands[s].add(t);
                }
            }
            sizes[s] = 0;
        }
        let in_turn = matches!(self.node, Node::Draw | Node::Act) && self.placed == 0;
        if a != player.index() && in_turn {
            let all_unplayable = self.node == Node::Draw
                || self.must.is_some()
                || (self.drawn > 0 && self.pile_size() == 0);
            if let Some(m) = self.must {
                let t = draw(&mut pool, &playable, rng).unwrap_or(m);
                g.hands[a].add(t);
                g.must = Some(t);
                sizes[a] = sizes[a].saturating_sub(1);
            }
            if all_unplayable {
                for _ in 0..sizes[a] {
                    if let Some(t) = draw(&mut pool, &|t| !playable(t), rng) {
                        g.hands[a].add(t);
                        sizes[a] = sizes[a].saturating_sub(1);
                    }
                }
            } else if self.drawn == 0 && self.pile_size() > 0 && sizes[a] > 0 {
                // At least one placeable tile: try whole hands, then force one.
                let mut done = false;
                for _ in 0..32 {
                    let mut trial = pool;
                    let mut hand = TileCounts::EMPTY;
                    for _ in 0..sizes[a] {
                        if let Some(t) = draw(&mut trial, &|_| true, rng) {
                            hand.add(t);
                        }
                    }
                    if hand.types().any(playable) {
                        pool = trial;
                        g.hands[a] = hand;
                        done = true;
                        break;
                    }
                }
                if !done && let Some(t) = draw(&mut pool, &playable, rng) {
                    g.hands[a].add(t);
                    sizes[a] = sizes[a].saturating_sub(1);
                    for _ in 0..sizes[a] {
                        if let Some(t) = draw(&mut pool, &|_| true, rng) {
                            g.hands[a].add(t);
                        }
                    }
                }
                sizes[a] = 0;
            }
        }
        for (hand, &size) in g.hands.iter_mut().zip(&sizes).take(n) {
            for _ in 0..size {
                if let Some(t) = draw(&mut pool, &|_| true, rng) {
                    hand.add(t);
                }
            }
        }
        g.pile = pool;
        g
    }
}
