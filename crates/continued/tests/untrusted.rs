//! Untrusted input on stable: the fuzz targets' properties (fuzz/, docs/reliability.md) as
//! proptests with modest case counts, over every variant, player count and option set of the
//! game's testkit hook.

use jokoak_continued::Continued;
use jokoak_core::testkit;

#[test]
fn arbitrary_text_and_bytes() {
    testkit::prop_arbitrary_input::<Continued>(256);
}

#[test]
fn mutated_positions() {
    testkit::prop_mutated_positions::<Continued>(128, 300);
}

#[test]
fn ply_scripts() {
    testkit::prop_ply_scripts::<Continued>(64, 300);
}

#[test]
fn arbitrary_moves() {
    testkit::prop_arbitrary_moves::<Continued>(256, 300);
}

#[test]
fn listed_plies() {
    testkit::prop_listed_plies::<Continued>(32, 300);
}
