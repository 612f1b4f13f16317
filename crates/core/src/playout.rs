//! Drivers that play games to the end: agents at decision nodes, the seeded RNG at chance
//! nodes (DESIGN §2 "Tools for every game").

use std::time::{Duration, Instant};

use crate::{
    Agent, AgentContext, Game, GameRng, Player, Probability, ToMove, random_index, sample_chance,
};

/// A game played out by a driver: the final state, every ply in play order, and why the
/// driver stopped.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The last state reached (finished unless the driver cut the game off).
    pub state: G,
    /// Every ply played, chance outcomes included, in play order.
    pub moves: Vec<G::Move>,
    /// Why the driver stopped: [`Stop::Over`] when the game reached its end, else what cut
    /// it off.
    pub stop: Stop<G::Move>,
}

impl<G: Game> Playout<G> {
    /// `true` if the game reached its end.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.state.is_over()
    }
}

/// Why a driver ([`play_out_with_chance`] and the drivers built on it) stopped playing.
/// Every reason but [`Stop::Over`] leaves the game unfinished, its last state as reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop<M> {
    /// The game reached its end ([`Game::is_over`]).
    Over,
    /// [`DriverConfig::max_plies`] plies were played.
    PlyCap,
    /// The seat to move had no agent in `agents`.
    NoAgent(Player),
    /// The seat's agent chose no move ([`Agent::choose`] returned `None`: a search
    /// interrupted, a person who quit).
    NoMove(Player),
    /// The seat's clock ran out and the game has no move for a time-out
    /// ([`Game::time_out_move`]).
    TimeOut(Player),
    /// The seat's agent offered a move the rules refuse ([`Game::play`] returned an error);
    /// the move was not played.
    Refused {
        /// The seat whose agent offered the move.
        seat: Player,
        /// The move refused.
        mv: M,
    },
    /// At a chance node the game listed no outcomes, the driver's chance chooser gave an
    /// index out of range, or (a fault of the game) `play` refused an outcome it listed.
    Chance,
}

/// How a driver plays: a ply cap and an optional clock per player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DriverConfig {
    /// Stop after this many plies, leaving the game unfinished; `None` plays to the end.
    pub max_plies: Option<u64>,
    /// Time per player and game under time control (Abalone §5.4); `None` untimed. Each agent
    /// gets its remaining time in [`AgentContext::remaining`]; when a clock runs out the driver
    /// plays the game's [`Game::time_out_move`], or stops with [`Stop::TimeOut`] if the game
    /// has none (Abalone has one only when its own `time_control` option is set); the clocks
    /// restart with each game of a match ([`Game::games_finished`]). An agent is asked for its
    /// move even when its clock has run out, and its answer then dropped. Timed games are not
    /// deterministic.
    pub time_control: Option<Duration>,
}

/// Plays `game` to its end (or `config.max_plies`): `agents[i]` moves for seat `i`, chance
/// nodes are drawn from `rng` by their exact probabilities. `observer` sees each ply played
/// and the state it led to. An agent that returns `None` stops the game unfinished.
///
/// `agents` must hold one agent per seat; a seat without one ends the game unfinished.
pub fn play_out_with<G: Game>(
    game: G,
    agents: &mut [Box<dyn Agent<G> + '_>],
    rng: &mut GameRng,
    config: DriverConfig,
    observer: impl FnMut(&G, &G::Move),
) -> Playout<G> {
    let by_odds = |_: &G, outcomes: &[(G::Move, Probability)], rng: &mut GameRng| {
        sample_chance(outcomes, rng)
    };
    play_out_with_chance(game, agents, rng, config, by_odds, observer)
}

/// [`play_out_with`] with the chance outcomes chosen by `chance`: given the state at a chance
/// node, its outcomes ([`Game::chance_outcomes`], never empty) and the driver's `rng`, the
/// index of the outcome to play (an index out of range stops the game unfinished). A `chance`
/// that ignores `rng` and draws from a stream of its own makes the outcomes independent of how
/// much randomness the agents use: the duplicate games of `jokoak arena --duplicate`, where
/// every seating of the players meets the same dice or the same tiles.
pub fn play_out_with_chance<G: Game>(
    mut game: G,
    agents: &mut [Box<dyn Agent<G> + '_>],
    rng: &mut GameRng,
    config: DriverConfig,
    mut chance: impl FnMut(&G, &[(G::Move, Probability)], &mut GameRng) -> usize,
    mut observer: impl FnMut(&G, &G::Move),
) -> Playout<G> {
    let mut moves = Vec::new();
    let mut outcomes: Vec<(G::Move, Probability)> = Vec::new();
    let mut clocks = vec![config.time_control; game.num_players()];
    let mut game_number = game.games_finished();
    let stop = loop {
        if game.games_finished() != game_number {
            // A new game of a match: time control is per player per game.
            game_number = game.games_finished();
            clocks.fill(config.time_control);
        }
        // The end first: a game that ends on the cap's last ply has ended, not been cut off.
        if game.is_over() {
            break Stop::Over;
        }
        if config
            .max_plies
            .is_some_and(|cap| moves.len() as u64 >= cap)
        {
            break Stop::PlyCap;
        }
        let mv = match game.to_move() {
            ToMove::Over => break Stop::Over,
            ToMove::Chance => {
                outcomes.clear();
                game.chance_outcomes(&mut outcomes);
                if outcomes.is_empty() {
                    break Stop::Chance;
                }
                let i = chance(&game, &outcomes, rng);
                if i >= outcomes.len() {
                    break Stop::Chance;
                }
                outcomes.swap_remove(i).0
            }
            ToMove::Player(seat) => {
                let Some(agent) = agents.get_mut(seat.index()) else {
                    break Stop::NoAgent(seat);
                };
                let remaining = clocks.get(seat.index()).copied().flatten();
                let ctx = AgentContext { seat, remaining };
                let start = Instant::now();
                let choice = agent.choose(&game, &ctx, rng);
                if let Some(left) = remaining {
                    let used = start.elapsed();
                    clocks[seat.index()] = Some(left.saturating_sub(used));
                    if used >= left {
                        match game.time_out_move(seat) {
                            Some(flag) => flag,
                            None => break Stop::TimeOut(seat),
                        }
                    } else {
                        match choice {
                            Some(mv) => mv,
                            None => break Stop::NoMove(seat),
                        }
                    }
                } else {
                    match choice {
                        Some(mv) => mv,
                        None => break Stop::NoMove(seat),
                    }
                }
            }
        };
        if game.play(&mv).is_err() {
            // An agent offered an illegal move: stop rather than loop; the game stays unfinished.
            if let ToMove::Player(seat) = game.to_move() {
                break Stop::Refused { seat, mv };
            }
            break Stop::Chance;
        }
        observer(&game, &mv);
        moves.push(mv);
    };
    Playout {
        state: game,
        moves,
        stop,
    }
}

/// [`play_out_with`] without an observer or clock.
pub fn play_out<G: Game>(
    game: G,
    agents: &mut [Box<dyn Agent<G> + '_>],
    rng: &mut GameRng,
    max_plies: Option<u64>,
) -> Playout<G> {
    let config = DriverConfig {
        max_plies,
        time_control: None,
    };
    play_out_with(game, agents, rng, config, |_, _| {})
}

/// Plays one random ply of `state`: a uniformly random legal move at a decision node, a chance
/// outcome drawn by its exact probability at a chance node ([`sample_chance`]), through the
/// validating [`Game::play`]. Returns `false`, the state unchanged, when the game is over (no
/// next ply) or the ply was refused. The tuner's random openings (`examples/tune_eval.rs`) and
/// the conformance kit (`testkit`) step with it.
pub fn step_random<G: Game>(state: &mut G, rng: &mut GameRng) -> bool {
    let (mut moves, mut outcomes) = (Vec::new(), Vec::new());
    match random_ply(state, rng, &mut moves, &mut outcomes) {
        Some(mv) => state.play(mv).is_ok(),
        None => false,
    }
}

/// A random ply of `state`, listed into the reused buffers `moves` (at a decision node, a
/// uniformly random legal move) or `outcomes` (at a chance node, an outcome drawn by its exact
/// probability, [`sample_chance`]) and borrowed from them; `None` when the game is over or the
/// node lists nothing. The one draw of [`step_random`] and [`random_playout`].
fn random_ply<'a, G: Game>(
    state: &G,
    rng: &mut GameRng,
    moves: &'a mut Vec<G::Move>,
    outcomes: &'a mut Vec<(G::Move, Probability)>,
) -> Option<&'a G::Move> {
    match state.to_move() {
        ToMove::Over => None,
        ToMove::Player(_) => {
            moves.clear();
            state.legal_moves(moves);
            (!moves.is_empty()).then(|| &moves[random_index(moves.len(), rng)])
        }
        ToMove::Chance => {
            outcomes.clear();
            state.chance_outcomes(outcomes);
            (!outcomes.is_empty()).then(|| &outcomes[sample_chance(outcomes, rng)].0)
        }
    }
}

/// Plays uniformly random legal moves (and chance outcomes by probability) from `game` until
/// the end or `max_plies` plies, reusing its move buffers: the fast loop of benches and
/// property tests (MCTS plays its own playouts, whose policy and cut-off it sets). Returns
/// the number of plies played.
pub fn random_playout<G: Game>(game: &mut G, rng: &mut GameRng, max_plies: u64) -> u64 {
    let mut moves = Vec::new();
    let mut outcomes = Vec::new();
    let mut plies = 0;
    while plies < max_plies {
        let Some(mv) = random_ply(game, rng, &mut moves, &mut outcomes) else {
            break;
        };
        game.play_unchecked(mv);
        plies += 1;
    }
    plies
}
