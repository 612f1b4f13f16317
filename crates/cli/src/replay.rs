//! `jokoak replay`: JSON records (one, or JSON lines) and native records, read within the
//! bounds of [`crate::records`] and replayed ply by ply without holding their move lists.

use jokoak_core::RecordHeader;

use crate::cli::GameArgs;
use crate::error::CliError;
use crate::games;
use crate::records;

/// `replay FILE` (`first` the file, `file` none) or `replay GAME FILE` (`first` the game).
///
/// # Errors
/// [`CliError::Input`] for unreadable, oversized or inconsistent records.
pub fn run(
    first: &str,
    file: Option<&str>,
    variant: Option<String>,
    players: Option<usize>,
    options: Vec<String>,
) -> Result<(), CliError> {
    match file {
        None => {
            if variant.is_some() || players.is_some() || !options.is_empty() {
                return Err(CliError::Input(
                    "`replay FILE` takes the game's settings from the record; --variant, --players and --option are for `replay GAME FILE`".to_owned(),
                ));
            }
            replay_json(first)
        }
        Some(file) => {
            let entry = games::find(first)?;
            let args = GameArgs {
                game: first.to_owned(),
                variant,
                players,
                options,
            };
            let text = records::read_capped(file)?;
            let settings = crate::commands::settings_of(&args, entry.info)?;
            (entry.replay_native)(&text, &settings)
        }
    }
}

/// One record, or JSON lines of records (what `arena --records` writes). A file of at most
/// [`records::MAX_RECORD_BYTES`] is checked whole before any result is printed; a longer
/// one is read and replayed line by line.
fn replay_json(file: &str) -> Result<(), CliError> {
    let Some(text) = records::read_whole(file)? else {
        let mut count = 0;
        records::for_each_line(file, |number, line| {
            count += 1;
            let header = RecordHeader::from_json(line)
                .map_err(|e| CliError::Input(format!("{file}, line {number}: {e}")))?;
            replay_one(line, &header, Some(count))
        })?;
        return match count {
            0 => Err(no_records(file)),
            _ => Ok(()),
        };
    };
    let first = match RecordHeader::from_json(&text) {
        Ok(header) => return replay_one(&text, &header, None),
        Err(first) => first,
    };
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    match lines.len() {
        0 => return Err(no_records(file)),
        1 => return Err(CliError::Input(format!("{file}: {first}"))),
        _ => {}
    }
    let headers = lines
        .iter()
        .map(|&(i, line)| {
            RecordHeader::from_json(line)
                .map_err(|e| CliError::Input(format!("{file}, line {}: {e}", i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    for (n, (&(_, line), header)) in lines.iter().zip(&headers).enumerate() {
        replay_one(line, header, Some(n + 1))?;
    }
    Ok(())
}

/// A file of blank lines or none: worded as `summary` words it.
fn no_records(file: &str) -> CliError {
    CliError::Input(format!("no records in {file}"))
}

/// Replays one record and prints its result line; `number` names it among several.
fn replay_one(text: &str, header: &RecordHeader, number: Option<usize>) -> Result<(), CliError> {
    (games::find(&header.game)?.replay)(text, header).map_err(|e| match (e, number) {
        (CliError::Input(m), Some(n)) => CliError::Input(format!("record {n}: {m}")),
        (other, _) => other,
    })
}
