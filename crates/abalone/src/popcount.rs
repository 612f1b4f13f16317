//! The sum of the popcounts of many bitboards, for move counting (abalone.md §4.5) without
//! listing the moves: [`Board::count_moves`](crate::board::Board) counts one set of moving
//! groups per direction and per broadside, 30 sets in all.
//!
//! Where the target has no popcount instruction (the default `x86_64` target), a popcount is a
//! dozen arithmetic operations per 64 bits, and 30 of them were most of the work of a perft
//! leaf. A [`Tally`] adds the sets bit by bit with carry-save adders into planes of weight 1,
//! 2, 4, 8 and 16 (a cell's count, written in binary across the planes), so only the five
//! planes are counted at the end. With a popcount instruction each set is counted at once,
//! which is then cheaper.

/// A full adder on every bit at once: `(carry, sum)` of `a + b + c`.
#[inline(always)]
const fn csa(a: u128, b: u128, c: u128) -> (u128, u128) {
    let u = a ^ b;
    ((a & b) | (u & c), u ^ c)
}

/// Whether the target counts bits with one instruction.
const POPCNT: bool = cfg!(target_feature = "popcnt");

/// The sum of the popcounts of the sets added, at most 31 sets: per bit, how many sets hold
/// it, in five bit planes.
#[derive(Default)]
pub(crate) struct Tally {
    /// Planes of weight 1, 2, 4, 8, 16.
    planes: [u128; 5],
    /// The sum so far, where the target has a popcount instruction (the planes stay 0).
    direct: u32,
}

impl Tally {
    /// Adds two sets.
    #[inline(always)]
    pub(crate) fn add2(&mut self, a: u128, b: u128) {
        if POPCNT {
            self.direct += a.count_ones() + b.count_ones();
            return;
        }
        let (mut carry, ones) = csa(self.planes[0], a, b);
        self.planes[0] = ones;
        for plane in &mut self.planes[1..] {
            let next = *plane & carry;
            *plane ^= carry;
            carry = next;
        }
    }

    /// `Σ set.count_ones()` over the sets added.
    #[inline(always)]
    pub(crate) fn total(&self) -> u32 {
        self.planes
            .iter()
            .enumerate()
            .map(|(weight, plane)| plane.count_ones() << weight)
            .sum::<u32>()
            + self.direct
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tally of `sets` (an odd count gets a 0 added).
    fn tally(sets: &[u128]) -> u32 {
        let mut t = Tally::default();
        for pair in sets.chunks(2) {
            t.add2(pair[0], pair.get(1).copied().unwrap_or(0));
        }
        t.total()
    }

    #[test]
    fn tallies_equal_the_sums_of_popcounts() {
        // Every bit in 30 sets (what count_moves adds), and in 31: 30 · 128 and 31 · 128, every
        // plane in use.
        assert_eq!(tally(&[u128::MAX; 30]), 3_840);
        assert_eq!(tally(&[u128::MAX; 31]), 3_968);
        assert_eq!(tally(&[0; 30]), 0);
        // One bit, in each set in turn: 1.
        for i in 0..30 {
            let mut sets = [0; 30];
            sets[i] = 1 << (i * 4);
            assert_eq!(tally(&sets), 1, "set {i}");
        }
        // The same bit in the first k sets: k (the carries reach the plane of weight 16).
        for k in 0..=31 {
            let mut sets = [0; 31];
            sets[..k].fill(1 << 77);
            assert_eq!(tally(&sets), k as u32, "{k} sets");
        }
        // Sets from a SplitMix64 stream: the plain sum of their popcounts.
        let mut x = 0u64;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        for _ in 0..200 {
            let sets: [u128; 30] =
                std::array::from_fn(|_| (u128::from(next()) << 64) | u128::from(next()));
            let plain: u32 = sets.iter().map(|s| s.count_ones()).sum();
            assert_eq!(tally(&sets), plain);
        }
    }
}
