//! Serialisation (feature `serde`): notation types as their strings, the state as its options
//! and position.
#![cfg(feature = "serde")]

use jokoak_bul::{Bul, Move, Options, Scoring, Stack};

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
