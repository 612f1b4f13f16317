//! The greedy agent: one ply on the evaluation (issue 10 item 4).

use super::pimc::vote;
use super::score::{clamp_eval, terminal_score};
use crate::{Agent, AgentContext, Evaluate, Game, GameRng, Player, random_index};

/// Plays the move whose resulting position evaluates best for its seat
/// ([`Evaluate::evaluate`]; a finished game by its outcome, a win above everything), equal
/// values broken at random with the seeded RNG. For a game with hidden information it votes
/// over [`Game::determinize_for`] samples of its seat's view ([`super::pimc`],
/// [`Greedy::with_samples`] of them).
///
/// ```
/// use jokoak_core::{Agent, AgentContext, Game, Greedy, Player, rng_from_seed};
/// use jokoak_linja::Linja;
///
/// let start: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
/// let ctx = AgentContext { seat: Player(0), remaining: None };
/// let mv = Greedy::new().choose(&start, &ctx, &mut rng_from_seed(1)).unwrap();
/// assert!(start.is_legal(&mv));
/// assert_eq!(Greedy::new().choose(&start, &ctx, &mut rng_from_seed(1)), Some(mv));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Greedy<G: Game> {
    samples: u32,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Game + Evaluate> Default for Greedy<G> {
    fn default() -> Self {
        Greedy::new()
    }
}

impl<G: Game> std::fmt::Debug for Greedy<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Greedy")
            .field(
                "determinized",
                &G::HIDDEN_INFORMATION.then_some(self.samples),
            )
            .finish()
    }
}

impl<G: Game + Evaluate> Greedy<G> {
    /// A greedy agent; under hidden information it votes over [`super::DEFAULT_SAMPLES`]
    /// determinizations per move.
    #[must_use]
    pub fn new() -> Self {
        Greedy {
            samples: super::pimc::DEFAULT_SAMPLES,
            game: std::marker::PhantomData,
        }
    }

    /// The same agent voting over `samples` determinizations per move for a game with
    /// hidden information ([`Game::HIDDEN_INFORMATION`]; 0 counts as 1); no effect otherwise.
    #[must_use]
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    /// The best move for `seat` one ply deep and its value; `None` without legal moves or if
    /// `seat` is not a seat of `game` (`seat.index() >= num_players()`) or not the one to
    /// move, as [`crate::Mcts`]. It reads `game` as it is (with hidden information, the agent,
    /// [`crate::Agent::choose`], evaluates determinizations instead).
    pub fn best(game: &G, seat: Player, rng: &mut GameRng) -> Option<(G::Move, i32)> {
        if super::not_to_move(game, seat) {
            return None;
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut best: Option<(usize, i32)> = None;
        let mut ties = 0;
        for (i, mv) in moves.iter().enumerate() {
            let mut child = game.clone();
            child.play_unchecked(mv);
            let value = one_ply_value(&child, seat, None);
            match best {
                Some((_, b)) if value < b => {}
                Some((_, b)) if value == b => {
                    // Reservoir sampling: each of the k tied moves kept with chance 1/k.
                    ties += 1;
                    if random_index(ties, rng) == 0 {
                        best = Some((i, value));
                    }
                }
                _ => {
                    best = Some((i, value));
                    ties = 1;
                }
            }
        }
        best.map(|(i, v)| (moves.swap_remove(i), v))
    }
}

/// The value for `seat` of `child`, a position one ply below the one searched: a finished
/// game by its outcome ([`terminal_score`] at ply 1, above every evaluation), else the clamped
/// evaluation, with `weights` in place of the game's `WEIGHTS` where given. The greedy agent's
/// measure, opponent-model search's model of an opponent ([`super::MultiPlayer`]), and the
/// move choice of greedy playouts ([`crate::Mcts::with_greedy_playouts`]).
pub(crate) fn one_ply_value<G: Game + Evaluate>(
    child: &G,
    seat: Player,
    weights: Option<&[i32]>,
) -> i32 {
    match child.outcome() {
        Some(o) => terminal_score(&o, seat, 1),
        None => clamp_eval(match weights {
            Some(w) => child.evaluate_with(seat, w),
            None => child.evaluate(seat),
        }),
    }
}

impl<G: Game + Evaluate + 'static> Agent<G> for Greedy<G> {
    fn name(&self) -> String {
        "greedy".to_owned()
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        // Hidden information: never the true state (issue 14 item 6).
        if G::HIDDEN_INFORMATION {
            vote(game, ctx.seat, self.samples, rng, |g, rng| {
                Self::best(g, ctx.seat, rng)
            })
        } else {
            Self::best(game, ctx.seat, rng).map(|(m, _)| m)
        }
    }
}
