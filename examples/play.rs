//! The main job: one seeded game of every jokoak game between AI agents, told as a short
//! account: the set-up, a few key moments, the final board and the result in words.
//!
//! ```text
//! cargo run --release --example play                   # seed 0
//! cargo run --release --example play -- --seed 7      # the games of seed 7
//! cargo run --release --example play -- --verbose      # every ply with its board
//! cargo run --release --example play -- --svg out      # out/<game>.svg: each final position
//! ```
//!
//! Every seat is played by [`agent`]; each game's search budget is its [`Story::BUDGET`], kept
//! small so that the five games take seconds.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use jokoak::abalone::Abalone;
use jokoak::agon::Agon;
use jokoak::bul::{self, Bul, MoveKind};
use jokoak::continued::Continued;
use jokoak::linja::{self, Linja, Phase};
use jokoak::{
    Agent, Draw, DrawOptions, DriverConfig, Game, Match, Mcts, Outcome, Player, Setup,
    play_out_with, rng_from_seed,
};

/// The agent of every seat, searching with `budget`: the one place to change to put another
/// AI at the table.
fn agent<G: Setup + PartialEq + 'static>(budget: Budget) -> Box<dyn Agent<Match<G>>> {
    let mut mcts = Mcts::<Match<G>>::new(budget.iterations).with_tree_reuse();
    mcts.playout_cap = budget.playout_cap;
    Box::new(mcts)
}

/// A search budget per move: MCTS iterations, and the plies a random playout runs before the
/// game's own adjudication (or a draw) scores it. Short playouts keep Abalone's and Agon's long
/// random games from dominating the search.
#[derive(Clone, Copy)]
struct Budget {
    iterations: u32,
    playout_cap: u64,
}

/// The most key moments printed per game (the rest are counted).
const MOMENTS: usize = 8;

/// How the main job tells one game: its title, budget, seat names, key moments and result.
trait Story: Draw + PartialEq + 'static {
    /// The game's name for people.
    const TITLE: &'static str;
    /// The search budget per move.
    const BUDGET: Budget;

    /// The seat names in seat order.
    fn names(&self) -> Vec<String>;

    /// The set-up in a line or a picture (default: the board).
    fn setup(&self) -> String {
        self.board()
    }

    /// A key moment: what the ply `mv` from `before` to `after` did, if it matters.
    fn moment(before: &Self, mv: &Self::Move, after: &Self) -> Option<String>;

    /// The result in words, e.g. `Black wins 53–49`.
    fn result(&self, outcome: &Outcome) -> String;
}

/// The winners' names joined, and whether they share first place.
fn winners(outcome: &Outcome, names: &[String]) -> (String, bool) {
    let first: Vec<&str> = (0..outcome.num_players())
        .filter(|&i| outcome.is_first(Player(i as u8)))
        .map(|i| names.get(i).map_or("?", String::as_str))
        .collect();
    (first.join(" and "), first.len() > 1)
}

/// `Black wins 53–49`, `a draw, 48–48`: the winner first, then the others' scores.
fn scored(outcome: &Outcome, names: &[String]) -> String {
    if outcome.is_draw() {
        let s: Vec<String> = outcome.scores().iter().map(ToString::to_string).collect();
        return format!("a draw, {}", s.join("–"));
    }
    let mut order: Vec<usize> = (0..outcome.num_players()).collect();
    order.sort_by_key(|&i| (outcome.places()[i], i));
    let s: Vec<String> = order
        .iter()
        .map(|&i| outcome.scores()[i].to_string())
        .collect();
    let (who, shared) = winners(outcome, names);
    format!(
        "{who} {} {}",
        if shared { "share first place," } else { "wins" },
        s.join("–")
    )
}

fn seat_name(c: linja::Seat) -> &'static str {
    match c {
        linja::Seat::Black => "Black",
        linja::Seat::Red => "Red",
    }
}

impl Story for Linja {
    const TITLE: &'static str = "Linja";
    const BUDGET: Budget = Budget {
        iterations: 500,
        playout_cap: 300,
    };

    fn names(&self) -> Vec<String> {
        vec!["Black".into(), "Red".into()]
    }

    /// Long second steps and bonus moves (linja.md R5, R9).
    fn moment(before: &Self, mv: &Self::Move, after: &Self) -> Option<String> {
        let side = match before.node() {
            linja::Node::Decision(c) => seat_name(c),
            _ => return None,
        };
        match (before.phase(), after.phase()) {
            (Phase::Second(n) | Phase::BonusSecond(n), _) if n >= 4 => {
                Some(format!("{side} jumps {n} spaces with {mv}"))
            }
            (Phase::Second(_), Phase::BonusInit) => {
                Some(format!("{side} lands {mv} on an empty space: a bonus move"))
            }
            _ => None,
        }
    }

    /// Points, R11.
    fn result(&self, outcome: &Outcome) -> String {
        format!("{} (points, R11)", scored(outcome, &self.names()))
    }
}

impl Story for Bul {
    const TITLE: &'static str = "Bul";
    const BUDGET: Budget = Budget {
        iterations: 500,
        playout_cap: 300,
    };

    fn names(&self) -> Vec<String> {
        vec!["Red".into(), "Blue".into()]
    }

    /// Captures, recaptures, laps and stacks coming home (bul.md §7).
    fn moment(before: &Self, mv: &Self::Move, after: &Self) -> Option<String> {
        let side = match before.seat_to_move()? {
            bul::Seat::Red => "Red",
            bul::Seat::Blue => "Blue",
        };
        let jokoak::bul::Move::Step { to, .. } = *mv else {
            return None;
        };
        let died = |s: bul::Seat| after.dead(s) - before.dead(s);
        Some(match before.move_kind(mv)? {
            MoveKind::Capture { .. } => format!("{side} captures on {to} ({mv})"),
            MoveKind::Recapture { .. } => format!("{side} takes over the stack on {to} ({mv})"),
            MoveKind::StackCapture => format!("{side}'s stack lands on the stack on {to} ({mv})"),
            MoveKind::StackArrive => {
                let dead = died(bul::Seat::Red) + died(bul::Seat::Blue);
                format!(
                    "{side}'s stack comes home ({mv}): {dead} prisoner{} die{}",
                    if dead == 1 { "" } else { "s" },
                    if dead == 1 { "s" } else { "" }
                )
            }
            MoveKind::Lap => format!("{side}'s piece completes a lap ({mv})"),
            _ => return None,
        })
    }

    /// A win (bul.md §9) or a draw at the ply limit.
    fn result(&self, outcome: &Outcome) -> String {
        let names = self.names();
        if outcome.is_draw() {
            return "a draw at the ply limit".to_owned();
        }
        let (who, _) = winners(outcome, &names);
        let loser = if who == "Red" { "Blue" } else { "Red" };
        format!("{who} wins: {loser} has no piece at home and controls no space (bul.md §9)")
    }
}

impl Story for Continued {
    const TITLE: &'static str = "… to be continued";
    const BUDGET: Budget = Budget {
        iterations: 100,
        playout_cap: 300,
    };

    fn names(&self) -> Vec<String> {
        (0..self.num_players())
            .map(|s| format!("seat {s}"))
            .collect()
    }

    fn setup(&self) -> String {
        format!(
            " {} players, 72 tiles, six dealt to each; four deals, the lowest total wins (to-be-continued.md §7)\n",
            self.num_players()
        )
    }

    /// The end of each deal with its scores (to-be-continued.md §7.1).
    fn moment(before: &Self, _mv: &Self::Move, after: &Self) -> Option<String> {
        let scores = after.deal_scores();
        if scores.len() == before.deal_scores().len() {
            return None;
        }
        let row = scores.last()?;
        let text: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, s)| format!("seat {i} {s}"))
            .collect();
        Some(format!(
            "deal {} ends with {} corners on the table: {}",
            scores.len(),
            before.corners().max(after.corners()),
            text.join(", ")
        ))
    }

    /// The lowest match total wins (to-be-continued.md §7.2).
    fn result(&self, outcome: &Outcome) -> String {
        let names = self.names();
        let (who, shared) = winners(outcome, &names);
        let best = outcome.scores().iter().min().copied().unwrap_or(0);
        let totals: Vec<String> = outcome.scores().iter().map(ToString::to_string).collect();
        format!(
            "{who} {} with a total of {best} (totals {}; the lowest wins)",
            if shared {
                "share first place"
            } else {
                "wins the match"
            },
            totals.join(", ")
        )
    }
}

impl Story for Abalone {
    const TITLE: &'static str = "Abalone";
    const BUDGET: Budget = Budget {
        iterations: 200,
        playout_cap: 20,
    };

    fn names(&self) -> Vec<String> {
        ["Black", "White", "Red"][..self.num_players()]
            .iter()
            .map(|s| (*s).to_owned())
            .collect()
    }

    /// Ejections (abalone.md §4.3, §5).
    fn moment(before: &Self, mv: &Self::Move, after: &Self) -> Option<String> {
        let names = before.names();
        let seat = before.seat_to_move().index();
        let gained = after.scores().get(seat)? > before.scores().get(seat)?;
        gained.then(|| {
            let score: Vec<String> = after.scores().iter().map(ToString::to_string).collect();
            format!(
                "{} ejects a marble with {mv} (ejected {})",
                names[seat],
                score.join("–")
            )
        })
    }

    /// Marbles ejected (abalone.md §5), or how the game ended otherwise.
    fn result(&self, outcome: &Outcome) -> String {
        let why = match self.end() {
            Some(jokoak::abalone::End::Ejections(_)) => "six marbles ejected",
            Some(jokoak::abalone::End::Repetition) => "threefold repetition",
            Some(jokoak::abalone::End::PlyLimit) => "the ply limit",
            Some(jokoak::abalone::End::NoMove(_)) => "no legal move",
            _ => "marbles ejected",
        };
        format!("{} ({why})", scored(outcome, &self.names()))
    }
}

impl Story for Agon {
    const TITLE: &'static str = "Agon";
    const BUDGET: Budget = Budget {
        iterations: 400,
        playout_cap: 40,
    };

    fn names(&self) -> Vec<String> {
        vec!["A".into(), "B".into()]
    }

    /// Captures (agon.md §6) and a queen taking the centre.
    fn moment(before: &Self, mv: &Self::Move, after: &Self) -> Option<String> {
        let pending = |g: &Agon| {
            jokoak::agon::Cell::all()
                .filter(|c| g.piece_at(*c).is_some_and(|p| p.pending))
                .count()
        };
        let mover = before.seat_to_move()?;
        let side = ["A", "B"][mover.index() & 1];
        let captured = pending(after).saturating_sub(pending(before));
        if captured > 0 {
            return Some(format!(
                "{side} steps {mv} and captures {captured} piece{}",
                if captured == 1 { "" } else { "s" }
            ));
        }
        let centre = jokoak::agon::Cell::CENTRE;
        let queen_in = |g: &Agon| {
            g.piece_at(centre)
                .is_some_and(|p| p.kind == jokoak::agon::Kind::Queen)
        };
        (queen_in(after) && !queen_in(before))
            .then(|| format!("{side}'s queen takes the centre ({mv})"))
    }

    /// A win (agon.md §8.1), a self-block (§8.2) or a draw (§8.3, §8.4).
    fn result(&self, outcome: &Outcome) -> String {
        if outcome.is_draw() {
            return "a draw (two passes, threefold repetition or the ply limit, agon.md §8.3–§8.4)"
                .to_owned();
        }
        let (who, _) = winners(outcome, &self.names());
        let winner = (0..2u8)
            .map(Player)
            .find(|&p| outcome.is_first(p))
            .unwrap_or(Player(0));
        let queen_home = self.piece_at(jokoak::agon::Cell::CENTRE).is_some_and(|p| {
            p.owner == winner && p.kind == jokoak::agon::Kind::Queen && !p.pending
        });
        if queen_home {
            format!("{who} wins: the queen on the centre, ringed by the six guards (agon.md §8.1)")
        } else {
            let loser = if who == "A" { "B" } else { "A" };
            format!(
                "{who} wins: {loser} filled ring 1 with guards away from its queen (agon.md §8.2)"
            )
        }
    }
}

/// The command line: `--seed N`, `--verbose`, `--svg DIR`.
struct Args {
    seed: u64,
    verbose: bool,
    svg: Option<PathBuf>,
}

fn args() -> Args {
    let mut parsed = Args {
        seed: 0,
        verbose: false,
        svg: None,
    };
    let mut args = std::env::args().skip(1);
    let mut given: Vec<String> = Vec::new();
    while let Some(arg) = args.next() {
        if given.contains(&arg) {
            usage(&format!("{arg} given twice"));
        }
        given.push(arg.clone());
        match arg.as_str() {
            "--help" | "-h" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            "--verbose" => parsed.verbose = true,
            "--seed" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) => parsed.seed = n,
                None => usage("--seed takes a number"),
            },
            "--svg" => match args.next() {
                Some(dir) => parsed.svg = Some(PathBuf::from(dir)),
                None => usage("--svg takes a directory"),
            },
            other => usage(&format!("unknown argument `{other}`")),
        }
    }
    parsed
}

/// How to run the example.
const USAGE: &str = "usage: play [--seed N] [--verbose] [--svg DIR]";

/// One `error:` line naming what was wrong, with the usage; exit 2 (docs/cli.md).
fn usage(why: &str) -> ! {
    eprintln!("error: {why}; {USAGE}");
    std::process::exit(2);
}

fn main() {
    let args = args();
    if let Some(dir) = &args.svg
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        eprintln!("error: cannot create `{}`: {e}", dir.display());
        std::process::exit(2);
    }
    let start = Instant::now();
    tell::<Linja>(&args);
    tell::<Bul>(&args);
    tell::<Continued>(&args);
    tell::<Abalone>(&args);
    tell::<Agon>(&args);
    println!("five games in {:.1} s", start.elapsed().as_secs_f64());
}

/// Plays one seeded game of `G` under its default settings and tells it.
fn tell<G: Story>(args: &Args) {
    let started = Instant::now();
    let settings = jokoak::Settings::new(G::INFO.default_variant(), G::INFO.default_players);
    let game = match G::from_settings(&settings) {
        Ok(game) => Match::new(game),
        Err(e) => {
            eprintln!("{}: {e}", G::INFO.name);
            return;
        }
    };
    let names = game.current().names();
    let mut agents: Vec<Box<dyn Agent<Match<G>>>> = (0..game.num_players())
        .map(|_| agent::<G>(G::BUDGET))
        .collect();
    let seats: Vec<String> = names
        .iter()
        .zip(&agents)
        .map(|(n, a)| format!("{n} ({})", a.name()))
        .collect();
    println!(
        "━━ {} · seed {} · {} ━━",
        G::TITLE,
        args.seed,
        seats.join(" v ")
    );
    print!("{}", indent(&game.current().setup()));
    let mut rng = rng_from_seed(args.seed);
    let mut before = game.current().clone();
    let mut moments = Vec::new();
    let mut first = None;
    let mut ply = 0;
    let playout = play_out_with(
        game,
        &mut agents,
        &mut rng,
        DriverConfig::default(),
        |state, mv| {
            ply += 1;
            let after = state.current();
            if args.verbose {
                println!("ply {ply}: {mv}");
                print!("{}", indent(&after.board()));
            } else if first.is_none() && mv.to_string().starts_with("first:") {
                first = Some(mv.to_string());
            }
            if let Some(text) = G::moment(&before, mv, after) {
                moments.push(format!("ply {ply:>4}: {text}"));
            }
            before = after.clone();
        },
    );
    if !args.verbose {
        if let Some(draw) = first {
            println!("  the draw for the first player: {draw}");
        }
        if moments.is_empty() {
            println!("  no captures or other key moments");
        } else {
            println!("  key moments:");
            for m in moments.iter().take(MOMENTS) {
                println!("    {m}");
            }
            if moments.len() > MOMENTS {
                println!("    … and {} more", moments.len() - MOMENTS);
            }
        }
        println!("  the final position:");
        print!("{}", indent(&playout.state.current().board()));
    }
    let words = match playout.state.outcome() {
        Some(outcome) => playout.state.current().result(&outcome),
        None => format!("unfinished after {} plies", playout.moves.len()),
    };
    println!(
        "  result: {words} — {} plies, {:.1} s\n",
        playout.moves.len(),
        started.elapsed().as_secs_f64()
    );
    if let Some(dir) = &args.svg {
        let svg = playout.state.current().svg(&DrawOptions {
            last_move: playout.moves.last(),
            ..DrawOptions::default()
        });
        let path = dir.join(format!("{}.svg", G::INFO.name));
        if let Err(e) = std::fs::write(&path, svg) {
            eprintln!("error: cannot write `{}`: {e}", path.display());
            std::process::exit(1);
        }
    }
}

/// `text` with every line indented by two spaces.
fn indent(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}
