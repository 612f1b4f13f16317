//! States built from an observation alone (issue 14 item 6, to-be-continued.md §9 T12).

use jokoak_continued::{Continued, Options};
use jokoak_core::testkit::step_random;
use jokoak_core::{Game, Observe, Player, rng_from_seed};
use proptest::prelude::*;

/// A match of `players` after up to `plies` random plies from the start (fewer if it ends),
/// chance by its odds, drawn from `seed`.
fn played(players: usize, seed: u64, plies: u64) -> Continued {
    let mut state = Continued::new(Options::default(), players).unwrap();
    let mut rng = rng_from_seed(seed);
    for _ in 0..plies {
        if !step_random(&mut state, &mut rng) {
            break;
        }
    }
    state
}

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
        let truth = played(players, seed, plies);
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// An observation with one field set to any value (as one read from a network might be)
    /// is refused or rebuilds a state that shows it and (before the end of the match) whose
    /// text the notation reads back; it never panics.
    #[test]
    fn a_tampered_observation_is_refused_or_rebuilt(
        players in 2..=6usize,
        seed in any::<u64>(),
        plies in 0..=400u64,
        field in 0..12usize,
        value in prop_oneof![0..=8u64, any::<u64>()],
    ) {
        let options = Options::default();
        let truth = played(players, seed, plies);
        let mut obs = truth.observation(Player(0)).unwrap();
        let (small, seat) = (value as u8, Some(Player(value as u8)));
        match field {
            0 => obs.deal = small,
            1 => obs.first = seat,
            2 => obs.active = Player(small),
            3 => obs.placed = small,
            4 => obs.drawn = small,
            5 => obs.passes = small,
            6 => obs.last_placer = seat,
            7 => obs.corners = small,
            8 => obs.hand_sizes[value as usize % players] = value as u32,
            9 => obs.pile_size = value as u32,
            10 => obs.must_place = value % 2 == 1,
            _ => obs.deal_scores.push(vec![value as i64; players]),
        }
        if let Ok(built) =
            Continued::from_observation(&obs, &options, &mut rng_from_seed(seed ^ 1))
        {
            prop_assert_eq!(built.observation(Player(0)), Some(obs));
            prop_assert!(Continued::parse(&built.to_string(), &options).is_ok());
        }
    }
}

#[test]
fn at_the_end_of_a_match_the_rebuilt_hands_fit_the_last_scores() {
    // The notation reads a finished match back only if the last deal's row scores the hands
    // shown, −3 for the last placer (§7.1, docs/notation.md): a hand of h tiles scored p holds
    // p − h corners, which the rebuilt hands must.
    let options = Options::default();
    for players in 2..=6 {
        for seed in 0..3 {
            let truth = played(players, seed, 1_000_000);
            assert!(truth.is_over(), "{players} players, seed {seed}");
            for seat in Player::all(players) {
                let obs = truth.observation(seat).unwrap();
                let built = Continued::from_observation(&obs, &options, &mut rng_from_seed(seed))
                    .unwrap_or_else(|e| panic!("{truth}: seat {seat}: {e}"));
                assert_eq!(built.observation(seat), Some(obs));
                let text = built.to_string();
                let again = Continued::parse(&text, &options).map(|g| g.to_string());
                assert_eq!(again.ok(), Some(text), "{players} players, seed {seed}");
            }
        }
    }
}

#[test]
fn a_finished_match_whose_last_scores_fit_no_hand_is_refused() {
    // Scores no hand of its size can make (§7.1: a hand of h tiles scores h to 2h, the last
    // placer 3 less), and scores at the ends of i64, are refused without overflow.
    let options = Options::default();
    let truth = played(2, 1, 1_000_000);
    assert!(truth.is_over());
    for score in [i64::MIN, -4, 1_000, i64::MAX] {
        let mut obs = truth.observation(Player(0)).unwrap();
        let last = obs.deal_scores.len() - 1;
        obs.deal_scores[last][1] = score;
        let built = Continued::from_observation(&obs, &options, &mut rng_from_seed(1));
        assert!(built.is_err(), "score {score}");
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
    // Fields out of their ranges (a new user's trial: some were taken and the state then
    // panicked in play, some panicked here): four deals (to-be-continued.md §7.2), a turn's
    // counters below what its rules allow, seats of the match, scores that add up.
    type Edit = fn(&mut jokoak_continued::Observation);
    let edits: [(&str, Edit); 13] = [
        ("deal 0", |o| o.deal = 0),
        ("deal 255", |o| o.deal = 255),
        ("placed 255", |o| o.placed = 255),
        ("drawn 255", |o| o.drawn = 255),
        ("passes 255", |o| o.passes = 255),
        ("corners 255", |o| o.corners = 255),
        ("first seat 9", |o| o.first = Some(Player(9))),
        ("last placer seat 9", |o| o.last_placer = Some(Player(9))),
        ("a hand of u32::MAX", |o| o.hand_sizes[2] = u32::MAX),
        ("a pile of u32::MAX", |o| o.pile_size = u32::MAX),
        ("scores of i64::MAX", |o| {
            o.deal_scores = vec![vec![i64::MAX; 4]];
            o.deal = 2;
        }),
        ("over in deal 1", |o| o.node = jokoak_continued::Node::Over),
        ("a tile to place and none named", |o| {
            o.must_place = true;
            o.must = None;
        }),
    ];
    for (what, edit) in edits {
        let mut bad = obs.clone();
        edit(&mut bad);
        assert!(build(&bad).is_err(), "{what}");
    }
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

/// At the end of the match (node over) every seat's observation rebuilds a finished state that
/// shows it (the last deal's scores read the hands as dealt, so they must come out right).
#[test]
fn an_observation_of_the_finished_match_rebuilds_it() {
    for players in 2..=6 {
        let options = Options::default();
        let truth = played(players, players as u64, u64::MAX);
        assert!(truth.is_over());
        for seat in Player::all(players) {
            let obs = truth.observation(seat).unwrap();
            let built = Continued::from_observation(&obs, &options, &mut rng_from_seed(1))
                .unwrap_or_else(|e| panic!("{players} players, seat {seat}: {e}"));
            assert_eq!(built.observation(seat), Some(obs));
            assert_eq!(built.outcome(), truth.outcome());
        }
    }
}
