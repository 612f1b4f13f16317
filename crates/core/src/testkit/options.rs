//! Checks of a game's options against its rules text (DESIGN §6.2), driven by the game's
//! [`GameInfo`] and schema: its facts, its defaults, the range of an option, a refused value.
//! The expected values come from the caller's rules text, never from the schema itself.

use std::fmt::Debug;

use crate::{GameInfo, GameOptions, SettingsError};

/// The options that `O`'s default settings ([`GameInfo::default_settings`]) with `key=value`
/// added read as.
///
/// # Errors
/// The [`SettingsError`] reading refuses them with.
pub fn options_with<O: GameOptions>(key: &str, value: &str) -> Result<O, SettingsError> {
    O::from_settings(&O::INFO.default_settings().with(key, value))
}

/// Whether reading `key=value` (added to the default settings) is refused as a bad value of
/// that key, the error naming both ([`SettingsError::BadValue`]).
#[must_use]
pub fn refuses<O: GameOptions>(key: &str, value: &str) -> bool {
    matches!(
        options_with::<O>(key, value),
        Err(SettingsError::BadValue { key: k, value: v, .. }) if k == key && v == value
    )
}

/// Asserts a game's facts: its name, its variant names (the default first), the player
/// counts of all its variants together, and its default player count.
///
/// # Panics
/// When one of them differs.
pub fn assert_game_facts(
    info: &GameInfo,
    name: &str,
    variants: &[&str],
    player_counts: &[usize],
    default_players: usize,
) {
    assert_eq!(info.name, name);
    assert_eq!(info.variant_names(), variants, "{name}: variants");
    assert_eq!(info.player_counts(), player_counts, "{name}: player counts");
    assert_eq!(
        info.default_players, default_players,
        "{name}: default players"
    );
}

/// Asserts that the default settings read as `expected` and that `O::default()` is `expected`.
///
/// # Panics
/// When either differs, or the default settings are refused.
pub fn assert_defaults<O: GameOptions + Default + PartialEq + Debug>(expected: &O) {
    let read = O::from_settings(&O::INFO.default_settings());
    assert_eq!(
        read.as_ref(),
        Ok(expected),
        "{}: default settings",
        O::INFO.name
    );
    assert_eq!(&O::default(), expected, "{}: Default", O::INFO.name);
}

/// Asserts that the option `key` takes `lowest` and `highest` and refuses `below` and `above`
/// as bad values ([`refuses`]).
///
/// # Panics
/// When one of the four is read otherwise.
pub fn assert_range<O: GameOptions + Debug>(
    key: &str,
    [lowest, highest]: [&str; 2],
    [below, above]: [&str; 2],
) {
    for value in [lowest, highest] {
        let read = options_with::<O>(key, value);
        assert!(read.is_ok(), "{key}={value}: {read:?}");
    }
    for value in [below, above] {
        assert!(refuses::<O>(key, value), "{key}={value} is not refused");
    }
}

/// Asserts that each of `counts` is refused for the default variant as a player count
/// ([`SettingsError::Players`]).
///
/// # Panics
/// When a count is read otherwise.
pub fn assert_players_refused<O: GameOptions + Debug>(counts: &[usize]) {
    for &players in counts {
        let mut settings = O::INFO.default_settings();
        settings.players = players;
        let read = O::from_settings(&settings);
        assert!(
            matches!(read, Err(SettingsError::Players { .. })),
            "{players} players: {read:?}"
        );
    }
}
