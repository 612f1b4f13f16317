//! Serialisation (feature `serde`): a state as its options beside its position notation
//! (agon.md §13), read back through the position parser.
#![cfg(feature = "serde")]

use jokoak_agon::{Agon, Chooser, Move, Options, PlacementArea, Variant};
use jokoak_core::{Game, Player};

#[test]
fn states_round_trip_with_non_default_options() {
    let ludii = Options {
        ply_limit: Some(5000),
        ..Options::ludii()
    };
    let placement = Options {
        variant: Variant::PlacementFreeQueen,
        placement_area: PlacementArea::OuterRing,
        queen_reentry_chooser: Chooser::Captor,
        ply_limit: None,
        threefold_draw: false,
        ludii_compat: false,
    };
    let mut played = Agon::new(ludii).unwrap();
    played.play(&"5:4-5:3".parse::<Move>().unwrap()).unwrap();
    let mut placing = Agon::with_first(placement, Player(1)).unwrap();
    placing.play(&"Q@5:3".parse::<Move>().unwrap()).unwrap();
    for game in [Agon::new(ludii).unwrap(), played, placing, Agon::default()] {
        let json = serde_json::to_string(&game).unwrap();
        let back: Agon = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game, "{json}");
        assert_eq!(back.options(), game.options());
    }
    let json = serde_json::to_value(Agon::new(ludii).unwrap()).unwrap();
    assert_eq!(json["options"]["ply_limit"], 5000);
    assert_eq!(json["options"]["ludii_compat"], true);
    assert!(json["position"].as_str().unwrap().starts_with("A AQ@5:0 "));
}

#[test]
fn invalid_positions_and_options_are_serde_errors() {
    let good = serde_json::to_value(Agon::default()).unwrap();
    assert!(serde_json::from_value::<Agon>(good.clone()).is_ok());
    let with = |path: &str, value: serde_json::Value| {
        let mut v = good.clone();
        *v.pointer_mut(path).unwrap() = value;
        serde_json::from_value::<Agon>(v)
    };
    for (path, value) in [
        // The position parser's checks.
        ("/position", serde_json::json!("? AQ@5:0 AQ@5:1")),
        ("/position", serde_json::json!("X AQ@5:0")),
        ("/position", serde_json::json!(7)),
        // Options out of the settings reader's range or type.
        ("/options/ply_limit", serde_json::json!(0)),
        ("/options/ply_limit", serde_json::json!(u64::MAX)),
        ("/options/variant", serde_json::json!("placement-anywhere")),
        ("/options/threefold_draw", serde_json::json!("yes")),
    ] {
        assert!(with(path, value.clone()).is_err(), "{path}={value}");
    }
    // The bare notation string of earlier versions lacks the options.
    let bare = format!("\"{}\"", Agon::default());
    assert!(serde_json::from_str::<Agon>(&bare).is_err());
}
