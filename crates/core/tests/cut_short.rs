//! Iterative deepening cut short by its budget: a root move that beat the previous iteration's
//! best, searched to the end at the new depth, is played (docs/ai.md "Search", budgets).

mod common;
use common::{Illegal, M};

use jokoak_core::{AlphaBeta, Evaluate, Game, Limits, Outcome, Player, Probability, ToMove};

/// Seat 0 picks a move `0`–`2`, then seat 1 answers `0` or `1`, and the game ends. Only
/// `0`, the bait, then `1` loses for seat 0; every other pair of moves is a draw. The
/// evaluation after seat 0's move rates the bait highest (50, against 10 and 0), so one ply
/// chooses it, and two plies see the answer that wins against it.
#[derive(Clone, Debug, Default)]
struct Bait {
    picked: Vec<u8>,
}

const BAIT: M = M(0);

impl Game for Bait {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.picked.len() {
            0 => ToMove::Player(Player(0)),
            1 => ToMove::Player(Player(1)),
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.picked.len() {
            0 => out.extend([M(0), M(1), M(2)]),
            1 => out.extend([M(0), M(1)]),
            _ => {}
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        let highest = match self.picked.len() {
            0 => 2,
            1 => 1,
            _ => return Err(Illegal),
        };
        if mv.0 > highest {
            return Err(Illegal);
        }
        self.picked.push(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.picked.as_slice() {
            [0, 1] => Outcome::win(2, Player(1)).ok(),
            [_, _] => Outcome::draw(2).ok(),
            _ => None,
        }
    }
    fn hash_key(&self) -> u64 {
        self.picked
            .iter()
            .fold(1, |key, &m| key * 4 + u64::from(m) + 1)
    }
}

impl Evaluate for Bait {
    const FEATURES: &'static [&'static str] = &["lure"];
    const WEIGHTS: &'static [i32] = &[1];
    /// Seat 0's lure after its move (50, 10, 0 for `0`, `1`, `2`); seat 1's is the opposite.
    fn features(&self, seat: Player, out: &mut [i32]) {
        let lure = match self.picked.first() {
            Some(0) => 50,
            Some(1) => 10,
            _ => 0,
        };
        out[0] = if seat == Player(0) { lure } else { -lure };
    }
}

#[test]
fn one_ply_takes_the_bait_and_two_plies_do_not() {
    let one = AlphaBeta::new(Limits::depth(1)).search(&Bait::default(), Player(0), None);
    assert_eq!((one.best, one.score), (Some(BAIT), 50));
    let two = AlphaBeta::new(Limits::depth(2)).search(&Bait::default(), Player(0), None);
    assert_ne!(two.best, Some(BAIT));
    assert_eq!(two.score, 0, "a draw");
}

#[test]
fn a_better_move_found_before_the_budget_runs_out_is_played() {
    // The nodes of the first two iterations, run to their end.
    let full = AlphaBeta::new(Limits::depth(2)).search(&Bait::default(), Player(0), None);
    // One node fewer stops the second iteration at its last node: the bait (the first
    // iteration's best, searched first) has been refuted and a drawing move searched to the
    // end, so the drawing move is played, though the deepest completed iteration is the first.
    let cut =
        AlphaBeta::new(Limits::nodes(full.nodes - 1)).search(&Bait::default(), Player(0), None);
    assert_eq!(cut.depth, 1);
    assert_ne!(cut.best, Some(BAIT), "{cut:?}");
    assert_eq!(cut.score, 0, "a draw: {cut:?}");
    assert_eq!(
        cut.pv.first(),
        cut.best.as_ref(),
        "the table's root entry names it"
    );
}
