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

impl Probability {
    /// Certainty's complement `1 − self`, exact.
    #[must_use]
    pub const fn complement(self) -> Probability {
        Probability {
            num: self.den - self.num,
            den: self.den,
        }
    }

    /// The exact sum `self + other`, or `None` if it exceeds 1 or its lowest terms do not fit
    /// in 64 bits.
    #[must_use]
    pub fn checked_add(self, other: Probability) -> Option<Probability> {
        Probability::sum([self, other])
    }

    /// The exact difference `self − other`, or `None` if it is negative or its lowest terms do
    /// not fit in 64 bits.
    #[must_use]
    pub fn checked_sub(self, other: Probability) -> Option<Probability> {
        let (an, ad, bn, bd) = self.wide(other);
        let l = an * bd;
        let r = bn * ad;
        let n = l.checked_sub(r)?;
        Self::from_wide(n, ad * bd)
    }

    /// The exact product `self × other` (both events), or `None` if its lowest terms do not
    /// fit in 64 bits.
    #[must_use]
    pub fn checked_mul(self, other: Probability) -> Option<Probability> {
        let (an, ad, bn, bd) = self.wide(other);
        Self::from_wide(an * bn, ad * bd)
    }

    /// The exact conditional `self / other` (`P(A ∩ B) / P(B)`), or `None` if `other` is 0,
    /// the quotient exceeds 1, or its lowest terms do not fit in 64 bits.
    #[must_use]
    pub fn checked_div(self, other: Probability) -> Option<Probability> {
        let (an, ad, bn, bd) = self.wide(other);
        if bn == 0 {
            return None;
        }
        Self::from_wide(an * bd, ad * bn)
    }

    /// The exact expectation `Σ p·v` of integer values `v` under probabilities `p`, as a
    /// fraction `(numerator, denominator)` in lowest terms (denominator ≥ 1), or `None` if an
    /// intermediate term overflows 128 bits. The probabilities need not sum to 1.
    ///
    /// ```
    /// use jokoak_core::Probability;
    /// // A fair coin paying 3 or −1: expectation 1.
    /// let half = Probability::HALF;
    /// assert_eq!(Probability::expectation([(half, 3), (half, -1)]), Some((1, 1)));
    /// // One Bul die face pattern in four paying 5, else 0: 5/4.
    /// let quarter = Probability::new(1, 4)?;
    /// assert_eq!(Probability::expectation([(quarter, 5), (quarter.complement(), 0)]), Some((5, 4)));
    /// # Ok::<(), jokoak_core::ProbabilityError>(())
    /// ```
    #[must_use]
    pub fn expectation<I: IntoIterator<Item = (Probability, i64)>>(
        items: I,
    ) -> Option<(i128, u128)> {
        let (mut n, mut d) = (0i128, 1u128);
        for (p, v) in items {
            let pn = i128::from(p.num).checked_mul(i128::from(v))?;
            let pd = u128::from(p.den);
            let g = gcd(d, pd);
            let (da, db) = (i128::try_from(pd / g).ok()?, i128::try_from(d / g).ok()?);
            n = n.checked_mul(da)?.checked_add(pn.checked_mul(db)?)?;
            d = d.checked_mul(pd / g)?;
            let r = gcd(n.unsigned_abs(), d).max(1);
            n /= i128::try_from(r).ok()?;
            d /= r;
        }
        Some((n, d))
    }

    fn wide(self, other: Probability) -> (u128, u128, u128, u128) {
        (
            u128::from(self.num),
            u128::from(self.den),
            u128::from(other.num),
            u128::from(other.den),
        )
    }

    fn from_wide(n: u128, d: u128) -> Option<Probability> {
        let g = gcd(n, d).max(1);
        Probability::new(u64::try_from(n / g).ok()?, u64::try_from(d / g).ok()?).ok()
    }
}

impl PartialOrd for Probability {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Probability {
    /// Exact comparison by cross-multiplication (no rounding).
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let (an, ad, bn, bd) = self.wide(*other);
        (an * bd).cmp(&(bn * ad))
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

    #[test]
    fn exact_arithmetic_by_hand() {
        let p = |n, d| Probability::new(n, d).unwrap();
        // 1/4 + 1/6 = 5/12; 1/2 − 1/3 = 1/6; 2/3 × 3/4 = 1/2; (1/6) / (1/2) = 1/3.
        assert_eq!(p(1, 4).checked_add(p(1, 6)), Some(p(5, 12)));
        assert_eq!(p(1, 2).checked_sub(p(1, 3)), Some(p(1, 6)));
        assert_eq!(p(1, 3).checked_sub(p(1, 2)), None);
        assert_eq!(p(2, 3).checked_mul(p(3, 4)), Some(p(1, 2)));
        assert_eq!(p(1, 6).checked_div(p(1, 2)), Some(p(1, 3)));
        assert_eq!(p(1, 2).checked_div(p(1, 6)), None);
        assert_eq!(p(1, 2).checked_div(p(0, 1)), None);
        assert_eq!(p(2, 3).checked_add(p(1, 2)), None);
        assert_eq!(p(3, 8).complement(), p(5, 8));
        assert!(p(1, 3) < p(1, 2) && p(2, 4) == p(1, 2));
        // Two coprime denominators near 2^63: the product's terms do not fit in 64 bits.
        let big = p(1, (1 << 63) - 25);
        assert_eq!(big.checked_mul(p(1, (1 << 63) - 49)), None);
        // Bul's four binary dice: P(k yellow) = C(4,k)/16; E[k] = 2.
        let dice = [(1, 0), (4, 1), (6, 2), (4, 3), (1, 4)].map(|(c, k)| (p(c, 16), k));
        assert_eq!(Probability::expectation(dice), Some((2, 1)));
    }
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
