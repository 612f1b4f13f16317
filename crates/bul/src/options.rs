//! The rule switches of bul.md §10, typed, with the seed's defaults, and their DESIGN §6.2
//! spelling.

use jokoak_core::{Settings, SettingsError};

use crate::Scoring;

/// The game name in settings and records.
pub(crate) const NAME: &str = "bul";
/// The one variant and its player count (DESIGN §6.2).
pub(crate) const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2])];

/// The rule options of bul.md §10; [`Options::default`] is the seed's rule set.
///
/// `stack_heading = ContinueForward` is documented by the spec but not offered (§10): stacks
/// always head toward their controller's home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// The dice table (§3; `scoring`, default `seed`).
    pub scoring: Scoring,
    /// A stack landing on a lone enemy piece captures it, the lone piece going under (§10;
    /// `stacks_capture_singles`, default `false`). When `true`, moves 8 and 9 do not apply.
    pub stacks_capture_singles: bool,
    /// Move 9: a stack must land on a lone enemy piece, which then captures it, when nothing
    /// else is legal (§7; `forced_stack_onto_single`, default `true`); `false` passes instead.
    pub forced_stack_onto_single: bool,
    /// A lone piece finishes its lap by exact count only (§2, A6; `exact_count_far_end`,
    /// default `true`); `false` lets it reach *or pass* the opponent's home.
    pub exact_count_far_end: bool,
    /// The game is drawn when it reaches this many plies, throws included (§13, A24;
    /// `ply_limit`; default none under seed scoring, 2000 under the others). At least 1.
    pub ply_limit: Option<u64>,
    /// The number of track spaces `T` (§2; `track_spaces`, default 9), homes at 0 and `T + 1`.
    /// Allowed: [`Options::MIN_TRACK`]`..=`[`Options::MAX_TRACK`].
    pub track_spaces: u8,
    /// Pieces per side (§1; `pieces_per_side`, default 5). Allowed: `1..=`
    /// [`Options::MAX_PIECES`].
    pub pieces_per_side: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            scoring: Scoring::Seed,
            stacks_capture_singles: false,
            forced_stack_onto_single: true,
            exact_count_far_end: true,
            ply_limit: None,
            track_spaces: 9,
            pieces_per_side: 5,
        }
    }
}

impl Options {
    /// The shortest track: 5 spaces, so that every throw (at most 5) enters onto the track (§2).
    pub const MIN_TRACK: u8 = 5;
    /// The longest track supported: 30 spaces (positions fit a 32-bit mask).
    pub const MAX_TRACK: u8 = 30;
    /// The most pieces per side supported: 31 (both sides together fit one [`crate::Stack`]).
    pub const MAX_PIECES: u8 = 31;
    /// The ply limit of the non-seed scorings (§10, §13).
    pub const DEFAULT_PLY_LIMIT: u64 = 2000;

    /// The default ply limit for `scoring`: none under the seed's table, 2000 under the other
    /// two, whose lone pieces can get stuck for ever (§13).
    #[must_use]
    pub const fn default_ply_limit(scoring: Scoring) -> Option<u64> {
        match scoring {
            Scoring::Seed => None,
            _ => Some(Self::DEFAULT_PLY_LIMIT),
        }
    }

    /// The defaults under `scoring`, with that scoring's default ply limit.
    #[must_use]
    pub const fn with_scoring(scoring: Scoring) -> Options {
        Options {
            scoring,
            stacks_capture_singles: false,
            forced_stack_onto_single: true,
            exact_count_far_end: true,
            ply_limit: Self::default_ply_limit(scoring),
            track_spaces: 9,
            pieces_per_side: 5,
        }
    }

    /// Blue's home position, `T + 1` (§2).
    #[must_use]
    #[inline]
    pub const fn far_end(&self) -> u8 {
        self.track_spaces + 1
    }

    /// Checks the ranges of `track_spaces`, `pieces_per_side` and `ply_limit`.
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] naming the option out of range.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let bad = |key: &str, value: String, expected: String| SettingsError::BadValue {
            key: key.to_owned(),
            value,
            expected,
        };
        if !(Self::MIN_TRACK..=Self::MAX_TRACK).contains(&self.track_spaces) {
            return Err(bad(
                "track_spaces",
                self.track_spaces.to_string(),
                format!("an integer from {} to {}", Self::MIN_TRACK, Self::MAX_TRACK),
            ));
        }
        if !(1..=Self::MAX_PIECES).contains(&self.pieces_per_side) {
            return Err(bad(
                "pieces_per_side",
                self.pieces_per_side.to_string(),
                format!("an integer from 1 to {}", Self::MAX_PIECES),
            ));
        }
        if self.ply_limit == Some(0) {
            return Err(bad(
                "ply_limit",
                "0".to_owned(),
                "none or an integer from 1".to_owned(),
            ));
        }
        Ok(())
    }

    /// Reads the options from settings in DESIGN §6.2 spelling (variant `standard`, 2 players).
    ///
    /// # Errors
    /// [`SettingsError`] for another variant or player count, an unknown key, or a bad value.
    pub fn from_settings(settings: &Settings) -> Result<Options, SettingsError> {
        let mut r = settings.reader(NAME, ALLOWED)?;
        let names = Scoring::ALL.map(Scoring::name);
        let scoring = Scoring::ALL[r.choice("scoring", &names, 0)?];
        let options = Options {
            scoring,
            stacks_capture_singles: r.bool("stacks_capture_singles", false)?,
            forced_stack_onto_single: r.bool("forced_stack_onto_single", true)?,
            exact_count_far_end: r.bool("exact_count_far_end", true)?,
            ply_limit: r.limit("ply_limit", Self::default_ply_limit(scoring), 1, u64::MAX)?,
            track_spaces: r.int(
                "track_spaces",
                9,
                Self::MIN_TRACK.into(),
                Self::MAX_TRACK.into(),
            )? as u8,
            pieces_per_side: r.int("pieces_per_side", 5, 1, Self::MAX_PIECES.into())? as u8,
        };
        r.finish()?;
        Ok(options)
    }

    /// These options as settings, every key present in §6.2 spelling (what records store).
    #[must_use]
    pub fn to_settings(&self) -> Settings {
        Settings::new("standard", 2)
            .with("scoring", self.scoring.name())
            .with(
                "stacks_capture_singles",
                &self.stacks_capture_singles.to_string(),
            )
            .with(
                "forced_stack_onto_single",
                &self.forced_stack_onto_single.to_string(),
            )
            .with("exact_count_far_end", &self.exact_count_far_end.to_string())
            .with(
                "ply_limit",
                &self
                    .ply_limit
                    .map_or_else(|| "none".to_owned(), |n| n.to_string()),
            )
            .with("track_spaces", &self.track_spaces.to_string())
            .with("pieces_per_side", &self.pieces_per_side.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_defaults_follow_the_scoring() {
        let s = Settings::new("standard", 2);
        assert_eq!(Options::from_settings(&s).unwrap(), Options::default());
        let bell = Options::from_settings(&s.clone().with("scoring", "bell-as-reported")).unwrap();
        assert_eq!(bell.ply_limit, Some(2000));
        assert_eq!(bell, Options::with_scoring(Scoring::BellAsReported));
        let o = Options {
            scoring: Scoring::SapperPuluc,
            stacks_capture_singles: true,
            forced_stack_onto_single: false,
            exact_count_far_end: false,
            ply_limit: None,
            track_spaces: 14,
            pieces_per_side: 3,
        };
        assert_eq!(Options::from_settings(&o.to_settings()).unwrap(), o);
    }

    #[test]
    fn rejects_what_the_table_does_not_list() {
        let s = || Settings::new("standard", 2);
        for (k, v) in [
            ("scoring", "bell"),
            ("ply_limit", "0"),
            ("track_spaces", "4"),
            ("track_spaces", "31"),
            ("pieces_per_side", "0"),
            ("exact_count_far_end", "yes"),
            ("stack_heading", "continue-forward"),
        ] {
            assert!(Options::from_settings(&s().with(k, v)).is_err(), "{k}={v}");
        }
        assert!(Options::from_settings(&Settings::new("standard", 3)).is_err());
        assert!(Options::from_settings(&Settings::new("fast", 2)).is_err());
    }
}
