//! A match of jokoak's 2-player Abalone `ai` against an outside engine, seats rotating: the
//! side-by-side measurement of docs/ai.md "Against another engine".
//!
//! ```text
//! cargo run --release --example versus -- --engine PATH [--engine-arg ARG]… [--name NAME]
//!     [--games N] [--seed S] [--ms MS] [--variant V] [--random-plies N] [--ply-limit N]
//!     [--records FILE] [--shard K/N]
//! ```
//!
//! Game `i` is seated as `jokoak arena` seats it (docs/cli.md): seed `S + i`, seat `s` played
//! by agent `(s + i) mod 2` of `ai:MS` and `NAME`, the first `N` plies uniformly random from
//! the seed `S + ⌊i / 2⌋`, so that both seatings of a pair start from one position. Each game
//! has a fresh engine process and a fresh `ai` (alpha-beta with `MS` ms a move, the agent
//! `jokoak arena abalone --agents ai:MS` plays). One line a game goes to standard output; with
//! `--records`, the records as JSON lines, which `jokoak summary FILE…` adds up into the arena's
//! table with its Wilson interval; `--shard K/N` plays only the games `i` with `i mod N = K`,
//! as the arena's does, to split a match across processes.
//!
//! The engine speaks the board protocol of Cotix/Abalone's `stdin_play`
//! (<https://github.com/Cotix/Abalone>, `main.cpp`): before each of its moves it reads two lines,
//! the other side's marbles and then its own, each a 128-bit board written as two decimal `u64`s,
//! the high half first; it answers with the same two lines after its move. The marble on row
//! `r` (1..=9 for A..I) and number `c` (abalone.md §2.1) is bit `11 · r + 10 − c` (the layout
//! drawn in its `Game.h`). The engine keeps its own time (Cotix/Abalone's `main` searches 2 s a
//! move, fixed in its source: give `--ms 2000` for equal time; `--engine-arg` passes arguments
//! to an engine that takes them). An answer that is not the position after one legal move, or
//! none within `10 · MS + 10 000` ms, stops the match with an `error:` line naming the game and
//! the ply (exit status 2).

use std::cmp::Ordering;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use jokoak::abalone::{Abalone, Cell, Move};
use jokoak::{
    Agent, AgentContext, AlphaBeta, Game, GameRng, Limits, Match, Player, RandomAgent, Record,
    Settings, Setup, play_out, rng_from_seed,
};

/// What the command line asks for.
struct Args {
    engine: String,
    engine_args: Vec<String>,
    name: String,
    games: u64,
    seed: u64,
    ms: u64,
    variant: String,
    random_plies: u64,
    ply_limit: Option<u64>,
    records: Option<String>,
    /// `(K, N)`: only the games `i` with `i mod N = K`.
    shard: (u64, u64),
}

const USAGE: &str = "usage: versus --engine PATH [--engine-arg ARG]... [--name NAME] \
    [--games N] [--seed S] [--ms MS] [--variant V] [--random-plies N] [--ply-limit N] \
    [--records FILE] [--shard K/N]";

fn args() -> Result<Args, String> {
    let mut parsed = Args {
        engine: String::new(),
        engine_args: Vec::new(),
        name: "engine".to_owned(),
        games: 40,
        seed: 0,
        ms: 1000,
        variant: "belgian-daisy".to_owned(),
        random_plies: 4,
        ply_limit: None,
        records: None,
        shard: (0, 1),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} takes a value"));
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("{arg} takes a number, not `{text}`"))
        };
        match arg.as_str() {
            "--engine" => parsed.engine = value()?,
            "--engine-arg" => parsed.engine_args.push(value()?),
            "--name" => parsed.name = value()?,
            "--games" => parsed.games = number(value()?)?,
            "--seed" => parsed.seed = number(value()?)?,
            "--ms" => parsed.ms = number(value()?)?.clamp(1, 3_600_000),
            "--variant" => parsed.variant = value()?,
            "--random-plies" => parsed.random_plies = number(value()?)?,
            "--ply-limit" => parsed.ply_limit = Some(number(value()?)?),
            "--records" => parsed.records = Some(value()?),
            "--shard" => {
                let text = value()?;
                parsed.shard = text
                    .split_once('/')
                    .and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)))
                    .filter(|&(k, n)| k < n)
                    .ok_or_else(|| format!("--shard takes K/N with K < N, not `{text}`"))?;
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    if parsed.engine.is_empty() {
        return Err("--engine is required".to_owned());
    }
    Ok(parsed)
}

/// `(the other side's marbles, `seat`'s marbles)` in the engine's layout (module docs).
fn boards(position: &Abalone, seat: Player) -> (u128, u128) {
    let (mut others, mut own) = (0u128, 0u128);
    for cell in Cell::all() {
        let bit = 1u128 << (11 * u32::from(cell.row()) + 10 - u32::from(cell.number()));
        match position.marble_at(cell) {
            Some(p) if p == seat => own |= bit,
            Some(_) => others |= bit,
            None => {}
        }
    }
    (others, own)
}

/// A board as the protocol writes it: `high low`.
fn board_line(board: u128) -> String {
    format!("{} {}", board >> 64, board & u128::from(u64::MAX))
}

/// A board from a protocol line, `None` unless it is two decimal `u64`s.
fn parse_board(line: &str) -> Option<u128> {
    let mut halves = line.split_whitespace().map(|h| h.parse::<u64>().ok());
    let (high, low) = (halves.next()??, halves.next()??);
    halves
        .next()
        .is_none()
        .then(|| (u128::from(high) << 64) | u128::from(low))
}

/// One engine process for one game: its input, and its output lines through a reader thread
/// (so that a silent engine meets the timeout instead of blocking the match).
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    timeout: Duration,
    /// Why the engine gave no move, once it failed.
    error: Option<String>,
}

impl Engine {
    fn start(args: &Args) -> Result<Engine, String> {
        let mut child = Command::new(&args.engine)
            .args(&args.engine_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{}`: {e}", args.engine))?;
        let (input, output) = match (child.stdin.take(), child.stdout.take()) {
            (Some(i), Some(o)) => (i, o),
            _ => return Err("the engine's pipes did not open".to_owned()),
        };
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine {
            child,
            input,
            lines,
            timeout: Duration::from_millis(10 * args.ms + 10_000),
            error: None,
        })
    }

    /// The engine's two boards after its move from `boards`.
    fn answer(&mut self, boards: (u128, u128)) -> Result<(u128, u128), String> {
        writeln!(
            self.input,
            "{}\n{}",
            board_line(boards.0),
            board_line(boards.1)
        )
        .and_then(|()| self.input.flush())
        .map_err(|e| format!("cannot write to the engine: {e}"))?;
        let next = || match self.lines.recv_timeout(self.timeout) {
            Ok(line) => parse_board(&line).ok_or_else(|| format!("unreadable board `{line}`")),
            Err(RecvTimeoutError::Timeout) => {
                Err(format!("no answer in {} ms", self.timeout.as_millis()))
            }
            Err(RecvTimeoutError::Disconnected) => Err("the engine stopped".to_owned()),
        };
        Ok((next()?, next()?))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // The protocol has no quit command: the engine waits for the next position.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The engine as an agent of the core's driver: it sends the position, and plays the legal
/// move whose position is its answer. A failure is kept in `error` and ends the game (the
/// driver stops when an agent has no move).
impl Agent<Match<Abalone>> for &mut Engine {
    fn name(&self) -> String {
        "outside engine".to_owned()
    }

    fn choose(
        &mut self,
        game: &Match<Abalone>,
        ctx: &AgentContext,
        _: &mut GameRng,
    ) -> Option<Move> {
        let want = match self.answer(boards(game.current(), ctx.seat)) {
            Ok(want) => want,
            Err(e) => {
                self.error = Some(e);
                return None;
            }
        };
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let found = legal.into_iter().find(|m| {
            let mut child = game.clone();
            child.play(m).is_ok() && boards(child.current(), ctx.seat) == want
        });
        if found.is_none() {
            self.error = Some("the engine's answer is no legal move".to_owned());
        }
        found
    }
}

/// The seat `ai` plays in game `i` (the arena's rotation: agent `(s + i) mod 2` at seat `s`).
fn ai_seat(i: u64) -> usize {
    usize::from(i % 2 == 1)
}

/// Plays game `i` and returns its record (agents in seat order).
fn play_game(args: &Args, settings: &Settings, i: u64) -> Result<Record, String> {
    let seed = args.seed.wrapping_add(i);
    let start = Abalone::from_settings(settings).map_err(|e| e.to_string())?;
    let mut random: Vec<Box<dyn Agent<Match<Abalone>>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut opening_rng = rng_from_seed(args.seed.wrapping_add(i / 2));
    let opening = play_out(
        Match::new(start),
        &mut random,
        &mut opening_rng,
        Some(args.random_plies),
    );
    let mut engine = Engine::start(args)?;
    let ai = AlphaBeta::<Match<Abalone>>::new(Limits::time(Duration::from_millis(args.ms)));
    let mut agents: Vec<Box<dyn Agent<Match<Abalone>> + '_>> = vec![Box::new(ai)];
    agents.insert(1 - ai_seat(i), Box::new(&mut engine));
    let game = play_out(opening.state, &mut agents, &mut rng_from_seed(seed), None);
    drop(agents);
    if !game.finished() {
        let why = engine.error.take();
        let ply = opening.moves.len() + game.moves.len() + 1;
        return Err(format!(
            "game {i} (seed {seed}), ply {ply}: {}",
            why.as_deref().unwrap_or("`ai` found no move")
        ));
    }
    let mut names = [format!("ai:{}", args.ms), args.name.clone()];
    if ai_seat(i) == 1 {
        names.swap(0, 1);
    }
    let moves: Vec<Move> = opening.moves.into_iter().chain(game.moves).collect();
    Ok(Record::new::<Match<Abalone>>(
        "abalone",
        settings,
        Some(seed),
        names.to_vec(),
        &moves,
        game.state.outcome(),
    ))
}

fn run() -> Result<(), String> {
    let args = args().map_err(|e| format!("{e}\n{USAGE}"))?;
    let mut settings = Settings::new(&args.variant, 2);
    if let Some(limit) = args.ply_limit {
        settings = settings.with("ply_limit", &limit.to_string());
    }
    let mut records = match &args.records {
        Some(path) => Some(File::create(path).map_err(|e| format!("cannot create `{path}`: {e}"))?),
        None => None,
    };
    let (mut wins, mut draws, mut played) = (0u64, 0u64, 0u64);
    let (shard, shards) = args.shard;
    for i in (0..args.games).filter(|i| i % shards == shard) {
        played += 1;
        let record = play_game(&args, &settings, i)?;
        let ours = ai_seat(i);
        let verdict = match &record.outcome {
            Some(o) => match o.places()[ours].cmp(&o.places()[1 - ours]) {
                Ordering::Less => "win",
                Ordering::Equal => "draw",
                Ordering::Greater => "loss",
            },
            None => "draw",
        };
        wins += u64::from(verdict == "win");
        draws += u64::from(verdict == "draw");
        println!(
            "game {i}: {} against {}: ai {verdict} in {} plies",
            record.agents[0],
            record.agents[1],
            record.moves.len()
        );
        if let Some(file) = &mut records {
            writeln!(file, "{}", record.to_json()).map_err(|e| format!("records: {e}"))?;
        }
    }
    let losses = played - wins - draws;
    println!("ai: {wins} wins, {draws} draws, {losses} losses in {played} games");
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Row `r`'s bits `pattern` (bit 10 leftmost, as the engine's `Game.h` draws a row).
    fn row(r: u32, pattern: u128) -> u128 {
        pattern << (11 * r)
    }

    #[test]
    fn belgian_daisy_maps_to_the_engines_daisy() {
        // abalone.md §3.2: Black A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9, White A4 A5 B4 B5
        // B6 C5 C6 G4 G5 H4 H5 H6 I5 I6; bit 11 · row + 10 − number puts A1 at bit 9 of row 1.
        let black = row(1, 0b011_0000_0000)
            | row(2, 0b011_1000_0000)
            | row(3, 0b001_1000_0000)
            | row(7, 0b000_0000_1100)
            | row(8, 0b000_0000_1110)
            | row(9, 0b000_0000_0110);
        let white = row(1, 0b000_0110_0000)
            | row(2, 0b000_0111_0000)
            | row(3, 0b000_0011_0000)
            | row(7, 0b000_0110_0000)
            | row(8, 0b000_0111_0000)
            | row(9, 0b000_0011_0000);
        let daisy = Abalone::from_settings(&Settings::new("belgian-daisy", 2)).unwrap();
        assert_eq!(boards(&daisy, Player(0)), (white, black));
        assert_eq!(boards(&daisy, Player(1)), (black, white));
    }

    #[test]
    fn a_board_line_is_two_decimal_halves() {
        let board = (7u128 << 64) | 12_345;
        assert_eq!(board_line(board), "7 12345");
        assert_eq!(parse_board("7 12345"), Some(board));
        assert_eq!(parse_board(" 0  1 "), Some(1));
        for bad in [
            "",
            "7",
            "7 x",
            "7 12345 1",
            "-1 0",
            "18446744073709551616 0",
        ] {
            assert_eq!(parse_board(bad), None, "{bad:?}");
        }
    }
}
