//! Perft: the number of ply sequences of an exact length (DESIGN §2 "Perft").
//!
//! The walk is iterative: an explicit stack holds one position and one move list per ply of
//! the current line, so a game whose options allow endless lines (Bul's `ply_limit=none`, Agon
//! without its threefold rule) can be walked to any depth without overflowing the thread's
//! stack. Its memory is one frame per ply of the deepest line walked.

use crate::{Game, Probability, ToMove};

/// The number of sequences of exactly `depth` plies from `game`, chance outcomes counted as
/// plies: `perft(s, 0) = 1`, and a finished position gives 0 at any depth ≥ 1.
///
/// Leaves are counted in bulk: at depth 1 the result is the number of legal moves (or chance
/// outcomes) without playing them, by [`Game::count_legal_moves`] where the game can count
/// them without listing them. Positions and move lists are reused per level, so the walk
/// allocates only while it goes deeper than before (a game's end bounds that, whatever the
/// requested depth; an endless line costs one frame per ply).
#[must_use]
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    // The callback never stops the walk, so there is always a count.
    perft_with(game, depth, |_| true).unwrap_or(0)
}

/// How far a running [`perft_with`] has got, reported every [`PERFT_REPORT_INTERVAL`] plies
/// played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerftProgress {
    /// Leaves (sequences of the full depth) counted so far.
    pub leaves: u64,
    /// Plies played so far (interior positions visited, the root excluded).
    pub plies: u64,
    /// The length of the line being walked, in plies from the root.
    pub line: usize,
}

/// How many plies [`perft_with`] plays between two reports (2¹⁶).
pub const PERFT_REPORT_INTERVAL: u64 = 1 << 16;

/// [`perft`] that reports its progress to `report` every [`PERFT_REPORT_INTERVAL`] plies played
/// and stops as soon as `report` returns `false` (a user's interrupt, a time limit).
///
/// Returns the count, or `None` if `report` stopped the walk.
pub fn perft_with<G: Game>(
    game: &G,
    depth: u32,
    mut report: impl FnMut(PerftProgress) -> bool,
) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    let depth = depth as usize;
    // frames[k]: the position after the first k plies of the current line and its next plies;
    // frames above `top` are kept only for their buffers.
    let mut frames = vec![Frame::new(game.clone())];
    if depth == 1 {
        return Some(frames[0].count());
    }
    frames[0].expand();
    let mut top = 0usize;
    let mut leaves = 0u64;
    let mut plies = 0u64;
    loop {
        if frames[top].next == frames[top].len() {
            if top == 0 {
                return Some(leaves);
            }
            top -= 1;
            continue;
        }
        if frames.len() == top + 1 {
            let state = frames[top].state.clone();
            frames.push(Frame::new(state));
        }
        let (lower, upper) = frames.split_at_mut(top + 1);
        let parent = &mut lower[top];
        let child = &mut upper[0];
        child.state.clone_from(&parent.state);
        child.state.play_unchecked(parent.ply(parent.next));
        parent.next += 1;
        // The child stands `line` plies from the root: its next plies are leaves when the
        // line is one ply short of the depth, counted in bulk.
        let line = top + 1;
        if line + 1 == depth {
            leaves += child.count();
        } else if child.expand() > 0 {
            top += 1;
        }
        plies += 1;
        if plies.is_multiple_of(PERFT_REPORT_INTERVAL)
            && !report(PerftProgress {
                leaves,
                plies,
                line,
            })
        {
            return None;
        }
    }
}

/// One level of the walk: a position and its next plies, its legal moves or (at a chance
/// node) its chance outcomes.
struct Frame<G: Game> {
    state: G,
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, Probability)>,
    chance: bool,
    /// The index of the next ply to walk.
    next: usize,
}

impl<G: Game> Frame<G> {
    fn new(state: G) -> Self {
        Frame {
            state,
            moves: Vec::new(),
            outcomes: Vec::new(),
            chance: false,
            next: 0,
        }
    }

    /// Lists the position's next plies and returns their number (0 for a finished position).
    fn expand(&mut self) -> u64 {
        self.next = 0;
        self.moves.clear();
        self.outcomes.clear();
        self.chance = false;
        match self.state.to_move() {
            ToMove::Over => 0,
            ToMove::Player(_) => {
                self.state.legal_moves(&mut self.moves);
                self.moves.len() as u64
            }
            ToMove::Chance => {
                self.chance = true;
                self.state.chance_outcomes(&mut self.outcomes);
                self.outcomes.len() as u64
            }
        }
    }

    /// The number of the position's next plies, counted without listing them where the game
    /// can ([`Game::count_legal_moves`]); the frame's list is then left stale.
    fn count(&mut self) -> u64 {
        if let ToMove::Player(_) = self.state.to_move()
            && let Some(n) = self.state.count_legal_moves()
        {
            return n as u64;
        }
        self.expand()
    }

    /// The number of next plies listed.
    fn len(&self) -> usize {
        if self.chance {
            self.outcomes.len()
        } else {
            self.moves.len()
        }
    }

    /// Next ply number `i`.
    fn ply(&self, i: usize) -> &G::Move {
        if self.chance {
            &self.outcomes[i].0
        } else {
            &self.moves[i]
        }
    }
}

/// Perft split by the first ply: `(move, perft(after move, depth - 1))` in generation order.
/// The counts sum to `perft(game, depth)` for `depth ≥ 1`; empty for `depth = 0`.
#[must_use]
pub fn perft_divide<G: Game>(game: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    next_plies(game)
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            let count = match next.play(&mv) {
                Ok(()) => perft(&next, depth - 1),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Outcome, Player};

    /// A counter that only ever moves on: one legal move (`+1`) until `end` (never, for
    /// `u64::MAX`), and at even counts below `fork` a second move `+2` (so the tree's size is
    /// known by hand).
    #[derive(Clone, Debug)]
    struct Line {
        at: u64,
        end: u64,
        fork: u64,
    }

    impl Game for Line {
        type Move = u64;
        type Error = std::convert::Infallible;

        fn num_players(&self) -> usize {
            1
        }
        fn to_move(&self) -> ToMove {
            if self.at >= self.end {
                ToMove::Over
            } else {
                ToMove::Player(Player(0))
            }
        }
        fn legal_moves(&self, out: &mut Vec<u64>) {
            if self.at < self.end {
                out.push(1);
                if self.at < self.fork && self.at.is_multiple_of(2) {
                    out.push(2);
                }
            }
        }
        fn chance_outcomes(&self, _out: &mut Vec<(u64, Probability)>) {}
        fn play(&mut self, mv: &u64) -> Result<(), Self::Error> {
            self.at += mv;
            Ok(())
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.at >= self.end)
                .then(|| Outcome::ranked(vec![0], crate::Ranking::HigherWins).ok())
                .flatten()
        }
    }

    #[test]
    fn an_endless_line_is_walked_to_any_depth_without_recursion() {
        // One legal move per ply forever: exactly one sequence of every length. A recursive
        // walk overflows the 2 MiB test-thread stack long before a million plies.
        let endless = Line {
            at: 0,
            end: u64::MAX,
            fork: 0,
        };
        assert_eq!(perft(&endless, 1_000_000), 1);
        assert_eq!(perft(&endless, 0), 1);
        assert_eq!(perft(&endless, 1), 1);
    }

    #[test]
    fn counts_of_a_small_tree_by_hand() {
        // From 0 with fork 2: at 0 the moves are +1 (to 1) and +2 (to 2); 1 (odd) and 2 (not below the fork)
        // have one move each, and the game ends at 3. Depth 1: 2. Depth 2: 1→2, 2→3: 2. Depth 3:
        // 0→1→2→3 only (2→3 is over): 1. Depth 4: 0.
        let g = Line {
            at: 0,
            end: 3,
            fork: 2,
        };
        assert_eq!(perft(&g, 1), 2);
        assert_eq!(perft(&g, 2), 2);
        assert_eq!(perft(&g, 3), 1);
        assert_eq!(perft(&g, 4), 0);
        let divided = perft_divide(&g, 2);
        assert_eq!(divided, vec![(1, 1), (2, 1)]);
    }

    #[test]
    fn a_report_that_says_stop_stops_the_walk() {
        let endless = Line {
            at: 0,
            end: u64::MAX,
            fork: 0,
        };
        let mut reports = Vec::new();
        let result = perft_with(&endless, u32::MAX, |p| {
            reports.push(p);
            reports.len() < 3
        });
        assert_eq!(result, None);
        // Three reports, one every 2^16 plies, on the single line as deep as the plies played.
        assert_eq!(reports.len(), 3);
        assert_eq!(reports[2].plies, 3 * PERFT_REPORT_INTERVAL);
        assert_eq!(reports[2].line, 3 * PERFT_REPORT_INTERVAL as usize);
        assert_eq!(reports[2].leaves, 0);
    }
}
