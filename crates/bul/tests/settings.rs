//! Bul's options from the rules text (bul.md §10, §13; docs/bul.md): the defaults, the range
//! of each option, and a refused value per option. Constructors refuse what the settings
//! refuse (never clamp).

use jokoak_bul::{Bul, INFO, Options, Scoring};
use jokoak_core::testkit::{
    assert_defaults, assert_game_facts, assert_range, options_with, refuses,
};
use jokoak_core::{GameOptions, SettingsError};

#[test]
fn defaults_are_the_rules_defaults() {
    assert_game_facts(&INFO, "bul", &["standard"], &[2], 2);
    // bul.md §10: the seed's rule set; §13: no ply limit under seed scoring.
    assert_defaults(&Options {
        scoring: Scoring::Seed,
        stacks_capture_singles: false,
        forced_stack_onto_single: true,
        exact_count_far_end: true,
        ply_limit: None,
        track_spaces: 9,
        pieces_per_side: 5,
    });
}

#[test]
fn the_ply_limit_default_follows_the_scoring() {
    // bul.md §10: 2,000 plies under the Bell and Sapper tables, whose pieces can stick.
    for (scoring, limit) in [
        ("seed", None),
        ("bell-as-reported", Some(2000)),
        ("sapper-puluc", Some(2000)),
    ] {
        assert_eq!(
            options_with::<Options>("scoring", scoring)
                .unwrap()
                .ply_limit,
            limit,
            "{scoring}"
        );
    }
    let s = INFO
        .default_settings()
        .with("scoring", "sapper-puluc")
        .with("ply_limit", "none");
    assert_eq!(Options::from_settings(&s).unwrap().ply_limit, None);
}

#[test]
fn each_option_takes_its_range_only() {
    // docs/bul.md: track_spaces 5–30, pieces_per_side 1–31, ply_limit none or ≥ 1 (up to
    // 2³²−1 plies, one range in every game).
    for (key, taken, bad) in [
        ("track_spaces", ["5", "30"], ["4", "31"]),
        ("pieces_per_side", ["1", "31"], ["0", "32"]),
        ("ply_limit", ["1", "4294967295"], ["0", "4294967296"]),
    ] {
        assert_range::<Options>(key, taken, bad);
    }
    assert_eq!(
        options_with::<Options>("track_spaces", "14")
            .unwrap()
            .track_spaces,
        14
    );
    assert!(refuses::<Options>("scoring", "bell"));
    for key in [
        "stacks_capture_singles",
        "forced_stack_onto_single",
        "exact_count_far_end",
    ] {
        assert!(
            options_with::<Options>(key, "false").is_ok()
                && options_with::<Options>(key, "true").is_ok(),
            "{key}"
        );
        assert!(refuses::<Options>(key, "yes"), "{key}");
    }
    assert!(matches!(
        options_with::<Options>("stack_heading", "continue-forward"),
        Err(SettingsError::UnknownOption { .. })
    ));
}

#[test]
fn constructors_refuse_what_the_settings_refuse() {
    for bad in [
        Options {
            track_spaces: 4,
            ..Options::default()
        },
        Options {
            pieces_per_side: 32,
            ..Options::default()
        },
        Options {
            ply_limit: Some(0),
            ..Options::default()
        },
        Options {
            ply_limit: Some(1 << 32),
            ..Options::default()
        },
    ] {
        assert!(Bul::new(bad).is_err(), "{bad:?}");
        assert!(bad.validate(2).is_err(), "{bad:?}");
    }
}
