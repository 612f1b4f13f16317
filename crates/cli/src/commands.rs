//! The commands, written once for every game (DESIGN §6.1).

use std::io::Write as _;

use jokoak_core::{
    DriverConfig, Game, Match, Probability, Record, Settings, Setup, ToMove, perft, play_out_with,
    rng_from_seed,
};

use crate::cli::{Command, GameArgs};
use crate::error::CliError;
use crate::games::{self, GAMES};

/// Runs one parsed command line.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Games => {
            let mut out = std::io::stdout().lock();
            for g in GAMES {
                writeln!(out, "{} {} {}", g.name, g.variants.join(","), g.players)?;
            }
            Ok(())
        }
        Command::New { ref game }
        | Command::Legal { ref game, .. }
        | Command::Perft { ref game, .. }
        | Command::Apply { ref game, .. }
        | Command::Play { ref game, .. }
        | Command::Best { ref game, .. }
        | Command::Arena { ref game, .. } => (games::find(&game.game)?.run)(command),
        Command::Replay {
            args,
            variant,
            players,
            options,
        } => match args.as_slice() {
            [file] => {
                if variant.is_some() || players.is_some() || !options.is_empty() {
                    return Err(CliError::Input(
                        "`replay FILE` takes the game's settings from the record; --variant, --players and --option are for `replay GAME FILE`".to_owned(),
                    ));
                }
                let text = read(file)?;
                // One record, or JSON lines of records (what `arena --records` writes).
                let records = match Record::from_json(&text) {
                    Ok(record) => vec![record],
                    Err(first) => {
                        let lines: Vec<(usize, &str)> = text
                            .lines()
                            .enumerate()
                            .filter(|(_, l)| !l.trim().is_empty())
                            .collect();
                        if lines.len() < 2 {
                            return Err(CliError::Input(format!("{file}: {first}")));
                        }
                        lines
                            .into_iter()
                            .map(|(i, line)| {
                                Record::from_json(line).map_err(|e| {
                                    CliError::Input(format!("{file}, line {}: {e}", i + 1))
                                })
                            })
                            .collect::<Result<_, _>>()?
                    }
                };
                for (i, record) in records.iter().enumerate() {
                    (games::find(&record.game)?.replay)(record).map_err(|e| match e {
                        CliError::Input(m) if records.len() > 1 => {
                            CliError::Input(format!("record {}: {m}", i + 1))
                        }
                        other => other,
                    })?;
                }
                Ok(())
            }
            [game, file] => {
                let entry = games::find(game)?;
                let args = GameArgs {
                    game: game.clone(),
                    variant: variant.unwrap_or_else(|| "standard".to_owned()),
                    players,
                    options,
                };
                let text = read(file)?;
                let settings = settings_of(&args, entry.default_players)?;
                (entry.replay_native)(&text, &settings)
            }
            _ => Err(CliError::Input("replay takes FILE or GAME FILE".to_owned())),
        },
    }
}

/// Creates (or truncates) an output file up front, so a bad path is reported before any work.
///
/// # Errors
/// [`CliError::Input`]: the path is the user's input.
pub fn create_file(
    path: &std::path::Path,
) -> Result<(std::fs::File, std::path::PathBuf), CliError> {
    std::fs::File::create(path)
        .map(|f| (f, path.to_path_buf()))
        .map_err(|e| CliError::Input(format!("cannot create `{}`: {e}", path.display())))
}

fn read(file: &str) -> Result<String, CliError> {
    std::fs::read_to_string(file).map_err(|e| CliError::Input(format!("cannot read `{file}`: {e}")))
}

/// The settings of `--variant`, `--players` and `--option KEY=VALUE`.
fn settings_of(args: &GameArgs, default_players: usize) -> Result<Settings, CliError> {
    let mut settings = Settings::new(&args.variant, args.players.unwrap_or(default_players));
    for option in &args.options {
        let (key, value) = option
            .split_once('=')
            .ok_or_else(|| CliError::Input(format!("option `{option}` is not KEY=VALUE")))?;
        if settings
            .options
            .insert(key.to_owned(), value.to_owned())
            .is_some()
        {
            return Err(CliError::Input(format!("option `{key}` is given twice")));
        }
    }
    Ok(settings)
}

/// The player counts of a game's `PLAYERS` text: `2` → [2], `2,3` → [2, 3], `2-6` → 2..=6.
fn player_counts(text: &str) -> Vec<usize> {
    match text.split_once('-') {
        Some((lo, hi)) => match (lo.parse::<usize>(), hi.parse::<usize>()) {
            (Ok(lo), Ok(hi)) => (lo..=hi).collect(),
            _ => Vec::new(),
        },
        None => text.split(',').filter_map(|n| n.parse().ok()).collect(),
    }
}

/// The position of `--state`, or the initial state.
///
/// Without `--players`, a position whose notation fixes the player count (Abalone's score
/// fields, the tile game's hands) is read with the count it shows: the default count is tried
/// first, then the game's other counts; if none fits, the default count's error is reported.
fn state_of<G: Setup>(state: Option<&str>, args: &GameArgs) -> Result<G, CliError> {
    let settings = settings_of(args, G::DEFAULT_PLAYERS)?;
    let Some(text) = state else {
        return G::from_settings(&settings).map_err(CliError::input);
    };
    let first = match G::parse_position(text, &settings) {
        Ok(game) => return Ok(game),
        Err(e) => e,
    };
    if args.players.is_none() {
        for n in player_counts(G::PLAYERS)
            .into_iter()
            .filter(|&n| n != G::DEFAULT_PLAYERS)
        {
            let other = Settings {
                players: n,
                ..settings.clone()
            };
            if let Ok(game) = G::parse_position(text, &other) {
                return Ok(game);
            }
        }
    }
    Err(CliError::input(first))
}

/// `result: RANKING SCORES` or `result: unfinished after N plies` (DESIGN §6.1).
fn result_line<G: Setup>(state: &Match<G>, plies: usize) -> String {
    match state.outcome() {
        Some(outcome) => {
            let labels = state.current().seat_labels();
            let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
            format!("result: {}", outcome.summary(&labels))
        }
        None => format!("result: unfinished after {plies} plies"),
    }
}

/// Runs a command that names game `G`.
pub fn run_game<G: Setup + jokoak_core::Evaluate + 'static>(
    command: Command,
) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    match command {
        Command::New { game } => {
            let state: G = state_of(None, &game)?;
            writeln!(out, "{state}")?;
        }
        Command::Legal { game, state } => {
            let state: G = state_of(state.as_deref(), &game)?;
            let mut lines: Vec<String> = match state.to_move() {
                ToMove::Chance => {
                    let mut outcomes: Vec<(G::Move, Probability)> = Vec::new();
                    state.chance_outcomes(&mut outcomes);
                    outcomes.iter().map(|(m, p)| format!("{m} {p}")).collect()
                }
                _ => {
                    let mut moves = Vec::new();
                    state.legal_moves(&mut moves);
                    moves.iter().map(ToString::to_string).collect()
                }
            };
            if G::sort_legal_output() {
                lines.sort();
            }
            for line in lines {
                writeln!(out, "{line}")?;
            }
        }
        Command::Perft { game, state, depth } => {
            let state: G = state_of(state.as_deref(), &game)?;
            writeln!(out, "{}", perft(&state, depth))?;
        }
        Command::Apply { game, state, moves } => {
            // A match (match_games > 1) runs on into its next game, as its record does.
            let state: G = state_of(state.as_deref(), &game)?;
            let mut state = Match::new(state);
            for (i, text) in moves.iter().enumerate() {
                let mv: G::Move =
                    text.parse()
                        .map_err(|e: <G::Move as std::str::FromStr>::Err| {
                            CliError::Input(jokoak_core::ply_error(
                                i + 1,
                                "move",
                                text,
                                "is not a move",
                                &e,
                            ))
                        })?;
                state.play(&mv).map_err(|e| {
                    CliError::Input(jokoak_core::ply_error(
                        i + 1,
                        "move",
                        text,
                        "is illegal",
                        &e,
                    ))
                })?;
            }
            writeln!(out, "{state}")?;
        }
        Command::Play {
            game,
            seed,
            agents,
            record,
            pretty,
            max_plies,
        } => {
            let settings = settings_of(&game, G::DEFAULT_PLAYERS)?;
            let start = Match::new(G::from_settings(&settings).map_err(CliError::input)?);
            let mut agents = crate::agents::build::<G>(&agents, start.num_players())?;
            let names: Vec<String> = agents.iter().map(|a| a.name()).collect();
            let pretty = pretty || names.iter().any(|n| n == "human");
            // A single human sees only what their seat may see (hidden hands and draws).
            let human = match names.iter().filter(|n| *n == "human").count() {
                1 => names
                    .iter()
                    .position(|n| n == "human")
                    .map(|i| jokoak_core::Player(i as u8)),
                _ => None,
            };
            let full_settings = start.current().settings();
            if pretty {
                let board = match human {
                    Some(seat) => start.current().view(seat),
                    None => start.current().board(),
                };
                write!(out, "{}", with_newline(board))?;
            }
            // Open the record file first: a bad path is bad input, found before any play.
            let record_file = record.as_deref().map(create_file).transpose()?;
            let mut rng = rng_from_seed(seed);
            // A game's `time_control` option (seconds per player, Abalone §5.4) runs the
            // driver's clocks; a flag fall is the game's `time_out_move`.
            let time_control = full_settings
                .options
                .get("time_control")
                .and_then(|v| jokoak_core::parse_decimal(v))
                .map(std::time::Duration::from_secs);
            let config = DriverConfig {
                max_plies,
                time_control,
            };
            let mut written: std::io::Result<()> = Ok(());
            let playout = play_out_with(start, &mut agents, &mut rng, config, |state, mv| {
                if written.is_ok() {
                    written = match human {
                        Some(seat) => writeln!(out, "{}", state.current().ply_seen_by(mv, seat)),
                        None => writeln!(out, "{mv}"),
                    };
                    if pretty && written.is_ok() {
                        let board = match human {
                            Some(seat) => state.current().view(seat),
                            None => state.current().board(),
                        };
                        written = write!(out, "{}", with_newline(board));
                    }
                    if written.is_ok() {
                        written = out.flush();
                    }
                }
            });
            // The record is written even when standard output was closed early.
            if let Some((mut file, path)) = record_file {
                let rec = Record::new::<Match<G>>(
                    G::NAME,
                    &full_settings,
                    Some(seed),
                    names,
                    &playout.moves,
                    playout.state.outcome(),
                );
                writeln!(file, "{}", rec.to_json()).map_err(|e| {
                    CliError::Internal(format!("cannot write `{}`: {e}", path.display()))
                })?;
            }
            written?;
            writeln!(out, "{}", result_line(&playout.state, playout.moves.len()))?;
        }
        Command::Best {
            game,
            state,
            agent,
            seed,
        } => {
            let state: G = state_of(state.as_deref(), &game)?;
            let state = Match::new(state);
            let Some(seat) = state.to_move().player() else {
                return Err(CliError::Input(
                    "the position is not a decision node (a chance node or the end): no move to choose".to_owned(),
                ));
            };
            if agent == "human" {
                return Err(CliError::Input(
                    "`best` needs a computer agent, not `human`".to_owned(),
                ));
            }
            let mut chooser = crate::agents::one::<G>(&agent)?;
            let ctx = jokoak_core::AgentContext {
                seat,
                remaining: None,
            };
            let mut rng = rng_from_seed(seed);
            let mv = chooser
                .choose(&state, &ctx, &mut rng)
                .ok_or_else(|| CliError::Internal("the agent chose no move".to_owned()))?;
            writeln!(out, "{mv}")?;
            if let Some(line) = chooser.analysis() {
                let _ = writeln!(std::io::stderr(), "{line}");
            }
        }
        Command::Arena { game, arena } => {
            drop(out);
            let settings = settings_of(&game, G::DEFAULT_PLAYERS)?;
            crate::arena::run::<G>(&settings, &arena)?;
        }
        Command::Games | Command::Replay { .. } => {}
    }
    Ok(())
}

fn with_newline(mut text: String) -> String {
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// Replays a JSON record of game `G` and prints its result line.
pub fn replay_record<G: Setup + 'static>(record: &Record) -> Result<(), CliError> {
    let state = record.replay::<G>().map_err(CliError::input)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", result_line(&state, record.moves.len()))?;
    Ok(())
}

/// Replays a native text record of game `G`: prints the final position, then the result line.
pub fn replay_native<G: Setup + 'static>(text: &str, settings: &Settings) -> Result<(), CliError> {
    let Some(result) = G::replay_native(text, settings) else {
        return Err(CliError::Input(format!(
            "{} has no native record format; replay a JSON record with `jokoak replay FILE`",
            G::NAME
        )));
    };
    let (state, plies) = result.map_err(CliError::input)?;
    let game = Match::with_games(state, 1);
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", game.current())?;
    writeln!(out, "{}", result_line(&game, plies))?;
    Ok(())
}
