//! [`setup_via_options!`](crate::setup_via_options): the [`Setup`](crate::Setup) of a game
//! built from its typed options alone, written once for the games that share it.

/// Implements [`Setup`](crate::Setup) for a game whose state is built from its typed options
/// alone (Linja, Bul, Agon; DESIGN §6.2), with `INFO` the game's [`GameInfo`](crate::GameInfo):
///
/// - `from_settings` reads the options ([`GameOptions::from_settings`](crate::GameOptions::from_settings):
///   variant, player count, every option's range, the conflicts) and builds the initial state
///   with the type's `new(Options) -> Result<Self, SettingsError>`;
/// - `parse_position` reads the options the same way and parses with the type's
///   `parse(&str, &Options) -> Result<Self, E>`, the game's parse error `E` wrapped by
///   [`SetupError::position`](crate::SetupError::position);
/// - `settings` writes the state's `options()` with [`Game::num_players`](crate::Game::num_players)
///   seats ([`GameOptions::to_settings`](crate::GameOptions::to_settings)).
///
/// A game whose construction needs more (a player count, a match's game tokens, a check
/// against the settings' player count) implements `Setup` by hand, as Abalone and the tile
/// game do.
///
/// ```ignore
/// jokoak_core::setup_via_options!(Bul, INFO);
/// ```
#[macro_export]
macro_rules! setup_via_options {
    ($t:ty, $info:expr $(,)?) => {
        impl $crate::Setup for $t {
            const INFO: &'static $crate::GameInfo = &$info;

            fn from_settings(
                settings: &$crate::Settings,
            ) -> ::core::result::Result<Self, $crate::SettingsError> {
                <$t>::new($crate::GameOptions::from_settings(settings)?)
            }

            fn parse_position(
                text: &str,
                settings: &$crate::Settings,
            ) -> ::core::result::Result<Self, $crate::SetupError> {
                let options = $crate::GameOptions::from_settings(settings)?;
                <$t>::parse(text, &options).map_err($crate::SetupError::position)
            }

            fn settings(&self) -> $crate::Settings {
                use $crate::GameOptions as _;
                self.options().to_settings($crate::Game::num_players(self))
            }
        }
    };
}
