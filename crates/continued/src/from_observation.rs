//! A full state built from one seat's [`Observation`] alone (issue 14 item 6): what an agent
//! that receives only observations (over a network, say) searches.

use jokoak_core::{GameRng, Observe};

use crate::error::ParsePositionError;
use crate::observe::Observation;
use crate::options::Options;
use crate::position::{Continued, DEALS, LAST_TILE_BONUS, MAX_PLAYERS, Node};
use crate::table::{Grid, start_ends};
use crate::tiles::{TileCounts, TileType};

impl Continued {
    /// A full state consistent with `obs` under `options`, built from the observation alone:
    /// the public part as observed (the table, the turn, the scores, the buried corners), the
    /// observer's own hand, and the tiles it cannot see (the other hands, the pile) dealt at
    /// random with `rng` under the same constraints as [`jokoak_core::Game::determinize_for`]
    /// (to-be-continued.md §9 T12). Its `observation(obs.seat)` equals `obs`, so a search
    /// agent can run on it exactly as on the true state it never saw. At the end of the match,
    /// where nothing is left to play, the other hands are a deal of the unseen tiles that the
    /// last deal's scores fit (§7.1), so the state's text reads back as any other.
    ///
    /// # Errors
    /// [`ParsePositionError`] when `obs` does not fit `options` or itself: a seat or player count
    /// out of range, a table tile off the table, more tiles seen than the tile set holds,
    /// hand and pile sizes that do not add up to the unseen tiles, a state the position
    /// notation refuses (a deal number, a turn counter or a seat out of range, docs/notation.md),
    /// or an observation the rebuilt state does not reproduce.
    pub fn from_observation(
        obs: &Observation,
        options: &Options,
        rng: &mut GameRng,
    ) -> Result<Continued, ParsePositionError> {
        let bad = |field: &str, reason: String| ParsePositionError::new(field, reason);
        let n = obs.players;
        let mut g = Continued::new(*options, n).map_err(|e| bad("players", e.to_string()))?;
        if obs.seat.index() >= n || obs.active.index() >= n || obs.hand_sizes.len() != n {
            return Err(bad("seat", format!("seats 0 to {} only", n - 1)));
        }
        if !(1..=DEALS).contains(&obs.deal) {
            return Err(bad("deal", format!("deals are numbered 1 to {DEALS}")));
        }
        g.deal = obs.deal;
        g.node = obs.node;
        g.first = obs.first.map_or(0, |p| p.0);
        g.seat = obs.active.0;
        g.placed = obs.placed;
        g.drawn = obs.drawn;
        g.passes = obs.passes;
        g.last_placer = obs.last_placer.map(|p| p.0);
        g.grid = Grid::new(options.table);
        g.on_table = TileCounts::EMPTY;
        for &(cell, placed) in &obs.table {
            if !g.grid.is_free(cell) {
                return Err(bad(
                    "table",
                    format!("cell {cell:?} is off the table or taken"),
                ));
            }
            g.grid.set(cell, placed);
            g.on_table.add(placed.tile);
        }
        // The corners on the table (§6.7), as the notation counts them.
        g.corners = g.on_table.corners();
        if obs.corners != g.corners {
            return Err(bad(
                "corners",
                format!("{} corners, but {} on the table", obs.corners, g.corners),
            ));
        }
        g.ends = obs
            .ends
            .unwrap_or_else(|| start_ends(TileType::FS_R, options.table.start()));
        for row in &obs.deal_scores {
            let mut full = [0i64; MAX_PLAYERS];
            for (slot, &score) in full.iter_mut().zip(row) {
                *slot = score;
            }
            if row.len() != n || !g.scores.push(full) {
                return Err(bad(
                    "scores",
                    "more deals or seats than the match has".into(),
                ));
            }
        }
        g.buried = obs.buried.clone();
        // The tiles the observer cannot see: the set less the table, its hand and the buried.
        let mut seen = g.on_table.plus(&obs.hand);
        for &t in &obs.buried {
            seen.add(t);
        }
        let mut unseen = options
            .tile_set
            .checked_sub(&seen)
            .ok_or_else(|| bad("hand", "more tiles seen than the tile set holds".into()))?;
        // Sizes as large as `u32::MAX` add up without overflow (and then fail the count).
        let others = (0..n)
            .filter(|&s| s != obs.seat.index())
            .map(|s| u64::from(obs.hand_sizes[s]))
            .sum::<u64>();
        let pile = obs.pile_size.checked_sub(obs.buried.len() as u32);
        if obs.hand_sizes[obs.seat.index()] != obs.hand.total()
            || pile.is_none_or(|p| u64::from(p) + others != u64::from(unseen.total()))
        {
            return Err(bad(
                "hands",
                format!(
                    "{} unseen tiles, but {others} in other hands and {} in the pile",
                    unseen.total(),
                    obs.pile_size
                ),
            ));
        }
        // Any deal of the unseen tiles to the other hands; `determinize` then redeals them at
        // random under the constraints of the turn so far. At the end of the match, where
        // nothing is redealt, the last deal's row scores the hands (§7.1): a hand of `h` tiles
        // and `p` points holds `p − h` corners (2 points each, a straight 1), dealt so.
        g.hands = [TileCounts::EMPTY; MAX_PLAYERS];
        g.hands[obs.seat.index()] = obs.hand;
        for s in (0..n).filter(|&s| s != obs.seat.index()) {
            let size = obs.hand_sizes[s];
            let corners = if obs.node == Node::Over {
                Some(scored_corners(obs, s).ok_or_else(|| {
                    bad(
                        "scores",
                        format!("seat {s}'s last score fits no hand of {size} tiles (§7.1)"),
                    )
                })?)
            } else {
                None
            };
            for k in 0..size {
                let corner = corners.map(|c| k < c);
                let t = unseen
                    .types()
                    .find(|t| corner.is_none_or(|c| t.is_corner() == c))
                    .ok_or_else(|| bad("hands", "too few tiles".into()))?;
                unseen.remove(t);
                g.hands[s].add(t);
            }
        }
        g.pile = unseen;
        g.must = match (obs.must_place, obs.must) {
            (false, _) => None,
            (true, Some(t)) => Some(t),
            (true, None) => g.hands[obs.active.index()].types().next(),
        };
        if obs.must_place
            && g.must
                .is_none_or(|t| g.hands[obs.active.index()].get(t) == 0)
        {
            return Err(bad(
                "must",
                "a tile to place, but the active hand is empty".into(),
            ));
        }
        // The position notation's checks (docs/notation.md): those of the public part before
        // the hidden tiles are redealt, all of them after (at the end of the match, where
        // nothing is redealt, at once). A state they refuse is no state of the match, and play
        // from it would break the rules' invariants.
        let first = obs.first.map(|p| p.0);
        let no_state =
            |e: ParsePositionError| bad("observation", format!("no state shows it: {e}"));
        g.verify_public(first, obs.ends.is_some())
            .map_err(no_state)?;
        let state = if g.node == Node::Over {
            g.verify(first, obs.ends.is_some()).map_err(no_state)?;
            g
        } else {
            let state = jokoak_core::Game::determinize_for(&g, obs.seat, rng)
                .ok_or_else(|| bad("seat", "not a seat".into()))?;
            state.verify(first, obs.ends.is_some()).map_err(no_state)?;
            state
        };
        if state.observation(obs.seat).as_ref() != Some(obs) {
            return Err(bad(
                "observation",
                "no state of the match shows this observation".into(),
            ));
        }
        Ok(state)
    }
}

/// The corners seat `s`'s hand holds at the end of the match by the last deal's row of `obs`
/// (§7.1: a corner scores 2, a straight 1, the last placer −3 more): its points less its size,
/// `None` where no hand of that size scores so.
fn scored_corners(obs: &Observation, s: usize) -> Option<u32> {
    let score = *obs.deal_scores.last()?.get(s)?;
    let bonus = if obs.last_placer.map(|p| p.index()) == Some(s) {
        LAST_TILE_BONUS
    } else {
        0
    };
    let size = *obs.hand_sizes.get(s)?;
    // Checked: an observation read from a network may hold any score.
    let points = score.checked_sub(bonus)?;
    let corners = u32::try_from(points.checked_sub(i64::from(size))?).ok()?;
    (corners <= size).then_some(corners)
}
