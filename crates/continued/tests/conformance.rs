//! The core's conformance kit (DESIGN §4) on whole four-deal matches: 2, 3, 4 and 6 players,
//! and the non-default options.

use jokoak_continued::Continued;
use jokoak_core::Settings;
use jokoak_core::testkit::{Conformance, check_conformance};

fn run(settings: Settings, games: u64) {
    let config = Conformance {
        games,
        max_plies: 5_000,
        illegal_samples: 4,
    };
    check_conformance::<Continued>(&settings, &config);
}

#[test]
fn conformance_2_3_4_default_and_6_players() {
    for players in [2, 3, 4, 6] {
        // Shown with a failure: which player count failed.
        eprintln!("{players} players");
        run(Settings::new("standard", players), 3);
    }
}

#[test]
fn conformance_strict_small_table_buried_corners() {
    let s = Settings::new("standard", 3)
        .with("design_compatible", "strict")
        .with("table", "9x7")
        .with("bury_corner_start", "true");
    run(s, 3);
}
