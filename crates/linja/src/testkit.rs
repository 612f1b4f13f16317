//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Colour, Linja, Move};

impl Testable for Linja {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] =
        &[&[("match_games", "2")]];

    /// Steps between any two `u8` spaces (the board has 0..=7), `pass` and both `first:` outcomes.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            4 => (0u8..=7, 0u8..=7).prop_map(|(from, to)| Move::Step { from, to }),
            1 => (any::<u8>(), any::<u8>()).prop_map(|(from, to)| Move::Step { from, to }),
            1 => Just(Move::Pass),
            1 => prop_oneof![Just(Colour::Black), Just(Colour::Red)].prop_map(Move::First),
        ]
        .boxed()
    }
}
