//! The one source of randomness: a seeded ChaCha8 generator (DESIGN §2 "Seeded RNG").

use rand::{RngExt, SeedableRng};

use crate::Probability;

/// The random number generator of every driver, agent and determinization: ChaCha8, whose
/// stream is fixed by its seed on every platform.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A [`GameRng`] from a 64-bit seed (the CLI's `--seed`, a record's `seed`).
#[must_use]
pub fn rng_from_seed(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// A uniform index in `0..len`, drawn with 64-bit integers so every platform draws the same.
///
/// `len` must be > 0; `0` returns `0` (and a debug assertion fails).
pub fn random_index(len: usize, rng: &mut GameRng) -> usize {
    debug_assert!(len > 0);
    if len <= 1 {
        return 0;
    }
    rng.random_range(0..len as u64) as usize
}

/// Draws one of `outcomes` by its exact probability, with integer weights over the common
/// denominator: returns its index. Outcomes whose probabilities do not sum to 1 are drawn in
/// proportion to them.
///
/// `outcomes` must not be empty; `0` is returned for an empty slice (a debug assertion fails).
pub fn sample_chance<M>(outcomes: &[(M, Probability)], rng: &mut GameRng) -> usize {
    debug_assert!(!outcomes.is_empty());
    if outcomes.len() <= 1 {
        return 0;
    }
    // Fast path, the usual case (dice, coin flips, tile counts): the common denominator and
    // the weights fit 64 bits. It draws exactly what the 128-bit path below draws.
    if let Some(i) = sample_u64(outcomes, rng) {
        return i;
    }
    // Exact weights over the least common denominator in 128 bits; if even that overflows
    // (three or more huge coprime denominators, which no game here produces), weights of
    // probability × 2^64, rounded down: still integer arithmetic, the same on every platform.
    let weights: Vec<u128> = exact_weights(outcomes).unwrap_or_else(|| {
        outcomes
            .iter()
            .map(|(_, p)| (u128::from(p.numerator()) << 64) / u128::from(p.denominator()))
            .collect()
    });
    let total = weights.iter().fold(0u128, |t, &w| t.saturating_add(w));
    // Draw over the whole 128-bit total: capping it at `u64::MAX` would hand every draw to the
    // first outcome whose weight passes 2^64, whatever its probability.
    let mut r = match u64::try_from(total) {
        Ok(total) => u128::from(rng.random_range(0..total.max(1))),
        Err(_) => rng.random_range(0..total),
    };
    for (i, &w) in weights.iter().enumerate() {
        if r < w {
            return i;
        }
        r -= w;
    }
    outcomes.len() - 1
}

/// The weights `numerator × (lcm / denominator)` over the least common denominator, or
/// `None` if a value overflows 128 bits.
fn exact_weights<M>(outcomes: &[(M, Probability)]) -> Option<Vec<u128>> {
    let mut lcm: u128 = 1;
    for (_, p) in outcomes {
        let d = u128::from(p.denominator());
        lcm = (lcm / gcd(lcm, d)).checked_mul(d)?;
    }
    let weights: Vec<u128> = outcomes
        .iter()
        .map(|(_, p)| u128::from(p.numerator()).checked_mul(lcm / u128::from(p.denominator())))
        .collect::<Option<_>>()?;
    weights.iter().try_fold(0u128, |t, &w| t.checked_add(w))?;
    Some(weights)
}

/// [`sample_chance`] in 64-bit arithmetic; `None` (without drawing) if a value overflows.
fn sample_u64<M>(outcomes: &[(M, Probability)], rng: &mut GameRng) -> Option<usize> {
    let mut lcm: u64 = 1;
    for (_, p) in outcomes {
        let d = p.denominator();
        lcm = (lcm / gcd64(lcm, d)).checked_mul(d)?;
    }
    let mut total: u64 = 0;
    for (_, p) in outcomes {
        total = total.checked_add(p.numerator().checked_mul(lcm / p.denominator())?)?;
    }
    let mut r = rng.random_range(0..total.max(1));
    for (i, (_, p)) in outcomes.iter().enumerate() {
        let w = p.numerator() * (lcm / p.denominator());
        if r < w {
            return Some(i);
        }
        r -= w;
    }
    Some(outcomes.len() - 1)
}

fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let draw = |seed| {
            let mut rng = rng_from_seed(seed);
            (0..20)
                .map(|_| random_index(1000, &mut rng))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }

    #[test]
    fn huge_denominators_take_the_wide_path() {
        // Denominators 2^33 - 9 and 2^33 - 25 (coprime): their product overflows 64 bits.
        let (a, b) = ((1u64 << 33) - 9, (1u64 << 33) - 25);
        // The near-impossible outcomes come first: `x` has probability (a-1)/a, so 100 draws
        // miss it with probability below 100 * (1/a + 1/b + 2^-40) < 10^-7.
        let outcomes = [
            ('y', Probability::new(1, b).unwrap()),
            ('z', Probability::new(1, 1 << 40).unwrap()),
            ('x', Probability::new(a - 1, a).unwrap()),
        ];
        let mut rng = rng_from_seed(3);
        for _ in 0..100 {
            assert_eq!(sample_chance(&outcomes, &mut rng), 2);
        }
        // A fair coin beside two tiny outcomes (common denominator 2ab > 2^64): heads and tails
        // each 1/2, so 2,000 draws give 1,000 ± 22 (one standard deviation) of each.
        let outcomes = [
            ('h', Probability::HALF),
            ('t', Probability::HALF),
            ('y', Probability::new(1, b).unwrap()),
            ('z', Probability::new(1, a).unwrap()),
        ];
        let mut seen = [0u32; 4];
        for _ in 0..2_000 {
            seen[sample_chance(&outcomes, &mut rng)] += 1;
        }
        assert!(
            seen[0].abs_diff(1000) < 150 && seen[1].abs_diff(1000) < 150,
            "{seen:?}"
        );
    }

    #[test]
    fn denominators_beyond_128_bits_still_draw_by_weight() {
        // Three coprime denominators near 2^50: their product passes 2^128.
        let dens = [(1u64 << 50) - 27, (1u64 << 50) - 35, (1u64 << 50) - 51];
        let outcomes = [
            ('a', Probability::new(dens[0] / 2, dens[0]).unwrap()),
            ('b', Probability::new(dens[1] / 4, dens[1]).unwrap()),
            ('c', Probability::new(dens[2] / 4, dens[2]).unwrap()),
        ];
        let mut rng = rng_from_seed(9);
        let mut seen = [0u32; 3];
        for _ in 0..4000 {
            seen[sample_chance(&outcomes, &mut rng)] += 1;
        }
        // About 1/2, 1/4, 1/4 of 4000; five standard deviations is under 160.
        for (k, &c) in [2000, 1000, 1000].iter().enumerate() {
            assert!(seen[k].abs_diff(c) < 160, "{seen:?}");
        }
    }

    #[test]
    fn sampling_follows_the_weights() {
        // Four binary dice (bul.md §3): yellow count k with probability C(4,k)/16.
        let outcomes: Vec<(u8, Probability)> = [1, 4, 6, 4, 1]
            .iter()
            .enumerate()
            .map(|(k, &c)| (k as u8, Probability::new(c, 16).unwrap()))
            .collect();
        let mut rng = rng_from_seed(1);
        let mut seen = [0u32; 5];
        for _ in 0..16_000 {
            seen[sample_chance(&outcomes, &mut rng)] += 1;
        }
        // Expected 1000/4000/6000/4000/1000; five standard deviations is well under 400.
        for (k, &c) in [1000, 4000, 6000, 4000, 1000].iter().enumerate() {
            assert!(seen[k].abs_diff(c) < 400, "k={k}: {seen:?}");
        }
    }
}
