//! A specialised perft (DESIGN §2 "Perft"): bitboard generation, actions applied to copies of
//! the board, bulk counting at the last ply, no allocation per node.

use crate::board::Board;
use crate::position::{Abalone, Key, WINNING_EJECTIONS};

struct Walk {
    players: u8,
    threefold: bool,
    ply_limit: Option<u64>,
    /// Repetition keys along the history and the current path (only with `threefold`).
    keys: Vec<Key>,
}

#[derive(Clone, Copy)]
struct Node {
    board: Board,
    side: u8,
    scores: [u8; 3],
    plies: u64,
}

/// The number of move sequences of exactly `depth` plies from `position`, with the same
/// meaning as [`jokoak_core::perft`] (a finished position counts 0 at depth ≥ 1, a forced
/// 3-player `pass` is a ply), every end rule included (ejections, no move, repetition under
/// `threefold_draw`, `ply_limit`). Counts the last ply in bulk by popcounts.
///
/// ```
/// use jokoak_abalone::{Abalone, perft};
/// assert_eq!(perft(&Abalone::default(), 2), 1_936);
/// ```
#[must_use]
pub fn perft(position: &Abalone, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.end().is_some() {
        return 0;
    }
    let mut w = Walk {
        players: position.players,
        threefold: position.options.threefold_draw,
        ply_limit: position.options.ply_limit,
        keys: Vec::new(),
    };
    if w.threefold {
        w.keys.reserve(position.history.len() + depth as usize);
        w.keys.extend(position.history.iter_rev().copied());
        w.keys.reverse();
    }
    let node = Node {
        board: position.marbles,
        side: position.side,
        scores: position.scores,
        plies: position.plies(),
    };
    w.expand(node, depth, 0)
}

impl Walk {
    /// Perft of a node that is not over, `depth ≥ 1`; `since` = the first key after the last
    /// ejection.
    fn expand(&mut self, node: Node, depth: u32, since: usize) -> u64 {
        let side = usize::from(node.side);
        if depth == 1 {
            return match node.board.count_moves(side) {
                0 if self.players == 3 => u64::from(self.someone_moves(&node.board)),
                n => u64::from(n),
            };
        }
        let next = (node.side + 1) % self.players;
        let mut total = 0;
        let mut any = false;
        node.board.for_each_move(side, |_, action| {
            any = true;
            let mut child = Node {
                board: node.board,
                side: next,
                scores: node.scores,
                plies: node.plies + 1,
            };
            let ejected = child.board.apply(side, action);
            if ejected {
                child.scores[side] += 1;
                if child.scores[side] >= WINNING_EJECTIONS {
                    return;
                }
            }
            total += self.enter(child, depth - 1, ejected, since);
        });
        if !any && self.players == 3 && self.someone_moves(&node.board) {
            let child = Node {
                side: next,
                plies: node.plies + 1,
                ..node
            };
            total += self.enter(child, depth - 1, false, since);
        }
        total
    }

    /// Perft of a child reached by one ply, after the end rules of the child itself.
    fn enter(&mut self, child: Node, depth: u32, ejected: bool, since: usize) -> u64 {
        if self.ply_limit.is_some_and(|cap| child.plies >= cap) {
            return 0;
        }
        if !self.threefold {
            return self.expand(child, depth, since);
        }
        let since = if ejected { self.keys.len() } else { since };
        let key = Key::of(&child.board, child.side.into());
        let seen = self.keys[since..]
            .iter()
            .rev()
            .skip(usize::from(self.players) - 1)
            .step_by(usize::from(self.players))
            .filter(|k| **k == key)
            .count();
        if seen >= 2 {
            return 0;
        }
        self.keys.push(key);
        let n = self.expand(child, depth, since);
        self.keys.pop();
        n
    }

    fn someone_moves(&self, board: &Board) -> bool {
        (0..usize::from(self.players)).any(|s| board.has_move(s))
    }
}
