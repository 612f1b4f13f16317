//! Serialisation (feature `serde`): notation types as their strings, the state as its options
//! and position.
#![cfg(feature = "serde")]

use jokoak_bul::{Bul, Move, Options, Scoring, Stack};
use jokoak_core::Game;

#[test]
fn moves_and_stacks_serialise_as_notation() {
    let mv: Move = "6-4".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"6-4\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"yellow:3\"").unwrap(),
        Move::yellow(3).unwrap()
    );
    assert!(serde_json::from_str::<Move>("\"yellow:9\"").is_err());
    let g: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse().unwrap();
    assert_eq!(serde_json::to_string(&g.stack_at(4)).unwrap(), "\"BR\"");
    assert_eq!(
        serde_json::from_str::<Stack>("\"-\"").unwrap(),
        Stack::EMPTY
    );
    assert_eq!(
        serde_json::to_string(&Scoring::BellAsReported).unwrap(),
        "\"bell-as-reported\""
    );
}

#[test]
fn states_round_trip_with_their_options() {
    let options = Options {
        exact_count_far_end: false,
        ..Options::with_scoring(Scoring::SapperPuluc)
    };
    let g = Bul::parse("R:4 | home R3 B3 | 3:RB 5:BR | dead R0 B0", &options).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: Bul = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // An invalid position is refused on the way in, as the parser refuses it.
    let bad = json.replace("home R3", "home R9");
    assert!(serde_json::from_str::<Bul>(&bad).is_err());
}

// Issue 14 item 2: a deserialised state plays exactly like the original.
mod plays_alike {
    include!("../../core/tests/support/plays_alike.rs");
}

fn capped(limit: u64) -> Options {
    Options {
        ply_limit: Some(limit),
        ..Options::default()
    }
}

#[test]
fn reachable_states_play_alike_after_a_round_trip() {
    let starts = proptest::prop_oneof![Just(None), (1..=40u64).prop_map(Some)].prop_map(|limit| {
        Bul::new(Options {
            ply_limit: limit,
            ..Options::default()
        })
        .unwrap()
    });
    let plies = proptest::prop_oneof![0..=8u64, 0..=60u64];
    plays_alike::reachable_states_play_alike(64, starts, plies, 200);
}

use proptest::prelude::{Just, Strategy};

#[test]
fn a_round_trip_keeps_the_ply_count() {
    // With ply_limit=3 the game is drawn at its third ply (§13): the opening draw, a throw,
    // then a move. Serialised after two plies, the copy must end after one more too.
    let mut g = Bul::new(capped(3)).unwrap();
    g.play(&"first:R".parse().unwrap()).unwrap();
    g.play(&"yellow:1".parse().unwrap()).unwrap();
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["plies"], 2);
    let mut copy: Bul = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(copy, g);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    for game in [&mut g, &mut copy] {
        game.play(&moves[0]).unwrap();
        assert_eq!(game.plies(), 3);
        assert!(game.outcome().unwrap().is_draw());
    }
    assert_eq!(copy, g);
    // Without the count (an older record) the copy is the notation's state, which plays on.
    let mut bare = json.clone();
    bare.as_object_mut().unwrap().remove("plies");
    let mut forgetful: Bul = serde_json::from_value(bare).unwrap();
    assert_ne!(forgetful, g);
    forgetful.play(&moves[0]).unwrap();
    assert!(forgetful.outcome().is_none());
    // A count at the limit for a game still on, or a draw before the limit, is refused.
    let mut at_limit = json.clone();
    at_limit["plies"] = 3.into();
    assert!(serde_json::from_value::<Bul>(at_limit).is_err());
}
