//! Players that choose moves: the `Agent` trait and `RandomAgent` (DESIGN §2 "Agents").

use std::time::Duration;

use crate::{Game, GameRng, Player, random_index};

/// What a driver tells an agent besides the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AgentContext {
    /// The seat the agent plays.
    pub seat: Player,
    /// The time left on the seat's clock under time control (Abalone §5.4), `None` untimed.
    pub remaining: Option<Duration>,
}

/// A player: picks one legal move at a decision node of its seat.
///
/// An agent of a game with hidden information must use only what its seat observes
/// ([`crate::Observe`]) or a determinization of it ([`Game::determinize_for`]; the core's
/// search agents do so by default).
///
/// Implementing one: an agent that plays the first legal move, in a seeded game of Linja
/// against [`RandomAgent`] (the same seed replays the same game):
///
/// ```
/// use jokoak_core::{Agent, AgentContext, Game, GameRng, RandomAgent, play_out, rng_from_seed};
/// use jokoak_linja::Linja;
///
/// struct FirstMove;
///
/// impl Agent<Linja> for FirstMove {
///     fn name(&self) -> String {
///         "first".to_owned()
///     }
///
///     fn choose(&mut self, game: &Linja, _: &AgentContext, _: &mut GameRng) -> Option<jokoak_linja::Move> {
///         let mut moves = Vec::new();
///         game.legal_moves(&mut moves);
///         moves.into_iter().next()
///     }
/// }
///
/// let mut agents: Vec<Box<dyn Agent<Linja>>> = vec![Box::new(FirstMove), Box::new(RandomAgent)];
/// let a = play_out(Linja::default(), &mut agents, &mut rng_from_seed(3), None);
/// let b = play_out(Linja::default(), &mut agents, &mut rng_from_seed(3), None);
/// assert!(a.finished());
/// assert_eq!(a.moves, b.moves);
/// ```
pub trait Agent<G: Game>: Send {
    /// A short name for records and the arena (`random`, `mcts:1000`, `human`).
    fn name(&self) -> String;

    /// A legal move of `game` for `ctx.seat`, or `None` to abandon the game (a human at end of
    /// input); the driver then stops and the game stays unfinished.
    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move>;

    /// What the agent's last [`Agent::choose`] found, one line for people (`jokoak best`
    /// prints it on standard error): a search agent's depth, score, nodes and principal
    /// variation. Default: none.
    fn analysis(&self) -> Option<String> {
        None
    }
}

/// Plays a uniformly random legal move, drawn from the seeded RNG; none for a `ctx.seat`
/// that is not the one to move, as the searchers ([`crate::AlphaBeta::search`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomAgent;

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        if crate::search::not_to_move(game, ctx.seat) {
            return None;
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        let i = random_index(moves.len(), rng);
        Some(moves.swap_remove(i))
    }
}
