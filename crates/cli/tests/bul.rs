//! Black-box tests of the `jokoak` command on Bul (DESIGN §6, issue 4 "Done when").

mod common;
use common::{bad_input, stdout};

const E6: &str = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0";

#[test]
fn legal_prints_exactly_the_two_moves_of_e6() {
    // Issue 4 "Done when": the recapture and the entry, nothing else.
    assert_eq!(stdout(&["legal", "bul", "--state", E6]), "10-8\n6-4\n");
}

#[test]
fn legal_at_chance_nodes_prints_probabilities() {
    assert_eq!(stdout(&["legal", "bul"]), "first:B 1/2\nfirst:R 1/2\n");
    assert_eq!(
        stdout(&[
            "legal",
            "bul",
            "--state",
            "R:? | home R5 B5 | - | dead R0 B0"
        ]),
        "yellow:0 1/16\nyellow:1 1/4\nyellow:2 3/8\nyellow:3 1/4\nyellow:4 1/16\n"
    );
    // A finished game prints nothing.
    assert_eq!(
        stdout(&[
            "legal",
            "bul",
            "--state",
            "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3"
        ]),
        ""
    );
}

#[test]
fn options_change_the_legal_moves() {
    let e9 = "B:1 | home R2 B0 | 4:RB 5:R 8:BR | dead R0 B3";
    assert_eq!(stdout(&["legal", "bul", "--state", e9]), "4-5\n");
    assert_eq!(
        stdout(&[
            "legal",
            "bul",
            "--state",
            e9,
            "--option",
            "forced_stack_onto_single=false"
        ]),
        "pass\n"
    );
    let e15 = "R:0 | home R4 B5 | 3:R | dead R0 B0";
    bad_input(&["legal", "bul", "--state", e15]);
    assert_eq!(
        stdout(&[
            "legal",
            "bul",
            "--state",
            e15,
            "--option",
            "scoring=bell-as-reported"
        ]),
        "pass\n"
    );
}

#[test]
fn new_apply_and_perft() {
    assert_eq!(
        stdout(&["new", "bul"]),
        "?:? | home R5 B5 | - | dead R0 B0\n"
    );
    // E6's recapture.
    assert_eq!(
        stdout(&["apply", "bul", "--state", E6, "--", "6-4"]),
        "R:? | home R4 B3 | 4:BRB | dead R0 B0\n"
    );
    assert_eq!(
        stdout(&["apply", "bul", "--", "first:R", "yellow:3", "0-3"]),
        "B:? | home R4 B5 | 3:R | dead R0 B0\n"
    );
    // Hand-derived in crates/bul/tests/dice.rs.
    assert_eq!(stdout(&["perft", "bul", "--depth", "7"]), "442\n");
    // E6: two moves, then a throw of five outcomes each.
    assert_eq!(
        stdout(&["perft", "bul", "--state", E6, "--depth", "2"]),
        "10\n"
    );
}

#[test]
fn play_and_replay_agree() {
    let dir = std::env::temp_dir().join(format!("jokoak-cli-bul-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("r.json");
    let path = record.to_str().unwrap();
    let played = stdout(&["play", "bul", "--seed", "11", "--record", path]);
    assert!(played.starts_with("first:"), "{played}");
    let last = played.lines().last().unwrap();
    assert!(
        last == "result: R>B R:1 B:0" || last == "result: B>R R:0 B:1",
        "{last}"
    );
    assert_eq!(stdout(&["replay", path]).lines().last().unwrap(), last);
    assert_eq!(stdout(&["play", "bul", "--seed", "11"]), played);
    let text = std::fs::read_to_string(&record).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["options"]["scoring"], "seed");
    assert_eq!(json["options"]["ply_limit"], "none");
    // A throw the dice cannot give is bad input.
    let mut bad = json.clone();
    bad["moves"][1] = serde_json::json!("yellow:5");
    std::fs::write(&record, bad.to_string()).unwrap();
    let err = bad_input(&["replay", path]);
    assert!(err.contains("ply 2"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_one_error_line_and_exit_2() {
    bad_input(&["legal", "bul", "--state", "garbage"]);
    bad_input(&[
        "legal",
        "bul",
        "--state",
        "R:? | home R4 B5 | - | dead R0 B0",
    ]);
    bad_input(&["new", "bul", "--players", "3"]);
    bad_input(&["new", "bul", "--option", "scoring=bell"]);
    bad_input(&["new", "bul", "--option", "stack_heading=continue-forward"]);
    bad_input(&["apply", "bul", "--", "0-3"]);
    bad_input(&["apply", "bul", "--state", E6, "--", "4-2"]);
    bad_input(&["apply", "bul", "--state", E6, "--", "pass"]);
    bad_input(&["apply", "bul", "--state", E6, "--", "yellow:2"]);
}
