//! `jokoak perft`: the count, with progress on standard error for long walks and a clean stop
//! on Ctrl-C (issue 13 items 5 and 12).

use jokoak_core::{Game, PERFT_REPORT_INTERVAL, perft_with};

use crate::error::CliError;
use crate::progress::Delayed;

/// The longest line perft walks. The walk keeps one position and one move list per ply of
/// its current line (`jokoak_core::perft_with`); where the options allow endless lines, a
/// large depth would make that line, and the memory, grow without end. The walk is stopped
/// once its line is longer than this (checked every `PERFT_REPORT_INTERVAL` plies, so the
/// line can pass it by up to that many plies). Real perft depths are below 20.
pub const MAX_LINE: usize = 100_000;

/// perft(`state`, `depth`).
///
/// # Errors
/// [`CliError::Input`] for a line longer than [`MAX_LINE`]; [`CliError::Interrupted`] on
/// Ctrl-C.
pub fn run<G: Game>(state: &G, depth: u32) -> Result<u64, CliError> {
    crate::interrupt::catch();
    let stop = crate::interrupt::flag();
    let mut progress = Delayed::new("{spinner} perft depth {msg} {elapsed}");
    let mut too_long = false;
    let count = perft_with(state, depth, |p| {
        progress.update(|| {
            format!(
                "{depth}: {} leaves so far, {} plies played, line at ply {}",
                p.leaves, p.plies, p.line
            )
        });
        too_long = p.line > MAX_LINE;
        !too_long && !stop.load(std::sync::atomic::Ordering::Relaxed)
    });
    progress.finish();
    match count {
        Some(count) => Ok(count),
        None if too_long => Err(CliError::Input(format!(
            "perft depth {depth}: a line passed {MAX_LINE} plies (the options allow endless lines; perft keeps one position per ply)"
        ))),
        None => Err(CliError::Interrupted(format!(
            "perft depth {depth} stopped before its end"
        ))),
    }
}

const _: () = assert!(PERFT_REPORT_INTERVAL < MAX_LINE as u64);
