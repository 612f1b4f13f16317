//! Constructors accept exactly what `from_settings` accepts (issue 13 item 8): a state built
//! from options has settings that read back to the same state, and options the settings cannot
//! spell are refused with an error, never clamped.

use jokoak_continued::{Continued, Options, TableSize};
use jokoak_core::{Game, SettingsError, Setup, ToMove};

#[test]
fn new_accepts_only_what_from_settings_accepts() {
    // The `table` option spells 1..=99 cells each way (§3.1; docs/cli.md `WxH`).
    for (width, height) in [(200, 200), (0, 15), (21, 0), (100, 15), (21, 100)] {
        let options = Options {
            table: TableSize { width, height },
            ..Options::default()
        };
        assert_eq!(
            Continued::new(options, 4).unwrap_err(),
            SettingsError::BadValue {
                key: "table".to_owned(),
                value: format!("{width}x{height}"),
                expected: "WxH, two integers from 1 to 99".to_owned(),
            },
            "{width}x{height}"
        );
        assert!(Continued::with_first(options, 4, 0).is_err());
    }
    for players in [0, 1, 7] {
        assert!(Continued::new(Options::default(), players).is_err());
    }
    // What is accepted replays: its settings read back to the same initial state.
    for players in 2..=6 {
        let game = Continued::new(Options::default(), players).unwrap();
        assert_eq!(Continued::from_settings(&game.settings()).unwrap(), game);
    }
}

/// `Continued::default()` is the standard game for 4 players at its first chance node (the
/// first player's draw, to-be-continued.md §3.3), the state `jokoak new continued` prints.
#[test]
fn default_is_the_standard_game_for_four_players() {
    let game = Continued::default();
    assert_eq!(game, Continued::new(Options::default(), 4).unwrap());
    assert_eq!(
        game,
        Continued::from_settings(&Continued::INFO.default_settings()).unwrap()
    );
    assert_eq!(game.num_players(), 4);
    assert_eq!(game.to_move(), ToMove::Chance);
}
