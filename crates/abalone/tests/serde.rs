//! Serialisation (feature `serde`): a state as its options beside its position string
//! (abalone.md §7.4), read back through the position parser.
#![cfg(feature = "serde")]

use jokoak_abalone::{Move, Options, Position, Variant};
use jokoak_core::Game;

fn played(options: Options, players: usize, moves: &[&str]) -> Position {
    let mut p = Position::try_new(options, players).unwrap();
    for mv in moves {
        p.play(&mv.parse::<Move>().unwrap()).unwrap();
    }
    p
}

#[test]
fn states_round_trip_with_non_default_options() {
    let two = Options {
        variant: Variant::BelgianDaisy,
        ply_limit: Some(50),
        threefold_draw: false,
        time_control: Some(600),
        ..Options::default()
    };
    let three = Options {
        match_games: 3,
        ply_limit: Some(90),
        ..Options::default()
    };
    for p in [played(two, 2, &["a1b2", "i5h5"]), played(three, 3, &[])] {
        let json = serde_json::to_string(&p).unwrap();
        let back: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p, "{json}");
        assert_eq!(back.options(), p.options());
    }
    let json = serde_json::to_value(played(two, 2, &[])).unwrap();
    assert_eq!(json["options"]["ply_limit"], 50);
    assert_eq!(json["options"]["threefold_draw"], false);
    assert_eq!(json["options"]["variant"], "belgian-daisy");
    assert_eq!(
        json["position"],
        "ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0 0 1"
    );
}

#[test]
fn invalid_positions_and_options_are_serde_errors() {
    let good = serde_json::to_value(Position::default()).unwrap();
    assert!(serde_json::from_value::<Position>(good.clone()).is_ok());
    let with = |path: &str, value: serde_json::Value| {
        let mut v = good.clone();
        *v.pointer_mut(path).unwrap() = value;
        serde_json::from_value::<Position>(v)
    };
    // The position parser's checks: a bad board, a trailing space, r marbles with 2 players.
    let start = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1";
    for bad in [
        "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbbb b 0 0 0 1".to_owned(),
        format!("{start} "),
        start.replacen("2www2", "2wrw2", 1),
    ] {
        assert!(with("/position", bad.clone().into()).is_err(), "{bad}");
    }
    // Options out of the settings reader's ranges, or not fitting the position.
    for (path, value) in [
        ("/options/ply_limit", serde_json::json!(0)),
        ("/options/time_control", serde_json::json!(0)),
        ("/options/match_games", serde_json::json!(200)),
        ("/options/match_games", serde_json::json!(3)),
        ("/options/variant", serde_json::json!("dutch-daisy")),
        ("/options/threefold_draw", serde_json::json!("yes")),
    ] {
        assert!(with(path, value.clone()).is_err(), "{path}={value}");
    }
    assert!(
        serde_json::from_str::<Position>(
            "\"wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1\""
        )
        .is_err()
    );
    assert!(serde_json::from_str::<Options>(r#"{"variant":"german-daisy","threefold_draw":true,"ply_limit":null,"match_games":3,"time_control":null}"#).is_err());
}
