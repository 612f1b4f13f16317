//! Game options declared as data (DESIGN §6.2): each option is a key, a kind (bool, integer
//! range, limit-or-none, choice, or text the game checks) with its default, and defaults that
//! depend on an earlier option. [`GameOptions`] turns a game's typed `Options` into settings
//! and back through that schema, so every game reads, writes, defaults and validates its
//! options the same way and refuses bad values with the same messages.

use std::borrow::Cow;

use crate::{GameInfo, Settings, SettingsError, parse_decimal};

/// The largest `ply_limit` any game accepts: 2³²−1 plies (one range everywhere).
pub const PLY_LIMIT_MAX: u64 = u32::MAX as u64;

/// What values an option takes, and its default.
#[derive(Clone, Copy, Debug)]
pub enum OptionKind {
    /// `true` or `false`.
    Bool {
        /// The default.
        default: bool,
    },
    /// A decimal integer in `min..=max` (no sign, no leading zeros).
    Int {
        /// The smallest value.
        min: u64,
        /// The largest value.
        max: u64,
        /// The default.
        default: u64,
    },
    /// `none` (no limit) or a decimal integer in `min..=max`.
    Limit {
        /// The smallest value.
        min: u64,
        /// The largest value.
        max: u64,
        /// The default.
        default: Option<u64>,
    },
    /// One of a list of kebab-case names.
    Choice {
        /// The names, in the order the game's enum lists them.
        values: &'static [&'static str],
        /// The default, an index into `values`.
        default: usize,
    },
    /// A text the game checks itself (the tile game's `table=21x15`).
    Text {
        /// The default.
        default: &'static str,
        /// What it takes, for the error message.
        expected: &'static str,
        /// `true` for the texts the option accepts.
        accepts: fn(&str) -> bool,
    },
}

/// The value of one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// Of a [`OptionKind::Bool`].
    Bool(bool),
    /// Of a [`OptionKind::Int`].
    Int(u64),
    /// Of a [`OptionKind::Limit`]: `None` is no limit.
    Limit(Option<u64>),
    /// Of a [`OptionKind::Choice`]: the index of the name.
    Choice(usize),
    /// Of a [`OptionKind::Text`].
    Text(Cow<'static, str>),
}

impl OptionKind {
    /// The value `text` spells, if it is one this kind accepts.
    #[must_use]
    pub fn parse(&self, text: &str) -> Option<OptionValue> {
        match *self {
            OptionKind::Bool { .. } => match text {
                "true" => Some(OptionValue::Bool(true)),
                "false" => Some(OptionValue::Bool(false)),
                _ => None,
            },
            OptionKind::Int { min, max, .. } => parse_decimal(text)
                .filter(|n| (min..=max).contains(n))
                .map(OptionValue::Int),
            OptionKind::Limit { min, max, .. } => match text {
                "none" => Some(OptionValue::Limit(None)),
                _ => parse_decimal(text)
                    .filter(|n| (min..=max).contains(n))
                    .map(|n| OptionValue::Limit(Some(n))),
            },
            OptionKind::Choice { values, .. } => values
                .iter()
                .position(|v| *v == text)
                .map(OptionValue::Choice),
            OptionKind::Text { accepts, .. } => {
                accepts(text).then(|| OptionValue::Text(Cow::Owned(text.to_owned())))
            }
        }
    }

    /// `value` in settings spelling (`true`, `12`, `none`, `sapper-puluc`, `21x15`).
    #[must_use]
    pub fn format(&self, value: &OptionValue) -> String {
        match (self, value) {
            (OptionKind::Choice { values, .. }, OptionValue::Choice(i)) => values
                .get(*i)
                .map_or_else(|| i.to_string(), |v| (*v).to_owned()),
            (_, OptionValue::Bool(b)) => b.to_string(),
            (_, OptionValue::Int(n) | OptionValue::Limit(Some(n))) => n.to_string(),
            (_, OptionValue::Limit(None)) => "none".to_owned(),
            (_, OptionValue::Choice(i)) => i.to_string(),
            (_, OptionValue::Text(t)) => t.to_string(),
        }
    }

    /// What the kind takes, as the error message says it: `true or false`, `an integer from
    /// 1 to 1000`, `none or an integer from 1 to 4294967295`, `one of seed, sapper-puluc`.
    #[must_use]
    pub fn expected(&self) -> String {
        match *self {
            OptionKind::Bool { .. } => "true or false".to_owned(),
            OptionKind::Int { min, max, .. } => format!("an integer from {min} to {max}"),
            OptionKind::Limit { min, max, .. } => {
                format!("none or an integer from {min} to {max}")
            }
            OptionKind::Choice { values, .. } => format!("one of {}", values.join(", ")),
            OptionKind::Text { expected, .. } => expected.to_owned(),
        }
    }

    /// The kind's own default.
    #[must_use]
    pub fn default(&self) -> OptionValue {
        match *self {
            OptionKind::Bool { default } => OptionValue::Bool(default),
            OptionKind::Int { default, .. } => OptionValue::Int(default),
            OptionKind::Limit { default, .. } => OptionValue::Limit(default),
            OptionKind::Choice { default, .. } => OptionValue::Choice(default),
            OptionKind::Text { default, .. } => OptionValue::Text(Cow::Borrowed(default)),
        }
    }
}

/// One option of a game (DESIGN §6.2): its key, its kind with range and default, and the
/// defaults that replace the kind's when an earlier option has a given value.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The `--option` key, snake_case.
    pub key: &'static str,
    /// The values it takes and its default.
    pub kind: OptionKind,
    /// `(key, value, default)`: when the option `key` (listed earlier) is `value` (in settings
    /// spelling), the default is `default`; the first matching case wins.
    pub default_when: &'static [(&'static str, &'static str, OptionValue)],
}

impl OptionSpec {
    /// An option with the kind's default only.
    #[must_use]
    pub const fn new(key: &'static str, kind: OptionKind) -> OptionSpec {
        OptionSpec {
            key,
            kind,
            default_when: &[],
        }
    }

    /// A `true`/`false` option ([`OptionKind::Bool`]) defaulting to `default`.
    #[must_use]
    pub const fn flag(key: &'static str, default: bool) -> OptionSpec {
        OptionSpec::new(key, OptionKind::Bool { default })
    }

    /// A choice among `values` ([`OptionKind::Choice`]: kebab-case names in the order the
    /// game's enum lists them), the first the default.
    #[must_use]
    pub const fn choice(key: &'static str, values: &'static [&'static str]) -> OptionSpec {
        OptionSpec::new(key, OptionKind::Choice { values, default: 0 })
    }

    /// `ply_limit`: `none` or 1 to [`PLY_LIMIT_MAX`] plies, the same range in every game.
    #[must_use]
    pub const fn ply_limit(default: Option<u64>) -> OptionSpec {
        OptionSpec::new(
            "ply_limit",
            OptionKind::Limit {
                min: 1,
                max: PLY_LIMIT_MAX,
                default,
            },
        )
    }
}

/// The options of one game as read from settings: the variant, the player count and every
/// option's value, in schema order. Built by [`GameInfo::read`] (every key present) or by a
/// game's [`GameOptions::to_values`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValues {
    variant: String,
    pub(crate) players: usize,
    values: Vec<(&'static str, OptionValue)>,
}

impl OptionValues {
    /// No values yet, for `variant`.
    #[must_use]
    pub fn new(variant: &str) -> OptionValues {
        OptionValues {
            variant: variant.to_owned(),
            players: 0,
            values: Vec::new(),
        }
    }

    /// Adds or replaces the value of `key` (builder style).
    #[must_use]
    pub fn set(mut self, key: &'static str, value: OptionValue) -> OptionValues {
        match self.values.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.values.push((key, value)),
        }
        self
    }

    /// The same values for the variant `name` (builder style).
    #[must_use]
    pub fn with_variant(mut self, name: &str) -> OptionValues {
        name.clone_into(&mut self.variant);
        self
    }

    /// The variant name.
    #[must_use]
    pub fn variant(&self) -> &str {
        &self.variant
    }

    /// The player count of the settings read (0 for values a game built itself).
    #[must_use]
    pub fn players(&self) -> usize {
        self.players
    }

    /// The value of `key`, if present.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&OptionValue> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// The value of a [`OptionKind::Bool`] option.
    ///
    /// # Panics
    /// If `key` is not a bool option of the schema read (a bug in the game's code).
    #[must_use]
    pub fn bool(&self, key: &str) -> bool {
        match self.get(key) {
            Some(OptionValue::Bool(b)) => *b,
            other => panic!("option `{key}` is not a bool: {other:?}"),
        }
    }

    /// The value of a [`OptionKind::Int`] option.
    ///
    /// # Panics
    /// If `key` is not an integer option of the schema read.
    #[must_use]
    pub fn int(&self, key: &str) -> u64 {
        match self.get(key) {
            Some(OptionValue::Int(n)) => *n,
            other => panic!("option `{key}` is not an integer: {other:?}"),
        }
    }

    /// The value of a [`OptionKind::Limit`] option.
    ///
    /// # Panics
    /// If `key` is not a limit option of the schema read.
    #[must_use]
    pub fn limit(&self, key: &str) -> Option<u64> {
        match self.get(key) {
            Some(OptionValue::Limit(n)) => *n,
            other => panic!("option `{key}` is not a limit: {other:?}"),
        }
    }

    /// The index of the value of a [`OptionKind::Choice`] option.
    ///
    /// # Panics
    /// If `key` is not a choice option of the schema read.
    #[must_use]
    pub fn choice(&self, key: &str) -> usize {
        match self.get(key) {
            Some(OptionValue::Choice(i)) => *i,
            other => panic!("option `{key}` is not a choice: {other:?}"),
        }
    }

    /// The value of a [`OptionKind::Text`] option.
    ///
    /// # Panics
    /// If `key` is not a text option of the schema read.
    #[must_use]
    pub fn text(&self, key: &str) -> &str {
        match self.get(key) {
            Some(OptionValue::Text(t)) => t,
            other => panic!("option `{key}` is not a text: {other:?}"),
        }
    }
}

/// A game's typed options, read and written through its [`GameInfo`]'s schema. A game
/// implements the two conversions (and its cross-option rules, if any); reading settings,
/// writing them, validation and the defaults come from here, and
/// [`game_options!`](crate::game_options) derives `Default` and validated serde from them.
pub trait GameOptions: Sized {
    /// The game's facts: its name, variants, player counts and option schema.
    const INFO: &'static GameInfo;

    /// The typed options of values read by [`GameInfo::read`] (every key of the schema
    /// present, each of its kind and range).
    fn from_values(values: &OptionValues) -> Self;

    /// These options as values: the variant and every key of the schema.
    fn to_values(&self) -> OptionValues;

    /// The rules between options, or between options and the player count, that the
    /// schema's per-option ranges cannot say (Abalone: `match_games=3` with 3 players only;
    /// the tile game: a table every start tile can be played on, a tile set for every hand).
    /// Default: none.
    ///
    /// # Errors
    /// [`SettingsError::Conflict`] saying what does not fit.
    fn conflicts(&self, players: usize) -> Result<(), SettingsError> {
        let _ = players;
        Ok(())
    }

    /// Reads the options of `settings`: variant, player count, every option's kind and range
    /// ([`GameInfo::read`]), then [`GameOptions::conflicts`].
    ///
    /// # Errors
    /// The [`SettingsError`] naming the first thing refused.
    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let options = Self::from_values(&Self::INFO.read(settings)?);
        options.conflicts(settings.players)?;
        Ok(options)
    }

    /// These options as settings with `players` seats, every option spelled out (what records
    /// store).
    #[must_use]
    fn to_settings(&self, players: usize) -> Settings {
        Self::INFO.settings_of(&self.to_values(), players)
    }

    /// Checks these options with `players` seats as [`GameOptions::from_settings`] checks
    /// settings: the variant and player count, every option's range (through
    /// [`GameOptions::to_settings`]), then [`GameOptions::conflicts`] on these options
    /// (so a field the schema does not spell, such as the tile game's tile set, is checked
    /// too). Constructors call it and refuse (never clamp) what it refuses, so a game always
    /// replays from its settings.
    ///
    /// # Errors
    /// The [`SettingsError`] naming the first thing refused.
    fn validate(&self, players: usize) -> Result<(), SettingsError> {
        Self::INFO.read(&self.to_settings(players))?;
        self.conflicts(players)
    }

    /// The options of the default settings ([`GameInfo::default_settings`]): every option at
    /// its default. What `Default` gives.
    ///
    /// # Panics
    /// If the game's own defaults break its schema (a bug every test of the game finds).
    #[must_use]
    fn defaults() -> Self {
        let info = Self::INFO;
        let settings = info.default_settings();
        match info.read(&settings) {
            Ok(values) => Self::from_values(&values),
            Err(e) => panic!("{}: the schema's defaults are refused: {e}", info.name),
        }
    }

    /// `Ok` if the options are valid with some player count of the game (the default count
    /// first): what deserialising checks, since options alone do not carry the count.
    ///
    /// # Errors
    /// The default count's [`SettingsError`] when no count accepts them.
    fn validate_for_some_count(&self) -> Result<(), SettingsError> {
        let first = self.validate(Self::INFO.default_players);
        if first.is_ok()
            || Self::INFO
                .player_counts()
                .into_iter()
                .any(|n| self.validate(n).is_ok())
        {
            return Ok(());
        }
        first
    }
}

/// Declares a game's options type: the struct (`Clone, Copy, Debug, PartialEq, Eq, Hash`),
/// its [`GameOptions`] through the game's `info` (each field read and written by the
/// [`fields`](crate::fields) binding named after it, the cross-option rules by the optional
/// `conflicts` function, see [`GameOptions::conflicts`]), `Default` (every option at its
/// schema default), and, with the game crate's `serde` feature, serde that writes the fields
/// one by one and refuses what [`GameOptions::validate`] refuses for every player count of
/// the game.
///
/// ```ignore
/// jokoak_core::game_options! {
///     info: crate::INFO,
///     conflicts: Options::conflicts_with,
///     /// The options.
///     pub struct Options {
///         /// `match_games`.
///         pub match_games: u32 = fields::key("match_games"),
///     }
/// }
/// ```
///
/// `game_options!(Options)` alone implements `Default` and the validated serde for a type
/// that implements [`GameOptions`] by hand and derives its field-by-field serde form with
/// `#[serde(remote = "Self")]`.
#[macro_export]
macro_rules! game_options {
    (
        info: $info:path,
        $(conflicts: $conflicts:path,)?
        $(#[$meta:meta])*
        pub struct $name:ident {
            $($(#[$field_meta:meta])* pub $field:ident: $ty:ty = $binding:expr),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[cfg_attr(
            feature = "serde",
            derive(serde::Serialize, serde::Deserialize),
            serde(remote = "Self")
        )]
        pub struct $name {
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        impl $crate::GameOptions for $name {
            const INFO: &'static $crate::GameInfo = &$info;

            fn from_values(values: &$crate::OptionValues) -> Self {
                $name {
                    $($field: <_ as $crate::fields::OptionField<$ty>>::read(
                        &$binding,
                        Self::INFO,
                        values,
                    ),)*
                }
            }

            fn to_values(&self) -> $crate::OptionValues {
                let values = $crate::OptionValues::new(Self::INFO.default_variant());
                $(let values = <_ as $crate::fields::OptionField<$ty>>::write(
                    &$binding,
                    Self::INFO,
                    &self.$field,
                    values,
                );)*
                values
            }

            $(fn conflicts(
                &self,
                players: usize,
            ) -> ::core::result::Result<(), $crate::SettingsError> {
                $conflicts(self, players)
            })?
        }

        $crate::game_options!($name);
    };
    ($t:ty) => {
        impl ::core::default::Default for $t {
            fn default() -> Self {
                <$t as $crate::GameOptions>::defaults()
            }
        }

        #[cfg(feature = "serde")]
        impl $crate::__serde::Serialize for $t {
            fn serialize<S: $crate::__serde::Serializer>(
                &self,
                s: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                <$t>::serialize(self, s)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> $crate::__serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(
                d: D,
            ) -> ::core::result::Result<Self, D::Error> {
                let options = <$t>::deserialize(d)?;
                $crate::GameOptions::validate_for_some_count(&options)
                    .map_err(<D::Error as $crate::__serde::de::Error>::custom)?;
                Ok(options)
            }
        }
    };
}
