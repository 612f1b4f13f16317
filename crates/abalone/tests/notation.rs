//! Strictness of the normative notation (abalone.md §7): what the parsers must refuse, each
//! test naming its rule.

use jokoak_abalone::{LetterCase, Move, Options, ParseMoveError, ParsePositionError, Position};

const START: &str = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1";

fn board_reason(text: &str) -> String {
    match text.parse::<Position>() {
        Err(ParsePositionError::Board { reason, .. }) => reason,
        other => panic!("{text}: expected a board error, got {other:?}"),
    }
}

#[test]
fn s7_4_empty_cells_are_written_as_maximal_runs() {
    // §7.4 "Empty cells are written as maximal runs, one digit each": two digits in a row
    // split one run, so the string is not the position's notation.
    for text in [
        "wwwww/wwwwww/2www11/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1",
        "wwwww/wwwwww/2www2/44/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1",
        "wwwww/wwwwww/2www2/8/9/8/11bbb2/bbbbbb/bbbbb b 0 0 0 1",
        "wwwww/wwwwww/2www2/8/111111111/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1",
    ] {
        let reason = board_reason(text);
        assert!(reason.contains("maximal"), "{text}: {reason}");
    }
    // The tester's example: a run of 2 written `11` between marbles.
    let reason = board_reason("wwwww/wwwwww/1www111/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1");
    assert!(reason.contains("maximal"), "{reason}");
    // The maximal form of the same position is accepted and prints back unchanged.
    assert_eq!(START.parse::<Position>().unwrap().to_string(), START);
    // PlayStrategy's FEN writes its runs the same way (the Belgian daisy of §7.4).
    let ps = |board: &str| {
        Position::from_playstrategy(
            &format!("{board} 0 0 b 0 1"),
            LetterCase::LowerIsBlack,
            &Options::default(),
        )
    };
    assert!(ps("SS1ss/SSSsss/1SS1ss1/8/9/8/1ss1SS1/sssSSS/ss1SS").is_ok());
    assert!(matches!(
        ps("SS1ss/SSSsss/1SS1ss1/44/9/8/1ss1SS1/sssSSS/ss1SS"),
        Err(ParsePositionError::Board { .. })
    ));
}

#[test]
fn s7_4_board_errors_name_the_character() {
    // A board is read character by character: a non-ASCII letter is named as written.
    let reason = board_reason("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbé b 0 0 0 1");
    assert!(reason.contains("`é`"), "{reason}");
    let reason = board_reason("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb● b 0 0 0 1");
    assert!(reason.contains("`●`"), "{reason}");
    // PlayStrategy's FEN has two colours: no other character is a marble (not even NUL).
    assert!(matches!(
        Position::from_playstrategy(
            "SS1ss/SSSsss/1SS1ss1/8/9/8/1ss1SS1/sssSSS/ss1S\0 0 0 b 0 1",
            LetterCase::LowerIsBlack,
            &Options::default(),
        ),
        Err(ParsePositionError::Board { .. })
    ));
}

#[test]
fn s7_2_a_move_token_has_no_spaces() {
    // §7.2 grammar: `inline := cell cell`, `broadside := cell cell cell`, no blanks.
    for text in [
        " a1b2", "a1b2 ", "a1 b2", "\ta1b2", "a1b2\n", " pass", "c3c5d4 ", " flag:b",
    ] {
        assert!(
            matches!(text.parse::<Move>(), Err(ParseMoveError::Shape { .. })),
            "{text:?} must be refused"
        );
    }
    assert!("a1b2".parse::<Move>().is_ok());
    // The Nacre parser (§7.3) reads a token the same way.
    let start = Position::default();
    assert!(start.parse_nacre("a1d4").is_ok());
    assert!(start.parse_nacre(" a1d4").is_err());
    assert!(start.parse_nacre("a1d4 ").is_err());
}
