//! States built from an observation alone (issue 14 item 6, to-be-continued.md §9 T12).

use jokoak_continued::{Continued, Options};
use jokoak_core::testkit::step_random;
use jokoak_core::{Game, Observe, Player, rng_from_seed};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// For reachable states of every player count, every seat's observation rebuilds a state
    /// that shows that seat exactly the same observation.
    #[test]
    fn a_state_built_from_an_observation_shows_it(
        players in 2..=6usize,
        seed in any::<u64>(),
        plies in prop_oneof![0..=8u64, 0..=400u64],
    ) {
        let options = Options::default();
        let mut truth = Continued::new(options, players).unwrap();
        let mut rng = rng_from_seed(seed);
        for _ in 0..plies {
            if !step_random(&mut truth, &mut rng) {
                break;
            }
        }
        for seat in Player::all(players) {
            let obs = truth.observation(seat).unwrap();
            let built = Continued::from_observation(&obs, &options, &mut rng_from_seed(seed ^ 1))
                .map_err(|e| TestCaseError::fail(format!("{truth}: seat {seat}: {e}")))?;
            prop_assert_eq!(built.observation(seat), Some(obs));
            // At the observer's own decision its legal moves are the true ones (they depend on
            // its hand and the table only).
            prop_assert_eq!(built.is_over(), truth.is_over());
            if truth.to_move().player() == Some(seat) {
                let (mut a, mut b) = (Vec::new(), Vec::new());
                built.legal_moves(&mut a);
                truth.legal_moves(&mut b);
                prop_assert_eq!(a, b);
            }
        }
    }
}

#[test]
fn observations_that_fit_no_state_are_refused() {
    let options = Options::default();
    let mut truth = Continued::new(options, 4).unwrap();
    let mut rng = rng_from_seed(3);
    for _ in 0..30 {
        step_random(&mut truth, &mut rng);
    }
    let obs = truth.observation(Player(1)).unwrap();
    let build = |o: &jokoak_continued::Observation| {
        Continued::from_observation(o, &options, &mut rng_from_seed(1))
    };
    assert!(build(&obs).is_ok());
    // A hand size that leaves the unseen tiles unaccounted for.
    let mut more = obs.clone();
    more.hand_sizes[0] += 1;
    assert!(build(&more).is_err());
    // A seat the match does not have.
    let mut seat = obs.clone();
    seat.seat = Player(4);
    assert!(build(&seat).is_err());
    // More players than the game takes.
    let mut players = obs.clone();
    players.players = 7;
    assert!(build(&players).is_err());
}

/// Who sees a set-up chance outcome (§3.2, §9 T12): the first player and the start tile are
/// public; the deal gives six tiles to the deal's first player, then six to each next seat,
/// each seen by its receiver only.
#[test]
fn a_dealt_tile_is_seen_by_its_receiver_only() {
    let players = 3;
    let mut g = Continued::new(Options::default(), players).unwrap();
    let mut rng = rng_from_seed(5);
    // The first player (deal 1) and the start tile: every seat sees them.
    for _ in 0..2 {
        assert!(Player::all(players).all(|s| g.sees_chance_outcome(s)));
        step_random(&mut g, &mut rng);
    }
    let first = g.first_player().unwrap().index();
    for k in 0..6 * players {
        let receiver = Player(((first + k / 6) % players) as u8);
        for seat in Player::all(players) {
            assert_eq!(
                g.sees_chance_outcome(seat),
                seat == receiver,
                "tile {k}, seat {seat}"
            );
        }
        step_random(&mut g, &mut rng);
    }
    // Every hand holds its six tiles: the deal is over.
    assert!(Player::all(players).all(|s| g.hand(s).total() == 6));
}
