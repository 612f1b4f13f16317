//! Linja's options from the rules text (linja.md R13, docs/design.md §6.2): the defaults, the
//! range of each option, and a refused value per option. Constructors refuse what the
//! settings refuse (never clamp).

use jokoak_core::testkit::{
    assert_defaults, assert_game_facts, assert_players_refused, assert_range, options_with, refuses,
};
use jokoak_core::{GameOptions, Settings, SettingsError};
use jokoak_linja::{INFO, Linja, MAX_MATCH_GAMES, Options};

#[test]
fn defaults_are_the_rules_defaults() {
    // R13: a single game unless `match_games` says otherwise; DESIGN §6.2: standard, 2 players.
    assert_game_facts(&INFO, "linja", &["standard"], &[2], 2);
    assert_defaults(&Options { match_games: 1 });
}

#[test]
fn match_games_takes_1_to_1000() {
    assert_eq!(MAX_MATCH_GAMES, 1000);
    assert_range::<Options>("match_games", ["1", "1000"], ["0", "1001"]);
    assert_eq!(
        options_with::<Options>("match_games", "1")
            .unwrap()
            .match_games,
        1
    );
    assert_eq!(
        options_with::<Options>("match_games", "1000")
            .unwrap()
            .match_games,
        1000
    );
    for bad in ["two", "-1", "01"] {
        assert!(refuses::<Options>("match_games", bad), "{bad}");
    }
    for match_games in [0, 1001] {
        assert!(Linja::new(Options { match_games }).is_err());
        assert!(Options { match_games }.validate(2).is_err());
    }
}

#[test]
fn seats_variants_and_keys_are_checked() {
    assert_players_refused::<Options>(&[1, 3]);
    assert!(matches!(
        Options::from_settings(&Settings::new("series", 2)),
        Err(SettingsError::UnknownVariant { .. })
    ));
    assert!(matches!(
        options_with::<Options>("ply_limit", "10"),
        Err(SettingsError::UnknownOption { .. })
    ));
}
