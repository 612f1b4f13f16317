//! Bounded resources and clean stops (issue 13): huge counts are refused or streamed, readers
//! cap what they accept, long work stops on Ctrl-C with exit code 130.

mod common;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::{SHARDED_RUN, bad_input, jokoak, stdout};

/// Starts `jokoak ARGS` with piped output.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the jokoak binary starts")
}

/// Presses Ctrl-C (SIGINT) on `child` once it has had time to start working, and returns its
/// exit code, standard output and standard error. Fails (and kills the child) if it has not
/// ended a minute after the press.
fn interrupt(mut child: Child) -> (Option<i32>, String, String) {
    std::thread::sleep(Duration::from_secs(2));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let pressed = std::time::Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited for")
        .is_none()
    {
        if pressed.elapsed() > Duration::from_secs(60) {
            child.kill().expect("the child can be killed");
            panic!("the command did not stop within a minute of Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("the child ends");
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Bul with bell scoring as reported and no ply limit: lines never end (issue 13 item 12).
const ENDLESS_BUL: [&str; 6] = [
    "--option",
    "scoring=bell-as-reported",
    "--option",
    "ply_limit=none",
    "--state",
    "B:2 | home R0 B0 | 1:B 9:R | dead R4 B4",
];

#[test]
fn perft_along_endless_lines_does_not_overflow_and_stops_on_ctrl_c() {
    // Before: the recursive walk overflowed the stack within 20,100 plies (SIGABRT). Now it
    // walks on (the tree has 5^k-fold growth, it would not end) until Ctrl-C: exit 130.
    let mut args = vec!["perft", "bul"];
    args.extend(ENDLESS_BUL);
    args.extend(["--depth", "20100"]);
    let (code, out, err) = interrupt(spawn(&args));
    assert_eq!(code, Some(130), "stderr: {err}");
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: interrupted: perft depth 20100"),
        "{err}"
    );
}

#[test]
fn perft_stops_a_line_that_passes_its_bound() {
    // Agon without its threefold rule or ply limit: the first line walked never ends, so the
    // walk would hold more and more positions; it stops once the line passes 100,000 plies.
    let err = bad_input(&[
        "perft",
        "agon",
        "--option",
        "ply_limit=none",
        "--option",
        "threefold_draw=false",
        "--depth",
        "4000000000",
    ]);
    assert!(
        err.contains("perft depth 4000000000: a line passed 100000 plies"),
        "{err}"
    );
}

/// A fresh scratch directory for one test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("jokoak-limits-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn arena_with_a_huge_game_count_reserves_nothing_and_stops_on_ctrl_c() {
    // Before: "capacity overflow" (exit 101) before the first game.
    let child = spawn(&[
        "arena",
        "linja",
        "--agents",
        "random,random",
        "--games",
        "18446744073709551615",
    ]);
    let (code, out, err) = interrupt(child);
    assert_eq!(code, Some(130), "{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: interrupted: the arena stopped after ")
            && err.ends_with(" of 18446744073709551615 games\n"),
        "{err}"
    );
}

#[test]
fn an_interrupted_arena_keeps_the_games_it_finished() {
    // Games of about a fifth of a second (5 ms a move for the alpha-beta seat): at Ctrl-C,
    // two seconds in, some of the first group of 16 have finished. Before, the whole group
    // was dropped: "stopped after 0 of 400 games" and no record.
    let dir = scratch("interrupted-arena");
    let records = dir.join("games.jsonl");
    let child = spawn(&[
        "arena",
        "linja",
        "--agents",
        "alphabeta:5,random",
        "--games",
        "400",
        "--records",
        records.to_str().unwrap(),
    ]);
    let (code, _, err) = interrupt(child);
    assert_eq!(code, Some(130), "{err}");
    let kept: u64 = err
        .strip_prefix("error: interrupted: the arena stopped after ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{err}"));
    assert!((1..400).contains(&kept), "{err}");
    let text = std::fs::read_to_string(&records).unwrap();
    assert_eq!(text.lines().count() as u64, kept, "{err}");
    // Each kept record is a whole game: it replays to a result, not to "unfinished".
    let results = stdout(&["replay", records.to_str().unwrap()]);
    assert_eq!(results.lines().count() as u64, kept);
    assert!(!results.contains("unfinished"), "{results}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_empty_shard_says_so() {
    // One game (game 0) plays in shard 0 of 2; shard 1 has none: no records, one note.
    let out = jokoak(&[
        "arena",
        "linja",
        "--agents",
        "random,random",
        "--games",
        "1",
        "--seed",
        "0",
        "--shard",
        "1/2",
    ]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("note: shard 1/2 holds none of the 1 games"),
        "{err}"
    );
}

#[test]
fn three_shards_summarise_to_the_table_of_one_run() {
    let dir = scratch("shards");
    let whole = dir.join("whole.jsonl");
    let table = stdout(&[&SHARDED_RUN[..], &["--records", whole.to_str().unwrap()]].concat());
    let whole_lines: Vec<String> = std::fs::read_to_string(&whole)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(whole_lines.len(), 10);
    let mut files = Vec::new();
    for k in 0..3 {
        let shard = format!("{k}/3");
        // Without --records a shard writes its records to standard output, and nothing else.
        let out = stdout(&[&SHARDED_RUN[..], &["--shard", &shard]].concat());
        let lines: Vec<&str> = out.lines().collect();
        // Shard k holds games k, k + 3, …: the very records of the whole run (same seeds
        // and seats), in game order.
        let expected: Vec<&str> = whole_lines
            .iter()
            .skip(k)
            .step_by(3)
            .map(String::as_str)
            .collect();
        assert_eq!(lines, expected, "shard {shard}");
        let file = dir.join(format!("shard-{k}.jsonl"));
        std::fs::write(&file, out).unwrap();
        files.push(file.to_str().unwrap().to_owned());
    }
    // Any order of files gives the one table.
    files.reverse();
    let mut args = vec!["summary"];
    args.extend(files.iter().map(String::as_str));
    assert_eq!(stdout(&args), table);
    // The unsharded records summarise to it too.
    assert_eq!(stdout(&["summary", whole.to_str().unwrap()]), table);
    // A missing shard is refused: games 1, 4 and 7 (seeds 41, 44, 47) are absent.
    let err = bad_input(&["summary", &files[0], &files[2]]);
    assert!(err.contains("the game of seed 41 is missing"), "{err}");
    // So is a shard given twice.
    let err = bad_input(&["summary", &files[0], &files[1], &files[2], &files[1]]);
    assert!(err.contains("appears twice"), "{err}");
    // A run whose seeds would pass the largest is refused before it starts (before, the
    // seeds wrapped to 0 and `summary` refused the records).
    let err = bad_input(&[
        "arena",
        "linja",
        "--agents",
        "random,random",
        "--games",
        "2",
        "--seed",
        "18446744073709551615",
    ]);
    assert!(err.contains("passes 18446744073709551615"), "{err}");
}

/// Three played Linja games, as records: won by the first seat, by the second, drawn (the
/// agents' seats and the seed are rewritten by [`linja_record`]).
fn linja_pool(dir: &std::path::Path) -> [serde_json::Value; 3] {
    let file = dir.join("pool.jsonl");
    let args = [
        "arena",
        "linja",
        "--agents",
        "random,random",
        "--games",
        "60",
    ];
    stdout(&[&args[..], &["--records", file.to_str().unwrap()]].concat());
    let text = std::fs::read_to_string(&file).unwrap();
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let with = |places: [u64; 2]| {
        records
            .iter()
            .find(|r| r["outcome"]["places"] == serde_json::json!(places))
            .expect("60 random games have each result")
            .clone()
    };
    [with([1, 2]), with([2, 1]), with([1, 1])]
}

/// Game `seed − 10` of a Linja run from seed 10, `a` against `b`, seats rotating, ending
/// with `a`'s verdict `v` (1 win, 0 draw, −1 loss): a game of `pool` with that result.
fn linja_record(pool: &[serde_json::Value; 3], seed: u64, v: i8) -> String {
    let (agents, a_seat) = if seed.is_multiple_of(2) {
        (["a", "b"], 0)
    } else {
        (["b", "a"], 1)
    };
    let first_seat_wins = (v > 0) == (a_seat == 0);
    let mut record = match v {
        0 => pool[2].clone(),
        _ if first_seat_wins => pool[0].clone(),
        _ => pool[1].clone(),
    };
    record["seed"] = seed.into();
    record["agents"] = serde_json::json!(agents);
    record.to_string()
}

#[test]
fn summary_counts_pairs_of_seatings_on_balance() {
    // a's verdicts in games 0–6: a won, lost (pair 0 even); won, drew (pair 1 won); lost,
    // lost (pair 2 lost); a lone game 6, won. By hand: 3 wins, 1 draw, 3 losses (50.0 %);
    // decisive games 3 to 3 and pairs 1 to 1, both sign tests p = 1.
    let verdicts = [1, -1, 1, 0, -1, -1, 1];
    let dir = scratch("pairs");
    let pool = linja_pool(&dir);
    let lines: Vec<String> = (0..7)
        .map(|i| linja_record(&pool, 10 + i, verdicts[i as usize]))
        .collect();
    let file = dir.join("run.jsonl");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = stdout(&["summary", "--pairs", file.to_str().unwrap()]);
    let out: Vec<&str> = out.lines().collect();
    assert_eq!(out[0], "a wins 3 draws 1 losses 3 score 50.0%");
    assert_eq!(out[5], "a decisive games 3 to 3, sign test p = 1");
    assert_eq!(
        out[6],
        "a pairs of seatings won 1 even 1 lost 1, sign test p = 1"
    );
    assert_eq!(out.len(), 7);
    // Without --pairs the table alone.
    assert_eq!(
        stdout(&["summary", file.to_str().unwrap()]).lines().count(),
        5
    );
    // Six pairs all won by a (twelve wins): decisive games p = 2 / 2^12, pairs p = 2 / 2^6.
    let lines: Vec<String> = (0..12).map(|i| linja_record(&pool, 10 + i, 1)).collect();
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = stdout(&["summary", "--pairs", file.to_str().unwrap()]);
    assert!(
        out.contains("a decisive games 12 to 0, sign test p = 4.9e-4\n"),
        "{out}"
    );
    assert!(
        out.contains("a pairs of seatings won 6 even 0 lost 0, sign test p = 0.031\n"),
        "{out}"
    );
    // The run's --seed and --games, given, catch a missing first or last game: here the
    // games of seeds 10 to 21.
    let path = file.to_str().unwrap();
    stdout(&["summary", "--seed", "10", "--games", "12", path]);
    let err = bad_input(&["summary", "--seed", "9", path]);
    assert!(err.contains("first game, of seed 9, is not among"), "{err}");
    let err = bad_input(&["summary", "--games", "14", path]);
    assert!(
        err.contains("the run has 14 games, the records 12"),
        "{err}"
    );
    // Every record is replayed: an outcome the moves do not give is bad input (before, a
    // record was read for its header alone).
    let mut forged = lines.clone();
    forged[3] = forged[3].replace(r#""places":[1,2]"#, r#""places":[1,1]"#);
    forged[3] = forged[3].replace(r#""places":[2,1]"#, r#""places":[1,1]"#);
    std::fs::write(&file, forged.join("\n")).unwrap();
    let err = bad_input(&["summary", path]);
    assert!(err.contains("line 4: the record's outcome"), "{err}");
    let unknown = lines[0].replace(r#""game":"linja""#, r#""game":"zzz""#);
    std::fs::write(&file, unknown).unwrap();
    let err = bad_input(&["summary", path]);
    assert!(err.contains("unknown game `zzz`"), "{err}");
    // Three players make no pairs of seatings.
    let three = dir.join("three.jsonl");
    let records = ["--records", three.to_str().unwrap()];
    let args = [
        "arena",
        "abalone",
        "--players",
        "3",
        "--agents",
        "random,random,random",
    ];
    let args = [&args[..], &["--games", "3", "--max-plies", "2"]].concat();
    stdout(&[&args[..], &records].concat());
    let err = bad_input(&["summary", "--pairs", three.to_str().unwrap()]);
    assert!(
        err.contains("pairs of seatings of 2 players; this run has 3"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replay_of_endless_or_random_bytes_ends_with_one_error_line() {
    // Before: /dev/zero grew to 4 GB in 10 s and kept going.
    let err = bad_input(&["replay", "/dev/zero"]);
    assert!(
        err.contains("longer than 64 MiB, the limit of a record"),
        "{err}"
    );
    let err = bad_input(&["replay", "abalone", "/dev/zero"]);
    assert!(
        err.contains("longer than 64 MiB, the limit of a record"),
        "{err}"
    );
    // Random bytes: not UTF-8, or not JSON, found in the first line.
    let err = bad_input(&["replay", "/dev/urandom"]);
    assert!(err.len() < 300, "{err}");
}

#[test]
fn an_error_quotes_only_an_excerpt_of_a_huge_input() {
    let dir = scratch("excerpt");
    let file = dir.join("huge.json");
    // A record whose second ply is a million `x`s: not a Linja move.
    let token = "x".repeat(1_000_000);
    std::fs::write(
        &file,
        format!(
            r#"{{"game":"linja","variant":"standard","players":2,"options":{{"match_games":"1"}},"moves":["first:B","{token}"],"outcome":null}}"#
        ),
    )
    .unwrap();
    let err = bad_input(&["replay", file.to_str().unwrap()]);
    // The token is quoted by its first 60 characters and `…`.
    let quoted = format!("`{}…`", "x".repeat(60));
    assert!(
        err.starts_with(&format!("error: ply 2: {quoted}")),
        "{}",
        &err[..200]
    );
    assert!(
        err.chars().count() <= 1000 + "error: \n".len(),
        "{}",
        err.len()
    );
    // A moves entry that is not a string: serde's message, its quote cut too.
    std::fs::write(
        &file,
        format!(r#"{{"game":"linja","variant":"standard","players":2,"options":{{}},"moves":{{"{token}":1}},"outcome":null}}"#),
    )
    .unwrap();
    let err = bad_input(&["replay", file.to_str().unwrap()]);
    assert!(err.len() < 300, "{}", &err[..300]);
}

#[test]
fn a_long_state_game_or_option_is_quoted_by_60_characters() {
    let x = "x".repeat(100_000);
    let q = "q".repeat(300);
    let option = format!("{q}=1");
    let cases: [&[&str]; 4] = [
        &["best", "linja", "--state", &x],
        &["best", &q],
        &["best", "linja", "--option", &option],
        &["legal", "linja", "--state", &x[..200]],
    ];
    for args in cases {
        let err = bad_input(args);
        let line = err.trim_end();
        assert!(line.chars().count() <= 1000, "{}", line.len());
        // No quote keeps more than 60 characters of the input.
        assert!(
            !line.contains(&x[..61]) && !line.contains(&q[..61]),
            "{line}"
        );
        assert!(
            line.contains(&format!("`{}…`", &x[..60]))
                || line.contains(&format!("`{}…`", &q[..60])),
            "{line}"
        );
    }
}

#[test]
fn play_caps_endless_games_by_default_and_says_so() {
    // Bell scoring as reported with no ply limit never ends (11 M plies in 60 s before).
    let out = jokoak(&[
        "play",
        "bul",
        "--option",
        "scoring=bell-as-reported",
        "--option",
        "ply_limit=none",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 100_001);
    assert!(text.ends_with("result: unfinished after 100000 plies\n"));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "note: the game stopped at the default cap of 100000 plies (ply_limit=none allows endless games; --max-plies N sets another cap)\n"
    );
}

#[test]
fn an_interrupted_play_leaves_a_record_of_an_unfinished_game() {
    // Black plays at random, then White's ten-million-iteration search (minutes per move) is
    // interrupted: the game stops after one ply and its record replays as unfinished.
    let dir = scratch("interrupted");
    let record = dir.join("game.json");
    let child = spawn(&[
        "play",
        "abalone",
        "--agents",
        "random,mcts:10000000",
        "--record",
        record.to_str().unwrap(),
    ]);
    let (code, out, err) = interrupt(child);
    assert_eq!(code, Some(130), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[1], "result: unfinished after 1 plies");
    assert_eq!(
        err,
        format!(
            "error: interrupted: the game stopped after 1 plies; `{}` holds the unfinished game\n",
            record.display()
        )
    );
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains(r#""outcome":null"#), "{text}");
    assert!(
        text.contains(&format!(r#""moves":["{}"]"#, lines[0])),
        "{text}"
    );
    assert_eq!(
        stdout(&["replay", record.to_str().unwrap()]),
        "result: unfinished after 1 plies\n"
    );
}

#[test]
fn ctrl_c_stops_an_alpha_beta_search_of_unbounded_depth() {
    // Black plays at random, then White searches to depth 64 (it would run for ages): before,
    // only MCTS saw the Ctrl-C flag and the game went on until the search ended.
    let (code, out, err) = interrupt(spawn(&[
        "play",
        "abalone",
        "--agents",
        "random,alphabeta:d64",
    ]));
    assert_eq!(code, Some(130), "{err}");
    assert_eq!(
        out.lines().nth(1),
        Some("result: unfinished after 1 plies"),
        "{out}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: interrupted: "), "{err}");
    // `best` stops too, and prints no move (the search was not the one asked for).
    let (code, out, err) = interrupt(spawn(&["best", "abalone", "--agent", "alphabeta:d64"]));
    assert_eq!(code, Some(130), "{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: interrupted: "), "{err}");
}

#[test]
fn ctrl_c_stops_a_game_waiting_for_a_person() {
    // A person's prompt waits on standard input, held open here: before, Ctrl-C was noted
    // but the game waited on until a line or the end of input came.
    let mut child = Command::new(common::JOKOAK)
        .args(["play", "linja", "--agents", "human,random"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the jokoak binary starts");
    let held = child.stdin.take();
    let (code, out, err) = interrupt(child);
    drop(held);
    assert_eq!(code, Some(130), "{err}");
    assert!(out.contains("(you) to move"), "{out}");
    assert!(!out.contains("end of input"), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: interrupted: "), "{err}");
}

#[test]
fn a_killed_play_leaves_a_valid_record() {
    // SIGKILL gives no chance to clean up: the record written at the start (and about every
    // second after) is what remains, and it replays. Before: an empty file.
    let dir = scratch("killed");
    let record = dir.join("game.json");
    let mut child = spawn(&[
        "play",
        "abalone",
        "--agents",
        "mcts:10000000",
        "--record",
        record.to_str().unwrap(),
    ]);
    std::thread::sleep(Duration::from_secs(2));
    child.kill().unwrap();
    child.wait().unwrap();
    // Black's first search runs for minutes: no ply was played.
    assert_eq!(
        stdout(&["replay", record.to_str().unwrap()]),
        "result: unfinished after 0 plies\n"
    );
}

#[test]
fn a_search_under_time_control_ends_the_game() {
    // One second per player (abalone.md §5.4) and a search of a million iterations per move:
    // each move spends at most a 20th of the time left, so the clocks drain and the game
    // ends, by a flag fall (`flag:SEAT`, a loss on time) if not before.
    let out = stdout(&[
        "play",
        "abalone",
        "--option",
        "time_control=1",
        "--agents",
        "mcts:1000000",
    ]);
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("result: ") && !last.contains("unfinished"),
        "{last}"
    );
}
