//! Exact probabilities of chance outcomes (DESIGN §2: "sample with integer weights").

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A probability as an exact fraction `numerator / denominator` in lowest terms, `0 ≤ p ≤ 1`.
///
/// Chance outcomes carry one each (a Bul throw `yellow:1` is `1/4`, a Linja `first:B` is `1/2`),
/// so that perft can count chance nodes, AI can weigh them, and sampling uses integer weights
/// only: the same seed draws the same outcome on every platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Probability {
    num: u64,
    den: u64,
}

/// Why a text or a pair of integers is not a probability.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProbabilityError {
    /// The denominator was zero.
    #[error("probability with denominator 0")]
    ZeroDenominator,
    /// The fraction is above 1.
    #[error("probability {num}/{den} is greater than 1")]
    AboveOne {
        /// The numerator given.
        num: u64,
        /// The denominator given.
        den: u64,
    },
    /// The text is not of the form `P/Q` with decimal digits.
    #[error("`{0}` is not a fraction P/Q")]
    Syntax(String),
}

const fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Probability {
    /// Certainty, `1/1`.
    pub const ONE: Probability = Probability { num: 1, den: 1 };
    /// An even chance, `1/2`.
    pub const HALF: Probability = Probability { num: 1, den: 2 };

    /// `num / den`, reduced to lowest terms.
    ///
    /// # Errors
    /// [`ProbabilityError::ZeroDenominator`] or [`ProbabilityError::AboveOne`].
    pub fn new(num: u64, den: u64) -> Result<Self, ProbabilityError> {
        if den == 0 {
            return Err(ProbabilityError::ZeroDenominator);
        }
        if num > den {
            return Err(ProbabilityError::AboveOne { num, den });
        }
        let g = gcd64(num, den).max(1);
        Ok(Probability {
            num: num / g,
            den: den / g,
        })
    }

    /// `weight / total` for a count out of a total, e.g. tiles of one type left in the pile.
    ///
    /// `total == 0` or `weight > total` is a caller's bug: a debug assertion fails, and a
    /// release build returns [`Probability::ONE`] rather than panicking.
    #[must_use]
    pub fn ratio(weight: u64, total: u64) -> Self {
        debug_assert!(total > 0 && weight <= total);
        Self::new(weight, total.max(1)).unwrap_or(Self::ONE)
    }

    /// The numerator in lowest terms.
    #[must_use]
    pub const fn numerator(self) -> u64 {
        self.num
    }

    /// The denominator in lowest terms (≥ 1).
    #[must_use]
    pub const fn denominator(self) -> u64 {
        self.den
    }

    /// The value as a float, for AI statistics only (never for sampling).
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// The exact sum of probabilities, or `None` if it overflows 64-bit terms or exceeds 1.
    ///
    /// The conformance kit uses it to check that the outcomes of a chance node sum to exactly 1.
    #[must_use]
    pub fn sum<I: IntoIterator<Item = Probability>>(items: I) -> Option<Probability> {
        let (mut n, mut d) = (0u128, 1u128);
        for p in items {
            let (pn, pd) = (u128::from(p.num), u128::from(p.den));
            let g = gcd(d, pd);
            n = n.checked_mul(pd / g)?.checked_add(pn.checked_mul(d / g)?)?;
            d = d.checked_mul(pd / g)?;
            let r = gcd(n, d).max(1);
            n /= r;
            d /= r;
        }
        Probability::new(u64::try_from(n).ok()?, u64::try_from(d).ok()?).ok()
    }
}

impl fmt::Display for Probability {
    /// `P/Q` in lowest terms, as the CLI prints it (DESIGN §6.1): `1/2`, `3/8`, `1/1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

impl FromStr for Probability {
    type Err = ProbabilityError;

    /// Parses `P/Q` (decimal digits only) and reduces it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let syntax = || ProbabilityError::Syntax(s.to_owned());
        let (n, d) = s.split_once('/').ok_or_else(syntax)?;
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(n) || !digits(d) {
            return Err(syntax());
        }
        Probability::new(
            n.parse().map_err(|_| syntax())?,
            d.parse().map_err(|_| syntax())?,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_to_lowest_terms() {
        assert_eq!(Probability::new(6, 16).unwrap().to_string(), "3/8");
        assert_eq!(Probability::new(0, 5).unwrap().to_string(), "0/1");
        assert_eq!(Probability::new(4, 4).unwrap(), Probability::ONE);
    }

    #[test]
    fn rejects_bad_fractions() {
        assert_eq!(
            Probability::new(1, 0),
            Err(ProbabilityError::ZeroDenominator)
        );
        assert!(matches!(
            Probability::new(3, 2),
            Err(ProbabilityError::AboveOne { .. })
        ));
        assert!("1/-2".parse::<Probability>().is_err());
        assert!("12".parse::<Probability>().is_err());
        assert_eq!("2/4".parse::<Probability>().unwrap(), Probability::HALF);
    }

    #[test]
    fn binomial_dice_sum_to_one() {
        // Bul's four binary dice: C(4,k)/16 for k = 0..4 (bul.md §3).
        let ps = [1, 4, 6, 4, 1].map(|c| Probability::new(c, 16).unwrap());
        assert_eq!(Probability::sum(ps), Some(Probability::ONE));
        assert_eq!(
            Probability::sum(ps[..2].iter().copied())
                .unwrap()
                .to_string(),
            "5/16"
        );
    }
}
