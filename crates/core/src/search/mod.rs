//! Search, written once for every game with an evaluation (issue 10; docs/ai.md "Search"):
//! position keys, the transposition table, move ordering, alpha-beta with chance nodes and
//! multi-step turns, the greedy agent, determinization for hidden information, and the choice
//! of each game's strongest agent.
//!
//! One concept per module: [`zobrist`] (keys), [`score`] (the score scale), [`tt`] (the
//! transposition table), `ordering` (killers and history), [`limits`] (budgets),
//! [`alphabeta`] (the search), `smp` (its threads), [`greedy`], [`pimc`] (hidden
//! information), [`strongest`] (the `ai` hook).

pub mod alphabeta;
pub mod greedy;
pub mod limits;
mod ordering;
pub mod pimc;
pub mod score;
mod smp;
pub mod strongest;
pub mod tt;
pub mod zobrist;

pub use alphabeta::{
    AlphaBeta, DEFAULT_MODEL_WIDTH, DEFAULT_TABLE_BYTES, MultiPlayer, SearchReport,
};
pub use greedy::Greedy;
pub use limits::{Limits, move_time};
pub use pimc::{DEFAULT_SAMPLES, vote};
pub use score::{
    EVAL_LIMIT, INFINITY, WIN, clamp_eval, from_table, is_decisive, terminal_score,
    terminal_utility_score, to_table, utility_score,
};
pub use strongest::Strongest;
pub use tt::{Bound, Hit, TranspositionTable};
pub use zobrist::{StableHasher, splitmix64, stable_hash, zobrist_table};

use crate::{Game, Player};

/// Whether a search of `root` for `seat` has no move to give: `seat` is no seat of the game
/// (`seat.index() >= num_players()`), or another seat is to move. [`AlphaBeta::search`],
/// [`Greedy::best`] and [`crate::Mcts::search`] then give none rather than a move for the
/// wrong seat; at a chance node or the end they run as before.
pub(crate) fn not_to_move<G: Game>(root: &G, seat: Player) -> bool {
    seat.index() >= root.num_players() || root.to_move().player().is_some_and(|p| p != seat)
}
