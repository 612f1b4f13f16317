//! Position keys for search (issue 10 item 1): fixed Zobrist tables and a platform-stable
//! hasher, so a key is the same on every run and every platform.
//!
//! A Zobrist key (Zobrist 1970) is the XOR of one random 64-bit word per feature of the
//! position (a marble of colour *c* on cell *i*, the side to move, …); moving a piece XORs
//! out its old word and XORs in its new one, so keys update incrementally. The words here come
//! from splitmix64 (Steele, Lea & Flood 2014) run from a fixed seed in a `const fn`: the tables
//! are compiled in, never drawn at run time, and never depend on `std`'s randomly keyed
//! `DefaultHasher`.

use std::hash::Hasher;

/// One step of splitmix64: advances `state` and returns the next 64-bit output.
#[must_use]
pub const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `N` Zobrist words from splitmix64 started at `seed`; usable in a `const` or `static`
/// (`static KEYS: [u64; 300] = zobrist_table(0xABA1);`). Each game uses its own seed.
#[must_use]
pub const fn zobrist_table<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        out[i] = splitmix64(&mut state);
        i += 1;
    }
    out
}

/// A [`Hasher`] whose output depends only on the values written, never on the platform or
/// the run: integers are mixed by value (not by native-endian bytes) and `usize` as `u64`.
/// The default [`crate::Game::hash_key`] feeds it a state's `Debug` text; move-keyed tables
/// (the history heuristic) feed it a move's derived `Hash`.
#[derive(Clone, Copy, Debug)]
pub struct StableHasher {
    state: u64,
}

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher {
            state: 0x6A09_E667_F3BC_C908,
        }
    }
}

impl StableHasher {
    fn mix(&mut self, word: u64) {
        self.state = (self.state ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.state ^= self.state >> 29;
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        let mut s = self.state;
        splitmix64(&mut s)
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.mix(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(w) ^ (rest.len() as u64) << 56);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    fn write_u128(&mut self, i: u128) {
        self.mix(i as u64);
        self.mix((i >> 64) as u64);
    }

    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }

    fn write_i8(&mut self, i: i8) {
        self.write_u8(i as u8);
    }

    fn write_i16(&mut self, i: i16) {
        self.write_u16(i as u16);
    }

    fn write_i32(&mut self, i: i32) {
        self.write_u32(i as u32);
    }

    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }

    fn write_i128(&mut self, i: i128) {
        self.write_u128(i as u128);
    }

    fn write_isize(&mut self, i: isize) {
        self.write_usize(i as usize);
    }
}

impl std::fmt::Write for StableHasher {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        Hasher::write(self, s.as_bytes());
        Ok(())
    }
}

/// The stable hash of any `Hash` value (a move, for the history table).
#[must_use]
pub fn stable_hash<T: std::hash::Hash + ?Sized>(value: &T) -> u64 {
    let mut h = StableHasher::default();
    value.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_sequence() {
        // The first outputs of splitmix64 from seed 0, as the reference C code
        // (Vigna, prng.di.unimi.it/splitmix64.c) prints them.
        let mut s = 0u64;
        assert_eq!(splitmix64(&mut s), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(&mut s), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn tables_are_fixed_and_distinct() {
        const T: [u64; 4] = zobrist_table(0);
        assert_eq!(T[0], 0xE220_A839_7B1D_CDAF);
        assert!(T.iter().all(|&w| w != 0));
        assert_ne!(zobrist_table::<1>(1), zobrist_table::<1>(2));
    }

    #[test]
    fn stable_hasher_reads_integers_by_value() {
        // Writing 1 as a u32 and as a u64 mixes the same word: the value, not its bytes.
        let (mut a, mut b) = (StableHasher::default(), StableHasher::default());
        a.write_u32(1);
        b.write_u64(1);
        assert_eq!(a.finish(), b.finish());
        assert_ne!(stable_hash(&1u8), stable_hash(&2u8));
    }
}
