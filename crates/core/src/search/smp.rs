//! Searching on several threads ([`crate::AlphaBeta::threads`]): *lazy SMP* with the
//! deferral of simplified ABDADA.
//!
//! Helper threads search the same root as the main thread, each with its own killers and
//! history, and share the lockless transposition table ([`super::tt`]), so that one thread's
//! results cut another's search (lazy SMP, as chess programs have used it since about 2013).
//! Threads that search the same move of the same position at once duplicate their work, so a
//! thread about to search a move that another thread is searching now, other than a node's
//! first, puts it off to the end of its move list ([`Busy`]): the threads spread over the
//! tree's moves instead of walking it in step. This is ABDADA (J.-C. Weill, "The ABDADA
//! distributed minimax search algorithm", 1996) in the form of T. Kerrigan's "Simplified
//! ABDADA" (2017, tckerrigan.com), a small table of the moves being searched, from 3 plies
//! to the horizon as there.

use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

/// The shallowest depth (plies to the horizon) at which a node marks the moves it searches
/// as busy and defers busy ones: below it a subtree costs less than the marking.
pub(crate) const BUSY_DEPTH: i32 = 3;

/// Which moves some thread is searching now: a table of move keys (a position's key and a
/// move's index, mixed), one per slot; a slot another move's key overwrites forgets the first
/// move, so a busy move may be missed, never a free one deferred forever (a move is deferred
/// at most once per node).
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

const BUSY_SLOTS: usize = 1 << 14;

impl Busy {
    pub fn new() -> Self {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The key of the move of index `index` in the position of key `position`.
    pub fn move_key(position: u64, index: usize) -> u64 {
        // An odd multiplier spreads the indices over the high bits; `| 1` keeps 0 free.
        (position
            ^ (index as u64)
                .wrapping_add(1)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15))
            | 1
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[(key >> 50) as usize & (BUSY_SLOTS - 1)]
    }

    /// Whether a thread is searching the move of key `key` now.
    pub fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Relaxed) == key
    }

    /// Marks the move of key `key` as being searched.
    pub fn enter(&self, key: u64) {
        self.slot(key).store(key, Relaxed);
    }

    /// Clears the mark of `key`, if its slot still holds it.
    pub fn leave(&self, key: u64) {
        let _ = self.slot(key).compare_exchange(key, 0, Relaxed, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_busy_from_enter_to_leave() {
        let busy = Busy::new();
        let a = Busy::move_key(0xABCD, 3);
        let b = Busy::move_key(0xABCD, 4);
        assert_ne!(a, b);
        assert!(!busy.is_busy(a));
        busy.enter(a);
        assert!(busy.is_busy(a));
        assert!(!busy.is_busy(b));
        busy.leave(a);
        assert!(!busy.is_busy(a));
    }

    #[test]
    fn leaving_keeps_another_moves_mark_in_the_same_slot() {
        let busy = Busy::new();
        // Two keys of one slot (the same bits 50–63).
        let a = 5u64 << 50 | 1;
        let b = 5u64 << 50 | 3;
        busy.enter(a);
        busy.enter(b);
        busy.leave(a);
        assert!(busy.is_busy(b));
    }
}
