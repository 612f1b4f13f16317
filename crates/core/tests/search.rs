//! Alpha-beta and greedy on toy games whose values follow from their rules by hand
//! (issue 10 item 3): minimax values and moves, shortest wins, multi-step turns, chance nodes
//! (expectimax), three players (paranoid), determinism of depth and node budgets.

use std::fmt;
use std::str::FromStr;

use jokoak_core::search::{WIN, terminal_score};
use jokoak_core::{
    AlphaBeta, Evaluate, Game, Greedy, Limits, Outcome, Player, Probability, ToMove, rng_from_seed,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct M(u8);

impl fmt::Display for M {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for M {
    type Err = std::num::ParseIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(M)
    }
}

#[derive(Debug, thiserror::Error)]
#[error("illegal")]
struct Illegal;

/// Nim: take 1-3 from a pile; whoever takes the last stone wins; `players` seats in turn.
#[derive(Clone, Debug)]
struct Nim {
    pile: u8,
    players: u8,
    turn: u8,
    last: Option<u8>,
}

impl Nim {
    fn new(pile: u8, players: u8) -> Self {
        Nim {
            pile,
            players,
            turn: 0,
            last: None,
        }
    }
}

impl Game for Nim {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        usize::from(self.players)
    }
    fn to_move(&self) -> ToMove {
        if self.pile == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.turn))
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        out.extend((1..=3.min(self.pile)).map(M));
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.pile == 0 || mv.0 == 0 || mv.0 > 3.min(self.pile) {
            return Err(Illegal);
        }
        self.pile -= mv.0;
        self.last = Some(self.turn);
        self.turn = (self.turn + 1) % self.players;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome::win(self.num_players(), Player(self.last.unwrap_or(0))))
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.pile) << 8 | u64::from(self.turn)
    }
}

impl Evaluate for Nim {
    const FEATURES: &'static [&'static str] = &[];
    const WEIGHTS: &'static [i32] = &[];
    fn features(&self, _: Player, _: &mut [i32]) {}
}

#[test]
fn nim_values_are_the_shortest_win_or_the_longest_loss() {
    // A pile that is not a multiple of 4 is won by leaving a multiple of 4 (take pile % 4);
    // each later round of two plies removes exactly 4, so the win comes at ply
    // 2·⌊pile/4⌋ + 1. A multiple of 4 is lost, at ply 2·(pile/4) at the latest.
    for pile in 1..=13u8 {
        let rounds = i32::from(pile / 4);
        let depth = 2 * rounds as u32 + 2;
        let mut search = AlphaBeta::<Nim>::new(Limits::depth(depth));
        let report = search.search(&Nim::new(pile, 2), Player(0), None);
        if pile % 4 == 0 {
            assert_eq!(report.score, -(WIN - 2 * rounds), "pile {pile}");
        } else {
            assert_eq!(report.score, WIN - (2 * rounds + 1), "pile {pile}");
            assert_eq!(report.best, Some(M(pile % 4)), "pile {pile}");
        }
    }
}

#[test]
fn the_principal_variation_plays_the_win_out() {
    // Pile 5: take 1 (leaving 4); the loser's reply is any k, then 4 − k ends the game.
    let mut search = AlphaBeta::<Nim>::new(Limits::depth(5));
    let report = search.search(&Nim::new(5, 2), Player(0), None);
    assert_eq!(report.pv.len(), 3);
    assert_eq!(report.pv[0], M(1));
    assert_eq!(report.pv[1].0 + report.pv[2].0, 4);
}

#[test]
fn depth_and_node_budgets_are_deterministic() {
    for limits in [Limits::depth(7), Limits::nodes(300), Limits::nodes(5)] {
        let run = || {
            let mut s = AlphaBeta::<Nim>::new(limits);
            let r = s.search(&Nim::new(31, 3), Player(0), None);
            (r.best, r.score, r.depth, r.nodes, r.pv)
        };
        assert_eq!(run(), run(), "{limits:?}");
    }
    // The node limit holds: the count stops one past it.
    let mut s = AlphaBeta::<Nim>::new(Limits::nodes(300));
    assert!(s.search(&Nim::new(31, 2), Player(0), None).nodes <= 301);
}

#[test]
fn three_players_search_paranoid() {
    // Seat 0 takes the last 3 stones at once: a sole win at ply 1.
    let mut s = AlphaBeta::<Nim>::new(Limits::depth(4));
    let r = s.search(&Nim::new(3, 3), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(3)), WIN - 1));
    // Pile 5: whatever seat 0 leaves (4, 3 or 2), the coalition of seats 1 and 2 takes the
    // last stone by ply 3 at the latest (seat 1 takes all of 2 or 3 at ply 2; from 4, seat 1
    // takes k and seat 2 takes the 4 − k left at ply 3). Seat 0 loses, sharing second place
    // with the other loser: utility 1/4 (Outcome::utility), and the paranoid seat 0 prefers
    // the loss at ply 3, which it gets by leaving 4 (taking 1).
    let mut s = AlphaBeta::<Nim>::new(Limits::depth(6));
    let r = s.search(&Nim::new(5, 3), Player(0), None);
    let lost = Outcome::win(3, Player(2));
    assert_eq!(r.score, terminal_score(&lost, Player(0), 3));
    assert_eq!(r.score, -WIN / 2 + 3);
    assert_eq!(r.best, Some(M(1)));
}

/// Seat 0 picks a bit a, then b (a two-ply turn), then seat 1 picks c; seat 0 wins if
/// a + b + c ≥ 2, else seat 1. With a = b = 1 seat 0 wins whatever c is. A search that
/// negated at the a → b ply (same seat) would think seat 0's second ply minimised.
#[derive(Clone, Debug)]
struct TwoStep {
    picked: Vec<u8>,
}

impl Game for TwoStep {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.picked.len() {
            0 | 1 => ToMove::Player(Player(0)),
            2 => ToMove::Player(Player(1)),
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.picked.len() < 3 {
            out.extend([M(0), M(1)]);
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.picked.len() >= 3 || mv.0 > 1 {
            return Err(Illegal);
        }
        self.picked.push(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.picked.len() == 3).then(|| {
            let sum: u8 = self.picked.iter().sum();
            Outcome::win(2, Player(u8::from(sum < 2)))
        })
    }
}

impl Evaluate for TwoStep {
    const FEATURES: &'static [&'static str] = &[];
    const WEIGHTS: &'static [i32] = &[];
    fn features(&self, _: Player, _: &mut [i32]) {}
}

#[test]
fn a_seat_moving_twice_keeps_its_sign() {
    let mut s = AlphaBeta::<TwoStep>::new(Limits::depth(3));
    let r = s.search(&TwoStep { picked: vec![] }, Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(1)), WIN - 3));
    // After a = 0, seat 0 needs b = 1 and c = 1, which seat 1 refuses: a loss at ply 2.
    let r = s.search(&TwoStep { picked: vec![0] }, Player(0), None);
    assert_eq!(r.score, -(WIN - 2));
    // Seat 1 at c after a = b = 0: any c loses for seat 0 (sum ≤ 1); seat 1 wins at ply 1.
    let r = s.search(&TwoStep { picked: vec![0, 0] }, Player(1), None);
    assert_eq!(r.score, WIN - 1);
}

/// Seat 0 bets on `A` (0) or `B` (1); a die then shows 1 (probability 1/2), 2 (1/4) or 3 (1/4);
/// then seat 1 passes (move 9) and the game stops at seat 0's turn, where the evaluation pays
/// seat 0 `PAY[bet][die − 1]` (seat 1 the negative).
#[derive(Clone, Debug)]
struct Bet {
    bet: Option<u8>,
    die: Option<u8>,
    passed: bool,
}

const PAY: [[i32; 3]; 2] = [[100, -200, 400], [60, 60, 60]];

impl Game for Bet {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match (self.bet, self.die, self.passed) {
            (None, _, _) => ToMove::Player(Player(0)),
            (Some(_), None, _) => ToMove::Chance,
            (Some(_), Some(_), false) => ToMove::Player(Player(1)),
            // Seat 0's turn again: the game goes on, but this test never searches past it.
            _ => ToMove::Player(Player(0)),
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.to_move() {
            ToMove::Player(Player(0)) if self.bet.is_none() => out.extend([M(0), M(1)]),
            ToMove::Player(_) => out.push(M(9)),
            _ => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if self.to_move() == ToMove::Chance {
            out.push((M(1), Probability::new(1, 2).unwrap()));
            out.push((M(2), Probability::new(1, 4).unwrap()));
            out.push((M(3), Probability::new(1, 4).unwrap()));
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        match (self.to_move(), mv.0) {
            (ToMove::Chance, d @ 1..=3) => self.die = Some(d),
            (ToMove::Player(_), b @ 0..=1) if self.bet.is_none() => self.bet = Some(b),
            (ToMove::Player(_), 9) if self.bet.is_some() => self.passed = true,
            _ => return Err(Illegal),
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
}

impl Evaluate for Bet {
    const FEATURES: &'static [&'static str] = &["pay"];
    const WEIGHTS: &'static [i32] = &[1];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let pay = match (self.bet, self.die) {
            (Some(b), Some(d)) => PAY[usize::from(b)][usize::from(d - 1)],
            _ => 0,
        };
        out[0] = if seat == Player(0) { pay } else { -pay };
    }
}

#[test]
fn chance_nodes_take_the_expectation() {
    // A: 100/2 − 200/4 + 400/4 = 100; B: 60. Depth 2 = the bet and seat 1's pass (the die
    // does not count), then the evaluation.
    let root = Bet {
        bet: None,
        die: None,
        passed: false,
    };
    let mut s = AlphaBeta::<Bet>::new(Limits::depth(2));
    let r = s.search(&root, Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(0)), 100));
    // With die 2 twice as likely as die 1 the payoffs swap ranks:
    // A = 100/4 − 200/2 + 400/4 = 25 < 60. Checked by hand on the searched subtree of B = 60.
    let mut s = AlphaBeta::<Bet>::new(Limits::depth(2));
    let after_b = Bet {
        bet: Some(1),
        die: None,
        passed: false,
    };
    let r = s.search(
        &Bet {
            die: Some(2),
            ..after_b.clone()
        },
        Player(1),
        None,
    );
    assert_eq!(r.score, -60);
}

#[test]
fn greedy_takes_the_immediate_win_and_breaks_ties_by_seed() {
    // Pile 3: taking 3 wins at once; 1 and 2 evaluate to 0 (no features).
    let mut rng = rng_from_seed(1);
    let (mv, score) = Greedy::<Nim>::best(&Nim::new(3, 2), Player(0), &mut rng).unwrap();
    assert_eq!((mv, score), (M(3), WIN - 1));
    // Pile 9: every move evaluates to 0; the seeded tie-break picks among all three.
    let picks: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| {
            let mut rng = rng_from_seed(seed);
            Greedy::<Nim>::best(&Nim::new(9, 2), Player(0), &mut rng)
                .unwrap()
                .0
                .0
        })
        .collect();
    assert_eq!(picks.len(), 3);
}
