#![warn(missing_docs)]
//! The `jokoak` command as a library (docs/cli.md): its commands written once over a table of
//! games, each game one [`entry`] of it. The `jokoak` binary is
//! `main_with(GAMES)` ([`main_with`], [`GAMES`]: the five games of the workspace). A program
//! that adds a game runs the same command line over a longer table; a sixth game plugs in with
//! one line, `games.push(entry::<G>())`, as `crates/cli/examples/sixth_game/` shows
//! (docs/architecture.md "Adding a game").
//!
//! A game of the table implements [`jokoak_core::Setup`] (with `Game`, `Present`, `MatchPlay`
//! and `Display`), [`jokoak_core::Evaluate`] (for the search agents) and
//! [`jokoak_core::Draw`] (for `svg` and `serve`; it may be empty, every method has a default).

mod agents;
mod arena;
mod cli;
mod commands;
mod error;
mod games;
mod interrupt;
mod pairs;
mod perft;
mod picture;
mod play;
mod process;
mod progress;
mod records;
mod replay;
mod serve;
mod summary;
mod terminal;

pub use games::{Entry, GAMES, entry};
pub use process::main_with;
