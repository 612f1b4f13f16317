//! The CLI's errors: bad input (exit 2) or internal failures (exit 1), DESIGN §6.1.

/// What went wrong in a command.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad input: unknown game, variant, option or agent, bad notation, illegal move,
    /// unreadable record.
    #[error("{0}")]
    Input(String),
    /// A failure that is not the input's fault (writing a file, an engine inconsistency).
    #[error("{0}")]
    Internal(String),
    /// Ctrl-C stopped the command (exit 130, docs/cli.md "Errors and exit codes").
    #[error("interrupted: {0}")]
    Interrupted(String),
    /// Standard output was closed (e.g. piped into `head`): stop quietly.
    #[error("broken pipe")]
    BrokenPipe,
}

impl CliError {
    /// Bad input from anything that displays.
    pub fn input(e: impl std::fmt::Display) -> Self {
        CliError::Input(e.to_string())
    }

    /// The process exit code: 2 for bad input, 130 when interrupted, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Interrupted(_) => crate::interrupt::EXIT_CODE,
            CliError::Internal(_) | CliError::BrokenPipe => 1,
        }
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            CliError::BrokenPipe
        } else {
            CliError::Internal(e.to_string())
        }
    }
}

/// `n` and `noun`, plural unless `n` is 1: "1 agent", "3 agents".
pub(crate) fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
