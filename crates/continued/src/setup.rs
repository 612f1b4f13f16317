//! The match as a [`jokoak_core::Setup`]: its name, seats, options and views (DESIGN §6;
//! to-be-continued.md §11).

use jokoak_core::{Determinize, Game, GameRng, Player, Settings, SettingsError, Setup, SetupError};

use crate::moves::Move;
use crate::options::Options;
use crate::position::Continued;

const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2, 3, 4, 5, 6])];

impl Setup for Continued {
    const NAME: &'static str = crate::NAME;
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2-6";
    const DEFAULT_PLAYERS: usize = 4;
    const NOTATION_HELP: &'static str = "Tile-game moves (to-be-continued.md §11): TYPE@E0 or TYPE@E1 places a straight at End0/End1,\n\
        e.g. `FS-R@E1`; a corner adds its turn, left or right of the end's heading: `C-K@E0:L`, `C-Y@E1:R`.\n\
        Types: FS/SC/MU (full side, side centre, multiple images) straights and C corners, with colour\n\
        K black, R red, Y yellow, B blue: FS-R FS-Y FS-B SC-R SC-Y SC-B MU-R MU-Y MU-B C-K C-R C-Y C-B.\n\
        `stop` ends your turn after a placement; `pass` when nothing fits and the pile is empty.\n\
        On the board, 0 and 1 mark the cells End0 and End1 lead to. `?` lists the legal moves.";

    /// `0` … `n−1` (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|s| s.to_string()).collect()
    }

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let options = options_from_settings(settings)?;
        Continued::new(options, settings.players)
            .map_err(|e| SettingsError::Conflict(e.to_string()))
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = options_from_settings(settings)?;
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
        let mut s = Settings::new("standard", self.num_players());
        for (k, v) in self.options.pairs() {
            s = s.with(k, &v);
        }
        s
    }

    fn board(&self) -> String {
        Continued::board(self)
    }

    fn view(&self, seat: Player) -> String {
        Continued::view(self, seat)
    }

    fn ply_seen_by(&self, mv: &Move, seat: Player) -> String {
        Continued::ply_seen_by(self, mv, seat)
    }

    /// Hands and pile are hidden: search agents play on [`Determinize::determinize`]d states.
    fn determinizer() -> Option<fn(&Self, Player, &mut GameRng) -> Option<Self>> {
        Some(<Continued as Determinize>::determinize)
    }

    /// `false`: `jokoak legal` keeps the order of §5/§11.2 (type, end, turn, then `stop`).
    fn sort_legal_output() -> bool {
        false
    }
}

/// The options of `settings` (DESIGN §6.2), checked against the player count.
///
/// # Errors
/// [`SettingsError`] for an unknown variant, option, value, or a refused table.
pub fn options_from_settings(settings: &Settings) -> Result<Options, SettingsError> {
    let mut reader = settings.reader(Continued::NAME, ALLOWED)?;
    let options = Options::read(&mut reader)?;
    reader.finish()?;
    options
        .validate(settings.players)
        .map_err(|e| SettingsError::Conflict(e.to_string()))?;
    Ok(options)
}
