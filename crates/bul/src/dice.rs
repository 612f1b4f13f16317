//! The throw of four two-sided dice and the three scoring tables (bul.md §3).

use std::fmt;
use std::sync::LazyLock;

use jokoak_core::Probability;

/// How the raw count of yellow faces becomes a move value (bul.md §3, option `scoring`, §10).
///
/// Every table reads the same raw throw (§3.4), so a record of `yellow:K` outcomes replays
/// under any scoring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Scoring {
    /// The seed's table (§3.1, default): 0 yellow → 5, otherwise K yellow → K.
    #[default]
    Seed,
    /// The table the seed attributes to Bell (§3.2, A14): 0 → 5, 1 → 0 (no move), 2 → 2,
    /// 3 → 3, 4 → 5.
    BellAsReported,
    /// Sapper's table as coded by Ludii's Puluc (§3.3), by marked faces: 0 → 5, 1 → 3,
    /// 2 → 2, 3 → 3, 4 → 4.
    SapperPuluc,
}

impl Scoring {
    /// Every scoring, in the order of their §6.2 spellings.
    pub const ALL: [Scoring; 3] = [Scoring::Seed, Scoring::BellAsReported, Scoring::SapperPuluc];

    /// The option values in DESIGN §6.2 spelling, in the order of [`Scoring::ALL`].
    pub const NAMES: [&'static str; 3] = ["seed", "bell-as-reported", "sapper-puluc"];

    /// The points of a throw with `yellow` faces up (`0..=4`; larger counts read as 4).
    #[must_use]
    #[inline]
    pub const fn points(self, yellow: u8) -> u8 {
        let table: [u8; 5] = match self {
            Scoring::Seed => [5, 1, 2, 3, 4],
            Scoring::BellAsReported => [5, 0, 2, 3, 5],
            Scoring::SapperPuluc => [5, 3, 2, 3, 4],
        };
        table[if yellow > 4 { 4 } else { yellow as usize }]
    }

    /// `true` if some throw gives `points` under this table (the parser rejects other throw
    /// values, §14).
    #[must_use]
    pub const fn can_give(self, points: u8) -> bool {
        let mut k = 0;
        while k <= 4 {
            if self.points(k) == points {
                return true;
            }
            k += 1;
        }
        false
    }

    /// The option value in DESIGN §6.2 spelling: `seed`, `bell-as-reported`, `sapper-puluc`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

impl fmt::Display for Scoring {
    /// The §6.2 spelling, e.g. `bell-as-reported`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The number of ways four dice show `yellow` yellow faces, C(4, K), out of 16 (§3).
const WAYS: [u64; 5] = [1, 4, 6, 4, 1];

/// The probabilities C(4, K)/16, reduced once (chance nodes are on the playout hot path).
static PROBABILITIES: LazyLock<[Probability; 5]> =
    LazyLock::new(|| WAYS.map(|w| Probability::ratio(w, 16)));

/// The outcome of one throw of the four dice (bul.md §3): how many show their yellow face,
/// 0 to 4. Only those counts can be built ([`Throw::new`]), so every throw move prints and
/// parses back (`yellow:K`, §14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Throw(u8);

impl Throw {
    /// The five throws, 0 yellow faces first (the order of the chance outcomes).
    pub const ALL: [Throw; 5] = [Throw(0), Throw(1), Throw(2), Throw(3), Throw(4)];

    /// The throw with `yellow` faces up; `None` above 4 (four dice, §3).
    #[must_use]
    pub const fn new(yellow: u8) -> Option<Throw> {
        if yellow <= 4 {
            Some(Throw(yellow))
        } else {
            None
        }
    }

    /// The number of yellow faces up, 0..=4.
    #[must_use]
    pub const fn yellow(self) -> u8 {
        self.0
    }
}

/// The exact probability of `yellow` faces up out of four fair dice: C(4, K)/16 (bul.md §3),
/// i.e. `1/16, 1/4, 3/8, 1/4, 1/16` for K = 0..4; 0 for K > 4.
#[must_use]
#[inline]
pub fn yellow_probability(yellow: u8) -> Probability {
    PROBABILITIES
        .get(usize::from(yellow))
        .copied()
        .unwrap_or_else(|| Probability::ratio(0, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_the_tables_can_give() {
        assert!((1..=5).all(|p| Scoring::Seed.can_give(p)));
        assert!(!Scoring::Seed.can_give(0));
        let bell: Vec<u8> = (0..=5)
            .filter(|&p| Scoring::BellAsReported.can_give(p))
            .collect();
        assert_eq!(bell, [0, 2, 3, 5]);
        let sapper: Vec<u8> = (0..=5)
            .filter(|&p| Scoring::SapperPuluc.can_give(p))
            .collect();
        assert_eq!(sapper, [2, 3, 4, 5]);
    }
}
