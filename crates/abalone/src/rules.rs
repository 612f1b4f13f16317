//! The rules of Abalone as a [`jokoak_core::Game`] (abalone.md §3–§6, DESIGN §2).

use jokoak_core::{Game, NodeGuard, Outcome, Player, Probability, Ranking, ToMove, WrongNode};

use crate::moves::Move;
use crate::position::{Abalone, End};
use crate::{IllegalReason, PlayError};

impl Game for Abalone {
    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        self.players.into()
    }

    fn to_move(&self) -> ToMove {
        match self.end {
            Some(_) => ToMove::Over,
            None => ToMove::Player(Player(self.side)),
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.end.is_some() {
            return;
        }
        let before = out.len();
        self.marbles
            .for_each_move(self.side.into(), |mv, _| out.push(mv));
        if out.len() == before && self.players == 3 {
            out.push(Move::Pass);
        }
    }

    fn chance_outcomes(&self, _out: &mut Vec<(Move, Probability)>) {}

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let action = self.resolve(*mv)?;
        if let Move::Flag(p) = *mv {
            self.end = Some(End::Flag(p.player()));
            return Ok(());
        }
        self.apply(action);
        Ok(())
    }

    /// The fast path of perft and playouts: a board move from `legal_moves` is applied as
    /// move generation found it (`Board::action_unchecked`), without resolving it against
    /// the rules again; the end is settled by the same rules as in `play` (§5, §6 #11–12).
    fn play_unchecked(&mut self, mv: &Move) {
        match *mv {
            Move::Inline(_) | Move::Broadside(_) | Move::Pass if self.end.is_none() => {
                let action = self.marbles.action_unchecked(self.side.into(), *mv);
                self.apply(action);
            }
            _ => {
                let _ = self.play(mv);
            }
        }
    }

    /// Counted by popcounts ([`Abalone::count_legal`]), a forced `pass` as 1.
    fn count_legal_moves(&self) -> Option<usize> {
        Some(self.count_legal() as usize)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_of(self.end?)
    }

    /// The ply-cap rule of §6 #12 applied now: the ejection leader wins, equal leaders share
    /// (for search that cuts playouts short).
    fn adjudicate(&self) -> Option<Outcome> {
        if self.end.is_some() {
            return self.outcome();
        }
        Outcome::ranked(self.scored(), Ranking::HigherWins).ok()
    }

    /// The Zobrist key of the marbles, the side to move and the scores, kept up to date by
    /// every move (the counters and the history are not part of it).
    fn hash_key(&self) -> u64 {
        self.zobrist
    }

    /// `flag:SEAT` for the seat to move of an unfinished game whose `time_control` option is
    /// set (docs/rules/abalone.md §5.4); `None` otherwise, so a driver's clock on an untimed
    /// game stops it unfinished ([`jokoak_core::Stop::TimeOut`]).
    fn time_out_move(&self, player: Player) -> Option<Move> {
        (self.options.time_control.is_some() && self.end.is_none() && player.0 == self.side)
            .then(|| crate::moves::Seat::of(player).map(Move::Flag))
            .flatten()
    }
}

impl NodeGuard for Abalone {
    /// Abalone has no chance node: every ply is a decision.
    fn is_chance_outcome(_: &Move) -> bool {
        false
    }

    /// The only wrong node is the end (§5, §6 #11–12).
    fn wrong_node(&self, mv: &Move, _: WrongNode) -> PlayError {
        PlayError {
            mv: *mv,
            reason: IllegalReason::GameOver,
        }
    }
}
