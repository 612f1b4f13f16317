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

/// The same suites with sixteen times the cases and deeper states, in release by `.ci/run`.
#[test]
#[ignore = "long: run in release by .ci/run"]
fn deep_untrusted_input() {
    testkit::prop_arbitrary_input::<Linja>(4096);
    testkit::prop_mutated_positions::<Linja>(2048, 1000);
    testkit::prop_ply_scripts::<Linja>(1024, 1000);
    testkit::prop_arbitrary_moves::<Linja>(4096, 1000);
    testkit::prop_listed_plies::<Linja>(512, 1000);
}
