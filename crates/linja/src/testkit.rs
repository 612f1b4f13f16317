//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Linja, Move, Seat};

impl Testable for Linja {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] =
        &[&[("match_games", "2")]];

    /// Every step that can be built (two different spaces of 0..=7; others cannot be built),
    /// `pass` and both `first:` outcomes.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            5 => (0u8..=7, 0u8..=7).prop_filter_map("a step", |(from, to)| Move::step(from, to)),
            1 => Just(Move::Pass),
            1 => prop_oneof![Just(Seat::Black), Just(Seat::Red)].prop_map(Move::First),
        ]
        .boxed()
    }
}
