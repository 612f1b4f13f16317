//! The `jokoak` command as a table (docs/cli.md, DESIGN §6.1): each case is the arguments and
//! what must come out, exactly where the output is fixed. The cases run in parallel; every
//! failing case is reported, by its arguments.
//!
//! Flows of several commands (a game played, recorded and replayed; a person at standard
//! input; a search agent's move played on) are in `records.rs`, `terminal.rs` and `best.rs`.

mod common;
use common::{SHARDED_RUN, bad_input, stdout};

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What a case must print.
enum Expect {
    /// Exit 0 and exactly this on standard output.
    Out(&'static str),
    /// Exit 0 and a line of standard output equal to this.
    Line(&'static str),
    /// Exit 0, and standard output passes this check.
    Check(fn(&str)),
    /// Exit 0 and the same standard output as the arguments `PREFIX ARGS` (also exit 0).
    Same(&'static [&'static str], &'static [&'static str]),
    /// Bad input ([`bad_input`]: exit 2, nothing on standard output, one `error: …` line)
    /// whose line contains each of these.
    Bad(&'static [&'static str]),
    /// Bad input whose standard error is exactly this.
    BadLine(&'static str),
}

use Expect::{Bad, BadLine, Check, Line, Out, Same};

/// One command line and what it must print.
struct Case {
    /// The first arguments, shared by several cases.
    prefix: &'static [&'static str],
    /// The other arguments.
    args: &'static [&'static str],
    expect: Expect,
    /// The text of the file named `FILE` in `args`, written before the command runs.
    file: Option<&'static str>,
    /// A command whose standard output (trimmed) stands for `STATE` in `args`.
    state: Option<&'static [&'static str]>,
}

const fn case(args: &'static [&'static str], expect: Expect) -> Case {
    after(&[], args, expect)
}

const fn after(
    prefix: &'static [&'static str],
    args: &'static [&'static str],
    expect: Expect,
) -> Case {
    Case {
        prefix,
        args,
        expect,
        file: None,
        state: None,
    }
}

const fn with_file(file: &'static str, args: &'static [&'static str], expect: Expect) -> Case {
    Case {
        prefix: &[],
        args,
        expect,
        file: Some(file),
        state: None,
    }
}

const fn with_state(
    state: &'static [&'static str],
    args: &'static [&'static str],
    expect: Expect,
) -> Case {
    Case {
        prefix: &[],
        args,
        expect,
        file: None,
        state: Some(state),
    }
}

/// Agon's standard start of agon.md §13 with A to act.
const AGON_START_A: &str = "A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28";
/// Agon's T9: the queen is captured with a guard, then re-entered.
const AGON_T9: &str = "A AQ@0:0 AG@2:2 AG@3:0 BQ@1:0 BG@2:1";

/// Bul's E6 (bul.md): the recapture and the entry.
const BUL_E6: &str = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0";
/// Bul's E9.
const BUL_E9: &str = "B:1 | home R2 B0 | 4:RB 5:R 8:BR | dead R0 B3";
/// Bul's E15.
const BUL_E15: &str = "R:0 | home R4 B5 | 3:R | dead R0 B0";

/// Linja's start with Black to act.
const LINJA_START_B: &str = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init";
/// Linja's E7: a finished position.
const LINJA_E7: &str = "0:6/0:2/0:2/0:2/0:0/3:0/4:0/5:0 -";

/// The tile game's set-up of X2 for 2 players: start FS-R, seat 0 holds FS-Y SC-B MU-R C-K
/// C-R C-Y.
const CONTINUED_X2: &[&str] = &[
    "apply",
    "continued",
    "--players",
    "2",
    "--",
    "first:0",
    "tile:FS-R",
    "tile:FS-Y",
    "tile:SC-B",
    "tile:MU-R",
    "tile:C-K",
    "tile:C-R",
    "tile:C-Y",
    "tile:FS-B",
    "tile:FS-B",
    "tile:FS-B",
    "tile:FS-B",
    "tile:FS-B",
    "tile:FS-B",
];

/// The state after `first:0` and the pile order of the tile game's crate docs' example: start
/// tile FS-R on (10,7); seat 0 holds six FS-Y and acts, seat 1 holds five MU-R and a C-R.
const CONTINUED_DOC_EXAMPLE: &str = "deal=1 first=0 node=act seat=0 placed=0 drawn=0 must=- passes=0 last=- \
     table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=FS-Y*6 h1=MU-R*5+C-R \
     pile=FS-R*6+FS-Y+FS-B*7+SC-R*5+SC-Y*5+SC-B*5+MU-Y*5+MU-B*5+C-K*6+C-R*4+C-Y*5+C-B*5 \
     buried=- scores=-";

/// An arena of two random Linja agents over 2 games (`--threads` follows).
const LINJA_ARENA: &[&str] = &[
    "arena",
    "linja",
    "--agents",
    "random,random",
    "--games",
    "2",
];

/// An arena of `mcts:50` against `random` on Linja over 6 games of seed 4 (`--threads`
/// follows).
const LINJA_ARENA_MCTS: &[&str] = &[
    "arena",
    "linja",
    "--agents",
    "mcts:50,random",
    "--games",
    "6",
    "--seed",
    "4",
];

/// The tile game's position of the crate docs' example, for 2 players (`--seat` may follow).
const SVG_DOC_EXAMPLE: &[&str] = &[
    "svg",
    "continued",
    "--players",
    "2",
    "--state",
    CONTINUED_DOC_EXAMPLE,
];

/// The `data-key` values of a picture, in document order.
fn keys(svg: &str) -> Vec<String> {
    svg.split("data-key=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

/// `count` keys, `key` among them.
fn has_keys(svg: &str, count: usize, key: &str) {
    let keys = keys(svg);
    assert_eq!(keys.len(), count);
    assert!(keys.iter().any(|k| k == key), "no key `{key}`");
}

/// One self-contained SVG document.
fn one_svg_document(svg: &str) {
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.ends_with("</svg>\n"));
    assert_eq!(svg.matches("<svg").count(), 1);
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    // ----- games -----
    case(&["games"], Line("linja standard 2")),
    case(&["games"], Line("abalone standard,belgian-daisy,german-daisy 2,3")),
    case(&["games"], Line("agon standard,placement-free-queen,placement-opposite-corners 2")),
    case(&["games"], Line("continued standard 2-6")),
    // ----- Linja (linja.md) -----
    // E1: the seven initial steps.
    case(&["legal", "linja", "--state", LINJA_START_B], Out("0-1\n1-2\n2-3\n3-4\n4-5\n5-6\n6-7\n")),
    case(&["legal", "linja"], Out("first:B 1/2\nfirst:R 1/2\n")),
    // linja.md §9's perft counts.
    case(&["perft", "linja", "--state", LINJA_START_B, "--depth", "1"], Out("7\n")),
    case(&["perft", "linja", "--state", LINJA_START_B, "--depth", "2"], Out("43\n")),
    case(&["perft", "linja", "--state", LINJA_START_B, "--depth", "3"], Out("301\n")),
    case(&["perft", "linja", "--state", LINJA_START_B, "--depth", "4"], Out("1849\n")),
    case(&["perft", "linja", "--depth", "2"], Out("14\n")),
    // DESIGN §2: a finished position (E7) gives 0 at any depth >= 1, 1 at depth 0.
    case(&["perft", "linja", "--state", LINJA_E7, "--depth", "4294967295"], Out("0\n")),
    case(&["perft", "linja", "--state", LINJA_E7, "--depth", "0"], Out("1\n")),
    case(&["new", "linja"], Out("6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 ? init\n")),
    // E5: an initial step into an empty space ends the move.
    case(&["apply", "linja", "--state", "5:0/1:1/1:1/1:1/0:0/1:2/1:1/2:6 B init", "--", "3-4"], Out("5:0/1:1/1:1/0:1/1:0/1:2/1:1/2:6 R init\n")),
    // A series is one game: only the first game draws its first player; the loser starts the
    // next (R13).
    case(
        &["play", "linja", "--seed", "3", "--option", "match_games=3"],
        Check(|out| {
            assert_eq!(out.lines().filter(|l| l.starts_with("first:")).count(), 1);
            assert!(out.lines().last().unwrap().starts_with("result: "));
        }),
    ),
    case(&["legal", "linja", "--state", "garbage"], Bad(&[])),
    case(&["legal", "chess"], Bad(&[])),
    case(&["new", "linja", "--variant", "daisy"], Bad(&[])),
    case(&["new", "linja", "--players", "3"], Bad(&[])),
    case(&["new", "linja", "--option", "match_games=0"], Bad(&[])),
    case(&["new", "linja", "--option", "colour=blue"], Bad(&[])),
    case(&["new", "linja", "--option", "nokeyvalue"], Bad(&[])),
    case(&["apply", "linja", "--", "0-1"], Bad(&[])),
    case(&["apply", "linja", "--", "first:B", "0-9"], Bad(&[])),
    case(&["perft", "linja"], Bad(&["--depth"])),
    case(&["replay", "/nonexistent/record.json"], Bad(&[])),
    case(&["replay", "linja", "/nonexistent/record.txt"], Bad(&[])),
    case(&["play", "linja", "--agents", "wizard"], Bad(&[])),
    case(&["play", "linja", "--agents", "random,random,random"], Bad(&[])),
    case(&["frobnicate"], Bad(&[])),
    case(&[], Bad(&[])),
    case(&["play", "linja", "--record", "/nonexistent/dir/r.json"], Bad(&[])),
    case(&["arena", "linja", "--agents", "human,random", "--games", "1"], Bad(&[])),
    case(&["arena", "linja", "--agents", "random", "--games", "2"], Bad(&[])),
    case(&["arena", "linja", "--agents", "random,oracle", "--games", "2"], Bad(&[])),
    // Newlines in the input are escaped: the error stays one line.
    case(&["legal", "linja", "--state", "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init\nx"], Bad(&["\\n"])),
    // --help goes to standard output with exit 0.
    case(&["--help"], Check(|out| assert!(out.contains("perft"), "{out}"))),
    // The arena: `AGENT wins W draws D losses L score S%`, one line per agent, the counts
    // adding to 6, then the average game length; the thread count changes nothing.
    after(LINJA_ARENA_MCTS, &["--threads", "1"], Check(|out| {
        let lines: Vec<&str> = out.lines().collect();
        for (line, name) in lines.iter().zip(["mcts:50", "random"]) {
            let f: Vec<&str> = line.split(' ').collect();
            assert_eq!((f[0], f[1], f[3], f[5], f[7]), (name, "wins", "draws", "losses", "score"), "{line}");
            let total: u32 = [f[2], f[4], f[6]].iter().map(|n| n.parse::<u32>().unwrap()).sum();
            assert_eq!(total, 6);
            assert!(f[8].ends_with('%'));
        }
        assert!(lines.last().unwrap().starts_with("average game length"));
    })),
    after(LINJA_ARENA_MCTS, &["--threads", "2"], Same(LINJA_ARENA_MCTS, &["--threads", "1"])),
    // Threads are 1 to 256.
    after(LINJA_ARENA, &["--threads", "0"], BadLine("error: --threads 0 is not 1 to 256\n")),
    after(LINJA_ARENA, &["--threads", "257"], BadLine("error: --threads 257 is not 1 to 256\n")),
    after(LINJA_ARENA, &["--threads", "100000"], BadLine("error: --threads 100000 is not 1 to 256\n")),
    after(LINJA_ARENA, &["--threads", "256"], Check(|out| assert!(out.contains("average game length"), "{out}"))),
    // The command line's own hints (clap's) are kept.
    case(&["apply", "linja", "0-1"], Bad(&["tip: moves go after `--`"])),
    case(&["perft", "linja", "--depth", "-1"], Bad(&["tip: to pass '-1' as a value, use '-- -1'"])),
    case(&["play", "linja", "--agnts", "random"], Bad(&["tip: a similar argument exists: '--agents'"])),
    case(&["play", "linja", "--players", "1"], Bad(&["cannot be played by 1 player (allowed: 2)"])),
    // ----- Bul (bul.md) -----
    // Issue 4 "Done when": E6's recapture and entry, nothing else.
    case(&["legal", "bul", "--state", BUL_E6], Out("10-8\n6-4\n")),
    case(&["legal", "bul"], Out("first:B 1/2\nfirst:R 1/2\n")),
    case(&["legal", "bul", "--state", "R:? | home R5 B5 | - | dead R0 B0"], Out("yellow:0 1/16\nyellow:1 1/4\nyellow:2 3/8\nyellow:3 1/4\nyellow:4 1/16\n")),
    // A finished game prints nothing.
    case(&["legal", "bul", "--state", "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3"], Out("")),
    // Options change the legal moves.
    case(&["legal", "bul", "--state", BUL_E9], Out("4-5\n")),
    case(&["legal", "bul", "--state", BUL_E9, "--option", "forced_stack_onto_single=false"], Out("pass\n")),
    case(&["legal", "bul", "--state", BUL_E15], Bad(&[])),
    case(&["legal", "bul", "--state", BUL_E15, "--option", "scoring=bell-as-reported"], Out("pass\n")),
    case(&["new", "bul"], Out("?:? | home R5 B5 | - | dead R0 B0\n")),
    // E6's recapture.
    case(&["apply", "bul", "--state", BUL_E6, "--", "6-4"], Out("R:? | home R4 B3 | 4:BRB | dead R0 B0\n")),
    case(&["apply", "bul", "--", "first:R", "yellow:3", "0-3"], Out("B:? | home R4 B5 | 3:R | dead R0 B0\n")),
    // Hand-derived in crates/bul/tests/dice.rs.
    case(&["perft", "bul", "--depth", "7"], Out("442\n")),
    // E6: two moves, then a throw of five outcomes each.
    case(&["perft", "bul", "--state", BUL_E6, "--depth", "2"], Out("10\n")),
    case(&["legal", "bul", "--state", "garbage"], Bad(&[])),
    case(&["legal", "bul", "--state", "R:? | home R4 B5 | - | dead R0 B0"], Bad(&[])),
    case(&["new", "bul", "--players", "3"], Bad(&[])),
    case(&["new", "bul", "--option", "scoring=bell"], Bad(&[])),
    case(&["new", "bul", "--option", "stack_heading=continue-forward"], Bad(&[])),
    case(&["apply", "bul", "--", "0-3"], Bad(&[])),
    case(&["apply", "bul", "--state", BUL_E6, "--", "4-2"], Bad(&[])),
    case(&["apply", "bul", "--state", BUL_E6, "--", "pass"], Bad(&[])),
    case(&["apply", "bul", "--state", BUL_E6, "--", "yellow:2"], Bad(&[])),
    // ----- to be continued (to-be-continued.md) -----
    // 4 players by default, at the first-player node.
    case(&["new", "continued"], Check(|state| {
        assert!(state.starts_with("deal=1 first=- node=first "), "{state}");
        assert!(state.contains(" h3=- pile="), "{state}");
        assert!(!state.contains(" h4="), "{state}");
    })),
    case(&["legal", "continued"], Out("first:0 1/4\nfirst:1 1/4\nfirst:2 1/4\nfirst:3 1/4\n")),
    case(&["legal", "continued", "--players", "2"], Out("first:0 1/2\nfirst:1 1/2\n")),
    // X2 in to-be-continued.md §5 order (type, end, turn), not code-point order.
    with_state(CONTINUED_X2, &["legal", "continued", "--players", "2", "--state", "STATE"], Out("FS-Y@E0\nFS-Y@E1\nMU-R@E0\nMU-R@E1\nC-K@E0:L\nC-K@E0:R\nC-R@E1:L\nC-R@E1:R\n")),
    with_state(CONTINUED_X2, &["perft", "continued", "--players", "2", "--state", "STATE", "--depth", "1"], Out("8\n")),
    // X11: the start tile's probabilities.
    with_state(
        &["apply", "continued", "--", "first:2"],
        &["legal", "continued", "--state", "STATE"],
        Check(|legal| {
            assert_eq!(legal.lines().count(), 13);
            assert!(legal.starts_with("tile:FS-R 7/72\n"), "{legal}");
            assert!(legal.contains("tile:SC-B 5/72\n"));
            assert!(legal.contains("tile:C-K 1/12\n"));
        }),
    ),
    // Options are accepted in their spelling.
    case(&["new", "continued", "--players", "3", "--option", "design_compatible=strict", "--option", "table=9x5", "--option", "bury_corner_start=true"],
        Check(|state| assert!(state.contains(" h2=- pile="), "{state}"))),
    case(&["play", "continued", "--players", "3", "--seed", "2", "--option", "table=9x5", "--option", "bury_corner_start=true"],
        Check(|out| assert!(out.lines().last().unwrap().starts_with("result: ")))),
    case(&["new", "continued", "--players", "7"], Bad(&[])),
    case(&["new", "continued", "--players", "1"], Bad(&[])),
    case(&["new", "continued", "--option", "table=5x5"], Bad(&[])),
    case(&["new", "continued", "--option", "design_compatible=loose"], Bad(&[])),
    case(&["new", "continued", "--option", "colour=red"], Bad(&[])),
    case(&["apply", "continued", "--", "FS-R@E2"], Bad(&[])),
    case(&["apply", "continued", "--", "first:3", "stop"], Bad(&[])),
    case(&["apply", "continued", "--players", "2", "--", "first:3"], Bad(&[])),
    case(&["legal", "continued", "--state", "deal=9"], Bad(&["deal"])),
    after(&SHARDED_RUN, &["--shard", "3/3"], Bad(&["is not K/N with 0 <= K < N"])),
    after(&SHARDED_RUN, &["--shard", "1"], Bad(&["is not K/N with 0 <= K < N"])),
    after(&SHARDED_RUN, &["--shard", "a/2"], Bad(&["is not K/N with 0 <= K < N"])),
    after(&SHARDED_RUN, &["--shard", "1/0"], Bad(&["is not K/N with 0 <= K < N"])),
    after(&SHARDED_RUN, &["--shard", "1/"], Bad(&["is not K/N with 0 <= K < N"])),
    // ----- Abalone (abalone.md) -----
    case(&["new", "abalone"], Out("wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1\n")),
    // abalone.md §3.2: PlayStrategy's FEN with `S` → w and `s` → b.
    case(&["new", "abalone", "--variant", "belgian-daisy"], Out("ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww b 0 0 0 1\n")),
    case(&["new", "abalone", "--players", "3"], Out("ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 0 0 0 0 1\n")),
    case(&["new", "abalone", "--variant", "german-daisy", "--players", "3"], Bad(&[])),
    case(&["new", "abalone", "--option", "match_games=3"], Bad(&[])),
    case(&["new", "abalone", "--option", "threefold_draw=true", "--option", "threefold_draw=false"], Bad(&[])),
    // abalone.md §9.3's counts at cheap depths (the deeper ones run in the crate's perft tests).
    case(&["perft", "abalone", "--depth", "2"], Out("1936\n")),
    case(&["perft", "abalone", "--variant", "german-daisy", "--depth", "2"], Out("6244\n")),
    case(&["perft", "abalone", "--players", "3", "--depth", "1"], Out("40\n")),
    case(&["perft", "abalone", "--players", "3", "--depth", "2"], Out("1587\n")),
    case(
        &["legal", "abalone"],
        Check(|legal| {
            assert_eq!(legal.lines().count(), 44);
            assert!(legal.starts_with("a1b1\na1b2\n"), "{legal}");
        }),
    ),
    // By hand (abalone.md §4.3, abalone.md §7.2): a1b2 moves A1 B2 C3 north-east into the empty D4 (A1 empties);
    // i5h5 moves I5 H5 G5 south-east into the empty F5 (I5 empties). No ejection: 2 plies,
    // full move 2, Black to move.
    case(&["apply", "abalone", "--", "a1b2", "i5h5"], Out("1wwww/wwwwww/2www2/3w4/9/3b4/2bbb2/bbbbbb/1bbbb b 0 0 2 2\n")),
    case(&["apply", "abalone", "--", "a1b2", "a1b2"], Bad(&["a1b2"])),
    case(&["apply", "abalone", "--", "a1a3"], Bad(&[])),
    case(&["legal", "abalone", "--state", "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb b 0 0 0 1"], Bad(&[])),
    // abalone.md §7.4: the number of score fields sets the player count; the turn-order example there
    // needs no --players.
    case(&["apply", "abalone", "--state", "5/6/7/8/2bbbwr2/8/7/6/5 b 0 0 0 0 1", "--", "e3e4"], Out("5/6/7/8/3bbbwr1/8/7/6/5 w 0 0 0 1 1\n")),
    // A count that contradicts the position is still refused.
    case(&["apply", "abalone", "--players", "2", "--state", "5/6/7/8/2bbbwr2/8/7/6/5 b 0 0 0 0 1", "--", "e3e4"], Bad(&[])),
    // Game 2 of a 3-player match (game 1 in the table), w to move with five ejections: the
    // 3v2 sumito e5e6 (w on E5–E7 against b on E8, E9) ejects b's E9, the sixth (abalone.md §4.3,
    // abalone.md §5.2). Game 2's row: ejected b 1, w 6, r 2; lost of 11 each (abalone.md §3.4):
    // b 10 (E8 left), w 8, r 10. Two games finished, so game 3 starts at once, by r
    // (abalone.md §5.3 rotates b, w, r).
    case(&["apply", "abalone", "--players", "3", "--option", "match_games=3", "--state", "4r/6/7/8/4wwwbb/8/7/6/5 w 1 5 2 3 4 game1:6.1.2/2.5.3", "--", "e5e6"], Out("ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb r 0 0 0 0 1 game1:6.1.2/2.5.3 game2:1.6.2/10.8.10\n")),
    // An Aba-Pro game score (abalone.md §7.2), by hand (abalone.md §4.3) from the Belgian
    // daisy of abalone.md §3.2:
    //   a1b2: Black A1 B2 C3 step NE into the empty D4 (A1 empties).
    //   a5b5: White A5 B5 C5 step NW into the empty D5 (A5 empties; in the standard opening
    //         A5 is Black's, hence the refusal below).
    //   a2b3: Black A2 B3 step NE into the empty C4 (A2 empties).
    //   i6h6: White I6 H6 step SE into the empty G6 (I6 empties).
    //   i8h7: Black I8 H7 step SW; G6 holds White, F5 beyond is empty: a 2v1 sumito, White
    //         G6 → F5, Black lands on H7 G6 (I8 empties).
    // Black: B1 B2 B3 C2 C3 C4 D4 G6 G7 G8 H7 H8 H9 I9; White: A4 B4 B5 B6 C5 C6 D5 F5 G4 G5
    // H4 H5 H6 I5. Ranks I..A as in abalone.md §7.4; White to move, no ejection in 5 plies, full move 3;
    // five plies.
    with_file("1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7\n", &["replay", "abalone", "FILE", "--variant", "belgian-daisy"], Out("w3b/wwwbbb/1wwbbb1/3w4/9/3bw3/1bbbww1/bbbwww/3w1 w 0 0 5 3\nresult: unfinished after 5 plies\n")),
    // In the standard opening the same score is illegal at its second move.
    with_file("1.a1b2 a5b5 2.a2b3 i6h6 3.i8h7\n", &["replay", "abalone", "FILE"], Bad(&["a5b5"])),
    // ----- Agon (agon.md) -----
    case(&["new", "agon"], Out("? AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28\n")),
    case(&["new", "agon", "--option", "ludii_compat=true"], Out("A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28\n")),
    case(&["legal", "agon"], Out("first:A 1/2\nfirst:B 1/2\n")),
    // agon.md §13's perft counts.
    case(&["perft", "agon", "--depth", "4", "--state", AGON_START_A], Out("466491\n")),
    case(&["perft", "agon", "--depth", "4", "--state", AGON_START_A, "--option", "ludii_compat=true"], Out("466557\n")),
    case(&["perft", "agon", "--depth", "2"], Out("54\n")),
    case(
        &["legal", "agon", "--state", AGON_START_A],
        Check(|legal| {
            let lines: Vec<&str> = legal.lines().collect();
            assert_eq!(lines.len(), 27);
            let mut sorted = lines.clone();
            sorted.sort_unstable();
            assert_eq!(lines, sorted);
            assert_eq!(lines[0], "5:0-4:0");
        }),
    ),
    // T9: the queen is captured with a guard, then re-entered.
    case(&["apply", "agon", "--state", AGON_T9, "--", "3:0-2:0", "1:0=>1:2"], Out("A AQ@0:0 AG@2:0 AG@2:2 BQ@1:2 BG@2:1* ply=2\n")),
    case(&["apply", "agon", "--state", AGON_START_A, "--", "5:4-4:1"], Bad(&[])),
    case(&["apply", "agon", "--state", AGON_START_A, "--", "5:4-6:3"], Bad(&[])),
    case(&["legal", "agon", "--state", "A AG@0:0"], Bad(&[])),
    case(&["new", "agon", "--option", "placement_area=centre"], Bad(&[])),
    case(&["new", "agon", "--players", "3"], Bad(&[])),
    // ----- best -----
    // The opening draw is a chance node: no move to choose.
    case(&["best", "bul"], Bad(&[])),
    case(&["best", "abalone", "--agent", "human"], Bad(&[])),
    case(&["best", "abalone", "--agent", "alphabeta:d0"], Bad(&[])),
    case(&["best", "abalone", "--agent", "alphabeta:d65"], Bad(&[])),
    case(&["best", "abalone", "--agent", "alphabeta:0"], Bad(&[])),
    case(&["best", "abalone", "--agent", "ai:x"], Bad(&[])),
    case(&["best", "abalone", "--agent", "greedy:3"], Bad(&[])),
    case(&["best", "abalone", "--agent", "deep-blue"], Bad(&[])),
    case(&["best", "abalone", "--state", "w3w/1b4 b 5 0 0 1"], Bad(&[])),
    // A fixed depth gives the same move on every run.
    case(&["best", "abalone", "--agent", "alphabeta:d3"], Same(&["best", "abalone", "--agent", "alphabeta:d3"], &[])),
    // ----- svg (issue 12) -----
    case(&["svg", "linja"], Check(one_svg_document)),
    case(&["svg", "bul"], Check(one_svg_document)),
    case(&["svg", "continued"], Check(one_svg_document)),
    case(&["svg", "abalone"], Check(one_svg_document)),
    case(&["svg", "agon"], Check(one_svg_document)),
    // The keys are the notation's coordinates. Linja §2: spaces 0-7.
    case(&["svg", "linja"], Check(|svg| assert_eq!(keys(svg), ["0", "1", "2", "3", "4", "5", "6", "7"]))),
    // Abalone §2.2: 61 cells a1 … i9.
    case(&["svg", "abalone"], Check(|svg| has_keys(svg, 61, "e5"))),
    // Agon §2: 91 cells 0:0 … 5:29.
    case(&["svg", "agon"], Check(|svg| has_keys(svg, 91, "5:29"))),
    // Bul §2: positions 0-10 with the default track.
    case(&["svg", "bul", "--state", "-:- | home R0 B5 | - | dead R5 B0"], Check(|svg| assert_eq!(keys(svg).len(), 11))),
    // A hand is shown only to its seat.
    after(SVG_DOC_EXAMPLE, &[], Check(|svg| assert_eq!(keys(svg), ["E0", "E1"]))),
    after(SVG_DOC_EXAMPLE, &["--seat", "0"], Check(|svg| assert_eq!(keys(svg), ["E0", "E1", "hand-FS-Y"]))),
    case(&["svg", "linja", "--seat", "X"], Bad(&["seat `X`", "B, R or 0-1"])),
    case(&["svg", "continued", "--seat", "4"], Bad(&[])),
    case(&["svg", "abalone", "--state", "not a position"], Bad(&[])),
    // Seats are labels or numbers.
    case(&["svg", "linja", "--seat", "R"], Same(&["svg", "linja", "--seat", "1"], &[])),
];

/// Runs one case; panics on the first thing that is not as expected.
fn run(index: usize, case: &Case) {
    let dir = std::env::temp_dir().join(format!("jokoak-cases-{}-{index}", std::process::id()));
    let file = dir.join("input.txt");
    if let Some(text) = case.file {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&file, text).unwrap();
    }
    let state = case.state.map(|args| stdout(args).trim().to_owned());
    let args: Vec<&str> = case
        .prefix
        .iter()
        .chain(case.args)
        .map(|&a| match a {
            "FILE" if case.file.is_some() => file.to_str().unwrap(),
            "STATE" if state.is_some() => state.as_deref().unwrap(),
            a => a,
        })
        .collect();
    match &case.expect {
        Out(expected) => assert_eq!(stdout(&args), *expected),
        Line(expected) => {
            let out = stdout(&args);
            assert!(out.lines().any(|l| l == *expected), "no line `{expected}`");
        }
        Check(check) => check(&stdout(&args)),
        Same(prefix, other) => assert_eq!(stdout(&args), stdout(&[*prefix, *other].concat())),
        Bad(parts) => {
            let err = bad_input(&args);
            for part in *parts {
                assert!(err.contains(part), "`{part}` is not in {err}");
            }
        }
        BadLine(expected) => assert_eq!(bad_input(&args), *expected),
    }
    if case.file.is_some() {
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn every_case_prints_what_docs_cli_says() {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = CASES.get(i) else { break };
                    if let Err(e) = catch_unwind(AssertUnwindSafe(|| run(i, case))) {
                        let why = e
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                            .unwrap_or_default();
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("case {i} {:?}: {why}", case.args));
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
        CASES.len(),
        failures.join("\n")
    );
}
