//! Serialisation (feature `serde`): a state as its options beside its position notation
//! (agon.md §13), read back through the position parser.
#![cfg(feature = "serde")]

use jokoak_agon::{Agon, Chooser, Move, Options, PlacementArea, Variant};
use jokoak_core::{Game, Player};
use proptest::sample::select;

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

mod edited {
    include!("../../core/tests/support/edited.rs");
}

#[test]
fn invalid_positions_and_options_are_serde_errors() {
    let with = |path: &str, value| edited::read_edited(&Agon::default(), path, value);
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

// Issue 14 item 2: a deserialised state plays exactly like the original.
mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

/// The queens alone: random play repeats positions soon (agon.md §8.4).
const SPARSE: &str = "A AQ@5:1 BQ@5:16";

fn starts() -> Vec<Agon> {
    let capped = Options {
        ply_limit: Some(30),
        ..Options::default()
    };
    let placement = Options {
        variant: Variant::PlacementOppositeCorners,
        ..Options::default()
    };
    vec![
        SPARSE.parse().unwrap(),
        Agon::parse(SPARSE, &capped).unwrap(),
        Agon::default(),
        Agon::new(placement).unwrap(),
        Agon::new(Options::ludii()).unwrap(),
    ]
}

#[test]
fn reachable_states_play_alike_after_a_round_trip() {
    let plies = proptest::prop_oneof![0..=12u64, 0..=60u64];
    plays_alike::reachable_states_play_alike(48, select(starts()), plies, 120);
}

const SHUFFLE: [&str; 4] = ["5:1-5:2", "5:16-5:17", "5:2-5:1", "5:17-5:16"];

fn play_all(game: &mut Agon, moves: &[&str]) {
    for mv in moves {
        game.play(&mv.parse::<Move>().unwrap()).unwrap();
    }
}

#[test]
fn a_round_trip_keeps_the_repetition_history() {
    // The start occurs again after each shuffle of four plies; the third occurrence draws
    // (§8.4). Serialised two plies before it, the copy must end there too.
    let mut game: Agon = SPARSE.parse().unwrap();
    play_all(&mut game, &SHUFFLE);
    play_all(&mut game, &SHUFFLE[..2]);
    let json = serde_json::to_value(&game).unwrap();
    // Seven positions: the start, the six after it (the current one last).
    let history = json["history"].as_array().unwrap();
    assert_eq!(history.len(), 7);
    assert_eq!(history[0], SPARSE);
    assert_eq!(history[6], "A AQ@5:2 BQ@5:17");
    let mut copy: Agon = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(copy, game);
    for g in [&mut game, &mut copy] {
        play_all(g, &SHUFFLE[2..3]);
        assert!(!g.is_over());
        play_all(g, &SHUFFLE[3..]);
        assert!(g.outcome().is_some_and(|o| o.is_draw()), "{g}");
    }
    assert_eq!(copy, game);
    // Without the history (an older record) the copy forgets the earlier occurrences.
    let mut bare = json.clone();
    bare.as_object_mut().unwrap().remove("history");
    let mut forgetful: Agon = serde_json::from_value(bare).unwrap();
    assert_ne!(forgetful, copy);
    play_all(&mut forgetful, &SHUFFLE[2..]);
    assert!(!forgetful.is_over());
}

#[test]
fn histories_that_do_not_fit_the_position_are_refused() {
    let mut game: Agon = SPARSE.parse().unwrap();
    play_all(&mut game, &SHUFFLE[..2]);
    let good = serde_json::to_value(&game).unwrap();
    assert_eq!(good["position"], "A AQ@5:2 BQ@5:17 ply=2");
    assert_eq!(
        good["history"],
        serde_json::json!([SPARSE, "B AQ@5:2 BQ@5:16", "A AQ@5:2 BQ@5:17"])
    );
    let with = |history| edited::read_edited(&game, "/history", history);
    assert_eq!(with(good["history"].clone()).unwrap(), game);
    for bad in [
        // the last entry is not the current position
        serde_json::json!([SPARSE, "B AQ@5:2 BQ@5:16"]),
        // more positions than plies allow (ply=2: at most 3)
        serde_json::json!([SPARSE, SPARSE, "B AQ@5:2 BQ@5:16", "A AQ@5:2 BQ@5:17"]),
        // a counter, a malformed position, a finished one
        serde_json::json!([SPARSE, "B AQ@5:2 BQ@5:16 ply=1", "A AQ@5:2 BQ@5:17"]),
        serde_json::json!([SPARSE, "B AQ@5:2 BQ@9:16", "A AQ@5:2 BQ@5:17"]),
        serde_json::json!(["- AQ@5:1 BQ@5:16", "B AQ@5:2 BQ@5:16", "A AQ@5:2 BQ@5:17"]),
    ] {
        assert!(with(bad.clone()).is_err(), "{bad}");
    }
    // A position occurring a third time before the end: the game would be over.
    let mut long: Agon = SPARSE.parse().unwrap();
    play_all(&mut long, &SHUFFLE);
    play_all(&mut long, &SHUFFLE[..2]);
    let mut v = serde_json::to_value(&long).unwrap();
    v["history"][4] = "A AQ@5:2 BQ@5:17".into();
    v["history"][0] = "A AQ@5:2 BQ@5:17".into();
    assert!(serde_json::from_value::<Agon>(v).is_err());
    // No history without threefold_draw.
    let mut off = good.clone();
    off["options"]["threefold_draw"] = false.into();
    assert!(serde_json::from_value::<Agon>(off).is_err());
}
