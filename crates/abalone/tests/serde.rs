//! Serialisation (feature `serde`): a state as its options beside its position string
//! (abalone.md §7.4), read back through the position parser.
#![cfg(feature = "serde")]

use jokoak_abalone::End;
use jokoak_abalone::{Abalone, Move, Options, Variant};
use jokoak_core::Game;
use proptest::sample::select;

fn played(options: Options, players: usize, moves: &[&str]) -> Abalone {
    let mut p = Abalone::new(options, players).unwrap();
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
        let back: Abalone = serde_json::from_str(&json).unwrap();
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

mod edited {
    include!("../../core/tests/support/edited.rs");
}

#[test]
fn invalid_positions_and_options_are_serde_errors() {
    let with = |path: &str, value| edited::read_edited(&Abalone::default(), path, value);
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
        serde_json::from_str::<Abalone>(
            "\"wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1\""
        )
        .is_err()
    );
    assert!(serde_json::from_str::<Options>(r#"{"variant":"german-daisy","threefold_draw":true,"ply_limit":null,"match_games":3,"time_control":null}"#).is_err());
}

// Issue 14 item 2: a deserialised state plays exactly like the original.
mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

/// A lone marble each: random play repeats positions soon (abalone.md §6 #12).
const SPARSE: &str = "4w/6/7/8/9/8/7/6/b4 b 0 0 0 1";

/// [`SPARSE`] after the moves `moves` (space-separated).
fn sparse_after(moves: &str) -> Abalone {
    let mut p = Abalone::parse(SPARSE, &Options::default()).unwrap();
    for mv in moves.split(' ') {
        p.play(&mv.parse::<Move>().unwrap()).unwrap();
    }
    p
}

fn starts() -> Vec<Abalone> {
    let capped = Options {
        ply_limit: Some(40),
        ..Options::default()
    };
    vec![
        Abalone::parse(SPARSE, &Options::default()).unwrap(),
        Abalone::parse(SPARSE, &capped).unwrap(),
        Abalone::default(),
        Abalone::new(capped, 2).unwrap(),
        Abalone::new(Options::default(), 3).unwrap(),
    ]
}

#[test]
fn reachable_states_play_alike_after_a_round_trip() {
    let plies = proptest::prop_oneof![0..=12u64, 0..=60u64];
    plays_alike::reachable_states_play_alike(64, select(starts()), plies, 120);
}

#[test]
fn a_round_trip_keeps_the_repetition_history() {
    // The position occurs at the start and after each shuffle of four plies; the third
    // occurrence ends the game (§6 #12). Serialised two plies before it, the copy must end
    // there too.
    let mut p = sparse_after("a1a2 i9i8 a2a1 i8i9 a1a2 i9i8");
    let json = serde_json::to_value(&p).unwrap();
    // Six earlier positions since the last ejection (there was none): the start and the five
    // after it.
    assert_eq!(json["history"].as_array().unwrap().len(), 6);
    assert_eq!(json["history"][0], "4w/6/7/8/9/8/7/6/b4 b");
    let mut copy: Abalone = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(copy, p);
    for game in [&mut p, &mut copy] {
        game.play(&"a2a1".parse::<Move>().unwrap()).unwrap();
        assert!(!game.is_over());
        game.play(&"i8i9".parse::<Move>().unwrap()).unwrap();
        assert_eq!(game.end(), Some(End::Repetition));
    }
    assert_eq!(copy, p);
    // Without the history (an older record) the copy is the position string's state: it
    // forgets the earlier occurrences and plays on.
    let mut bare = json.clone();
    bare.as_object_mut().unwrap().remove("history");
    let mut forgetful: Abalone = serde_json::from_value(bare).unwrap();
    assert_ne!(forgetful, copy);
    forgetful.play(&"a2a1".parse::<Move>().unwrap()).unwrap();
    forgetful.play(&"i8i9".parse::<Move>().unwrap()).unwrap();
    assert!(!forgetful.is_over());
}

#[test]
fn histories_that_do_not_fit_the_position_are_refused() {
    // After a1a2 i9i8 from SPARSE: b's marble on a2, w's on i8, b to move; the earlier
    // positions are the start (b to move) and the one after a1a2 (w to move).
    let p = sparse_after("a1a2 i9i8");
    let good = serde_json::to_value(&p).unwrap();
    assert_eq!(good["position"], "3w1/6/7/8/9/8/7/6/1b3 b 0 0 2 2");
    assert_eq!(
        good["history"],
        serde_json::json!(["4w/6/7/8/9/8/7/6/b4 b", "4w/6/7/8/9/8/7/6/1b3 w"])
    );
    let with = |history| edited::read_edited(&p, "/history", history);
    assert_eq!(with(good["history"].clone()).unwrap(), p);
    for bad in [
        // another marble count, though nothing was ejected
        serde_json::json!(["4w/6/7/8/9/8/7/6/bb3 b", "4w/6/7/8/9/8/7/6/1b3 w"]),
        // the sides out of turn order
        serde_json::json!(["4w/6/7/8/9/8/7/6/b4 w", "4w/6/7/8/9/8/7/6/1b3 b"]),
        // more earlier positions than plies since the last ejection (2)
        serde_json::json!([
            "4w/6/7/8/9/8/7/6/b4 w",
            "4w/6/7/8/9/8/7/6/b4 b",
            "4w/6/7/8/9/8/7/6/1b3 w"
        ]),
        // not `<board> <side>`, a seat 2 players do not have, a malformed board
        serde_json::json!(["4w/6/7/8/9/8/7/6/b4", "4w/6/7/8/9/8/7/6/1b3 w"]),
        serde_json::json!(["4w/6/7/8/9/8/7/6/b4 r", "4w/6/7/8/9/8/7/6/1b3 w"]),
        serde_json::json!(["4w/6/7/8/9/8/7/6/b5 b", "4w/6/7/8/9/8/7/6/1b3 w"]),
    ] {
        assert!(with(bad.clone()).is_err(), "{bad}");
    }
    // No history without threefold_draw.
    let mut off = good.clone();
    off["options"]["threefold_draw"] = false.into();
    assert!(serde_json::from_value::<Abalone>(off).is_err());
    // A history in which the current position occurs a third time: the game would be over.
    let q = sparse_after("a1a2 i9i8 a2a1 i8i9 a1a2 i9i8");
    let mut v = serde_json::to_value(&q).unwrap();
    assert_eq!(v["history"][2], "3w1/6/7/8/9/8/7/6/1b3 b");
    v["history"][4] = "3w1/6/7/8/9/8/7/6/1b3 b".into();
    let err = serde_json::from_value::<Abalone>(v)
        .unwrap_err()
        .to_string();
    assert!(err.contains("third time"), "{err}");
}
