//! The match as a [`jokoak_core::Setup`]: its name, variants and options (DESIGN §6;
//! to-be-continued.md §11).

use jokoak_core::{
    Game, GameInfo, GameOptions, LegalMoveOrder, MatchPlay, Settings, SettingsError, Setup,
    SetupError, VariantInfo,
};

use crate::options::Options;
use crate::position::Continued;

/// The tile game's static facts (DESIGN §6.2): variant `standard` for 2 to 6 players (4 by
/// default), the options of §3.1, §3.2 and §4.3, the notation help of §11, legal moves in
/// the spec's order (§5, §11.2).
pub const INFO: GameInfo = GameInfo {
    name: "continued",
    variants: &[VariantInfo::new("standard", &[2, 3, 4, 5, 6])],
    default_players: 4,
    notation_help: "Tile-game moves (to-be-continued.md §11): TYPE@E0 or TYPE@E1 places a straight at End0/End1,\n\
        e.g. `FS-R@E1`; a corner adds its turn, left or right of the end's heading: `C-K@E0:L`, `C-Y@E1:R`.\n\
        Types: FS/SC/MU (full side, side centre, multiple images) straights and C corners, with colour\n\
        K black, R red, Y yellow, B blue: FS-R FS-Y FS-B SC-R SC-Y SC-B MU-R MU-Y MU-B C-K C-R C-Y C-B.\n\
        `stop` ends your turn after a placement; `pass` when nothing fits and the pile is empty.\n\
        On the board, 0 and 1 mark the cells End0 and End1 lead to. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::Generation,
    options: crate::options::SCHEMA,
    time_control: None,
};

impl Setup for Continued {
    const INFO: &'static GameInfo = &INFO;

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        Continued::new(Options::from_settings(settings)?, settings.players)
    }

    /// [`Continued::players_in`].
    fn players_shown(text: &str) -> Option<usize> {
        Continued::players_in(text)
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = Options::from_settings(settings)?;
        let game = Continued::parse(text, &options).map_err(SetupError::position)?;
        if game.num_players() != settings.players {
            return Err(SetupError::position(crate::error::ParsePositionError::new(
                "hands",
                format!(
                    "the position has {} hands, the settings {} players",
                    game.num_players(),
                    settings.players
                ),
            )));
        }
        Ok(game)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings(self.num_players())
    }
}

/// One game per match (the tile game's state is the whole match of four deals, §11.4): the game's own outcome decides it.
impl MatchPlay for Continued {
    type MatchState = ();
}
