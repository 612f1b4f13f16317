//! Properties of reachable states (issue 13): their position text parses back to an equal
//! state listing the same legal moves and chance outcomes (bul.md §14).

use jokoak_bul::Bul;
use jokoak_core::{Settings, Setup};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn reachable_text_parses_back_with_the_same_plies(
        seed in any::<u64>(),
        plies in jokoak_core::testkit::early_plies(400),
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
        let state = jokoak_core::testkit::play_random(&start, seed, plies, false);
        // The text parses back with the same plies, here and one ply on.
        jokoak_core::testkit::check_position_reparses(&state);
        jokoak_core::testkit::check_plies_of(&state);
    }
}
