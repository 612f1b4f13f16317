//! The rules of Linja as a [`jokoak_core::Game`] (linja.md R1–R13, DESIGN §2).

use jokoak_core::{Game, NodeGuard, Outcome, Probability, Ranking, ToMove, WrongNode};

use crate::{Linja, Move, Node, PlayError, Seat};

impl Game for Linja {
    /// The platform-stable hash of the position ([`jokoak_core::search::stable_hash`]):
    /// eight spaces of counts hash faster than a key could be kept up to date.
    fn hash_key(&self) -> u64 {
        jokoak_core::search::stable_hash(&self.position())
    }

    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> ToMove {
        match self.node {
            Node::Undrawn => ToMove::Chance,
            Node::Decision(c) => ToMove::Player(c.player()),
            Node::Over => ToMove::Over,
        }
    }

    /// The steps of the current phase in order of their starting space, or a lone `pass`
    /// (R7, R9).
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    /// `first:B` and `first:R`, ½ each, before the first player is drawn (§3).
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        if self.node == Node::Undrawn {
            out.extend(Seat::ALL.map(|c| (Move::First(c), Probability::HALF)));
        }
    }

    /// # Errors
    /// [`PlayError`] naming the rule the move breaks; the state is unchanged.
    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.check(*mv)?;
        self.apply(*mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(*mv);
    }

    /// R11 points per side, more points first, equal points a draw (R12).
    fn outcome(&self) -> Option<Outcome> {
        if self.node != Node::Over {
            return None;
        }
        outcome_of(Seat::ALL.map(|c| self.points(c)))
    }
}

/// The outcome of a game that ended with `points`, Black's then Red's (R11): more points
/// first, equal points a draw (R12).
pub(crate) fn outcome_of(points: [u32; 2]) -> Option<Outcome> {
    Outcome::ranked(points.map(i64::from).to_vec(), Ranking::HigherWins).ok()
}

impl NodeGuard for Linja {
    /// `first:B` and `first:R` (§3).
    fn is_chance_outcome(mv: &Move) -> bool {
        matches!(mv, Move::First(_))
    }

    fn wrong_node(&self, mv: &Move, wrong: WrongNode) -> PlayError {
        match wrong {
            WrongNode::Over => PlayError::GameOver(*mv),
            WrongNode::DecisionAtChance => PlayError::FirstPlayerNotDrawn(*mv),
            WrongNode::ChanceAtDecision => PlayError::NotChance(*mv),
        }
    }
}
