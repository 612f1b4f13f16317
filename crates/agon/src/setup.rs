//! Agon's name, seats, variants and options as a [`jokoak_core::Setup`] (DESIGN §6).

use jokoak_core::{GameInfo, LegalMoveOrder, MatchPlay, VariantInfo};

use crate::{Agon, Variant};

/// Agon's static facts (DESIGN §6.2): the standard start and the two placement set-ups of
/// agon.md §10.1, each for 2 players, the options of §10, the notation help of §13.
pub const INFO: GameInfo = GameInfo {
    name: "agon",
    variants: &[
        VariantInfo::new(Variant::Standard.name(), &[2]),
        VariantInfo::new(Variant::PlacementFreeQueen.name(), &[2]),
        VariantInfo::new(Variant::PlacementOppositeCorners.name(), &[2]),
    ],
    default_players: 2,
    notation_help: "Agon moves (agon.md §13): cells are ring:index, `0:0` the centre, ring 5 the outer ring\n\
        (the board shows every cell's name). A step: FROM-TO to an adjacent empty cell, e.g. `5:4-5:3`.\n\
        A captured piece (marked *) re-enters with FROM=>TO, e.g. `2:1=>5:7`. Placement set-ups: `Q@5:0`, `G@4:3`.\n\
        `pass` when nothing is legal. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: crate::options::SCHEMA,
    time_control: None,
};

jokoak_core::setup_via_options!(Agon, INFO);

/// One game per match: the game's own outcome decides it.
impl MatchPlay for Agon {
    type MatchState = ();
}
