//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::Player;
use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Cell, Direction, Move, Position};

fn cell() -> impl Strategy<Value = Cell> {
    (0usize..61).prop_filter_map("a cell", Cell::from_index)
}

fn direction() -> impl Strategy<Value = Direction> {
    proptest::sample::select(Direction::ALL.to_vec())
}

impl Testable for Position {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("threefold_draw", "false")],
        &[("ply_limit", "20")],
        &[("match_games", "3")],
        &[("time_control", "60")],
    ];

    /// In-line moves from any cell in any direction, broadsides of any `u8` length along any
    /// axis (parallel to the travel too), `pass`, and `flag:` for any `u8` seat.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            4 => (cell(), direction()).prop_map(|(from, dir)| Move::Inline { from, dir }),
            3 => (cell(), direction(), 2u8..=3, direction())
                .prop_map(|(from, axis, len, dir)| Move::Broadside { from, axis, len, dir }),
            1 => (cell(), direction(), any::<u8>(), direction())
                .prop_map(|(from, axis, len, dir)| Move::Broadside { from, axis, len, dir }),
            1 => Just(Move::Pass),
            1 => any::<u8>().prop_map(|p| Move::Flag(Player(p))),
        ]
        .boxed()
    }
}
