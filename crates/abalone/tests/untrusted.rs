//! Untrusted input on stable: the fuzz targets' properties (fuzz/, docs/reliability.md) as
//! proptests with modest case counts, over every variant, player count and option set of the
//! game's testkit hook.

use jokoak_abalone::Abalone;
use jokoak_core::testkit;

#[test]
fn arbitrary_text_and_bytes() {
    testkit::prop_arbitrary_input::<Abalone>(256);
}

#[test]
fn mutated_positions() {
    testkit::prop_mutated_positions::<Abalone>(128, 300);
}

#[test]
fn ply_scripts() {
    testkit::prop_ply_scripts::<Abalone>(64, 300);
}

#[test]
fn arbitrary_moves() {
    testkit::prop_arbitrary_moves::<Abalone>(256, 300);
}

#[test]
fn listed_plies() {
    testkit::prop_listed_plies::<Abalone>(32, 300);
}

/// The same suites with sixteen times the cases and deeper states, in release by `.ci/run`.
#[test]
#[ignore = "long: run in release by .ci/run"]
fn deep_untrusted_input() {
    testkit::prop_arbitrary_input::<Abalone>(4096);
    testkit::prop_mutated_positions::<Abalone>(2048, 1000);
    testkit::prop_ply_scripts::<Abalone>(1024, 1000);
    testkit::prop_arbitrary_moves::<Abalone>(4096, 1000);
    testkit::prop_listed_plies::<Abalone>(512, 1000);
}
