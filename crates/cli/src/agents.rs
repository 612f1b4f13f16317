//! Agents by name, as `--agents` spells them (DESIGN §6.1, docs/cli.md): `random`,
//! `mcts[:ITERATIONS]`, `greedy`, `alphabeta[:MS]`, `alphabeta:dN`, `ai[:MS]`, `human`.

use std::io::Write as _;
use std::time::Duration;

use jokoak_core::search::{DEFAULT_SAMPLES, match_determinizer};
use jokoak_core::{
    Agent, AgentContext, AlphaBeta, Evaluate, Game, GameRng, Greedy, Limits, Match, Mcts,
    RandomAgent, Setup, Strongest, parse_decimal,
};

use crate::error::CliError;

/// Iterations of `mcts` without a count.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// Milliseconds per move of `alphabeta` and `ai` without a time.
pub const DEFAULT_MOVE_MS: u64 = 1000;

/// The agent names `--agents` accepts, for error messages.
const AVAILABLE: &str =
    "random, greedy, alphabeta[:MS], alphabeta:dN, mcts[:ITERATIONS], ai[:MS], human";

/// One agent per seat from `names` (one name for every seat, or one per seat).
///
/// # Errors
/// [`CliError::Input`] for an unknown agent or a wrong number of names.
pub fn build<G: Setup + Evaluate + 'static>(
    names: &[String],
    seats: usize,
) -> Result<Vec<Box<dyn Agent<Match<G>>>>, CliError> {
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
pub fn one<G: Setup + Evaluate + 'static>(
    name: &str,
) -> Result<Box<dyn Agent<Match<G>>>, CliError> {
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
            Ok(Box::new(Mcts::<Match<G>>::for_match(iterations)))
        }
        ("greedy", None) => {
            let greedy = Greedy::<Match<G>>::new();
            Ok(Box::new(match match_determinizer::<G>() {
                Some(det) => greedy.with_determinizer(det, DEFAULT_SAMPLES),
                None => greedy,
            }))
        }
        ("alphabeta", _) => {
            let limits = match arg {
                Some(a) if a.starts_with('d') => {
                    let depth = parse_decimal(&a[1..])
                        .filter(|&d| (1..=64).contains(&d))
                        .ok_or_else(|| {
                            CliError::Input(format!("agent `{name}`: the depth must be 1 to 64"))
                        })?;
                    Limits::depth(depth as u32)
                }
                _ => Limits::time(Duration::from_millis(move_ms(name, arg)?)),
            };
            Ok(alphabeta::<G>(limits))
        }
        ("ai", _) => {
            let ms = move_ms(name, arg)?;
            let agent: Box<dyn Agent<Match<G>>> = match G::STRONGEST {
                Strongest::AlphaBeta => alphabeta::<G>(Limits::time(Duration::from_millis(ms))),
                Strongest::Greedy => one::<G>("greedy")?,
                Strongest::Mcts { cutoff } => {
                    let mcts = Mcts::<Match<G>>::for_match(DEFAULT_ITERATIONS)
                        .with_budget(jokoak_core::Budget::Time(Duration::from_millis(ms)));
                    let _ = cutoff;
                    Box::new(mcts)
                }
            };
            Ok(Box::new(Named {
                name: match arg {
                    Some(a) => format!("ai:{a}"),
                    None => "ai".to_owned(),
                },
                inner: agent,
            }))
        }
        _ => Err(CliError::Input(format!(
            "unknown agent `{name}` (available: {AVAILABLE})"
        ))),
    }
}

/// The milliseconds per move of `alphabeta:MS` or `ai:MS` (default [`DEFAULT_MOVE_MS`]).
fn move_ms(name: &str, arg: Option<&str>) -> Result<u64, CliError> {
    match arg {
        None => Ok(DEFAULT_MOVE_MS),
        Some(a) => parse_decimal(a)
            .filter(|&n| (1..=3_600_000).contains(&n))
            .ok_or_else(|| {
                CliError::Input(format!(
                    "agent `{name}`: the time per move must be 1 to 3600000 ms"
                ))
            }),
    }
}

/// An alpha-beta agent for `G` with `limits`, determinizing if `G` hides information.
fn alphabeta<G: Setup + Evaluate + 'static>(limits: Limits) -> Box<dyn Agent<Match<G>>> {
    let search = AlphaBeta::<Match<G>>::new(limits);
    match match_determinizer::<G>() {
        Some(det) => Box::new(search.with_determinizer(det, DEFAULT_SAMPLES)),
        None => Box::new(search),
    }
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
