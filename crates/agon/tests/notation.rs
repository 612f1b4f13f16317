//! The notation of agon.md §13: printing, parsing and the parser's rejections.

use jokoak_agon::{Agon, Chooser, Move, Options, ParsePositionError, Variant};
use jokoak_core::Present;
use jokoak_core::{Game, GameOptions, Player, Settings, Setup, ToMove};

const START: &str = "A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28";

#[test]
fn standard_start_prints_as_the_spec_says() {
    let game = Agon::with_first(Options::default(), Player(0)).unwrap();
    assert_eq!(game.to_string(), START);
    assert_eq!(START.parse::<Agon>().unwrap(), game);
    let new = Agon::new(Options::default()).unwrap();
    assert_eq!(new.to_string(), format!("?{}", &START[1..]));
    assert_eq!(new.to_move(), ToMove::Chance);
    assert_eq!(new.to_string().parse::<Agon>().unwrap(), new);
}

#[test]
fn parsing_accepts_any_piece_order_and_prints_canonically() {
    let game: Agon = "B BG@5:28 AG@5:26 BQ@5:15 AQ@5:0 AG@2:1* ply=7 passes=1"
        .parse()
        .unwrap();
    assert_eq!(
        game.to_string(),
        "B AQ@5:0 AG@2:1* AG@5:26 BQ@5:15 BG@5:28 ply=7 passes=1"
    );
    assert_eq!(game.ply(), 7);
    assert_eq!(game.passes(), 1);
}

#[test]
fn placement_positions_print_hands_after_board_pieces() {
    let settings = Settings::new("placement-free-queen", 2);
    let mut game = Agon::from_settings(&settings).unwrap();
    let hand = " AG@hand".repeat(6);
    assert_eq!(
        game.to_string(),
        format!("? AQ@hand{hand} BQ@hand{}", " BG@hand".repeat(6))
    );
    game.play(&"first:B".parse().unwrap()).unwrap();
    game.play(&"G@3:3".parse().unwrap()).unwrap();
    let text = game.to_string();
    assert_eq!(
        text,
        format!(
            "A AQ@hand{hand} BG@3:3 BQ@hand{} ply=1",
            " BG@hand".repeat(5)
        )
    );
    assert!(
        Agon::parse_position(&text, &settings)
            .unwrap()
            .same_position(&game)
    );
}

fn rejects(text: &str) -> ParsePositionError {
    text.parse::<Agon>()
        .expect_err(&format!("`{text}` should be rejected"))
}

#[test]
fn rejections_of_section_13() {
    use ParsePositionError as E;
    assert!(matches!(rejects(""), E::Empty));
    assert!(matches!(rejects("C AQ@5:0"), E::Actor(_)));
    for t in [
        "A AQ@5:0 XX",
        "A AK@5:0",
        "A CQ@5:0",
        "A AQ5:0",
        "A AQ@",
        "A  AQ@5:0",
        "A AQ@5:0 ",
        "A aq@5:0",
        "A AQ@centre",
    ] {
        assert!(matches!(rejects(t), E::Token(_)), "{t}");
    }
    for t in ["A AQ@6:0", "A AG@5:30", "A AG@0:1", "A AG@1:06"] {
        assert!(matches!(rejects(t), E::Cell { .. }), "{t}");
    }
    assert!(matches!(rejects("A AQ@5:0 BG@5:0"), E::Occupied { .. }));
    assert!(matches!(
        rejects("A AQ@5:0 AQ@5:1"),
        E::TooMany { side: 'A', .. }
    ));
    assert!(matches!(
        rejects("A BG@5:0 BG@5:1 BG@5:2 BG@5:3 BG@5:4 BG@5:5 BG@5:6"),
        E::TooMany { side: 'B', .. }
    ));
    assert!(matches!(
        rejects("A AG@5:0 AG@5:1 AG@5:2 AG@5:3 AG@5:4 AG@5:5 AG@hand"),
        E::TooMany { .. }
    ));
    assert!(matches!(rejects("A AG@0:0"), E::GuardOnCentre(_)));
    assert!(matches!(rejects("A AG@5:0* BG@5:3*"), E::PendingBothSides));
    assert!(matches!(rejects("A AG@hand*"), E::PendingInHand(_)));
    let win = "AQ@0:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@1:5";
    let blocked = "AQ@3:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@1:5";
    for board in [win, blocked] {
        assert!(matches!(rejects(&format!("A {board}")), E::Finished('A')));
        assert!(matches!(rejects(&format!("B {board}")), E::Finished('B')));
        assert!(matches!(rejects(&format!("? {board}")), E::Finished('?')));
    }
    let corners = Options {
        variant: Variant::PlacementOppositeCorners,
        ..Options::default()
    };
    assert!(matches!(
        Agon::parse("A AQ@5:0 BG@hand", &corners),
        Err(E::HandOrder('A'))
    ));
    for t in [
        "A AQ@5:0 passes=1 ply=3",
        "A AQ@5:0 ply=3 BQ@5:15",
        "A AQ@5:0 ply=3 ply=4",
        "A AQ@5:0 passes=1 passes=1",
    ] {
        assert!(matches!(rejects(t), E::Counter(_)), "{t}");
    }
    assert!(matches!(rejects("A AQ@5:0 passes=2"), E::Over(_)));
    assert!(matches!(rejects("A AQ@5:0 ply=1000"), E::Over(_)));
    assert!("A AQ@5:0 ply=999".parse::<Agon>().is_ok());
}

/// The counter's error, with its reason, for a position `text` that must be refused.
fn counter_reason(text: &str) -> &'static str {
    match rejects(text) {
        ParsePositionError::CounterValue { reason, .. } => reason,
        e => panic!("`{text}`: not a counter-value error: {e}"),
    }
}

/// §13: "a zero counter is omitted", so `ply=0` and `passes=0` are not positions; and "The
/// chance move `first:X` is not a ply (ply stays 0)": a `?` position carries no counter, as
/// nobody has moved or passed.
#[test]
fn section_13_zero_counters_and_counters_before_the_draw_are_refused() {
    for (t, reason) in [
        ("A AQ@5:0 ply=0", "zero counter is omitted"),
        ("A AQ@5:0 passes=0", "zero counter is omitted"),
        ("A AQ@5:0 ply=0 passes=1", "zero counter is omitted"),
        ("? AG@3:1 ply=3", "still to be drawn"),
        ("? AG@3:1 passes=1", "still to be drawn"),
        ("? AG@3:1 ply=1 passes=1", "still to be drawn"),
    ] {
        assert!(counter_reason(t).contains(reason), "{t}");
    }
    for t in ["A AQ@5:0 ply=1 passes=1", "? AG@3:1", "A AG@3:1 ply=3"] {
        assert!(t.parse::<Agon>().is_ok(), "{t}");
    }
}

/// §13 item 2: "In the placement variant a piece not yet placed is `AG@hand`" — the standard
/// set-up has no pieces in hand, and under `placement-opposite-corners` the queens start on
/// the board (§10.1), so only guards are in hand.
#[test]
fn section_13_pieces_in_hand_only_in_the_placement_variants() {
    for t in ["A AG@hand", "B AQ@5:0 BQ@hand", "? AQ@5:0 AG@hand BQ@5:15"] {
        assert!(
            matches!(rejects(t), ParsePositionError::NotInHand { .. }),
            "{t}"
        );
    }
    let options = |variant| Options {
        variant,
        ..Options::default()
    };
    let free = options(Variant::PlacementFreeQueen);
    let corners = options(Variant::PlacementOppositeCorners);
    assert!(Agon::parse("A AG@hand BG@hand", &free).is_ok());
    assert!(Agon::parse("A AQ@hand BQ@hand", &free).is_ok());
    assert!(Agon::parse("A AQ@5:0 AG@hand BQ@5:15 BG@hand", &corners).is_ok());
    assert!(matches!(
        Agon::parse("A AQ@hand BQ@5:15 BG@hand", &corners),
        Err(ParsePositionError::NotInHand { .. })
    ));
}

/// §13 counters are `ply=N` and `passes=N` with N a plain non-zero decimal, and passes at
/// most 2 (§8.3): each malformed value gets an error naming its own problem, not the
/// counter-order rule.
#[test]
fn section_13_counter_errors_name_the_problem() {
    for (t, says) in [
        ("A AQ@5:0 ply=01", "leading zeros"),
        ("A AQ@5:0 ply=00", "leading zeros"),
        ("A AQ@5:0 passes=01", "leading zeros"),
        ("A AQ@5:0 ply=-1", "no sign"),
        ("A AQ@5:0 ply=+1", "no sign"),
        ("A AQ@5:0 passes=-1", "no sign"),
        ("A AQ@5:0 ply=99999999999999999999", "out of range"),
        ("A AQ@5:0 ply=1x", "digits only"),
        ("A AQ@5:0 ply=", "no number"),
        ("A AQ@5:0 passes=3", "1 or 2"),
        ("A AQ@5:0 passes=99999999999999999999", "out of range"),
    ] {
        let reason = counter_reason(t);
        assert!(reason.contains(says), "{t}: {reason}");
        assert!(!reason.contains("counters come last"), "{t}: {reason}");
    }
    // The order and repetition rule keeps its own message.
    let e = rejects("A AQ@5:0 passes=1 ply=3");
    assert!(e.to_string().contains("counters come last"), "{e}");
}

#[test]
fn finished_positions_derive_their_result_from_the_board() {
    let won: Agon = "- AQ@0:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@1:5 BQ@5:0"
        .parse()
        .unwrap();
    assert!(won.outcome().unwrap().is_first(Player(0)));
    assert!(!won.outcome().unwrap().is_first(Player(1)));
    let blocked: Agon = "- AQ@3:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@1:5"
        .parse()
        .unwrap();
    assert!(!blocked.outcome().unwrap().is_first(Player(0)));
    let drawn: Agon = "- AQ@0:0 passes=2".parse().unwrap();
    assert!(drawn.outcome().unwrap().is_draw());
    assert_eq!(drawn.to_string(), "- AQ@0:0 passes=2");
}

#[test]
fn captor_chooses_a_pending_queens_cell() {
    let options = Options {
        queen_reentry_chooser: Chooser::Captor,
        ..Options::default()
    };
    // T12 under §10.3: A captures B's enthroned queen, then A also chooses where it goes.
    let mut game = Agon::parse("A BQ@0:0 AG@1:0 AG@2:6", &options).unwrap();
    game.play(&"2:6-1:3".parse().unwrap()).unwrap();
    assert_eq!(game.to_move(), ToMove::Player(Player(0)));
    assert_eq!(game.seat_to_move(), Some(Player(1)));
    let text = game.to_string();
    assert_eq!(text, "A AG@1:0 AG@1:3 BQ@0:0* ply=1");
    assert!(Agon::parse(&text, &options).unwrap().same_position(&game));
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 88);
    game.play(&"0:0=>5:15".parse().unwrap()).unwrap();
    // B spent the turn on the re-entry: A steps next.
    assert_eq!(game.to_string(), "A AG@1:0 AG@1:3 BQ@5:15 ply=2");
    assert_eq!(game.to_move(), ToMove::Player(Player(0)));
    // The owner cannot be shown as the chooser.
    assert!(matches!(
        Agon::parse("B AG@1:0 AG@1:3 BQ@0:0*", &options),
        Err(ParsePositionError::Chooser { actor: 'B', .. })
    ));
    // Under the default the same board is B's own re-entry.
    let owner: Agon = "B AG@1:0 AG@1:3 BQ@0:0*".parse().unwrap();
    assert_eq!(owner.to_move(), ToMove::Player(Player(1)));
}

#[test]
fn move_notation_round_trips_and_rejects() {
    for text in ["5:4-5:3", "2:1=>5:7", "G@4:3", "Q@5:0", "pass", "first:B"] {
        assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
    }
    for text in ["5:4_5:3", "5:4-5:3 ", "2:1=>5:30", "first:", "PASS"] {
        assert!(text.parse::<Move>().is_err(), "{text}");
    }
}

#[test]
fn settings_round_trip_through_setup() {
    let game = Agon::new(Options::ludii()).unwrap();
    assert_eq!(game.to_move(), ToMove::Player(Player(0)));
    let settings = game.settings();
    assert_eq!(settings.options["ludii_compat"], "true");
    assert_eq!(settings.options["ply_limit"], "2500");
    assert_eq!(Agon::from_settings(&settings).unwrap(), game);
    assert_eq!(game.seat_labels(), vec!["A", "B"]);
    assert_eq!(Agon::INFO.name, "agon");
    assert_eq!(
        Agon::INFO.variant_names(),
        [
            "standard",
            "placement-free-queen",
            "placement-opposite-corners"
        ]
    );
    assert_eq!(Agon::INFO.players_text(), "2");
}

#[cfg(feature = "serde")]
#[test]
fn serde_moves_use_the_notation_strings() {
    let mv: Move = "2:1=>5:7".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"2:1=>5:7\"");
    assert_eq!(serde_json::from_str::<Move>("\"2:1=>5:7\"").unwrap(), mv);
    assert!(serde_json::from_str::<Move>("\"5:4-6:3\"").is_err());
}

#[test]
fn default_is_the_standard_start_before_the_first_player_draw() {
    let game = Agon::default();
    assert_eq!(game, Agon::new(Options::default()).unwrap());
    assert_eq!(game.to_move(), ToMove::Chance);
    assert_eq!(game.to_string(), format!("?{}", &START[1..]));
}

/// Agon has two seats (agon.md §1): another is refused with an error, in every build.
#[test]
fn with_first_refuses_a_seat_that_does_not_exist() {
    for seat in [2, 5, 255] {
        let err = Agon::with_first(Options::default(), Player(seat)).unwrap_err();
        assert!(
            err.to_string().contains("Agon has seats 0 (A) and 1 (B)"),
            "{err}"
        );
    }
}

#[test]
fn with_first_takes_either_seat() {
    let b = Agon::with_first(Options::default(), Player(1)).unwrap();
    assert_eq!(b.to_string(), format!("B{}", &START[1..]));
    assert_eq!(b.to_move(), ToMove::Player(Player(1)));
}

/// DESIGN §6.2: a constructor accepts only what `from_settings` accepts (issue 13 item 8):
/// `Agon::new` and the parser refuse a `ply_limit` of 0, never clamp it.
#[test]
fn out_of_range_ply_limits_are_refused() {
    let zero = Options {
        ply_limit: Some(0),
        ..Options::default()
    };
    assert!(Agon::new(zero).is_err());
    assert!(Agon::with_first(zero, Player(0)).is_err());
    assert!(matches!(
        Agon::parse(START, &zero),
        Err(ParsePositionError::Options(_))
    ));
    assert!(zero.validate(2).is_err());
    assert!(Options::ludii().validate(2).is_ok());
}

/// Plays every chance outcome and legal move of `text` (parsed under `options`) and checks
/// that each resulting state prints as a position that parses back to an equal state.
fn children_parse_back(text: &str, options: &Options) {
    let game = Agon::parse(text, options).unwrap();
    let mut plies: Vec<Move> = Vec::new();
    game.legal_moves(&mut plies);
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    plies.extend(outcomes.into_iter().map(|(mv, _)| mv));
    for mv in plies {
        let mut child = game.clone();
        child.play(&mv).unwrap();
        let printed = child.to_string();
        let back = Agon::parse(&printed, options)
            .unwrap_or_else(|e| panic!("`{text}` then `{mv}` prints `{printed}`, refused: {e}"));
        // The same position (`==` also reads the repetition history, which the text omits).
        assert!(back.same_position(&child), "`{text}` then `{mv}`");
    }
}

/// Issue 13 item 15: at the first-player draw both hands hold as many pieces, since either
/// side may place first and placements then alternate (§3.2, §10.1). `? AQ@hand` would give,
/// after `first:B`, B to act with nothing in hand while A has a piece to place, which §13
/// refuses; so the parser refuses `? AQ@hand` itself.
#[test]
fn first_player_draw_with_uneven_hands_is_refused() {
    let free = Options {
        variant: Variant::PlacementFreeQueen,
        ..Options::default()
    };
    for text in ["? AQ@hand", "? AQ@hand AG@hand BG@hand"] {
        assert!(
            matches!(
                Agon::parse(text, &free),
                Err(ParsePositionError::Unreachable { actor: '?', .. })
            ),
            "{text}"
        );
    }
    // A's turn with two pieces more than B: B would later act with none in hand.
    assert!(matches!(
        Agon::parse("A AQ@hand AG@hand", &free),
        Err(ParsePositionError::Unreachable { actor: 'A', .. })
    ));
    for text in [
        "? AQ@hand BQ@hand",
        "? AQ@hand AG@hand BQ@hand BG@hand",
        "A AQ@hand AG@hand BQ@hand",
        "B AG@5:3 AQ@hand BQ@hand",
    ] {
        children_parse_back(text, &free);
    }
    children_parse_back(&Agon::new(free).unwrap().to_string(), &free);
}

/// Issue 13 item 16: under `queen_reentry_chooser=captor` the actor of a position is the
/// chooser (§10, §10.3), so `B AQ@0:0*` reads as A's pending queen re-entering where B
/// chooses. The draw comes before any capture (§3.2, §7.1), so `? AQ@0:0*` (which gave B to
/// act with A's queen pending, printed the same way) is refused, as is a pending piece while
/// pieces are in hand (placements never capture, §10.1).
#[test]
fn pending_pieces_at_the_draw_or_in_placement_are_refused() {
    let captor = Options {
        queen_reentry_chooser: Chooser::Captor,
        ..Options::default()
    };
    for options in [Options::default(), captor] {
        assert!(matches!(
            Agon::parse("? AQ@0:0*", &options),
            Err(ParsePositionError::Unreachable { actor: '?', .. })
        ));
    }
    let free_captor = Options {
        variant: Variant::PlacementFreeQueen,
        ..captor
    };
    assert!(matches!(
        Agon::parse("B AQ@0:0* AG@hand BG@hand", &free_captor),
        Err(ParsePositionError::Unreachable { actor: 'B', .. })
    ));
    // The actor is the chooser: A's queen is pending and B chooses its cell; after the
    // re-entry B is to act and the text still parses to the state played.
    children_parse_back("B AQ@0:0* BG@5:3", &captor);
    let game = Agon::parse("B AQ@0:0* BG@5:3", &captor).unwrap();
    assert_eq!(game.seat_to_move(), Some(Player(0)));
}
