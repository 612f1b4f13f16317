//! Variants and options (abalone.md §3, §5.3, §5.4, §6 #11–12; DESIGN §6.2).

use std::fmt;
use std::str::FromStr;

use jokoak_core::{Settings, SettingsError};

/// The game name in records and the CLI.
pub const NAME: &str = "abalone";

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
                game: NAME,
                variant: s.to_owned(),
                expected: "standard,belgian-daisy,german-daisy".to_owned(),
            })
    }
}

/// The rule options (DESIGN §6.2) besides the player count, which the position carries.
///
/// With the `serde` feature, options serialise field by field and deserialise only values
/// [`Options::from_settings`] accepts for some player count (see [`Options::validate`]); any
/// other value is a serde error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(remote = "Self")
)]
pub struct Options {
    /// The starting layout.
    pub variant: Variant,
    /// `threefold_draw` (default `true`): the third occurrence of a position (cells, side to
    /// move, scores) ends the game, a draw with 2 players, totals standing with 3 (§6 #12).
    pub threefold_draw: bool,
    /// `ply_limit` (default `none`): the game ends once this many plies are played; the
    /// ejection leader wins, equal leaders share (§6 #12).
    pub ply_limit: Option<u64>,
    /// `match_games` (default 1; 3 allowed with 3 players): the three-game match of §5.3.
    pub match_games: u8,
    /// `time_control` (default `none`): seconds per player per game (§5.4). The driver keeps
    /// the clocks; a flag fall is the move `flag:SEAT`.
    pub time_control: Option<u64>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            variant: Variant::Standard,
            threefold_draw: true,
            ply_limit: None,
            match_games: 1,
            time_control: None,
        }
    }
}

/// The variant and player-count combinations of DESIGN §6.2.
pub(crate) const ALLOWED: &[(&str, &[usize])] = &[
    ("standard", &[2, 3]),
    ("belgian-daisy", &[2]),
    ("german-daisy", &[2]),
];

impl Options {
    /// Reads the options and player count from settings (DESIGN §6.2).
    ///
    /// # Errors
    /// [`SettingsError`] for an unknown variant, key or value, a variant/players combination
    /// not allowed, or `match_games=3` with 2 players.
    pub fn from_settings(settings: &Settings) -> Result<(Options, usize), SettingsError> {
        let mut r = settings.reader(NAME, ALLOWED)?;
        let variant = settings.variant.parse()?;
        let threefold_draw = r.bool("threefold_draw", true)?;
        let ply_limit = r.limit("ply_limit", None, 1, u64::from(u32::MAX))?;
        let match_games = r.custom("match_games", 1u8, "1 or 3", |v| match v {
            "1" => Some(1),
            "3" => Some(3),
            _ => None,
        })?;
        let time_control = r.limit("time_control", None, 1, 1_000_000)?;
        r.finish()?;
        if match_games == 3 && settings.players != 3 {
            return Err(SettingsError::Conflict(
                "match_games=3 is the 3-player match of abalone.md §5.3".to_owned(),
            ));
        }
        let options = Options {
            variant,
            threefold_draw,
            ply_limit,
            match_games,
            time_control,
        };
        Ok((options, settings.players))
    }

    /// Checks that these options with `players` seats are settings [`Options::from_settings`]
    /// accepts (the same ranges and combinations: `ply_limit` 1 to 2³²−1, `match_games` 1, or
    /// 3 with 3 players, `time_control` 1 to 1 000 000 s, daisies with 2 players only).
    ///
    /// # Errors
    /// The [`SettingsError`] `from_settings` gives for [`Options::to_settings`].
    pub fn validate(&self, players: usize) -> Result<(), SettingsError> {
        Options::from_settings(&self.to_settings(players)).map(|_| ())
    }

    /// The nearest options and player count [`Options::validate`] accepts, for a caller that
    /// wants to repair its input before [`Abalone::new`](crate::Abalone::new) (which refuses
    /// what it does not accept): any count but 3 is 2 players; 3
    /// players play the layout of §3.4 (variant `standard`); `match_games` is 3 only with 3
    /// players asking for 3, else 1; `ply_limit` and `time_control` are clamped into their
    /// ranges (1 to 2³²−1 plies, 1 to 1 000 000 s). The result always passes
    /// [`Options::validate`]; valid options come back unchanged.
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
            ply_limit: self.ply_limit.map(|n| n.clamp(1, u64::from(u32::MAX))),
            match_games: if three && self.match_games == 3 { 3 } else { 1 },
            time_control: self.time_control.map(|n| n.clamp(1, 1_000_000)),
        };
        (options, if three { 3 } else { 2 })
    }

    /// The settings of these options with `players` seats, every option spelled out.
    #[must_use]
    pub fn to_settings(&self, players: usize) -> Settings {
        let limit = |v: Option<u64>| v.map_or_else(|| "none".to_owned(), |n| n.to_string());
        Settings::new(self.variant.name(), players)
            .with(
                "threefold_draw",
                if self.threefold_draw { "true" } else { "false" },
            )
            .with("ply_limit", &limit(self.ply_limit))
            .with("match_games", &self.match_games.to_string())
            .with("time_control", &limit(self.time_control))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Options {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Options::serialize(self, s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Options {
    /// The derived field-by-field form, refused unless valid for some player count (3 for
    /// `match_games: 3`, else 2; [`Options::validate`]).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let options = Options::deserialize(d)?;
        let players = if options.match_games == 3 { 3 } else { 2 };
        options
            .validate(players)
            .map_err(serde::de::Error::custom)?;
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_conflicts() {
        let s = Settings::new("belgian-daisy", 2).with("ply_limit", "400");
        let (o, n) = Options::from_settings(&s).unwrap();
        assert_eq!(n, 2);
        assert_eq!(o.ply_limit, Some(400));
        assert_eq!(Options::from_settings(&o.to_settings(2)).unwrap(), (o, 2));
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
