//! Linja's options from the rules text (linja.md R13, docs/design.md §6.2): the defaults, the
//! range of each option, and a refused value per option. Constructors refuse what the
//! settings refuse (never clamp).

use jokoak_core::{GameOptions, Settings, SettingsError};
use jokoak_linja::{INFO, Linja, MAX_MATCH_GAMES, Options};

fn with(key: &str, value: &str) -> Result<Options, SettingsError> {
    Options::from_settings(&INFO.default_settings().with(key, value))
}

fn refused(key: &str, value: &str) -> bool {
    matches!(with(key, value), Err(SettingsError::BadValue { key: k, value: v, .. }) if k == key && v == value)
}

#[test]
fn defaults_are_the_rules_defaults() {
    // R13: a single game unless `match_games` says otherwise; DESIGN §6.2: standard, 2 players.
    assert_eq!(INFO.name, "linja");
    assert_eq!(INFO.variant_names(), ["standard"]);
    assert_eq!(INFO.player_counts(), [2]);
    assert_eq!(INFO.default_players, 2);
    let defaults = Options::from_settings(&Settings::new("standard", 2)).unwrap();
    assert_eq!(defaults, Options { match_games: 1 });
    assert_eq!(Options::default(), defaults);
}

#[test]
fn match_games_takes_1_to_1000() {
    assert_eq!(MAX_MATCH_GAMES, 1000);
    assert_eq!(with("match_games", "1").unwrap().match_games, 1);
    assert_eq!(with("match_games", "1000").unwrap().match_games, 1000);
    for bad in ["0", "1001", "two", "-1", "01"] {
        assert!(refused("match_games", bad), "{bad}");
    }
    for match_games in [0, 1001] {
        assert!(Linja::new(Options { match_games }).is_err());
        assert!(Options { match_games }.validate(2).is_err());
    }
}

#[test]
fn seats_variants_and_keys_are_checked() {
    for players in [1, 3] {
        assert!(matches!(
            Options::from_settings(&Settings::new("standard", players)),
            Err(SettingsError::Players { .. })
        ));
    }
    assert!(matches!(
        Options::from_settings(&Settings::new("series", 2)),
        Err(SettingsError::UnknownVariant { .. })
    ));
    assert!(matches!(
        with("ply_limit", "10"),
        Err(SettingsError::UnknownOption { .. })
    ));
}
