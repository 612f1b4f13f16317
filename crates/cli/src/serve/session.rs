//! One game on the page (docs/serve.md): the state lives here, on the server; the person plays
//! one seat, the AI every other seat on its own thread, and chance outcomes (dice, draws) are
//! drawn here too, so the page only ever shows, asks and polls.
//!
//! Generic over the CLI's game table: everything game-specific comes from [`Setup`] and
//! [`Draw`](jokoak_core::Draw).

use std::collections::BTreeMap;
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, Instant};

use jokoak_core::{
    AgentContext, DrawOptions, Game, GameRng, Match, Player, Probability, Record, Settings, Setup,
    ToMove, rng_from_seed, sample_chance,
};
use serde_json::{Value, json};

use super::Playable;
use super::api::ApiError;
use crate::agents::{Bounds, Spec};

/// The most AI moves chosen at once, over all games; another waits for its turn. The bound
/// keeps the AI's memory (a search agent's transposition table, built for one move) and the
/// machine's load bounded however many games are open.
pub const MAX_THINKING: usize = 4;

/// The AI moves being chosen now (at most [`MAX_THINKING`]), and the signal that one ended.
static THINKING: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());

/// One of the [`MAX_THINKING`] places, held by an AI thread while its agent exists and
/// chooses one move (not while it draws chance outcomes or waits out the pace).
struct Thinking;

/// How often a thread waiting for a place asks whether its game was closed meanwhile.
const PLACE_RECHECK: Duration = Duration::from_millis(100);

impl Thinking {
    /// A place once one is free; `None` as soon as `give_up` says so (its game closed), so
    /// that no thread waits on for a game gone and keeps it in memory.
    fn take(give_up: impl Fn() -> bool) -> Option<Thinking> {
        let (count, freed) = &THINKING;
        loop {
            {
                let mut n = count.lock().unwrap_or_else(PoisonError::into_inner);
                if *n >= MAX_THINKING {
                    n = freed
                        .wait_timeout(n, PLACE_RECHECK)
                        .map_or_else(|e| e.into_inner().0, |(n, _)| n);
                }
                if *n < MAX_THINKING {
                    *n += 1;
                    return Some(Thinking);
                }
            }
            // Asked without the count's lock held: the game's lock is never taken inside it.
            if give_up() {
                return None;
            }
        }
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        let (count, freed) = &THINKING;
        let mut n = count.lock().unwrap_or_else(PoisonError::into_inner);
        *n = n.saturating_sub(1);
        freed.notify_one();
    }
}

/// The agents a served game takes (docs/serve.md): none whose move may hold one of the
/// server's AI places ([`MAX_THINKING`]) for long, so at most 10,000 ms or 100,000 iterations
/// a move and no fixed depth (`alphabeta:dN`, whatever it costs). `human` is refused before
/// the name is read (the page is the person), so the list of names leaves it out.
pub const SERVED: Bounds = Bounds {
    available: "random, greedy, alphabeta[:MS], mcts[:ITERATIONS], ai[:MS]",
    max_move_ms: 10_000,
    max_iterations: 100_000,
    fixed_depth: false,
};

/// The longest an AI move of a served game takes: the search is stopped then, with the best
/// move found so far ([`SERVED`]'s time; an `mcts:N` of many iterations is cut by it too).
const MAX_MOVE: Duration = Duration::from_millis(SERVED.max_move_ms);

/// The longest pause the page may ask for between two plies it does not make.
pub const MAX_PACE: Duration = Duration::from_secs(3);

/// What the page asks for when it starts a game (docs/serve.md, `POST /api/new`).
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The variant name.
    pub variant: String,
    /// The number of seats.
    pub players: usize,
    /// Game options, `KEY` → `VALUE` in the CLI's spelling (docs/cli.md).
    pub options: BTreeMap<String, String>,
    /// The person's seat, `0..players`.
    pub seat: usize,
    /// The agent of every other seat, as `--agents` spells it (`mcts:1000`, `random`, …).
    pub agent: String,
    /// The seed of the chance outcomes and of the AI.
    pub seed: u64,
    /// The least time between two plies the person does not make (the AI's and chance's),
    /// so a multi-step turn and a throw of the dice show one ply at a time; at most
    /// [`MAX_PACE`].
    pub pace: Duration,
}

/// A game on the page, whatever the game: what the HTTP routes call.
pub trait Session: Send + Sync {
    /// The game's name.
    fn game(&self) -> &'static str;
    /// The state as the page shows it: the JSON object of docs/serve.md.
    fn snapshot(&self, id: &str) -> Value;
    /// Waits until the state's `version` is past `after`, at most `timeout` (a long poll).
    fn wait(&self, after: u64, timeout: Duration);
    /// Plays the person's move `text` (in the game's notation).
    ///
    /// # Errors
    /// 409 when it is not the person's turn, 400 for text that is not a legal move.
    fn play(&self, text: &str) -> Result<(), ApiError>;
    /// Takes back every ply since the person's last decision, that decision included.
    ///
    /// # Errors
    /// 409 when the person has made no decision yet.
    fn undo(&self) -> Result<(), ApiError>;
    /// The game's record (docs/cli.md "Records") as one line of JSON.
    ///
    /// # Errors
    /// 409 before the end of a game with hidden information: the record shows every hand
    /// and every draw.
    fn record(&self) -> Result<String, ApiError>;
    /// The picture as the person's seat sees it, with `selected` and `targets` highlighted
    /// ([`DrawOptions`]).
    fn picture(&self, selected: &[String], targets: &[String]) -> String;
    /// Ends the game: the AI's thread stops at its next ply.
    fn close(&self);
}

/// Starts a game of `G` under `new`.
///
/// # Errors
/// 400 for settings the game refuses, a seat outside the table or an unknown agent.
pub fn open<G: Playable>(new: &NewGame) -> Result<Arc<dyn Session>, ApiError> {
    let mut settings = Settings::new(&new.variant, new.players);
    settings.options.clone_from(&new.options);
    let first = G::from_settings(&settings).map_err(ApiError::bad)?;
    let start = Match::new(first);
    if new.seat >= start.num_players() {
        return Err(ApiError::bad(format!(
            "seat {} is not at a table of {} players",
            new.seat,
            start.num_players()
        )));
    }
    if new.agent == "human" {
        return Err(ApiError::bad(
            "the page plays one person against the AI; choose an AI agent",
        ));
    }
    Spec::parse_within(&new.agent, &SERVED).map_err(ApiError::bad)?;
    if new.pace > MAX_PACE {
        return Err(ApiError::bad(format!(
            "pace_ms must be at most {}",
            MAX_PACE.as_millis()
        )));
    }
    let settings = start.current().settings();
    let shared = Arc::new_cyclic(|me| Shared {
        me: me.clone(),
        changed: Condvar::new(),
        inner: Mutex::new(Inner {
            settings,
            state: start.clone(),
            start,
            plies: Vec::new(),
            human: Player(new.seat as u8),
            agent: new.agent.clone(),
            seed: new.seed,
            pace: new.pace,
            version: 0,
            generation: 0,
            worker: false,
            closed: false,
            failure: None,
        }),
    });
    shared.kick(&mut shared.lock());
    Ok(shared)
}

/// One ply as played and as the person saw it.
struct Ply<M> {
    mv: M,
    /// The seat that chose it, `None` for a chance outcome.
    by: Option<Player>,
    /// The ply as the person's seat sees it (another seat's draw is masked).
    seen: String,
    /// The number of the match's game it was played in, from 0.
    game: usize,
}

struct Inner<G: Setup> {
    settings: Settings,
    start: Match<G>,
    state: Match<G>,
    plies: Vec<Ply<G::Move>>,
    human: Player,
    agent: String,
    seed: u64,
    pace: Duration,
    /// Bumped at every change the page should see.
    version: u64,
    /// Bumped when plies are taken back: a ply the AI chose before is then dropped.
    generation: u64,
    /// `true` while an AI thread runs for this game.
    worker: bool,
    closed: bool,
    /// Why the AI stopped, if it failed.
    failure: Option<String>,
}

impl<G: Setup> Inner<G> {
    /// `true` when the next ply is not the person's: the AI's or chance's.
    fn machine_to_act(&self) -> bool {
        match self.state.to_move() {
            ToMove::Chance => true,
            ToMove::Player(p) => p != self.human,
            ToMove::Over => false,
        }
    }

    /// `true` when the record may be shown: the game hides nothing
    /// ([`Game::HIDDEN_INFORMATION`]) or it is over.
    fn record_ready(&self) -> bool {
        !G::HIDDEN_INFORMATION || self.state.is_over()
    }

    /// The number of the match's game on the board, from 0 (the last one once it is over).
    fn current_game(&self) -> usize {
        self.state
            .games_finished()
            .min(self.state.games().saturating_sub(1))
    }

    /// Applies a ply known to be playable here and notes how the person sees it.
    fn push(&mut self, mv: G::Move, by: Option<Player>) -> Result<(), G::Error> {
        let game = self.state.games_finished();
        self.state.play(&mv)?;
        // How a ply looks is asked of the state it led to (`Present::ply_seen_by`); a ply that
        // ended a game of a match is shown from that game's last state, which `Match` has
        // replaced by then, so the current game shows it.
        let seen = self.state.current().ply_seen_by(&mv, self.human);
        self.plies.push(Ply { mv, by, seen, game });
        self.version += 1;
        Ok(())
    }
}

struct Shared<G: Setup> {
    /// Itself, for the AI's thread to hold.
    me: Weak<Shared<G>>,
    inner: Mutex<Inner<G>>,
    /// Signalled whenever `version` changes (for [`Session::wait`]).
    changed: Condvar,
}

/// The random number generator of ply `ply`: chance and the AI draw from a generator of the
/// game's seed and the ply number, so a ply taken back and played again is drawn the same.
fn ply_rng(seed: u64, ply: usize) -> GameRng {
    rng_from_seed(seed ^ (ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

impl<G: Playable> Shared<G> {
    fn lock(&self) -> MutexGuard<'_, Inner<G>> {
        // A panic elsewhere never leaves a game half-changed (plies are pushed whole), so a
        // poisoned lock is still a good state.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Starts the AI's thread when the next ply is the machine's and none runs.
    fn kick(&self, inner: &mut Inner<G>) {
        if inner.worker || inner.closed || inner.failure.is_some() || !inner.machine_to_act() {
            return;
        }
        let Some(me) = self.me.upgrade() else {
            return;
        };
        inner.worker = true;
        let spawned = std::thread::Builder::new()
            .name(format!("jokoak-ai-{}", G::INFO.name))
            .spawn(move || me.work());
        if let Err(e) = spawned {
            inner.worker = false;
            inner.failure = Some(format!("cannot start the AI's thread: {e}"));
            inner.version += 1;
            self.changed.notify_all();
        }
    }

    /// The AI's thread: plays chance outcomes and the AI's moves until the person is to act
    /// or the game ends.
    fn work(self: Arc<Self>) {
        loop {
            let (state, ply, generation, seed, pace, name) = {
                let mut inner = self.lock();
                if inner.closed || inner.failure.is_some() || !inner.machine_to_act() {
                    inner.worker = false;
                    return;
                }
                (
                    inner.state.clone(),
                    inner.plies.len(),
                    inner.generation,
                    inner.seed,
                    inner.pace,
                    inner.agent.clone(),
                )
            };
            let began = Instant::now();
            // The agent's move in one of the places, the agent built for it and dropped with
            // it (its memory, a search's table, is what the places bound); a chance outcome
            // takes no place.
            let place = match state.to_move() {
                ToMove::Player(_) => match Thinking::take(|| self.lock().closed) {
                    Some(place) => Some(place),
                    None => {
                        self.lock().worker = false;
                        return;
                    }
                },
                _ => None,
            };
            let chosen =
                std::panic::catch_unwind(AssertUnwindSafe(|| choose(&state, ply, seed, &name)))
                    .unwrap_or_else(|_| Err("the AI failed".to_owned()));
            drop(place);
            let mut inner = self.lock();
            if let Some(rest) = pace.checked_sub(began.elapsed()) {
                // The pause before the ply is shown, cut short when the game is closed (a
                // closed game's thread leaves at once, not after the pace) or taken back.
                inner = self
                    .changed
                    .wait_timeout_while(inner, rest, |i| !i.closed && i.generation == generation)
                    .map_or_else(|e| e.into_inner().0, |(guard, _)| guard);
            }
            if inner.generation != generation || inner.plies.len() != ply || inner.closed {
                // Plies were taken back meanwhile (or the game was closed): look again.
                continue;
            }
            let by = state.to_move().player();
            let played = chosen.and_then(|mv| {
                inner
                    .push(mv.clone(), by)
                    .map_err(|e| format!("the AI's move `{mv}` was refused: {e}"))
            });
            if let Err(message) = played {
                inner.failure = Some(message);
                inner.worker = false;
                inner.version += 1;
                self.changed.notify_all();
                return;
            }
            self.changed.notify_all();
        }
    }
}

/// The machine's ply at `state`: a chance outcome drawn by its probability, or the move of
/// the agent `name`, built for this ply.
fn choose<G: Playable>(
    state: &Match<G>,
    ply: usize,
    seed: u64,
    name: &str,
) -> Result<G::Move, String> {
    let mut rng = ply_rng(seed, ply);
    match state.to_move() {
        ToMove::Chance => {
            let mut outcomes: Vec<(G::Move, Probability)> = Vec::new();
            state.chance_outcomes(&mut outcomes);
            if outcomes.is_empty() {
                return Err("a chance node without outcomes".to_owned());
            }
            let i = sample_chance(&outcomes, &mut rng);
            Ok(outcomes.swap_remove(i).0)
        }
        ToMove::Player(seat) => {
            // A move takes at most MAX_MOVE, whatever its agent's budget (an iteration count
            // is no bound in time): a watchdog stops the search then, and leaves as soon as
            // the move is chosen.
            let stop = Arc::new(AtomicBool::new(false));
            let mut agent =
                crate::agents::one_stopping::<G>(name, state.num_players(), 1, Arc::clone(&stop))
                    .map_err(|e| e.to_string())?;
            let (chosen, finished) = mpsc::channel::<()>();
            let watchdog = std::thread::Builder::new()
                .name("jokoak-ai-clock".to_owned())
                .spawn(move || {
                    if finished.recv_timeout(MAX_MOVE) == Err(RecvTimeoutError::Timeout) {
                        stop.store(true, Ordering::Relaxed);
                    }
                })
                .map_err(|e| format!("cannot start the AI's clock: {e}"))?;
            let ctx = AgentContext {
                seat,
                remaining: None,
            };
            let mv = agent.choose(state, &ctx, &mut rng);
            drop(chosen);
            let _ = watchdog.join();
            mv.ok_or_else(|| format!("the AI `{name}` found no move"))
        }
        ToMove::Over => Err("the game is over".to_owned()),
    }
}

/// The result in words for the person at `human`: "You win", "Draw", "R wins".
fn result_words(outcome: &jokoak_core::Outcome, labels: &[String], human: Player) -> String {
    let firsts: Vec<usize> = (0..outcome.num_players())
        .filter(|&i| outcome.places().get(i) == Some(&1))
        .collect();
    let name = |i: usize| {
        if i == human.index() {
            "you".to_owned()
        } else {
            // The tile game's seats are numbers (docs/cli.md): "seat 1".
            match labels.get(i) {
                Some(l) if l.parse::<usize>().is_err() => l.clone(),
                Some(l) => format!("Seat {l}"),
                None => format!("Seat {i}"),
            }
        }
    };
    match firsts.as_slice() {
        [] => "Game over".to_owned(),
        [one] if *one == human.index() => "You win".to_owned(),
        [one] => format!("{} wins", name(*one)),
        all if all.len() == outcome.num_players() => "Draw".to_owned(),
        some => {
            let names: Vec<String> = some.iter().map(|&i| name(i)).collect();
            format!("Shared first place: {}", names.join(", "))
        }
    }
}

impl<G: Playable> Session for Shared<G> {
    fn game(&self) -> &'static str {
        G::INFO.name
    }

    fn snapshot(&self, id: &str) -> Value {
        let inner = self.lock();
        let current = inner.state.current();
        let labels = current.seat_labels();
        let human = inner.human;
        let status = match (&inner.failure, inner.state.to_move()) {
            (Some(_), _) => "failed",
            (None, ToMove::Over) => "over",
            (None, ToMove::Player(p)) if p == human => "your-turn",
            (None, _) => "thinking",
        };
        let moves: Vec<Value> = if status == "your-turn" {
            let mut moves = Vec::new();
            inner.state.legal_moves(&mut moves);
            moves
                .iter()
                .map(|mv| json!({"move": mv.to_string(), "clicks": current.clicks(mv)}))
                .collect()
        } else {
            Vec::new()
        };
        let game_now = inner.current_game();
        let last = inner.plies.last().filter(|p| p.game == game_now);
        let log: Vec<Value> = inner
            .plies
            .iter()
            .map(|p| {
                json!({
                    "seat": p.by.map(Player::index),
                    "text": p.seen,
                    "game": p.game,
                })
            })
            .collect();
        let label_refs: Vec<&str> = labels.iter().map(String::as_str).collect();
        let played: Vec<String> = inner
            .state
            .played()
            .iter()
            .map(|o| o.summary(&label_refs))
            .collect();
        let outcome = inner.state.outcome().map(|o| {
            json!({
                "scores": o.scores(),
                "places": o.places(),
                "summary": o.summary(&label_refs),
                "words": result_words(&o, &labels, human),
            })
        });
        json!({
            "id": id,
            "version": inner.version,
            "game": G::INFO.name,
            "variant": inner.settings.variant,
            "players": inner.settings.players,
            "options": inner.settings.options,
            "labels": labels,
            "human": human.index(),
            "agent": inner.agent,
            "status": status,
            "turn": inner.state.to_move().player().map(Player::index),
            "svg": current.svg(&DrawOptions {
                seat: Some(human),
                last_move: last.map(|p| &p.mv),
                selected: &[],
                targets: &[],
            }),
            "board": current.view(human),
            "moves": moves,
            "log": log,
            "last": last.map(|p| p.seen.clone()),
            "game_number": game_now + 1,
            "games": inner.state.games(),
            "played": played,
            "outcome": outcome,
            "can_undo": inner.plies.iter().any(|p| p.by == Some(human)),
            "record_ready": inner.record_ready(),
            "failure": inner.failure,
        })
    }

    fn wait(&self, after: u64, timeout: Duration) {
        let inner = self.lock();
        let _ = self
            .changed
            .wait_timeout_while(inner, timeout, |i| i.version <= after && !i.closed);
    }

    fn play(&self, text: &str) -> Result<(), ApiError> {
        let mut inner = self.lock();
        match inner.state.to_move() {
            ToMove::Player(p) if p == inner.human => {}
            ToMove::Over => return Err(ApiError::conflict("the game is over")),
            _ => return Err(ApiError::conflict("it is not your turn")),
        }
        let mv: G::Move = text
            .parse()
            .map_err(|e| ApiError::bad(crate::agents::refusal(text, "is not a move", &e)))?;
        // Only a legal move: `play` also accepts moves no player chooses (a flag fall).
        let mut legal = Vec::new();
        inner.state.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            let reason = match inner.state.clone().play(&mv) {
                Err(e) => e.to_string(),
                Ok(()) => "not a move a player may choose".to_owned(),
            };
            return Err(ApiError::bad(crate::agents::refusal(
                text,
                "is illegal",
                &reason,
            )));
        }
        let human = inner.human;
        inner
            .push(mv, Some(human))
            .map_err(|e| ApiError::bad(crate::agents::refusal(text, "is illegal", &e)))?;
        self.kick(&mut inner);
        self.changed.notify_all();
        Ok(())
    }

    fn undo(&self) -> Result<(), ApiError> {
        let mut inner = self.lock();
        let human = inner.human;
        let Some(keep) = inner.plies.iter().rposition(|p| p.by == Some(human)) else {
            return Err(ApiError::conflict("there is no move of yours to take back"));
        };
        inner.plies.truncate(keep);
        let mut state = inner.start.clone();
        for ply in &inner.plies {
            state.play_unchecked(&ply.mv);
        }
        inner.state = state;
        inner.generation += 1;
        inner.version += 1;
        inner.failure = None;
        self.kick(&mut inner);
        self.changed.notify_all();
        Ok(())
    }

    fn record(&self) -> Result<String, ApiError> {
        let inner = self.lock();
        if !inner.record_ready() {
            return Err(ApiError::conflict(
                "the record shows every hand and every draw: it can be downloaded when the game is over",
            ));
        }
        let agents = (0..inner.state.num_players())
            .map(|i| {
                if i == inner.human.index() {
                    "human".to_owned()
                } else {
                    inner.agent.clone()
                }
            })
            .collect();
        let moves: Vec<G::Move> = inner.plies.iter().map(|p| p.mv.clone()).collect();
        Ok(Record::new::<Match<G>>(
            G::INFO.name,
            &inner.settings,
            None,
            agents,
            &moves,
            inner.state.outcome(),
        )
        .to_json())
    }

    fn picture(&self, selected: &[String], targets: &[String]) -> String {
        let inner = self.lock();
        let game_now = inner.current_game();
        let last = inner.plies.last().filter(|p| p.game == game_now);
        inner.state.current().svg(&DrawOptions {
            seat: Some(inner.human),
            last_move: last.map(|p| &p.mv),
            selected,
            targets,
        })
    }

    fn close(&self) {
        let mut inner = self.lock();
        inner.closed = true;
        inner.generation += 1;
        self.changed.notify_all();
    }
}
