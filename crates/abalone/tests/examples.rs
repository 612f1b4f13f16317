//! The worked examples of abalone.md §9 (and §7.4's turn-order example), one test each.

use std::collections::BTreeSet;

use jokoak_abalone::{Abalone, Cell, IllegalReason, LetterCase, Move, Options, Variant};
use jokoak_core::{Game, Player};

/// Our position string for the given cells (Black to move unless `side` says otherwise).
fn position(black: &[&str], white: &[&str], red: &[&str], side: &str) -> Abalone {
    let colour = |c: Cell| {
        let name = c.to_string();
        let has = |list: &[&str]| list.iter().any(|x| x.eq_ignore_ascii_case(&name));
        if has(black) {
            Some('b')
        } else if has(white) {
            Some('w')
        } else if has(red) {
            Some('r')
        } else {
            None
        }
    };
    let mut ranks = Vec::new();
    for row in (1..=9).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for c in Cell::all().filter(|c| c.row() == row) {
            match colour(c) {
                Some(ch) => {
                    if empty > 0 {
                        s += &empty.to_string();
                        empty = 0;
                    }
                    s.push(ch);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s += &empty.to_string();
        }
        ranks.push(s);
    }
    let scores = if red.is_empty() { "0 0" } else { "0 0 0" };
    let text = format!("{} {side} {scores} 0 1", ranks.join("/"));
    text.parse().unwrap()
}

fn two(black: &[&str], white: &[&str]) -> Abalone {
    position(black, white, &[], "b")
}

fn legal(p: &Abalone) -> Vec<Move> {
    let mut v = Vec::new();
    p.legal_moves(&mut v);
    v
}

/// (inl-1, inl-2, inl-3, bro-2, bro-3) as §9 counts them.
fn breakdown(p: &Abalone) -> [usize; 5] {
    let own = p.seat_to_move();
    let mut b = [0; 5];
    for mv in legal(p) {
        match mv {
            Move::Inline(inline) => {
                let (from, dir) = (inline.from(), inline.dir());
                let mut k = 1;
                let mut at = from;
                while let Some(next) = at.step(dir).filter(|&c| p.marble_at(c) == Some(own)) {
                    k += 1;
                    at = next;
                }
                b[k - 1] += 1;
            }
            Move::Broadside(broadside) => b[usize::from(broadside.marbles()) + 1] += 1,
            Move::Pass | Move::Flag(_) => panic!("unexpected {mv}"),
        }
    }
    b
}

fn cells_of(p: &Abalone, seat: u8) -> Vec<String> {
    p.marbles(Player(seat)).map(|c| c.to_string()).collect()
}

fn play(p: &Abalone, mv: &str) -> Result<Abalone, IllegalReason> {
    let mut q = p.clone();
    let before = q.clone();
    match q.play(&mv.parse().unwrap()) {
        Ok(()) => Ok(q),
        Err(e) => {
            assert_eq!(q, before, "refused {mv} changed the state");
            Err(e.reason)
        }
    }
}

#[test]
fn s9_1_tiny_positions() {
    let i9 = &["i9"][..];
    let table: [(&[&str], usize, [usize; 5]); 7] = [
        (&["e5"], 6, [6, 0, 0, 0, 0]),
        (&["a1"], 3, [3, 0, 0, 0, 0]),
        (&["a3"], 4, [4, 0, 0, 0, 0]),
        (&["e4", "e5"], 16, [10, 2, 0, 4, 0]),
        (&["e4", "e5", "e6"], 30, [14, 2, 2, 8, 4]),
        (&["e3", "e4", "e5", "e6"], 42, [18, 2, 2, 12, 8]),
        (&["d4", "e4", "e5"], 24, [12, 6, 0, 6, 0]),
    ];
    for (black, total, parts) in table {
        let p = two(black, i9);
        assert_eq!(legal(&p).len(), total, "{black:?}");
        assert_eq!(p.count_legal() as usize, total, "{black:?}");
        assert_eq!(breakdown(&p), parts, "{black:?}");
    }
    let a1 = two(&["a1"], i9);
    let dests: BTreeSet<String> = legal(&a1)
        .iter()
        .map(|m| m.to_string()[2..].to_owned())
        .collect();
    assert_eq!(dests, ["a2", "b1", "b2"].map(String::from).into());
}

/// The cells of a space-separated list (`"e3 e4 e5"`), as the tables below write them.
fn cells(list: &str) -> Vec<&str> {
    list.split_whitespace().collect()
}

#[test]
fn s9_2_legal_pushes() {
    // (black, white, move, black after, white after, black score)
    let table = [
        ("e4 e5", "e6", "e4e5", "e5 e6", "e7", 0),
        ("e7 e8", "e9", "e7e8", "e8 e9", "", 1),
        ("e3 e4 e5", "e6", "e3e4", "e4 e5 e6", "e7", 0),
        ("e3 e4 e5", "e6 e7", "e3e4", "e4 e5 e6", "e7 e8", 0),
        ("e5 e6 e7", "e8 e9", "e5e6", "e6 e7 e8", "e9", 1),
        ("c3 d4 e5", "b2 a1", "e5d4", "b2 c3 d4", "a1", 1),
        ("e4 e5", "e6 e8", "e4e5", "e5 e6", "e7 e8", 0),
        ("e3 e4 e5", "e6 e7 e9", "e3e4", "e4 e5 e6", "e7 e8 e9", 0),
    ];
    for (black, white, mv, b_after, w_after, score) in table {
        let p = two(&cells(black), &cells(white));
        assert!(legal(&p).contains(&mv.parse().unwrap()), "{mv} listed");
        let q = play(&p, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        assert_eq!(cells_of(&q, 0), cells(b_after), "{mv}");
        assert_eq!(cells_of(&q, 1), cells(w_after), "{mv}");
        assert_eq!(q.scores(), [score, 0], "{mv}");
        assert_eq!(q.plies_since_ejection(), if score == 1 { 0 } else { 1 });
    }
}

#[test]
fn s9_2_refused_pushes() {
    use IllegalReason::{Occupied, OffBoard, Sandwich, SingleCannotPush, TooManyMarbles};
    let no_sumito = |own, opponents| IllegalReason::NoSumito { own, opponents };
    let cell = |name: &str| -> Cell { name.parse().unwrap() };
    let table = [
        ("e4 e5", "e6 e7", "e4e5", no_sumito(2, 2)),
        ("e3 e4 e5", "e6 e7 e8", "e3e4", no_sumito(3, 3)),
        ("e2 e3 e4 e5", "e6 e7 e8", "e3e4", no_sumito(3, 3)),
        ("e2 e3 e4 e5", "e6 e7 e8", "e2e3", TooManyMarbles),
        ("e4 e5 e7", "e6", "e4e5", Sandwich(cell("e7"))),
        ("e3 e4 e5 e8", "e6 e7", "e3e4", Sandwich(cell("e8"))),
        ("e5", "e6", "e5e6", SingleCannotPush),
        ("d4 d5", "e5", "d4d5e4", Occupied(cell("e5"))),
        ("e8 e9", "a1", "e8e9", OffBoard),
    ];
    for (black, white, mv, why) in table {
        let p = two(&cells(black), &cells(white));
        assert!(!legal(&p).contains(&mv.parse().unwrap()), "{mv} not listed");
        assert_eq!(play(&p, mv).err(), Some(why), "{mv}");
    }
}

#[test]
fn s9_3_start_positions() {
    let table = [
        (Variant::Standard, 2, 44, [14, 12, 8, 8, 2]),
        (Variant::BelgianDaisy, 2, 52, [20, 20, 4, 8, 0]),
        (Variant::GermanDaisy, 2, 80, [28, 28, 8, 16, 0]),
        (Variant::Standard, 3, 40, [12, 10, 0, 10, 8]),
    ];
    for (variant, players, total, parts) in table {
        let mut p = Abalone::new(
            Options {
                variant,
                ..Options::default()
            },
            players,
        )
        .unwrap();
        assert_eq!(legal(&p).len(), total, "{variant}");
        assert_eq!(breakdown(&p), parts, "{variant}");
        if players == 3 {
            // "any player": every seat of the symmetric layout has the same moves.
            for seat in 1..3 {
                let text = p.to_string().replacen(" b ", [" w ", " r "][seat - 1], 1);
                p = Abalone::parse(&text, p.options()).unwrap();
                assert_eq!(breakdown(&p), parts, "seat {seat}");
            }
        }
    }
}

#[test]
fn s9_3_the_44_standard_opening_moves() {
    let expected = "a1b1 a1b2 a2b2 a2b3 a3b3 a3b4 a4b4 a4b5 a5b5 a5b6 \
        b1b2c1 b1c1 b1c2 b2c2 b2c3 b2c3c2 b3c3 b3c4 b4c4 b4c5 \
        b5b6c6 b5c5 b5c5c6 b5c6 b6c6 b6c7 \
        c3c2 c3c4 c3c4d3 c3c4d4 c3c5d3 c3c5d4 c3d3 c3d4 \
        c4c3 c4c5 c4c5d4 c4c5d5 c4d4 c4d5 c5c4 c5c6 c5d5 c5d6";
    let expected: BTreeSet<&str> = expected.split_whitespace().collect();
    assert_eq!(expected.len(), 44);
    let got: Vec<String> = legal(&Abalone::default())
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(got.len(), 44);
    let got: BTreeSet<&str> = got.iter().map(String::as_str).collect();
    assert_eq!(got, expected);
}

#[test]
fn s9_3_start_position_strings() {
    assert_eq!(
        Abalone::default().to_string(),
        "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1"
    );
    assert_eq!(
        Abalone::new(Options::default(), 3).unwrap().to_string(),
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 0 0 0 0 1"
    );
    let belgian = Abalone::new(
        Options {
            variant: Variant::BelgianDaisy,
            ..Options::default()
        },
        2,
    )
    .unwrap();
    assert_eq!(
        belgian.to_playstrategy(LetterCase::LowerIsBlack).unwrap(),
        "SS1ss/SSSsss/1SS1ss1/8/9/8/1ss1SS1/sssSSS/ss1SS 0 0 b 0 1"
    );
    let cells = |seat| cells_of(&belgian, seat).join(" ");
    assert_eq!(cells(0), "a1 a2 b1 b2 b3 c2 c3 g7 g8 h7 h8 h9 i8 i9");
    assert_eq!(cells(1), "a4 a5 b4 b5 b6 c5 c6 g4 g5 h4 h5 h6 i5 i6");
    let german = Abalone::new(
        Options {
            variant: Variant::GermanDaisy,
            ..Options::default()
        },
        2,
    )
    .unwrap();
    let cells = |seat| cells_of(&german, seat).join(" ");
    assert_eq!(cells(0), "b1 b2 c1 c2 c3 d2 d3 f7 f8 g7 g8 g9 h8 h9");
    assert_eq!(cells(1), "b5 b6 c5 c6 c7 d6 d7 f3 f4 g3 g4 g5 h4 h5");
}

#[test]
fn s9_4_playstrategy_positions() {
    // (board, side, 1-marble, 2-marble, all)
    let table = [
        ("5/6/7/8/4sssS1/4S3/7/6/5", "b", 11, 7, 22),
        (
            "SS1ss/SSSsss/1SS1ss1/8/9/8/1ss1SS1/sssSSS/ss1SS",
            "b",
            20,
            28,
            52,
        ),
        (
            "sssss/s5/s6/s1SSSSS1/1s5S1/1sssss1S/6S/5S/SSSSS",
            "b",
            40,
            35,
            98,
        ),
        (
            "s1s1s/1sSSs1/1sSsSs1/3ss3/9/3SS3/1SsSsS1/1SssS1/S1S1S",
            "b",
            28,
            20,
            48,
        ),
        (
            "5/S4s/SS3ss/SSSS1sss/3s1s3/sss1SSSS/ss3SS/s4S/5",
            "b",
            28,
            34,
            80,
        ),
        (
            "2S1S/3sS1/7/8/4sss2/SSss2s1/3S2s/2SsSS/1S3",
            "b",
            32,
            20,
            58,
        ),
        (
            "2S1S/3sS1/7/8/4sss2/SSss2s1/3S2s/2SsSS/1S3",
            "w",
            31,
            11,
            44,
        ),
    ];
    for (board, side, one, twos, all) in table {
        let fen = format!("{board} 0 0 {side} 0 1");
        let p = Abalone::from_playstrategy(&fen, LetterCase::LowerIsBlack, &Options::default())
            .unwrap();
        let b = breakdown(&p);
        assert_eq!(b[0], one, "{board} {side}: 1-marble");
        assert_eq!(b[1] + b[3], twos, "{board} {side}: 2-marble");
        assert_eq!(legal(&p).len(), all, "{board} {side}: all");
        assert_eq!(p.to_playstrategy(LetterCase::LowerIsBlack).unwrap(), fen);
        // The steinbeisser case mapping reads the same string with the colours swapped.
        let swapped =
            Abalone::from_playstrategy(&fen, LetterCase::UpperIsBlack, &Options::default())
                .unwrap();
        assert_eq!(cells_of(&swapped, 0), cells_of(&p, 1));
    }
}

#[test]
fn s9_5_three_player_pushes() {
    let p = position(&["e3", "e4", "e5"], &["e6"], &["e7"], "b");
    let q = play(&p, "e3e4").unwrap();
    assert_eq!(
        (cells_of(&q, 0), cells_of(&q, 1), cells_of(&q, 2)),
        (
            vec!["e4".into(), "e5".into(), "e6".into()],
            vec!["e7".into()],
            vec!["e8".into()]
        )
    );

    let p = position(&["e5", "e6", "e7"], &["e8"], &["e9"], "b");
    let q = play(&p, "e5e6").unwrap();
    assert_eq!(q.scores(), [1, 0, 0]);
    assert_eq!(cells_of(&q, 1), ["e9"]);
    assert!(cells_of(&q, 2).is_empty());

    let p = position(&["e4", "e5"], &["e6"], &["e7"], "b");
    assert_eq!(
        play(&p, "e4e5").err(),
        Some(IllegalReason::NoSumito {
            own: 2,
            opponents: 2
        })
    );
    let p = position(&["e3", "e4", "e5"], &["e6"], &["e7", "e8"], "b");
    assert_eq!(
        play(&p, "e3e4").err(),
        Some(IllegalReason::NoSumito {
            own: 3,
            opponents: 3
        })
    );
}

#[test]
fn s7_4_three_player_turn_order() {
    let p: Abalone = "5/6/7/8/2bbbwr2/8/7/6/5 b 0 0 0 0 1".parse().unwrap();
    let q = play(&p, "e3e4").unwrap();
    assert_eq!(q.to_string(), "5/6/7/8/3bbbwr1/8/7/6/5 w 0 0 0 1 1");
    assert_eq!(q.seat_to_move(), Player(1));
}

#[test]
fn s9_6_notation_round_trips() {
    let m: Move = "C5C3D6".parse().unwrap();
    assert_eq!(m, "c3c5d4".parse().unwrap());
    assert_eq!(m.to_string(), "c3c5d4");

    let start = Abalone::default();
    let a1b2: Move = "A1B2".parse().unwrap();
    assert_eq!(a1b2.to_string(), "a1b2");
    assert_eq!(start.parse_nacre("a1d4").unwrap(), a1b2);
    assert_eq!(start.nacre(&a1b2).unwrap(), "a1d4");

    let p = two(&["c3", "c4", "c5"], &["i9"]);
    let m = p.parse_nacre("c3d6").unwrap();
    assert_eq!(m.to_string(), "c3c5d4");

    let a1b1: Move = "a1b1".parse().unwrap();
    assert!(legal(&start).contains(&a1b1));
    let q = play(&start, "a1b1").unwrap();
    // A1,B1 step north-west to B1,C1.
    assert_eq!(q.marble_at("a1".parse().unwrap()), None);
    assert_eq!(q.marble_at("c1".parse().unwrap()), Some(Player(0)));
    assert_eq!(a1b1.to_string(), "a1b1");
}

#[test]
fn s7_3_nacre_rejects_the_other_broadside_ordering() {
    // At the start `c3d4` is the in-line C3→D4 only; the 120° form of `c3c4d3` is not read.
    let start = Abalone::default();
    assert_eq!(start.parse_nacre("c3d4").unwrap(), "c3d4".parse().unwrap());
    // Every legal move's Nacre form decodes back to it, on every opening.
    for variant in Variant::ALL {
        let p = Abalone::new(
            Options {
                variant,
                ..Options::default()
            },
            2,
        )
        .unwrap();
        for mv in legal(&p) {
            let text = p.nacre(&mv).unwrap();
            assert_eq!(p.parse_nacre(&text), Ok(mv), "{variant}: {mv} = {text}");
        }
    }
    assert!(start.parse_nacre("e5e6").is_err());
}
