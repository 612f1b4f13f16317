//! Serialisation (feature `serde`): a match state as its options beside its position notation
//! (to-be-continued.md §11), which holds everything the rules read, so a deserialised state
//! plays exactly like the original (issue 14 item 2).
#![cfg(feature = "serde")]

use jokoak_continued::{Continued, Options};
use proptest::strategy::Strategy;

mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

#[test]
fn reachable_states_play_alike_after_a_round_trip() {
    let starts =
        (2..=6usize).prop_map(|players| Continued::new(Options::default(), players).unwrap());
    let plies = proptest::prop_oneof![0..=6u64, 0..=80u64];
    plays_alike::reachable_states_play_alike(32, starts, plies, 150);
}
