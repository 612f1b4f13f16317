//! Progress on standard error for work that runs longer than [`DELAY`] (issue 13 item 5):
//! indicatif bars that stay hidden for short work and when standard error is not a terminal
//! (so scripts and tests see only the documented output).

use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long work runs before its progress is shown.
pub const DELAY: Duration = Duration::from_secs(1);

/// A spinner with a message that appears once its work has run for [`DELAY`].
pub struct Delayed {
    bar: ProgressBar,
    start: Instant,
    shown: bool,
}

impl Delayed {
    /// A hidden spinner; `template` is an indicatif template using `{msg}` and `{elapsed}`.
    pub fn new(template: &str) -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template(template)
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        Delayed {
            bar,
            start: Instant::now(),
            shown: false,
        }
    }

    /// Shows `message()` if the work has run for [`DELAY`] (the message is built only then).
    pub fn update(&mut self, message: impl FnOnce() -> String) {
        if !self.shown && self.start.elapsed() >= DELAY {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.shown = true;
        }
        if self.shown {
            self.bar.set_message(message());
        }
    }

    /// Clears the spinner from the terminal.
    pub fn finish(self) {
        self.bar.finish_and_clear();
    }
}

/// Runs `work`, showing a ticking spinner with `label` on standard error if it takes longer
/// than [`DELAY`] (an agent thinking about its move).
pub fn while_running<T>(label: &str, work: impl FnOnce() -> T) -> T {
    let (done, wait) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            if wait.recv_timeout(DELAY) != Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
                return;
            }
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {msg} {elapsed}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.set_message(label.to_owned());
            bar.enable_steady_tick(Duration::from_millis(200));
            let _ = wait.recv();
            bar.finish_and_clear();
        });
        let result = work();
        let _ = done.send(());
        result
    })
}
