//! The `jokoak` command as a table (docs/cli.md, DESIGN §6.1): the cases are in `cases.txt`,
//! each the arguments and what must come out, exactly where the output is fixed (the file's
//! header gives its format). The cases run in parallel; every failing case is reported, by
//! its line in `cases.txt` and its arguments.
//!
//! Flows of several commands (a game played, recorded and replayed; a person at standard
//! input; a search agent's move played on) are in `records.rs`, `terminal.rs` and `best.rs`.

mod common;
use common::{SHARDED_RUN, bad_input, stdout};

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The table of cases.
const CASES: &str = include_str!("cases.txt");

/// What a case must print.
enum Expect {
    /// Exit 0 and exactly this on standard output.
    Out(String),
    /// Exit 0 and a line of standard output equal to this.
    Line(String),
    /// Exit 0 and this somewhere in standard output.
    Contains(String),
    /// Exit 0 and the same standard output as these arguments (also exit 0).
    Same(Vec<String>),
    /// Bad input ([`bad_input`]: exit 2, nothing on standard output, one `error: …` line)
    /// whose line contains each of these.
    Bad(Vec<String>),
    /// Bad input whose standard error is exactly this.
    BadLine(String),
    /// Exit 0, and standard output passes this check.
    Check(Box<dyn Fn(&str) + Send + Sync>),
}

/// One command line and what it must print.
struct Case {
    /// Its line in `cases.txt`.
    line: usize,
    args: Vec<String>,
    expect: Expect,
    /// The text of the file named `FILE` in `args`, written before the command runs.
    file: Option<String>,
    /// A command whose standard output (trimmed) stands for `STATE` in `args`.
    state: Option<Vec<String>>,
}

/// The words of one line of `cases.txt`: split at spaces, `"…"` one word with the escapes
/// `\n`, `\"` and `\\`, a bare `$NAME` replaced by the words `lets` names.
fn words(line: &str, lets: &HashMap<String, Vec<String>>) -> Vec<String> {
    let mut words = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c == ' ' {
            chars.next();
        } else if c == '"' {
            chars.next();
            let mut word = String::new();
            loop {
                match chars
                    .next()
                    .unwrap_or_else(|| panic!("unclosed quote in `{line}`"))
                {
                    '"' => break,
                    '\\' => match chars.next() {
                        Some('n') => word.push('\n'),
                        Some(e @ ('"' | '\\')) => word.push(e),
                        e => panic!("unknown escape {e:?} in `{line}`"),
                    },
                    c => word.push(c),
                }
            }
            words.push(word);
        } else {
            let mut word = String::new();
            while let Some(c) = chars.next_if(|&c| c != ' ') {
                word.push(c);
            }
            match word.strip_prefix('$') {
                Some(name) => words.extend(
                    lets.get(name)
                        .unwrap_or_else(|| panic!("`${name}` is not named before `{line}`"))
                        .iter()
                        .cloned(),
                ),
                None => words.push(word),
            }
        }
    }
    words
}

/// The cases of `cases.txt`.
fn cases() -> Vec<Case> {
    let mut lets = HashMap::from([(
        "SHARDED_RUN".to_owned(),
        SHARDED_RUN.map(str::to_owned).to_vec(),
    )]);
    let (mut file, mut state) = (None, None);
    let mut cases = Vec::new();
    for (index, line) in CASES.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words = words(line, &lets);
        match words.first().map(String::as_str) {
            Some("let") if words.get(2).is_some_and(|w| w == "=") => {
                lets.insert(words[1].clone(), words[3..].to_vec());
            }
            Some("file") if words.len() == 2 => file = Some(words[1].clone()),
            Some("state") => state = Some(words[1..].to_vec()),
            _ => {
                let arrow = words.iter().position(|w| w == "=>");
                let arrow = arrow.unwrap_or_else(|| panic!("no `=>` in `{line}`"));
                cases.push(Case {
                    line: index + 1,
                    args: words[..arrow].to_vec(),
                    expect: expect(&words[arrow + 1..], line),
                    file: file.take(),
                    state: state.take(),
                });
            }
        }
    }
    cases
}

/// The expectation `words` (after `=>`) of the case `line`.
fn expect(words: &[String], line: &str) -> Expect {
    let text = || match words {
        [_, text] => text.clone(),
        _ => panic!("`{}` takes one text in `{line}`", words[0]),
    };
    let rest = words[1..].to_vec();
    match words[0].as_str() {
        "out" => Expect::Out(text()),
        "line" => Expect::Line(text()),
        "contains" => Expect::Contains(text()),
        "same" => Expect::Same(rest),
        "bad" => Expect::Bad(rest),
        "bad-line" => Expect::BadLine(text()),
        "svg" => Expect::Check(Box::new(one_svg_document)),
        "keys" => Expect::Check(Box::new(move |svg| assert_eq!(keys(svg), rest))),
        "key-count" => {
            let count: usize = rest[0].parse().unwrap();
            let key = rest.get(1).cloned();
            Expect::Check(Box::new(move |svg| {
                let keys = keys(svg);
                assert_eq!(keys.len(), count);
                if let Some(key) = &key {
                    assert!(keys.contains(key), "no key `{key}`");
                }
            }))
        }
        "check" => Expect::Check(Box::new(check(&text()))),
        kind => panic!("unknown expectation `{kind}` in `{line}`"),
    }
}

/// The check `name` of a `check NAME` case.
fn check(name: &str) -> fn(&str) {
    match name {
        // Linja R13: a series is one game; only the first game draws its first player.
        "one-first-draw-and-a-result" => |out| {
            assert_eq!(out.lines().filter(|l| l.starts_with("first:")).count(), 1);
            assert!(out.lines().last().unwrap().starts_with("result: "));
        },
        // `AGENT wins W draws D losses L score S%`, one line for each of `mcts:50` and
        // `random`, the counts adding to 6, then the average game length.
        "arena-table" => |out| {
            let lines: Vec<&str> = out.lines().collect();
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
        },
        // The tile game's default: 4 players, at the first-player node.
        "continued-start" => |state| {
            assert!(state.starts_with("deal=1 first=- node=first "), "{state}");
            assert!(state.contains(" h3=- pile="), "{state}");
            assert!(!state.contains(" h4="), "{state}");
        },
        // X11: the start tile's probabilities.
        "x11-start-tile" => |legal| {
            assert_eq!(legal.lines().count(), 13);
            assert!(legal.starts_with("tile:FS-R 7/72\n"), "{legal}");
            assert!(legal.contains("tile:SC-B 5/72\n"));
            assert!(legal.contains("tile:C-K 1/12\n"));
        },
        // A game played to its end.
        "result-last" => |out| assert!(out.lines().last().unwrap().starts_with("result: ")),
        // abalone.md §9.3: the 44 opening moves, in code-point order.
        "abalone-opening" => |legal| {
            assert_eq!(legal.lines().count(), 44);
            assert!(legal.starts_with("a1b1\na1b2\n"), "{legal}");
        },
        // agon.md §13: the 27 moves of the standard start, in code-point order.
        "agon-opening" => |legal| {
            let lines: Vec<&str> = legal.lines().collect();
            assert_eq!(lines.len(), 27);
            let mut sorted = lines.clone();
            sorted.sort_unstable();
            assert_eq!(lines, sorted);
            assert_eq!(lines[0], "5:0-4:0");
        },
        _ => panic!("no check `{name}`"),
    }
}

/// The `data-key` values of a picture, in document order.
fn keys(svg: &str) -> Vec<String> {
    svg.split("data-key=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

/// One self-contained SVG document.
fn one_svg_document(svg: &str) {
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.ends_with("</svg>\n"));
    assert_eq!(svg.matches("<svg").count(), 1);
}

/// Runs one case; panics on the first thing that is not as expected.
fn run(index: usize, case: &Case) {
    let dir = std::env::temp_dir().join(format!("jokoak-cases-{}-{index}", std::process::id()));
    let file = dir.join("input.txt");
    if let Some(text) = &case.file {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&file, text).unwrap();
    }
    let state = case.state.as_ref().map(|args| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        stdout(&args).trim().to_owned()
    });
    let args: Vec<&str> = case
        .args
        .iter()
        .map(|a| match a.as_str() {
            "FILE" if case.file.is_some() => file.to_str().unwrap(),
            "STATE" if state.is_some() => state.as_deref().unwrap(),
            a => a,
        })
        .collect();
    match &case.expect {
        Expect::Out(expected) => assert_eq!(stdout(&args), *expected),
        Expect::Line(expected) => {
            let out = stdout(&args);
            assert!(out.lines().any(|l| l == expected), "no line `{expected}`");
        }
        Expect::Contains(part) => {
            let out = stdout(&args);
            assert!(out.contains(part.as_str()), "{out}");
        }
        Expect::Check(check) => check(&stdout(&args)),
        Expect::Same(other) => {
            let other: Vec<&str> = other.iter().map(String::as_str).collect();
            assert_eq!(stdout(&args), stdout(&other));
        }
        Expect::Bad(parts) => {
            let err = bad_input(&args);
            for part in parts {
                assert!(err.contains(part.as_str()), "`{part}` is not in {err}");
            }
        }
        Expect::BadLine(expected) => assert_eq!(bad_input(&args), *expected),
    }
    if case.file.is_some() {
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn every_case_prints_what_docs_cli_says() {
    let cases = cases();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(i) else { break };
                    if let Err(e) = catch_unwind(AssertUnwindSafe(|| run(i, case))) {
                        let why = e
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                            .unwrap_or_default();
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("cases.txt:{} {:?}: {why}", case.line, case.args));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
