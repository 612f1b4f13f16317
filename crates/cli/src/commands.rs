//! The commands, written once for every game (DESIGN §6.1).

use std::io::Write as _;

use jokoak_core::{
    Game, GameInfo, LegalMoveOrder, Match, Probability, Settings, Setup, ToMove, rng_from_seed,
};

use crate::cli::{Command, GameArgs};
use crate::error::CliError;
use crate::games;
use jokoak_core::RecordHeader;

/// Runs one parsed command line.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Games => {
            let mut out = std::io::stdout().lock();
            for g in games::all() {
                writeln!(
                    out,
                    "{} {} {}",
                    g.info.name,
                    g.info.variant_names().join(","),
                    g.info.players_text()
                )?;
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
        Command::Svg { ref game, .. } => (games::find(&game.game)?.svg)(command),
        Command::Replay {
            first,
            file,
            variant,
            players,
            options,
        } => crate::replay::run(&first, file.as_deref(), variant, players, options),
        Command::Summary {
            files,
            pairs,
            seed,
            games,
        } => crate::summary::run(&files, pairs, seed, games),
        Command::Serve { port } => crate::serve::run(port),
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

/// The settings of `--variant`, `--players` and `--option KEY=VALUE`; the game's default
/// variant and player count where they are not given.
pub(crate) fn settings_of(args: &GameArgs, info: &GameInfo) -> Result<Settings, CliError> {
    let variant = args.variant.as_deref().unwrap_or(info.default_variant());
    let mut settings = Settings::new(variant, args.players.unwrap_or(info.default_players));
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

/// The position of `--state`, or the initial state.
///
/// Without `--players`, a position whose notation shows its player count (Abalone's score
/// fields, the tile game's hands: [`Setup::players_shown`]) is read with that count, else with
/// the game's default count.
pub(crate) fn state_of<G: Setup>(state: Option<&str>, args: &GameArgs) -> Result<G, CliError> {
    let settings = state_settings::<G>(state, args)?;
    match state {
        None => G::from_settings(&settings).map_err(CliError::input),
        Some(text) => G::parse_position(text, &settings).map_err(CliError::input),
    }
}

/// The match `jokoak apply` and `best` run: the initial state, or `--state` read with what the
/// match carries besides the position (Abalone's `gameN:` tokens, [`Match::parse`]), under the
/// player count chosen as in [`state_of`].
pub(crate) fn match_of<G: Setup>(
    state: Option<&str>,
    args: &GameArgs,
) -> Result<Match<G>, CliError> {
    match state {
        None => state_of::<G>(None, args).map(Match::new),
        Some(text) => {
            let settings = state_settings::<G>(state, args)?;
            Match::<G>::parse(text, &settings).map_err(CliError::input)
        }
    }
}

/// The settings `--state` (if any) is read under: [`settings_of`], with the player count the
/// text shows when `--players` is not given ([`Setup::players_shown`]).
fn state_settings<G: Setup>(state: Option<&str>, args: &GameArgs) -> Result<Settings, CliError> {
    if state.is_some_and(|s| s.trim().is_empty()) {
        return Err(CliError::Input(
            "--state is empty: give a position, or leave --state out for the initial state".into(),
        ));
    }
    let mut settings = settings_of(args, G::INFO)?;
    if args.players.is_none()
        && let Some(players) = state.and_then(G::players_shown)
    {
        settings.players = players;
    }
    Ok(settings)
}

/// `result: RANKING SCORES` or `result: unfinished after N plies` (DESIGN §6.1).
pub(crate) fn result_line<G: Setup>(state: &Match<G>, plies: usize) -> String {
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
            if G::INFO.legal_move_order == LegalMoveOrder::CodePoints {
                lines.sort();
            }
            for line in lines {
                writeln!(out, "{line}")?;
            }
        }
        Command::Perft { game, state, depth } => {
            let state: G = state_of(state.as_deref(), &game)?;
            writeln!(out, "{}", crate::perft::run(&state, depth)?)?;
        }
        Command::Apply { game, state, moves } => {
            // A match (match_games > 1) runs on into its next game, as its record does.
            let mut state: Match<G> = match_of(state.as_deref(), &game)?;
            jokoak_core::play_plies(&mut state, moves.iter().map(String::as_str))
                .map_err(|e| CliError::Input(e.message("move")))?;
            writeln!(out, "{state}")?;
        }
        Command::Play {
            game,
            seed,
            agents,
            record,
            pretty,
            max_plies,
            search_threads,
        } => {
            drop(out);
            let options = crate::play::PlayOptions {
                search_threads: crate::agents::search_threads(search_threads)?,
                seed,
                agents,
                record,
                pretty,
                max_plies,
            };
            crate::play::run::<G>(&game, options)?;
        }
        Command::Best {
            game,
            state,
            agent,
            seed,
            search_threads,
        } => {
            let threads = crate::agents::search_threads(search_threads)?;
            let state: Match<G> = match_of(state.as_deref(), &game)?;
            let seat = match state.to_move() {
                ToMove::Player(seat) => seat,
                ToMove::Chance => {
                    return Err(CliError::Input(
                        "the position is not a decision node but a chance node: no move to \
                         choose (`legal` lists its outcomes; `apply` one of them first)"
                            .to_owned(),
                    ));
                }
                ToMove::Over => {
                    return Err(CliError::Input(
                        "the position is not a decision node: the game is over, no move to choose"
                            .to_owned(),
                    ));
                }
            };
            if agent == "human" {
                return Err(CliError::Input(
                    "`best` needs a computer agent, not `human`".to_owned(),
                ));
            }
            let mut chooser = crate::agents::one::<G>(&agent, state.num_players(), threads)?;
            crate::interrupt::catch();
            let ctx = jokoak_core::AgentContext {
                seat,
                remaining: None,
            };
            let mut rng = rng_from_seed(seed);
            let mv = chooser
                .choose(&state, &ctx, &mut rng)
                .ok_or_else(|| CliError::Internal("the agent chose no move".to_owned()))?;
            if crate::interrupt::requested() {
                return Err(CliError::Interrupted(
                    "the search was stopped before its budget ran out; no move printed".to_owned(),
                ));
            }
            writeln!(out, "{mv}")?;
            if let Some(line) = chooser.analysis() {
                let _ = writeln!(std::io::stderr(), "{line}");
            }
        }
        Command::Arena { game, arena } => {
            drop(out);
            let settings = settings_of(&game, G::INFO)?;
            crate::arena::run::<G>(&settings, &arena)?;
        }
        Command::Games
        | Command::Replay { .. }
        | Command::Summary { .. }
        | Command::Svg { .. }
        | Command::Serve { .. } => {}
    }
    Ok(())
}

/// Replays the JSON record `text` of game `G` (its header read), printing nothing.
///
/// # Errors
/// [`CliError::Input`] for a record that does not replay ([`RecordHeader::replay`]).
pub fn check_record<G: Setup + 'static>(text: &str, header: &RecordHeader) -> Result<(), CliError> {
    header.replay::<G>(text).map(drop).map_err(CliError::input)
}

/// Replays the JSON record `text` of game `G` (its header read) and prints its result line.
pub fn replay_record<G: Setup + 'static>(
    text: &str,
    header: &RecordHeader,
) -> Result<(), CliError> {
    let state = header.replay::<G>(text).map_err(CliError::input)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", result_line(&state, header.plies))?;
    Ok(())
}

/// Replays a native text record of game `G`: prints the final position, then the result line.
pub fn replay_native<G: Setup + 'static>(text: &str, settings: &Settings) -> Result<(), CliError> {
    let Some(result) = G::replay_native(text, settings) else {
        return Err(CliError::Input(format!(
            "{} has no native record format; replay a JSON record with `jokoak replay FILE`",
            G::INFO.name
        )));
    };
    let (state, plies) = result.map_err(CliError::input)?;
    let game = Match::with_games(state, 1);
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", game.current())?;
    writeln!(out, "{}", result_line(&game, plies))?;
    Ok(())
}
