//! Perft: the number of ply sequences of an exact length (DESIGN §2 "Perft").

use crate::{Game, ToMove};

/// The number of sequences of exactly `depth` plies from `game`, chance outcomes counted as
/// plies: `perft(s, 0) = 1`, and a finished position gives 0 at any depth ≥ 1.
///
/// Leaves are counted in bulk: at depth 1 the result is the number of legal moves (or chance
/// outcomes) without playing them. Move lists are reused per depth, so the walk allocates
/// only `depth` buffers.
#[must_use]
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    walk(game, depth, 0, &mut Buffers::new())
}

/// Perft split by the first ply: `(move, perft(after move, depth - 1))` in generation order.
/// The counts sum to `perft(game, depth)` for `depth ≥ 1`; empty for `depth = 0`.
#[must_use]
pub fn perft_divide<G: Game>(game: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut buffers = Buffers::new();
    next_plies(game)
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            let count = match next.play(&mv) {
                Ok(()) => walk(&next, depth - 1, 1, &mut buffers),
                Err(_) => 0,
            };
            (mv, count)
        })
        .collect()
}

/// Every next ply of `game`: its legal moves, or its chance outcomes at a chance node.
#[must_use]
pub fn next_plies<G: Game>(game: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    match game.to_move() {
        ToMove::Player(_) => game.legal_moves(&mut moves),
        ToMove::Chance => {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            moves.extend(outcomes.into_iter().map(|(m, _)| m));
        }
        ToMove::Over => {}
    }
    moves
}

/// One move list per level of the walk, grown as the walk goes deeper (a game's end bounds
/// it, whatever the requested depth).
struct Buffers<M> {
    moves: Vec<Vec<M>>,
    outcomes: Vec<Vec<(M, crate::Probability)>>,
}

impl<M> Buffers<M> {
    fn new() -> Self {
        Buffers {
            moves: Vec::new(),
            outcomes: Vec::new(),
        }
    }
}

fn walk<G: Game>(game: &G, depth: u32, level: usize, bufs: &mut Buffers<G::Move>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if bufs.moves.len() <= level {
        bufs.moves.resize_with(level + 1, Vec::new);
        bufs.outcomes.resize_with(level + 1, Vec::new);
    }
    let d = level;
    match game.to_move() {
        ToMove::Over => 0,
        ToMove::Player(_) => {
            let mut moves = std::mem::take(&mut bufs.moves[d]);
            moves.clear();
            game.legal_moves(&mut moves);
            let total = if depth == 1 {
                moves.len() as u64
            } else {
                let mut total = 0;
                for mv in &moves {
                    let mut next = game.clone();
                    next.play_unchecked(mv);
                    total += walk(&next, depth - 1, level + 1, bufs);
                }
                total
            };
            bufs.moves[d] = moves;
            total
        }
        ToMove::Chance => {
            let mut outcomes = std::mem::take(&mut bufs.outcomes[d]);
            outcomes.clear();
            game.chance_outcomes(&mut outcomes);
            let total = if depth == 1 {
                outcomes.len() as u64
            } else {
                let mut total = 0;
                for (mv, _) in &outcomes {
                    let mut next = game.clone();
                    next.play_unchecked(mv);
                    total += walk(&next, depth - 1, level + 1, bufs);
                }
                total
            };
            bufs.outcomes[d] = outcomes;
            total
        }
    }
}
