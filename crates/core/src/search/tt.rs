//! The transposition table: search results by position key ([`crate::Game::hash_key`]).
//!
//! A fixed number of two-slot buckets (a power of two), allocated once. Each slot holds the
//! full 64-bit key, the score, the bound, the depth, the best move (as its index in
//! `legal_moves` order, which is fixed for a position) and the search generation.
//!
//! **Replacement.** A bucket has a *depth-preferred* slot and an *always-replace* slot (the
//! two-level scheme of Breuker, Uiterwijk & van den Herik 1994). A result for a key already in
//! the bucket overwrites that slot. Otherwise it goes to the depth-preferred slot if that slot
//! is empty, from an older search, or no deeper than the new result (the result it displaces
//! moves to the always-replace slot); else to the always-replace slot. Deep results of the current search thus survive, and recent shallow
//! ones still find room.

/// What a stored score bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value (a PV node).
    Exact,
    /// A lower bound (the search failed high: value ≥ score).
    Lower,
    /// An upper bound (the search failed low: value ≤ score).
    Upper,
}

impl Bound {
    /// What a fail-soft search result `value` of the window `(alpha, beta)` bounds.
    #[must_use]
    pub const fn of(value: i32, alpha: i32, beta: i32) -> Bound {
        if value >= beta {
            Bound::Lower
        } else if value > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// A table hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    /// The stored score, relative to the node ([`crate::search::to_table`]).
    pub score: i32,
    /// The depth it was searched to.
    pub depth: i32,
    /// What the score bounds.
    pub bound: Bound,
    /// The best move's index in `legal_moves` order, if one was found.
    pub best: Option<u16>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    score: i32,
    best: u16,
    depth: i8,
    /// Bits 0–1: bound (0 empty, 1 exact, 2 lower, 3 upper); bits 2–7: generation.
    meta: u8,
}

const NO_MOVE: u16 = u16::MAX;

impl Slot {
    fn bound(self) -> Option<Bound> {
        match self.meta & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    fn generation(self) -> u8 {
        self.meta >> 2
    }
}

/// A fixed-size transposition table (see the module docs for the replacement scheme).
#[derive(Clone, Debug)]
pub struct TranspositionTable {
    slots: Vec<Slot>,
    /// Buckets − 1 (a power of two minus one).
    mask: usize,
    generation: u8,
}

impl TranspositionTable {
    /// The size of one slot in bytes.
    pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

    /// A table of at most `bytes` bytes (at least 2 slots), rounded down to a power of two
    /// buckets.
    #[must_use]
    pub fn with_bytes(bytes: usize) -> Self {
        let buckets = (bytes / (2 * Self::SLOT_BYTES)).max(1);
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        TranspositionTable {
            slots: vec![Slot::default(); 2 * buckets],
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// The table's size in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.slots.len() * Self::SLOT_BYTES
    }

    /// Starts a new search: older results become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
        self.generation = 0;
    }

    fn bucket(&self, key: u64) -> usize {
        // Fibonacci hashing: the high bits of key × 2⁶⁴/φ pick the bucket, so keys that
        // differ in any bits spread; the full key is compared on a probe.
        let mixed = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        2 * ((mixed >> 32) as usize & self.mask)
    }

    /// The stored result for `key`, if any.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        self.slots[b..b + 2].iter().find_map(|s| {
            let bound = s.bound()?;
            (s.key == key).then_some(Hit {
                score: s.score,
                depth: i32::from(s.depth),
                bound,
                best: (s.best != NO_MOVE).then_some(s.best),
            })
        })
    }

    /// Stores a result for `key` (`depth` is clamped to the `i8` range; `best` indexes
    /// `legal_moves`). Keeps the slot's old best move when `best` is `None`.
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<u16>) {
        let b = self.bucket(key);
        let generation = self.generation;
        let depth = depth.clamp(i32::from(i8::MIN), i32::from(i8::MAX)) as i8;
        let target = if let Some(i) = (0..2).find(|&i| {
            let s = self.slots[b + i];
            s.key == key && s.bound().is_some()
        }) {
            b + i
        } else {
            let deep = self.slots[b];
            if deep.bound().is_none() || deep.generation() != generation || deep.depth <= depth {
                // The displaced deep result moves to the always-replace slot.
                self.slots[b + 1] = deep;
                b
            } else {
                b + 1
            }
        };
        let old = self.slots[target];
        let best = match best {
            Some(m) => m,
            None if old.key == key => old.best,
            None => NO_MOVE,
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.slots[target] = Slot {
            key,
            score,
            best,
            depth,
            meta: bound_bits | generation << 2,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut t = TranspositionTable::with_bytes(1024);
        assert_eq!(t.bytes(), 1024);
        t.store(42, 3, 17, Bound::Lower, Some(2));
        assert_eq!(
            t.probe(42),
            Some(Hit {
                score: 17,
                depth: 3,
                bound: Bound::Lower,
                best: Some(2)
            })
        );
        assert_eq!(t.probe(43), None);
        t.store(42, 4, 5, Bound::Exact, None);
        assert_eq!(t.probe(42).and_then(|h| h.best), Some(2));
    }

    #[test]
    fn deep_results_survive_shallow_ones_in_the_same_bucket() {
        // A table of one bucket: every key shares it.
        let mut t = TranspositionTable::with_bytes(2 * TranspositionTable::SLOT_BYTES);
        t.store(1, 9, 100, Bound::Exact, None);
        t.store(2, 1, 200, Bound::Exact, None);
        t.store(3, 1, 300, Bound::Exact, None);
        assert_eq!(t.probe(1).map(|h| h.score), Some(100));
        assert_eq!(t.probe(2), None);
        assert_eq!(t.probe(3).map(|h| h.score), Some(300));
        // In a new search the old deep result gives way.
        t.new_search();
        t.store(4, 1, 400, Bound::Exact, None);
        assert_eq!(t.probe(4).map(|h| h.score), Some(400));
        assert_eq!(t.probe(1).map(|h| h.score), Some(100));
    }
}
