//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Agon, Cell, Kind, Move, Seat};

fn cell() -> impl Strategy<Value = Cell> {
    (0usize..91).prop_map(Cell::from_dense)
}

impl Testable for Agon {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("placement_area", "outer-ring")],
        &[("queen_reentry_chooser", "captor")],
        &[("ludii_compat", "true")],
        &[("ply_limit", "30"), ("threefold_draw", "false")],
    ];

    /// Steps and re-entries between any two cells (adjacent or not), placements of either kind
    /// anywhere, `pass`, and `first:` for any `u8` seat.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        let kind = prop_oneof![Just(Kind::Queen), Just(Kind::Guard)];
        prop_oneof![
            4 => (cell(), cell()).prop_map(|(from, to)| Move::Step { from, to }),
            2 => (cell(), cell()).prop_map(|(from, to)| Move::Reenter { from, to }),
            2 => (kind, cell()).prop_map(|(kind, at)| Move::Place { kind, at }),
            1 => Just(Move::Pass),
            2 => prop_oneof![Just(Seat::A), Just(Seat::B)].prop_map(Move::First),
        ]
        .boxed()
    }
}
