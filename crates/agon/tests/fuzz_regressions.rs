//! Inputs found by the fuzz targets (fuzz/, docs/reliability.md), each pinned with the
//! behaviour the rules give by hand.

use jokoak_agon::{Agon, Options, ParsePositionError, Variant};
use jokoak_core::Settings;
use jokoak_core::testkit::check_position_text;

fn corners() -> Options {
    Options {
        variant: Variant::PlacementOppositeCorners,
        ..Options::default()
    }
}

/// §10.1: placements alternate, so at a decision node the actor holds as many pieces in hand
/// as the other side or one more. Otherwise the position plays into one the parser refuses
/// ("an actor with nothing in hand while the other side still has pieces to place", §13):
/// the `agon` fuzz target found `B … BG@hand BG@hand` with nothing in A's hand, where B's
/// placement gave A the turn with an empty hand.
#[test]
fn hands_that_alternation_cannot_give_are_refused() {
    for (text, actor, mine, theirs) in [
        // The two fuzz findings (B holds 2 and A 0; A holds 3 and B 0).
        (
            "B AQ@5:0 AG@5:2 AG@5:21 BG@5:22 BG@hand BG@hand ply=8",
            'B',
            2,
            0,
        ),
        ("A AQ@5:0 AG@4:4 AG@hand AG@hand AG@hand ply=2", 'A', 3, 0),
        ("B AQ@5:0 BQ@5:15 BG@hand BG@hand", 'B', 2, 0),
        (
            "A AQ@5:0 AG@hand AG@hand BQ@5:15 BG@hand BG@hand BG@hand",
            'A',
            2,
            3,
        ),
    ] {
        match Agon::parse(text, &corners()) {
            Err(ParsePositionError::Unreachable { actor: a, .. }) => {
                assert_eq!(a, actor, "{text}: {mine} in hand against {theirs}");
            }
            other => panic!("`{text}`: {other:?}"),
        }
    }
}

/// Equal hands, or the actor one more, still parse, and every placement from them reaches a
/// position that parses back (the fuzz target's property).
#[test]
fn hands_that_alternation_gives_still_parse_and_play_on() {
    let settings = Settings::new("placement-opposite-corners", 2);
    for text in [
        "A AQ@5:0 AG@hand BQ@5:15 BG@hand",
        "B AQ@5:0 BQ@5:15 BG@hand",
        "B AQ@5:0 AG@5:4 BQ@5:15 BG@hand BG@hand AG@hand",
    ] {
        assert!(
            check_position_text::<Agon>(text, &settings).is_some(),
            "`{text}` parses"
        );
    }
}
