//! Abalone's options from the rules text (abalone.md §3, §5.3, §5.4, §6 #12; docs/abalone.md):
//! the layouts and their player counts, the defaults, the range of each option, and a refused
//! value per option. Constructors refuse what the settings refuse (never clamp).

use jokoak_abalone::{Abalone, INFO, MAX_TIME_CONTROL, Options, Variant};
use jokoak_core::testkit::{
    assert_defaults, assert_game_facts, assert_players_refused, assert_range, refuses,
};
use jokoak_core::{GameOptions, PLY_LIMIT_MAX, Settings, SettingsError};

fn with(players: usize, key: &str, value: &str) -> Result<Options, SettingsError> {
    Options::from_settings(&Settings::new("standard", players).with(key, value))
}

#[test]
fn layouts_and_player_counts() {
    // §3.1–§3.3: three 2-player layouts; §3.4: the 3-player layout is `standard` with 3.
    assert_game_facts(
        &INFO,
        "abalone",
        &["standard", "belgian-daisy", "german-daisy"],
        &[2, 3],
        2,
    );
    assert_eq!(INFO.players_text(), "2,3");
    for variant in ["belgian-daisy", "german-daisy"] {
        assert!(Options::from_settings(&Settings::new(variant, 2)).is_ok());
        assert!(matches!(
            Options::from_settings(&Settings::new(variant, 3)),
            Err(SettingsError::Players { .. })
        ));
    }
    assert_players_refused::<Options>(&[1, 4]);
}

#[test]
fn defaults_are_the_rules_defaults() {
    // §6 #12: threefold repetition on, no ply cap; §5.3: one game; §5.4: no clock.
    assert_defaults(&Options {
        variant: Variant::Standard,
        threefold_draw: true,
        ply_limit: None,
        match_games: 1,
        time_control: None,
    });
}

#[test]
fn each_option_takes_its_range_only() {
    assert_eq!(PLY_LIMIT_MAX, 4_294_967_295);
    assert_eq!(MAX_TIME_CONTROL, 1_000_000);
    for (key, taken, bad) in [
        ("ply_limit", ["1", "4294967295"], ["0", "4294967296"]),
        ("time_control", ["1", "1000000"], ["0", "1000001"]),
    ] {
        assert_range::<Options>(key, taken, bad);
        assert!(with(2, key, "none").is_ok(), "{key}=none");
    }
    assert!(refuses::<Options>("threefold_draw", "no"));
    // §5.3: the match is three games, for three players only.
    assert_eq!(with(3, "match_games", "3").unwrap().match_games, 3);
    assert!(refuses::<Options>("match_games", "2"));
    assert!(matches!(
        with(2, "match_games", "3"),
        Err(SettingsError::Conflict(_))
    ));
}

#[test]
fn constructors_refuse_what_the_settings_refuse() {
    let bad = [
        (
            Options {
                ply_limit: Some(0),
                ..Options::default()
            },
            2,
        ),
        (
            Options {
                ply_limit: Some(PLY_LIMIT_MAX + 1),
                ..Options::default()
            },
            2,
        ),
        (
            Options {
                time_control: Some(MAX_TIME_CONTROL + 1),
                ..Options::default()
            },
            2,
        ),
        (
            Options {
                match_games: 3,
                ..Options::default()
            },
            2,
        ),
        (
            Options {
                variant: Variant::GermanDaisy,
                ..Options::default()
            },
            3,
        ),
    ];
    for (options, players) in bad {
        assert!(Abalone::new(options, players).is_err(), "{options:?}");
    }
}
