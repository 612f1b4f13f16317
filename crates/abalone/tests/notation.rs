//! Strictness of the normative notation (abalone.md §7): what the parsers must refuse, each
//! test naming its rule.

use jokoak_abalone::{
    Abalone, LetterCase, Move, Options, ParseMoveError, ParsePositionError, ScoreError,
    replay_moves,
};
use jokoak_core::{Game, Player, Settings, Setup};

const START: &str = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1";

fn board_reason(text: &str) -> String {
    match text.parse::<Abalone>() {
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
    assert_eq!(START.parse::<Abalone>().unwrap().to_string(), START);
    // PlayStrategy's FEN writes its runs the same way (the Belgian daisy of §7.4).
    let ps = |board: &str| {
        Abalone::from_playstrategy(
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
        Abalone::from_playstrategy(
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
    let start = Abalone::default();
    assert!(start.parse_nacre("a1d4").is_ok());
    assert!(start.parse_nacre(" a1d4").is_err());
    assert!(start.parse_nacre("a1d4 ").is_err());
}

/// The Belgian-daisy start, where §2.1 quotes the score `1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7`.
fn belgian() -> Abalone {
    Abalone::from_settings(&Settings::new("belgian-daisy", 2)).unwrap()
}

fn move_number_error(text: &str) -> (usize, String) {
    match replay_moves(belgian(), text) {
        Err(ScoreError::MoveNumber { ply, token, .. }) => (ply, token),
        other => panic!("{text}: expected a move-number error, got {other:?}"),
    }
}

#[test]
fn s7_2_move_numbers_are_well_formed_and_consecutive_from_one() {
    // §7.2 `record := { movenum? move { ws move } }`, `movenum := digits "."`, numbered as in
    // "1.a1b2 a5b5 2.a2b3 i6h6": full move n starts with Black's move.
    // (score, the ply of the refused number, the refused token)
    let table = [
        ("1.a1b2 a5b5 1.a2b3", 3, "1.a2b3"),
        ("1..a1b2", 1, "1..a1b2"),
        ("99999999999999999999.a1b2", 1, "99999999999999999999.a1b2"),
        ("2.a1b2", 1, "2.a1b2"),
        ("0.a1b2", 1, "0.a1b2"),
        ("1.a1b2 a5b5 3.a2b3", 3, "3.a2b3"),
        ("1. a1b2 1. a5b5", 2, "1."),
        ("1. a1b2 2. a5b5", 2, "2."),
        ("1.a1b2 a5b5 2...", 3, "2..."),
        // A number needs its move after it, once.
        ("1. 1. a1b2", 1, "1."),
        ("1.a1b2 a5b5 2.", 3, "2."),
    ];
    for (score, ply, token) in table {
        assert_eq!(move_number_error(score), (ply, token.to_owned()), "{score}");
    }
    // A result mark ends the score.
    assert!(matches!(
        replay_moves(belgian(), "1.a1b2 1-0 a5b5"),
        Err(ScoreError::ResultMark { ply: 2, .. })
    ));
    assert!(replay_moves(belgian(), "1.a1b2 a5b5 1/2-1/2").is_ok());
    let err = replay_moves(belgian(), "1..a1b2").unwrap_err();
    assert!(err.to_string().contains("`1..a1b2`"), "{err}");

    // Well-numbered scores replay, numbers glued or apart, or left out (they are optional).
    let p = replay_moves(belgian(), "1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7").unwrap();
    assert_eq!((p.full_move(), p.seat_to_move()), (3, Player(1)));
    let p = replay_moves(belgian(), "1. a1b2 a5b5 2. a2b3").unwrap();
    assert_eq!((p.full_move(), p.seat_to_move()), (2, Player(1)));
    let p = replay_moves(belgian(), "a1b2 a5b5 2.a2b3").unwrap();
    assert_eq!(p.full_move(), 2);

    // Three players: a full move is Black's, White's and Red's plies (§7.4).
    let three = || Abalone::new(Options::default(), 3).unwrap();
    let p = replay_moves(three(), "1.b6c7 d1c1 d8d7 2.b5c6").unwrap();
    assert_eq!((p.full_move(), p.seat_to_move()), (2, Player(1)));
    assert!(matches!(
        replay_moves(three(), "1.b6c7 d1c1 2.d8d7"),
        Err(ScoreError::MoveNumber { ply: 3, .. })
    ));
}

#[test]
fn s7_4_fields_are_separated_by_single_spaces() {
    assert!(START.parse::<Abalone>().is_ok());
    for text in [
        format!("{START} "),
        format!(" {START}"),
        START.replacen(" b ", "  b ", 1),
        START.replacen(" b ", " b\t", 1),
        format!("{START}\n"),
    ] {
        assert!(
            matches!(text.parse::<Abalone>(), Err(ParsePositionError::Spacing(_))),
            "{text:?} was accepted"
        );
    }
}

/// abalone.md §7.4 + DESIGN §6.2: a position parsed under options the settings reader refuses
/// would report settings no one can replay, so the parser refuses them.
#[test]
fn s7_4_positions_refuse_out_of_range_options() {
    for bad in [
        Options {
            ply_limit: Some(0),
            ..Options::default()
        },
        Options {
            time_control: Some(0),
            ..Options::default()
        },
    ] {
        assert!(matches!(
            Abalone::parse(START, &bad),
            Err(ParsePositionError::BadOptions(_))
        ));
    }
    let three = "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 0 0 0 0 1";
    let two_games = Options {
        match_games: 2,
        ..Options::default()
    };
    assert!(Abalone::parse(three, &two_games).is_err());
    assert!(Abalone::parse(three, &Options::default()).is_ok());
}

/// §7.2: every two- and three-cell token the parser accepts prints as canonical Aba-Pro that
/// parses back to the same move. `e2e1d1` (E2→D1 and E1→D0), `b2a1a2` and `b2b1a1` send an
/// end off the board (§4.2) and have no canonical form (it starts from the first end in
/// (row, number) order, whose destination does not exist), so they are refused (issue 13
/// item 14).
#[test]
fn s7_2_every_accepted_token_round_trips() {
    for text in ["e2e1d1", "b2a1a2", "b2b1a1"] {
        assert!(
            matches!(text.parse::<Move>(), Err(ParseMoveError::Broadside { .. })),
            "{text}"
        );
    }
    // §7.2's example and its double form still parse, to one canonical print.
    for text in ["c3c5d4", "c5c3d6", "C5C3D6"] {
        assert_eq!(text.parse::<Move>().unwrap().to_string(), "c3c5d4");
    }
    let cells: Vec<String> = jokoak_abalone::Cell::all().map(|c| c.to_string()).collect();
    let mut accepted = 0;
    for a in &cells {
        for b in &cells {
            let mut tokens = vec![format!("{a}{b}")];
            tokens.extend(cells.iter().map(|c| format!("{a}{b}{c}")));
            for token in tokens {
                let Ok(mv) = token.parse::<Move>() else {
                    continue;
                };
                accepted += 1;
                let printed = mv.to_string();
                assert_eq!(printed.parse::<Move>(), Ok(mv), "{token} prints {printed}");
            }
        }
    }
    assert!(accepted > 0);
}

/// §4.2: a broadside whose destination is off the board is refused citing §4.2 (the
/// broadside rule), not §4.3 (the in-line rule). Such a broadside cannot even be built now
/// (issue 13 item 9), so the message is checked on the rule it would break.
#[test]
fn s4_2_a_broadside_off_the_board_cites_the_broadside_rule() {
    use jokoak_abalone::IllegalReason;
    assert!(
        IllegalReason::BroadsideOffBoard
            .to_string()
            .ends_with("(§4.2)")
    );
    assert!(IllegalReason::OffBoard.to_string().ends_with("(§4.3)"));
    // E2→D1 with E1→D0: D0 is off the board, so the constructor refuses it.
    let cell = |s: &str| s.parse::<jokoak_abalone::Cell>().unwrap();
    assert_eq!(Move::broadside(cell("e2"), cell("e1"), cell("d1")), None);
}

/// §7.2, issue 13 item 9: every move value that can be built prints as notation that parses
/// back to it. In-line moves and broadsides come only from their checked constructors
/// (adjacent cells; ends 1 or 2 apart with every destination on the board), and a flag only
/// names one of the three seats (`flag:b|w|r`), so `flag:?` cannot be built.
#[test]
fn every_constructible_move_round_trips() {
    use jokoak_abalone::{Cell, Seat};
    assert_eq!(Seat::of(Player(3)), None);
    assert_eq!(Seat::of(Player(200)), None);
    let mut all = vec![Move::Pass];
    all.extend((0..3).map(|p| Move::Flag(Seat::of(Player(p)).unwrap())));
    let cells: Vec<Cell> = Cell::all().collect();
    for &a in &cells {
        for &b in &cells {
            all.extend(Move::inline(a, b));
            all.extend(cells.iter().filter_map(|&c| Move::broadside(a, b, c)));
        }
    }
    for mv in all {
        let text = mv.to_string();
        assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
    }
}

/// §5.1, §5.2: the game ends at the first sixth ejection, so at most one score is 6 (a single
/// 6 is a finished game, §7.4); the parsers do not otherwise check scores against marbles.
#[test]
fn two_scores_of_six_are_refused() {
    let empty = "5/6/7/8/9/8/7/6/5";
    let parse = |text: &str| text.parse::<Abalone>();
    assert_eq!(
        parse(&format!("{empty} b 6 6 0 1")).unwrap_err(),
        ParsePositionError::TwoWinners("6 6".into())
    );
    assert_eq!(
        parse(&format!("{empty} r 6 0 6 0 1")).unwrap_err(),
        ParsePositionError::TwoWinners("6 0 6".into())
    );
    let over = parse(&format!("{empty} b 6 5 0 1")).unwrap();
    assert_eq!(
        over.outcome().map(|o| o.places().to_vec()),
        Some(vec![1, 2])
    );
    assert!(parse(&format!("{empty} r 6 5 5 0 1")).is_ok());
    let ps = Abalone::from_playstrategy(
        &format!("{empty} 6 6 b 0 1"),
        LetterCase::LowerIsBlack,
        &Options::default(),
    );
    assert_eq!(
        ps.unwrap_err(),
        ParsePositionError::TwoWinners("6 6".into())
    );
}

/// §7.4: after the side to move come four numbers (2 players) or five (3 players). A text
/// whose run of numbers is broken or too long quotes where it breaks, and a field that is not
/// there at all is named as missing, not quoted as an empty token.
#[test]
fn s7_4_errors_quote_where_the_numbers_break_and_name_missing_fields() {
    let message = |text: &str| text.parse::<Abalone>().unwrap_err().to_string();
    let board = START.split(' ').next().unwrap();
    let numbers = "score and counter fields (4 or 5 numbers after the side)";
    // The second number is a letter: it is quoted, not the first number before it.
    assert_eq!(
        message(&format!("{board} b 0 z 0 1")),
        format!("bad {numbers} `z`")
    );
    // Six numbers: the sixth is quoted.
    assert_eq!(
        message(&format!("{board} b 0 0 0 0 0 7")),
        format!("bad {numbers} `7`")
    );
    // Three numbers, or none: the text ends where a number should be.
    assert_eq!(
        message(&format!("{board} b 0 0 0")),
        format!("missing {numbers}")
    );
    assert_eq!(message(board), format!("missing {numbers}"));
    // §7.4: nine ranks, I to A.
    assert_eq!(board_reason("9 b 0 0 0 1"), "1 rank, expected 9");
    assert_eq!(
        board_reason("5/6/7/8/9/8/7/6 b 0 0 0 1"),
        "8 ranks, expected 9"
    );
}
