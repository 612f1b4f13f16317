//! Rollouts: the expected result of moves of a position when every seat plays on as `greedy`,
//! the reference of docs/ai-log.md "The tile game: what four times the time changes, move by
//! move" (a backgammon program's rollout, with the game's own one-ply agent playing on).
//!
//! ```text
//! cargo run --release --example rollout -- GAME [--players N] [--rollouts K] [--seed S] < LINES
//! ```
//!
//! `GAME` is one of `linja`, `bul`, `continued`, `abalone`, `agon`, in its default variant
//! with `N` players (default: the count the position shows, as `jokoak` reads `--state`, else
//! the game's usual count).
//!
//! Each line of standard input is a position in the game's notation as `jokoak apply` prints it,
//! then the moves to roll out, separated by tabs: `STATE<TAB>MOVE[<TAB>MOVE…]`. Each move is played
//! in the position, then the game is played to its end `K` times (default 1,000) by `greedy` in
//! every seat (`jokoak_core::Greedy`, one determinization a move: the evaluations read only what
//! their seat observes) with the chance outcomes drawn by their exact odds. Rollout `i` of every
//! move of a line seeds the RNG with `S + i` (common random numbers: the moves of a line meet the
//! same draws as far as their games run alike; two moves after which `greedy` reaches one position
//! by transposition get the same values). One line of output per input line, blank lines skipped:
//! for each move, `MOVE MEAN SE` (the move in the game's notation as `jokoak legal` writes it), the
//! mean and the standard error of the mover's utility over its rollouts (`Outcome::utility`: 1 a
//! sole first place, 0 last, ties averaged), tab-separated. A line that is not UTF-8 or names no
//! move, a position at a chance node or finished, a move it refuses, or a rollout that stops
//! unfinished (after 100,000 plies at most) is an `error:` line naming the input line (exit status
//! 2); so is a player count the game does not have, before any line is read.
//!
//! `jokoak new` starts most games at a chance node; a decision node is a few plies on, e.g.
//! `jokoak apply linja -- first:B` (Linja, Black to move) or any line of `jokoak play`.
//!
//! A move's rollout value is its expected result under one fixed way of playing on; it is a
//! reference for comparing the moves two agents choose in many positions, not the value of the
//! move under best play. Positions taken from real games carry their hidden tiles as dealt, a
//! sample of what the seat to move cannot see, so an average over many positions weighs each
//! hidden deal as the games dealt it.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use jokoak::{
    Agent, EXCERPT_CHARS, Evaluate, Game, Greedy, Match, Settings, Setup, ToMove, excerpt,
    play_out, rng_from_seed,
};

/// What the command line asks for.
struct Args {
    game: String,
    /// `None`: the count the position shows ([`Setup::players_shown`]), else the game's usual.
    players: Option<usize>,
    rollouts: u64,
    seed: u64,
}

/// The most plies of one rollout: far beyond any game the five rule sets play to its end (a
/// tile-game match runs about 450), so a rollout that reaches it is reported, not waited for.
const MAX_PLIES: u64 = 100_000;

const USAGE: &str = "usage: rollout GAME [--players N] [--rollouts K] [--seed S] < LINES";

fn args() -> Result<Args, String> {
    parse_args(std::env::args().skip(1))
}

/// The arguments after the program's name: the game, then each flag at most once.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let game = args.next().ok_or(USAGE)?;
    if game.starts_with('-') {
        return Err(format!("the game comes first; {USAGE}"));
    }
    let mut parsed = Args {
        game,
        players: None,
        rollouts: 1000,
        seed: 0,
    };
    let mut given = Vec::new();
    while let Some(arg) = args.next() {
        if !["--players", "--rollouts", "--seed"].contains(&arg.as_str()) {
            return Err(format!(
                "unknown argument {:?}; {USAGE}",
                excerpt(&arg, EXCERPT_CHARS)
            ));
        }
        if given.contains(&arg) {
            return Err(format!("{arg} given twice; {USAGE}"));
        }
        given.push(arg.clone());
        let value = args.next().ok_or_else(|| format!("{arg} takes a value"))?;
        let number = value
            .parse::<u64>()
            .map_err(|_| format!("{arg}: {:?} is not a whole number", excerpt(&value, 20)))?;
        match arg.as_str() {
            "--players" => {
                parsed.players = Some(usize::try_from(number).map_err(|e| e.to_string())?);
            }
            "--rollouts" if number > 0 => parsed.rollouts = number,
            "--rollouts" => return Err("--rollouts must be at least 1".to_owned()),
            _ => parsed.seed = number,
        }
    }
    Ok(parsed)
}

/// The rollout values of the moves of one input line, formatted as the output line.
fn line_values<G: Setup + Evaluate + 'static>(line: &str, args: &Args) -> Result<String, String> {
    let mut fields = line.split('\t');
    let text = fields.next().unwrap_or_default();
    let players = args
        .players
        .or_else(|| G::players_shown(text))
        .unwrap_or(G::INFO.default_players);
    let settings = Settings::new(G::INFO.default_variant(), players);
    let start = Match::<G>::parse(text, &settings).map_err(|e| e.to_string())?;
    let mover = match start.to_move() {
        ToMove::Player(mover) => mover,
        ToMove::Chance => return Err("the position is at a chance node".to_owned()),
        ToMove::Over => return Err("the game is over".to_owned()),
    };
    // `greedy` keeps no state between moves: one agent a seat serves every rollout.
    let mut agents: Vec<Box<dyn Agent<Match<G>>>> = (0..start.num_players())
        .map(|_| Box::new(Greedy::<Match<G>>::new().with_samples(1)) as Box<_>)
        .collect();
    let mut out = Vec::new();
    for token in fields {
        // Debug escapes what a terminal must not see raw (a carriage return, a NUL).
        let quoted = format!("{:?}", excerpt(token, EXCERPT_CHARS));
        let mv: G::Move = token.parse().map_err(|e| format!("move {quoted}: {e}"))?;
        let mut after = start.clone();
        after.play(&mv).map_err(|e| format!("move {quoted}: {e}"))?;
        let (mut sum, mut sum_sq) = (0.0f64, 0.0f64);
        for i in 0..args.rollouts {
            let mut rng = rng_from_seed(args.seed.wrapping_add(i));
            let playout = play_out(after.clone(), &mut agents, &mut rng, Some(MAX_PLIES));
            let outcome = playout
                .state
                .outcome()
                .ok_or_else(|| format!("rollout {i} of {quoted} stopped: {:?}", playout.stop))?;
            let u = outcome.utility(mover);
            sum += u;
            sum_sq += u * u;
        }
        let n = args.rollouts as f64;
        let mean = sum / n;
        let var = if n > 1.0 {
            (sum_sq - n * mean * mean).max(0.0) / (n - 1.0)
        } else {
            0.0
        };
        out.push(format!("{mv} {mean:.5} {:.5}", (var / n).sqrt()));
    }
    if out.is_empty() {
        return Err("no move to roll out (STATE<TAB>MOVE[<TAB>MOVE…])".to_owned());
    }
    Ok(out.join("\t"))
}

fn run<G: Setup + Evaluate + 'static>(args: &Args) -> Result<(), String> {
    if let Some(players) = args.players {
        let settings = Settings::new(G::INFO.default_variant(), players);
        G::from_settings(&settings).map_err(|e| format!("--players {players}: {e}"))?;
    }
    let stdout = std::io::stdout();
    for (number, bytes) in std::io::stdin().lock().split(b'\n').enumerate() {
        let number = number + 1;
        let bytes = bytes.map_err(|e| format!("line {number}: {e}"))?;
        let line = std::str::from_utf8(&bytes).map_err(|e| format!("line {number}: {e}"))?;
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.trim().is_empty() {
            continue;
        }
        let values = line_values::<G>(line, args).map_err(|e| format!("line {number}: {e}"))?;
        writeln!(stdout.lock(), "{values}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn main() -> ExitCode {
    let result = args().and_then(|args| match args.game.as_str() {
        "linja" => run::<jokoak::linja::Linja>(&args),
        "bul" => run::<jokoak::bul::Bul>(&args),
        "continued" => run::<jokoak::continued::Continued>(&args),
        "abalone" => run::<jokoak::abalone::Abalone>(&args),
        "agon" => run::<jokoak::agon::Agon>(&args),
        other => Err(format!(
            "unknown game {:?}; {USAGE}",
            excerpt(other, EXCERPT_CHARS)
        )),
    });
    match result {
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
    use jokoak::abalone::Abalone;

    fn args(rollouts: u64) -> Args {
        Args {
            game: "abalone".to_owned(),
            players: None,
            rollouts,
            seed: 0,
        }
    }

    /// Black has ejected five marbles; `a3a4` pushes White's marble on a5 off the board, the
    /// sixth ejection, and wins at once (abalone.md §5.1): every rollout scores 1 for Black.
    #[test]
    fn a_move_that_wins_at_once_rolls_out_as_a_sure_win() {
        let line = "5/6/7/8/9/8/7/6/2bbw b 5 0 0 1\ta3a4";
        assert_eq!(
            line_values::<Abalone>(line, &args(3)),
            Ok("a3a4 1.00000 0.00000".to_owned())
        );
    }

    #[test]
    fn a_refused_move_or_a_bad_position_is_an_error() {
        let refused = line_values::<Abalone>("5/6/7/8/9/8/7/6/2bbw b 5 0 0 1\ta1a2", &args(1));
        assert!(refused.is_err_and(|e| e.starts_with("move \"a1a2\"")));
        let nothing = line_values::<Abalone>("5/6/7/8/9/8/7/6/2bbw b 5 0 0 1", &args(1));
        assert!(nothing.is_err_and(|e| e.starts_with("no move")));
        let over = line_values::<Abalone>("5/6/7/8/9/8/7/6/3bb w 6 0 0 1\ta4a3", &args(1));
        assert_eq!(over, Err("the game is over".to_owned()));
        assert!(line_values::<Abalone>("not a position\ta3a4", &args(1)).is_err());
    }

    #[test]
    fn a_flag_given_twice_is_an_error() {
        let words = |line: &str| line.split(' ').map(str::to_owned).collect::<Vec<_>>();
        let once = parse_args(words("bul --seed 3 --rollouts 7").into_iter());
        assert!(once.is_ok_and(|a| a.seed == 3 && a.rollouts == 7));
        let twice = parse_args(words("bul --seed 3 --seed 4").into_iter());
        assert!(twice.is_err_and(|e| e.starts_with("--seed given twice")));
    }
}
