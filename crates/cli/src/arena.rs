//! `jokoak arena`: seeded series of games between agents with rotating seats (issue 7).

use std::io::Write as _;

use indicatif::{ProgressBar, ProgressStyle};
use jokoak_core::{Game, Match, Outcome, Record, Settings, Setup, play_out, rng_from_seed};
use rayon::prelude::*;

use crate::error::CliError;

/// What the arena plays (its command-line options).
#[derive(Debug, clap::Args)]
pub struct ArenaConfig {
    /// One agent per seat: random, mcts[:ITERATIONS].
    #[arg(long, value_delimiter = ',', required = true)]
    pub agents: Vec<String>,
    /// The number of games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The seed of the first game (game i uses SEED + i).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Worker threads; the results do not depend on it.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Write every game's record to this file, one JSON object per line.
    #[arg(long)]
    pub records: Option<std::path::PathBuf>,
    /// Stop each game after this many plies (an unfinished game counts as a draw).
    #[arg(long)]
    pub max_plies: Option<u64>,
}

/// One game's result: each agent's place kind and the game's length.
struct GameResult {
    /// Per agent index: 1 win, 0 draw, -1 loss.
    results: Vec<i8>,
    plies: usize,
    record: Record,
}

/// Plays the arena for game `G` and prints its table (issue 7, item 2).
///
/// # Errors
/// Bad agents or settings ([`CliError::Input`]); a thread pool or file failure.
pub fn run<G: Setup + jokoak_core::Evaluate + 'static>(
    settings: &Settings,
    config: &ArenaConfig,
) -> Result<(), CliError> {
    let seats = settings.players;
    if config.agents.len() != seats {
        return Err(CliError::Input(format!(
            "the arena needs one agent per seat: {} agents for {seats} seats",
            config.agents.len()
        )));
    }
    if config.games == 0 {
        return Err(CliError::Input("--games must be at least 1".to_owned()));
    }
    // Check the names, settings and output file once, before any thread starts.
    for name in &config.agents {
        if name == "human" {
            return Err(CliError::Input(
                "the arena plays agents only, not `human`".to_owned(),
            ));
        }
        crate::agents::one::<G>(name)?;
    }
    let records_file = config
        .records
        .as_deref()
        .map(crate::commands::create_file)
        .transpose()?;
    G::from_settings(settings).map_err(CliError::input)?;

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads.max(1))
        .build()
        .map_err(|e| CliError::Internal(e.to_string()))?;
    let bar = ProgressBar::new(config.games);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, ~{eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let results: Vec<Result<GameResult, CliError>> = pool.install(|| {
        (0..config.games)
            .into_par_iter()
            .map(|i| {
                let r = play_one::<G>(settings, config, i);
                bar.inc(1);
                r
            })
            .collect()
    });
    bar.finish_and_clear();
    let results: Vec<GameResult> = results.into_iter().collect::<Result<_, _>>()?;

    if let Some((mut file, path)) = records_file {
        let mut text = String::new();
        for r in &results {
            text.push_str(&r.record.to_json());
            text.push('\n');
        }
        file.write_all(text.as_bytes())
            .map_err(|e| CliError::Internal(format!("cannot write `{}`: {e}", path.display())))?;
    }

    let n = results.len() as f64;
    let mut out = std::io::stdout().lock();
    let mut scores = Vec::new();
    for (a, name) in config.agents.iter().enumerate() {
        let count = |k: i8| results.iter().filter(|r| r.results[a] == k).count();
        let (w, d, l) = (count(1), count(0), count(-1));
        let score = (w as f64 + d as f64 / 2.0) / n;
        scores.push(score);
        writeln!(
            out,
            "{name} wins {w} draws {d} losses {l} score {:.1}%",
            100.0 * score
        )?;
    }
    for (a, name) in config.agents.iter().enumerate() {
        let (lo, hi) = wilson(scores[a], n);
        writeln!(
            out,
            "{name} score 95% CI [{:.1}%, {:.1}%] (Wilson)",
            100.0 * lo,
            100.0 * hi
        )?;
    }
    let plies: usize = results.iter().map(|r| r.plies).sum();
    writeln!(out, "average game length {:.1} plies", plies as f64 / n)?;
    Ok(())
}

/// The Wilson score interval at 95 % (z = 1.96) for a proportion `p` of `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.959_963_984_540_054_f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Game `i`: seat `s` is played by agent `(s + i) mod seats`, seeded with `seed + i`.
fn play_one<G: Setup + jokoak_core::Evaluate + 'static>(
    settings: &Settings,
    config: &ArenaConfig,
    i: u64,
) -> Result<GameResult, CliError> {
    let seats = config.agents.len();
    let shift = (i % seats as u64) as usize;
    let agent_of_seat: Vec<usize> = (0..seats).map(|s| (s + shift) % seats).collect();
    let mut agents = agent_of_seat
        .iter()
        .map(|&a| crate::agents::one::<G>(&config.agents[a]))
        .collect::<Result<Vec<_>, _>>()?;
    let start = Match::new(G::from_settings(settings).map_err(CliError::input)?);
    let full = start.current().settings();
    let seed = config.seed.wrapping_add(i);
    let playout = play_out(
        start,
        &mut agents,
        &mut rng_from_seed(seed),
        config.max_plies,
    );
    let outcome = playout.state.outcome();
    let mut results = vec![0i8; seats];
    for (seat, &a) in agent_of_seat.iter().enumerate() {
        results[a] = match &outcome {
            Some(o) => verdict(o, seat),
            None => 0,
        };
    }
    let names = agent_of_seat
        .iter()
        .map(|&a| config.agents[a].clone())
        .collect();
    let record =
        Record::new::<Match<G>>(G::NAME, &full, Some(seed), names, &playout.moves, outcome);
    Ok(GameResult {
        results,
        plies: playout.moves.len(),
        record,
    })
}

/// A win is first place (shared first place too, unless every seat shares it: a draw).
fn verdict(outcome: &Outcome, seat: usize) -> i8 {
    if outcome.is_draw() {
        0
    } else if outcome.places[seat] == 1 {
        1
    } else {
        -1
    }
}
