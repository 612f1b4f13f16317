//! `jokoak`: list, set up, analyse, play and replay every jokoak game (DESIGN §6).
//!
//! Exit codes: 0 success, 2 bad input (one `error: …` line on stderr), 1 internal failure,
//! 130 interrupted by Ctrl-C.

use std::process::ExitCode;

fn main() -> ExitCode {
    jokoak_cli::main_with(jokoak_cli::GAMES)
}
