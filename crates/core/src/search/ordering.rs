//! Move ordering for alpha-beta: the table move first, then the game's
//! [`crate::Evaluate::move_priority`], killer moves, and the history heuristic
//! (Schaeffer 1989).
//!
//! Killers are the two latest moves that caused a cut-off at the same ply; the history table
//! adds `depth²` to a quiet move (one not [`crate::Evaluate::is_noisy`]) each time it causes a
//! cut-off, indexed by the seat and a stable hash of the move. Late move reductions read it too:
//! a move whose history is zero is cut one ply deeper (`late_move_reduction` in `alphabeta.rs`).

use super::stable_hash;

/// Plies the killer table covers.
pub(crate) const MAX_PLY: usize = 128;
const HISTORY_BITS: u32 = 12;
const HISTORY_SIZE: usize = 1 << HISTORY_BITS;
const HISTORY_MAX: i32 = 1 << 28;

/// Killers and history of one search agent (kept across its searches).
#[derive(Clone, Debug)]
pub(crate) struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    /// `history[seat * HISTORY_SIZE + hash(move) % HISTORY_SIZE]`.
    history: Vec<i32>,
}

impl<M: Clone + Eq + std::hash::Hash> Ordering<M> {
    pub fn new(seats: usize) -> Self {
        Ordering {
            killers: vec![[None, None]; MAX_PLY],
            history: vec![0; seats.max(1) * HISTORY_SIZE],
        }
    }

    fn history_index(&self, seat: usize, mv: &M) -> usize {
        let i = seat * HISTORY_SIZE + (stable_hash(mv) as usize & (HISTORY_SIZE - 1));
        i.min(self.history.len() - 1)
    }

    /// The ordering key of a move that is not the table move: higher first.
    pub fn key(&self, seat: usize, ply: usize, mv: &M, priority: i32) -> i64 {
        let killer = match self.killer_slot(ply, mv) {
            Some(0) => 3 << 31,
            Some(_) => 2 << 31,
            None => 0,
        };
        (i64::from(priority) << 33) + killer + i64::from(self.history(seat, mv))
    }

    /// The history of a move for `seat`: the sum of `depth²` over its cut-offs, the whole
    /// table halved whenever an entry reaches the cap and divided by 8 at every new search;
    /// 0 for a move that caused no cut-off lately (nor did any move sharing its hash slot).
    pub fn history(&self, seat: usize, mv: &M) -> i32 {
        self.history[self.history_index(seat, mv)]
    }

    /// Which of the two killer moves of `ply` `mv` is (0: the latest), if either.
    pub fn killer_slot(&self, ply: usize, mv: &M) -> Option<usize> {
        let killers = self.killers.get(ply)?;
        killers.iter().position(|k| k.as_ref() == Some(mv))
    }

    /// Records a quiet move that caused a cut-off at `ply` with `depth` plies to go.
    pub fn cutoff(&mut self, seat: usize, ply: usize, mv: &M, depth: i32) {
        if let Some(killers) = self.killers.get_mut(ply)
            && killers[0].as_ref() != Some(mv)
        {
            killers[1] = killers[0].take();
            killers[0] = Some(mv.clone());
        }
        let i = self.history_index(seat, mv);
        let bonus = depth.clamp(1, 64).pow(2);
        self.history[i] = (self.history[i] + bonus).min(HISTORY_MAX);
        if self.history[i] == HISTORY_MAX {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    /// Forgets the killers (new root: their plies now mean other positions) and ages history.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }
}
