//! Variants and options (abalone.md §3, §5.3, §5.4, §6 #11–12; DESIGN §6.2).

use std::fmt;
use std::str::FromStr;

use jokoak_core::{OptionKind, OptionSpec, PLY_LIMIT_MAX, SettingsError, fields};

/// The starting layout (abalone.md §3). The 3-player layout (§3.4) is `Standard` with
/// 3 players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Variant {
    /// The classic opening (§3.1), or the 3-player layout (§3.4).
    #[default]
    Standard,
    /// The Belgian daisy (§3.2), 2 players.
    BelgianDaisy,
    /// The German daisy (§3.3), 2 players.
    GermanDaisy,
}

impl Variant {
    /// The variants in `jokoak games` order.
    pub const ALL: [Variant; 3] = [
        Variant::Standard,
        Variant::BelgianDaisy,
        Variant::GermanDaisy,
    ];

    /// The `--variant` name: `standard`, `belgian-daisy`, `german-daisy`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::BelgianDaisy => "belgian-daisy",
            Variant::GermanDaisy => "german-daisy",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = SettingsError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| SettingsError::UnknownVariant {
                game: crate::INFO.name,
                variant: s.to_owned(),
                expected: crate::INFO.variant_names().join(","),
            })
    }
}

/// The longest `time_control`: 1 000 000 seconds per player per game (§5.4).
pub const MAX_TIME_CONTROL: u64 = 1_000_000;

/// The option schema (abalone.md §5.3, §5.4, §6 #12): `threefold_draw`, `ply_limit`,
/// `match_games` (1, or 3 with 3 players), `time_control`.
pub(crate) const SCHEMA: &[OptionSpec] = &[
    OptionSpec::flag("threefold_draw", true),
    OptionSpec::ply_limit(None),
    OptionSpec::choice("match_games", &["1", "3"]),
    OptionSpec::new(
        "time_control",
        OptionKind::Limit {
            min: 1,
            max: MAX_TIME_CONTROL,
            default: None,
        },
    ),
];

jokoak_core::game_options! {
    info: crate::INFO,
    conflicts: Options::conflicts_with,
    /// The rule options (DESIGN §6.2) besides the player count, which the position carries.
    /// `Default`, settings, validation and serde come from the schema of [`crate::INFO`]
    /// ([`GameOptions`](jokoak_core::GameOptions)).
    ///
    /// With the `serde` feature, options serialise field by field and deserialise only values
    /// [`Options::from_settings`](jokoak_core::GameOptions::from_settings) accepts for some player
    /// count (see [`GameOptions::validate`](jokoak_core::GameOptions::validate)); any other value
    /// is a serde error.
    pub struct Options {
        /// The starting layout.
        pub variant: Variant = fields::variant(&Variant::ALL),
        /// `threefold_draw` (default `true`): the third occurrence of a position (cells, side
        /// to move, scores) ends the game, a draw with 2 players, totals standing with 3
        /// (§6 #12).
        pub threefold_draw: bool = fields::key("threefold_draw"),
        /// `ply_limit` (default `none`, else 1 to [`PLY_LIMIT_MAX`]): the game ends once this
        /// many plies are played; the ejection leader wins, equal leaders share (§6 #12).
        pub ply_limit: Option<u64> = fields::key("ply_limit"),
        /// `match_games` (default 1; 3 allowed with 3 players): the three-game match of §5.3.
        /// Another number is refused by validation.
        pub match_games: u8 = fields::choice("match_games", &[1, 3]),
        /// `time_control` (default `none`, else 1 to [`MAX_TIME_CONTROL`]): seconds per player
        /// per game (§5.4). The driver keeps the clocks; a flag fall is the move `flag:SEAT`.
        pub time_control: Option<u64> = fields::key("time_control"),
    }
}

impl Options {
    /// `match_games=3` is the 3-player match of §5.3: with 3 players only
    /// ([`GameOptions::conflicts`](jokoak_core::GameOptions::conflicts)).
    fn conflicts_with(&self, players: usize) -> Result<(), SettingsError> {
        if self.match_games == 3 && players != 3 {
            return Err(SettingsError::Conflict(
                "match_games=3 is the 3-player match of abalone.md §5.3".to_owned(),
            ));
        }
        Ok(())
    }

    /// The nearest options and player count
    /// [`GameOptions::validate`](jokoak_core::GameOptions::validate) accepts, for a caller that
    /// wants to repair its input before [`Abalone::new`](crate::Abalone::new) (which refuses what
    /// it does not accept): any count but 3 is 2 players; 3 players play the layout of §3.4
    /// (variant `standard`); `match_games` is 3 only with 3 players asking for 3, else 1;
    /// `ply_limit` and `time_control` are clamped into their ranges (1 to [`PLY_LIMIT_MAX`] plies,
    /// 1 to [`MAX_TIME_CONTROL`] s). The result always passes
    /// [`GameOptions::validate`](jokoak_core::GameOptions::validate); valid options come back
    /// unchanged.
    #[must_use]
    pub fn settled(self, players: usize) -> (Options, usize) {
        let three = players == 3;
        let options = Options {
            variant: if three {
                Variant::Standard
            } else {
                self.variant
            },
            threefold_draw: self.threefold_draw,
            ply_limit: self.ply_limit.map(|n| n.clamp(1, PLY_LIMIT_MAX)),
            match_games: if three && self.match_games == 3 { 3 } else { 1 },
            time_control: self.time_control.map(|n| n.clamp(1, MAX_TIME_CONTROL)),
        };
        (options, if three { 3 } else { 2 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jokoak_core::{GameOptions, Settings};

    #[test]
    fn settings_round_trip_and_conflicts() {
        let s = Settings::new("belgian-daisy", 2).with("ply_limit", "400");
        let o = Options::from_settings(&s).unwrap();
        assert_eq!(o.variant, Variant::BelgianDaisy);
        assert_eq!(o.ply_limit, Some(400));
        assert_eq!(Options::from_settings(&o.to_settings(2)).unwrap(), o);
        assert!(Options::from_settings(&Settings::new("german-daisy", 3)).is_err());
        let s = Settings::new("standard", 2).with("match_games", "3");
        assert!(matches!(
            Options::from_settings(&s),
            Err(SettingsError::Conflict(_))
        ));
        let s = Settings::new("standard", 3).with("match_games", "2");
        assert!(matches!(
            Options::from_settings(&s),
            Err(SettingsError::BadValue { .. })
        ));
        let s = Settings::new("standard", 2).with("colour", "red");
        assert!(matches!(
            Options::from_settings(&s),
            Err(SettingsError::UnknownOption { .. })
        ));
    }

    #[test]
    fn settling_gives_valid_options_and_keeps_valid_ones() {
        let valid = Options {
            variant: Variant::GermanDaisy,
            threefold_draw: false,
            ply_limit: Some(50),
            match_games: 1,
            time_control: Some(300),
        };
        assert_eq!(valid.settled(2), (valid, 2));
        let three = Options {
            match_games: 3,
            ..Options::default()
        };
        assert_eq!(three.settled(3), (three, 3));
        let wild = Options {
            variant: Variant::BelgianDaisy,
            threefold_draw: true,
            ply_limit: Some(0),
            match_games: 200,
            time_control: Some(u64::MAX),
        };
        for players in [0, 1, 2, 3, 4, 7] {
            let (o, n) = wild.settled(players);
            assert_eq!(n, if players == 3 { 3 } else { 2 });
            assert_eq!(o.match_games, 1);
            assert_eq!(o.ply_limit, Some(1));
            assert_eq!(o.time_control, Some(1_000_000));
            assert!(o.validate(n).is_ok(), "{o:?} with {n}");
            assert!(wild.validate(players).is_err());
        }
    }
}
