//! Black-box tests of the `jokoak` command on Agon (DESIGN §6, issue 5 "Done when").

mod common;
use common::{bad_input, stdout};

/// The standard start of agon.md §13 with A to act.
const START_A: &str = "A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28";

#[test]
fn games_lists_agon() {
    assert!(
        stdout(&["games"])
            .lines()
            .any(|l| l == "agon standard,placement-free-queen,placement-opposite-corners 2")
    );
}

#[test]
fn new_prints_the_start_with_the_first_player_to_draw() {
    assert_eq!(stdout(&["new", "agon"]), format!("?{}\n", &START_A[1..]));
    assert_eq!(
        stdout(&["new", "agon", "--option", "ludii_compat=true"]),
        format!("{START_A}\n")
    );
    assert_eq!(stdout(&["legal", "agon"]), "first:A 1/2\nfirst:B 1/2\n");
}

#[test]
fn perft_of_section_13() {
    assert_eq!(
        stdout(&["perft", "agon", "--depth", "4", "--state", START_A]),
        "466491\n"
    );
    assert_eq!(
        stdout(&[
            "perft",
            "agon",
            "--depth",
            "4",
            "--state",
            START_A,
            "--option",
            "ludii_compat=true"
        ]),
        "466557\n"
    );
    assert_eq!(stdout(&["perft", "agon", "--depth", "2"]), "54\n");
}

#[test]
fn legal_and_apply_use_the_notation() {
    let legal = stdout(&["legal", "agon", "--state", START_A]);
    let lines: Vec<&str> = legal.lines().collect();
    assert_eq!(lines.len(), 27);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    assert_eq!(lines[0], "5:0-4:0");
    // T9: the queen is captured with a guard, then re-entered.
    let t9 = "A AQ@0:0 AG@2:2 AG@3:0 BQ@1:0 BG@2:1";
    assert_eq!(
        stdout(&["apply", "agon", "--state", t9, "--", "3:0-2:0", "1:0=>1:2"]),
        "A AQ@0:0 AG@2:0 AG@2:2 BQ@1:2 BG@2:1* ply=2\n"
    );
}

#[test]
fn bad_input_is_one_error_line_and_exit_2() {
    bad_input(&["apply", "agon", "--state", START_A, "--", "5:4-4:1"]);
    bad_input(&["apply", "agon", "--state", START_A, "--", "5:4-6:3"]);
    bad_input(&["legal", "agon", "--state", "A AG@0:0"]);
    bad_input(&["new", "agon", "--option", "placement_area=centre"]);
    bad_input(&["new", "agon", "--players", "3"]);
}

#[test]
fn play_and_replay_agree() {
    let dir = std::env::temp_dir().join(format!("jokoak-agon-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("r.json");
    let path = record.to_str().unwrap();
    let played = stdout(&["play", "agon", "--seed", "5", "--record", path]);
    assert!(played.starts_with("first:"), "{played}");
    let last = played.lines().last().unwrap();
    assert!(last.starts_with("result: "), "{last}");
    assert_eq!(stdout(&["replay", path]).lines().last().unwrap(), last);
    assert_eq!(stdout(&["play", "agon", "--seed", "5"]), played);
    let _ = std::fs::remove_dir_all(&dir);
}
