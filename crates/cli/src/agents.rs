//! Agents by name, as `--agents` spells them (DESIGN §6.1): `random`, `mcts[:ITERATIONS]`,
//! `human`.

use std::io::Write as _;

use jokoak_core::{
    Agent, AgentContext, Game, GameRng, Match, Mcts, RandomAgent, Setup, parse_decimal,
};

use crate::error::CliError;

/// Iterations of `mcts` without a count.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// One agent per seat from `names` (one name for every seat, or one per seat).
///
/// # Errors
/// [`CliError::Input`] for an unknown agent or a wrong number of names.
pub fn build<G: Setup + 'static>(
    names: &[String],
    seats: usize,
) -> Result<Vec<Box<dyn Agent<Match<G>>>>, CliError> {
    let names: Vec<&String> = match names.len() {
        1 => vec![&names[0]; seats],
        n if n == seats => names.iter().collect(),
        n => {
            return Err(CliError::Input(format!(
                "{n} agents for {seats} seats (give one for every seat or one per seat)"
            )));
        }
    };
    names.into_iter().map(|name| one::<G>(name)).collect()
}

/// The agent called `name`.
///
/// # Errors
/// [`CliError::Input`] for an unknown name or a bad iteration count.
pub fn one<G: Setup + 'static>(name: &str) -> Result<Box<dyn Agent<Match<G>>>, CliError> {
    let (kind, arg) = match name.split_once(':') {
        Some((k, a)) => (k, Some(a)),
        None => (name, None),
    };
    match (kind, arg) {
        ("random", None) => Ok(Box::new(RandomAgent)),
        ("human", None) => Ok(Box::new(Human)),
        ("mcts", _) => {
            let iterations = match arg {
                None => DEFAULT_ITERATIONS,
                Some(a) => parse_decimal(a)
                    .filter(|&n| (1..=10_000_000).contains(&n))
                    .ok_or_else(|| {
                        CliError::Input(format!("agent `{name}`: iterations must be 1 to 10000000"))
                    })? as u32,
            };
            // A search stops at once on Ctrl-C (issue 13 item 5).
            let search =
                Mcts::<Match<G>>::for_match(iterations).with_stop(crate::interrupt::flag());
            Ok(Box::new(search))
        }
        _ => Err(CliError::Input(format!(
            "unknown agent `{name}` (available: random, mcts[:ITERATIONS], human)"
        ))),
    }
}

/// A person at the terminal: reads moves in the game's notation from standard input, answers
/// `?` with the legal moves and `help` with the notation, refuses illegal input with the reason
/// and asks again; gives up the game at the end of input.
pub struct Human;

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
        let labels = game.current().seat_labels();
        let me = labels.get(ctx.seat.index()).cloned().unwrap_or_default();
        let stdin = std::io::stdin();
        // Standard output closed (the terminal went away, or a pipe into `head`): the human is
        // gone, so the game is abandoned rather than the process panicking.
        let say = |text: &str| -> Option<()> {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).ok()?;
            out.flush().ok()
        };
        loop {
            say(&format!("{me} to move (`?` legal moves, `help`)> "))?;
            let mut line = String::new();
            match stdin.read_line(&mut line) {
                Ok(0) | Err(_) => {
                    say("\n")?;
                    return None;
                }
                Ok(_) => {}
            }
            let text = line.trim();
            let reply = match text {
                "" => continue,
                "?" => {
                    let mut moves = Vec::new();
                    game.legal_moves(&mut moves);
                    let mut list: Vec<String> = moves.iter().map(ToString::to_string).collect();
                    if G::sort_legal_output() {
                        list.sort();
                    }
                    list.join(" ")
                }
                "help" => G::NOTATION_HELP.to_owned(),
                _ => match text.parse::<G::Move>() {
                    Err(e) => format!("not a move: {e}"),
                    Ok(mv) => {
                        let mut probe = game.clone();
                        match probe.play(&mv) {
                            Ok(()) => return Some(mv),
                            Err(e) => format!("illegal: {e}"),
                        }
                    }
                },
            };
            say(&format!("{reply}\n"))?;
        }
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
        crate::interrupt::flag();
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
