//! Games played, recorded and replayed (docs/cli.md "Records"): `play --record` writes every
//! ply printed, `replay` checks it and prints the same result line, the same seed plays the
//! same game, and a tampered record is bad input naming what is wrong.

mod common;
use common::{bad_input, stdout};

use std::path::PathBuf;

/// A game played with `--record`, checked against its replay.
struct Played {
    /// What `play` printed: one line per ply, then the result line.
    out: String,
    /// The record.
    json: serde_json::Value,
    /// The record's file, in a scratch directory of its own.
    file: PathBuf,
}

impl Played {
    /// The record's path as an argument.
    fn path(&self) -> &str {
        self.file.to_str().unwrap()
    }

    /// Writes `json` over the record.
    fn rewrite(&self, json: &serde_json::Value) {
        std::fs::write(&self.file, json.to_string()).unwrap();
    }
}

impl Drop for Played {
    fn drop(&mut self) {
        if let Some(dir) = self.file.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Plays `game` with `--seed SEED` and `args`, recorded, and checks the round trip: the first
/// ply draws the first player, the record's moves are the plies printed, `replay` prints
/// exactly the result line, and the same arguments without `--record` play the same game.
fn play_recorded(game: &str, seed: &str, args: &[&str]) -> Played {
    let dir = std::env::temp_dir().join(format!(
        "jokoak-records-{game}-{seed}-{}-{}",
        args.join("_"),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.json");
    let mut command = vec!["play", game, "--seed", seed];
    command.extend_from_slice(args);
    let out = stdout(&[&command[..], &["--record", file.to_str().unwrap()]].concat());
    let lines: Vec<&str> = out.lines().collect();
    let (result, plies) = lines.split_last().unwrap();
    assert!(result.starts_with("result: "), "{out}");
    assert!(plies[0].starts_with("first:"), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let moves: Vec<&str> = json["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves, plies);
    assert_eq!(
        stdout(&["replay", file.to_str().unwrap()]),
        format!("{result}\n")
    );
    assert_eq!(stdout(&command), out);
    Played { out, json, file }
}

/// The result line of a game played.
fn result(out: &str) -> &str {
    out.lines().last().unwrap()
}

#[test]
fn linja_records_replay_and_tampering_is_bad_input() {
    let played = play_recorded("linja", "7", &[]);
    // A record whose outcome was tampered with is bad input.
    let mut bad = played.json.clone();
    bad["outcome"]["scores"][0] = serde_json::json!(-1);
    played.rewrite(&bad);
    bad_input(&["replay", played.path()]);
    // So is a record with an illegal move.
    let mut bad = played.json.clone();
    bad["moves"][1] = serde_json::json!("6-5");
    played.rewrite(&bad);
    let err = bad_input(&["replay", played.path()]);
    assert!(err.contains("ply 2"), "{err}");
    // Agents that are not one per seat (two seats; a record may also name none).
    for agents in [vec!["random"], vec!["random"; 3]] {
        let mut bad = played.json.clone();
        bad["agents"] = serde_json::json!(agents);
        played.rewrite(&bad);
        let err = bad_input(&["replay", played.path()]);
        let named = format!("agents named: {}, seats: 2", agents.len());
        assert!(err.contains(&named), "{err}");
    }
    let mut none = played.json.clone();
    none["agents"] = serde_json::json!([]);
    played.rewrite(&none);
    assert!(result(&stdout(&["replay", played.path()])).starts_with("result: "));
    std::fs::write(&played.file, "{not json").unwrap();
    bad_input(&["replay", played.path()]);
}

#[test]
fn bul_records_replay_with_every_option() {
    let played = play_recorded("bul", "11", &[]);
    let last = result(&played.out);
    assert!(
        last == "result: R>B R:1 B:0" || last == "result: B>R R:0 B:1",
        "{last}"
    );
    assert_eq!(played.json["options"]["scoring"], "seed");
    assert_eq!(played.json["options"]["ply_limit"], "none");
    // A throw the dice cannot give is bad input.
    let mut bad = played.json.clone();
    bad["moves"][1] = serde_json::json!("yellow:5");
    played.rewrite(&bad);
    let err = bad_input(&["replay", played.path()]);
    assert!(err.contains("ply 2"), "{err}");
}

#[test]
fn agon_records_replay() {
    play_recorded("agon", "5", &[]);
}

#[test]
fn continued_matches_play_out_and_replay_for_2_to_6_players() {
    // Issue 6 "Done when": a seeded 4-deal match for 2–6 players plays out and replays from
    // its record.
    for players in ["2", "3", "4", "5", "6"] {
        let played = play_recorded("continued", "5", &["--players", players]);
        assert!(
            !result(&played.out).contains("unfinished"),
            "{}",
            played.out
        );
        assert_eq!(played.json["options"]["table"], "21x15");
    }
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

/// The moves of each record that `arena` writes with `args` (`--records` added), after
/// checking that every record replays: random plies and duplicate chance are moves like any.
fn arena_moves(name: &str, args: &[&str]) -> Vec<Vec<String>> {
    let dir = std::env::temp_dir().join(format!("jokoak-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a.jsonl");
    let path = file.to_str().unwrap();
    stdout(&[args, &["--records", path]].concat());
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        stdout(&["replay", path]).lines().count(),
        text.lines().count()
    );
    let _ = std::fs::remove_dir_all(&dir);
    text.lines()
        .map(|line| {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let moves = record["moves"].as_array().unwrap();
            moves
                .iter()
                .map(|m| m.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

/// The moves of each record that `arena abalone` writes with two depth-1 alpha-beta agents,
/// 4 games of 12 plies, after `extra` arguments.
fn depth_one_arena_moves(name: &str, extra: &[&str]) -> Vec<Vec<String>> {
    let args = [
        "arena",
        "abalone",
        "--agents",
        "alphabeta:d1,alphabeta:d1",
        "--games",
        "4",
        "--max-plies",
        "12",
    ];
    arena_moves(name, &[&args[..], extra].concat())
}

#[test]
fn random_plies_open_each_pair_of_seatings_differently() {
    // Abalone has no chance node and a depth-1 search no random draw: games 0 and 2 (the same
    // seating, seeds 0 and 2) are one game played twice.
    let plain = depth_one_arena_moves("plain", &[]);
    assert_eq!(plain[0], plain[2]);
    // With 3 random plies, games 0 and 1 (the two seatings of opening 0) share those plies,
    // games 0 and 2 (openings 0 and 1) begin apart, and the cap counts the random plies too.
    let opened = depth_one_arena_moves("opened", &["--random-plies", "3"]);
    assert!(opened.iter().all(|moves| moves.len() == 12));
    assert_eq!(opened[0][..3], opened[1][..3]);
    assert_eq!(opened[2][..3], opened[3][..3]);
    assert_ne!(opened[0][..3], opened[2][..3]);
    assert_ne!(opened[0], opened[2]);
    // The cap stops the random plies too.
    let long = depth_one_arena_moves("long", &["--random-plies", "20"]);
    assert!(long.iter().all(|moves| moves.len() == 12));
}

/// The throws (`first:S`, `yellow:N`) of each record that `arena bul` writes for 4 games of
/// `mcts:20` against `random`, 60 plies a game, after `extra` arguments.
fn bul_arena_throws(name: &str, extra: &[&str]) -> Vec<Vec<String>> {
    let args = [
        "arena",
        "bul",
        "--agents",
        "mcts:20,random",
        "--games",
        "4",
        "--max-plies",
        "60",
    ];
    arena_moves(name, &[&args[..], extra].concat())
        .into_iter()
        .map(|moves| {
            moves
                .into_iter()
                .filter(|m| m.starts_with("first:") || m.starts_with("yellow:"))
                .collect()
        })
        .collect()
}

/// One of two sequences begins the other.
fn one_begins_the_other(a: &[String], b: &[String]) -> bool {
    let n = a.len().min(b.len());
    a[..n] == b[..n]
}

#[test]
fn duplicate_games_throw_the_same_dice_for_every_seating() {
    // Bul's chance nodes always offer the same outcomes (who starts, bul.md §4; the five
    // counts of yellow faces of a throw, bul.md §3), so under `--duplicate` the k-th of
    // games 0 and 1 (the two seatings of group 0) is the same, although MCTS and the random
    // agent use the game's seed differently; games 2 and 3 (group 1) too.
    let dup = bul_arena_throws("duplicate", &["--duplicate"]);
    assert!(dup.iter().all(|throws| throws.len() >= 20));
    assert!(one_begins_the_other(&dup[0], &dup[1]));
    assert!(one_begins_the_other(&dup[2], &dup[3]));
    assert!(!one_begins_the_other(&dup[0], &dup[2]));
    // Without it each game throws from its own seed.
    let plain = bul_arena_throws("plain-dice", &[]);
    assert!(!one_begins_the_other(&plain[0], &plain[1]));
}
