//! Untrusted input on stable: the fuzz targets' properties (fuzz/, docs/reliability.md) as
//! proptests with modest case counts, over every variant, player count and option set of the
//! game's testkit hook.

use jokoak_core::testkit;
use jokoak_linja::Linja;

#[test]
fn arbitrary_text_and_bytes() {
    testkit::prop_arbitrary_input::<Linja>(256);
}

#[test]
fn mutated_positions() {
    testkit::prop_mutated_positions::<Linja>(128, 300);
}

#[test]
fn ply_scripts() {
    testkit::prop_ply_scripts::<Linja>(64, 300);
}

#[test]
fn arbitrary_moves() {
    testkit::prop_arbitrary_moves::<Linja>(256, 300);
}

#[test]
fn listed_plies() {
    testkit::prop_listed_plies::<Linja>(32, 300);
}
