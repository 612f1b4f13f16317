//! Bounded resources and clean stops (issue 13): huge counts are refused or streamed, readers
//! cap what they accept, long work stops on Ctrl-C with exit code 130.

mod common;

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use common::bad_input;

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
/// exit code, standard output and standard error.
fn interrupt(child: Child) -> (Option<i32>, String, String) {
    std::thread::sleep(Duration::from_secs(2));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
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
