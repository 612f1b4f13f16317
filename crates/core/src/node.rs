//! The "wrong kind of node" guard, written once: a decision offered at a chance node, a chance
//! outcome at a decision node, anything after the end (DESIGN §2 "Turns").

use crate::{Game, ToMove};

/// How a ply does not fit the kind of node it is offered at ([`NodeGuard::node_mismatch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WrongNode {
    /// The game is over: nothing can be played.
    Over,
    /// A decision (a move or a pass) at a chance node.
    DecisionAtChance,
    /// A chance outcome at a decision node.
    ChanceAtDecision,
}

/// A game whose plies say which kind of node they belong at, so that the core refuses a ply
/// at the wrong kind of node before the game's own rules look at it: each game's `play`
/// starts with [`NodeGuard::guard_node`] and keeps its own error, as specific as the game
/// wants it ([`NodeGuard::wrong_node`]).
///
/// What the guard does not decide stays the game's: whether a chance outcome is one of *this*
/// chance node's (Bul's throw at its opening draw, a seat the game does not have), and every
/// rule of a decision.
///
/// ```
/// use jokoak_core::{Game, NodeGuard, WrongNode};
/// use jokoak_linja::{Linja, Move, Seat};
///
/// // The first player is drawn at a chance node (linja.md §3): a step is refused there.
/// let start = Linja::default();
/// let step: Move = "0-1".parse().unwrap();
/// assert_eq!(start.node_mismatch(&step), Some(WrongNode::DecisionAtChance));
/// assert!(start.guard_node(&Move::First(Seat::Black)).is_ok());
/// assert_eq!(start.guard_node(&step), Err(start.wrong_node(&step, WrongNode::DecisionAtChance)));
/// ```
pub trait NodeGuard: Game {
    /// `true` for a chance outcome (`first:B`, `yellow:3`, `tile:C-K`), `false` for a decision
    /// (a move or a pass), whatever the state.
    fn is_chance_outcome(mv: &Self::Move) -> bool;

    /// The game's error for `mv` offered here at the wrong kind of node, `wrong` saying how;
    /// the game may look at the state to say more (whose throw is due).
    fn wrong_node(&self, mv: &Self::Move, wrong: WrongNode) -> Self::Error;

    /// How `mv` does not fit the kind of node here, `None` when it does (which does not make
    /// it legal).
    fn node_mismatch(&self, mv: &Self::Move) -> Option<WrongNode> {
        match (self.to_move(), Self::is_chance_outcome(mv)) {
            (ToMove::Over, _) => Some(WrongNode::Over),
            (ToMove::Chance, false) => Some(WrongNode::DecisionAtChance),
            (ToMove::Player(_), true) => Some(WrongNode::ChanceAtDecision),
            (ToMove::Chance, true) | (ToMove::Player(_), false) => None,
        }
    }

    /// Refuses `mv` if it does not fit the kind of node here: the check every game's `play`
    /// starts with.
    ///
    /// # Errors
    /// [`NodeGuard::wrong_node`] of the mismatch.
    fn guard_node(&self, mv: &Self::Move) -> Result<(), Self::Error> {
        match self.node_mismatch(mv) {
            Some(wrong) => Err(self.wrong_node(mv, wrong)),
            None => Ok(()),
        }
    }
}
