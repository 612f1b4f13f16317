//! Serialisation (feature `serde`): a match state as its options beside its position notation
//! (to-be-continued.md §11), which holds everything the rules read, so a deserialised state
//! plays exactly like the original (issue 14 item 2).
#![cfg(feature = "serde")]

use jokoak_continued::{Continued, Options};

mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    #[test]
    fn reachable_states_play_alike_after_a_round_trip(
        players in 2..=6usize,
        seed in proptest::prelude::any::<u64>(),
        plies in proptest::prop_oneof![0..=6u64, 0..=80u64],
    ) {
        let start = Continued::new(Options::default(), players).unwrap();
        let (state, seen) = plays_alike::biased_game(&start, seed, plies);
        plays_alike::plays_alike(&state, &seen, seed ^ 0x5EED, 150)?;
    }
}
