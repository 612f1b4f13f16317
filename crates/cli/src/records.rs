//! Reading record files within bounds (issue 13 items 4 and 18): a file read whole, or one
//! line of JSON lines, is at most [`MAX_RECORD_BYTES`]; past that the reader stops with an
//! error instead of growing (`replay /dev/zero` ends at once).

use std::io::{BufRead, BufReader, Read};

use crate::error::CliError;

/// The most bytes of one record the readers accept: 64 MiB, far above any real record (a
/// game of 100,000 plies takes about 1 MB).
pub const MAX_RECORD_BYTES: usize = 64 << 20;

/// `64 MiB`, for messages.
fn limit() -> String {
    format!("{} MiB", MAX_RECORD_BYTES >> 20)
}

fn open(file: &str) -> Result<std::fs::File, CliError> {
    std::fs::File::open(file).map_err(|e| CliError::Input(format!("cannot read `{file}`: {e}")))
}

fn read_error(file: &str, e: &std::io::Error) -> CliError {
    CliError::Input(format!("cannot read `{file}`: {e}"))
}

/// The start of `file`: `Ok(Some(text))` if the whole file is at most [`MAX_RECORD_BYTES`],
/// `Ok(None)` if it is longer.
///
/// # Errors
/// [`CliError::Input`] for a file that cannot be read or is not UTF-8 text.
pub fn read_whole(file: &str) -> Result<Option<String>, CliError> {
    let mut bytes = Vec::new();
    open(file)?
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| read_error(file, &e))?;
    if bytes.len() > MAX_RECORD_BYTES {
        return Ok(None);
    }
    String::from_utf8(bytes).map(Some).map_err(|e| {
        CliError::Input(format!(
            "`{file}` is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// The whole of `file`, at most [`MAX_RECORD_BYTES`].
///
/// # Errors
/// [`CliError::Input`] for a file that cannot be read, is longer, or is not UTF-8 text.
pub fn read_capped(file: &str) -> Result<String, CliError> {
    read_whole(file)?.ok_or_else(|| {
        CliError::Input(format!(
            "`{file}` is longer than {}, the limit of a record",
            limit()
        ))
    })
}

/// Calls `each(line_number, line)` for every non-empty line of `file` (1-based numbers, the
/// line without its end), reading one line at a time.
///
/// # Errors
/// [`CliError::Input`] for a line longer than [`MAX_RECORD_BYTES`] or not UTF-8; the first
/// error of `each`.
pub fn for_each_line(
    file: &str,
    mut each: impl FnMut(usize, &str) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let mut reader = BufReader::with_capacity(1 << 16, open(file)?);
    let mut bytes = Vec::new();
    let mut number = 0;
    loop {
        bytes.clear();
        let n = reader
            .by_ref()
            .take(MAX_RECORD_BYTES as u64 + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| read_error(file, &e))?;
        if n == 0 {
            return Ok(());
        }
        number += 1;
        if bytes.last() == Some(&b'\n') {
            bytes.pop();
        } else if bytes.len() > MAX_RECORD_BYTES {
            return Err(CliError::Input(format!(
                "`{file}`, line {number}: longer than {}, the limit of a record",
                limit()
            )));
        }
        let line = std::str::from_utf8(&bytes).map_err(|e| {
            CliError::Input(format!(
                "`{file}`, line {number}: not UTF-8 text (byte {})",
                e.valid_up_to()
            ))
        })?;
        if !line.trim().is_empty() {
            each(number, line)?;
        }
    }
}
