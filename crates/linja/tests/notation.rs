//! The position notation of linja.md §9: round trips and every rejection the spec lists.

use jokoak_linja::{Linja, Options};

#[test]
fn positions_round_trip() {
    for text in [
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? init",
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init",
        "5:0/2:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2",
        "4:0/2:1/0:1/1:1/1:0/1:2/1:1/2:6 B bonus-init",
        "0:8/0:1/0:0/0:0/0:1/0:1/0:0/12:1 R init passes=1",
        "0:4/0:0/1:0/6:0/0:6/0:2/0:0/5:0 - passes=1",
        "0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 -",
    ] {
        let g: Linja = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.to_string(), text);
    }
}

#[test]
fn rejects_what_section_9_lists() {
    let bad = [
        (
            "counts not totalling 12",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:5 B init",
        ),
        (
            "7 pieces in a middle space",
            "2:0/4:3/1:1/1:1/1:1/1:1/1:1/1:3 B init",
        ),
        ("unknown actor", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 X init"),
        ("unknown phase", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B third"),
        ("phase after -", "0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 - init"),
        ("missing phase", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B"),
        (
            "? with another phase",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? bonus-init",
        ),
        ("second:0", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:0"),
        ("second:6", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:6"),
        (
            "bonus-second:9",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B bonus-second:9",
        ),
        // Black's only pieces off the goal sit on 3 (full 6-space targets): no step of 1.
        (
            "second with no legal step",
            "0:4/0:0/1:0/6:0/0:6/0:2/0:0/5:0 B second:1",
        ),
        (
            "passes=1 with a second phase",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2 passes=1",
        ),
        (
            "passes=1 with ?",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? init passes=1",
        ),
        (
            "a side to move after the end",
            "0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 B init",
        ),
        ("a sign", "+6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init"),
        ("a leading zero", "06:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init"),
        ("an extra token", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init x"),
        ("a double space", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6  B init"),
        (
            "a trailing space",
            "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init ",
        ),
        ("seven spaces", "6:0/1:1/1:1/1:1/1:1/1:1/1:7 B init"),
        ("not a board", "garbage"),
        ("empty", ""),
    ];
    for (why, text) in bad {
        assert!(
            Linja::parse(text, &Options::default()).is_err(),
            "{why}: `{text}` accepted"
        );
    }
}

#[test]
fn errors_name_the_offending_token() {
    let e = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 X init"
        .parse::<Linja>()
        .unwrap_err();
    assert!(e.to_string().contains("`X`"), "{e}");
    let e = "6:0/1:1/1:x/1:1/1:1/1:1/1:1/0:6 B init"
        .parse::<Linja>()
        .unwrap_err();
    assert!(e.to_string().contains("space 2"), "{e}");
}

/// §9, issue 13 item 9: every move value that can be built prints as notation that parses
/// back to it. A step needs two different spaces `0..=7` (R2, R5), so `9-9` or `3-3` cannot
/// be built.
#[test]
fn every_constructible_move_round_trips() {
    use jokoak_linja::{Move, Seat};
    assert_eq!(Move::step(9, 9), None);
    assert_eq!(Move::step(3, 3), None);
    assert_eq!(Move::step(0, 8), None);
    let mut all = vec![Move::Pass, Move::First(Seat::Black), Move::First(Seat::Red)];
    for from in 0..=u8::MAX {
        all.extend((0..=u8::MAX).filter_map(|to| Move::step(from, to)));
    }
    assert_eq!(all.len(), 3 + 8 * 7);
    for mv in all {
        let text = mv.to_string();
        assert_eq!(text.parse::<Move>().ok(), Some(mv), "{text}");
    }
}
