//! `jokoak summary --pairs`: the first agent of a 2-player run against the second, game by game
//! and by pairs of seatings, with two-sided sign tests (docs/cli.md, `summary`).
//!
//! The arena seats the two agents both ways round on one opening (`--random-plies`) or one run
//! of dice and draws (`--duplicate`): games `2k` and `2k + 1` of a run (docs/cli.md, `arena`).
//! Such a pair is *won on balance* by the agent that took more than one point of its two (a win
//! 1, a draw ½), *even* at one point. Counting pairs rather than games takes out what the
//! opening or the luck gives a seat; docs/ai.md reports both counts.

use std::io::Write;

/// The first agent's results game by game and by pairs of seatings, added up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairTally {
    /// Games won and lost by the first agent (draws are not counted).
    wins: u64,
    losses: u64,
    /// Pairs of seatings won, even and lost on balance.
    pairs: [u64; 3],
}

impl PairTally {
    /// The tally of the first agent's verdicts in games `0, 1, …` of a run, in game order (1
    /// win, 0 draw, −1 loss). A last game without its partner counts as a game, not as a pair.
    pub fn of(verdicts: &[i8]) -> Self {
        let mut tally = PairTally::default();
        for &v in verdicts {
            tally.wins += u64::from(v > 0);
            tally.losses += u64::from(v < 0);
        }
        for pair in verdicts.chunks_exact(2) {
            // Half-points: 2 a win, 1 a draw; a pair of 2 half-points is even.
            let half_points: i32 = pair.iter().map(|&v| i32::from(v) + 1).sum();
            tally.pairs[usize::from(half_points <= 2) + usize::from(half_points < 2)] += 1;
        }
        tally
    }

    /// Two lines for `agent`, the run's first agent: `AGENT decisive games W to L, sign test
    /// p = P`, then `AGENT pairs of seatings won W even E lost L, sign test p = P` (p two-sided,
    /// [`sign_test`], on the decisive games and on the pairs not even).
    ///
    /// # Errors
    /// A failed write.
    pub fn print(&self, agent: &str, out: &mut impl Write) -> std::io::Result<()> {
        let [won, even, lost] = self.pairs;
        writeln!(
            out,
            "{agent} decisive games {} to {}, sign test p = {}",
            self.wins,
            self.losses,
            p_value(sign_test(self.wins, self.wins + self.losses))
        )?;
        writeln!(
            out,
            "{agent} pairs of seatings won {won} even {even} lost {lost}, sign test p = {}",
            p_value(sign_test(won, won + lost))
        )
    }
}

/// The two-sided exact sign test: the chance that `m` fair coin tosses split at least as
/// unevenly as `k` heads to `m − k` tails, `min(1, 2 · Σ_{j ≤ min(k, m−k)} C(m, j) / 2^m)`;
/// 1 for `m = 0`. Exact to a few units of the last place for any `m`: the binomial terms are
/// summed in logarithms, so no `C(m, j)` or `2^m` overflows.
pub fn sign_test(k: u64, m: u64) -> f64 {
    let low = k.min(m.saturating_sub(k));
    let ln_half_power = m as f64 * 0.5f64.ln();
    // ln C(m, j), built up from ln C(m, 0) = 0.
    let mut ln_binomial = 0.0f64;
    let mut tail = 0.0f64;
    for j in 0..=low {
        if j > 0 {
            ln_binomial += ((m - j + 1) as f64).ln() - (j as f64).ln();
        }
        tail += (ln_binomial + ln_half_power).exp();
    }
    (2.0 * tail).min(1.0)
}

/// `p` with two significant digits: `0.0075`, `0.49`, `1`, or `6.0e-5` below 0.001.
fn p_value(p: f64) -> String {
    // Rounded to two significant digits first, so that 0.99999 (an even split summed in
    // logarithms) reads 1 and 0.0999 reads 0.10, not 1.00 and 0.100.
    let rounded: f64 = format!("{p:.1e}").parse().unwrap_or(p);
    if rounded >= 1.0 {
        "1".to_owned()
    } else if rounded >= 0.001 {
        // As many decimals as the leading zeros need.
        let decimals = (1.0 - rounded.log10().floor()) as usize;
        format!("{rounded:.decimals$}")
    } else {
        format!("{p:.1e}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sign_test_sums_the_binomial_tails() {
        // 15 to 3: 2 · (C(18,0) + C(18,1) + C(18,2) + C(18,3)) / 2^18 = 2 · 988 / 262,144.
        assert!((sign_test(15, 18) - 1976.0 / 262_144.0).abs() < 1e-15);
        assert_eq!(sign_test(3, 18), sign_test(15, 18));
        // 20 to 0: 2 / 2^20.
        assert!((sign_test(20, 20) - 2.0 / 1_048_576.0).abs() < 1e-18);
        // An even split, a single toss and no toss at all are no evidence.
        assert_eq!(sign_test(5, 10), 1.0);
        assert_eq!(sign_test(1, 1), 1.0);
        assert_eq!(sign_test(0, 0), 1.0);
        // 60 to 40: the tail 0.028444…, p = 0.056889 (the binomial table for n = 100).
        assert!((sign_test(60, 100) - 0.056_887).abs() < 1e-5);
        // Large runs do not overflow: 5,100 to 4,900 of 10,000 (z ≈ 2.0, p ≈ 0.047).
        let p = sign_test(5_100, 10_000);
        assert!(p > 0.04 && p < 0.05, "{p}");
    }

    #[test]
    fn pairs_are_games_2k_and_2k_plus_1_on_balance() {
        // Pairs: (win, loss) even, (win, draw) won, (draw, draw) even, (loss, draw) lost,
        // (win, win) won; the lone last game counts as a game only.
        let tally = PairTally::of(&[1, -1, 1, 0, 0, 0, -1, 0, 1, 1, 1]);
        assert_eq!(tally.wins, 5);
        assert_eq!(tally.losses, 2);
        assert_eq!(tally.pairs, [2, 2, 1]);
    }

    #[test]
    fn p_values_keep_two_significant_digits() {
        assert_eq!(p_value(1976.0 / 262_144.0), "0.0075");
        assert_eq!(p_value(0.4921875), "0.49");
        assert_eq!(p_value(0.05), "0.050");
        assert_eq!(p_value(1.0), "1");
        // 15 to 14: two tails of exactly one half each, summed in floating point.
        assert_eq!(p_value(sign_test(15, 29)), "1");
        assert_eq!(p_value(0.999_999), "1");
        assert_eq!(p_value(0.0999), "0.10");
        assert_eq!(p_value(0.000_999_9), "0.0010");
        assert_eq!(p_value(6.1e-5), "6.1e-5");
    }
}
