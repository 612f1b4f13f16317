//! Black-box tests of `jokoak best` and the search agents (docs/cli.md, issue 10 item 4).

mod common;
use common::{bad_input, jokoak, stdout};

/// A decision position of `game`: from the initial state, the first chance outcome is applied
/// while the position is a chance node.
fn decision_position(game: &str, players: &str) -> String {
    let mut state = stdout(&["new", game, "--players", players])
        .trim()
        .to_owned();
    loop {
        let legal = stdout(&["legal", game, "--players", players, "--state", &state]);
        let first = legal.lines().next().expect("a position with plies");
        let Some((outcome, _probability)) = first.split_once(' ') else {
            return state;
        };
        state = stdout(&[
            "apply",
            game,
            "--players",
            players,
            "--state",
            &state,
            "--",
            outcome,
        ])
        .trim()
        .to_owned();
    }
}

#[test]
fn every_agent_prints_one_legal_move_in_every_game() {
    for (game, players) in [
        ("linja", "2"),
        ("bul", "2"),
        ("continued", "2"),
        ("continued", "4"),
        ("abalone", "2"),
        ("abalone", "3"),
        ("agon", "2"),
    ] {
        let state = decision_position(game, players);
        let legal = stdout(&["legal", game, "--players", players, "--state", &state]);
        for agent in ["greedy", "alphabeta:d2", "mcts:30", "random", "ai:50"] {
            let out = stdout(&[
                "best",
                game,
                "--players",
                players,
                "--state",
                &state,
                "--agent",
                agent,
            ]);
            assert_eq!(out.lines().count(), 1, "{game} {agent}: {out}");
            let mv = out.trim();
            assert!(
                legal.lines().any(|l| l == mv),
                "{game} {agent}: {mv} is not legal in {state}"
            );
        }
    }
}

/// Black to move, five ejections ahead, with a push that ejects a sixth (see below).
const WINNING_PUSH: &str = "w3w/1b4/2b4/8/9/8/7/6/bbbbb b 5 0 0 1";

#[test]
fn the_winning_push_is_found() {
    // Black has ejected 5 marbles; g5 and h5 push White's i5 off the board (2 against 1,
    // abalone.md §4.3): the sixth ejection wins (abalone.md §5.1). Every search agent finds it.
    let state = WINNING_PUSH;
    for agent in ["greedy", "alphabeta:d1", "alphabeta:d3", "ai:100"] {
        let mv = stdout(&["best", "abalone", "--state", state, "--agent", agent]);
        let after = stdout(&["apply", "abalone", "--state", state, "--", mv.trim()]);
        assert!(after.contains(" 6 0 "), "{agent}: {mv} leads to {after}");
    }
    // The analysis line on standard error shows the win score and the move.
    let out = jokoak(&[
        "best",
        "abalone",
        "--state",
        state,
        "--agent",
        "alphabeta:d2",
    ]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("depth 1 score 16777215 "), "{err}");
    // An MCTS agent's line: its visits, then the root moves, the chosen one first; their
    // visits add up to the root's. Every iteration through the winning push ends in a win,
    // so its mean value is 1.
    let out = jokoak(&["best", "abalone", "--state", state, "--agent", "mcts:2000"]);
    let mv = String::from_utf8(out.stdout).unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    let words: Vec<&str> = err.split_whitespace().collect();
    assert_eq!(words[..3], ["visits", "2000", "time"], "{err}");
    assert_eq!(words[4], mv.trim(), "{err}");
    let moves: Vec<(&str, &str)> = words[4..]
        .chunks(2)
        .map(|pair| (pair[0], pair[1]))
        .collect();
    let visits: u32 = moves
        .iter()
        .map(|(_, stat)| stat.split_once('/').unwrap().0.parse::<u32>().unwrap())
        .sum();
    assert_eq!(visits, 2000, "{err}");
    let push = moves
        .iter()
        .find(|(m, _)| *m == "g5h5")
        .expect("g5h5 searched");
    assert!(push.1.ends_with("/1.0000"), "{err}");
}

#[test]
fn a_fixed_depth_gives_the_same_move_every_run() {
    // Abalone's opening is a case of tests/cases.txt.
    let state = decision_position("continued", "4");
    let args = [
        "best",
        "continued",
        "--state",
        &state,
        "--agent",
        "alphabeta:d2",
        "--seed",
        "5",
    ];
    assert_eq!(stdout(&args), stdout(&args));
}

#[test]
fn a_lone_human_plays_against_ai() {
    // `--agents human` seats the human at seat 0 and `ai` at the others; the record names them.
    // Empty standard input: the human abandons at their first turn.
    let dir = std::env::temp_dir().join(format!("jokoak-best-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("human.json");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args([
            "play", "linja", "--agents", "human", "--seed", "1", "--record",
        ])
        .arg(&record)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains(r#""agents":["human","ai"]"#), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn best_at_a_chance_node_says_so() {
    // Agon's start is a chance node: a throw decides who moves first (docs/rules/agon.md §3.2).
    let err = bad_input(&["best", "agon"]);
    assert!(
        err.contains("not a decision node but a chance node"),
        "{err}"
    );
}

#[test]
fn two_search_threads_find_the_winning_push() {
    // The push of `the_winning_push_is_found` ejects White's sixth marble, which wins
    // (abalone.md §4.3 and abalone.md §5.1). Two threads at a fixed depth and with a time,
    // for `alphabeta` and for `ai` (alpha-beta in Abalone), play it too and report the win.
    for agent in ["alphabeta:d3", "ai:100"] {
        let args = ["--agent", agent, "--search-threads", "2"];
        let out = jokoak(&[&["best", "abalone", "--state", WINNING_PUSH][..], &args].concat());
        assert_eq!(out.status.code(), Some(0), "{agent}");
        let mv = String::from_utf8(out.stdout).unwrap();
        let after = stdout(&["apply", "abalone", "--state", WINNING_PUSH, "--", mv.trim()]);
        assert!(after.contains(" 6 0 "), "{agent}: {mv} leads to {after}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(" score 16777215 "), "{agent}: {err}");
    }
}

#[test]
fn search_threads_out_of_range_are_bad_input() {
    for n in ["0", "257", "two"] {
        let err = bad_input(&["best", "linja", "--agent", "greedy", "--search-threads", n]);
        assert!(err.contains("search-threads"), "{n}: {err}");
    }
    let err = bad_input(&[
        "arena",
        "linja",
        "--agents",
        "greedy,random",
        "--games",
        "2",
        "--search-threads",
        "0",
    ]);
    assert!(err.contains("--search-threads 0 is not 1 to 256"), "{err}");
}
