//! Properties of reachable states (issue 13): their position text parses back to an equal
//! state listing the same legal moves and chance outcomes (bul.md §14).

use jokoak_bul::Bul;
use jokoak_core::{Settings, Setup};
use proptest::prelude::*;

/// The text of reachable states parses back with the same plies (bul.md §14).
#[test]
fn reachable_text_parses_back_with_the_same_plies() {
    let scoring = prop_oneof![Just("seed"), Just("bell-as-reported"), Just("sapper-puluc")];
    let option = prop_oneof![
        Just(("stacks_capture_singles", "true")),
        Just(("forced_stack_onto_single", "false")),
        Just(("exact_count_far_end", "false")),
        Just(("track_spaces", "5")),
        Just(("pieces_per_side", "2")),
        Just(("ply_limit", "30")),
    ];
    let starts = (scoring, option).prop_map(|(scoring, (key, value))| {
        let settings = Settings::new("standard", 2)
            .with("scoring", scoring)
            .with(key, value);
        Bul::from_settings(&settings).unwrap()
    });
    jokoak_core::testkit::prop_reachable_text(96, 400, starts);
}
