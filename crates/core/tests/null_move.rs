//! Null-move pruning (`AlphaBeta::null_move`, docs/ai.md "Search") on a race where having the
//! move never hurts, whose value follows from its rules by hand.

mod common;

use common::{Illegal, M};
use jokoak_core::{AlphaBeta, Evaluate, Game, Limits, Outcome, Player, Probability, ToMove};

/// A race: the seats take turns, seat 0 first, each ply adding 1 to 6 to the mover's own
/// total; after `left` more plies the higher total wins (equal totals draw). A move only ever
/// adds, so a pass ([`Evaluate::with_mover`]) is never better than a move: no zugzwang.
/// `NULL_MOVE`: the game says so ([`Evaluate::NULL_MOVE`]).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Race<const NULL_MOVE: bool> {
    totals: [u8; 2],
    turn: u8,
    left: u8,
}

impl<const NULL_MOVE: bool> Game for Race<NULL_MOVE> {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        if self.left == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.turn))
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.left > 0 {
            out.extend((1..=6).map(M));
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.left == 0 || !(1..=6).contains(&mv.0) {
            return Err(Illegal);
        }
        self.totals[usize::from(self.turn)] += mv.0;
        self.turn = 1 - self.turn;
        self.left -= 1;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.left > 0 {
            return None;
        }
        let [a, b] = self.totals;
        match a.cmp(&b) {
            std::cmp::Ordering::Equal => Outcome::draw(2).ok(),
            std::cmp::Ordering::Greater => Outcome::win(2, Player(0)).ok(),
            std::cmp::Ordering::Less => Outcome::win(2, Player(1)).ok(),
        }
    }
    fn hash_key(&self) -> u64 {
        u64::from_le_bytes([
            self.totals[0],
            self.totals[1],
            self.turn,
            self.left,
            0,
            0,
            0,
            0,
        ])
    }
}

impl<const NULL_MOVE: bool> Evaluate for Race<NULL_MOVE> {
    /// The lead, and the tempo (±1: the move is worth 6 to its side, 3 of them counted in
    /// advance), so that a position where both seats keep adding 6 scores the same at every
    /// depth.
    const FEATURES: &'static [&'static str] = &["lead", "tempo"];
    const WEIGHTS: &'static [i32] = &[100, 300];
    const NULL_MOVE: bool = NULL_MOVE;
    fn features(&self, seat: Player, out: &mut [i32]) {
        let s = usize::from(seat.0);
        out[0] = i32::from(self.totals[s]) - i32::from(self.totals[1 - s]);
        out[1] = if self.turn == seat.0 { 1 } else { -1 };
    }
    fn with_mover(&self, seat: Player) -> Option<Self> {
        PASSES.set(PASSES.get() + 1);
        (self.left > 0).then(|| Race {
            turn: seat.0,
            ..self.clone()
        })
    }
}

thread_local! {
    /// The passes asked for on this thread ([`Evaluate::with_mover`]).
    static PASSES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// The score, the move and the passes tried of a depth-8 search of [`race`] by seat 0.
fn search<const NULL_MOVE: bool>(null_move: bool) -> (i32, Option<M>, u32) {
    PASSES.set(0);
    let mut s = AlphaBeta::<Race<NULL_MOVE>>::new(Limits::depth(8));
    s.null_move = null_move;
    let r = s.search(&race(), Player(0), None);
    (r.score, r.best, PASSES.get())
}

/// Seat 0 to move, 40 plies to go, seat 1 ahead by 5.
fn race<const NULL_MOVE: bool>() -> Race<NULL_MOVE> {
    Race {
        totals: [0, 5],
        turn: 0,
        left: 40,
    }
}

#[test]
fn null_move_pruning_keeps_the_value_where_a_pass_never_helps() {
    // 8 plies from a head start of 5 for seat 1: each seat's best is to add 6 at each of its
    // 4 plies, so at the horizon seat 0 leads by 24 − (5 + 24) = −5 and is to move:
    // −500 + 300 = −200 centipoints. A pass gives a move away, 6 points, so the null-move
    // bounds never exceed the true values and the search keeps its value.
    let (score, best, passes) = search::<true>(true);
    assert_eq!((score, best), (-200, Some(M(6))));
    assert!(passes > 0, "no null move tried");
    assert_eq!(search::<true>(false), (-200, Some(M(6)), 0));
}

#[test]
fn null_move_pruning_needs_the_games_word() {
    // A game that can pass but does not rule out zugzwang is searched without null moves.
    assert_eq!(search::<false>(true), (-200, Some(M(6)), 0));
}
