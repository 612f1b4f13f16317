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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
}
