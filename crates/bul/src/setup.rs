//! Bul's name, seats and options as a [`jokoak_core::Setup`] (DESIGN §6).

use jokoak_core::{Settings, SettingsError, Setup, SetupError};

use crate::options::NAME;
use crate::{Bul, Options};

impl Setup for Bul {
    const NAME: &'static str = NAME;
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2";
    const NOTATION_HELP: &'static str = "Bul moves (bul.md §14): FROM-TO with absolute positions: 0 Red's home, then the track (1-9 by default),\n\
        then Blue's home (10 by default). \
        The throw fixes the distance: with 2 points Blue enters with `10-8`, Red with `0-2`; a piece or stack\n\
        moves from its space, e.g. `6-4`; a lap ends on the far home (`8-10`), a stack arriving home too (`3-0`).\n\
        `pass` when no move is possible. `?` lists the legal moves.";

    /// `["R", "B"]`: Red is seat 0, Blue seat 1 (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        vec!["R".to_owned(), "B".to_owned()]
    }

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        Bul::new(Options::from_settings(settings)?)
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = Options::from_settings(settings)?;
        Bul::parse(text, &options).map_err(SetupError::position)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings()
    }

    /// [`Bul::board`]: the position notation, then the track picture.
    fn board(&self) -> String {
        Bul::board(self)
    }
}
