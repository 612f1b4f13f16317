//! A sixth game plugs in (issue 11, "Done when"): Bachet's game (`examples/sixth_game/`), a
//! game outside the workspace, runs through the core, the CLI and the conformance kit with
//! nothing but its traits, its `GameInfo` and one line in the CLI's table. Every count below
//! is worked out by hand from its rules (`bachet.rs`, rules 1 to 4).
//!
//! The CLI cases run the example binary, `jokoak` with the sixth game, which `cargo test`
//! builds with the package's examples (`cargo test -p jokoak-cli --test sixth_game` alone
//! does not: build it first with `cargo build -p jokoak-cli --example sixth_game`).

#[path = "../examples/sixth_game/bachet.rs"]
mod bachet;
mod common;

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use bachet::{Bachet, Take};
use jokoak_core::testkit::proptest::prelude::*;
use jokoak_core::testkit::{self, Conformance, Testable};
use jokoak_core::{Draw, DrawOptions, Evaluate, Player, Settings, Setup, perft};

/// The example binary next to this test's: `target/<profile>/examples/sixth_game`.
fn sixth_game() -> String {
    let exe = std::env::current_exe().expect("the test binary's path");
    let profile = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps/<test>");
    let path: PathBuf = profile
        .join("examples")
        .join(format!("sixth_game{}", std::env::consts::EXE_SUFFIX));
    let build = "build it with `cargo build -p jokoak-cli --example sixth_game` (`cargo test -p jokoak-cli` does)";
    let built = modified(&path).unwrap_or_else(|| panic!("{} is missing: {build}", path.display()));
    // Run alone (`--test sixth_game`), cargo does not rebuild the example: refuse to test an
    // old build of the sources this package holds.
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["examples/sixth_game", "src"] {
        let newest = newest_source(&manifest.join(dir));
        assert!(
            newest <= Some(built),
            "{} is older than {dir}: {build}",
            path.display()
        );
    }
    path.to_str().expect("a UTF-8 path").to_owned()
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The latest change to a file below `dir`.
fn newest_source(dir: &Path) -> Option<SystemTime> {
    let entries = std::fs::read_dir(dir).ok()?;
    entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let path = e.path();
            if path.is_dir() {
                newest_source(&path)
            } else {
                modified(&path)
            }
        })
        .max()
}

/// The standard output of a command of the sixth game's CLI that must succeed.
fn out(args: &[&str]) -> String {
    common::stdout_of(&sixth_game(), args)
}

/// The error line of a command of the sixth game's CLI that must be refused as bad input
/// (docs/cli.md: exit 2, nothing on standard output, one `error: …` line).
fn bad(args: &[&str]) -> String {
    common::bad_input_of(&sixth_game(), args)
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
    // The help of a command that takes a game names the games of its own table.
    let help = "<GAME>  The game: linja, bul, continued, abalone, agon";
    assert!(common::stdout(&["perft", "--help"]).contains(&format!("{help}\n")));
    assert!(out(&["perft", "--help"]).contains(&format!("{help}, bachet\n")));
}

#[test]
fn new_legal_and_apply_follow_the_rules() {
    // Rule 1: ten stones, A to move; the option sets the pile.
    assert_eq!(out(&["new", "bachet"]), "10 A\n");
    assert_eq!(out(&["new", "bachet", "--option", "stones=21"]), "21 A\n");
    let e = bad(&["new", "bachet", "--option", "stones=0"]);
    assert!(
        e.contains("bad value `0` for option `stones` (expected an integer from 1 to 1000)"),
        "{e}"
    );
    assert!(bad(&["new", "bachet", "--players", "3"]).contains("allowed: 2"));
    // Rule 2: 1 to 3, at most the pile; nothing once it is empty.
    assert_eq!(out(&["legal", "bachet"]), "1\n2\n3\n");
    assert_eq!(out(&["legal", "bachet", "--state", "2 B"]), "1\n2\n");
    assert_eq!(out(&["legal", "bachet", "--state", "0 A"]), "");
    // A takes 3, B 3, A 3, B the last stone (rule 3): the pile is empty with A shown to move.
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
    // perft(n, d) counts d takes of 1 to 3 whose sum is at most n (rule 2; an empty pile ends the
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
    // Rule 4: from 10 the only winning move leaves 8; from 7 it leaves 4.
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
    // No counter left: the game is over.
    assert!(bad(&["best", "bachet", "--state", "0 A"]).contains("the game is over"));
}

#[test]
fn play_follows_the_rules_and_the_seed() {
    // Random agents: every ply takes 1 to 3, the takes sum to 10, and the seat that took the
    // last stone wins (rule 3): A after an odd number of plies.
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
    // Perfect play (rule 4): A takes 2, then answers each take k of B with 4 - k; five plies.
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
    // Two perfect players: the first seat wins every game from 10 (rule 4), seats rotate, so
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

#[test]
fn the_page_plays_it_with_buttons() {
    let server = common::http::start(&sixth_game());
    let port = server.port;
    let post = "POST PATH HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json";
    let json = |(status, body): (u16, String)| {
        assert_eq!(status, 200, "{body}");
        serde_json::from_str::<serde_json::Value>(&body).expect("JSON")
    };
    let games = json(common::http::request(
        port,
        "GET /api/games HTTP/1.0\r\nHost: 127.0.0.1:PORT",
        b"",
    ));
    assert!(
        games["games"]
            .as_array()
            .expect("games")
            .iter()
            .any(|g| g["name"] == "bachet"),
        "{games}"
    );
    let new = br#"{"game":"bachet","agent":"greedy","seed":1,"pace_ms":0}"#;
    let state = json(common::http::request(
        port,
        &post.replace("PATH", "/api/new"),
        new,
    ));
    // The person is A, to move from 10 (rule 1); every move is a button (no clicks).
    assert_eq!(state["status"], "your-turn", "{state}");
    let buttons = serde_json::json!([
        {"move": "1", "clicks": []}, {"move": "2", "clicks": []}, {"move": "3", "clicks": []}
    ]);
    assert_eq!(state["moves"], buttons);
    assert!(
        state["svg"]
            .as_str()
            .expect("svg")
            .contains(">pile 10: oooo oooo oo</text>"),
        "{state}"
    );
    // A takes 2; `greedy` at B answers, and A is to move again at 5, 6 or 7 (rule 2).
    let id = state["id"].as_str().expect("an id").to_owned();
    let path = format!("/api/session/{id}/move");
    let mut state = json(common::http::request(
        port,
        &post.replace("PATH", &path),
        br#"{"move":"2"}"#,
    ));
    for _ in 0..50 {
        if state["status"] == "your-turn" {
            break;
        }
        let wait = format!(
            "GET /api/session/{id}?after={} HTTP/1.0\r\nHost: 127.0.0.1:PORT",
            state["version"]
        );
        state = json(common::http::request(port, &wait, b""));
    }
    assert_eq!(state["status"], "your-turn", "{state}");
    let board = state["board"].as_str().expect("the board");
    assert!(
        ["pile 5: oooo o", "pile 6: oooo oo", "pile 7: oooo ooo"].contains(&board),
        "{state}"
    );
}

// ----- The conformance kit, as every game's tests run it -----

impl Testable for Bachet {
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[
        &[("stones", "1")],
        &[("stones", "4")],
        &[("stones", "1000")],
    ];
    /// Every count, most often near the legal ones (0 and 4 are the first refused).
    fn arbitrary_move() -> BoxedStrategy<Take> {
        prop_oneof![3 => 0..=5u8, 1 => any::<u8>()]
            .prop_map(Take)
            .boxed()
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
    // 8 with A to move: A loses (rule 4), so B wins.
    assert_eq!(position("8 A").evaluate(Player(0)), -100);
    assert_eq!(position("8 A").evaluate(Player(1)), 100);
    assert_eq!(position("7 A").evaluate(Player(0)), 100);
    assert_eq!(position("7 B").evaluate(Player(0)), -100);
}
