//! Ctrl-C (SIGINT): the first press asks the running command to stop cleanly at its next
//! check (a perft report, an agent's move, a search iteration); a second press quits at once.
//! Either way the exit code is [`EXIT_CODE`] (128 + SIGINT, the shells' convention).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The exit code of an interrupted command (docs/cli.md "Errors and exit codes").
pub const EXIT_CODE: u8 = 130;

static STOP: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The flag Ctrl-C raises. The first call installs the handler, so only commands that look
/// at the flag (perft, play, arena) catch Ctrl-C; the others keep the default (the process
/// ends at once), which suits their short work.
pub fn flag() -> Arc<AtomicBool> {
    STOP.get_or_init(|| {
        let stop = Arc::new(AtomicBool::new(false));
        let raised = Arc::clone(&stop);
        // Without a handler (none can be installed in this process) Ctrl-C keeps its default
        // action, which also ends the command.
        let _ = ctrlc::set_handler(move || {
            if raised.swap(true, Ordering::SeqCst) {
                std::process::exit(i32::from(EXIT_CODE));
            }
        });
        stop
    })
    .clone()
}

/// `true` once Ctrl-C was pressed (after [`flag`] installed the handler).
pub fn requested() -> bool {
    STOP.get().is_some_and(|s| s.load(Ordering::Relaxed))
}
