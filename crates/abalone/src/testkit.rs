//! The testkit hook (feature `testkit`): option sets worth trying and arbitrary moves,
//! malformed ones included, for `jokoak_core::testkit` strategies and the fuzz targets.

use jokoak_core::Player;
use jokoak_core::testkit::Testable;
use proptest::prelude::*;

use crate::{Abalone, Cell, Direction, Move, Seat};

fn cell() -> impl Strategy<Value = Cell> {
    (0usize..61).prop_filter_map("a cell", Cell::from_index)
}

/// The three axes a broadside's group lies along (abalone.md §4.2).
fn axis() -> impl Strategy<Value = Direction> {
    proptest::sample::select(vec![Direction::E, Direction::NE, Direction::NW])
}

fn direction() -> impl Strategy<Value = Direction> {
    proptest::sample::select(Direction::ALL.to_vec())
}

impl Testable for Abalone {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("threefold_draw", "false")],
        &[("ply_limit", "20")],
        &[("match_games", "3")],
        &[("time_control", "60")],
    ];

    /// Every move that can be built (§7.2: invalid ones cannot): in-line moves between any two
    /// cells, broadsides of 2 or 3 marbles along any axis in any direction, `pass`, and `flag:` for any
    /// seat that can be built.
    fn arbitrary_move() -> BoxedStrategy<Move> {
        prop_oneof![
            4 => (cell(), direction())
                .prop_filter_map("an in-line move", |(from, dir)| Move::inline(from, from.step(dir)?)),
            4 => (cell(), axis(), 1u8..=2, direction())
                .prop_filter_map("a broadside on the board", |(from, axis, steps, dir)| {
                    let mut end = from;
                    for _ in 0..steps {
                        end = end.step(axis)?;
                    }
                    Move::broadside(from, end, from.step(dir)?)
                }),
            1 => Just(Move::Pass),
            1 => any::<u8>().prop_filter_map("a seat", |p| Seat::of(Player(p)).map(Move::Flag)),
        ]
        .boxed()
    }
}
