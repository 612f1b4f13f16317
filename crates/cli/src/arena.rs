//! `jokoak arena`: seeded series of games between agents with rotating seats (issue 7), in
//! bounded memory (issue 13 items 1–3): games are played in chunks of a few per thread, each
//! chunk's results are added to a [`Tally`] and its records streamed out before the next
//! starts. `--shard K/N` plays every Nth game for `jokoak summary` ([`crate::summary`]).

use std::io::Write;

use indicatif::{ProgressBar, ProgressStyle};
use jokoak_core::{
    Agent, DriverConfig, Evaluate, Game, GameRng, Match, Outcome, Playout, Probability,
    RandomAgent, Record, Settings, Setup, Stop, play_out, play_out_with_chance, rng_from_seed,
    sample_chance,
};
use rayon::prelude::*;

use crate::error::CliError;

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 256;

/// Games per thread in one chunk: enough to keep the threads busy, few enough that a chunk's
/// records (up to ~90 kB per Abalone game) stay small.
const GAMES_PER_THREAD: usize = 16;

/// What the arena plays (its command-line options).
#[derive(Debug, clap::Args)]
pub struct ArenaConfig {
    /// One agent per seat: random, greedy, alphabeta[:MS], alphabeta:dN, mcts[:ITERATIONS],
    /// ai[:MS] (docs/cli.md, docs/ai.md); not `human`.
    #[arg(long, value_delimiter = ',', required = true)]
    pub agents: Vec<String>,
    /// The number of games.
    #[arg(long, allow_negative_numbers = true, default_value_t = 100)]
    pub games: u64,
    /// The seed of the first game (game i uses SEED + i).
    #[arg(long, allow_negative_numbers = true, default_value_t = 0)]
    pub seed: u64,
    /// Worker threads, 1 to 256; the results do not depend on it.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1)]
    pub threads: usize,
    /// Threads of each alpha-beta search, 1 to 256 (more than 1: not deterministic); a game
    /// then takes up to this many cores, times `--threads`.
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "N",
        default_value_t = 1
    )]
    pub search_threads: usize,
    /// Write every game's record to this file, one JSON object per line.
    #[arg(long)]
    pub records: Option<std::path::PathBuf>,
    /// Stop each game after this many plies (an unfinished game counts as a draw).
    #[arg(long, allow_negative_numbers = true)]
    pub max_plies: Option<u64>,
    /// Play only the games i with i mod N = K and write their records as JSON lines (to
    /// --records, else standard output) for `jokoak summary`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<String>,
    /// Begin each game with N uniformly random plies (chance by its odds), the same for every
    /// rotation of the seats: agents that play alike from one position then play distinct games.
    #[arg(
        long,
        allow_negative_numbers = true,
        value_name = "N",
        default_value_t = 0
    )]
    pub random_plies: u64,
    /// Duplicate games: every rotation of the seats meets the same chance outcomes (the same
    /// dice, each deal's tiles in the same order), so luck falls alike on every agent.
    #[arg(long)]
    pub duplicate: bool,
}

/// One shard of a run: the games `i` with `i mod count = index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// K, in `0..count`.
    pub index: u64,
    /// N ≥ 1.
    pub count: u64,
}

impl Shard {
    /// The whole run.
    const ALL: Shard = Shard { index: 0, count: 1 };

    /// Parses `K/N` (decimal, `0 ≤ K < N`).
    ///
    /// # Errors
    /// [`CliError::Input`] naming the text.
    pub fn parse(text: &str) -> Result<Shard, CliError> {
        let bad = || {
            CliError::Input(format!(
                "--shard `{}` is not K/N with 0 <= K < N",
                jokoak_core::excerpt(text, 60)
            ))
        };
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let index = jokoak_core::parse_decimal(k).ok_or_else(bad)?;
        let count = jokoak_core::parse_decimal(n).ok_or_else(bad)?;
        if index >= count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The number of this shard's games among `games`.
    fn len(self, games: u64) -> u64 {
        if self.index >= games {
            0
        } else {
            (games - 1 - self.index) / self.count + 1
        }
    }
}

/// Each agent's wins, draws and losses and the games' total length: what the arena's table
/// is made of, added up game by game.
#[derive(Clone, Debug)]
pub struct Tally {
    agents: Vec<String>,
    /// Per agent: wins, draws, losses.
    counts: Vec<[u64; 3]>,
    games: u64,
    plies: u128,
}

impl Tally {
    /// An empty tally for `agents` (the arena's `--agents`, in order).
    pub fn new(agents: Vec<String>) -> Self {
        let counts = vec![[0; 3]; agents.len()];
        Tally {
            agents,
            counts,
            games: 0,
            plies: 0,
        }
    }

    /// Adds one game: `verdicts[a]` is agent `a`'s 1 (win), 0 (draw) or -1 (loss).
    pub fn add(&mut self, verdicts: &[i8], plies: u64) {
        for (count, &v) in self.counts.iter_mut().zip(verdicts) {
            count[usize::from(v <= 0) + usize::from(v < 0)] += 1;
        }
        self.games += 1;
        self.plies += u128::from(plies);
    }

    /// The table (docs/cli.md "Output", `arena`): per agent its results and score, then the
    /// Wilson intervals, then the average game length. Nothing for no games.
    ///
    /// # Errors
    /// A failed write.
    pub fn print(&self, out: &mut impl Write) -> std::io::Result<()> {
        if self.games == 0 {
            return Ok(());
        }
        let n = self.games as f64;
        let mut scores = Vec::new();
        for (name, [w, d, l]) in self.agents.iter().zip(&self.counts) {
            let score = (*w as f64 + *d as f64 / 2.0) / n;
            scores.push(score);
            writeln!(
                out,
                "{name} wins {w} draws {d} losses {l} score {:.1}%",
                100.0 * score
            )?;
        }
        for (name, &score) in self.agents.iter().zip(&scores) {
            let (lo, hi) = wilson(score, n);
            writeln!(
                out,
                "{name} score 95% CI [{:.1}%, {:.1}%] (Wilson)",
                100.0 * lo,
                100.0 * hi
            )?;
        }
        writeln!(
            out,
            "average game length {:.1} plies",
            self.plies as f64 / n
        )
    }
}

/// One game's result: each agent's verdict, the game's length, its record as a JSON line
/// when records are written, whether the default ply cap cut it off, and whether Ctrl-C
/// abandoned it part way (then it is neither counted nor recorded).
struct GameResult {
    verdicts: Vec<i8>,
    plies: u64,
    record: Option<String>,
    capped: bool,
    abandoned: bool,
}

/// Plays the arena for game `G` and prints its table (issue 7, item 2), or a shard's records.
///
/// # Errors
/// Bad agents, settings, thread count or shard, or seeds past `u64::MAX`
/// ([`CliError::Input`]); a thread pool or file failure; [`CliError::Interrupted`] on Ctrl-C.
pub fn run<G: Setup + Evaluate + 'static>(
    settings: &Settings,
    config: &ArenaConfig,
) -> Result<(), CliError> {
    let seats = settings.players;
    crate::agents::no_empty_name(&config.agents)?;
    if config.agents.len() != seats {
        return Err(CliError::Input(format!(
            "the arena needs one agent per seat: {} for {seats} seats",
            crate::error::counted(config.agents.len(), "agent")
        )));
    }
    if config.games == 0 {
        return Err(CliError::Input("--games must be at least 1".to_owned()));
    }
    if config.seed.checked_add(config.games - 1).is_none() {
        return Err(CliError::Input(format!(
            "--seed {} with --games {}: game i is seeded with SEED + i, which passes {} (the largest seed)",
            config.seed,
            config.games,
            u64::MAX
        )));
    }
    if !(1..=MAX_THREADS).contains(&config.threads) {
        return Err(CliError::Input(format!(
            "--threads {} is not 1 to {MAX_THREADS}",
            config.threads
        )));
    }
    let search_threads = crate::agents::search_threads(config.search_threads)?;
    let shard = config.shard.as_deref().map(Shard::parse).transpose()?;
    // Check the names, settings and output file once, before any thread starts.
    for name in &config.agents {
        if name == "human" {
            return Err(CliError::Input(
                "the arena plays agents only, not `human`".to_owned(),
            ));
        }
        crate::agents::one::<G>(name, config.agents.len(), search_threads)?;
    }
    let full = G::from_settings(settings)
        .map_err(CliError::input)?
        .settings();
    let (max_plies, default_cap) = crate::play::ply_cap(&full, config.max_plies);
    let records_file = config
        .records
        .as_deref()
        .map(crate::commands::create_file)
        .transpose()?;
    let (mut sink, sink_name): (Option<Box<dyn Write>>, String) = match (records_file, shard) {
        (Some((file, path)), _) => (
            Some(Box::new(std::io::BufWriter::new(file))),
            format!("`{}`", path.display()),
        ),
        (None, Some(_)) => (
            Some(Box::new(std::io::BufWriter::new(std::io::stdout()))),
            "standard output".to_owned(),
        ),
        (None, None) => (None, String::new()),
    };
    let write_err = |e: std::io::Error| match CliError::from(e) {
        CliError::Internal(m) => CliError::Internal(format!("cannot write {sink_name}: {m}")),
        other => other,
    };

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.threads)
        .build()
        .map_err(|e| CliError::Internal(e.to_string()))?;
    let shard_or_all = shard.unwrap_or(Shard::ALL);
    let total = shard_or_all.len(config.games);
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, ~{eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let game_config = GameConfig {
        settings,
        agents: &config.agents,
        search_threads,
        seed: config.seed,
        random_plies: config.random_plies,
        duplicate: config.duplicate,
        max_plies,
        default_cap,
        with_record: sink.is_some(),
    };
    let mut tally = Tally::new(config.agents.clone());
    let mut capped = 0u64;
    let chunk = (GAMES_PER_THREAD * config.threads) as u64;
    let mut done = 0u64;
    while done < total {
        let games: Vec<u64> = (done..total.min(done + chunk))
            .map(|m| shard_or_all.index + m * shard_or_all.count)
            .collect();
        let results: Vec<Result<GameResult, CliError>> = pool.install(|| {
            games
                .par_iter()
                .map(|&i| {
                    let r = play_one::<G>(&game_config, i);
                    bar.inc(1);
                    r
                })
                .collect()
        });
        for result in results {
            let result = result?;
            if result.abandoned {
                continue;
            }
            if let (Some(sink), Some(line)) = (sink.as_mut(), &result.record) {
                writeln!(sink, "{line}").map_err(write_err)?;
            }
            tally.add(&result.verdicts, result.plies);
            capped += u64::from(result.capped);
            done += 1;
        }
        if crate::interrupt::requested() {
            // The games Ctrl-C abandoned part way are neither counted nor recorded; those of
            // the chunk that had finished are.
            bar.finish_and_clear();
            if let Some(sink) = sink.as_mut() {
                sink.flush().map_err(write_err)?;
            }
            let kept = if sink.is_some() {
                format!("; {sink_name} holds their records")
            } else {
                String::new()
            };
            return Err(CliError::Interrupted(format!(
                "the arena stopped after {done} of {total} games{kept}"
            )));
        }
        // Whole lines reach the file chunk by chunk, so a killed run leaves its finished games.
        if let Some(sink) = sink.as_mut() {
            sink.flush().map_err(write_err)?;
        }
    }
    bar.finish_and_clear();
    if let Some(mut sink) = sink {
        sink.flush().map_err(write_err)?;
    }
    if capped > 0 {
        crate::play::note_cap(capped, max_plies.unwrap_or_default());
    }
    if let Some(s) = shard
        && total == 0
    {
        // Not an error (a batch may split few games over many shards), but say why nothing
        // came out.
        let _ = writeln!(
            std::io::stderr(),
            "note: shard {}/{} holds none of the {} games (game i plays in shard i mod {})",
            s.index,
            s.count,
            config.games,
            s.count
        );
    }
    if shard.is_none() {
        tally.print(&mut std::io::stdout().lock())?;
    }
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

/// What every game of a run shares.
struct GameConfig<'a> {
    settings: &'a Settings,
    agents: &'a [String],
    search_threads: usize,
    seed: u64,
    random_plies: u64,
    duplicate: bool,
    max_plies: Option<u64>,
    default_cap: bool,
    with_record: bool,
}

/// Mixed into an opening's seed so that its random plies are not the draws of any game's seed.
const OPENING_STREAM: u64 = 0x6f70_656e_696e_6773;

/// The first `config.random_plies` plies of game `i` from `start`: uniformly random legal moves
/// and chance outcomes by their odds, drawn from the seed of the game's group of rotations,
/// `(S + ⌊i / seats⌋) XOR` [`OPENING_STREAM`], so the `seats` games `seats·k … seats·k + seats − 1`
/// (every seating) start from one position. Fewer plies if the game ends first or the ply cap
/// (`--max-plies`) comes first.
fn random_opening<G: Setup + Evaluate + 'static>(
    config: &GameConfig,
    i: u64,
    start: Match<G>,
) -> Playout<Match<G>> {
    let seats = config.agents.len();
    let mut rng = rng_from_seed(group_seed(config, i) ^ OPENING_STREAM);
    let mut random: Vec<Box<dyn Agent<Match<G>>>> = (0..seats)
        .map(|_| Box::new(RandomAgent) as Box<dyn Agent<Match<G>>>)
        .collect();
    let plies = config
        .max_plies
        .map_or(config.random_plies, |cap| cap.min(config.random_plies));
    play_out(start, &mut random, &mut rng, Some(plies))
}

/// The seed of game `i`'s group of rotations, `S + ⌊i / seats⌋`: the `seats` games
/// `seats·k … seats·k + seats − 1`, one per seating, share it (their opening and, with
/// `--duplicate`, their chance).
fn group_seed(config: &GameConfig, i: u64) -> u64 {
    config
        .seed
        .wrapping_add(i / config.agents.len().max(1) as u64)
}

/// Mixed into a duplicate game's chance seed, so that its chance stream is neither a game's nor
/// an opening's.
const DUPLICATE_STREAM: u64 = 0x6475_706c_6963_6174;

/// The chance outcomes of a duplicate game (`--duplicate`): drawn by their odds from a stream
/// of their own, one per stage, seeded by the group of rotations (`S + ⌊i / seats⌋`, as the
/// opening) and the stage's number. A stage begins at a chance node where the last one is over
/// ([`Evaluate::stage_over`]: a deal of the tile game, to-be-continued.md §7.1) or a new game
/// of the match has begun. Within a stage the k-th chance event of every seating draws the
/// k-th number of the same stream, so from equal outcome lists it draws the same outcome: a
/// deal's pile gives its tiles in the same order whoever draws them, and the k-th throw of the
/// dice falls alike, however much randomness the agents themselves use (they draw from the
/// game's seed).
struct DuplicateChance {
    group: u64,
    stage: u64,
    games: usize,
    rng: GameRng,
}

impl DuplicateChance {
    fn new(group_seed: u64) -> Self {
        let group = group_seed ^ DUPLICATE_STREAM;
        DuplicateChance {
            group,
            stage: 0,
            games: 0,
            rng: rng_from_seed(group),
        }
    }

    /// The index of the outcome to play at `game`'s chance node.
    fn pick<G: Evaluate>(&mut self, game: &G, outcomes: &[(G::Move, Probability)]) -> usize {
        if game.stage_over() || game.games_finished() != self.games {
            self.games = game.games_finished();
            self.stage += 1;
            // Odd multiplier: distinct stages get distinct seeds.
            self.rng = rng_from_seed(self.group ^ self.stage.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        }
        sample_chance(outcomes, &mut self.rng)
    }
}

/// The agent of `seat` in game `i`: seats rotate, seat `s` is played by agent
/// `(s + i) mod seats`.
pub fn agent_of_seat(seat: usize, game: u64, seats: usize) -> usize {
    ((game % seats as u64) as usize + seat) % seats
}

/// Game `i`: seat `s` is played by agent `(s + i) mod seats`, seeded with `seed + i`, after
/// the random plies of [`random_opening`].
fn play_one<G: Setup + Evaluate + 'static>(
    config: &GameConfig,
    i: u64,
) -> Result<GameResult, CliError> {
    let seats = config.agents.len();
    let agent_of: Vec<usize> = (0..seats).map(|s| agent_of_seat(s, i, seats)).collect();
    let mut agents = agent_of
        .iter()
        .map(|&a| {
            crate::agents::one::<G>(&config.agents[a], seats, config.search_threads)
                .map(|agent| crate::agents::Guarded::wrap(agent, false))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let start = Match::new(G::from_settings(config.settings).map_err(CliError::input)?);
    let full = start.current().settings();
    let seed = config.seed.wrapping_add(i);
    let opening = random_opening(config, i, start);
    let driver = DriverConfig {
        max_plies: config
            .max_plies
            .map(|cap| cap.saturating_sub(opening.moves.len() as u64)),
        time_control: None,
    };
    let mut duplicate = config
        .duplicate
        .then(|| DuplicateChance::new(group_seed(config, i)));
    let chance =
        |game: &Match<G>, outcomes: &[(_, Probability)], rng: &mut GameRng| match &mut duplicate {
            Some(duplicate) => duplicate.pick(game, outcomes),
            None => sample_chance(outcomes, rng),
        };
    let mut playout = play_out_with_chance(
        opening.state,
        &mut agents,
        &mut rng_from_seed(seed),
        driver,
        chance,
        |_, _| {},
    );
    playout.moves.splice(0..0, opening.moves);
    let outcome = playout.state.outcome();
    let mut verdicts = vec![0i8; seats];
    for (seat, &a) in agent_of.iter().enumerate() {
        verdicts[a] = match &outcome {
            Some(o) => verdict(o, seat),
            None => 0,
        };
    }
    let plies = playout.moves.len() as u64;
    let capped = config.default_cap && playout.stop == Stop::PlyCap;
    // An agent gives no move only on Ctrl-C (`Guarded`): the game stopped part way.
    let abandoned = matches!(playout.stop, Stop::NoMove(_)) && crate::interrupt::requested();
    let record = config.with_record.then(|| {
        let names = agent_of.iter().map(|&a| config.agents[a].clone()).collect();
        Record::new::<Match<G>>(
            G::INFO.name,
            &full,
            Some(seed),
            names,
            &playout.moves,
            outcome,
        )
        .to_json()
    });
    Ok(GameResult {
        verdicts,
        plies,
        record,
        capped,
        abandoned,
    })
}

/// A win is first place (shared first place too, unless every seat shares it: a draw).
pub fn verdict(outcome: &Outcome, seat: usize) -> i8 {
    if outcome.is_draw() {
        0
    } else if outcome.places().get(seat) == Some(&1) {
        1
    } else {
        -1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jokoak_continued::{Continued, Move, Options};

    /// The chance outcomes, deal by deal, of a 2-player tile match that two random agents
    /// play to its end with their own draws from `agent_seed`, its chance drawn as a duplicate
    /// game of group seed 7.
    fn chance_by_deal(agent_seed: u64) -> (Vec<Vec<Move>>, Vec<Move>) {
        let start = Continued::new(Options::default(), 2).unwrap();
        let mut agents: Vec<Box<dyn Agent<Continued>>> =
            vec![Box::new(RandomAgent), Box::new(RandomAgent)];
        let mut duplicate = DuplicateChance::new(7);
        let mut by_deal: Vec<Vec<Move>> = Vec::new();
        let playout = play_out_with_chance(
            start,
            &mut agents,
            &mut rng_from_seed(agent_seed),
            DriverConfig::default(),
            |game, outcomes, _| {
                let i = duplicate.pick(game, outcomes);
                let deal = game.deal_scores().len();
                by_deal.resize(by_deal.len().max(deal + 1), Vec::new());
                by_deal[deal].push(outcomes[i].0);
                i
            },
            |_, _| {},
        );
        assert!(playout.finished());
        (by_deal, playout.moves)
    }

    /// One of two sequences begins the other.
    fn one_begins_the_other(a: &[Move], b: &[Move]) -> bool {
        let n = a.len().min(b.len());
        a[..n] == b[..n]
    }

    #[test]
    fn duplicate_deals_give_the_same_tiles_in_the_same_order() {
        let (deals_a, moves_a) = chance_by_deal(1);
        let (deals_b, moves_b) = chance_by_deal(2);
        // Different play (the agents draw from different seeds) ...
        assert_ne!(moves_a, moves_b);
        // ... over the four deals of a match (to-be-continued.md §7.2) ...
        assert_eq!((deals_a.len(), deals_b.len()), (4, 4));
        for (a, b) in deals_a.iter().zip(&deals_b) {
            // ... meets each deal's pile in one order, whoever draws its tiles and however
            // many are drawn.
            assert!(one_begins_the_other(a, b), "{a:?}\n{b:?}");
        }
        // Each deal has a stream of its own: the second deal is not dealt like the first.
        assert!(!one_begins_the_other(&deals_a[0][1..], &deals_a[1]));
    }
}
