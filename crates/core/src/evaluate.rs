//! The evaluation hook of search (`docs/ai.md`): a heuristic value of a position for one seat.
//!
//! An evaluation is a weighted sum of integer *features* of the position, seen from one seat
//! (marbles ahead, centre distance, …). Keeping it linear keeps it small, fast and tunable:
//! a game lists its feature names and default weights once, and one generic tuner (self-play
//! hill-climbing or SPSA over the weight vector) and every search agent work with any game.

use crate::{Game, Player};

/// The largest feature count an evaluation may have; search keeps features in a stack array
/// of this length.
pub const MAX_FEATURES: usize = 32;

/// A game's heuristic evaluation, for search (alpha-beta, greedy, MCTS cut-offs).
///
/// The value of a position for `seat` is `Σ weights[i] · features[i]`, in *centipoints*: the
/// scale is the game's own, but 100 should be worth about one unit of material (a marble in
/// Abalone, a point in Linja), and finished positions are scored by search from
/// [`Game::outcome`], never by the evaluation. With two seats the features should be
/// antisymmetric (`value(a) = -value(b)`), so negamax can use them directly.
pub trait Evaluate: Game {
    /// The feature names in order, as `docs/ai.md` lists them (at most [`MAX_FEATURES`]).
    const FEATURES: &'static [&'static str];

    /// The default weights, one per feature, as tuned and recorded in `docs/ai.md`.
    const WEIGHTS: &'static [i32];

    /// The agent `ai` plays for this game (issue 10 item 4), as the game's own tuning found
    /// strongest. Default: alpha-beta.
    const STRONGEST: crate::search::Strongest = crate::search::Strongest::AlphaBeta;

    /// For a game with chance nodes: `Some(s)` when `1 / (1 + e^(−v / s))` estimates the seat's
    /// expected utility ([`crate::Outcome::utility`]) in a position evaluated `v` (the scale of
    /// a logistic fit of game results on the features). Alpha-beta then scores positions and
    /// finished games on one expected-utility scale ([`crate::search::utility_score`]), so its
    /// expectimax averages expected utilities. `None` (the default): evaluations in
    /// centipoints, every finished game beyond them.
    const UTILITY_SCALE: Option<f64> = None;

    /// Writes the feature values of this position, seen from `seat`, into
    /// `out[..Self::FEATURES.len()]`. Called at non-terminal positions only; `seat` is a seat
    /// of the game.
    fn features(&self, seat: Player, out: &mut [i32]);

    /// The value of this position for `seat` under `weights` (one per feature).
    #[must_use]
    fn evaluate_with(&self, seat: Player, weights: &[i32]) -> i32 {
        let mut f = [0i32; MAX_FEATURES];
        let n = Self::FEATURES.len().min(MAX_FEATURES);
        self.features(seat, &mut f[..n]);
        f[..n].iter().zip(weights).fold(0i32, |acc, (&x, &w)| {
            acc.saturating_add(x.saturating_mul(w))
        })
    }

    /// The value of this position for `seat` under the default [`Self::WEIGHTS`].
    #[must_use]
    fn evaluate(&self, seat: Player) -> i32 {
        self.evaluate_with(seat, Self::WEIGHTS)
    }

    /// `true` if `mv` (a legal move here) changes the material balance or is otherwise
    /// tactical (an ejection, a capture), so quiescence search extends it. Default: none.
    fn is_noisy(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// A cheap a-priori score of `mv` (a legal move here) for move ordering: higher is tried
    /// first (captures and ejections high). Default: 0 for every move.
    fn move_priority(&self, mv: &Self::Move) -> i32 {
        let _ = mv;
        0
    }
}

/// A match plays its current game: the evaluation is that game's.
impl<G: crate::Setup + Evaluate> Evaluate for crate::Match<G> {
    const FEATURES: &'static [&'static str] = G::FEATURES;
    const WEIGHTS: &'static [i32] = G::WEIGHTS;
    const STRONGEST: crate::search::Strongest = G::STRONGEST;
    const UTILITY_SCALE: Option<f64> = G::UTILITY_SCALE;

    fn features(&self, seat: Player, out: &mut [i32]) {
        self.current().features(seat, out);
    }

    fn evaluate_with(&self, seat: Player, weights: &[i32]) -> i32 {
        self.current().evaluate_with(seat, weights)
    }

    fn evaluate(&self, seat: Player) -> i32 {
        self.current().evaluate(seat)
    }

    fn is_noisy(&self, mv: &Self::Move) -> bool {
        self.current().is_noisy(mv)
    }

    fn move_priority(&self, mv: &Self::Move) -> i32 {
        self.current().move_priority(mv)
    }
}
