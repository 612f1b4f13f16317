//! Alpha-beta and greedy on toy games whose values follow from their rules by hand
//! (issue 10 item 3): minimax values and moves, shortest wins, multi-step turns, chance nodes
//! (expectimax), three players (paranoid), determinism of depth and node budgets.

mod common;
use common::{Illegal, M, Nim, Picks};

use jokoak_core::search::{WIN, terminal_score, terminal_utility_score, utility_score};
use jokoak_core::{
    AlphaBeta, Evaluate, Game, Greedy, Limits, MultiPlayer, Outcome, Player, Probability, ToMove,
    rng_from_seed,
};

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
fn a_seat_that_is_not_to_move_gets_no_move() {
    // Two-seat Nim has seats 0 and 1, and seat 0 moves first: the three searchers agree on no
    // move for seat 9, which the game does not have, nor for seat 1, which is not to move
    // (before, alpha-beta and greedy returned one for both, and MCTS one for seat 1); seat 0
    // gets one from each.
    let nim = Nim::new(5, 2);
    let mcts = jokoak_core::Mcts::<Nim>::new(10);
    for (seat, moves) in [(Player(9), false), (Player(1), false), (Player(0), true)] {
        let report = AlphaBeta::<Nim>::new(Limits::depth(3)).search(&nim, seat, None);
        assert_eq!(report.best.is_some(), moves, "{seat:?}");
        assert_eq!(report.nodes > 0, moves, "{seat:?}");
        let greedy = Greedy::<Nim>::best(&nim, seat, &mut rng_from_seed(1));
        assert_eq!(greedy.is_some(), moves, "{seat:?}");
        let tree = mcts.search(&nim, seat, &mut rng_from_seed(1));
        assert_eq!(tree.is_some(), moves, "{seat:?}");
    }
}

#[test]
fn random_agent_gives_no_move_for_a_seat_that_is_not_to_move() {
    use jokoak_core::{Agent, AgentContext, RandomAgent};
    let nim = Nim::new(5, 2);
    let choose = |seat| {
        let ctx = AgentContext {
            seat: Player(seat),
            remaining: None,
        };
        RandomAgent.choose(&nim, &ctx, &mut rng_from_seed(1))
    };
    assert!(choose(0).is_some_and(|m| nim.is_legal(&m)));
    assert_eq!(choose(1), None);
    assert_eq!(choose(9), None);
}

/// Limits at the edges of their types: a time too long for the clock is no deadline, a
/// contempt of `i32::MIN` is the largest contempt (before, both panicked), and a node budget
/// that cuts the first iteration short reports no iteration completed (before: depth 1 and
/// score 0, as if depth 1 had been searched), with a legal move still chosen.
#[test]
fn extreme_limits_neither_panic_nor_report_what_was_not_searched() {
    let nim = Nim::new(5, 2);
    let mut limits = Limits::depth(3);
    limits.time = Some(std::time::Duration::MAX);
    let report = AlphaBeta::<Nim>::new(limits).search(&nim, Player(0), None);
    // From 5 take 1, leaving a multiple of 4 (nim_values_are_the_shortest_win…).
    assert_eq!((report.best, report.depth), (Some(M(1)), 3));
    let report = AlphaBeta::<Nim>::new(Limits::depth(3))
        .with_contempt(i32::MIN)
        .search(&nim, Player(0), None);
    assert_eq!(report.best, Some(M(1)));
    // Pile 21: depth 1 alone visits the root and its three children; a budget of 0 or 1 nodes
    // stops at the root or the first child.
    for nodes in [0, 1] {
        let report =
            AlphaBeta::<Nim>::new(Limits::nodes(nodes)).search(&Nim::new(21, 2), Player(0), None);
        assert_eq!((report.depth, report.score), (0, 0), "nodes {nodes}");
        // It stops at the next node: at most one more visited (Limits::nodes).
        assert!(report.nodes <= nodes + 1, "nodes {nodes}: {}", report.nodes);
        assert!(report.best.is_some_and(|m| Nim::new(21, 2).is_legal(&m)));
    }
    // A decision node without legal moves (it breaks the Game contract): nothing searched.
    let stuck = Picks {
        players: 2,
        order: &[0],
        choices: std::ops::RangeInclusive::new(1, 0),
        score: |_| None,
        picked: Vec::new(),
    };
    let report = AlphaBeta::<Picks>::new(Limits::depth(3)).search(&stuck, Player(0), None);
    assert_eq!((report.best, report.depth, report.score), (None, 0, 0));
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

/// Seat 1 escapes only with its last choice, `b = 7`, then `d = 0`: seat 0 picks `a` and `c`,
/// seat 1 `b` and `d`, from 0–7, and seat 1 wins exactly when `b = 7` and `d = 0`.
fn late_escape() -> Picks {
    Picks {
        players: 2,
        order: &[0, 1, 0, 1],
        choices: 0..=7,
        score: |p| Outcome::win(2, Player(u8::from(p[1] == 7 && p[3] == 0))).ok(),
        picked: Vec::new(),
    }
}

#[test]
fn late_move_reductions_re_search_a_late_move_that_beats_alpha() {
    // Whatever seat 0 picks first, seat 1 answers `b = 7` and wins at ply 4: the root loses
    // in 4. At seat 1's nodes (3 plies to the horizon) the moves from the fourth on are
    // reduced to 1 ply, where every position scores 0 (no features), above the losses of
    // `b = 0..=2`: only the full-depth re-search finds that `b = 3..=6` lose and `b = 7` wins.
    for reductions in [false, true] {
        let mut s = AlphaBeta::<Picks>::new(Limits::depth(4));
        s.reductions = reductions;
        let r = s.search(&late_escape(), Player(0), None);
        assert_eq!(r.score, -(WIN - 4), "reductions {reductions}");
        assert_eq!(r.pv.get(1), Some(&M(7)), "reductions {reductions}");
    }
}

#[test]
fn three_players_search_paranoid() {
    // Seat 0 takes the last 3 stones at once: a sole win at ply 1.
    let mut s = AlphaBeta::<Nim>::new(Limits::depth(4));
    s.multiplayer = MultiPlayer::Paranoid;
    let r = s.search(&Nim::new(3, 3), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(3)), WIN - 1));
    // Pile 5: whatever seat 0 leaves (4, 3 or 2), the coalition of seats 1 and 2 takes the
    // last stone by ply 3 at the latest (seat 1 takes all of 2 or 3 at ply 2; from 4, seat 1
    // takes k and seat 2 takes the 4 − k left at ply 3). Seat 0 loses: no share of the win
    // (Outcome::win_share 0, whatever place it shares), and the paranoid seat 0 prefers the
    // loss at ply 3, which it gets by leaving 4 (taking 1).
    let mut s = AlphaBeta::<Nim>::new(Limits::depth(6));
    s.multiplayer = MultiPlayer::Paranoid;
    let r = s.search(&Nim::new(5, 3), Player(0), None);
    let lost = Outcome::win(3, Player(2)).unwrap();
    assert_eq!(r.score, terminal_score(&lost, Player(0), 3));
    assert_eq!(r.score, -WIN + 3);
    assert_eq!(r.best, Some(M(1)));
}

/// Seat 0 picks a bit a, then b (a two-ply turn), then seat 1 picks c; seat 0 wins if
/// a + b + c ≥ 2, else seat 1. With a = b = 1 seat 0 wins whatever c is. A search that
/// negated at the a → b ply (same seat) would think seat 0's second ply minimised.
fn two_step(picked: &[u8]) -> Picks {
    Picks {
        players: 2,
        order: &[0, 0, 1],
        choices: 0..=1,
        score: |picked| {
            let sum: u8 = picked.iter().sum();
            Outcome::win(2, Player(u8::from(sum < 2))).ok()
        },
        picked: picked.to_vec(),
    }
}

#[test]
fn a_seat_moving_twice_keeps_its_sign() {
    let mut s = AlphaBeta::<Picks>::new(Limits::depth(3));
    let r = s.search(&two_step(&[]), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(1)), WIN - 3));
    // After a = 0, seat 0 needs b = 1 and c = 1, which seat 1 refuses: a loss at ply 2.
    let r = s.search(&two_step(&[0]), Player(0), None);
    assert_eq!(r.score, -(WIN - 2));
    // Seat 1 at c after a = b = 0: any c loses for seat 0 (sum ≤ 1); seat 1 wins at ply 1.
    let r = s.search(&two_step(&[0, 0]), Player(1), None);
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
    // A: 100/2 − 200/4 + 400/4 = 100; B: 60. Depth 3 = the bet, the die and seat 1's pass,
    // then the evaluation.
    let root = Bet {
        bet: None,
        die: None,
        passed: false,
    };
    let mut s = AlphaBeta::<Bet>::new(Limits::depth(3));
    let r = s.search(&root, Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(0)), 100));
    // Depth 2 stops at seat 1's turn, whose evaluation (no pass yet) pays the same: the die is
    // averaged all the same.
    let mut s = AlphaBeta::<Bet>::new(Limits::depth(2));
    let r = s.search(&root, Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(0)), 100));
    // Depth 1 evaluates the chance node itself (no die yet: pays 0 either way).
    let mut s = AlphaBeta::<Bet>::new(Limits::depth(1));
    assert_eq!(s.search(&root, Player(0), None).score, 0);
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

/// Seat 0 chooses between a sure edge (move 0: a chance node with one outcome, then a position
/// evaluated +600 for seat 0) and a gamble (move 1: a chance node winning at once with
/// probability 1/16, else a position evaluated −300). `SCALED` declares the evaluation's
/// logistic scale, 300 ([`Evaluate::UTILITY_SCALE`]).
#[derive(Clone, Debug)]
struct Gamble<const SCALED: bool> {
    /// 0 the root; 1/2 after the safe/gambling move; 3 the safe leaf, 4 the win, 5 the loss leaf.
    node: u8,
}

impl<const SCALED: bool> Game for Gamble<SCALED> {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.node {
            0 => ToMove::Player(Player(0)),
            1 | 2 => ToMove::Chance,
            4 => ToMove::Over,
            _ => ToMove::Player(Player(1)),
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.node {
            0 => out.extend([M(1), M(2)]),
            3 | 5 => out.push(M(9)),
            _ => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        match self.node {
            1 => out.push((M(3), Probability::ONE)),
            2 => {
                out.push((M(4), Probability::new(1, 16).unwrap()));
                out.push((M(5), Probability::new(15, 16).unwrap()));
            }
            _ => {}
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        match (self.node, mv.0) {
            (0, n @ 1..=2) | (1, n @ 3) | (2, n @ 4..=5) => self.node = n,
            // Seat 1's pass at a leaf: this test never searches past it.
            (3 | 5, 9) => {}
            _ => return Err(Illegal),
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.node == 4).then(|| Outcome::win(2, Player(0)).unwrap())
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.node)
    }
}

impl<const SCALED: bool> Evaluate for Gamble<SCALED> {
    const FEATURES: &'static [&'static str] = &["edge"];
    const WEIGHTS: &'static [i32] = &[1];
    const UTILITY_SCALE: Option<f64> = if SCALED { Some(300.0) } else { None };
    fn features(&self, seat: Player, out: &mut [i32]) {
        let edge = match self.node {
            3 => 600,
            5 => -300,
            _ => 0,
        };
        out[0] = if seat == Player(0) { edge } else { -edge };
    }
}

#[test]
fn expectimax_averages_expected_utilities_not_centipoints() {
    // Depth 2: the move, the chance outcome, then the evaluation.
    // In centipoints beside ±WIN for a win, the gamble is worth WIN/16 − 15·300/16, far above
    // the sure +600: the search stakes everything on a 1-in-16 win.
    let root = Gamble::<false> { node: 0 };
    let r = AlphaBeta::new(Limits::depth(2)).search(&root, Player(0), None);
    assert_eq!(r.best, Some(M(2)));
    assert_eq!(
        r.score,
        ((f64::from(WIN - 2) - 15.0 * 300.0) / 16.0).round() as i32
    );
    // On the expected-utility scale (logistic scale 300, a win = EVAL_LIMIT = 2^20):
    // safe = (2σ(2) − 1)·2^20 = tanh(1)·2^20 = 0.7615942 · 1,048,576 = 798,589;
    // gamble = 2^20/16 − 15/16 · tanh(½)·2^20 = 65,536 − 15/16 · 484,565 = −388,744
    // (tanh(½) = 0.4621172). The sure edge wins.
    let root = Gamble::<true> { node: 0 };
    let mut s = AlphaBeta::new(Limits::depth(2));
    let r = s.search(&root, Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(1)), 798_589));
    let mut s = AlphaBeta::new(Limits::depth(1));
    let gamble = s.search(&Gamble::<true> { node: 2 }, Player(0), None);
    assert_eq!(gamble.score, -388_744);
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

#[test]
fn mcts_scores_cut_playouts_with_the_evaluation() {
    // The bet game never ends (seat 0 passes forever after the die), so random playouts to
    // the cap are all draws and carry no signal. Cut after 2 plies (the die, seat 1's pass)
    // and scored by σ(pay / 200): A = σ(0.5)/2 + σ(−1)/4 + σ(2)/4 ≈ 0.598 beats
    // B = σ(0.3) ≈ 0.574.
    let root = Bet {
        bet: None,
        die: None,
        passed: false,
    };
    for seed in 0..3 {
        let mcts = jokoak_core::Mcts::<Bet>::new(3000)
            .with_evaluation_cutoff(2, jokoak_core::DEFAULT_EVAL_SCALE);
        assert_eq!(
            mcts.search(&root, Player(0), &mut rng_from_seed(seed)),
            Some(M(0)),
            "seed {seed}"
        );
    }
}

/// A random game tree: every node's kind, mover, moves, chance odds, end and evaluation come
/// from a hash of the path to it. Seats: `players`; a decision node's mover is drawn anew, so
/// a seat often moves twice in a row; a quarter of the nodes are chance nodes. `SCALED`
/// declares the evaluation on a logistic scale of 400 (`UTILITY_SCALE`): search then scores
/// leaves and finished games on the expected-utility scale, and Star1/Star2 bound every value
/// by ±EVAL_LIMIT instead of ±WIN.
#[derive(Clone, Debug)]
struct Tree<const SCALED: bool> {
    players: u8,
    node: u64,
}

fn mix(x: u64) -> u64 {
    let mut s = x;
    jokoak_core::search::splitmix64(&mut s)
}

#[derive(Debug, PartialEq)]
enum Kind {
    Over(u8),
    Chance(u8),
    Decision(u8, u8),
}

impl<const SCALED: bool> Tree<SCALED> {
    fn kind(&self) -> Kind {
        let h = mix(self.node);
        if self.node != 0 && h.is_multiple_of(13) {
            // A finished game: a win for seat h/13 % (players + 1), or a draw.
            return Kind::Over(((h >> 8) % (u64::from(self.players) + 1)) as u8);
        }
        if self.node != 0 && (h >> 16).is_multiple_of(4) {
            return Kind::Chance(2 + ((h >> 20) % 2) as u8);
        }
        let mover = ((h >> 24) % u64::from(self.players)) as u8;
        Kind::Decision(mover, 2 + ((h >> 28) % 3) as u8)
    }
}

impl<const SCALED: bool> Game for Tree<SCALED> {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        usize::from(self.players)
    }
    fn to_move(&self) -> ToMove {
        match self.kind() {
            Kind::Over(_) => ToMove::Over,
            Kind::Chance(_) => ToMove::Chance,
            Kind::Decision(p, _) => ToMove::Player(Player(p)),
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if let Kind::Decision(_, n) = self.kind() {
            out.extend((0..n).map(M));
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        match self.kind() {
            Kind::Chance(2) => {
                out.push((M(0), Probability::new(1, 3).unwrap()));
                out.push((M(1), Probability::new(2, 3).unwrap()));
            }
            Kind::Chance(_) => {
                out.push((M(0), Probability::new(1, 2).unwrap()));
                out.push((M(1), Probability::new(1, 4).unwrap()));
                out.push((M(2), Probability::new(1, 4).unwrap()));
            }
            _ => {}
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        self.node = mix(self.node ^ (u64::from(mv.0) + 1).wrapping_mul(0x1234_5678_9ABC_DEF1));
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.kind() {
            Kind::Over(w) if w < self.players => Outcome::win(self.num_players(), Player(w)).ok(),
            Kind::Over(_) => Outcome::draw(self.num_players()).ok(),
            _ => None,
        }
    }
    fn hash_key(&self) -> u64 {
        self.node
    }
}

impl<const SCALED: bool> Evaluate for Tree<SCALED> {
    const FEATURES: &'static [&'static str] = &["value"];
    const WEIGHTS: &'static [i32] = &[1];
    /// About a third of the moves are noisy (opponent-model search also searches them).
    fn is_noisy(&self, mv: &M) -> bool {
        (mix(self.node ^ 0x15E1) >> (2 * mv.0)).is_multiple_of(3)
    }
    const UTILITY_SCALE: Option<f64> = if SCALED { Some(400.0) } else { None };
    fn features(&self, seat: Player, out: &mut [i32]) {
        let v = (mix(self.node ^ 0xE7A1) % 2001) as i32 - 1000;
        // Two seats: antisymmetric; more: each seat its own value.
        out[0] = match (self.players, seat.0) {
            (2, 0) => v,
            (2, _) => -v,
            (_, s) => (mix(self.node ^ u64::from(s)) % 2001) as i32 - 1000,
        };
    }
}

/// Plain expectiminimax for `seat`, `depth` plies (chance outcomes included), chance nodes
/// averaged (rounded as the search rounds), no pruning. Every other seat minimises
/// (paranoid, `model` 0), or with `model` k ≥ 1 (opponent-model search) plays one of the k
/// moves its own evaluation rates best one ply ahead (a finished game by `terminal_score`
/// at ply 1; of equal moves the first) or any of its noisy moves, whichever is worst for
/// `seat`. On
/// the expected-utility scale (`SCALED`) leaves score `utility_score(value, 400)` and
/// finished games `terminal_utility_score`; else leaves their evaluation and finished games
/// `terminal_score` at `ply`.
fn expectiminimax<const SCALED: bool>(
    state: &Tree<SCALED>,
    seat: Player,
    depth: u32,
    ply: u32,
    model: usize,
) -> i32 {
    match state.to_move() {
        ToMove::Over => {
            let outcome = state.outcome().unwrap();
            match Tree::<SCALED>::UTILITY_SCALE {
                Some(_) => terminal_utility_score(&outcome, seat),
                None => terminal_score(&outcome, seat, ply),
            }
        }
        ToMove::Chance | ToMove::Player(_) if depth == 0 => {
            let value = state.evaluate(seat);
            match Tree::<SCALED>::UTILITY_SCALE {
                Some(scale) => utility_score(value, scale),
                None => value,
            }
        }
        ToMove::Chance => {
            let mut outcomes = Vec::new();
            state.chance_outcomes(&mut outcomes);
            let mut sum = 0.0;
            for (mv, p) in outcomes {
                let mut child = state.clone();
                child.play(&mv).unwrap();
                sum +=
                    p.to_f64() * f64::from(expectiminimax(&child, seat, depth - 1, ply + 1, model));
            }
            sum.round() as i32
        }
        ToMove::Player(p) => {
            let mut moves = Vec::new();
            state.legal_moves(&mut moves);
            let children = moves.iter().map(|mv| {
                let mut child = state.clone();
                child.play(mv).unwrap();
                child
            });
            if model > 0 && p != seat {
                let own = |c: &Tree<SCALED>| match c.outcome() {
                    Some(o) => terminal_score(&o, p, 1),
                    None => c.evaluate(p),
                };
                // The `model` best by the opponent's own value, the first of equals (a
                // stable sort), and the noisy moves: the worst of them for `seat` counts.
                let mut ranked: Vec<(i32, Tree<SCALED>)> =
                    children.map(|child| (own(&child), child)).collect();
                ranked.sort_by_key(|(v, _)| std::cmp::Reverse(*v));
                let modelled = ranked.iter().take(model).map(|(_, child)| child.clone());
                let noisy = moves.iter().filter(|mv| state.is_noisy(mv)).map(|mv| {
                    let mut child = state.clone();
                    child.play(mv).unwrap();
                    child
                });
                return modelled
                    .chain(noisy)
                    .map(|child| expectiminimax(&child, seat, depth - 1, ply + 1, model))
                    .min()
                    .unwrap();
            }
            let values =
                children.map(|child| expectiminimax(&child, seat, depth - 1, ply + 1, model));
            if p == seat {
                values.max().unwrap()
            } else {
                values.min().unwrap()
            }
        }
    }
}

/// Alpha-beta on `threads` threads (without quiescence, with a small table) against
/// [`expectiminimax`] at every depth limit from 1 to `max_depth` (opponent-model search
/// deepens by rounds of 3 plies: the depth it reached), from the decision nodes among 300
/// random roots for 2 seats and for 3 seats paranoid and opponent-modelled with one, two and
/// three modelled moves; more than 2000 searches in all.
fn equals_plain_expectiminimax<const SCALED: bool>(max_depth: u32, threads: usize) {
    let mut checked = 0;
    for (players, multiplayer, model) in [
        (2u8, MultiPlayer::Paranoid, 0),
        (3, MultiPlayer::Paranoid, 0),
        (3, MultiPlayer::OpponentModel, 1),
        (3, MultiPlayer::OpponentModel, 2),
        (3, MultiPlayer::OpponentModel, 3),
    ] {
        for root in 0..300u64 {
            let tree = Tree::<SCALED> {
                players,
                node: mix(root),
            };
            let Kind::Decision(seat, _) = tree.kind() else {
                continue;
            };
            for depth in 1..=max_depth {
                let mut s = AlphaBeta::with_table_bytes(Limits::depth(depth), 1 << 16)
                    .with_threads(threads);
                s.quiescence = false;
                // Late move reductions are inexact by design: the plain value needs them off.
                s.reductions = false;
                s.multiplayer = multiplayer;
                s.model_width = model;
                let r = s.search(&tree, Player(seat), None);
                let expected = expectiminimax(&tree, Player(seat), r.depth, 0, model);
                assert_eq!(
                    r.score, expected,
                    "players {players} {multiplayer:?} width {model} root {root} depth {depth}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 2000);
}

#[test]
fn alpha_beta_equals_plain_expectiminimax_on_random_trees() {
    // PVS, the table, Star1 at chance nodes and the side rule for repeated and paranoid
    // movers prune, but never change the value.
    equals_plain_expectiminimax::<false>(4, 1);
}

#[test]
fn threads_sharing_the_table_keep_the_value() {
    // With a depth limit every thread's table entry at a node bounds that node's value at
    // the depth it was searched to, and no thread searches beyond the limit, so the helpers
    // (one a round deeper, one at the main thread's depth) and the moves deferred while
    // another thread searches them change the work, never the value.
    equals_plain_expectiminimax::<false>(4, 3);
}

#[test]
fn alpha_beta_equals_plain_expectiminimax_on_the_utility_scale() {
    equals_plain_expectiminimax::<true>(5, 1);
}

/// Hidden information: a card, 0 or 1, that seat 0 cannot see; seat 0 guesses it (move 0
/// or 1) and wins if right. Searching the true state would always guess right. `HIDDEN`
/// says whether the game declares the card hidden ([`Game::HIDDEN_INFORMATION`]).
#[derive(Clone, Debug)]
struct Guess<const HIDDEN: bool> {
    card: u8,
    guess: Option<u8>,
}

impl<const HIDDEN: bool> Game for Guess<HIDDEN> {
    type Move = M;
    type Error = Illegal;
    const HIDDEN_INFORMATION: bool = HIDDEN;
    /// Keeps what seat 0 sees (nothing) and redraws the card.
    fn determinize_for(&self, seat: Player, rng: &mut jokoak_core::GameRng) -> Option<Self> {
        (seat.index() < 2).then(|| Guess {
            card: jokoak_core::random_index(2, rng) as u8,
            ..self.clone()
        })
    }
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.guess {
            None => ToMove::Player(Player(0)),
            Some(_) => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.guess.is_none() {
            out.extend([M(0), M(1)]);
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.guess.is_some() || mv.0 > 1 {
            return Err(Illegal);
        }
        self.guess = Some(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        let g = self.guess?;
        Outcome::win(2, Player(u8::from(g != self.card))).ok()
    }
}

impl<const HIDDEN: bool> Evaluate for Guess<HIDDEN> {
    const FEATURES: &'static [&'static str] = &[];
    const WEIGHTS: &'static [i32] = &[];
    fn features(&self, _: Player, _: &mut [i32]) {}
}

#[test]
fn determinized_agents_never_read_the_hidden_card() {
    use jokoak_core::{Agent, AgentContext};
    let ctx = AgentContext {
        seat: Player(0),
        remaining: None,
    };
    fn choose<const H: bool>(
        agent: &mut dyn Agent<Guess<H>>,
        ctx: &AgentContext,
        card: u8,
        seed: u64,
    ) -> Option<M> {
        agent.choose(&Guess { card, guess: None }, ctx, &mut rng_from_seed(seed))
    }
    for seed in 0..20 {
        let ab = || AlphaBeta::<Guess<true>>::new(Limits::depth(1)).with_samples(5);
        assert_eq!(
            choose(&mut ab(), &ctx, 0, seed),
            choose(&mut ab(), &ctx, 1, seed)
        );
        let greedy = || Greedy::<Guess<true>>::new().with_samples(5);
        assert_eq!(
            choose(&mut greedy(), &ctx, 0, seed),
            choose(&mut greedy(), &ctx, 1, seed)
        );
    }
    // Without hidden information declared the search reads the card and always guesses
    // right: the check above can fail.
    let mut cheat = AlphaBeta::<Guess<false>>::new(Limits::depth(1));
    assert_eq!(choose(&mut cheat, &ctx, 0, 0), Some(M(0)));
    assert_eq!(choose(&mut cheat, &ctx, 1, 0), Some(M(1)));
}

/// One heap of stones; a move takes from 1 stone to all of them, listed in that order (the
/// move of index k − 1 takes k); whoever takes the last stone wins. So from any heap the one
/// winning move at once is the last listed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Heap {
    stones: u32,
    turn: u8,
}

impl Game for Heap {
    type Move = u32;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        if self.stones == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.turn))
        }
    }
    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.extend(1..=self.stones);
    }
    fn chance_outcomes(&self, _: &mut Vec<(u32, Probability)>) {}
    fn play(&mut self, mv: &u32) -> Result<(), Illegal> {
        if *mv == 0 || *mv > self.stones {
            return Err(Illegal);
        }
        self.stones -= mv;
        self.turn = 1 - self.turn;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        // The seat that took the last stone is the one not to move now.
        (self.stones == 0)
            .then(|| Outcome::win(2, Player(1 - self.turn)).ok())
            .flatten()
    }
}

common::no_evaluation!(Heap);

#[test]
fn a_move_listed_past_index_65535_is_searched() {
    // 70,000 legal moves: the win at once is the 70,000th (index 69,999), beyond what a
    // table entry keeps (TranspositionTable::MAX_MOVE_INDEX); it wins at ply 1, WIN − 1.
    let heap = Heap {
        stones: 70_000,
        turn: 0,
    };
    for depth in [1, 2] {
        let report = AlphaBeta::<Heap>::new(Limits::depth(depth)).search(&heap, Player(0), None);
        assert_eq!(report.best, Some(70_000), "depth {depth}");
        assert_eq!(report.score, WIN - 1, "depth {depth}");
    }
}
