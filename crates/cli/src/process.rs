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
            let _ = writeln!(std::io::stderr(), "{}", error_line(&line, '\''));
            return ExitCode::from(2);
        }
    };
    match crate::commands::run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(e) => {
            let line = error_line(&format!("error: {e}"), '`');
            let _ = writeln!(std::io::stderr(), "{line}");
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

/// The longest error line printed, in characters, `error: ` and a closing `…` included: a
/// message that quotes a huge input stays readable (issue 13 item 18; docs/cli.md "Errors and
/// exit codes").
const MAX_ERROR_CHARS: usize = 1000;

/// The most characters of one quoted input an error line shows, `…` after (docs/cli.md).
const MAX_QUOTE_CHARS: usize = 60;

/// `line` as printed: on one line ([`one_line`]), every span between two `quote`s (the
/// user's input, quoted by our messages with `` ` `` and by clap's with `'`) cut to
/// [`MAX_QUOTE_CHARS`] characters, and the whole to [`MAX_ERROR_CHARS`].
pub(crate) fn error_line(line: &str, quote: char) -> String {
    let line = one_line(line);
    let mut out = String::with_capacity(line.len().min(4 * MAX_ERROR_CHARS));
    // Odd pieces lie between two quotes; an unclosed quote runs to the end.
    for (i, piece) in line.split(quote).enumerate() {
        if i > 0 {
            out.push(quote);
        }
        if i % 2 == 1 {
            out.push_str(&jokoak_core::excerpt(piece, MAX_QUOTE_CHARS));
        } else {
            out.push_str(piece);
        }
    }
    jokoak_core::excerpt(&out, MAX_ERROR_CHARS - 1).into_owned()
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_line_cuts_each_quote_to_60_characters_and_the_line_to_1000() {
        let q = "q".repeat(100);
        assert_eq!(
            error_line(&format!("error: unknown game `{q}` (known: linja)"), '`'),
            format!("error: unknown game `{}…` (known: linja)", "q".repeat(60))
        );
        // Clap quotes with `'`; a short quote and the text outside quotes stay whole.
        assert_eq!(
            error_line(&format!("error: unexpected argument '{q}' for '-s'"), '\''),
            format!("error: unexpected argument '{}…' for '-s'", "q".repeat(60))
        );
        assert_eq!(error_line("error: `0-9` a\nb", '`'), "error: `0-9` a\\nb");
        // An unclosed quote runs to the end of the line.
        assert_eq!(
            error_line(&format!("error: `{q}"), '`'),
            format!("error: `{}…", "q".repeat(60))
        );
        // 2,000 characters outside quotes: 999 of them and `…`.
        let long = error_line(&format!("error: {}", "x ".repeat(1000)), '`');
        assert_eq!(long.chars().count(), 1000);
        assert!(long.ends_with('…'));
    }
}
