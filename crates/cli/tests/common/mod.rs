//! Helpers of the black-box tests: run the `jokoak` binary (or another build of the CLI, such
//! as the sixth game's example) and check the DESIGN §6.1 contract.

#![allow(dead_code)]

pub mod http;

use std::process::{Command, Output};

/// The `jokoak` binary of this build.
pub const JOKOAK: &str = env!("CARGO_BIN_EXE_jokoak");

/// Runs `EXE ARGS`.
pub fn run(exe: &str, args: &[&str]) -> Output {
    Command::new(exe)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{exe} does not run: {e}"))
}

/// Runs `jokoak ARGS`.
pub fn jokoak(args: &[&str]) -> Output {
    run(JOKOAK, args)
}

/// The standard output of a command that must succeed.
pub fn stdout(args: &[&str]) -> String {
    stdout_of(JOKOAK, args)
}

/// The standard output of `EXE ARGS`, which must succeed.
pub fn stdout_of(exe: &str, args: &[&str]) -> String {
    let out = run(exe, args);
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
    bad_input_of(JOKOAK, args)
}

/// The error line of `EXE ARGS`, which must be refused as bad input ([`bad_input`]).
pub fn bad_input_of(exe: &str, args: &[&str]) -> String {
    let out = run(exe, args);
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
