//! Helpers of the black-box tests: run the `jokoak` binary and check the DESIGN §6.1 contract.

#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs `jokoak ARGS`.
pub fn jokoak(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(args)
        .output()
        .expect("the jokoak binary runs")
}

/// The standard output of a command that must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = jokoak(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The error line of a command that must be refused as bad input: exit 2, nothing on standard
/// output, one `error: …` line on standard error.
pub fn bad_input(args: &[&str]) -> String {
    let out = jokoak(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should be bad input");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

/// An arena run of 3 seats, so that seats rotate over three agents: what the shard tests split.
pub const SHARDED_RUN: [&str; 12] = [
    "arena",
    "continued",
    "--players",
    "3",
    "--agents",
    "random,mcts:5,random",
    "--games",
    "10",
    "--seed",
    "40",
    "--max-plies",
    "60",
];
