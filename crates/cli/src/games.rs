//! The table of games the CLI knows. A game plugs in with one line here (DESIGN §6): the
//! commands are generic over [`jokoak_core::Setup`]. A program built on the library runs the
//! commands over a table of its own ([`crate::main_with`]).

use std::sync::OnceLock;

use jokoak_core::{Draw, Evaluate, GameInfo, RecordHeader, Settings};

use crate::cli::Command;
use crate::commands;
use crate::error::CliError;

/// One game of the table: its `games` line and its monomorphised commands. Made by
/// [`entry`].
#[derive(Clone, Copy)]
pub struct Entry {
    /// The game's static facts: name, variants, player counts, options.
    pub(crate) info: &'static GameInfo,
    /// Runs a command that names this game.
    pub(crate) run: fn(Command) -> Result<(), CliError>,
    /// Replays a JSON record of this game (its text and its header).
    pub(crate) replay: fn(&str, &RecordHeader) -> Result<(), CliError>,
    /// Replays a JSON record of this game without printing: `summary`'s check of each record.
    pub(crate) check: fn(&str, &RecordHeader) -> Result<(), CliError>,
    /// Replays a native text record of this game.
    pub(crate) replay_native: fn(&str, &Settings) -> Result<(), CliError>,
    /// Runs `jokoak svg` for this game.
    pub(crate) svg: fn(Command) -> Result<(), CliError>,
    /// What `jokoak serve` needs of this game (docs/serve.md).
    pub(crate) serve: crate::serve::Hooks,
}

impl Entry {
    /// The game's static facts ([`jokoak_core::Setup::INFO`]).
    #[must_use]
    pub fn info(&self) -> &'static GameInfo {
        self.info
    }
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry")
            .field("game", &self.info.name)
            .finish_non_exhaustive()
    }
}

/// The table entry of game `G`: every command of the CLI for it. What the CLI asks of a game
/// is `Setup` (with `Game`, `Present`, `MatchPlay`), `Evaluate` (the search agents) and `Draw`
/// (`svg`, `serve`; its methods have defaults, so `impl Draw for G {}` will do).
#[must_use]
pub const fn entry<G: Draw + Evaluate + 'static>() -> Entry {
    Entry {
        info: G::INFO,
        run: commands::run_game::<G>,
        replay: commands::replay_record::<G>,
        check: commands::check_record::<G>,
        replay_native: commands::replay_native::<G>,
        svg: crate::picture::run::<G>,
        serve: crate::serve::hooks::<G>(),
    }
}

/// Every game of the workspace, in the order `jokoak games` lists them (DESIGN §6.1): the
/// `jokoak` binary's table.
pub static GAMES: &[Entry] = &[
    entry::<jokoak_linja::Linja>(),
    entry::<jokoak_bul::Bul>(),
    entry::<jokoak_continued::Continued>(),
    entry::<jokoak_abalone::Abalone>(),
    entry::<jokoak_agon::Agon>(),
];

/// The table of this process, set once by [`crate::main_with`].
static TABLE: OnceLock<&'static [Entry]> = OnceLock::new();

/// Makes `games` the table of this process ([`all`]); a second call changes nothing.
pub(crate) fn install(games: &'static [Entry]) {
    let _ = TABLE.set(games);
}

/// The games of this process: the table given to [`crate::main_with`], else [`GAMES`].
pub(crate) fn all() -> &'static [Entry] {
    TABLE.get().copied().unwrap_or(GAMES)
}

/// The entry of `name` in this process's table ([`all`]).
///
/// # Errors
/// [`CliError::Input`] for an unknown game.
pub fn find(name: &str) -> Result<&'static Entry, CliError> {
    all().iter().find(|e| e.info.name == name).ok_or_else(|| {
        let known: Vec<&str> = all().iter().map(|e| e.info.name).collect();
        CliError::Input(format!(
            "unknown game `{name}` (known: {})",
            known.join(", ")
        ))
    })
}
