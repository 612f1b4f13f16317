//! The transposition table: search results by position key ([`crate::Game::hash_key`]).
//!
//! A fixed number of two-slot buckets (a power of two), allocated once. Each slot holds the
//! score, the bound, the depth, the best move (as its index in `legal_moves` order, which is
//! fixed for a position) and the search generation packed in one 64-bit word, and the full
//! 64-bit key XORed with that word, so that threads share the table without locks (below).
//!
//! **Replacement.** A bucket has a *depth-preferred* slot and an *always-replace* slot (the
//! two-level scheme of Breuker, Uiterwijk & van den Herik 1994). A result for a key already in
//! the bucket overwrites that slot. Otherwise it goes to the depth-preferred slot if that slot
//! is empty, from an older search, or no deeper than the new result (the result it displaces
//! moves to the always-replace slot); else to the always-replace slot. Deep results of the
//! current search thus survive, and recent shallow ones still find room.

use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

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
    /// The best move's index in `legal_moves` order, if one was found (and below
    /// [`TranspositionTable::MAX_MOVE_INDEX`]).
    pub best: Option<usize>,
}

/// One slot's contents, packed into the 64-bit word the table stores beside the key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Entry {
    score: i32,
    best: u16,
    depth: i8,
    /// Bits 0–1: bound (0 empty, 1 exact, 2 lower, 3 upper); bits 2–7: generation.
    meta: u8,
}

const NO_MOVE: u16 = u16::MAX;

impl Entry {
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

    /// Bits 0–31 the score, 32–47 the best move, 48–55 the depth, 56–63 the meta byte.
    fn pack(self) -> u64 {
        u64::from(self.score as u32)
            | u64::from(self.best) << 32
            | u64::from(self.depth as u8) << 48
            | u64::from(self.meta) << 56
    }

    fn unpack(word: u64) -> Self {
        Entry {
            score: word as u32 as i32,
            best: (word >> 32) as u16,
            depth: (word >> 48) as u8 as i8,
            meta: (word >> 56) as u8,
        }
    }
}

/// A slot: the entry's word and the key XORed with it (Hyatt & Mann 2002's lockless
/// hashing). Searches on several threads ([`crate::AlphaBeta::threads`]) share one table
/// without locks; a slot that two of them write at once holds one's check word with the
/// other's entry, which XORs back to neither key, so a probe misses rather than return an
/// entry stored for another position (with Zobrist keys, a torn pair spells some other
/// position's key with a chance of about 2⁻⁶⁴).
#[derive(Debug, Default)]
struct Slot {
    check: AtomicU64,
    word: AtomicU64,
}

impl Slot {
    /// The slot's key and entry, as read now (a torn pair reads as another key).
    fn load(&self) -> (u64, Entry) {
        let word = self.word.load(Relaxed);
        (self.check.load(Relaxed) ^ word, Entry::unpack(word))
    }

    fn save(&self, key: u64, entry: Entry) {
        let word = entry.pack();
        self.check.store(key ^ word, Relaxed);
        self.word.store(word, Relaxed);
    }
}

/// A fixed-size transposition table (see the module docs for the replacement scheme). It is
/// `Sync`: probes and stores take `&self`, so the threads of one search share it.
pub struct TranspositionTable {
    slots: Box<[Slot]>,
    /// Buckets − 1 (a power of two minus one).
    mask: usize,
    generation: u8,
}

impl Clone for TranspositionTable {
    /// A copy of every slot: the two tables are independent from then on.
    fn clone(&self) -> Self {
        TranspositionTable {
            slots: self
                .slots
                .iter()
                .map(|s| {
                    let (key, entry) = s.load();
                    let slot = Slot::default();
                    slot.save(key, entry);
                    slot
                })
                .collect(),
            mask: self.mask,
            generation: self.generation,
        }
    }
}

impl std::fmt::Debug for TranspositionTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TranspositionTable")
            .field("bytes", &self.bytes())
            .field("generation", &self.generation)
            .finish()
    }
}

impl TranspositionTable {
    /// The size of one slot in bytes.
    pub const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

    /// The buckets of a table of at most `bytes` bytes ([`Self::with_bytes`]): a power of two,
    /// at least 1.
    fn buckets_for(bytes: usize) -> usize {
        let buckets = (bytes.min(Self::MAX_BYTES) / (2 * Self::SLOT_BYTES)).max(1);
        1usize << (usize::BITS - 1 - buckets.leading_zeros())
    }

    /// The first move index an entry cannot keep: 65,535 (16 bits, one value meaning no move).
    pub const MAX_MOVE_INDEX: usize = NO_MOVE as usize;

    /// The largest table: 1 TiB (2⁴⁰ bytes) on 64-bit targets, 1 GiB on smaller ones. A larger
    /// `bytes` is read as this, where the count of slots would overflow the allocator's size
    /// (`usize::MAX` panicked).
    pub const MAX_BYTES: usize = if usize::BITS >= 64 { 1 << 40 } else { 1 << 30 };

    /// A table of at most `bytes` bytes (at least 2 slots, at most [`Self::MAX_BYTES`]),
    /// rounded down to a power of two buckets. It is allocated and written whole at once, so
    /// `bytes` must fit in the machine's memory (a failed allocation aborts, as any does).
    #[must_use]
    pub fn with_bytes(bytes: usize) -> Self {
        let buckets = Self::buckets_for(bytes);
        let slots: Box<[Slot]> = (0..2 * buckets).map(|_| Slot::default()).collect();
        // The allocator hands out zeroed pages lazily; writing every slot now maps them here,
        // not in the first searches, whose time the page faults would take.
        for slot in &slots {
            slot.word.store(0, Relaxed);
        }
        TranspositionTable {
            slots,
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
        for s in &mut self.slots {
            *s = Slot::default();
        }
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
            let (k, e) = s.load();
            let bound = e.bound()?;
            (k == key).then_some(Hit {
                score: e.score,
                depth: i32::from(e.depth),
                bound,
                best: (e.best != NO_MOVE).then_some(usize::from(e.best)),
            })
        })
    }

    /// Stores a result for `key` (`depth` is clamped to the `i8` range; `best` indexes
    /// `legal_moves`). Keeps the slot's old best move when `best` is `None`; an index of
    /// [`Self::MAX_MOVE_INDEX`] or more is not kept (the entry names no move), so a position
    /// with more legal moves is searched in full but orders only its first ones from the table.
    pub fn store(&self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<usize>) {
        let best = best
            .and_then(|i| u16::try_from(i).ok())
            .filter(|&i| i != NO_MOVE);
        let b = self.bucket(key);
        let generation = self.generation;
        let depth = depth.clamp(i32::from(i8::MIN), i32::from(i8::MAX)) as i8;
        let loaded = [self.slots[b].load(), self.slots[b + 1].load()];
        let same = (0..2).find(|&i| loaded[i].0 == key && loaded[i].1.bound().is_some());
        let (deep_key, deep) = loaded[0];
        let target = match same {
            Some(i) => b + i,
            None if deep.bound().is_none()
                || deep.generation() != generation
                || deep.depth <= depth =>
            {
                // The displaced deep result moves to the always-replace slot.
                self.slots[b + 1].save(deep_key, deep);
                b
            }
            None => b + 1,
        };
        let best = match (best, same) {
            (Some(m), _) => m,
            (None, Some(i)) => loaded[i].1.best,
            (None, None) => NO_MOVE,
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let entry = Entry {
            score,
            best,
            depth,
            meta: bound_bits | generation << 2,
        };
        self.slots[target].save(key, entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sizes_round_down_to_a_power_of_two_buckets_within_bounds() {
        // A bucket is two 16-byte slots, 32 bytes.
        assert_eq!(TranspositionTable::SLOT_BYTES, 16);
        let buckets = TranspositionTable::buckets_for;
        assert_eq!(buckets(0), 1);
        assert_eq!(buckets(1024), 32);
        assert_eq!(buckets(1024 + 1000), 32);
        assert_eq!(buckets(16 << 20), 1 << 19);
        // Past the largest table (2^40 bytes on 64-bit targets): 2^35 buckets, where
        // `usize::MAX` bytes overflowed the allocation's size.
        let most = TranspositionTable::MAX_BYTES / 32;
        assert_eq!(buckets(usize::MAX), most);
        assert_eq!(buckets(TranspositionTable::MAX_BYTES), most);
    }

    #[test]
    fn stores_and_finds_by_full_key() {
        let t = TranspositionTable::with_bytes(1024);
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
        // Indices up to 65,534 fit the entry's 16 bits; from MAX_MOVE_INDEX (65,535) on the
        // entry names no move of its own (a new key) or keeps the old one (the same key).
        let last = TranspositionTable::MAX_MOVE_INDEX - 1;
        t.store(7, 1, 0, Bound::Exact, Some(last));
        assert_eq!(t.probe(7).and_then(|h| h.best), Some(65_534));
        t.store(8, 1, 0, Bound::Exact, Some(70_000));
        assert_eq!(t.probe(8).map(|h| h.best), Some(None));
        t.store(42, 5, 5, Bound::Exact, Some(65_535));
        assert_eq!(t.probe(42).and_then(|h| h.best), Some(2));
    }

    /// The result stored for `key` in the test below: every field derived from the key.
    fn stored(key: u64) -> Hit {
        Hit {
            score: key as i32 ^ 0x5A5A,
            depth: (key % 128) as i32,
            bound: Bound::Exact,
            best: Some((key % 1000) as usize),
        }
    }

    #[test]
    fn a_slot_torn_between_two_writes_reads_as_no_result() {
        // Thread A writes key a's check word, thread B then both words of key b, A its entry
        // word last: the slot holds b's check and a's entry, which XOR to neither key.
        let t = TranspositionTable::with_bytes(2 * TranspositionTable::SLOT_BYTES);
        let (a, b) = (0x1234_5678_9ABC_DEF0u64, 0x0FED_CBA9_8765_4321u64);
        let entry = |key| Entry {
            score: key as i32,
            best: 7,
            depth: 5,
            meta: 1,
        };
        t.slots[0].save(b, entry(b));
        t.slots[0].word.store(entry(a).pack(), Relaxed);
        assert_eq!(t.probe(a), None);
        assert_eq!(t.probe(b), None);
        // Whole writes read back.
        t.slots[0].save(a, entry(a));
        assert_eq!(t.probe(a).map(|h| h.score), Some(a as i32));
    }

    #[test]
    fn an_entry_packs_into_one_word_and_back() {
        for e in [
            Entry::default(),
            Entry {
                score: -123_456,
                best: NO_MOVE,
                depth: -3,
                meta: 0xFF,
            },
            Entry {
                score: i32::MAX,
                best: 0,
                depth: i8::MAX,
                meta: 2 | 63 << 2,
            },
        ] {
            assert_eq!(Entry::unpack(e.pack()), e);
        }
    }

    #[test]
    fn threads_storing_at_once_never_read_a_mixed_result() {
        // One bucket that four threads write at once: a slot may be torn between two
        // threads' writes, but a probe must then miss, never return one key's result for
        // another (each thread probes its own keys and the others'). The keys are mixed as
        // position keys are: with keys of few distinct bits, a torn pair of one key's check
        // word and another's entry can spell a third key by chance.
        let key = |thread: u64, i: u64| {
            let mut seed = thread << 32 | i;
            crate::search::splitmix64(&mut seed)
        };
        let t = TranspositionTable::with_bytes(2 * TranspositionTable::SLOT_BYTES);
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                let (t, hits) = (&t, &hits);
                scope.spawn(move || {
                    for i in 1..=200_000u64 {
                        let h = stored(key(thread, i));
                        t.store(key(thread, i), h.depth, h.score, h.bound, h.best);
                        for probe in (0..3).map(|k| key((thread + k) % 4, i)) {
                            if let Some(hit) = t.probe(probe) {
                                assert_eq!(hit, stored(probe), "key {probe:#x}");
                                hits.fetch_add(1, Relaxed);
                            }
                        }
                    }
                });
            }
        });
        // The test probes something: most of a thread's own keys are found just stored.
        assert!(hits.into_inner() > 200_000);
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
