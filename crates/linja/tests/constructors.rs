//! Constructors accept exactly what `from_settings` accepts (issue 13 item 8): options the
//! settings cannot spell are refused with an error, and what is accepted replays from its
//! settings.

use jokoak_core::Setup;
use jokoak_linja::{Linja, Options, Seat};

#[test]
fn new_accepts_only_what_from_settings_accepts() {
    // R13's series length: `match_games` from 1 to 1000 (docs/cli.md).
    for match_games in [0, 1001, u32::MAX] {
        let options = Options { match_games };
        assert!(Linja::new(options).is_err(), "{match_games}");
        assert!(Linja::start(Seat::Black, options).is_err(), "{match_games}");
    }
    for match_games in [1, 7, 1000] {
        let game = Linja::new(Options { match_games }).unwrap();
        assert_eq!(Linja::from_settings(&game.settings()).unwrap(), game);
        assert!(Linja::start(Seat::Red, Options { match_games }).is_ok());
    }
}
