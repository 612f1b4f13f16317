//! Hidden information by Perfect Information Monte Carlo (PIMC; Levy 1989, Ginsberg 2001):
//! search several determinizations of what the seat observes and combine their choices
//! (issue 10 item 3, the tile game).
//!
//! Each sample is a full state drawn by the game's [`Game::determinize_for`]: it keeps
//! everything the seat sees and redraws the rest, so
//! the search never reads the true hidden state. Each sample is searched as a game of perfect
//! information; the move chosen in the most samples wins, ties broken by the higher total
//! score, then by generation order in the first sample.

use crate::{Game, GameRng, Player, ToMove};

/// How many determinizations a hidden-information search agent samples per move by default.
pub const DEFAULT_SAMPLES: u32 = 8;

/// Combines `samples` searches of determinizations of `root` for `seat`
/// ([`Game::determinize_for`]): `search` returns the move it chooses in one sample and its
/// score (higher is better for `seat`), or `None`. `None` where `seat` is not to move at
/// `root` (the moves a sample lists are then another seat's, some from a hand redrawn), or
/// where no sample's search chose a move.
pub fn vote<G: Game>(
    root: &G,
    seat: Player,
    samples: u32,
    rng: &mut GameRng,
    mut search: impl FnMut(&G, &mut GameRng) -> Option<(G::Move, i32)>,
) -> Option<G::Move> {
    if root.to_move() != ToMove::Player(seat) {
        return None;
    }
    let mut tally: Vec<(G::Move, u32, i64)> = Vec::new();
    for _ in 0..samples.max(1) {
        // A seat the game does not have: no determinization, no move.
        let sample = root.determinize_for(seat, rng)?;
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
    for t in tally.iter().filter(|t| t.1 > 0) {
        if best.is_none_or(|b| (t.1, t.2) > (b.1, b.2)) {
            best = Some(t);
        }
    }
    best.map(|t| t.0.clone())
}
