//! Which agent is a game's strongest, `ai` on the command line (issue 10 item 4): a hook each
//! game sets through [`crate::Evaluate::strongest`].

/// The kind of agent `ai[:MS]` builds for a game, with `MS` milliseconds per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strongest {
    /// Alpha-beta ([`super::AlphaBeta`]) with a time limit (PIMC under hidden information).
    AlphaBeta,
    /// MCTS with a time budget whose playouts are cut after `cutoff` plies and scored by the
    /// evaluation (`cutoff` 0: uniformly random playouts to the end).
    Mcts {
        /// Plies of random playout before the evaluation scores it (0: no cut-off).
        cutoff: u32,
    },
    /// The greedy agent ([`super::Greedy`]); it ignores the time.
    Greedy,
}
