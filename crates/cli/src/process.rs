//! The process around a command: the command line parsed, the command run over a table of
//! games, its error line printed and the exit code chosen (docs/cli.md "Errors and exit
//! codes").

use std::io::Write as _;
use std::process::ExitCode;

use clap::{CommandFactory as _, FromArgMatches as _};

use crate::error::CliError;
use crate::games::{self, Entry};

/// Runs `jokoak` over the table `table` (the binary's is [`crate::GAMES`]): parses the
/// command line, runs the command, prints its one `error: …` line and returns the exit code
/// (docs/cli.md "Errors and exit codes": 0 success, 2 bad input, 1 internal failure, 130
/// interrupted by Ctrl-C). `table` is where `games`, `new`, `replay`, `serve` and every other
/// command find their games, for the whole process: the first call's table holds.
#[must_use]
pub fn main_with(table: &'static [Entry]) -> ExitCode {
    games::install(table);
    let cli = match parse(table) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = write!(std::io::stdout(), "{e}");
                return ExitCode::SUCCESS;
            }
            let line = if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                "error: a command is required (see `jokoak --help`)".to_owned()
            } else {
                first_line(&e.to_string())
            };
            let _ = writeln!(std::io::stderr(), "{}", one_line(&line));
            return ExitCode::from(2);
        }
    };
    match crate::commands::run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(e) => {
            let message = one_line(&e.to_string());
            let _ = writeln!(
                std::io::stderr(),
                "error: {}",
                jokoak_core::excerpt(&message, MAX_ERROR_CHARS)
            );
            ExitCode::from(e.exit_code())
        }
    }
}

/// Parses the command line, its help naming the games of `table` (the `GAME` argument of
/// every command that takes one: `The game: linja, bul, …`).
fn parse(table: &[Entry]) -> Result<crate::cli::Cli, clap::Error> {
    let names: Vec<&str> = table.iter().map(|e| e.info.name).collect();
    let help = format!("The game: {}", names.join(", "));
    // `mut_args` edits the arguments in place: `mut_arg` would move `GAME` behind the other
    // positionals (`apply`'s moves).
    let command = crate::cli::Cli::command().mut_subcommands(|sub| {
        sub.mut_args(|a| {
            if a.get_id() == "game" {
                a.help(help.clone())
            } else {
                a
            }
        })
    });
    crate::cli::Cli::from_arg_matches(&command.try_get_matches()?)
}

/// The longest error line printed (in characters, `…` after): a message that quotes a huge
/// input stays readable (issue 13 item 18).
const MAX_ERROR_CHARS: usize = 1000;

/// Clap's first line, as `error: …`; a line ending in `:` takes the indented lines that
/// complete it (the names of missing arguments); clap's `tip:` lines follow after `; ` (how to
/// pass a value starting with `-`, a similar argument's name), and a stray argument of a
/// command that takes moves after `--` gets that tip, so the hints survive on one line.
fn first_line(text: &str) -> String {
    let mut lines = text.lines();
    let mut line = lines.next().unwrap_or("error: bad arguments").to_owned();
    if line.ends_with(':') {
        let rest: Vec<&str> = text
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with(' '))
            .map(str::trim)
            .collect();
        line = format!("{line} {}", rest.join(", "));
    }
    let tips: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("tip:"))
        .collect();
    for tip in &tips {
        line = format!("{line}; {tip}");
    }
    let moves_after_dashes = text
        .lines()
        .any(|l| l.starts_with("Usage:") && l.contains("[-- <MOVES>...]"));
    if tips.is_empty() && moves_after_dashes && line.contains("unexpected argument") {
        line.push_str("; tip: moves go after `--`, e.g. `jokoak apply linja -- 0-1 2-4`");
    }
    if line.starts_with("error:") {
        line
    } else {
        format!("error: {line}")
    }
}

/// The text with control characters (newlines from the user's input) escaped, so an error
/// stays one line (DESIGN §6.1).
fn one_line(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}
