//! Black-box tests of the `jokoak` command on Linja (DESIGN §6, issue 2 "Done when").

mod common;
use common::{bad_input, jokoak, stdout};

use std::process::Command;

const START_B: &str = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init";

#[test]
fn legal_prints_the_seven_initial_steps() {
    // linja.md E1.
    assert_eq!(
        stdout(&["legal", "linja", "--state", START_B]),
        "0-1\n1-2\n2-3\n3-4\n4-5\n5-6\n6-7\n"
    );
}

#[test]
fn legal_at_the_chance_node_prints_probabilities() {
    assert_eq!(stdout(&["legal", "linja"]), "first:B 1/2\nfirst:R 1/2\n");
}

#[test]
fn perft_prints_the_counts_of_section_9() {
    for (depth, count) in [("1", "7\n"), ("2", "43\n"), ("3", "301\n"), ("4", "1849\n")] {
        assert_eq!(
            stdout(&["perft", "linja", "--state", START_B, "--depth", depth]),
            count
        );
    }
    assert_eq!(stdout(&["perft", "linja", "--depth", "2"]), "14\n");
}

#[test]
fn new_and_apply_print_positions() {
    assert_eq!(
        stdout(&["new", "linja"]),
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? init\n"
    );
    // E5: an initial step into an empty space ends the move.
    assert_eq!(
        stdout(&[
            "apply",
            "linja",
            "--state",
            "5:0/1:1/1:1/1:1/0:0/1:2/1:1/2:6 B init",
            "--",
            "3-4"
        ]),
        "5:0/1:1/1:1/0:1/1:0/1:2/1:1/2:6 R init\n"
    );
}

#[test]
fn games_lists_linja() {
    assert!(stdout(&["games"]).lines().any(|l| l == "linja standard 2"));
}

#[test]
fn play_and_replay_print_the_same_last_line() {
    let dir = std::env::temp_dir().join(format!("jokoak-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("r.json");
    let path = record.to_str().unwrap();
    let played = stdout(&["play", "linja", "--seed", "7", "--record", path]);
    let last = played.lines().last().unwrap();
    assert!(last.starts_with("result: "), "{last}");
    // One line per ply: the first ply draws the first player.
    assert!(played.starts_with("first:"), "{played}");
    let replayed = stdout(&["replay", path]);
    assert_eq!(replayed.lines().last().unwrap(), last);
    // The same seed plays the same game.
    assert_eq!(stdout(&["play", "linja", "--seed", "7"]), played);

    // A record whose outcome was tampered with is bad input.
    let text = std::fs::read_to_string(&record).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut bad = json.clone();
    bad["outcome"]["scores"][0] = serde_json::json!(-1);
    std::fs::write(&record, bad.to_string()).unwrap();
    bad_input(&["replay", path]);
    // So is a record with an illegal move.
    let mut bad = json.clone();
    bad["moves"][1] = serde_json::json!("6-5");
    std::fs::write(&record, bad.to_string()).unwrap();
    let err = bad_input(&["replay", path]);
    assert!(err.contains("ply 2"), "{err}");
    std::fs::write(&record, "{not json").unwrap();
    bad_input(&["replay", path]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_series_is_one_record() {
    let played = stdout(&["play", "linja", "--seed", "3", "--option", "match_games=3"]);
    // Only the first game draws its first player; the loser starts the next (R13).
    assert_eq!(
        played.lines().filter(|l| l.starts_with("first:")).count(),
        1
    );
    assert!(played.lines().last().unwrap().starts_with("result: "));
}

#[test]
fn bad_input_is_one_error_line_and_exit_2() {
    bad_input(&["legal", "linja", "--state", "garbage"]);
    bad_input(&["legal", "chess"]);
    bad_input(&["new", "linja", "--variant", "daisy"]);
    bad_input(&["new", "linja", "--players", "3"]);
    bad_input(&["new", "linja", "--option", "match_games=0"]);
    bad_input(&["new", "linja", "--option", "colour=blue"]);
    bad_input(&["new", "linja", "--option", "nokeyvalue"]);
    bad_input(&["apply", "linja", "--", "0-1"]);
    bad_input(&["apply", "linja", "--", "first:B", "0-9"]);
    bad_input(&["perft", "linja"]);
    bad_input(&["replay", "/nonexistent/record.json"]);
    bad_input(&["replay", "linja", "/nonexistent/record.txt"]);
    bad_input(&["play", "linja", "--agents", "wizard"]);
    bad_input(&["play", "linja", "--agents", "random,random,random"]);
    bad_input(&["frobnicate"]);
    bad_input(&[]);
    bad_input(&["play", "linja", "--record", "/nonexistent/dir/r.json"]);
    bad_input(&["arena", "linja", "--agents", "human,random", "--games", "1"]);
    // Newlines in the input are escaped: the error stays one line.
    let err = bad_input(&[
        "legal",
        "linja",
        "--state",
        "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init\nx",
    ]);
    assert!(err.contains("\\n"), "{err}");
    let err = bad_input(&["perft", "linja"]);
    assert!(err.contains("--depth"), "{err}");
}

#[test]
fn perft_of_a_finished_position_is_zero_at_any_depth() {
    // DESIGN §2: a finished position gives 0 at any depth >= 1 (E7 is finished).
    let end = "0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 -";
    assert_eq!(
        stdout(&["perft", "linja", "--state", end, "--depth", "4294967295"]),
        "0\n"
    );
    assert_eq!(
        stdout(&["perft", "linja", "--state", end, "--depth", "0"]),
        "1\n"
    );
}

#[test]
fn replay_reads_the_arena_records_and_takes_no_settings() {
    let dir = std::env::temp_dir().join(format!("jokoak-cli-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a.jsonl");
    let path = file.to_str().unwrap();
    stdout(&[
        "arena",
        "linja",
        "--agents",
        "random,random",
        "--games",
        "3",
        "--records",
        path,
    ]);
    let replayed = stdout(&["replay", path]);
    assert_eq!(replayed.lines().count(), 3);
    assert!(replayed.lines().all(|l| l.starts_with("result: ")));
    bad_input(&["replay", path, "--variant", "standard"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_goes_to_stdout_with_exit_0() {
    let out = jokoak(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("perft"));
}

#[test]
fn arena_prints_one_line_per_agent_and_ignores_the_thread_count() {
    let args = |t: &'static str| {
        [
            "arena",
            "linja",
            "--agents",
            "mcts:50,random",
            "--games",
            "6",
            "--seed",
            "4",
            "--threads",
            t,
        ]
    };
    let one = stdout(&args("1"));
    assert_eq!(one, stdout(&args("2")));
    let lines: Vec<&str> = one.lines().collect();
    // `AGENT wins W draws D losses L score S%`, one line per agent, the counts adding to 6.
    for (line, name) in lines.iter().zip(["mcts:50", "random"]) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(
            (f[0], f[1], f[3], f[5], f[7]),
            (name, "wins", "draws", "losses", "score"),
            "{line}"
        );
        let total: u32 = [f[2], f[4], f[6]]
            .iter()
            .map(|n| n.parse::<u32>().unwrap())
            .sum();
        assert_eq!(total, 6);
        assert!(f[8].ends_with('%'));
    }
    assert!(lines.last().unwrap().starts_with("average game length"));
    bad_input(&["arena", "linja", "--agents", "random", "--games", "2"]);
    bad_input(&[
        "arena",
        "linja",
        "--agents",
        "random,oracle",
        "--games",
        "2",
    ]);
}

#[test]
fn a_human_plays_from_standard_input_and_stops_at_its_end() {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(["play", "linja", "--agents", "human,random", "--seed", "1"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Seed 1 draws Black (the human) first: `?`, `help`, bad notation, an illegal step, a
    // legal step, then the end of input.
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"?\nhelp\n0-9\n6-5\n0-1\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
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
