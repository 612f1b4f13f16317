//! Agon's name, seats, variants and options as a [`jokoak_core::Setup`] (DESIGN §6).

use jokoak_core::{
    GameInfo, GameOptions, LegalMoveOrder, MatchPlay, Settings, SettingsError, Setup, SetupError,
    VariantInfo,
};

use crate::{Agon, Options, Variant};

/// Agon's static facts (DESIGN §6.2): the standard start and the two placement set-ups of
/// agon.md §10.1, each for 2 players, the options of §10, the notation help of §13.
pub const INFO: GameInfo = GameInfo {
    name: "agon",
    variants: &[
        VariantInfo {
            name: Variant::Standard.name(),
            players: &[2],
        },
        VariantInfo {
            name: Variant::PlacementFreeQueen.name(),
            players: &[2],
        },
        VariantInfo {
            name: Variant::PlacementOppositeCorners.name(),
            players: &[2],
        },
    ],
    default_players: 2,
    notation_help: "Agon moves (agon.md §13): cells are ring:index, `0:0` the centre, ring 5 the outer ring\n\
        (the board shows every cell's name). A step: FROM-TO to an adjacent empty cell, e.g. `5:4-5:3`.\n\
        A captured piece (marked *) re-enters with FROM=>TO, e.g. `2:1=>5:7`. Placement set-ups: `Q@5:0`, `G@4:3`.\n\
        `pass` when nothing is legal. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: crate::options::SCHEMA,
    time_control: None,
};

impl Setup for Agon {
    const INFO: &'static GameInfo = &INFO;

    fn from_settings(settings: &Settings) -> Result<Agon, SettingsError> {
        Ok(Agon::fresh(Options::from_settings(settings)?))
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Agon, SetupError> {
        let options = Options::from_settings(settings)?;
        Agon::parse(text, &options).map_err(SetupError::position)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings(2)
    }
}

/// One game per match: the game's own outcome decides it.
impl MatchPlay for Agon {
    type MatchState = ();
}
