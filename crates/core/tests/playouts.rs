//! MCTS playouts guided by the evaluation (issue 10 item 3): cut off at the end of a stage
//! ([`Evaluate::stage_over`]), steered by the move priorities
//! ([`Mcts::with_priority_playouts`]) or played by the greedy agent's choices
//! ([`Mcts::with_greedy_playouts`]), on a toy game whose values follow by hand.

mod common;
use common::{Illegal, M};

use jokoak_core::{
    Evaluate, Game, Mcts, Outcome, Player, Playouts, Probability, ToMove, rng_from_seed,
};

/// Seat 0 picks 1 or 2, which ends the first stage with a lead of `pick − 1` points; then
/// seat 1 picks 1 or 2 twenty times. Seat 1 wins if all twenty picks are 2, seat 0 otherwise.
#[derive(Clone, Debug, Default)]
struct Stages {
    picked: Vec<u8>,
}

const NOISE_PLIES: usize = 20;

impl Game for Stages {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.picked.len() {
            0 => ToMove::Player(Player(0)),
            n if n <= NOISE_PLIES => ToMove::Player(Player(1)),
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.picked.len() <= NOISE_PLIES {
            out.extend([M(1), M(2)]);
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.picked.len() > NOISE_PLIES || !(1..=2).contains(&mv.0) {
            return Err(Illegal);
        }
        self.picked.push(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        let winner = if self.picked[1..].iter().all(|&p| p == 2) {
            1
        } else {
            0
        };
        (self.picked.len() > NOISE_PLIES)
            .then(|| Outcome::win(2, Player(winner)).ok())
            .flatten()
    }
}

/// Seat 0's lead (its pick − 1, 100 centipoints a point), and seat 1's picks of 2 so far
/// (1 centipoint each, for seat 1).
impl Evaluate for Stages {
    const FEATURES: &'static [&'static str] = &["lead", "twos"];
    const WEIGHTS: &'static [i32] = &[100, 1];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let lead = self.picked.first().map_or(0, |&p| i32::from(p) - 1);
        let twos = self.picked.iter().skip(1).filter(|&&p| p == 2).count() as i32;
        let sign = if seat == Player(0) { 1 } else { -1 };
        out[0] = sign * lead;
        out[1] = -sign * twos;
    }
    fn stage_over(&self) -> bool {
        self.picked.len() == 1
    }
    /// Seat 1's pick of 2 first.
    fn move_priority(&self, mv: &M) -> i32 {
        i32::from(!self.picked.is_empty() && mv.0 == 2)
    }
}

/// Each root move's mean value to seat 0 after a search of two iterations: one playout from
/// right after each root move.
fn root_values(search: &Mcts<Stages>) -> Vec<(M, f64)> {
    let (_, stats) = search
        .search_with_stats(&Stages::default(), Player(0), &mut rng_from_seed(3))
        .unwrap();
    assert!(stats.iter().all(|s| s.visits == 1), "{stats:?}");
    stats.into_iter().map(|s| (s.mv, s.mean_value)).collect()
}

#[test]
fn a_cut_off_playout_stops_at_the_end_of_the_stage() {
    // Both root moves end the stage: each playout stops at once and scores the lead of
    // 0 or 100 centipoints as 1 / (1 + e^(−v / 200)): ½ and 1 / (1 + e^(−½)) = 0.622 459.
    let values = root_values(&Mcts::new(2).with_evaluation_cutoff(1000, 200.0));
    assert_eq!(values[0], (M(1), 0.5));
    assert_eq!(values[1].0, M(2));
    assert!((values[1].1 - 0.622_459).abs() < 1e-6, "{values:?}");
}

#[test]
fn priority_playouts_play_the_moves_rated_first() {
    // Seat 1 always picks 2 in the playout and wins: both root moves are worth 0 to seat 0.
    let values = root_values(&Mcts::new(2).with_priority_playouts(0));
    assert_eq!(values, vec![(M(1), 0.0), (M(2), 0.0)]);
    // Uniform playouts (and the policy that always explores) pick 1 somewhere in twenty
    // picks but once in 2^20: seat 0 wins both.
    for search in [Mcts::new(2), Mcts::new(2).with_priority_playouts(100)] {
        assert_eq!(root_values(&search), vec![(M(1), 1.0), (M(2), 1.0)]);
    }
}

#[test]
fn greedy_playouts_play_the_move_that_evaluates_best() {
    // Each pick of 2 raises seat 1's evaluation by 1 (`twos`), and the last one wins: the
    // greedy playout picks 2 twenty times, so both root moves are worth 0 to seat 0.
    let values = root_values(&Mcts::new(2).with_greedy_playouts(0));
    assert_eq!(values, vec![(M(1), 0.0), (M(2), 0.0)]);
    // Exploring at every decision is uniform: a 1 somewhere in twenty picks, seat 0 wins.
    let uniform = Mcts::new(2).with_greedy_playouts(100);
    assert_eq!(root_values(&uniform), vec![(M(1), 1.0), (M(2), 1.0)]);
    // `with_playouts` names each kind.
    let greedy = Mcts::new(2).with_playouts(Playouts::Greedy { explore_percent: 0 });
    assert_eq!(root_values(&greedy), values);
    let random = Mcts::new(2).with_playouts(Playouts::default());
    assert_eq!(root_values(&random), vec![(M(1), 1.0), (M(2), 1.0)]);
    // The share of random decisions is clamped to 100 %, in the search and as shown.
    let over = Mcts::new(2).with_greedy_playouts(u32::MAX);
    assert_eq!(root_values(&over), root_values(&uniform));
    let shown = format!("{over:?}");
    assert!(shown.contains("Greedy { explore_percent: 100 }"), "{shown}");
}
