//! The table of games the CLI knows. A game plugs in with one line here (DESIGN §6): the
//! commands are generic over [`jokoak_core::Setup`].

use jokoak_core::{Draw, GameInfo, RecordHeader, Settings};

use crate::cli::Command;
use crate::commands;
use crate::error::CliError;

/// One game of the table: its `games` line and its monomorphised commands.
pub struct Entry {
    /// The game's static facts: name, variants, player counts, options.
    pub info: &'static GameInfo,
    /// Runs a command that names this game.
    pub run: fn(Command) -> Result<(), CliError>,
    /// Replays a JSON record of this game (its text and its header).
    pub replay: fn(&str, &RecordHeader) -> Result<(), CliError>,
    /// Replays a native text record of this game.
    pub replay_native: fn(&str, &Settings) -> Result<(), CliError>,
    /// Runs `jokoak svg` for this game.
    pub svg: fn(Command) -> Result<(), CliError>,
    /// What `jokoak serve` needs of this game (docs/serve.md).
    pub serve: crate::serve::Hooks,
}

const fn entry<G: Draw + jokoak_core::Evaluate + 'static>() -> Entry {
    Entry {
        info: G::INFO,
        run: commands::run_game::<G>,
        replay: commands::replay_record::<G>,
        replay_native: commands::replay_native::<G>,
        svg: crate::picture::run::<G>,
        serve: crate::serve::hooks::<G>(),
    }
}

/// Every game, in the order `jokoak games` lists them (DESIGN §6.1).
pub static GAMES: &[Entry] = &[
    entry::<jokoak_linja::Linja>(),
    entry::<jokoak_bul::Bul>(),
    entry::<jokoak_continued::Continued>(),
    entry::<jokoak_abalone::Abalone>(),
    entry::<jokoak_agon::Agon>(),
];

/// The entry of `name`.
///
/// # Errors
/// [`CliError::Input`] for an unknown game.
pub fn find(name: &str) -> Result<&'static Entry, CliError> {
    GAMES.iter().find(|e| e.info.name == name).ok_or_else(|| {
        let known: Vec<&str> = GAMES.iter().map(|e| e.info.name).collect();
        CliError::Input(format!(
            "unknown game `{name}` (known: {})",
            known.join(", ")
        ))
    })
}
