//! `jokoak`: list, set up, analyse, play and replay every jokoak game (DESIGN §6).
//!
//! Exit codes: 0 success, 2 bad input (one `error: …` line on stderr), 1 internal failure.

mod agents;
mod arena;
mod cli;
mod commands;
mod error;
mod games;

use std::io::Write as _;
use std::process::ExitCode;

use clap::Parser as _;

use crate::error::CliError;

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = write!(std::io::stdout(), "{e}");
                return ExitCode::SUCCESS;
            }
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("error: bad arguments");
            let line = if first.starts_with("error:") {
                first.to_owned()
            } else {
                format!("error: {first}")
            };
            let _ = writeln!(std::io::stderr(), "{line}");
            return ExitCode::from(2);
        }
    };
    match commands::run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
