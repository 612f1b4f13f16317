//! Black-box tests of the `jokoak` command on Abalone (DESIGN §6, issue 3 "Done when").

mod common;
use common::{bad_input, stdout};

#[test]
fn games_lists_abalone() {
    assert!(
        stdout(&["games"])
            .lines()
            .any(|l| l == "abalone standard,belgian-daisy,german-daisy 2,3")
    );
}

#[test]
fn new_prints_the_openings() {
    assert_eq!(
        stdout(&["new", "abalone"]),
        "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1\n"
    );
    // abalone.md §3.2: PlayStrategy's FEN with `S` → w and `s` → b.
    assert_eq!(
        stdout(&["new", "abalone", "--variant", "belgian-daisy"]),
        "ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0 0 1\n"
    );
    assert_eq!(
        stdout(&["new", "abalone", "--players", "3"]),
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 0 0 0 0 1\n"
    );
    bad_input(&[
        "new",
        "abalone",
        "--variant",
        "german-daisy",
        "--players",
        "3",
    ]);
    bad_input(&["new", "abalone", "--option", "match_games=3"]);
}

#[test]
fn perft_prints_the_counts_of_section_9_3() {
    // The depth-4 and belgian depth-3 counts of the issue run in `perft` tests of the crate;
    // here the command's output at cheap depths.
    assert_eq!(stdout(&["perft", "abalone", "--depth", "2"]), "1936\n");
    assert_eq!(
        stdout(&[
            "perft",
            "abalone",
            "--variant",
            "german-daisy",
            "--depth",
            "2"
        ]),
        "6244\n"
    );
    for (depth, count) in [("1", "40\n"), ("2", "1587\n")] {
        assert_eq!(
            stdout(&["perft", "abalone", "--players", "3", "--depth", depth]),
            count
        );
    }
}

#[test]
fn apply_runs_a_match_on_from_a_position_with_its_table() {
    // Game 2 of a 3-player match (game 1 in the table), w to move with five ejections: the
    // 3v2 sumito e5e6 (w on E5–E7 against b on E8, E9) ejects b's E9, the sixth (§4.3, §5.2).
    // Game 2's row: ejected b 1, w 6, r 2; lost of 11 each (§3.4): b 10 (E8 left), w 8, r 10.
    // Two games finished, so game 3 starts at once, by r (§5.3 rotates b, w, r).
    let state = "4r/6/7/8/4wwwbb/8/7/6/5 w 1 5 2 3 4 game1:6.1.2/2.5.3";
    assert_eq!(
        stdout(&[
            "apply",
            "abalone",
            "--players",
            "3",
            "--option",
            "match_games=3",
            "--state",
            state,
            "--",
            "e5e6"
        ]),
        "ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb r 0 0 0 0 1 \
         game1:6.1.2/2.5.3 game2:1.6.2/10.8.10\n"
    );
}

#[test]
fn legal_apply_and_errors() {
    let legal = stdout(&["legal", "abalone"]);
    assert_eq!(legal.lines().count(), 44);
    assert!(legal.starts_with("a1b1\na1b2\n"));
    // By hand (§4.3, §7.2): a1b2 moves A1 B2 C3 north-east into the empty D4 (A1 empties);
    // i5h5 moves I5 H5 G5 south-east into the empty F5 (I5 empties). No ejection: 2 plies,
    // full move 2, Black to move.
    assert_eq!(
        stdout(&["apply", "abalone", "--", "a1b2", "i5h5"]),
        "1wwww/wwwwww/2www2/3w4/9/3b4/2bbb2/bbbbbb/1bbbb b 0 0 2 2\n"
    );
    let err = bad_input(&["apply", "abalone", "--", "a1b2", "a1b2"]);
    assert!(err.contains("a1b2"), "{err}");
    bad_input(&["apply", "abalone", "--", "a1a3"]);
    bad_input(&[
        "legal",
        "abalone",
        "--state",
        "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb b 0 0 0 1",
    ]);
}

#[test]
fn replay_of_an_aba_pro_game_score() {
    let dir = std::env::temp_dir().join(format!("jokoak-abalone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("score.txt");
    std::fs::write(&file, "1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7\n").unwrap();
    let path = file.to_str().unwrap();
    let out = stdout(&["replay", "abalone", path, "--variant", "belgian-daisy"]);
    let mut lines = out.lines();
    // By hand from the Belgian daisy of §3.2 (§4.3, §7.2):
    //   a1b2: Black A1 B2 C3 step NE into the empty D4 (A1 empties).
    //   a5b5: White A5 B5 C5 step NW into the empty D5 (A5 empties; in the standard opening
    //         A5 is Black's, hence the refusal below).
    //   a2b3: Black A2 B3 step NE into the empty C4 (A2 empties).
    //   i6h6: White I6 H6 step SE into the empty G6 (I6 empties).
    //   i8h7: Black I8 H7 step SW; G6 holds White, F5 beyond is empty: a 2v1 sumito, White
    //         G6 → F5, Black lands on H7 G6 (I8 empties).
    // Black: B1 B2 B3 C2 C3 C4 D4 G6 G7 G8 H7 H8 H9 I9; White: A4 B4 B5 B6 C5 C6 D5 F5 G4 G5
    // H4 H5 H6 I5. Ranks I..A as in §7.4; White to move, no ejection in 5 plies, full move 3.
    assert_eq!(
        lines.next(),
        Some("w3b/wwwbbb/1wwbbb1/3w4/9/3bw3/1bbbww1/bbbwww/3w1 w 0 0 5 3")
    );
    // Five plies: a1b2, a5b5, a2b3, i6h6, i8h7.
    assert_eq!(lines.next(), Some("result: unfinished after 5 plies"));
    // In the standard opening the same score is illegal at its second move.
    let err = bad_input(&["replay", "abalone", path]);
    assert!(err.contains("a5b5"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_position_sets_its_own_player_count() {
    // abalone.md §7.4: the number of score fields sets the player count; the turn-order
    // example there needs no --players.
    assert_eq!(
        stdout(&[
            "apply",
            "abalone",
            "--state",
            "5/6/7/8/2bbbwr2/8/7/6/5 b 0 0 0 0 1",
            "--",
            "e3e4"
        ]),
        "5/6/7/8/3bbbwr1/8/7/6/5 w 0 0 0 1 1\n"
    );
    // A count that contradicts the position is still refused.
    bad_input(&[
        "apply",
        "abalone",
        "--players",
        "2",
        "--state",
        "5/6/7/8/2bbbwr2/8/7/6/5 b 0 0 0 0 1",
        "--",
        "e3e4",
    ]);
    bad_input(&[
        "new",
        "abalone",
        "--option",
        "threefold_draw=true",
        "--option",
        "threefold_draw=false",
    ]);
}
