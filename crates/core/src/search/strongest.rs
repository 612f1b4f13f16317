//! Which agent is a game's strongest, `ai` on the command line (issue 10 item 4): a hook each
//! game sets through [`crate::Evaluate::strongest`].

/// The kind of agent `ai[:MS]` builds for a game, with `MS` milliseconds per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strongest {
    /// Alpha-beta ([`super::AlphaBeta`]) with a time limit (PIMC under hidden information).
    AlphaBeta,
    /// MCTS ([`crate::Mcts`]) with a time budget, its playouts as the fields say.
    Mcts {
        /// Plies of playout before the evaluation scores it; a cut-off playout also stops at
        /// the end of a stage ([`crate::Evaluate::stage_over`]) and is scored there
        /// ([`crate::Mcts::with_evaluation_cutoff`]). 0: no cut-off, playouts run to the end
        /// (or the playout cap).
        cutoff: u32,
        /// The scale `s` of the cut-off's scoring `1 / (1 + e^(−v / s))`, in centipoints;
        /// unused without a cut-off.
        scale: u32,
        /// How playouts choose their moves ([`crate::Mcts::with_playouts`]).
        playouts: crate::Playouts,
        /// `true`: a tree per seat, each branching only on what its seat sees
        /// ([`crate::Mcts::with_multiple_observers`], MO-ISMCTS), for games of hidden
        /// information; `false`: the searching seat's one tree.
        multiple_observers: bool,
    },
    /// The greedy agent ([`super::Greedy`]); it ignores the time.
    Greedy,
}
