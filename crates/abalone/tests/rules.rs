//! End rules, options, the 3-player pass, the three-game match and time control
//! (abalone.md §5, §6 #11–12, §7.4), and Aba-Pro game scores (§7.2).

use jokoak_abalone::{
    Abalone, End, IllegalReason, Move, Options, ScoreError, Seat, Variant, replay_moves,
};
use jokoak_core::{Game, Match, MatchPlay, Outcome, Player, PlyError, Settings, Setup, ToMove};

fn play_all(p: &mut Abalone, moves: &str) {
    for m in moves.split_whitespace() {
        let mv: Move = m.parse().unwrap();
        p.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn with(options: Options, text: &str) -> Abalone {
    Abalone::parse(text, &options).unwrap()
}

#[test]
fn threefold_repetition_is_a_draw_by_default() {
    let shuffle = "a1a2 i9i8 a2a1 i8i9";
    let mut p: Abalone = "4w/6/7/8/9/8/7/6/b4 b 0 0 0 1".parse().unwrap();
    play_all(&mut p, shuffle);
    assert!(!p.is_over(), "second occurrence only");
    play_all(&mut p, shuffle);
    assert_eq!(p.end(), Some(End::Repetition));
    let o = p.outcome().unwrap();
    assert!(o.is_draw());
    assert!(p.to_string().ends_with(" repetition"));
    // The same position string; `==` also reads the repetition history, which the string omits.
    assert!(
        Abalone::parse(&p.to_string(), p.options())
            .unwrap()
            .same_position(&p)
    );

    let off = Options {
        threefold_draw: false,
        ..Options::default()
    };
    let mut p = with(off, "4w/6/7/8/9/8/7/6/b4 b 0 0 0 1");
    play_all(&mut p, &format!("{shuffle} {shuffle} {shuffle}"));
    assert!(!p.is_over());
}

#[test]
fn huge_counters_do_not_overflow() {
    let mut p: Abalone = "4w/6/7/8/9/8/7/6/b4 w 0 0 4294967295 4294967295"
        .parse()
        .unwrap();
    play_all(&mut p, "i9i8 a1a2");
    assert_eq!(p.plies_since_ejection(), u32::MAX);
    assert_eq!(p.full_move(), u32::MAX);
    assert!(
        "4w/6/7/8/9/8/7/6/b4 w 0 0 4294967296 1"
            .parse::<Abalone>()
            .is_err()
    );
}

#[test]
fn a_broadside_is_one_value_from_either_end() {
    // C5,C4,C3 north-east written from the other end is the same move as `c3c5d4` (§7.2).
    // Built from either end, the broadside is one value (a non-canonical twin cannot be
    // built: the fields are private, issue 13 item 9).
    let cell = |s: &str| s.parse::<jokoak_abalone::Cell>().unwrap();
    let twin = Move::broadside(cell("c5"), cell("c3"), cell("d6")).unwrap();
    assert_eq!(
        Move::broadside(cell("c3"), cell("c5"), cell("d4")),
        Some(twin)
    );
    assert_eq!(twin.to_string(), "c3c5d4");
    let mut p = Abalone::default();
    p.play(&twin).unwrap();
}

#[test]
fn draw_by_agreement_two_players_only() {
    let mut p = Abalone::default();
    p.agree_draw().unwrap();
    assert_eq!(p.end(), Some(End::Agreement));
    assert!(p.outcome().unwrap().is_draw());
    assert!(p.to_string().ends_with(" agreed"));
    assert_eq!(p.to_string().parse::<Abalone>().unwrap(), p);
    assert_eq!(p.agree_draw(), Err(IllegalReason::GameOver));
    let mut three = Abalone::new(Options::default(), 3).unwrap();
    assert_eq!(three.agree_draw(), Err(IllegalReason::DrawNeedsTwoPlayers));
    assert!(!three.is_over());
}

#[test]
fn ply_limit_ends_the_game_for_the_ejection_leader() {
    let capped = Options {
        ply_limit: Some(3),
        ..Options::default()
    };
    let mut p = with(capped, "4w/6/7/8/9/8/7/6/b4 b 2 1 0 1");
    play_all(&mut p, "a1a2 i9i8");
    assert!(!p.is_over());
    play_all(&mut p, "a2a3");
    assert_eq!(p.end(), Some(End::PlyLimit));
    assert_eq!(
        p.outcome().unwrap(),
        Outcome::with_places(vec![2, 1], vec![1, 2]).unwrap()
    );
    // Search adjudicates a cut-off game by the same rule.
    let open = with(Options::default(), "4w/6/7/8/9/8/7/6/b4 w 2 1 0 1");
    assert_eq!(
        open.adjudicate(),
        Some(Outcome::with_places(vec![2, 1], vec![1, 2]).unwrap())
    );
    let mut p = with(capped, "4w/6/7/8/9/8/7/6/b4 b 1 1 0 1");
    play_all(&mut p, "a1a2 i9i8 a2a3");
    assert!(p.outcome().unwrap().is_draw());
}

#[test]
fn sixth_ejection_wins_at_once() {
    let mut p: Abalone = "5/6/7/8/6bbw/8/7/6/5 b 5 0 0 1".parse().unwrap();
    play_all(&mut p, "e7e8");
    assert_eq!(p.end(), Some(End::Ejections(Player(0))));
    assert_eq!(p.to_move(), ToMove::Over);
    assert_eq!(
        p.outcome().unwrap(),
        Outcome::with_places(vec![6, 0], vec![1, 2]).unwrap()
    );
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(jokoak_core::perft(&p, 1), 0);
    assert_eq!(
        p.clone().play(&"e8e7".parse().unwrap()).unwrap_err().reason,
        IllegalReason::GameOver
    );
}

#[test]
fn two_players_no_legal_move_loses() {
    // §6 #11: Black's lone marble on A1 is hemmed in by White (A2, B1, B2).
    let p: Abalone = "4w/6/7/8/9/8/7/ww4/bw3 b 0 0 0 1".parse().unwrap();
    assert_eq!(p.end(), Some(End::NoMove(Player(0))));
    assert_eq!(p.outcome().unwrap().places(), vec![2, 1]);
    assert_eq!(jokoak_core::perft(&p, 2), 0);
}

#[test]
fn three_players_pass_when_blocked() {
    let p: Abalone = "4r/6/7/8/9/8/7/ww4/bw3 b 0 0 0 0 1".parse().unwrap();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    assert_eq!(moves, [Move::Pass]);
    let mut q = p.clone();
    q.play(&Move::Pass).unwrap();
    assert_eq!(q.to_string(), "4r/6/7/8/9/8/7/ww4/bw3 w 0 0 0 1 1");
    assert_eq!(jokoak_core::perft(&p, 1), 1);
    // After the pass, w (A2, B1, B2) has 7 single steps (A2: A3, B3; B1: C1, C2; B2: B3, C2,
    // C3), 2 in-line pairs (B1B2 east to B3, A2B2 north-west to C2) and 4 broadsides (B1B2
    // north-east and north-west, A2B2 east and north-east): 13 (§4.1–§4.3, §4.5).
    assert_eq!(jokoak_core::perft(&p, 2), 13);
    // A pass is refused when a move exists, and always with 2 players.
    assert_eq!(
        q.clone().play(&Move::Pass).unwrap_err().reason,
        IllegalReason::PassNotAllowed
    );
    let empty: Abalone = "5/6/7/8/9/8/7/6/5 b 0 0 0 0 1".parse().unwrap();
    assert_eq!(empty.end(), Some(End::Blocked));
    assert!(empty.outcome().unwrap().is_draw());
}

#[test]
fn flag_fall_under_time_control() {
    let timed = Options {
        time_control: Some(600),
        ..Options::default()
    };
    let mut p = Abalone::new(timed, 2).unwrap();
    assert_eq!(
        p.time_out_move(Player(0)),
        Some(Move::Flag(Seat::of(Player(0)).unwrap()))
    );
    assert_eq!(p.time_out_move(Player(1)), None);
    assert_eq!(
        p.clone()
            .play(&Move::Flag(Seat::of(Player(1)).unwrap()))
            .unwrap_err()
            .reason,
        IllegalReason::FlagNotAllowed
    );
    p.play(&"flag:b".parse().unwrap()).unwrap();
    assert_eq!(p.end(), Some(End::Flag(Player(0))));
    assert_eq!(p.outcome().unwrap().places(), vec![2, 1]);
    assert_eq!(Abalone::parse(&p.to_string(), &timed).unwrap(), p);

    // 3 players: the game ends, the flagged player's total counts 0.
    let mut p = with(
        timed,
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb w 2 3 1 0 1",
    );
    p.play(&Move::Flag(Seat::of(Player(1)).unwrap())).unwrap();
    assert_eq!(
        p.outcome().unwrap(),
        Outcome::with_places(vec![2, 0, 1], vec![1, 3, 2]).unwrap()
    );

    // Untimed games refuse flags and never offer one.
    let mut p = Abalone::default();
    assert_eq!(p.time_out_move(Player(0)), None);
    assert_eq!(
        p.play(&Move::Flag(Seat::of(Player(0)).unwrap()))
            .unwrap_err()
            .reason,
        IllegalReason::FlagNotAllowed
    );
}

#[test]
fn three_game_match_rotates_the_first_player() {
    let settings = Settings::new("standard", 3)
        .with("match_games", "3")
        .with("ply_limit", "9");
    let mut m = Match::new(Abalone::from_settings(&settings).unwrap());
    assert_eq!(m.games(), 3);
    let mut starts = vec![m.current().seat_to_move()];
    let mut rng = jokoak_core::rng_from_seed(5);
    while !m.is_over() {
        let before = m.played().len();
        jokoak_core::random_playout(&mut m, &mut rng, 1);
        if m.played().len() > before && !m.is_over() {
            starts.push(m.current().seat_to_move());
            assert_eq!(m.state().games().len(), before + 1);
        }
    }
    assert_eq!(starts, [Player(0), Player(1), Player(2)]);
    // Drivers restart the clocks when this count changes (§5.4: time per player per game).
    assert_eq!(m.games_finished(), 3);
    let o = m.outcome().unwrap();
    let totals: Vec<i64> = (0..3)
        .map(|i| m.played().iter().map(|g| g.scores()[i]).sum())
        .collect();
    assert_eq!(o.scores(), totals);
}

#[test]
fn match_tie_breaks() {
    let options = Options {
        match_games: 3,
        ..Options::default()
    };
    // Game 3 is over (w ejected six). Per-game ejections: game 1 b 6 w 1 r 2, game 2 r 6 w 2
    // b 1, game 3 w 6 b 2 r 1: totals b 9, w 9, r 9. Wins: one each. Lost marbles decide:
    // b lost 2+3+4 = 9, w 5+2+3 = 10, r 3+3+3 = 9, so b = r > w.
    let text = "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 2 6 1 0 5 game1:6.1.2/2.5.3 game2:1.2.6/3.2.3";
    // Make the board show b lost 4, w lost 3, r lost 3 in game 3 (11 start each).
    let text = text.replacen(
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb",
        "5/1w3r/ww3rr/ww4rr/ww5rr/w6r/7/2bbb1/bbbb1",
        1,
    );
    let (last, table) = Abalone::parse_in_match(&text, &options).unwrap();
    assert_eq!(last.end(), Some(End::Ejections(Player(1))));
    assert_eq!(table.games().len(), 2);
    let games = [
        Outcome::with_places(vec![6, 1, 2], vec![1, 3, 2]).unwrap(),
        Outcome::with_places(vec![1, 2, 6], vec![3, 2, 1]).unwrap(),
        last.outcome().unwrap(),
    ];
    let o = last.match_outcome(&games, &table).unwrap();
    assert_eq!(o.scores(), vec![9, 9, 9]);
    assert_eq!(o.places(), vec![1, 3, 1]);
    // Read as a match, the text is the last game of a finished match with that result.
    let settings = Settings::new("standard", 3).with("match_games", "3");
    let m = Match::<Abalone>::parse(&text, &settings).unwrap();
    assert_eq!(m.played()[..2], games[..2]);
    assert!(m.is_over());
    assert_eq!(m.outcome(), Some(o));
    assert_eq!(m.to_string(), text);
}

#[test]
fn the_match_table_is_the_matchs_not_the_positions() {
    // §5.3: game 2 (started by w) is over, w having ejected six; game 1's row is in the text.
    let settings = Settings::new("standard", 3).with("match_games", "3");
    let text = "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 1 6 2 0 4 game1:6.1.2/2.5.3";
    // The position is the position: the match's token is checked, then left to the match.
    let p = Abalone::parse_position(text, &settings).unwrap();
    assert_eq!(
        p.to_string(),
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 1 6 2 0 4"
    );
    assert_eq!(p.end(), Some(End::Ejections(Player(1))));
    // The match read from the text has two games finished, so game 3 starts at once, by r
    // (the rotation of §5.3), with both games in its table.
    let m = Match::<Abalone>::parse(text, &settings).unwrap();
    assert_eq!(m.games_finished(), 2);
    assert_eq!(m.current().seat_to_move(), Player(2));
    assert_eq!(
        m.state()
            .games()
            .iter()
            .map(|g| g.ejected)
            .collect::<Vec<_>>(),
        [[6, 1, 2], [1, 6, 2]]
    );
    // Game 2 lost nothing on this board (11 marbles each on it).
    assert_eq!(m.state().games()[1].lost, [0, 0, 0]);
    assert_eq!(
        m.to_string(),
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb r 0 0 0 0 1 game1:6.1.2/2.5.3 game2:1.6.2/0.0.0"
    );
    // A table without a 3-game match is refused, as before.
    let single = Settings::new("standard", 3);
    assert!(Match::<Abalone>::parse(text, &single).is_err());
    assert!(Abalone::parse_position(text, &single).is_err());
}

#[test]
fn aba_pro_game_score_replays() {
    // The Belgian-daisy score quoted in §2.1 from [OA]: legal only in our orientation.
    let settings = Settings::new("belgian-daisy", 2);
    let p = Abalone::replay_native("1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7", &settings).unwrap();
    let (p, plies) = p.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(plies, 5);
    assert_eq!(p.full_move(), 3);
    assert_eq!(p.seat_to_move(), Player(1));
    // An illegal or malformed token is named.
    let err = Abalone::replay_native("1.a1b2 a5b5 2.a1b2", &settings)
        .unwrap()
        .unwrap_err();
    assert!(err.to_string().contains("a1b2"), "{err}");
    let err = replay_moves(Abalone::default(), "1.a1b2 zz9").unwrap_err();
    assert!(err.to_string().contains("zz9"), "{err}");
    // The core's ply error: the ply and the move's text, without its move number.
    let ply = |err| match err {
        ScoreError::Ply(e) => (e.ply(), e.token().to_owned()),
        other => panic!("expected a ply error, got {other:?}"),
    };
    assert_eq!(ply(err), (2, "zz9".to_owned()));
    // In the standard opening a5 holds a Black marble, so White's a5b5 is refused at ply 2.
    let err = replay_moves(Abalone::default(), "1.a1b2 a5b5").unwrap_err();
    assert!(
        matches!(&err, ScoreError::Ply(PlyError::Illegal { .. })),
        "{err:?}"
    );
    assert_eq!(ply(err), (2, "a5b5".to_owned()));
    // Annotations and result marks are ignored; moves numbers may stand apart.
    let p = replay_moves(Abalone::default(), "1. a1b2! i5h5 2. c4c5d5?! 1-0").unwrap();
    assert_eq!(p.full_move(), 2);
}

/// DESIGN §6.2: a constructor accepts exactly what `from_settings` accepts (issue 13 item 8):
/// `Abalone::new` refuses what the settings refuse, never settles it; what it accepts
/// replays from its `settings()`.
#[test]
fn new_accepts_only_what_from_settings_accepts() {
    let many = Options {
        match_games: 200,
        ..Options::default()
    };
    for (options, players) in [
        (many, 2),
        (many, 3),
        (Options::default(), 7),
        (Options::default(), 0),
        (
            Options {
                variant: Variant::GermanDaisy,
                match_games: 2,
                ply_limit: Some(0),
                ..Options::default()
            },
            3,
        ),
    ] {
        assert!(
            Abalone::new(options, players).is_err(),
            "{options:?} with {players}"
        );
        assert!(Abalone::new(options, players).is_err());
        // The nearest valid options, for a caller who repairs its input, are accepted.
        let (options, players) = options.settled(players);
        let p = Abalone::new(options, players).unwrap();
        let back = Abalone::from_settings(&p.settings()).unwrap();
        assert_eq!(back, p, "{options:?} with {players}");
    }
    let match3 = Options {
        match_games: 3,
        ..Options::default()
    };
    assert_eq!(Abalone::new(match3, 3).unwrap().match_games(), 3);
    assert_eq!(Abalone::new(match3, 3).unwrap().match_games(), 3);
    assert!(Abalone::new(Options::default(), 2).is_ok());
}

/// Issue 14 item 5: Abalone has 2 or 3 players (abalone.md §3); `Abalone::new` refuses any
/// other count rather than quietly making a 2-player game.
#[test]
fn only_two_or_three_players() {
    for players in [0, 1, 4, 5, 6] {
        let err = Abalone::new(Options::default(), players).unwrap_err();
        assert!(err.to_string().contains(&players.to_string()), "{err}");
    }
    assert_eq!(
        Abalone::new(Options::default(), 2).unwrap().num_players(),
        2
    );
    assert_eq!(
        Abalone::new(Options::default(), 3).unwrap().num_players(),
        3
    );
}
