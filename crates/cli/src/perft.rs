//! `jokoak perft`: the count, with progress on standard error for long walks and a clean stop
//! on Ctrl-C (issue 13 items 5 and 12).

use jokoak_core::{Game, perft_with};

use crate::error::CliError;
use crate::progress::Delayed;

/// The deepest `--depth` accepted. The walk keeps one position and one move list per ply of
/// its line (`jokoak_core::perft_with`), so where the options allow endless lines the depth
/// bounds its memory; real perft depths are below 20.
pub const MAX_DEPTH: u32 = 100_000;

/// perft(`state`, `depth`).
///
/// # Errors
/// [`CliError::Input`] for a depth above [`MAX_DEPTH`]; [`CliError::Interrupted`] on Ctrl-C.
pub fn run<G: Game>(state: &G, depth: u32) -> Result<u64, CliError> {
    if depth > MAX_DEPTH {
        return Err(CliError::Input(format!(
            "--depth {depth} is more than {MAX_DEPTH} (perft keeps one position per ply of its line)"
        )));
    }
    let stop = crate::interrupt::flag();
    let mut progress = Delayed::new("{spinner} perft depth {msg} {elapsed}");
    let count = perft_with(state, depth, |p| {
        progress.update(|| {
            format!(
                "{depth}: {} leaves so far, {} plies played, line at ply {}",
                p.leaves, p.plies, p.line
            )
        });
        !stop.load(std::sync::atomic::Ordering::Relaxed)
    });
    progress.finish();
    count
        .ok_or_else(|| CliError::Interrupted(format!("perft depth {depth} stopped before its end")))
}
