//! The evaluation hook of search (`docs/ai.md`): a heuristic value of a position for one seat.
//!
//! An evaluation is a weighted sum of integer *features* of the position, seen from one seat
//! (marbles ahead, centre distance, …). Keeping it linear keeps it small, fast and tunable:
//! a game lists its feature names and default weights once, and one generic tuner (self-play
//! hill-climbing or SPSA over the weight vector) and every search agent work with any game.

use crate::{Game, Player};

/// The largest feature count an evaluation may have; search keeps features in a stack array
/// of this length. An evaluation with more [`Evaluate::FEATURES`], or with a
/// [`Evaluate::WEIGHTS`] list of another length, does not compile where it is used:
///
/// ```compile_fail
/// use jokoak_core::{Evaluate, Game, Outcome, Player, Probability, ToMove};
///
/// #[derive(Clone, Debug, PartialEq, Eq, Hash)]
/// struct Wide;
///
/// impl Game for Wide {
///     type Move = u8;
///     type Error = std::fmt::Error;
///     fn num_players(&self) -> usize { 2 }
///     fn to_move(&self) -> ToMove { ToMove::Player(Player(0)) }
///     fn legal_moves(&self, out: &mut Vec<u8>) { out.push(0) }
///     fn chance_outcomes(&self, _: &mut Vec<(u8, Probability)>) {}
///     fn play(&mut self, _: &u8) -> Result<(), std::fmt::Error> { Ok(()) }
///     fn outcome(&self) -> Option<Outcome> { None }
/// }
///
/// impl Evaluate for Wide {
///     const FEATURES: &'static [&'static str] = &["f"; 33];
///     const WEIGHTS: &'static [i32] = &[1; 33];
///     fn features(&self, _: Player, out: &mut [i32]) { out.fill(1) }
/// }
///
/// let _ = Wide.evaluate(Player(0));
/// ```
pub const MAX_FEATURES: usize = 32;

/// Fails compilation (where an evaluation is used) unless its `features` count is at most
/// [`MAX_FEATURES`] and its `weights` as many.
const fn fits(features: usize, weights: usize) {
    assert!(
        features <= MAX_FEATURES,
        "Evaluate::FEATURES lists more than MAX_FEATURES (32) features"
    );
    assert!(
        weights == features,
        "Evaluate::WEIGHTS must hold one weight per feature of Evaluate::FEATURES"
    );
}

/// A game's heuristic evaluation, for search (alpha-beta, greedy, MCTS cut-offs).
///
/// The value of a position for `seat` is `Σ weights[i] · features[i]`, in *centipoints*: the
/// scale is the game's own, but 100 should be worth about one unit of material (a marble in
/// Abalone, a point in Linja), and finished positions are scored by search from
/// [`Game::outcome`], never by the evaluation. With two seats the features should be
/// antisymmetric (`value(a) = -value(b)`), so negamax can use them directly.
pub trait Evaluate: Game {
    /// The feature names in order, as `docs/ai.md` lists them (at most [`MAX_FEATURES`], or
    /// the evaluation does not compile where it is used).
    const FEATURES: &'static [&'static str];

    /// The default weights, one per feature (as many as [`Self::FEATURES`], or the evaluation
    /// does not compile where it is used), as tuned and recorded in `docs/ai.md`.
    const WEIGHTS: &'static [i32];

    /// The agent `ai` plays for this game with `players` seats (issue 10 item 4), as the
    /// game's own measurements found strongest. Default: alpha-beta.
    #[must_use]
    fn strongest(players: usize) -> crate::search::Strongest {
        let _ = players;
        crate::search::Strongest::AlphaBeta
    }

    /// For a game with chance nodes: `Some(s)` when `1 / (1 + e^(−v / s))` estimates the seat's
    /// expected utility ([`crate::Outcome::utility`]) in a position evaluated `v` (the scale of
    /// a logistic fit of game results on the features). Alpha-beta then scores positions and
    /// finished games on one expected-utility scale ([`crate::search::utility_score`]), so its
    /// expectimax averages expected utilities. `None` (the default): evaluations in
    /// centipoints, every finished game beyond them; in a game with chance nodes expectimax
    /// then averages win and loss scores (±[`crate::search::WIN`]) with evaluations, so a
    /// score beyond [`crate::search::EVAL_LIMIT`] may be such an average, not a forced result:
    /// a game with chance nodes should set a scale.
    const UTILITY_SCALE: Option<f64> = None;

    /// Alpha-beta's contempt for a draw, in centipoints ([`crate::AlphaBeta::contempt`]): a
    /// drawn game or a repetition scored as a draw is worth `−CONTEMPT` to the searching seat,
    /// so it plays on where it rates itself less than that behind (docs/ai.md "Search",
    /// *contempt*). Default 0: a draw is worth an even position.
    const CONTEMPT: i32 = 0;

    /// `true` where giving the move away never helps the side to move (no zugzwang) and
    /// [`Evaluate::with_mover`] gives the pass with 2 seats: alpha-beta may then prune a
    /// node whose side, even after passing, stays at or above β in a shallower search
    /// (null-move pruning, Beal 1990; docs/ai.md "Search", *null-move pruning*). Unsound in a
    /// game with zugzwang, so off by default.
    const NULL_MOVE: bool = false;

    /// Writes the feature values of this position, seen from `seat`, into
    /// `out[..Self::FEATURES.len()]`. Called at positions not finished: decision nodes, and
    /// chance nodes where a search stops at one (alpha-beta's horizon, an MCTS cut-off), so an
    /// evaluation must not assume a seat is to move; `seat` is a seat of the game.
    fn features(&self, seat: Player, out: &mut [i32]);

    /// The feature values of this position seen from `seat`, one per [`Self::FEATURES`]
    /// ([`Evaluate::features`] into a fresh vector: for tests and tools, not search).
    #[must_use]
    fn feature_values(&self, seat: Player) -> Vec<i32> {
        const { fits(Self::FEATURES.len(), Self::WEIGHTS.len()) };
        let mut out = vec![0; Self::FEATURES.len()];
        self.features(seat, &mut out);
        out
    }

    /// The value of this position for `seat` under `weights` (one per feature).
    #[must_use]
    fn evaluate_with(&self, seat: Player, weights: &[i32]) -> i32 {
        const { fits(Self::FEATURES.len(), Self::WEIGHTS.len()) };
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

    /// The outcome the game's repetition rule would give if this position came back (a draw
    /// under Agon's threefold rule, agon.md §8.4; Abalone's, abalone.md §6), or `None` when
    /// the game has no such rule or it is switched off. Search scores a position that repeats
    /// one earlier on its own search path, or one of the game before the search
    /// ([`Evaluate::is_repetition`]), with it (docs/ai.md "Search", *repetitions*), so an
    /// agent ahead steers away from a repetition and one behind steers into it. Default: `None`.
    fn repetition_outcome(&self) -> Option<crate::Outcome> {
        None
    }

    /// `true` when this position occurred earlier in the game, as the repetition rule
    /// compares positions, since the last irreversible move (abalone.md §6 #12;
    /// agon.md §8.4). The state knows its history, so search sees a return to a position
    /// played before its root, which its own path cannot show. Default: `false`.
    fn is_repetition(&self) -> bool {
        false
    }

    /// `true` where a stage of the game has just ended and every score of it is known (the end
    /// of a deal in the tile game, to-be-continued.md §7.1, before the next one is dealt): a
    /// playout cut short by the evaluation ([`crate::Mcts::with_evaluation_cutoff`]) stops
    /// there, where the evaluation reads scores rather than guesses. Default: never.
    fn stage_over(&self) -> bool {
        false
    }

    /// This position with `seat` to move and nothing else changed (a move out of turn), or
    /// `None` where the game cannot say (the default). With 3 or more seats, alpha-beta uses
    /// it for best-reply search (Schadd & Winands 2011; docs/ai.md "Search"): the opponents'
    /// layers become one layer where only the strongest single reply of any opponent is
    /// played; with 2 seats and [`Evaluate::NULL_MOVE`], the pass of null-move pruning.
    /// `seat` is a seat of the game; call it at decision nodes only.
    fn with_mover(&self, seat: Player) -> Option<Self> {
        let _ = seat;
        None
    }
}

/// A match plays its current game: the evaluation is that game's.
impl<G: crate::Setup + Evaluate> Evaluate for crate::Match<G> {
    const FEATURES: &'static [&'static str] = G::FEATURES;
    const WEIGHTS: &'static [i32] = G::WEIGHTS;
    const UTILITY_SCALE: Option<f64> = G::UTILITY_SCALE;
    const NULL_MOVE: bool = G::NULL_MOVE;

    fn strongest(players: usize) -> crate::search::Strongest {
        G::strongest(players)
    }

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

    fn stage_over(&self) -> bool {
        self.current().stage_over()
    }

    /// The current game's, in a match of one game; `None` in a longer match, where a
    /// repetition ends a game but not the match.
    fn repetition_outcome(&self) -> Option<crate::Outcome> {
        (self.games() == 1)
            .then(|| self.current().repetition_outcome())
            .flatten()
    }

    /// The current game's, in a match of one game; `false` in a longer match.
    fn is_repetition(&self) -> bool {
        self.games() == 1 && self.current().is_repetition()
    }

    /// The current game's, in a match of one game; `None` in a longer match.
    fn with_mover(&self, seat: Player) -> Option<Self> {
        if self.games() != 1 {
            return None;
        }
        let moved = self.current().with_mover(seat)?;
        Some(self.map_current(|_| moved))
    }
}

/// Declares a game's evaluation features once, each index with its name: a module `$m` with
/// one `usize` constant per feature (its index, in the order listed), `COUNT` (how many) and
/// `NAMES` (the names in index order, what [`Evaluate::FEATURES`] gives), so the indices the
/// feature code writes and the names `docs/ai.md` lists cannot drift apart.
///
/// ```ignore
/// jokoak_core::features! {
///     /// Index of each feature in [`Evaluate::FEATURES`] order.
///     mod f {
///         MARBLES = "marbles",
///         CENTRE = "centre",
///     }
/// }
/// // f::MARBLES == 0, f::CENTRE == 1, f::COUNT == 2, f::NAMES == ["marbles", "centre"]
/// ```
///
/// Every index is declared, used or not (a feature read by index arithmetic, such as a run
/// of side terms, need not be named in the code).
#[macro_export]
macro_rules! features {
    (
        $(#[$meta:meta])*
        mod $m:ident {
            $($(#[$feature_meta:meta])* $feature:ident = $name:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[allow(dead_code)]
        mod $m {
            #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
            #[repr(usize)]
            enum Index {
                $($feature,)+
                COUNT,
            }

            $($(#[$feature_meta])* pub const $feature: usize = Index::$feature as usize;)+

            /// How many features there are.
            pub const COUNT: usize = Index::COUNT as usize;

            /// The feature names, in index order.
            pub const NAMES: &[&str] = &[$($name),+];
        }
    };
}
