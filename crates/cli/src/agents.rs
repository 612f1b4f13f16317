//! Agents by name, as `--agents` spells them (DESIGN §6.1, docs/cli.md): `random`,
//! `mcts[:ITERATIONS]`, `greedy`, `alphabeta[:MS]`, `alphabeta:dN`, `ai[:MS]`, `human`.

use std::io::Write as _;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use jokoak_core::{
    Agent, AgentContext, AlphaBeta, Evaluate, Game, GameRng, Greedy, LegalMoveOrder, Limits, Match,
    Mcts, RandomAgent, Setup, Strongest, parse_decimal,
};

use crate::error::CliError;

/// Iterations of `mcts` without a count.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// Milliseconds per move of `alphabeta` and `ai` without a time.
pub const DEFAULT_MOVE_MS: u64 = 1000;

/// The most threads `--search-threads` accepts.
pub const MAX_SEARCH_THREADS: usize = 256;

/// The threads of each alpha-beta search, `--search-threads N` (docs/cli.md): checked to be
/// 1 to [`MAX_SEARCH_THREADS`].
///
/// # Errors
/// [`CliError::Input`] naming the value and the range.
pub fn search_threads(n: usize) -> Result<usize, CliError> {
    if (1..=MAX_SEARCH_THREADS).contains(&n) {
        Ok(n)
    } else {
        Err(CliError::Input(format!(
            "--search-threads {n} is not 1 to {MAX_SEARCH_THREADS}"
        )))
    }
}

/// The ranges an agent name is read within ([`Spec::parse_within`]): the CLI's
/// ([`Bounds::CLI`]), or a served game's, which keep a move short (`serve`).
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The agent names taken, as an error for an unknown one lists them.
    pub available: &'static str,
    /// The most milliseconds a move of `alphabeta:MS` or `ai:MS`.
    pub max_move_ms: u64,
    /// The most iterations a move of `mcts:N`.
    pub max_iterations: u32,
    /// Whether `alphabeta:dN` (a fixed depth, whatever it costs) is taken.
    pub fixed_depth: bool,
}

impl Bounds {
    /// What `--agents` takes (docs/cli.md): up to 3,600,000 ms and 10,000,000 iterations a
    /// move, depths of 1 to 64 plies, and `human`.
    pub const CLI: Bounds = Bounds {
        available: "random, greedy, alphabeta[:MS], alphabeta:dN, mcts[:ITERATIONS], ai[:MS], human",
        max_move_ms: 3_600_000,
        max_iterations: 10_000_000,
        fixed_depth: true,
    };
}

/// `Err` naming the first empty name of an `--agents` list (`random,,greedy`), which would
/// otherwise count as an agent and be refused as a wrong count or an unknown agent.
///
/// # Errors
/// [`CliError::Input`] with the empty name's position, from 1.
pub fn no_empty_name(names: &[String]) -> Result<(), CliError> {
    match names.iter().position(|n| n.trim().is_empty()) {
        Some(i) => Err(CliError::Input(format!(
            "--agents: agent {} of {} is empty (names are separated by single commas)",
            i + 1,
            names.len()
        ))),
        None => Ok(()),
    }
}

/// One agent per seat from `names` (one name for every seat, or one per seat); alpha-beta
/// agents search on `threads` threads ([`one`]).
///
/// # Errors
/// [`CliError::Input`] for an empty or unknown agent or a wrong number of names.
pub fn build<G: Setup + Evaluate + 'static>(
    names: &[String],
    seats: usize,
    threads: usize,
) -> Result<Vec<Box<dyn Agent<Match<G>>>>, CliError> {
    no_empty_name(names)?;
    let ai = "ai".to_owned();
    let names: Vec<&String> = match names.len() {
        // A lone human plays seat 0 against `ai` at every other seat.
        1 if names[0] == "human" && seats > 1 => {
            let mut all = vec![&ai; seats];
            all[0] = &names[0];
            all
        }
        1 => vec![&names[0]; seats],
        n if n == seats => names.iter().collect(),
        n => {
            return Err(CliError::Input(format!(
                "{} for {seats} seats (give one for every seat or one per seat)",
                crate::error::counted(n, "agent")
            )));
        }
    };
    names
        .into_iter()
        .map(|name| one::<G>(name, seats, threads))
        .collect()
}

/// An agent name as `--agents` spells it, checked (docs/cli.md): what [`one`] builds, and
/// what `serve` bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spec {
    /// `random`: a uniformly random legal move.
    Random,
    /// `human`: a person at the terminal ([`Human`]).
    Human,
    /// `greedy`: one ply on the evaluation.
    Greedy,
    /// `mcts[:ITERATIONS]`: 1 to 10,000,000 iterations a move (default [`DEFAULT_ITERATIONS`]).
    Mcts {
        /// Iterations a move.
        iterations: u32,
    },
    /// `alphabeta[:MS]` (1 to 3,600,000 ms a move, default [`DEFAULT_MOVE_MS`]) or
    /// `alphabeta:dN` (a depth of 1 to 64 plies).
    AlphaBeta(PerMove),
    /// `ai[:MS]`: the game's strongest agent, 1 to 3,600,000 ms a move (default
    /// [`DEFAULT_MOVE_MS`]).
    Ai {
        /// Milliseconds a move.
        ms: u64,
    },
}

/// The budget of an `alphabeta` agent's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerMove {
    /// Milliseconds a move.
    Time(u64),
    /// A fixed depth in plies.
    Depth(u32),
}

impl Spec {
    /// Reads `name`.
    ///
    /// # Errors
    /// [`CliError::Input`] for an unknown name or a count, time or depth out of its range,
    /// naming the agent.
    pub fn parse(name: &str) -> Result<Spec, CliError> {
        Spec::parse_within(name, &Bounds::CLI)
    }

    /// [`Spec::parse`] within `bounds`: its counts and times, and its list of names for the
    /// error of an unknown one (`serve` takes shorter moves than the CLI).
    ///
    /// # Errors
    /// As [`Spec::parse`]; a fixed depth where `bounds` does not take one.
    pub fn parse_within(name: &str, bounds: &Bounds) -> Result<Spec, CliError> {
        let (kind, arg) = match name.split_once(':') {
            Some((k, a)) => (k, Some(a)),
            None => (name, None),
        };
        let ms = |arg: Option<&str>| match arg {
            None => Ok(DEFAULT_MOVE_MS),
            Some(a) => parse_decimal(a)
                .filter(|&n| (1..=bounds.max_move_ms).contains(&n))
                .ok_or_else(|| {
                    CliError::Input(format!(
                        "agent `{name}`: the time per move must be 1 to {} ms",
                        bounds.max_move_ms
                    ))
                }),
        };
        let available = bounds.available;
        match (kind, arg) {
            ("random", None) => Ok(Spec::Random),
            ("human", None) => Ok(Spec::Human),
            ("greedy", None) => Ok(Spec::Greedy),
            ("mcts", None) => Ok(Spec::Mcts {
                iterations: DEFAULT_ITERATIONS.min(bounds.max_iterations),
            }),
            ("mcts", Some(a)) => parse_decimal(a)
                .filter(|&n| (1..=u64::from(bounds.max_iterations)).contains(&n))
                .map(|n| Spec::Mcts {
                    iterations: n as u32,
                })
                .ok_or_else(|| {
                    CliError::Input(format!(
                        "agent `{name}`: iterations must be 1 to {}",
                        bounds.max_iterations
                    ))
                }),
            ("alphabeta", Some(a)) if a.starts_with('d') && bounds.fixed_depth => {
                parse_decimal(&a[1..])
                    .filter(|&d| (1..=64).contains(&d))
                    .map(|d| Spec::AlphaBeta(PerMove::Depth(d as u32)))
                    .ok_or_else(|| {
                        CliError::Input(format!("agent `{name}`: the depth must be 1 to 64"))
                    })
            }
            ("alphabeta", Some(a)) if a.starts_with('d') => Err(CliError::Input(format!(
                "agent `{name}`: timed agents only (alphabeta:MS, ai:MS), not a fixed depth"
            ))),
            ("alphabeta", _) => Ok(Spec::AlphaBeta(PerMove::Time(ms(arg)?))),
            ("ai", _) => Ok(Spec::Ai { ms: ms(arg)? }),
            _ => Err(CliError::Input(format!(
                "unknown agent `{name}` (available: {available})"
            ))),
        }
    }
}

/// The agent called `name` ([`Spec::parse`]), for a game of `players` seats (`ai` is the
/// game's strongest for that many, [`Evaluate::strongest`]). An alpha-beta agent
/// (`alphabeta`, and `ai` where it is alpha-beta) searches on `threads` threads
/// ([`AlphaBeta::threads`]: lazy SMP, not deterministic with more than one); the other agents
/// search on one. Every search stops at once on Ctrl-C (issue 13 item 5).
///
/// # Errors
/// [`CliError::Input`] as [`Spec::parse`].
pub fn one<G: Setup + Evaluate + 'static>(
    name: &str,
    players: usize,
    threads: usize,
) -> Result<Box<dyn Agent<Match<G>>>, CliError> {
    one_stopping::<G>(name, players, threads, crate::interrupt::flag())
}

/// [`one`], whose searches (MCTS and alpha-beta) end their move with the best found so far
/// as soon as `stop` is set (`serve` sets it when a move has taken its time; [`one`] passes
/// the Ctrl-C flag).
///
/// # Errors
/// [`CliError::Input`] as [`Spec::parse`].
pub fn one_stopping<G: Setup + Evaluate + 'static>(
    name: &str,
    players: usize,
    threads: usize,
    stop: Arc<AtomicBool>,
) -> Result<Box<dyn Agent<Match<G>>>, CliError> {
    Ok(match Spec::parse(name)? {
        Spec::Random => Box::new(RandomAgent),
        Spec::Human => Box::new(Human),
        Spec::Greedy => Box::new(Greedy::<Match<G>>::new()),
        Spec::Mcts { iterations } => Box::new(Mcts::<Match<G>>::new(iterations).with_stop(stop)),
        Spec::AlphaBeta(PerMove::Depth(depth)) => {
            alphabeta::<G>(Limits::depth(depth), threads, stop)
        }
        Spec::AlphaBeta(PerMove::Time(ms)) => {
            alphabeta::<G>(Limits::time(Duration::from_millis(ms)), threads, stop)
        }
        Spec::Ai { ms } => {
            let time = Duration::from_millis(ms);
            let inner: Box<dyn Agent<Match<G>>> = match G::strongest(players) {
                Strongest::AlphaBeta => alphabeta::<G>(Limits::time(time), threads, stop),
                Strongest::Greedy => Box::new(Greedy::<Match<G>>::new()),
                Strongest::Mcts {
                    cutoff,
                    scale,
                    playouts,
                    multiple_observers,
                } => {
                    let mut mcts = Mcts::<Match<G>>::new(DEFAULT_ITERATIONS)
                        .with_budget(jokoak_core::Budget::Time(time))
                        .with_stop(stop)
                        .with_playouts(playouts);
                    if cutoff > 0 {
                        mcts = mcts.with_evaluation_cutoff(cutoff, f64::from(scale));
                    }
                    if multiple_observers {
                        mcts = mcts.with_multiple_observers();
                    }
                    Box::new(mcts)
                }
            };
            // Named as spelled: `ai` or `ai:MS`.
            Box::new(Named {
                name: name.to_owned(),
                inner,
            })
        }
    })
}

/// An alpha-beta agent for `G` with `limits` on `threads` threads (determinizing if `G`
/// hides information, [`jokoak_core::Game::HIDDEN_INFORMATION`]), which stops within a
/// thousand nodes of `stop` being set, as MCTS stops before its next iteration.
fn alphabeta<G: Setup + Evaluate + 'static>(
    limits: Limits,
    threads: usize,
    stop: Arc<AtomicBool>,
) -> Box<dyn Agent<Match<G>>> {
    Box::new(
        AlphaBeta::<Match<G>>::new(limits)
            .with_threads(threads)
            .with_stop(stop),
    )
}

/// An agent under another name (`ai:500` for the alpha-beta agent it is).
struct Named<G: Game> {
    name: String,
    inner: Box<dyn Agent<G>>,
}

impl<G: Game> Agent<G> for Named<G> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        self.inner.choose(game, ctx, rng)
    }

    fn analysis(&self) -> Option<String> {
        self.inner.analysis()
    }
}

/// A person at the terminal: reads moves in the game's notation from standard input and
/// answers the commands of [`COMMANDS`]; refuses bad input with one line naming the reason and
/// asks again; under time control shows the clock in the prompt. `quit`, `resign` and the end
/// of input give up the game (none of the five rules texts has a resignation, so a resigned
/// game ends unfinished, like an abandoned one).
pub struct Human;

/// What a human may type besides a move.
pub const COMMANDS: &str = "Commands: `?` the legal moves, `help` this text, `board` the board again, \
`quit` leave the game (it ends unfinished), `resign` give up (no game here records a \
resignation, so the game ends unfinished too).";

/// `m:ss` of the time left on a clock, rounded up to the second (a clock shows `0:00` only
/// when it has run out).
pub fn clock(d: std::time::Duration) -> String {
    let s = d.as_millis().div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// The one line that tells a human why `text` was refused: the game's message, with the token
/// and the verdict put in front only when the message does not already say them (so an error
/// is said once): `` `6-5` is illegal: a step from 6 goes to 7 ``.
pub fn refusal(text: &str, verdict: &str, reason: &dyn std::fmt::Display) -> String {
    let (quoted, reason) = jokoak_core::quote_in(text, &reason.to_string());
    match reason.strip_prefix(&format!("{quoted}: ")) {
        Some(rest) => format!("{quoted} {verdict}: {rest}"),
        None if reason.contains(&quoted) => reason,
        None => format!("{quoted} {verdict}: {reason}"),
    }
}

impl<G: Setup> Agent<Match<G>> for Human {
    fn name(&self) -> String {
        "human".to_owned()
    }

    fn choose(
        &mut self,
        game: &Match<G>,
        ctx: &AgentContext,
        _rng: &mut GameRng,
    ) -> Option<G::Move> {
        let started = std::time::Instant::now();
        let labels = game.current().seat_labels();
        let me = labels.get(ctx.seat.index()).cloned().unwrap_or_default();
        // Standard output closed (the terminal went away, or a pipe into `head`): the human is
        // gone, so the game is abandoned rather than the process panicking.
        let say = |text: &str| -> Option<()> {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).ok()?;
            out.flush().ok()
        };
        loop {
            let time = match ctx.remaining {
                Some(left) => format!(", clock {}", clock(left.saturating_sub(started.elapsed()))),
                None => String::new(),
            };
            say(&format!(
                "{me} (you) to move{time} (`?` legal moves, `help`, `quit`)> "
            ))?;
            let line = match stdin_line() {
                Typed::Line(line) => line,
                Typed::TooLong => {
                    say(&format!(
                        "a line of more than {MAX_LINE_BYTES} bytes is not read\n"
                    ))?;
                    continue;
                }
                Typed::End => {
                    say("\nend of input: the game is abandoned\n")?;
                    return None;
                }
                // The driver reports the interruption (`Guarded`).
                Typed::Interrupted => return None,
            };
            let text = line.trim();
            let reply = match text {
                "" => continue,
                "?" => {
                    let mut moves = Vec::new();
                    game.legal_moves(&mut moves);
                    let mut list: Vec<String> = moves.iter().map(ToString::to_string).collect();
                    if G::INFO.legal_move_order == LegalMoveOrder::CodePoints {
                        list.sort();
                    }
                    list.join(" ")
                }
                "help" => format!("{}\n{COMMANDS}", G::INFO.notation_help),
                "board" => {
                    let board = game.current().view(ctx.seat);
                    board.trim_end().to_owned()
                }
                "quit" => {
                    say(&format!("{me} quits: the game is abandoned\n"))?;
                    return None;
                }
                "resign" => {
                    say(&format!(
                        "{me} resigns: the rules of {} have no resignation, so the game ends unfinished\n",
                        G::INFO.name
                    ))?;
                    return None;
                }
                // Refusals quote what was typed as error lines do: control characters
                // escaped, at most 60 characters (docs/cli.md "Errors and exit codes").
                _ => match text.parse::<G::Move>() {
                    Err(e) => crate::process::error_line(&refusal(text, "is not a move", &e), '`'),
                    Ok(mv) => {
                        let mut probe = game.clone();
                        match probe.play(&mv) {
                            Ok(()) => {
                                if ctx.remaining.is_some_and(|left| started.elapsed() >= left) {
                                    say(&format!(
                                        "too late: {me}'s clock ran out before `{text}`\n"
                                    ))?;
                                }
                                return Some(mv);
                            }
                            Err(e) => {
                                crate::process::error_line(&refusal(text, "is illegal", &e), '`')
                            }
                        }
                    }
                },
            };
            say(&format!("{reply}\n"))?;
        }
    }
}

/// The longest line a person's input may hold, in bytes; a longer one is skipped whole.
const MAX_LINE_BYTES: usize = 4096;

/// How far past [`MAX_LINE_BYTES`] a line is skipped before the input counts as ended (an
/// endless line, such as `/dev/zero`, would otherwise be read for ever).
const MAX_SKIPPED_BYTES: u64 = 1 << 20;

/// What [`stdin_line`] read.
enum Typed {
    /// A line (bytes that are not UTF-8 read as U+FFFD, so they are refused as moves).
    Line(String),
    /// A line longer than [`MAX_LINE_BYTES`], skipped.
    TooLong,
    /// The end of input, or a read error.
    End,
    /// Ctrl-C was pressed while waiting.
    Interrupted,
}

/// The next line of standard input, read by a thread of its own so that a Ctrl-C while a
/// person is thinking stops the wait (the read itself cannot be interrupted): the wait
/// checks the Ctrl-C flag every 50 ms. The thread reads at most one line ahead.
fn stdin_line() -> Typed {
    use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
    use std::sync::{Mutex, OnceLock};
    static LINES: OnceLock<Mutex<Receiver<Typed>>> = OnceLock::new();
    let lines = LINES.get_or_init(|| {
        let (send, receive) = sync_channel(0);
        std::thread::spawn(move || {
            let mut stdin = std::io::stdin().lock();
            loop {
                let read = read_line(&mut stdin);
                let end = matches!(read, Typed::End);
                if send.send(read).is_err() || end {
                    return;
                }
            }
        });
        Mutex::new(receive)
    });
    let lines = lines
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    loop {
        match lines.recv_timeout(Duration::from_millis(50)) {
            Ok(typed) => return typed,
            Err(RecvTimeoutError::Disconnected) => return Typed::End,
            Err(RecvTimeoutError::Timeout) if crate::interrupt::requested() => {
                return Typed::Interrupted;
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// One line of `input`, at most [`MAX_LINE_BYTES`] kept; the rest of a longer line skipped,
/// up to [`MAX_SKIPPED_BYTES`] (past it, the input counts as ended).
fn read_line(input: &mut impl std::io::BufRead) -> Typed {
    use std::io::{BufRead, Read};
    let mut bytes = Vec::new();
    match (&mut *input)
        .take(MAX_LINE_BYTES as u64 + 1)
        .read_until(b'\n', &mut bytes)
    {
        Ok(0) | Err(_) => return Typed::End,
        Ok(_) => {}
    }
    if bytes.len() <= MAX_LINE_BYTES || bytes.ends_with(b"\n") {
        return Typed::Line(String::from_utf8_lossy(&bytes).into_owned());
    }
    let mut rest = Vec::new();
    match input.take(MAX_SKIPPED_BYTES).read_until(b'\n', &mut rest) {
        Ok(_) if rest.ends_with(b"\n") => Typed::TooLong,
        _ => Typed::End,
    }
}

/// An agent that gives up its game once Ctrl-C was pressed (the driver then stops, leaving
/// the game unfinished), and, with `spinner`, shows a spinner on standard error while it
/// thinks for longer than a second (issue 13 item 5).
pub struct Guarded<G: Setup> {
    inner: Box<dyn Agent<Match<G>>>,
    spinner: bool,
}

impl<G: Setup> Guarded<G> {
    /// `inner`, guarded.
    pub fn wrap(inner: Box<dyn Agent<Match<G>>>, spinner: bool) -> Box<dyn Agent<Match<G>>>
    where
        G: 'static,
    {
        // Installs the Ctrl-C handler before the first move.
        crate::interrupt::catch();
        Box::new(Guarded { inner, spinner })
    }
}

impl<G: Setup> Agent<Match<G>> for Guarded<G> {
    fn name(&self) -> String {
        self.inner.name()
    }

    fn choose(
        &mut self,
        game: &Match<G>,
        ctx: &AgentContext,
        rng: &mut GameRng,
    ) -> Option<G::Move> {
        if crate::interrupt::requested() {
            return None;
        }
        let choice = if self.spinner {
            let labels = game.current().seat_labels();
            let seat = labels.get(ctx.seat.index()).cloned().unwrap_or_default();
            let label = format!("{seat} ({}) is thinking", self.inner.name());
            let inner = &mut self.inner;
            crate::progress::while_running(&label, || inner.choose(game, ctx, rng))
        } else {
            self.inner.choose(game, ctx, rng)
        };
        if crate::interrupt::requested() {
            return None;
        }
        choice
    }
}

#[cfg(test)]
mod tests {
    use super::{PerMove, Spec};

    #[test]
    fn agent_names_read_as_docs_cli_md_spells_them() {
        // Defaults: 1,000 iterations, 1,000 ms a move.
        let read = |name: &str| Spec::parse(name).ok();
        assert_eq!(read("random"), Some(Spec::Random));
        assert_eq!(read("human"), Some(Spec::Human));
        assert_eq!(read("greedy"), Some(Spec::Greedy));
        assert_eq!(read("mcts"), Some(Spec::Mcts { iterations: 1000 }));
        assert_eq!(read("mcts:5"), Some(Spec::Mcts { iterations: 5 }));
        assert_eq!(
            read("alphabeta"),
            Some(Spec::AlphaBeta(PerMove::Time(1000)))
        );
        assert_eq!(
            read("alphabeta:250"),
            Some(Spec::AlphaBeta(PerMove::Time(250)))
        );
        assert_eq!(
            read("alphabeta:d7"),
            Some(Spec::AlphaBeta(PerMove::Depth(7)))
        );
        assert_eq!(read("ai"), Some(Spec::Ai { ms: 1000 }));
        assert_eq!(read("ai:3600000"), Some(Spec::Ai { ms: 3_600_000 }));
        // Out of range or unknown.
        for bad in [
            "mcts:0",
            "mcts:10000001",
            "alphabeta:d0",
            "alphabeta:d65",
            "alphabeta:0",
            "ai:3600001",
            "ai:",
            "greedy:1",
            "random:2",
            "Ai",
            "",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }
}
