//! `jokoak` with a sixth game: the CLI's table of the five games plus Bachet's game
//! (`bachet.rs`), in one line. Every command then works for it (docs/architecture.md
//! "Adding a game"):
//!
//! ```text
//! cargo run -p jokoak-cli --example sixth_game -- games
//! cargo run -p jokoak-cli --example sixth_game -- play bachet --agents greedy,random
//! ```

mod bachet;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut games = jokoak_cli::GAMES.to_vec();
    games.push(jokoak_cli::entry::<bachet::Bachet>());
    jokoak_cli::main_with(games.leak())
}
