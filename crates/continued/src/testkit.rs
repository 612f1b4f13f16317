//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Continued, EndId, Move, Placement, TileType, Turn};

fn tile() -> impl Strategy<Value = TileType> {
    (0usize..TileType::COUNT).prop_filter_map("a tile type", TileType::from_index)
}

impl Testable for Continued {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("design_compatible", "strict")],
        &[("bury_corner_start", "true")],
        &[("table", "3x3")],
        &[("table", "1x99")],
    ];

    /// Placements of any tile type at either end with or without a turn (a straight with a
    /// turn, a corner without one), `first:` for any seat that can be built, `tile:`, `stop` and `pass`.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        let end = prop_oneof![Just(EndId::E0), Just(EndId::E1)];
        let turn = prop_oneof![Just(None), Just(Some(Turn::Left)), Just(Some(Turn::Right))];
        prop_oneof![
            4 => (tile(), end, turn).prop_filter_map("a placement that can be built", |(tile, end, turn)| {
                Placement::new(tile, end, turn).map(Move::Place)
            }),
            2 => tile().prop_map(Move::Tile),
            2 => (0u8..=5).prop_filter_map("a seat", Move::first),
            1 => Just(Move::Stop),
            1 => Just(Move::Pass),
        ]
        .boxed()
    }
}
