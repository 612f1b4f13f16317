//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Bul, Move, Seat, Throw};

impl Testable for Bul {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("scoring", "bell-as-reported")],
        &[
            ("scoring", "sapper-puluc"),
            ("stacks_capture_singles", "true"),
        ],
        &[
            ("forced_stack_onto_single", "false"),
            ("exact_count_far_end", "false"),
        ],
        &[
            ("track_spaces", "5"),
            ("pieces_per_side", "2"),
            ("ply_limit", "40"),
        ],
        &[("track_spaces", "30"), ("pieces_per_side", "1")],
    ];

    /// Steps between any `u8` positions (the track has 0..=T+1), every `yellow:` count (a count past 4 cannot be built),
    /// `pass` and both `first:` outcomes.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            4 => (0u8..=11, 0u8..=11).prop_map(|(from, to)| Move::Step { from, to }),
            1 => (any::<u8>(), any::<u8>()).prop_map(|(from, to)| Move::Step { from, to }),
            3 => (0u8..=4).prop_filter_map("a throw of four dice", |k| Throw::new(k).map(Move::Yellow)),
            1 => Just(Move::Pass),
            1 => prop_oneof![Just(Seat::Red), Just(Seat::Blue)].prop_map(Move::First),
        ]
        .boxed()
    }
}
