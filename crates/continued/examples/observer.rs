//! An agent that is given only what its seat sees (issue 14 item 6): it receives an
//! [`Observation`] (which could come over a network), builds a full state consistent with it
//! ([`Continued::from_observation`]) and searches that with MCTS, which determinizes again at
//! every iteration. It never holds the true state
//! (`cargo run -p jokoak-continued --example observer`).

use jokoak_continued::{Continued, Move, Observation, Options};
use jokoak_core::{Game, GameRng, Mcts, Observe, Player, ToMove, rng_from_seed, sample_chance};

/// The observing agent: options of the match, a search, and its own generator.
struct ObservingAgent {
    options: Options,
    search: Mcts<Continued>,
    rng: GameRng,
}

impl ObservingAgent {
    /// The move for the observer, from its observation alone.
    fn choose(&mut self, obs: &Observation) -> Option<Move> {
        let state = Continued::from_observation(obs, &self.options, &mut self.rng).ok()?;
        self.search.search(&state, obs.seat, &mut self.rng)
    }
}

fn main() {
    let options = Options::default();
    let mut truth = Continued::new(options, 3).expect("3 players");
    let mut dealer = rng_from_seed(7);
    let mut agent = ObservingAgent {
        options,
        search: Mcts::new(100),
        rng: rng_from_seed(8),
    };
    let me = Player(0);
    // Seat 0 is the observing agent; the others play their first legal move.
    for _ in 0..60 {
        let mv = match truth.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                truth.chance_outcomes(&mut outcomes);
                outcomes
                    .swap_remove(sample_chance(&outcomes, &mut dealer))
                    .0
            }
            ToMove::Player(p) if p == me => {
                // All the agent gets: the observation of its seat.
                let obs = truth.observation(me).expect("a seat");
                let mv = agent.choose(&obs).expect("a move");
                println!("seat 0 (hand of {}) plays {mv}", obs.hand.total());
                mv
            }
            ToMove::Player(_) => {
                let mut moves = Vec::new();
                truth.legal_moves(&mut moves);
                moves[0]
            }
        };
        truth.play(&mv).expect("a legal move");
    }
    println!("after 60 plies: {truth}");
}
