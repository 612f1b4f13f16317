//! Game settings as the CLI and records spell them (DESIGN §6.2): variant, players, options.

use std::collections::BTreeMap;

/// A variant name, a player count and `key=value` options, in DESIGN §6.2 spelling.
///
/// Values are `true`/`false`, decimal integers, `none` (no limit) or kebab-case enum values.
/// A game reads its typed options from here with an [`OptionReader`].
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

    /// Checks the variant and player count against a game's table of allowed combinations
    /// `(variant, &[players])`, then returns a reader for the options.
    ///
    /// # Errors
    /// [`SettingsError::UnknownVariant`] or [`SettingsError::Players`].
    pub fn reader(
        &self,
        game: &'static str,
        allowed: &[(&str, &[usize])],
    ) -> Result<OptionReader, SettingsError> {
        let Some((_, counts)) = allowed.iter().find(|(v, _)| *v == self.variant) else {
            return Err(SettingsError::UnknownVariant {
                game,
                variant: self.variant.clone(),
                expected: allowed
                    .iter()
                    .map(|(v, _)| *v)
                    .collect::<Vec<_>>()
                    .join(","),
            });
        };
        if !counts.contains(&self.players) {
            return Err(SettingsError::Players {
                game,
                variant: self.variant.clone(),
                players: self.players,
                allowed: counts
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(","),
            });
        }
        Ok(OptionReader {
            game,
            left: self.options.clone(),
        })
    }
}

/// Reads typed options out of [`Settings`], one key at a time; [`OptionReader::finish`] then
/// rejects any key left over.
#[derive(Debug)]
pub struct OptionReader {
    game: &'static str,
    left: BTreeMap<String, String>,
}

impl OptionReader {
    /// A raw text option the game parses itself (e.g. the tile game's `table=21x15`);
    /// `expected` says what it takes, for the error message.
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] when `parse` returns `None`.
    pub fn custom<T>(
        &mut self,
        key: &str,
        default: T,
        expected: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, SettingsError> {
        match self.left.remove(key) {
            None => Ok(default),
            Some(v) => parse(&v).ok_or_else(|| SettingsError::BadValue {
                key: key.to_owned(),
                value: v,
                expected: expected.to_owned(),
            }),
        }
    }

    /// A `true`/`false` option.
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] for any other text.
    pub fn bool(&mut self, key: &str, default: bool) -> Result<bool, SettingsError> {
        self.custom(key, default, "true or false", |v| match v {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        })
    }

    /// A decimal integer option in `min..=max` (no sign, no leading zeros).
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] for anything else.
    pub fn int(
        &mut self,
        key: &str,
        default: u64,
        min: u64,
        max: u64,
    ) -> Result<u64, SettingsError> {
        let expected = format!("an integer from {min} to {max}");
        self.custom(key, default, &expected, |v| {
            parse_decimal(v).filter(|n| (min..=max).contains(n))
        })
    }

    /// A limit: `none` (no limit) or a decimal integer in `min..=max`.
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] for anything else.
    pub fn limit(
        &mut self,
        key: &str,
        default: Option<u64>,
        min: u64,
        max: u64,
    ) -> Result<Option<u64>, SettingsError> {
        let expected = format!("none or an integer from {min} to {max}");
        self.custom(key, default, &expected, |v| match v {
            "none" => Some(None),
            _ => parse_decimal(v)
                .filter(|n| (min..=max).contains(n))
                .map(Some),
        })
    }

    /// One of `values` (kebab-case); returns its index. `default` is an index into `values`.
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] for any other text.
    pub fn choice(
        &mut self,
        key: &str,
        values: &[&str],
        default: usize,
    ) -> Result<usize, SettingsError> {
        let expected = format!("one of {}", values.join(", "));
        self.custom(key, default, &expected, |v| {
            values.iter().position(|c| *c == v)
        })
    }

    /// Ends reading: every option given must have been read.
    ///
    /// # Errors
    /// [`SettingsError::UnknownOption`] naming the first key left.
    pub fn finish(self) -> Result<(), SettingsError> {
        match self.left.into_keys().next() {
            None => Ok(()),
            Some(key) => Err(SettingsError::UnknownOption {
                game: self.game,
                key,
            }),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2, 3]), ("belgian-daisy", &[2])];

    #[test]
    fn reads_typed_options_and_rejects_leftovers() {
        let s = Settings::new("standard", 3)
            .with("threefold_draw", "false")
            .with("ply_limit", "none")
            .with("scoring", "sapper-puluc");
        let mut r = s.reader("g", ALLOWED).unwrap();
        assert!(!r.bool("threefold_draw", true).unwrap());
        assert_eq!(r.limit("ply_limit", Some(5), 1, 100).unwrap(), None);
        assert_eq!(
            r.choice("scoring", &["seed", "sapper-puluc"], 0).unwrap(),
            1
        );
        assert_eq!(r.int("match_games", 1, 1, 3).unwrap(), 1);
        r.finish().unwrap();

        let s = Settings::new("standard", 2).with("nope", "1");
        let r = s.reader("g", ALLOWED).unwrap();
        assert!(matches!(
            r.finish(),
            Err(SettingsError::UnknownOption { .. })
        ));
    }

    #[test]
    fn rejects_bad_values_variants_and_counts() {
        let s = Settings::new("standard", 2).with("ply_limit", "012");
        let mut r = s.reader("g", ALLOWED).unwrap();
        assert!(matches!(
            r.limit("ply_limit", None, 1, 9),
            Err(SettingsError::BadValue { .. })
        ));
        assert!(
            Settings::new("belgian-daisy", 3)
                .reader("g", ALLOWED)
                .is_err()
        );
        assert!(Settings::new("x", 2).reader("g", ALLOWED).is_err());
    }
}
