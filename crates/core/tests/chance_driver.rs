//! `play_out_with_chance`: a driver whose caller chooses the chance outcomes (the arena's
//! duplicate games) and which says why it stopped (`Stop`), and `step_random`, one random ply,
//! on a toy game of coin throws and picks whose plies follow by hand.

mod common;
use common::{Illegal, M};

use std::time::Duration;

use jokoak_core::{
    Agent, AgentContext, DriverConfig, Game, GameRng, Outcome, Player, Probability, RandomAgent,
    Stop, ToMove, play_out_with_chance, rng_from_seed, step_random,
};

/// Three rounds of a coin throw (0 or 1, even odds) then a pick of seat 0's (1, 2 or 3): the
/// picks' sum decides, seat 0 winning an even sum.
#[derive(Clone, Debug, Default)]
struct Coins {
    plies: Vec<u8>,
}

const ROUNDS: usize = 3;

impl Game for Coins {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.plies.len() {
            n if n == 2 * ROUNDS => ToMove::Over,
            n if n % 2 == 0 => ToMove::Chance,
            _ => ToMove::Player(Player(0)),
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.to_move() == ToMove::Player(Player(0)) {
            out.extend([M(1), M(2), M(3)]);
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if self.to_move() == ToMove::Chance {
            out.extend([(M(0), Probability::HALF), (M(1), Probability::HALF)]);
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        let fits = match self.to_move() {
            ToMove::Chance => mv.0 <= 1,
            ToMove::Player(_) => (1..=3).contains(&mv.0),
            ToMove::Over => false,
        };
        if !fits {
            return Err(Illegal);
        }
        self.plies.push(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        let picks: u32 = self
            .plies
            .iter()
            .skip(1)
            .step_by(2)
            .map(|&p| u32::from(p))
            .sum();
        (self.to_move() == ToMove::Over)
            .then(|| Outcome::win(2, Player(u8::from(picks % 2 == 1))).ok())
            .flatten()
    }
}

fn random_seats() -> Vec<Box<dyn Agent<Coins>>> {
    vec![Box::new(RandomAgent), Box::new(RandomAgent)]
}

#[test]
fn the_caller_chooses_every_chance_outcome() {
    // Always the second outcome: every throw is 1, at plies 0, 2 and 4, whatever the seed.
    for seed in 0..4 {
        let mut seen = Vec::new();
        let playout = play_out_with_chance(
            Coins::default(),
            &mut random_seats(),
            &mut rng_from_seed(seed),
            DriverConfig::default(),
            |game: &Coins, outcomes: &[(M, Probability)], _: &mut _| {
                seen.push((game.plies.len(), outcomes.len()));
                1
            },
            |_, _| {},
        );
        assert!(playout.finished());
        assert_eq!(playout.stop, Stop::Over);
        assert_eq!(playout.moves.len(), 2 * ROUNDS);
        assert!(playout.moves.iter().step_by(2).all(|&m| m == M(1)));
        // The chooser saw each chance node once, with both outcomes.
        assert_eq!(seen, vec![(0, 2), (2, 2), (4, 2)]);
    }
}

#[test]
fn an_outcome_index_out_of_range_stops_the_game_unfinished() {
    let playout = play_out_with_chance(
        Coins::default(),
        &mut random_seats(),
        &mut rng_from_seed(0),
        DriverConfig::default(),
        |_: &Coins, outcomes: &[(M, Probability)], _: &mut _| outcomes.len(),
        |_, _| {},
    );
    assert!(!playout.finished());
    assert_eq!(playout.stop, Stop::Chance);
    assert!(playout.moves.is_empty());
}

/// An agent that always offers the same move, legal or not, or none.
struct Always(Option<M>);

impl Agent<Coins> for Always {
    fn name(&self) -> String {
        "always".to_owned()
    }
    fn choose(&mut self, _: &Coins, _: &AgentContext, _: &mut GameRng) -> Option<M> {
        self.0
    }
}

/// Coins played from `start` with `agents` (seat 0 moves at plies 1, 3 and 5; seat 1 never),
/// every throw its first outcome.
fn driven(
    start: Coins,
    mut agents: Vec<Box<dyn Agent<Coins>>>,
    config: DriverConfig,
) -> jokoak_core::Playout<Coins> {
    play_out_with_chance(
        start,
        &mut agents,
        &mut rng_from_seed(0),
        config,
        |_: &Coins, _: &[(M, Probability)], _: &mut _| 0,
        |_, _| {},
    )
}

#[test]
fn the_driver_says_why_it_stopped() {
    let seat0 = Player(0);
    // A cap of 3 plies: throw, pick, throw.
    let capped = DriverConfig {
        max_plies: Some(3),
        time_control: None,
    };
    let playout = driven(Coins::default(), random_seats(), capped);
    assert_eq!((playout.stop, playout.moves.len()), (Stop::PlyCap, 3));
    // A game that ends on the cap's last ply (Coins has 2 × 3 plies) has ended; so has one
    // given over, under a cap of 0.
    let at_the_end = DriverConfig {
        max_plies: Some(2 * ROUNDS as u64),
        time_control: None,
    };
    let playout = driven(Coins::default(), random_seats(), at_the_end);
    assert_eq!(
        (playout.stop, playout.moves.len()),
        (Stop::Over, 2 * ROUNDS)
    );
    let none = DriverConfig {
        max_plies: Some(0),
        time_control: None,
    };
    let again = driven(playout.state, random_seats(), none);
    assert_eq!((again.stop, again.moves.len()), (Stop::Over, 0));
    // No agent for seat 0, to move at ply 1 after the first throw.
    let playout = driven(Coins::default(), Vec::new(), DriverConfig::default());
    assert_eq!(
        (playout.stop, playout.moves),
        (Stop::NoAgent(seat0), vec![M(0)])
    );
    // Seat 0's agent chooses nothing.
    let quits: Vec<Box<dyn Agent<Coins>>> = vec![Box::new(Always(None)), Box::new(RandomAgent)];
    let playout = driven(Coins::default(), quits, DriverConfig::default());
    assert_eq!(
        (playout.stop, playout.moves.len()),
        (Stop::NoMove(seat0), 1)
    );
    // Seat 0's agent offers a pick of 7 (picks are 1 to 3): refused, not played.
    let cheats: Vec<Box<dyn Agent<Coins>>> =
        vec![Box::new(Always(Some(M(7)))), Box::new(RandomAgent)];
    let playout = driven(Coins::default(), cheats, DriverConfig::default());
    let refused = Stop::Refused {
        seat: seat0,
        mv: M(7),
    };
    assert_eq!((playout.stop, playout.state.plies.len()), (refused, 1));
    // No time at all: seat 0's clock has run out at its first move, and Coins has no
    // time-out move (`Game::time_out_move`'s default).
    let untimed = DriverConfig {
        max_plies: None,
        time_control: Some(Duration::ZERO),
    };
    let playout = driven(Coins::default(), random_seats(), untimed);
    assert_eq!(
        (playout.stop, playout.moves.len()),
        (Stop::TimeOut(seat0), 1)
    );
}

#[test]
fn step_random_plays_each_ply_from_its_own_list_until_the_end() {
    // Coins has 2 × 3 = 6 plies: throws (0 or 1) at even plies, picks (1 to 3) at odd ones.
    let mut throws = [0usize; 2];
    let mut picks = [0usize; 4];
    for seed in 0..200 {
        let mut rng = rng_from_seed(seed);
        let mut game = Coins::default();
        for _ in 0..2 * ROUNDS {
            assert!(step_random(&mut game, &mut rng));
        }
        assert_eq!(game.to_move(), ToMove::Over);
        // At the end: no ply, and the state stays as it was.
        assert!(!step_random(&mut game, &mut rng));
        assert_eq!(game.plies.len(), 2 * ROUNDS);
        for (i, &p) in game.plies.iter().enumerate() {
            if i % 2 == 0 {
                throws[usize::from(p)] += 1;
            } else {
                picks[usize::from(p)] += 1;
            }
        }
    }
    // Every outcome and every pick comes up: 600 throws at even odds, 600 picks of three
    // (each count's chance of being 0 is below 1e-100).
    assert!(throws.iter().all(|&n| n > 0), "{throws:?}");
    assert_eq!(picks[0], 0);
    assert!(picks[1..].iter().all(|&n| n > 0), "{picks:?}");
}
