//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::Player;
use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Cell, Direction, Move, Position, Seat};

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

    /// Every move that can be built (§7.2: invalid ones cannot): in-line moves between any two
    /// cells, broadsides from any two ends and a destination, `pass`, and `flag:` for any
    /// seat that can be built.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            4 => (cell(), direction())
                .prop_filter_map("an in-line move", |(from, dir)| Move::inline(from, from.step(dir)?)),
            4 => (cell(), cell(), cell())
                .prop_filter_map("a broadside", |(a, b, to)| Move::broadside(a, b, to)),
            1 => Just(Move::Pass),
            1 => any::<u8>().prop_filter_map("a seat", |p| Seat::of(Player(p)).map(Move::Flag)),
        ]
        .boxed()
    }
}
