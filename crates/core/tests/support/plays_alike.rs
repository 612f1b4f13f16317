// Shared by the game crates' `tests/serde.rs` through `include!` (issue 14 item 2): a state's
// serde form plays exactly like the state. Not a test target of its own (a subdirectory).

use std::collections::HashSet;

use jokoak_core::{Game, GameRng, ToMove, random_index, rng_from_seed, sample_chance};
use proptest::prelude::*;

/// One ply chosen at random, biased towards repetitions: at a decision node, with
/// probability 3/4, a move that returns to a position seen before (by [`Game::hash_key`]),
/// else one after which the next player can return to one; otherwise any move. Chance
/// outcomes by their probabilities. `false` at the end.
fn step_towards_repetition<G: Game>(state: &mut G, seen: &mut HashSet<u64>, rng: &mut GameRng) -> bool {
    seen.insert(state.hash_key());
    let mv = match state.to_move() {
        ToMove::Over => return false,
        ToMove::Chance => {
            let mut outcomes = Vec::new();
            state.chance_outcomes(&mut outcomes);
            outcomes.swap_remove(sample_chance(&outcomes, rng)).0
        }
        ToMove::Player(_) => {
            let mut moves = Vec::new();
            state.legal_moves(&mut moves);
            let back_to_seen = |s: &G, m: &G::Move| {
                let mut next = s.clone();
                next.play_unchecked(m);
                seen.contains(&next.hash_key())
            };
            let mut biased: Vec<G::Move> =
                moves.iter().filter(|m| back_to_seen(state, m)).cloned().collect();
            if biased.is_empty() && moves.len() <= 40 {
                biased = moves
                    .iter()
                    .filter(|m| {
                        let mut next = state.clone();
                        next.play_unchecked(m);
                        let mut replies = Vec::new();
                        next.legal_moves(&mut replies);
                        replies.len() <= 40 && replies.iter().any(|r| back_to_seen(&next, r))
                    })
                    .cloned()
                    .collect();
            }
            if !biased.is_empty() && random_index(4, rng) != 0 {
                biased.swap_remove(random_index(biased.len(), rng))
            } else {
                moves.swap_remove(random_index(moves.len(), rng))
            }
        }
    };
    state.play(&mv).is_ok()
}

/// `plies` plies from `start` under the repetition-biased policy, seeded by `seed`, with the
/// positions seen on the way.
pub fn biased_game<G: Game>(start: &G, seed: u64, plies: u64) -> (G, HashSet<u64>) {
    let mut state = start.clone();
    let mut seen = HashSet::new();
    let mut rng = rng_from_seed(seed);
    for _ in 0..plies {
        if !step_towards_repetition(&mut state, &mut seen, &mut rng) {
            break;
        }
    }
    (state, seen)
}

/// Legal moves and chance outcomes.
type Plies<M> = (Vec<M>, Vec<(M, jokoak_core::Probability)>);

/// A state's legal moves and chance outcomes.
fn plies_of<G: Game>(state: &G) -> Plies<G::Move> {
    let (mut moves, mut outcomes) = (Vec::new(), Vec::new());
    state.legal_moves(&mut moves);
    state.chance_outcomes(&mut outcomes);
    (moves, outcomes)
}

/// The property: `state` read back from its JSON is `==` to it, and both, played on by the
/// same seeded (repetition-biased) random plies for at most `max_plies`, list the same plies
/// at every step, stay `==`, and end at the same ply with the same outcome. Returns the
/// number of plies played on.
pub fn plays_alike<G>(state: &G, seen: &HashSet<u64>, seed: u64, max_plies: u64) -> Result<u64, TestCaseError>
where
    G: Game + PartialEq + std::fmt::Display + serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(state).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: G = serde_json::from_str(&json)
        .map_err(|e| TestCaseError::fail(format!("{json} does not read back: {e}")))?;
    prop_assert!(back == *state, "{} reads back as another state", json);
    let (mut a, mut b) = (state.clone(), back);
    let (mut seen_a, mut seen_b) = (seen.clone(), seen.clone());
    let (mut rng_a, mut rng_b) = (rng_from_seed(seed), rng_from_seed(seed));
    for ply in 0..max_plies {
        prop_assert_eq!(plies_of(&a), plies_of(&b), "ply {} after {}", ply, json);
        let (on_a, on_b) = (
            step_towards_repetition(&mut a, &mut seen_a, &mut rng_a),
            step_towards_repetition(&mut b, &mut seen_b, &mut rng_b),
        );
        prop_assert_eq!(on_a, on_b, "ply {} after {}: one game ended", ply, json);
        prop_assert!(a == b, "ply {} after {}: `{}` against `{}`", ply, json, a, b);
        if !on_a {
            prop_assert_eq!(a.outcome(), b.outcome());
            return Ok(ply);
        }
    }
    prop_assert_eq!(a.outcome(), b.outcome());
    Ok(max_plies)
}

/// The round trip on `cases` states: a start drawn by `starts`, then `plies` (drawn by
/// `plies`) repetition-biased plies from it ([`biased_game`]), then [`plays_alike`] for at
/// most `max_plies` plies.
///
/// # Panics
/// On the first failing case (shrunk), with the start, the seed and the plies.
pub fn reachable_states_play_alike<G>(
    cases: u32,
    starts: impl Strategy<Value = G>,
    plies: impl Strategy<Value = u64>,
    max_plies: u64,
) where
    G: Game + PartialEq + std::fmt::Display + serde::Serialize + serde::de::DeserializeOwned,
{
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    let cases = (starts, any::<u64>(), plies);
    if let Err(e) = runner.run(&cases, |(start, seed, plies)| {
        let (state, seen) = biased_game(&start, seed, plies);
        plays_alike(&state, &seen, seed ^ 0x5EED, max_plies).map(|_| ())
    }) {
        panic!("the round trip: {e}");
    }
}
