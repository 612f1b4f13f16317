//! Tuning an evaluation's weights by self-play (`docs/ai.md` "Tuning Abalone and Agon"):
//! SPSA, simultaneous perturbation stochastic approximation (Spall 1992), as chess engines
//! tune their evaluation terms.
//!
//! Each iteration draws a random sign `Δᵢ = ±1` per tuned weight and plays the weights
//! `θ + c·Δ` against `θ − c·Δ` from a few openings, every opening once from each seat
//! (with 3+ players the `+` weights take one seat and the `−` weights the others, the seat
//! rotating). With `r` the `+` side's mean utility minus the `−` side's (in `[−1, 1]`), each
//! weight moves by `a · r · cᵢ · Δᵢ`: towards the perturbation that won. The gains shrink with
//! the iteration `k` as Spall recommends, `a_k = a / (1 + k/10)^0.602` and
//! `c_k = c / (1 + k)^0.101`.
//!
//! Everything is drawn from [`GameRng`]s seeded from [`Spsa::seed`], so with agents whose
//! budget is a depth or a node count the whole run is repeatable: same seed, same weights.

use crate::{Agent, Game, GameRng, Outcome, Player, play_out, rng_from_seed};

use rand::RngExt;

/// The settings of an SPSA run.
#[derive(Clone, Debug, PartialEq)]
pub struct Spsa {
    /// Iterations (weight updates).
    pub iterations: u32,
    /// Openings per iteration; each is played once per seat rotation (2 games with 2 seats).
    pub openings: u32,
    /// A game still running after this many plies is stopped and scored by
    /// [`Game::adjudicate`] (a draw if the game has no such rule).
    pub max_plies: u64,
    /// The seed of every random draw of the run.
    pub seed: u64,
    /// The perturbation `cᵢ` of each weight at iteration 0 (same length as the weights; 0
    /// keeps that weight fixed, e.g. the material weight that sets the scale).
    pub perturbation: Vec<i32>,
    /// The learning rate `a`: a decisive result at iteration 0 moves weight `i` by `a · cᵢ`.
    pub learning_rate: f64,
}

impl Spsa {
    /// A run of `iterations` × `openings` openings with seed `seed`, perturbing each weight
    /// of `weights` by a fifth of its size (at least 1) except `fixed` ones, learning rate 1
    /// and a ply cap of 300.
    #[must_use]
    pub fn new(
        weights: &[i32],
        fixed: &[usize],
        iterations: u32,
        openings: u32,
        seed: u64,
    ) -> Spsa {
        let perturbation = weights
            .iter()
            .enumerate()
            .map(|(i, &w)| {
                if fixed.contains(&i) {
                    0
                } else {
                    (w.abs() / 5).max(1)
                }
            })
            .collect();
        Spsa {
            iterations,
            openings,
            max_plies: 300,
            seed,
            perturbation,
            learning_rate: 1.0,
        }
    }
}

/// What one iteration did, for the caller's log.
#[derive(Clone, Debug, PartialEq)]
pub struct SpsaStep {
    /// The iteration, from 0.
    pub iteration: u32,
    /// The `+` weights' mean utility minus the `−` weights', in `[−1, 1]`.
    pub result: f64,
    /// Games played in the iteration.
    pub games: u32,
    /// The mean number of plies per game.
    pub plies: f64,
    /// The weights after the update, rounded.
    pub weights: Vec<i32>,
}

/// Tunes `initial` by SPSA self-play (see the module docs) and returns the tuned weights.
///
/// `opening(rng)` gives the start state of one opening (e.g. the start position after a few
/// random plies, drawn from `rng`); `agent(weights)` builds a player that searches with those
/// evaluation weights; `log` sees every iteration.
///
/// `initial` and `config.perturbation` should have the same length; missing perturbations
/// count as 0 (fixed).
pub fn spsa<G: Game>(
    opening: impl Fn(&mut GameRng) -> G,
    agent: impl Fn(&[i32]) -> Box<dyn Agent<G>>,
    initial: &[i32],
    config: &Spsa,
    mut log: impl FnMut(&SpsaStep),
) -> Vec<i32> {
    let mut theta: Vec<f64> = initial.iter().map(|&w| f64::from(w)).collect();
    let mut rng = rng_from_seed(config.seed);
    let c0 = |i: usize| f64::from(config.perturbation.get(i).copied().unwrap_or(0));
    for k in 0..config.iterations {
        let kf = f64::from(k);
        let a_k = config.learning_rate / (1.0 + kf / 10.0).powf(0.602);
        let c_scale = 1.0 / (1.0 + kf).powf(0.101);
        let delta: Vec<f64> = (0..theta.len())
            .map(|_| if rng.random_bool(0.5) { 1.0 } else { -1.0 })
            .collect();
        let shifted = |sign: f64| -> Vec<i32> {
            theta
                .iter()
                .enumerate()
                .map(|(i, &t)| {
                    (t + sign * (c0(i) * c_scale).max(f64::from(c0(i) > 0.0)) * delta[i]).round()
                        as i32
                })
                .collect()
        };
        let (plus, minus) = (shifted(1.0), shifted(-1.0));
        let (mut total, mut games, mut plies) = (0.0, 0u32, 0u64);
        for _ in 0..config.openings {
            let opening_seed: u64 = rng.random();
            let start = opening(&mut rng_from_seed(opening_seed));
            let n = start.num_players().max(1);
            for rotation in 0..n {
                let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
                    .map(|seat| agent(if seat == rotation { &plus } else { &minus }))
                    .collect();
                let mut game_rng = rng_from_seed(opening_seed ^ (rotation as u64 + 1));
                let played = play_out(
                    start.clone(),
                    &mut agents,
                    &mut game_rng,
                    Some(config.max_plies),
                );
                plies += played.moves.len() as u64;
                let Some(outcome) = final_outcome(&played.state, n) else {
                    continue;
                };
                let plus_u = outcome.utility(Player(rotation as u8));
                let minus_u = (0..n)
                    .filter(|&s| s != rotation)
                    .map(|s| outcome.utility(Player(s as u8)))
                    .sum::<f64>()
                    / (n - 1).max(1) as f64;
                total += plus_u - minus_u;
                games += 1;
            }
        }
        let r = if games > 0 {
            total / f64::from(games)
        } else {
            0.0
        };
        for (i, t) in theta.iter_mut().enumerate() {
            *t += a_k * r * c0(i) * c_scale * delta[i];
        }
        log(&SpsaStep {
            iteration: k,
            result: r,
            games,
            plies: if games > 0 {
                plies as f64 / f64::from(games)
            } else {
                0.0
            },
            weights: theta.iter().map(|t| t.round() as i32).collect(),
        });
    }
    theta.iter().map(|t| t.round() as i32).collect()
}

/// The outcome of a played-out game: its own, else its ply-cap rule, else a draw (`None` only
/// for a seat count no outcome has, which a game never reports).
fn final_outcome<G: Game>(state: &G, n: usize) -> Option<Outcome> {
    state
        .outcome()
        .or_else(|| state.adjudicate())
        .or_else(|| Outcome::draw(n).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AgentContext, Probability, ToMove};

    /// A race to 10: each ply the mover adds 1 or 2 to its own counter (no chance); the first
    /// to reach 10 wins. Used to check that SPSA climbs towards the weight that plays "add 2".
    #[derive(Clone, Debug, PartialEq)]
    struct Race {
        counts: [u8; 2],
        side: u8,
    }

    impl Game for Race {
        type Move = u8;
        type Error = std::fmt::Error;
        fn num_players(&self) -> usize {
            2
        }
        fn to_move(&self) -> ToMove {
            if self.counts.iter().any(|&c| c >= 10) {
                ToMove::Over
            } else {
                ToMove::Player(Player(self.side))
            }
        }
        fn legal_moves(&self, out: &mut Vec<u8>) {
            if !self.is_over() {
                out.extend([1, 2]);
            }
        }
        fn chance_outcomes(&self, _: &mut Vec<(u8, Probability)>) {}
        fn play(&mut self, mv: &u8) -> Result<(), std::fmt::Error> {
            if self.is_over() || !(1..=2).contains(mv) {
                return Err(std::fmt::Error);
            }
            self.counts[usize::from(self.side)] += mv;
            self.side ^= 1;
            Ok(())
        }
        fn outcome(&self) -> Option<Outcome> {
            let w = self.counts.iter().position(|&c| c >= 10)?;
            Outcome::win(2, Player(w as u8)).ok()
        }
    }

    /// Plays 2 when its weight is positive, 1 otherwise.
    struct Sign(i32);

    impl Agent<Race> for Sign {
        fn name(&self) -> String {
            "sign".to_owned()
        }
        fn choose(&mut self, _: &Race, _: &AgentContext, _: &mut GameRng) -> Option<u8> {
            Some(if self.0 > 0 { 2 } else { 1 })
        }
    }

    impl crate::Evaluate for Race {
        const FEATURES: &'static [&'static str] = &["lead"];
        const WEIGHTS: &'static [i32] = &[1];
        fn features(&self, seat: Player, out: &mut [i32]) {
            let me = usize::from(seat.0 & 1);
            out[0] = i32::from(self.counts[me]) - i32::from(self.counts[me ^ 1]);
        }
    }

    /// The core's alpha-beta searches with the weights it is given: one ply deep, weight +1
    /// on the lead adds 2, weight −1 adds 1 (what the tuner relies on).
    #[test]
    fn alphabeta_uses_the_given_weights() {
        let start = Race {
            counts: [0; 2],
            side: 0,
        };
        let ctx = AgentContext {
            seat: Player(0),
            remaining: None,
        };
        let mut rng = rng_from_seed(0);
        for (w, expected) in [(1, 2), (-1, 1)] {
            let mut agent = crate::AlphaBeta::new(crate::Limits::depth(1)).with_weights(&[w]);
            assert_eq!(
                agent.choose(&start, &ctx, &mut rng),
                Some(expected),
                "weight {w}"
            );
        }
    }

    fn run(seed: u64) -> (Vec<i32>, Vec<f64>) {
        let config = Spsa {
            iterations: 30,
            openings: 1,
            max_plies: 100,
            seed,
            perturbation: vec![5, 0],
            learning_rate: 2.0,
        };
        let mut results = Vec::new();
        let w = spsa(
            |_| Race {
                counts: [0; 2],
                side: 0,
            },
            |w| Box::new(Sign(w[0])),
            &[-4, 7],
            &config,
            |step| results.push(step.result),
        );
        (w, results)
    }

    /// From weight −4 (always "add 1") SPSA must climb above 0, where the agent adds 2 and
    /// beats an agent adding 1 from either seat; the fixed weight stays put; the run repeats
    /// exactly for a seed.
    #[test]
    fn climbs_towards_the_winning_weight_and_repeats() {
        let (w, results) = run(1);
        assert!(w[0] > 0, "{w:?}");
        assert_eq!(w[1], 7);
        assert!(results.iter().any(|&r| r != 0.0));
        assert_eq!(run(1), (w, results));
    }
}
