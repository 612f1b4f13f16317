//! The rule switches of bul.md §10, typed, with the seed's defaults, declared once in the
//! option schema of [`crate::INFO`] (DESIGN §6.2).

use jokoak_core::{GameOptions, OptionKind, OptionSpec, OptionValue, fields};

use crate::Scoring;

/// The option schema (bul.md §10, §13): keys, ranges and defaults, `ply_limit`'s default
/// depending on `scoring`.
pub(crate) const SCHEMA: &[OptionSpec] = &[
    OptionSpec::choice("scoring", &Scoring::NAMES),
    OptionSpec::flag("stacks_capture_singles", false),
    OptionSpec::flag("forced_stack_onto_single", true),
    OptionSpec::flag("exact_count_far_end", true),
    OptionSpec {
        default_when: &[
            (
                "scoring",
                "bell-as-reported",
                OptionValue::Limit(Some(Options::DEFAULT_PLY_LIMIT)),
            ),
            (
                "scoring",
                "sapper-puluc",
                OptionValue::Limit(Some(Options::DEFAULT_PLY_LIMIT)),
            ),
        ],
        ..OptionSpec::ply_limit(None)
    },
    OptionSpec::new(
        "track_spaces",
        OptionKind::Int {
            min: Options::MIN_TRACK as u64,
            max: Options::MAX_TRACK as u64,
            default: 9,
        },
    ),
    OptionSpec::new(
        "pieces_per_side",
        OptionKind::Int {
            min: 1,
            max: Options::MAX_PIECES as u64,
            default: 5,
        },
    ),
];

jokoak_core::game_options! {
    info: crate::INFO,
    /// The rule options of bul.md §10; [`Options::default`] is the seed's rule set. `Default`,
    /// settings, validation and serde come from the schema of [`crate::INFO`]
    /// ([`GameOptions`]).
    ///
    /// `stack_heading = ContinueForward` is documented by the spec but not offered (§10):
    /// stacks always head toward their controller's home.
    pub struct Options {
        /// The dice table (§3; `scoring`, default `seed`).
        pub scoring: Scoring = fields::choice("scoring", &Scoring::ALL),
        /// A stack landing on a lone enemy piece captures it, the lone piece going under (§10;
        /// `stacks_capture_singles`, default `false`). When `true`, moves 8 and 9 do not apply.
        pub stacks_capture_singles: bool = fields::key("stacks_capture_singles"),
        /// Move 9: a stack must land on a lone enemy piece, which then captures it, when
        /// nothing else is legal (§7; `forced_stack_onto_single`, default `true`); `false`
        /// passes instead.
        pub forced_stack_onto_single: bool = fields::key("forced_stack_onto_single"),
        /// A lone piece finishes its lap by exact count only (§2, A6; `exact_count_far_end`,
        /// default `true`); `false` lets it reach *or pass* the opponent's home.
        pub exact_count_far_end: bool = fields::key("exact_count_far_end"),
        /// The game is drawn when it reaches this many plies, throws included (§13, A24;
        /// `ply_limit`; default none under seed scoring, 2000 under the others). 1 to
        /// [`jokoak_core::PLY_LIMIT_MAX`].
        pub ply_limit: Option<u64> = fields::key("ply_limit"),
        /// The number of track spaces `T` (§2; `track_spaces`, default 9), homes at 0 and
        /// `T + 1`. Allowed: [`Options::MIN_TRACK`]`..=`[`Options::MAX_TRACK`].
        pub track_spaces: u8 = fields::key("track_spaces"),
        /// Pieces per side (§1; `pieces_per_side`, default 5). Allowed: `1..=`
        /// [`Options::MAX_PIECES`].
        pub pieces_per_side: u8 = fields::key("pieces_per_side"),
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

    /// The defaults under `scoring`, with that scoring's default ply limit (none under the
    /// seed's table, [`Options::DEFAULT_PLY_LIMIT`] under the other two, whose lone pieces
    /// can get stuck for ever, §13): what the settings `scoring=NAME` alone give.
    #[must_use]
    pub fn with_scoring(scoring: Scoring) -> Options {
        let settings = crate::INFO
            .default_settings()
            .with("scoring", scoring.name());
        Options::from_settings(&settings).unwrap_or_default()
    }

    /// Blue's home position, `T + 1` (§2).
    #[must_use]
    #[inline]
    pub const fn far_end(&self) -> u8 {
        self.track_spaces + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jokoak_core::Settings;

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
        assert_eq!(Options::from_settings(&o.to_settings(2)).unwrap(), o);
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
