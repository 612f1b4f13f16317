//! Hidden information by Perfect Information Monte Carlo (PIMC; Levy 1989, Ginsberg 2001):
//! search several determinizations of what the seat observes and combine their choices
//! (issue 10 item 3, the tile game).
//!
//! Each sample is a full state drawn by the game's determinizer ([`crate::Determinize`],
//! [`crate::Setup::determinizer`]): it keeps everything the seat sees and redraws the rest, so
//! the search never reads the true hidden state. Each sample is searched as a game of perfect
//! information; the move chosen in the most samples wins, ties broken by the higher total
//! score, then by generation order in the first sample.

use std::sync::Arc;

use crate::{DeterminizeFn, Game, GameRng, Match, Player, Setup};

/// How many determinizations a hidden-information search agent samples per move by default.
pub const DEFAULT_SAMPLES: u32 = 8;

/// Combines `samples` searches of determinizations of `root` for `seat`: `search` returns the
/// move it chooses in one sample and its score (higher is better for `seat`), or `None`.
pub fn vote<G: Game>(
    root: &G,
    seat: Player,
    determinizer: &DeterminizeFn<G>,
    samples: u32,
    rng: &mut GameRng,
    mut search: impl FnMut(&G, &mut GameRng) -> Option<(G::Move, i32)>,
) -> Option<G::Move> {
    let mut tally: Vec<(G::Move, u32, i64)> = Vec::new();
    for _ in 0..samples.max(1) {
        // A seat the game does not have: no determinization, no move.
        let sample = determinizer(root, seat, rng)?;
        if tally.is_empty() {
            let mut legal = Vec::new();
            sample.legal_moves(&mut legal);
            tally = legal.into_iter().map(|m| (m, 0, 0)).collect();
        }
        if let Some((mv, score)) = search(&sample, rng)
            && let Some(t) = tally.iter_mut().find(|t| t.0 == mv)
        {
            t.1 += 1;
            t.2 += i64::from(score);
        }
    }
    let mut best: Option<&(G::Move, u32, i64)> = None;
    for t in &tally {
        if best.is_none_or(|b| (t.1, t.2) > (b.1, b.2)) {
            best = Some(t);
        }
    }
    best.map(|t| t.0.clone())
}

/// The sampler search agents use by default for a game with hidden information
/// ([`Game::HIDDEN_INFORMATION`]): [`Game::determinize_for`].
#[must_use]
pub fn default_determinizer<G: Game + 'static>() -> DeterminizeFn<G> {
    Arc::new(|g: &G, seat, rng: &mut GameRng| g.determinize_for(seat, rng))
}

/// `G`'s determinizer ([`Setup::determinizer`]) as search agents take it; `None` for games of
/// perfect information.
#[must_use]
pub fn game_determinizer<G: Setup + 'static>() -> Option<DeterminizeFn<G>> {
    G::determinizer().map(|d| Arc::new(d) as DeterminizeFn<G>)
}

/// `G`'s determinizer applied to the game being played of a [`Match`] of `G` (the games
/// already finished are kept).
#[must_use]
pub fn match_determinizer<G: Setup + 'static>() -> Option<DeterminizeFn<Match<G>>> {
    let det = G::determinizer()?;
    Some(Arc::new(move |m: &Match<G>, seat, rng: &mut GameRng| {
        let current = det(m.current(), seat, rng)?;
        Some(m.map_current(|_| current))
    }))
}
