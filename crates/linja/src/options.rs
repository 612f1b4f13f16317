//! Linja's options (linja.md R13; DESIGN §6.2).

use jokoak_core::{Settings, SettingsError};

/// The variants and player counts Linja accepts: `standard` with 2 players.
pub(crate) const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2])];

/// Options of a Linja game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// Games in a series (R13; option `match_games`, default 1). The loser of a game starts
    /// the next; after a draw the side that did not start the drawn game starts; the higher
    /// total of R11 points wins the series, equal totals share it.
    pub match_games: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { match_games: 1 }
    }
}

impl Options {
    /// Reads the options from DESIGN §6.2 settings (`match_games` from 1 to 1000).
    ///
    /// # Errors
    /// [`SettingsError`] for a variant other than `standard`, a player count other than 2, an
    /// unknown option or a bad value.
    pub fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let mut r = settings.reader(crate::NAME, ALLOWED)?;
        let match_games = r.int("match_games", 1, 1, 1000)? as u32;
        r.finish()?;
        Ok(Options { match_games })
    }

    /// Checks the options as [`Options::from_settings`] does (`match_games` from 1 to 1000,
    /// R13), so a game built from them replays from its settings.
    ///
    /// # Errors
    /// The [`SettingsError`] `from_settings` gives for [`Options::to_settings`].
    pub fn validate(&self) -> Result<(), SettingsError> {
        Options::from_settings(&self.to_settings()).map(|_| ())
    }

    /// The settings these options spell, every option present.
    #[must_use]
    pub fn to_settings(&self) -> Settings {
        Settings::new("standard", 2).with("match_games", &self.match_games.to_string())
    }
}
