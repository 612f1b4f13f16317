//! MCTS on toy games whose best moves follow from their rules by hand.

mod common;
use common::{Illegal, M, Nim, Picks};

use jokoak_core::{Game, Mcts, Outcome, Player, Probability, Ranking, ToMove, rng_from_seed};

#[test]
fn finds_the_winning_nim_move() {
    // Leave a multiple of 4: from 5 take 1, from 6 take 2, from 7 take 3.
    for (pile, best) in [(5, 1), (6, 2), (7, 3), (9, 1)] {
        let game = Nim::new(pile, 2);
        let mv = Mcts::new(3000).search(&game, Player(0), &mut rng_from_seed(1));
        assert_eq!(mv, Some(M(best)), "pile {pile}");
    }
}

/// Issue 13 item 11: a seat the game does not have gets no move (the search refuses it)
/// instead of an answer as if the seat existed; nor does seat 1 while seat 0 is to move.
#[test]
fn search_refuses_a_seat_that_is_not_to_move() {
    let game = Nim::new(5, 2);
    for seat in [1, 2, 9, 255] {
        let mv = Mcts::new(200).search(&game, Player(seat), &mut rng_from_seed(1));
        assert_eq!(mv, None, "seat {seat}");
    }
    assert!(
        Mcts::new(200)
            .search(&game, Player(0), &mut rng_from_seed(1))
            .is_some()
    );
}

#[test]
fn same_seed_same_move() {
    let game = Nim::new(21, 3);
    let a = Mcts::new(500).search(&game, Player(0), &mut rng_from_seed(9));
    let b = Mcts::new(500).search(&game, Player(0), &mut rng_from_seed(9));
    assert_eq!(a, b);
}

/// One decision: `0` = a sure draw, `1` = a gamble won with probability `win_num/4`.
#[derive(Clone, Debug)]
struct Gamble {
    win_num: u64,
    stage: u8, // 0 decide, 1 chance, 2 over
    result: Option<bool>,
}

impl Game for Gamble {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.stage {
            0 => ToMove::Player(Player(0)),
            1 => ToMove::Chance,
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.stage == 0 {
            out.extend([M(0), M(1)]);
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if self.stage == 1 {
            out.push((M(10), Probability::new(self.win_num, 4).unwrap()));
            out.push((M(11), Probability::new(4 - self.win_num, 4).unwrap()));
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        match (self.stage, mv.0) {
            (0, 0) => self.stage = 2,
            (0, 1) => self.stage = 1,
            (1, r @ (10 | 11)) => {
                self.stage = 2;
                self.result = Some(r == 10);
            }
            _ => return Err(Illegal),
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.stage == 2).then(|| match self.result {
            None => Outcome::draw(2).unwrap(),
            Some(true) => Outcome::win(2, Player(0)).unwrap(),
            Some(false) => Outcome::win(2, Player(1)).unwrap(),
        })
    }
}

#[test]
fn weighs_chance_outcomes_by_probability() {
    // Gamble utility: p(win); the sure draw is worth 1/2. A gamble won 3 times in 4 is taken,
    // one won once in 4 is not.
    for (win_num, best) in [(3, M(1)), (1, M(0))] {
        let game = Gamble {
            win_num,
            stage: 0,
            result: None,
        };
        assert_eq!(
            Mcts::new(2000).search(&game, Player(0), &mut rng_from_seed(2)),
            Some(best),
            "won {win_num} times in 4"
        );
    }
}

/// Three players; seat 0 makes two plies in a row (a multi-step turn) choosing digits a, b
/// from 1 to 3. Scores: seat 0 gets a*b, seat 1 gets 6, seat 2 gets 3. Only a = b = 3
/// (9 points) gives seat 0 sole first place; a*b = 6 shares first with seat 1.
fn digits() -> Picks {
    Picks {
        players: 3,
        order: &[0, 0],
        choices: 1..=3,
        score: |picked| {
            let a = i64::from(picked[0]) * i64::from(picked[1]);
            Outcome::ranked(vec![a, 6, 3], Ranking::HigherWins).ok()
        },
        picked: vec![],
    }
}

#[test]
fn plans_a_multi_step_turn_for_three_players() {
    let game = digits();
    let mcts = Mcts::new(2000);
    let first = mcts.search(&game, Player(0), &mut rng_from_seed(3));
    assert_eq!(first, Some(M(3)));
    let second = mcts.search(&digits().after(&[3]), Player(0), &mut rng_from_seed(3));
    assert_eq!(second, Some(M(3)));
}

#[test]
fn tree_reuse_continues_from_the_position_reached() {
    use jokoak_core::{Agent, AgentContext};
    let ctx = AgentContext {
        seat: Player(0),
        remaining: None,
    };
    let play = |seed| {
        let mut agent = Mcts::new(2000).with_tree_reuse();
        let mut rng = rng_from_seed(seed);
        let mut game = Nim::new(9, 2);
        // From 9 the winning move takes 1 (leaving 8, a multiple of 4).
        let first = agent.choose(&game, &ctx, &mut rng).unwrap();
        assert_eq!(
            agent.reused_visits(),
            0,
            "the first search starts from a fresh tree"
        );
        game.play(&first).unwrap();
        game.play(&M(1)).unwrap(); // the opponent takes one: 7 left, the winning move takes 3
        let second = agent.choose(&game, &ctx, &mut rng).unwrap();
        assert!(
            agent.reused_visits() > 0,
            "the second search starts from the kept node"
        );
        (first, second)
    };
    assert_eq!(play(5), (M(1), M(3)));
    // The same seed gives the same moves with reuse.
    assert_eq!(play(5), play(5));
}

/// The root visits one search left behind, read through tree reuse: the second search from the
/// same position starts with the first one's tree.
fn iterations_of_one_search(agent: Mcts<Nim>, ctx: &jokoak_core::AgentContext) -> u32 {
    use jokoak_core::Agent;
    let mut agent = agent.with_tree_reuse();
    let game = Nim::new(21, 2);
    let mut rng = rng_from_seed(3);
    agent.choose(&game, ctx, &mut rng).unwrap();
    let untimed = jokoak_core::AgentContext {
        seat: Player(0),
        remaining: None,
    };
    // A stopped second search does no iteration of its own, so what it starts from is all
    // the first one did.
    let mut again = agent.clone().with_stop(std::sync::Arc::new(true.into()));
    again.choose(&game, &untimed, &mut rng).unwrap();
    again.reused_visits()
}

#[test]
fn a_raised_stop_flag_ends_the_search_before_its_next_iteration() {
    // A million iterations are asked for; the stop flag is already up, so the search makes no
    // iteration at all (and answers with its first legal move).
    let ctx = jokoak_core::AgentContext {
        seat: Player(0),
        remaining: None,
    };
    let stopped = Mcts::new(1_000_000).with_stop(std::sync::Arc::new(true.into()));
    assert_eq!(iterations_of_one_search(stopped, &ctx), 0);
    // Without the flag the budget is spent in full.
    assert_eq!(iterations_of_one_search(Mcts::new(300), &ctx), 300);
}

#[test]
fn an_empty_clock_ends_the_search_after_one_iteration() {
    // Time control with no time left: the deadline (a 20th of nothing) has passed before the
    // first iteration, so the search stops after one whatever its budget.
    let ctx = jokoak_core::AgentContext {
        seat: Player(0),
        remaining: Some(std::time::Duration::ZERO),
    };
    assert_eq!(iterations_of_one_search(Mcts::new(1_000_000), &ctx), 1);
}

/// Issue 14 item 5: root statistics. From a pile of 3 taking all 3 wins at once, so every
/// iteration through it scores 1 for the mover; the visits add up to the iterations.
#[test]
fn root_statistics_give_visits_and_mean_values_per_move() {
    let game = Nim::new(3, 2);
    let search = Mcts::new(1000);
    let (choice, stats) = search
        .search_with_stats(&game, Player(0), &mut rng_from_seed(4))
        .unwrap();
    assert_eq!(
        Some(choice),
        search.search(&game, Player(0), &mut rng_from_seed(4))
    );
    assert_eq!(choice, M(3));
    let moves: Vec<M> = stats.iter().map(|s| s.mv).collect();
    assert_eq!(moves, [M(1), M(2), M(3)]);
    assert_eq!(stats.iter().map(|s| s.visits).sum::<u32>(), 1000);
    let take_all = &stats[2];
    assert_eq!(take_all.mean_value, 1.0);
    assert!(stats[..2].iter().all(|s| s.visits < take_all.visits));
    assert!(stats.iter().all(|s| (0.0..=1.0).contains(&s.mean_value)));
    // A seat the game does not have: no search, as for `search`.
    assert!(
        search
            .search_with_stats(&game, Player(2), &mut rng_from_seed(4))
            .is_none()
    );
}

/// `jokoak best` prints an MCTS agent's root on standard error: the visits, then each move
/// searched with its visits and mean value, most visited first. From a pile of 3 taking all 3
/// wins at once (mean 1 over every iteration through it); from a pile of 1 the only move is
/// made without a search, so there is nothing to report.
#[test]
fn analysis_reports_the_root_most_visited_first() {
    use jokoak_core::{Agent, AgentContext};
    let ctx = AgentContext {
        seat: Player(0),
        remaining: None,
    };
    let mut agent = Mcts::new(1000);
    assert_eq!(agent.analysis(), None, "no search yet");
    let mv = agent.choose(&Nim::new(3, 2), &ctx, &mut rng_from_seed(4));
    assert_eq!(mv, Some(M(3)));
    let line = agent.analysis().unwrap();
    let words: Vec<&str> = line.split(' ').collect();
    assert_eq!(words[..2], ["visits", "1000"]);
    assert_eq!(words[2], "time");
    assert_eq!(words[4], "3", "the winning move first: {line}");
    let (visits, mean) = words[5].split_once('/').unwrap();
    assert_eq!(mean, "1.0000");
    let moves: Vec<&str> = words[4..].iter().step_by(2).copied().collect();
    let mut sorted = moves.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ["1", "2", "3"], "every root move once: {line}");
    let total: u32 = words[5..]
        .iter()
        .step_by(2)
        .map(|s| s.split_once('/').unwrap().0.parse::<u32>().unwrap())
        .sum();
    assert_eq!(total, 1000, "the moves' visits add up to the root's");
    assert!(visits.parse::<u32>().unwrap() > 333);
    agent.choose(&Nim::new(1, 2), &ctx, &mut rng_from_seed(4));
    assert_eq!(agent.analysis(), None, "a forced move is not searched");
}
