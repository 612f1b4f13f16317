//! The rules of Abalone as a [`jokoak_core::Game`] (abalone.md §3–§6, DESIGN §2).

use jokoak_core::{Game, Outcome, Player, Probability, Ranking, ToMove};

use crate::PlayError;
use crate::moves::Move;
use crate::position::{Abalone, End};

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
        let end = self.end?;
        let scores = self.scored();
        if self.players == 3 {
            return Outcome::ranked(scores, Ranking::HigherWins).ok();
        }
        let loser = match end {
            End::Ejections(w) => Some(1 - w.index()),
            End::NoMove(p) | End::Flag(p) => Some(p.index()),
            End::Repetition | End::Agreement => None,
            End::PlyLimit | End::Blocked => {
                return Outcome::ranked(scores, Ranking::HigherWins).ok();
            }
        };
        let places = (0..2)
            .map(|i| if Some(i) == loser { 2 } else { 1 })
            .collect();
        Outcome::with_places(scores, places).ok()
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

    fn time_out_move(&self, player: Player) -> Option<Move> {
        (self.options.time_control.is_some() && self.end.is_none() && player.0 == self.side)
            .then(|| crate::moves::Seat::of(player).map(Move::Flag))
            .flatten()
    }
}
