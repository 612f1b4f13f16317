//! Bul's name, seats and options as a [`jokoak_core::Setup`] (DESIGN §6).

use jokoak_core::{GameInfo, LegalMoveOrder, MatchPlay, VariantInfo};

use crate::Bul;

/// Bul's static facts (DESIGN §6.2): variant `standard` for 2 players, the options of
/// bul.md §10, the notation help of §14.
pub const INFO: GameInfo = GameInfo {
    name: "bul",
    variants: &[VariantInfo::new("standard", &[2])],
    default_players: 2,
    notation_help: "Bul moves (bul.md §14): FROM-TO with absolute positions: 0 Red's home, then the track (1-9 by default),\n\
        then Blue's home (10 by default). \
        The throw fixes the distance: with 2 points Blue enters with `10-8`, Red with `0-2`; a piece or stack\n\
        moves from its space, e.g. `6-4`; a lap ends on the far home (`8-10`), a stack arriving home too (`3-0`).\n\
        `pass` when no move is possible. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: crate::options::SCHEMA,
    time_control: None,
};

jokoak_core::setup_via_options!(Bul, INFO);

/// One game per match: the game's own outcome decides it.
impl MatchPlay for Bul {
    type MatchState = ();
}
