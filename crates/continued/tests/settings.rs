//! The tile game's options from the rules text (to-be-continued.md §3.1, §3.2, §4.3, X12):
//! the defaults, the range of each option, a refused value per option, and the table
//! configuration check. Constructors refuse what the settings refuse (never clamp).

use jokoak_continued::{Continued, DesignRule, INFO, Options, TableSize, TileCounts};
use jokoak_core::testkit::{
    assert_defaults, assert_game_facts, assert_players_refused, options_with, refuses,
};
use jokoak_core::{GameOptions, SettingsError};

#[test]
fn defaults_are_the_rules_defaults() {
    // §1: 2–6 players (DESIGN §6.2: 4 by default); §3.1 a 21 × 15 table, §3.2 corners kept,
    // §4.3 multi-wild matching, §8 the standard tile set.
    assert_game_facts(&INFO, "continued", &["standard"], &[2, 3, 4, 5, 6], 4);
    assert_eq!(INFO.players_text(), "2-6");
    assert_defaults(&Options {
        design: DesignRule::MultiWild,
        table: TableSize {
            width: 21,
            height: 15,
        },
        bury_corner_start: false,
        tile_set: TileCounts::STANDARD,
    });
    assert_players_refused::<Options>(&[1, 7]);
}

#[test]
fn each_option_takes_its_range_only() {
    assert_eq!(
        options_with::<Options>("design_compatible", "strict")
            .unwrap()
            .design,
        DesignRule::Strict
    );
    assert!(refuses::<Options>("design_compatible", "loose"));
    assert!(refuses::<Options>("bury_corner_start", "on"));
    // §3.1: `WxH`, each side 1 to 99 cells.
    assert_eq!(
        options_with::<Options>("table", "31x21").unwrap().table,
        TableSize {
            width: 31,
            height: 21
        }
    );
    for bad in ["0x15", "100x15", "21x100", "21X15", "21x", "021x15"] {
        assert!(refuses::<Options>("table", bad), "{bad}");
    }
}

#[test]
fn the_table_configuration_check_of_x12() {
    // X12: 5×3 and 5×5 are rejected, 7×5 and 9×5 accepted.
    for table in ["5x3", "5x5"] {
        assert!(
            matches!(
                options_with::<Options>("table", table),
                Err(SettingsError::Conflict(_))
            ),
            "{table}"
        );
    }
    for table in ["7x5", "9x5"] {
        assert!(options_with::<Options>("table", table).is_ok(), "{table}");
    }
}

#[test]
fn constructors_refuse_what_the_settings_refuse() {
    let small = Options {
        table: TableSize {
            width: 5,
            height: 3,
        },
        ..Options::default()
    };
    assert!(matches!(
        Continued::new(small, 4),
        Err(SettingsError::Conflict(_))
    ));
    // A tile set too small for six tiles per hand and a start tile (§3.3): 6 · 6 + 1 = 37
    // tiles for 6 players.
    let few = Options {
        tile_set: "FS-R*36".parse().unwrap(),
        ..Options::default()
    };
    assert!(Continued::new(few, 6).is_err());
    assert!(Continued::new(few, 5).is_ok());
    assert!(few.validate(6).is_err());
}
