//! Ctrl-C (SIGINT): in a command that catches it ([`catch`]), the first press asks the running
//! command to stop cleanly at its next check (a perft report, an agent's move, a search's next
//! thousand nodes); a second press quits at once. Either way the exit code is [`EXIT_CODE`]
//! (128 + SIGINT, the shells' convention).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The exit code of an interrupted command (docs/cli.md "Errors and exit codes").
pub const EXIT_CODE: u8 = 130;

static STOP: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The flag Ctrl-C raises once [`catch`] has installed the handler; searches stop when it is
/// set. In a command that does not catch Ctrl-C (`serve`, say) it is never set, and Ctrl-C
/// keeps its default action (the process ends at once).
pub fn flag() -> Arc<AtomicBool> {
    STOP.get_or_init(|| Arc::new(AtomicBool::new(false)))
        .clone()
}

/// Installs the Ctrl-C handler (the first call; later calls do nothing): only commands that
/// look at the flag (perft, best, play, arena) call it.
pub fn catch() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let raised = flag();
        // Without a handler (none can be installed in this process) Ctrl-C keeps its default
        // action, which also ends the command.
        let _ = ctrlc::set_handler(move || {
            if raised.swap(true, Ordering::SeqCst) {
                eprintln!("error: interrupted: Ctrl-C pressed twice, quitting at once");
                std::process::exit(i32::from(EXIT_CODE));
            }
        });
    });
}

/// `true` once Ctrl-C was pressed (after [`catch`] installed the handler).
pub fn requested() -> bool {
    STOP.get().is_some_and(|s| s.load(Ordering::Relaxed))
}
