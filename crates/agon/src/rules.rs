//! The rules of Agon as a [`jokoak_core::Game`] (agon.md §3–§8, DESIGN §2).

use jokoak_core::{Game, NodeGuard, Outcome, Player, Probability, ToMove, WrongNode};

use crate::position::{Agon, Node};
use crate::{Chooser, Move, PlayError, Seat};

impl Game for Agon {
    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        2
    }

    /// The player to act: whose turn it is, except that under
    /// `queen_reentry_chooser=captor` the captor chooses a pending queen's cell (§10.3).
    fn to_move(&self) -> ToMove {
        match self.node {
            Node::Chance => ToMove::Chance,
            Node::Over(_) => ToMove::Over,
            Node::Decision => {
                let side = usize::from(self.turn);
                let captor_chooses = self.options.queen_reentry_chooser == Chooser::Captor
                    && self.on_board.queen(side) & self.on_board.pending != 0;
                ToMove::Player(Player(self.turn ^ u8::from(captor_chooses)))
            }
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    /// The draw for the first player (§3.2): `first:A` and `first:B`, ½ each.
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        if self.node == Node::Chance {
            out.extend(Seat::ALL.map(|side| (Move::First(side), Probability::HALF)));
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.check(mv)?;
        self.apply(*mv);
        Ok(())
    }

    /// Applies `mv` without the legality check when it passes a few bit tests every legal
    /// move passes (the right phase and hand, its own piece on the source, an empty
    /// destination), which keep the board consistent; any other move goes through
    /// [`Game::play`] and, refused, changes nothing. A move not from this state's lists thus
    /// gives an unspecified but consistent state, never a panic.
    fn play_unchecked(&mut self, mv: &Move) {
        if self.plausible(mv) {
            self.apply(*mv);
        } else {
            let _ = self.play(mv);
        }
    }

    /// The Zobrist key of the board, the hands, the player to act, the node and the passes,
    /// the board's words kept up to date move by move (the ply counter and the history are
    /// not part of it).
    fn hash_key(&self) -> u64 {
        self.board_zobrist ^ self.rest_key()
    }

    /// A win scores 1 for the winner and 0 for the loser; any draw 0 each (DESIGN §6.1).
    fn outcome(&self) -> Option<Outcome> {
        match self.node {
            Node::Over(Some(w)) => Outcome::win(2, Player(w)).ok(),
            Node::Over(None) => Outcome::draw(2).ok(),
            _ => None,
        }
    }
}

impl NodeGuard for Agon {
    /// `first:A` and `first:B` (§3.2).
    fn is_chance_outcome(mv: &Move) -> bool {
        matches!(mv, Move::First(_))
    }

    fn wrong_node(&self, mv: &Move, wrong: WrongNode) -> PlayError {
        match wrong {
            WrongNode::Over => PlayError::GameOver(*mv),
            WrongNode::DecisionAtChance => PlayError::ChanceNode(*mv),
            WrongNode::ChanceAtDecision => PlayError::NotChance(*mv),
        }
    }
}
