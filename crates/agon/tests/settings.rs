//! Agon's options from the rules text (agon.md §10, §8.4): the set-ups, the defaults, the
//! range of each option, and a refused value per option. Constructors refuse what the settings
//! refuse (never clamp).

use jokoak_agon::{Agon, Chooser, INFO, Options, PlacementArea, Variant};
use jokoak_core::GameOptions;
use jokoak_core::testkit::{
    assert_defaults, assert_game_facts, assert_players_refused, assert_range, options_with, refuses,
};

#[test]
fn defaults_are_the_rules_defaults() {
    // agon.md §10: the three set-ups, two players (§1), and the defaults it lists.
    assert_game_facts(
        &INFO,
        "agon",
        &[
            "standard",
            "placement-free-queen",
            "placement-opposite-corners",
        ],
        &[2],
        2,
    );
    assert_defaults(&Options {
        variant: Variant::Standard,
        placement_area: PlacementArea::AnyCell,
        queen_reentry_chooser: Chooser::Owner,
        ply_limit: Some(1000),
        threefold_draw: true,
        ludii_compat: false,
    });
    // §10: under `ludii_compat` the default ply limit is 2,500.
    assert_eq!(
        options_with::<Options>("ludii_compat", "true")
            .unwrap()
            .ply_limit,
        Some(2500)
    );
    assert_eq!(
        options_with::<Options>("ludii_compat", "true").unwrap(),
        Options::ludii()
    );
}

#[test]
fn each_option_takes_its_range_only() {
    assert_range::<Options>("ply_limit", ["1", "4294967295"], ["0", "4294967296"]);
    assert_eq!(
        options_with::<Options>("ply_limit", "none")
            .unwrap()
            .ply_limit,
        None
    );
    assert!(refuses::<Options>("placement_area", "ring"));
    assert!(refuses::<Options>("queen_reentry_chooser", "opponent"));
    assert!(refuses::<Options>("threefold_draw", "yes"));
    assert!(refuses::<Options>("ludii_compat", "1"));
    assert_players_refused::<Options>(&[3]);
}

#[test]
fn constructors_refuse_what_the_settings_refuse() {
    for ply_limit in [Some(0), Some(1 << 32)] {
        let options = Options {
            ply_limit,
            ..Options::default()
        };
        assert!(Agon::new(options).is_err(), "{ply_limit:?}");
        assert!(options.validate(2).is_err(), "{ply_limit:?}");
    }
}
