//! A sixth game plugs in (issue 11, "Done when"): Bachet's game (`examples/sixth_game/`), a
//! game outside the workspace, runs through the core, the CLI and the conformance kit with
//! nothing but its traits, its `GameInfo` and one line in the CLI's table. Every count below
//! is worked out by hand from its rules (`bachet.rs` §1–§4).
//!
//! The CLI cases run the example binary, `jokoak` with the sixth game, which `cargo test`
//! builds with the package's examples (`cargo test -p jokoak-cli --test sixth_game` alone
//! does not: build it first with `cargo build -p jokoak-cli --example sixth_game`).

#[path = "../examples/sixth_game/bachet.rs"]
mod bachet;
mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

use bachet::{Bachet, Take};
use jokoak_core::testkit::proptest::prelude::*;
use jokoak_core::testkit::{self, Conformance, Testable};
use jokoak_core::{Draw, DrawOptions, Evaluate, Player, Settings, Setup, perft};

/// The example binary next to this test's: `target/<profile>/examples/sixth_game`.
fn sixth_game() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    let profile = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps/<test>");
    let path = profile
        .join("examples")
        .join(format!("sixth_game{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "{} is missing: build it with `cargo build -p jokoak-cli --example sixth_game`",
        path.display()
    );
    path
}

fn run(args: &[&str]) -> Output {
    Command::new(sixth_game())
        .args(args)
        .output()
        .expect("the example runs")
}

/// The standard output of a command that must succeed.
fn out(args: &[&str]) -> String {
    let output = run(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The error line of a command that must be refused as bad input (docs/cli.md: exit 2,
/// nothing on standard output, one `error: …` line).
fn bad(args: &[&str]) -> String {
    let output = run(args);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?} should be bad input"
    );
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

/// The five games of docs/cli.md as `jokoak games` lists them.
const FIVE: &str = "linja standard 2\n\
    bul standard 2\n\
    continued standard 2-6\n\
    abalone standard,belgian-daisy,german-daisy 2,3\n\
    agon standard,placement-free-queen,placement-opposite-corners 2\n";

#[test]
fn games_lists_the_five_then_the_sixth() {
    assert_eq!(common::stdout(&["games"]), FIVE, "jokoak keeps its five");
    assert_eq!(out(&["games"]), format!("{FIVE}bachet standard 2\n"));
    // The five still work in the longer table, and `jokoak` does not know the sixth.
    assert_eq!(out(&["perft", "linja", "--depth", "2"]), "14\n");
    assert!(common::bad_input(&["new", "bachet"]).contains("unknown game `bachet`"));
    let unknown = bad(&["new", "nim"]);
    assert!(
        unknown.contains("(known: linja, bul, continued, abalone, agon, bachet)"),
        "{unknown}"
    );
}

#[test]
fn new_legal_and_apply_follow_the_rules() {
    // §1: ten stones, A to move; the option sets the pile.
    assert_eq!(out(&["new", "bachet"]), "10 A\n");
    assert_eq!(out(&["new", "bachet", "--option", "stones=21"]), "21 A\n");
    let e = bad(&["new", "bachet", "--option", "stones=0"]);
    assert!(
        e.contains("bad value `0` for option `stones` (expected an integer from 1 to 1000)"),
        "{e}"
    );
    assert!(bad(&["new", "bachet", "--players", "3"]).contains("allowed: 2"));
    // §2: 1 to 3, at most the pile; nothing once it is empty.
    assert_eq!(out(&["legal", "bachet"]), "1\n2\n3\n");
    assert_eq!(out(&["legal", "bachet", "--state", "2 B"]), "1\n2\n");
    assert_eq!(out(&["legal", "bachet", "--state", "0 A"]), "");
    // A takes 3, B 3, A 3, B the last stone (§3): the pile is empty with A shown to move.
    assert_eq!(out(&["apply", "bachet", "--", "3", "3"]), "4 A\n");
    assert_eq!(out(&["apply", "bachet", "--", "3", "3", "3", "1"]), "0 A\n");
    assert!(bad(&["apply", "bachet", "--", "4"]).contains("cannot take 4 of 10 stones"));
    assert!(bad(&["apply", "bachet", "--state", "1 B", "--", "2"]).contains("cannot take 2 of 1"));
    assert!(
        bad(&["apply", "bachet", "--", "3", "3", "3", "1", "1"])
            .contains("move 5: `1` follows the end of the game")
    );
    assert!(bad(&["apply", "bachet", "--", "two"]).contains("`two` is not a number of stones"));
    assert!(bad(&["legal", "bachet", "--state", "11 A"]).contains("at most 10 stones"));
    assert!(bad(&["legal", "bachet", "--state", "5 C"]).contains("not a position"));
}

#[test]
fn perft_counts_the_sequences_of_takes() {
    // perft(n, d) counts d takes of 1 to 3 whose sum is at most n (§2; an empty pile ends the
    // line). For n = 10: 3^d while 3d <= 10, then 81 - 5 (the four takes summing 11 or 12:
    // 3+3+3+2 four ways, 3+3+3+3), 147 and 168 (the trinomial coefficients of (1+x+x²)^5 up to
    // x^5 and of (1+x+x²)^6 up to x^4), down to 1 (ten takes of 1) and 0.
    let counts = [1, 3, 9, 27, 76, 147, 168, 113, 45, 10, 1, 0];
    for (depth, count) in counts.iter().enumerate() {
        let line = out(&["perft", "bachet", "--depth", &depth.to_string()]);
        assert_eq!(line, format!("{count}\n"), "depth {depth}");
    }
    // From `4 A`: three takes summing at most 4, 1+1+1 and the three with one 2.
    assert_eq!(
        out(&["perft", "bachet", "--state", "4 A", "--depth", "3"]),
        "4\n"
    );
    assert_eq!(
        out(&["perft", "bachet", "--state", "0 B", "--depth", "1"]),
        "0\n"
    );
    // The core's perft agrees on the library's state.
    let start = Bachet::from_settings(&Settings::new("standard", 2)).expect("the start");
    let core: Vec<u64> = (0..12).map(|d| perft(&start, d)).collect();
    assert_eq!(core, counts);
}

#[test]
fn best_plays_to_a_multiple_of_four() {
    // §4: from 10 the only winning move leaves 8; from 7 it leaves 4.
    assert_eq!(out(&["best", "bachet"]), "2\n");
    assert_eq!(out(&["best", "bachet", "--agent", "greedy"]), "2\n");
    assert_eq!(
        out(&[
            "best",
            "bachet",
            "--agent",
            "alphabeta:d5",
            "--state",
            "7 B"
        ]),
        "3\n"
    );
    assert_eq!(
        out(&[
            "best",
            "bachet",
            "--agent",
            "alphabeta:d1",
            "--state",
            "5 A"
        ]),
        "1\n"
    );
    assert!(bad(&["best", "bachet", "--state", "0 A"]).contains("not a decision node"));
}

#[test]
fn play_follows_the_rules_and_the_seed() {
    // Random agents: every ply takes 1 to 3, the takes sum to 10, and the seat that took the
    // last stone wins (§3): A after an odd number of plies.
    for seed in ["0", "1", "2", "3"] {
        let text = out(&["play", "bachet", "--seed", seed]);
        assert_eq!(
            text,
            out(&["play", "bachet", "--seed", seed]),
            "seed {seed}"
        );
        let lines: Vec<&str> = text.lines().collect();
        let (result, plies) = lines.split_last().expect("a result line");
        let takes: Vec<u32> = plies.iter().map(|l| l.parse().expect("a take")).collect();
        assert!(takes.iter().all(|t| (1..=3).contains(t)), "{text}");
        assert_eq!(takes.iter().sum::<u32>(), 10, "{text}");
        let winner = if takes.len() % 2 == 1 {
            "result: A>B A:1 B:0"
        } else {
            "result: B>A A:0 B:1"
        };
        assert_eq!(*result, winner, "{text}");
    }
    // Perfect play (§4): A takes 2, then answers each take k of B with 4 - k; five plies.
    let text = out(&["play", "bachet", "--agents", "greedy,random", "--seed", "5"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert_eq!(lines[0], "2");
    let take = |i: usize| lines[i].parse::<u32>().expect("a take");
    assert_eq!((take(1) + take(2), take(3) + take(4)), (4, 4), "{text}");
    assert_eq!(lines[5], "result: A>B A:1 B:0");
}

#[test]
fn the_arena_seats_perfect_players_in_turn() {
    // Two perfect players: the first seat wins every game from 10 (§4), seats rotate, so
    // each agent wins 2 of 4 games, each game five plies long.
    let text = out(&[
        "arena",
        "bachet",
        "--agents",
        "greedy,alphabeta:d12",
        "--games",
        "4",
    ]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0], "greedy wins 2 draws 0 losses 2 score 50.0%",
        "{text}"
    );
    assert_eq!(
        lines[1], "alphabeta:d12 wins 2 draws 0 losses 2 score 50.0%",
        "{text}"
    );
    assert_eq!(
        lines.last(),
        Some(&"average game length 5.0 plies"),
        "{text}"
    );
}

#[test]
fn a_recorded_game_replays_in_the_table_that_has_it() {
    let dir = std::env::temp_dir().join(format!("jokoak-sixth-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("bachet.json");
    let path = file.to_str().expect("a UTF-8 path");
    let played = out(&[
        "play",
        "bachet",
        "--agents",
        "greedy,random",
        "--record",
        path,
    ]);
    let result = played.lines().last().expect("a result line");
    assert_eq!(out(&["replay", path]), format!("{result}\n"));
    assert!(common::bad_input(&["replay", path]).contains("unknown game `bachet`"));
    std::fs::remove_dir_all(&dir).expect("cleaned up");
}

#[test]
fn svg_draws_the_text_picture_without_keys() {
    let svg = out(&["svg", "bachet", "--state", "5 B"]);
    assert!(svg.starts_with("<svg"), "{svg}");
    assert!(svg.contains(">pile 5: oooo o</text>"), "{svg}");
    assert!(svg.contains(">B to move</text>"), "{svg}");
    assert!(!svg.contains("data-key"), "{svg}");
}

// ----- The conformance kit, as every game's tests run it -----

impl Testable for Bachet {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("stones", "1")],
        &[("stones", "4")],
        &[("stones", "1000")],
    ];
    fn arbitrary_move() -> BoxedStrategy<Take> {
        any::<u8>().prop_map(Take).boxed()
    }
}

jokoak_core::untrusted_input_tests!(Bachet);

#[test]
fn conformance() {
    for stones in ["10", "1", "1000"] {
        let settings = Settings::new("standard", 2).with("stones", stones);
        testkit::check_conformance::<Bachet>(&settings, &Conformance::default());
    }
}

#[test]
fn drawings_keep_the_contract() {
    let start = Bachet::from_settings(&Settings::new("standard", 2)).expect("the start");
    testkit::check_drawings(&start, 8, 20);
    let end = Bachet::parse_position("0 B", &Settings::new("standard", 2)).expect("the end");
    let svg = end.svg(&DrawOptions::public().with_last_move(Some(&Take(1))));
    assert!(
        svg.contains(">last: 1</text>") && svg.contains(">result: A&gt;B A:1 B:0</text>"),
        "{svg}"
    );
}

#[test]
fn the_evaluation_is_section_four() {
    let position = |text: &str| {
        Bachet::parse_position(text, &Settings::new("standard", 2)).expect("a position")
    };
    // 8 with A to move: A loses (§4), so B wins.
    assert_eq!(position("8 A").evaluate(Player(0)), -100);
    assert_eq!(position("8 A").evaluate(Player(1)), 100);
    assert_eq!(position("7 A").evaluate(Player(0)), 100);
    assert_eq!(position("7 B").evaluate(Player(0)), -100);
}
