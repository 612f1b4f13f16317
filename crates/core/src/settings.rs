//! Game settings as the CLI and records spell them (DESIGN §6.2): variant, players, options.

use std::collections::BTreeMap;

/// A variant name, a player count and `key=value` options, in DESIGN §6.2 spelling.
///
/// Values are `true`/`false`, decimal integers, `none` (no limit) or kebab-case enum values.
/// A game reads its typed options from here through its [`crate::GameInfo`]'s option schema
/// ([`crate::GameOptions`]).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Settings {
    /// The `--variant` name (`standard` unless the game has others).
    pub variant: String,
    /// The number of seats.
    pub players: usize,
    /// `--option KEY=VALUE` pairs; keys sorted, so records print the same on every platform.
    pub options: BTreeMap<String, String>,
}

/// Why settings are not accepted for a game (DESIGN §6.2: all are bad input, exit 2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// The variant is not one of the game's.
    #[error("unknown variant `{variant}` for {game} (expected one of: {expected})")]
    UnknownVariant {
        /// The game name.
        game: &'static str,
        /// The variant given.
        variant: String,
        /// The game's variants, comma-separated.
        expected: String,
    },
    /// The variant cannot be played with that many players.
    #[error("{game} {variant} cannot be played by {players} player{} (allowed: {allowed})", if *players == 1 { "" } else { "s" })]
    Players {
        /// The game name.
        game: &'static str,
        /// The variant.
        variant: String,
        /// The player count given.
        players: usize,
        /// The allowed counts.
        allowed: String,
    },
    /// The option key is not one of the game's.
    #[error("unknown option `{key}` for {game}")]
    UnknownOption {
        /// The game name.
        game: &'static str,
        /// The key given.
        key: String,
    },
    /// The option value is not of the option's type or range.
    #[error("bad value `{value}` for option `{key}` (expected {expected})")]
    BadValue {
        /// The key.
        key: String,
        /// The value given.
        value: String,
        /// What the option takes.
        expected: String,
    },
    /// The values are each fine but do not fit together.
    #[error("{0}")]
    Conflict(String),
}

impl Settings {
    /// Settings for `variant` with `players` seats and no options given (all defaults).
    #[must_use]
    pub fn new(variant: &str, players: usize) -> Self {
        Settings {
            variant: variant.to_owned(),
            players,
            options: BTreeMap::new(),
        }
    }

    /// Adds or replaces one option (builder style).
    #[must_use]
    pub fn with(mut self, key: &str, value: &str) -> Self {
        self.options.insert(key.to_owned(), value.to_owned());
        self
    }
}

/// Parses plain decimal digits without sign or leading zeros (`0` itself is fine).
#[must_use]
pub fn parse_decimal(text: &str) -> Option<u64> {
    let ok = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if ok { text.parse().ok() } else { None }
}
