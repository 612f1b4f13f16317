//! Repetition histories that copy cheaply (issue 10 item 1): the keys of the positions since
//! the last irreversible move, for rules such as threefold repetition (abalone.md §6 #12,
//! agon.md §8.4).
//!
//! A history is a small inline buffer of the newest keys plus a shared, immutable chain of
//! older blocks (`Arc`). Cloning a state copies the buffer and bumps one reference count, never
//! allocating and never copying old keys, so search and perft clone states in constant time
//! and a line of `D` plies holds `O(D)` keys in all, not `O(D²)`. Pushing a key into a full
//! buffer freezes the buffer into a new shared block: one allocation per `N` pushes.
//! The keys are the game's full position keys, compared exactly, so the rules read exactly
//! what a plain vector would give them.

use std::sync::Arc;

/// The keys of the positions since the last irreversible move, oldest first; `N` newest inline.
pub struct RepetitionHistory<K: Copy + Default + Eq, const N: usize> {
    recent: [K; N],
    /// Keys used in `recent`.
    len: usize,
    older: Option<Arc<Block<K>>>,
    /// Keys in `older`.
    older_len: usize,
}

struct Block<K> {
    keys: Box<[K]>,
    prev: Option<Arc<Block<K>>>,
}

impl<K: Copy + Default + Eq, const N: usize> Clone for RepetitionHistory<K, N> {
    fn clone(&self) -> Self {
        RepetitionHistory {
            recent: self.recent,
            len: self.len,
            older: self.older.clone(),
            older_len: self.older_len,
        }
    }

    /// Copies only the live inline keys (perft and search reuse one state per ply this way)
    /// and keeps the shared blocks when they are already the same.
    #[inline]
    fn clone_from(&mut self, source: &Self) {
        if N * size_of::<K>() <= 256 {
            // A small buffer is copied whole: a few fixed moves, cheaper than a call to copy
            // a slice of varying length.
            self.recent = source.recent;
        } else {
            self.recent[..source.len].copy_from_slice(&source.recent[..source.len]);
        }
        self.len = source.len;
        let same = match (&self.older, &source.older) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if !same {
            self.drop_older();
            self.older.clone_from(&source.older);
        }
        self.older_len = source.older_len;
    }
}

impl<K: Copy + Default + Eq, const N: usize> Default for RepetitionHistory<K, N> {
    fn default() -> Self {
        RepetitionHistory {
            recent: [K::default(); N],
            len: 0,
            older: None,
            older_len: 0,
        }
    }
}

impl<K: Copy + Default + Eq + std::fmt::Debug, const N: usize> std::fmt::Debug
    for RepetitionHistory<K, N>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RepetitionHistory({} positions)", self.len())
    }
}

/// Two histories are equal when they hold the same keys in the same order (what a repetition
/// rule reads); the split between the inline buffer and the shared blocks does not matter.
impl<K: Copy + Default + Eq, const N: usize> PartialEq for RepetitionHistory<K, N> {
    fn eq(&self, other: &Self) -> bool {
        if self.len() != other.len() {
            return false;
        }
        let shared = match (&self.older, &other.older) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b) && self.older_len == other.older_len,
            _ => false,
        };
        if shared {
            return self.recent[..self.len] == other.recent[..other.len];
        }
        self.iter_rev().eq(other.iter_rev())
    }
}

impl<K: Copy + Default + Eq, const N: usize> Eq for RepetitionHistory<K, N> {}

impl<K: Copy + Default + Eq, const N: usize> RepetitionHistory<K, N> {
    /// An empty history.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of keys.
    #[must_use]
    #[inline]
    pub fn len(&self) -> usize {
        self.older_len + self.len
    }

    /// `true` if no key is stored.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Forgets every key (after an irreversible move).
    pub fn clear(&mut self) {
        self.len = 0;
        self.drop_older();
    }

    /// Appends the key of the newest position.
    #[inline(always)]
    pub fn push(&mut self, key: K) {
        if N == 0 {
            self.freeze(Box::new([key]));
            return;
        }
        if self.len == N {
            self.freeze(self.recent.into());
            self.len = 0;
        }
        self.recent[self.len] = key;
        self.len += 1;
    }

    /// Moves `keys` (the full inline buffer, or the one key pushed when there is none) into a
    /// new shared block in front of the older ones: the rare, allocating part of `push`, kept
    /// out of line so that the common part inlines.
    #[cold]
    #[inline(never)]
    fn freeze(&mut self, keys: Box<[K]>) {
        self.older_len += keys.len();
        let block = Block {
            keys,
            prev: self.older.take(),
        };
        self.older = Some(Arc::new(block));
    }

    /// The newest key.
    #[must_use]
    #[inline]
    pub fn last(&self) -> Option<&K> {
        match self.len {
            0 => self.older.as_deref().and_then(|b| b.keys.last()),
            n => Some(&self.recent[n - 1]),
        }
    }

    /// The keys, newest first.
    pub fn iter_rev(&self) -> impl Iterator<Item = &K> + '_ {
        let recent = self.recent[..self.len].iter().rev();
        let mut block = self.older.as_deref();
        let older = std::iter::from_fn(move || {
            let b = block?;
            block = b.prev.as_deref();
            Some(b.keys.iter().rev())
        })
        .flatten();
        recent.chain(older)
    }

    /// How many of the keys `skip`, `skip + step`, `skip + 2·step`, … places back from the
    /// newest (the newest is place 0) equal `key`; `step ≥ 1` (0 reads as 1).
    ///
    /// A repetition rule reads the history this way: with `n` players the same seat is to move
    /// every `n` plies, so the earlier occurrences of the newest position can only stand at
    /// places `n`, `2n`, … (abalone.md §6 #12). Walks the inline keys by index, then the shared
    /// blocks, without allocating.
    #[must_use]
    #[inline]
    pub fn count_every(&self, key: &K, skip: usize, step: usize) -> usize {
        let step = step.max(1);
        let mut count = 0;
        // `at`: the place of the next key to compare, counted back from the newest.
        let mut at = skip;
        while at < self.len {
            count += usize::from(self.recent[self.len - 1 - at] == *key);
            at += step;
        }
        // Places at and beyond `self.len` are in the blocks, newest block first.
        let mut base = self.len;
        let mut block = self.older.as_deref();
        while let Some(b) = block {
            let n = b.keys.len();
            while at < base + n {
                count += usize::from(b.keys[n - 1 - (at - base)] == *key);
                at += step;
            }
            base += n;
            block = b.prev.as_deref();
        }
        count
    }

    /// The keys, oldest first (collects them: `O(len)` memory).
    #[must_use]
    pub fn to_vec(&self) -> Vec<K> {
        let mut keys: Vec<K> = self.iter_rev().copied().collect();
        keys.reverse();
        keys
    }

    /// Drops the shared blocks without recursion (a long chain would overflow the stack).
    fn drop_older(&mut self) {
        let mut next = self.older.take();
        while let Some(block) = next {
            next = match Arc::try_unwrap(block) {
                Ok(mut b) => b.prev.take(),
                Err(_) => None,
            };
        }
        self.older_len = 0;
    }
}

impl<K: Copy + Default + Eq, const N: usize> Drop for RepetitionHistory<K, N> {
    fn drop(&mut self) {
        self.drop_older();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_every_key_in_order_across_blocks() {
        let mut h: RepetitionHistory<u32, 3> = RepetitionHistory::new();
        for k in 0..10 {
            h.push(k);
        }
        assert_eq!(h.len(), 10);
        let all: Vec<u32> = h.iter_rev().copied().collect();
        assert_eq!(all, (0..10).rev().collect::<Vec<_>>());
        assert_eq!(h.last(), Some(&9));
    }

    #[test]
    fn clone_from_gives_the_source_keys_whatever_the_target_held() {
        let mut a: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in 0..5 {
            a.push(k);
        }
        let mut b: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in 10..13 {
            b.push(k);
        }
        b.clone_from(&a);
        assert_eq!(b.iter_rev().copied().collect::<Vec<_>>(), [4, 3, 2, 1, 0]);
        // A shorter source: the target's extra inline keys are gone.
        let mut c: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        c.push(7);
        b.clone_from(&c);
        assert_eq!(b.iter_rev().copied().collect::<Vec<_>>(), [7]);
        assert_eq!(b.len(), 1);
    }

    #[test]
    fn clones_share_old_keys_and_diverge_after() {
        let mut a: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in 0..5 {
            a.push(k);
        }
        let mut b = a.clone();
        a.push(100);
        b.push(200);
        b.push(201);
        assert_eq!(
            a.iter_rev().copied().collect::<Vec<_>>(),
            [100, 4, 3, 2, 1, 0]
        );
        assert_eq!(
            b.iter_rev().copied().collect::<Vec<_>>(),
            [201, 200, 4, 3, 2, 1, 0]
        );
        a.clear();
        assert!(a.is_empty());
        assert_eq!(b.len(), 7);
    }

    #[test]
    fn equality_reads_the_keys_not_the_layout() {
        let mut a: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        let mut b: RepetitionHistory<u32, 3> = RepetitionHistory::new();
        let mut c: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in 0..5 {
            a.push(k);
            c.push(k);
        }
        // Same keys, a different split between the buffer and the blocks.
        let mut d: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in 0..5 {
            d.push(k);
        }
        assert_eq!(a, c);
        assert_eq!(a, d);
        assert_eq!(a.clone(), a);
        c.push(9);
        assert_ne!(a, c);
        let mut e = a.clone();
        e.push(7);
        a.push(8);
        assert_ne!(a, e);
        for k in 0..4 {
            b.push(k);
        }
        assert_eq!(b.to_vec(), [0, 1, 2, 3]);
    }

    #[test]
    fn count_every_reads_every_step_th_key_across_blocks() {
        // Keys 0 1 2 0 1 2 0 1 2 0 (oldest first), two inline: places back from the newest
        // 0 (key 0), 1 (2), 2 (1), 3 (0), …, 9 (0).
        let mut h: RepetitionHistory<u32, 2> = RepetitionHistory::new();
        for k in [0, 1, 2, 0, 1, 2, 0, 1, 2, 0] {
            h.push(k);
        }
        // Key 0 stands at places 0, 3, 6 and 9.
        assert_eq!(h.count_every(&0, 0, 1), 4);
        assert_eq!(h.count_every(&0, 3, 3), 3);
        assert_eq!(h.count_every(&0, 0, 3), 4);
        // Every second place from 1: places 1, 3, 5, 7, 9 hold 2, 0, 1, 2, 0.
        assert_eq!(h.count_every(&0, 1, 2), 2);
        assert_eq!(h.count_every(&2, 1, 2), 2);
        assert_eq!(h.count_every(&1, 1, 2), 1);
        // Nothing beyond the oldest key; a step of 0 reads as 1.
        assert_eq!(h.count_every(&0, 10, 1), 0);
        assert_eq!(h.count_every(&1, 0, 0), 3);
        assert_eq!(RepetitionHistory::<u32, 2>::new().count_every(&0, 0, 1), 0);
        // With no inline buffer every key is in a block: the newest is the last block's.
        let mut blocks: RepetitionHistory<u32, 0> = RepetitionHistory::new();
        for k in [5, 6, 5] {
            blocks.push(k);
        }
        assert_eq!(blocks.last(), Some(&5));
        assert_eq!(blocks.count_every(&5, 0, 2), 2);
        assert_eq!(blocks.count_every(&6, 1, 2), 1);
    }

    #[test]
    fn a_long_chain_drops_without_recursion() {
        let mut h: RepetitionHistory<u8, 1> = RepetitionHistory::new();
        for _ in 0..1_000_000 {
            h.push(1);
        }
        assert_eq!(h.len(), 1_000_000);
        drop(h);
    }
}
