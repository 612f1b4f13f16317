//! A person at the terminal (issue 12): `jokoak play GAME --agents human,random` driven through
//! standard input for every game: help, boards with coordinates, the last ply, quit, resign,
//! refusals said once, the clock and a flag fall; and the command line's own hints.

use std::io::Write as _;
use std::process::{Command, Stdio};

/// Runs `jokoak ARGS`, writes `input` to standard input (after `delay`, if any) and returns
/// standard output.
fn play(args: &[&str], input: impl AsRef<[u8]>, delay: Option<std::time::Duration>) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    if let Some(d) = delay {
        std::thread::sleep(d);
    }
    // The game may end before it reads everything (an endless line, `quit`).
    if let Err(e) = stdin.write_all(input.as_ref()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The five games with the arguments of a two-seat game and an example move their help gives.
const GAMES: [(&str, &[&str], &str); 5] = [
    ("linja", &[], "`0-1`"),
    ("bul", &[], "`10-8`"),
    ("continued", &["--players", "2"], "`FS-R@E1`"),
    ("abalone", &[], "`a1b2`"),
    ("agon", &[], "`5:4-5:3`"),
];

fn args<'a>(game: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec!["play", game, "--agents", "human,random", "--seed", "4"];
    v.extend_from_slice(extra);
    v
}

#[test]
fn odd_lines_are_refused_and_the_next_one_is_read() {
    // Bytes that are not UTF-8, a line of 5,000 bytes and an escape sequence: each refused on
    // one line (the escape shown escaped, as error lines show it), and play reads on to `quit`.
    let mut input = b"\xff\n".to_vec();
    input.extend(std::iter::repeat_n(b'a', 5000));
    input.extend(b"\n\x1b[31m\nquit\n");
    let text = play(&args("linja", &[]), &input, None);
    assert!(text.contains("`\u{fffd}` is not a Linja move"), "{text}");
    assert!(
        text.contains("a line of more than 4096 bytes is not read"),
        "{text}"
    );
    assert!(!text.contains('\u{1b}'), "{text}");
    assert!(text.contains("`\\u{1b}[31m` is not a Linja move"), "{text}");
    assert!(text.contains("quits: the game is abandoned"), "{text}");
}

#[test]
fn an_endless_line_ends_the_input_in_bounded_memory() {
    // 2 MiB without a newline (as from /dev/zero): skipped up to 1 MiB past the longest line
    // kept, then the input counts as ended and the game is abandoned.
    let input = vec![b'0'; 2 << 20];
    let text = play(&args("linja", &[]), &input, None);
    assert!(
        text.contains("end of input: the game is abandoned"),
        "{text}"
    );
    // Not read as a move (it was before, whole, however long).
    assert!(!text.contains("is not a Linja move"), "{text}");
}

#[test]
fn every_game_helps_with_its_notation_and_quits_cleanly() {
    for (game, extra, example) in GAMES {
        let text = play(&args(game, extra), "help\nquit\n", None);
        assert!(text.contains(example), "{game}: {text}");
        assert!(text.contains("`resign`"), "{game}: the commands are listed");
        assert!(
            text.contains("quits: the game is abandoned\n"),
            "{game}: {text}"
        );
        let last = text.lines().last().unwrap();
        assert!(
            last.starts_with("result: unfinished after "),
            "{game}: {last}"
        );
    }
}

#[test]
fn every_board_has_coordinates_and_a_legend() {
    let markers: [(&str, &[&str]); 5] = [
        // linja.md §2: spaces 0-7; R11 points.
        ("linja", &[" space   0 ┃  1 ┃", " points: Black "]),
        // bul.md §2: positions 0 (Red's home) to 10 (Blue's home).
        (
            "bul",
            &[" position  0 │  1 │", "│ 10\n", "R Red enters from 0"],
        ),
        // The tile game's columns x and rows y, and the tile legend.
        ("continued", &["  0  1  2", "━┃ full side"]),
        // abalone.md §7.1: rows A-I, numbers 1-9; §5: the score.
        (
            "abalone",
            &["    I ○ ○ ○ ○ ○", "       1 2 3 4 5", "ejected: b 0, w 0"],
        ),
        // agon.md §2.2: every cell is named ring:index.
        ("agon", &["·0:0 ", "q5:15", "Q5:0", "cells ring:index"]),
    ];
    for (game, expected) in markers {
        let extra: &[&str] = if game == "continued" {
            &["--players", "2"]
        } else {
            &[]
        };
        let text = play(&args(game, extra), "quit\n", None);
        for marker in expected {
            assert!(text.contains(marker), "{game}: `{marker}` in\n{text}");
        }
    }
}

#[test]
fn the_last_ply_and_the_seat_are_shown() {
    // Abalone: the human is b and moves first (abalone.md §3.1); after its move and the random agent's,
    // the board is followed by the seat and the opponent's last move, which is the ply line
    // printed just before it.
    let text = play(&args("abalone", &[]), "c3c4\nquit\n", None);
    assert!(text.contains(" you are b; type `help`"), "{text}");
    assert!(
        text.contains(" you are b · last: b played c3c4\n"),
        "{text}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(" you are b · last: w played "))
        .expect("the opponent's move is shown");
    let reply = lines[at].rsplit(' ').next().unwrap();
    // The ply line of that move comes just before its board: 10 lines of cells and numbers,
    // then the legend, the score and the status.
    assert_eq!(lines[at - 14], reply, "{text}");
}

#[test]
fn a_refusal_is_said_once() {
    // abalone.md §7.2: `a1b` names one cell and a half; `a1a2` would move five marbles in line
    // (a1-a5 are black at the start, abalone.md §3.1), more than three (§4.1).
    let text = play(&args("abalone", &[]), "a1b\na1a2\nquit\n", None);
    let refusals: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once(")> ").map(|(_, r)| r))
        .filter(|r| r.contains("`a1"))
        .collect();
    assert_eq!(refusals.len(), 2, "{text}");
    assert!(refusals[0].starts_with("`a1b` is not a move: "), "{text}");
    assert!(refusals[1].starts_with("`a1a2` is illegal: "), "{text}");
    for r in refusals {
        assert_eq!(
            r.matches("not a move").count() + r.matches("illegal").count(),
            1,
            "{r}"
        );
    }
}

#[test]
fn resign_ends_the_game_unfinished() {
    // None of the rules texts has a resignation, so it cannot be recorded as a loss.
    let text = play(&args("agon", &[]), "resign\n", None);
    assert!(
        text.contains(
            " resigns: the rules of agon have no resignation, so the game ends unfinished\n"
        ),
        "{text}"
    );
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("result: unfinished after ")
    );
}

#[test]
fn the_clock_is_shown_and_a_flag_fall_is_explained() {
    // abalone.md §5.4: with one second per player, b (the human, first to move) answers after
    // more than a second; the driver plays `flag:b` and b loses.
    let mut a = args("abalone", &[]);
    a.extend_from_slice(&["--option", "time_control=1"]);
    let text = play(&a, "c3c4\n", Some(std::time::Duration::from_millis(1500)));
    assert!(text.contains("b (you) to move, clock 0:01 ("), "{text}");
    assert!(
        text.contains("too late: b's clock ran out before `c3c4`\n"),
        "{text}"
    );
    assert!(text.contains("\nflag:b\n"), "{text}");
    assert!(
        text.contains(" b's clock ran out: b loses on time (flag:b)\n"),
        "{text}"
    );
    assert!(text.ends_with("result: w>b b:0 w:0\n"), "{text}");
}

#[test]
fn a_linja_human_plays_from_standard_input_and_stops_at_its_end() {
    // Seed 1 draws Black (the human) first: `?`, `help`, bad notation, an illegal step, a
    // legal step, then the end of input.
    let text = play(
        &["play", "linja", "--agents", "human,random", "--seed", "1"],
        "?\nhelp\n0-9\n6-5\n0-1\n",
        None,
    );
    assert!(text.starts_with(" space"), "the board comes first: {text}");
    assert!(text.contains("0-1 1-2 2-3 3-4 4-5 5-6 6-7"), "{text}");
    assert!(text.contains("`0-9` is not a Linja move"), "{text}");
    // R2: an initial step moves one space, so Black's step from 6 goes to 7, said once.
    assert!(
        text.contains("> `6-5` is illegal: a step from 6 goes to 7\n"),
        "{text}"
    );
    assert!(
        text.trim_end()
            .ends_with("result: unfinished after 2 plies"),
        "{text}"
    );
}

#[test]
fn a_human_sees_only_their_own_hand_and_draws() {
    // Which seat the seed draws first is an RNG outcome, not a rule: play the same seed with
    // the human on each seat and check the run where the human is the deal's first player.
    // End of input at the human's first turn abandons the game.
    let run = |agents: &str| {
        play(
            &[
                "play",
                "continued",
                "--players",
                "2",
                "--agents",
                agents,
                "--seed",
                "2",
            ],
            "?\n",
            None,
        )
    };
    let mut checked = 0;
    for (agents, you, other) in [("random,human", 1, 0), ("human,random", 0, 1)] {
        let text = run(agents);
        if !text.lines().any(|l| l == format!("first:{you}")) {
            continue;
        }
        checked += 1;
        // to-be-continued.md §3.2: the start tile (public), then the first player's six tiles
        // (visible to that player), then the other seat's six (masked): 1 + 1 + 12 = 14 plies
        // before the human's first turn.
        assert_eq!(text.lines().filter(|l| *l == "tile:?").count(), 6, "{text}");
        assert_eq!(
            text.lines().filter(|l| l.starts_with("tile:")).count(),
            13,
            "{text}"
        );
        assert!(
            text.contains(&format!("  {you} (you): 6 tiles: ")),
            "{text}"
        );
        assert!(text.contains(&format!("  {other}: 6 tiles\n")), "{text}");
        assert!(
            text.ends_with("result: unfinished after 14 plies\n"),
            "{text}"
        );
    }
    assert!(checked >= 1, "the human was never the first player");
}
