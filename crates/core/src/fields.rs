//! How each field of a game's typed options maps to the settings (DESIGN §6.2): the bindings
//! a [`game_options!`](crate::game_options) declaration names after each field, so that a
//! game writes which key a field reads and never the reading and writing itself.
//!
//! ```ignore
//! jokoak_core::game_options! {
//!     info: crate::INFO,
//!     /// The options of the game.
//!     pub struct Options {
//!         /// The set-up.
//!         pub variant: Variant = fields::variant(&Variant::ALL),
//!         /// `threefold_draw`.
//!         pub threefold_draw: bool = fields::key("threefold_draw"),
//!         /// `scoring`.
//!         pub scoring: Scoring = fields::choice("scoring", &Scoring::ALL),
//!     }
//! }
//! ```

use std::fmt::Debug;

use crate::{GameInfo, OptionValue, OptionValues};

/// Reads one field of type `T` from the values a game's schema read, and writes it back.
pub trait OptionField<T> {
    /// The field's value in `values` (read by [`GameInfo::read`], so every key of the schema
    /// is present, of its kind and range).
    fn read(&self, info: &GameInfo, values: &OptionValues) -> T;

    /// `values` with the field's `value` set.
    #[must_use]
    fn write(&self, info: &GameInfo, value: &T, values: OptionValues) -> OptionValues;
}

/// The option `key`, of the kind the field's type has: `bool` for a
/// [`crate::OptionKind::Bool`], `Option<u64>` for a [`crate::OptionKind::Limit`], an unsigned
/// integer for a [`crate::OptionKind::Int`].
#[derive(Clone, Copy, Debug)]
pub struct Key(&'static str);

/// The option `key` (see [`Key`]).
#[must_use]
pub const fn key(key: &'static str) -> Key {
    Key(key)
}

impl OptionField<bool> for Key {
    fn read(&self, _: &GameInfo, values: &OptionValues) -> bool {
        values.bool(self.0)
    }

    fn write(&self, _: &GameInfo, value: &bool, values: OptionValues) -> OptionValues {
        values.set(self.0, OptionValue::Bool(*value))
    }
}

impl OptionField<Option<u64>> for Key {
    fn read(&self, _: &GameInfo, values: &OptionValues) -> Option<u64> {
        values.limit(self.0)
    }

    fn write(&self, _: &GameInfo, value: &Option<u64>, values: OptionValues) -> OptionValues {
        values.set(self.0, OptionValue::Limit(*value))
    }
}

macro_rules! int_field {
    ($($t:ty),*) => {$(
        /// An integer option; a value the type cannot hold (outside the schema's range) reads
        /// as the type's largest.
        impl OptionField<$t> for Key {
            fn read(&self, _: &GameInfo, values: &OptionValues) -> $t {
                <$t>::try_from(values.int(self.0)).unwrap_or(<$t>::MAX)
            }

            fn write(&self, _: &GameInfo, value: &$t, values: OptionValues) -> OptionValues {
                values.set(self.0, OptionValue::Int(u64::from(*value)))
            }
        }
    )*};
}

int_field!(u8, u16, u32, u64);

/// A [`crate::OptionKind::Choice`] option whose names stand for `values`, in the same order.
#[derive(Clone, Copy, Debug)]
pub struct Choice<T: 'static> {
    key: &'static str,
    values: &'static [T],
}

/// The choice option `key`, its names standing for `values` in order (see [`Choice`]).
#[must_use]
pub const fn choice<T>(key: &'static str, values: &'static [T]) -> Choice<T> {
    Choice { key, values }
}

impl<T: Copy + PartialEq + Default + Debug> OptionField<T> for Choice<T> {
    fn read(&self, _: &GameInfo, values: &OptionValues) -> T {
        let i = values.choice(self.key);
        self.values
            .get(i)
            .or(self.values.first())
            .copied()
            .unwrap_or_default()
    }

    /// A value not among the choices (a field set by hand) is written as its `Debug` text,
    /// which reading refuses, so [`crate::GameOptions::validate`] names it.
    fn write(&self, _: &GameInfo, value: &T, values: OptionValues) -> OptionValues {
        let v = match self.values.iter().position(|c| c == value) {
            Some(i) => OptionValue::Choice(i),
            None => OptionValue::Text(format!("{value:?}").into()),
        };
        values.set(self.key, v)
    }
}

/// The `--variant`: `values` in the order of the game's [`GameInfo::variants`].
#[derive(Clone, Copy, Debug)]
pub struct Variant<T: 'static>(&'static [T]);

/// The `--variant` (see [`Variant`]).
#[must_use]
pub const fn variant<T>(values: &'static [T]) -> Variant<T> {
    Variant(values)
}

impl<T: Copy + PartialEq + Default> OptionField<T> for Variant<T> {
    fn read(&self, info: &GameInfo, values: &OptionValues) -> T {
        info.variants
            .iter()
            .position(|v| v.name == values.variant())
            .and_then(|i| self.0.get(i))
            .copied()
            .unwrap_or_default()
    }

    fn write(&self, info: &GameInfo, value: &T, values: OptionValues) -> OptionValues {
        let name = self
            .0
            .iter()
            .position(|v| v == value)
            .and_then(|i| info.variants.get(i))
            .map_or_else(|| info.default_variant(), |v| v.name);
        values.with_variant(name)
    }
}

/// A [`crate::OptionKind::Text`] option read by `parse` and spelled by `name`; `fallback` is
/// what a text `parse` refuses reads as (never, after the schema accepted it).
#[derive(Clone, Copy, Debug)]
pub struct Text<T> {
    key: &'static str,
    parse: fn(&str) -> Option<T>,
    name: fn(T) -> String,
    fallback: T,
}

/// The text option `key` (see [`Text`]).
#[must_use]
pub const fn text<T>(
    key: &'static str,
    parse: fn(&str) -> Option<T>,
    name: fn(T) -> String,
    fallback: T,
) -> Text<T> {
    Text {
        key,
        parse,
        name,
        fallback,
    }
}

impl<T: Copy> OptionField<T> for Text<T> {
    fn read(&self, _: &GameInfo, values: &OptionValues) -> T {
        (self.parse)(values.text(self.key)).unwrap_or(self.fallback)
    }

    fn write(&self, _: &GameInfo, value: &T, values: OptionValues) -> OptionValues {
        values.set(self.key, OptionValue::Text((self.name)(*value).into()))
    }
}

/// A field the settings do not spell (library only, such as the tile game's tile set): read
/// as the value given, never written.
#[derive(Clone, Copy, Debug)]
pub struct Fixed<T>(T);

/// A field the settings do not spell (see [`Fixed`]).
#[must_use]
pub const fn fixed<T>(value: T) -> Fixed<T> {
    Fixed(value)
}

impl<T: Clone> OptionField<T> for Fixed<T> {
    fn read(&self, _: &GameInfo, _: &OptionValues) -> T {
        self.0.clone()
    }

    fn write(&self, _: &GameInfo, _: &T, values: OptionValues) -> OptionValues {
        values
    }
}
