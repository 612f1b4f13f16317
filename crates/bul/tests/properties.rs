//! Properties of reachable states (issue 13): their position text parses back to an equal
//! state listing the same legal moves and chance outcomes (bul.md §14).

use jokoak_bul::Bul;
use jokoak_core::{Game, Settings, Setup};
use proptest::prelude::*;

// Issue 13: every reachable state's text parses back to an equal state that lists the same
// legal moves and chance outcomes; checked at a state and at every state one ply on (chance
// outcomes included), with the plies biased to the first few and so to the chance nodes.
mod text_round_trip {
    use super::*;
    use jokoak_core::testkit::step_random;
    use jokoak_core::{Probability, Setup, rng_from_seed};

    /// The plies to play before checking: mostly the first few (where the chance nodes and
    /// set-up phases are), sometimes deep into the game.
    pub fn early_plies(max: u64) -> impl Strategy<Value = u64> {
        prop_oneof![4 => 0..=3u64, 2 => 0..=30u64, 1 => 0..=max]
    }

    /// `plies` random plies from `start` (chance outcomes by their probabilities).
    pub fn played<G: Game>(start: &G, seed: u64, plies: u64) -> G {
        let mut state = start.clone();
        let mut rng = rng_from_seed(seed);
        for _ in 0..plies {
            if !step_random(&mut state, &mut rng) {
                break;
            }
        }
        state
    }

    /// A state's legal moves and chance outcomes.
    type Plies<M> = (Vec<M>, Vec<(M, Probability)>);

    fn lists<G: Game>(state: &G) -> Plies<G::Move> {
        let (mut moves, mut outcomes) = (Vec::new(), Vec::new());
        state.legal_moves(&mut moves);
        state.chance_outcomes(&mut outcomes);
        (moves, outcomes)
    }

    fn parses_back<G>(state: &G) -> Result<(), TestCaseError>
    where
        G: Setup + PartialEq + std::fmt::Debug,
    {
        let text = state.to_string();
        let back = G::parse_position(&text, &state.settings())
            .map_err(|e| TestCaseError::fail(format!("`{text}` does not parse: {e}")))?;
        // The same position: `==` also compares what the rules read beyond the notation
        // (a ply count, a repetition history), which a parsed state starts afresh.
        prop_assert_eq!(back.to_string(), text.clone(), "`{}`", text);
        prop_assert_eq!(lists(&back), lists(state), "`{}`", text);
        Ok(())
    }

    /// The property at `state` and at every state one ply on.
    pub fn holds_here_and_one_ply_on<G>(state: &G) -> Result<(), TestCaseError>
    where
        G: Setup + PartialEq + std::fmt::Debug,
    {
        parses_back(state)?;
        let (moves, outcomes) = lists(state);
        for mv in moves
            .into_iter()
            .chain(outcomes.into_iter().map(|(mv, _)| mv))
        {
            let mut next = state.clone();
            next.play(&mv)
                .map_err(|e| TestCaseError::fail(format!("`{state}`: `{mv}` refused: {e}")))?;
            parses_back(&next)?;
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn reachable_text_parses_back_with_the_same_plies(
        seed in any::<u64>(),
        plies in text_round_trip::early_plies(400),
        scoring in prop_oneof![Just("seed"), Just("bell-as-reported"), Just("sapper-puluc")],
        option in prop_oneof![
            Just(("stacks_capture_singles", "true")),
            Just(("forced_stack_onto_single", "false")),
            Just(("exact_count_far_end", "false")),
            Just(("track_spaces", "5")),
            Just(("pieces_per_side", "2")),
            Just(("ply_limit", "30")),
        ],
    ) {
        let settings = Settings::new("standard", 2)
            .with("scoring", scoring)
            .with(option.0, option.1);
        let start = Bul::from_settings(&settings).unwrap();
        let state = text_round_trip::played(&start, seed, plies);
        text_round_trip::holds_here_and_one_ply_on(&state)?;
    }
}
