//! `jokoak play`: a seeded game between agents, one line per ply (DESIGN §6.1), with the
//! record written as the game goes (issue 13 item 6), a default ply cap where the options
//! allow endless games (item 17), progress while an agent thinks and a clean stop on Ctrl-C
//! (item 5).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use jokoak_core::{
    DriverConfig, Game, Match, Outcome, Record, Settings, Setup, Stop, play_out_with,
};

use crate::cli::GameArgs;
use crate::commands::{create_file, result_line, settings_of};
use crate::error::CliError;

/// The ply cap of `play` and `arena` without `--max-plies` when the options allow endless
/// games (`ply_limit=none`): far beyond any game that ends by its rules.
pub const DEFAULT_PLY_CAP: u64 = 100_000;

/// How often, at most, `play --record` rewrites its file while the game goes on.
const RECORD_INTERVAL: Duration = Duration::from_secs(1);

/// The ply cap to play under: `--max-plies` if given; else [`DEFAULT_PLY_CAP`] when the
/// game's full settings have `ply_limit=none`; else none. The flag is `true` for the default.
pub fn ply_cap(full: &Settings, max_plies: Option<u64>) -> (Option<u64>, bool) {
    match max_plies {
        Some(cap) => (Some(cap), false),
        None if full.options.get("ply_limit").is_some_and(|v| v == "none") => {
            (Some(DEFAULT_PLY_CAP), true)
        }
        None => (None, false),
    }
}

/// Says on standard error that `games` games stopped at the default cap.
pub fn note_cap(games: u64, cap: u64) {
    let what = if games == 1 {
        "the game".to_owned()
    } else {
        format!("{games} games")
    };
    let _ = writeln!(
        std::io::stderr(),
        "note: {what} stopped at the default cap of {cap} plies (ply_limit=none allows endless games; --max-plies N sets another cap)"
    );
}

/// `play`'s own options.
pub struct PlayOptions {
    pub seed: u64,
    pub agents: Vec<String>,
    pub record: Option<PathBuf>,
    pub pretty: bool,
    pub max_plies: Option<u64>,
    /// Threads of each alpha-beta search ([`crate::agents::one`]).
    pub search_threads: usize,
}

/// A record write may take at most this share of the time (1/20): a long game's record is
/// rewritten less often than every [`RECORD_INTERVAL`].
const RECORD_WRITE_SHARE: u32 = 20;

/// Keeps `play --record FILE` a valid record at every moment: the record so far (outcome
/// `null` until the end) is written to `FILE.part` and renamed over FILE, at the start, at
/// most every [`RECORD_INTERVAL`] (or 20 times the last write's duration, if longer), and
/// at the end, so an interrupted or killed game leaves a record of an unfinished game that
/// `jokoak replay` accepts.
struct RecordWriter {
    path: PathBuf,
    part: PathBuf,
    /// The record without its moves (and without an outcome until the end).
    record: Record,
    /// The moves so far as the inside of a JSON array, `"0-1","2-4"`: a few bytes per ply,
    /// where a list of strings would take some 60.
    moves: String,
    written: Instant,
    /// The wait before the next write.
    interval: Duration,
}

impl RecordWriter {
    fn new(path: &Path, record: Record) -> Result<Self, CliError> {
        // A bad path is bad input, found before any play.
        create_file(path)?;
        let mut part = path.as_os_str().to_owned();
        part.push(".part");
        let mut writer = RecordWriter {
            path: path.to_path_buf(),
            part: PathBuf::from(part),
            record,
            moves: String::new(),
            written: Instant::now(),
            interval: RECORD_INTERVAL,
        };
        writer.write()?;
        Ok(writer)
    }

    fn push(&mut self, ply: String) -> Result<(), CliError> {
        if !self.moves.is_empty() {
            self.moves.push(',');
        }
        // A string always serialises.
        self.moves
            .push_str(&serde_json::to_string(&ply).unwrap_or_default());
        if self.written.elapsed() >= self.interval {
            self.write()?;
        }
        Ok(())
    }

    fn finish(mut self, outcome: Option<Outcome>) -> Result<(), CliError> {
        self.record.outcome = outcome;
        self.write()
    }

    fn write(&mut self) -> Result<(), CliError> {
        let fail = |e: std::io::Error| {
            CliError::Internal(format!("cannot write `{}`: {e}", self.path.display()))
        };
        let start = Instant::now();
        // The record's JSON with an empty move list, the moves spliced in: `"moves":[]` occurs
        // once, as the key (inside option values and names `"` is escaped).
        let empty = self.record.to_json();
        let key = "\"moves\":[";
        let at = empty.find(key).map_or(empty.len(), |i| i + key.len());
        let mut text = String::with_capacity(empty.len() + self.moves.len() + 1);
        text.push_str(&empty[..at]);
        text.push_str(&self.moves);
        text.push_str(&empty[at..]);
        text.push('\n');
        std::fs::write(&self.part, text).map_err(fail)?;
        std::fs::rename(&self.part, &self.path).map_err(fail)?;
        self.written = Instant::now();
        self.interval = RECORD_INTERVAL.max(start.elapsed() * RECORD_WRITE_SHARE);
        Ok(())
    }
}

/// Plays the game of `game` and prints it.
///
/// # Errors
/// Bad settings or agents ([`CliError::Input`]), a record that cannot be written,
/// [`CliError::Interrupted`] on Ctrl-C (the record then holds the unfinished game).
pub fn run<G: Setup + jokoak_core::Evaluate + 'static>(
    game: &GameArgs,
    options: PlayOptions,
) -> Result<(), CliError> {
    let PlayOptions {
        seed,
        agents,
        record,
        pretty,
        max_plies,
        search_threads,
    } = options;
    let mut out = std::io::stdout().lock();
    let settings = settings_of(game, G::INFO)?;
    let start = Match::new(G::from_settings(&settings).map_err(CliError::input)?);
    let agents = crate::agents::build::<G>(&agents, start.num_players(), search_threads)?;
    let names: Vec<String> = agents.iter().map(|a| a.name()).collect();
    let mut agents: Vec<_> = agents
        .into_iter()
        .map(|a| {
            // No spinner over a person's typing.
            let spinner = a.name() != "human";
            crate::agents::Guarded::wrap(a, spinner)
        })
        .collect();
    let pretty = pretty || names.iter().any(|n| n == "human");
    // A single human sees only what their seat may see (hidden hands and draws).
    let human = match names.iter().filter(|n| *n == "human").count() {
        1 => names
            .iter()
            .position(|n| n == "human")
            .map(|i| jokoak_core::Player(i as u8)),
        _ => None,
    };
    let humans = names.iter().any(|n| n == "human");
    let full_settings = start.current().settings();
    let (max_plies, default_cap) = ply_cap(&full_settings, max_plies);
    let mut writer = match record.as_deref() {
        Some(path) => {
            let empty = Record::new::<Match<G>>(
                G::INFO.name,
                &full_settings,
                Some(seed),
                names.clone(),
                &[],
                None,
            );
            Some(RecordWriter::new(path, empty)?)
        }
        None => None,
    };
    let mut rng = jokoak_core::rng_from_seed(seed);
    // The game's time control (GameInfo::time_control, Abalone §5.4) runs the driver's
    // clocks; a flag fall is the game's `time_out_move`.
    let time_control = G::INFO.time_per_game(&full_settings);
    let config = DriverConfig {
        max_plies,
        time_control,
    };
    let mut narrator =
        crate::terminal::Narrator::new(&start, human, humans, time_control.is_some());
    if pretty {
        write!(out, "{}", narrator.start(&start))?;
    }
    let mut written: std::io::Result<()> = Ok(());
    let mut recorded: Result<(), CliError> = Ok(());
    let playout = play_out_with(start, &mut agents, &mut rng, config, |state, mv| {
        if let (Some(w), Ok(())) = (writer.as_mut(), &recorded) {
            recorded = w.push(mv.to_string());
        }
        if written.is_ok() {
            written = match human {
                Some(seat) => writeln!(out, "{}", state.current().ply_seen_by(mv, seat)),
                None => writeln!(out, "{mv}"),
            };
            if pretty && written.is_ok() {
                written = write!(out, "{}", narrator.ply(state, mv));
            }
            if written.is_ok() {
                written = out.flush();
            }
        }
    });
    // The record is written even when standard output was closed early.
    recorded?;
    if let Some(w) = writer {
        w.finish(playout.state.outcome())?;
    }
    written?;
    let plies = playout.moves.len();
    writeln!(out, "{}", result_line(&playout.state, plies))?;
    if crate::interrupt::requested() && !playout.finished() {
        let kept = match record.as_deref() {
            Some(path) => format!("; `{}` holds the unfinished game", path.display()),
            None => String::new(),
        };
        return Err(CliError::Interrupted(format!(
            "the game stopped after {plies} plies{kept}"
        )));
    }
    if default_cap && playout.stop == Stop::PlyCap {
        note_cap(1, DEFAULT_PLY_CAP);
    }
    Ok(())
}
