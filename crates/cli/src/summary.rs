//! `jokoak summary FILE…`: the arena table of one run from its records, e.g. the shards that
//! `arena --shard K/N` wrote on several machines (issue 13; docs/scale.md). The table is the
//! one the unsharded `arena` prints: the same games, seats and tally ([`crate::arena::Tally`]).
//! With `--pairs`, a 2-player run's first agent is also counted by pairs of seatings
//! ([`crate::pairs`]).

use std::collections::HashMap;

use jokoak_core::{RecordHeader, Settings};

use crate::arena::{Tally, agent_of_seat, verdict};
use crate::error::CliError;
use crate::games;
use crate::pairs::PairTally;
use crate::records;

/// What the table needs of one game.
struct GameLine {
    seed: u64,
    /// Index into the distinct seatings (agent names in seat order).
    seating: usize,
    /// Per seat: 1 win, 0 draw, -1 loss.
    verdicts: Box<[i8]>,
    plies: u64,
}

/// Reads and replays every record of `files` and prints the table; with `pairs`, then the
/// first agent's decisive games and pairs of seatings ([`PairTally::print`]). `seed` and
/// `games`, the run's `--seed` and `--games` when given, make the first and last games
/// checkable too: without them a run whose first or last shard is missing reads as a
/// shorter whole run.
///
/// # Errors
/// [`CliError::Input`] for unreadable records, records that do not replay (an unknown game,
/// settings the game refuses, an illegal ply, an outcome other than the replayed one),
/// records of different games or settings, a set of games that is not one whole run (a seed
/// missing or twice, a first seed other than `seed`, a count other than `games`, seats that
/// do not rotate as the arena seats them), and `pairs` for a run of more than 2 players.
pub fn run(
    files: &[String],
    pairs: bool,
    seed: Option<u64>,
    games_asked: Option<u64>,
) -> Result<(), CliError> {
    let mut run: Option<(String, Settings)> = None;
    let mut seatings: Vec<Vec<String>> = Vec::new();
    let mut seating_index: HashMap<Vec<String>, usize> = HashMap::new();
    let mut games: Vec<GameLine> = Vec::new();
    for file in files {
        records::for_each_line(file, |number, line| {
            let at = || format!("`{file}`, line {number}");
            let header = RecordHeader::from_json(line)
                .map_err(|e| CliError::Input(format!("{}: {e}", at())))?;
            let placed = |e| match e {
                CliError::Input(m) => CliError::Input(format!("{}: {m}", at())),
                other => other,
            };
            let check = games::find(&header.game).map_err(placed)?.check;
            check(line, &header).map_err(placed)?;
            let settings = header.settings();
            match &run {
                None => run = Some((header.game.clone(), settings)),
                Some((game, first)) if *game == header.game && *first == settings => {}
                Some(_) => {
                    return Err(CliError::Input(format!(
                        "{}: a record of another game or other settings than the first record",
                        at()
                    )));
                }
            }
            let seed = header.seed.ok_or_else(|| {
                CliError::Input(format!(
                    "{}: the record has no seed (not an arena record)",
                    at()
                ))
            })?;
            if header.agents.len() != header.players {
                return Err(CliError::Input(format!(
                    "{}: {} for {} seats",
                    at(),
                    crate::error::counted(header.agents.len(), "agent"),
                    header.players
                )));
            }
            let verdicts = (0..header.players)
                .map(|seat| header.outcome.as_ref().map_or(0, |o| verdict(o, seat)))
                .collect();
            let seating = match seating_index.get(&header.agents) {
                Some(&i) => i,
                None => {
                    seatings.push(header.agents.clone());
                    seating_index.insert(header.agents, seatings.len() - 1);
                    seatings.len() - 1
                }
            };
            games.push(GameLine {
                seed,
                seating,
                verdicts,
                plies: header.plies as u64,
            });
            Ok(())
        })?;
    }
    let Some(first) = games.iter().map(|g| g.seed).min() else {
        return Err(CliError::Input(format!(
            "no records in {}",
            files.join(", ")
        )));
    };
    if let Some(seed) = seed
        && seed != first
    {
        return Err(CliError::Input(format!(
            "the run's first game, of seed {seed}, is not among the records (the first found has seed {first}; give every shard)"
        )));
    }
    games.sort_unstable_by_key(|g| g.seed);
    // Game i of the run has seed SEED + i, so the seeds run on from the first without a gap.
    for (i, pair) in games.windows(2).enumerate() {
        if pair[1].seed == pair[0].seed {
            return Err(CliError::Input(format!(
                "the game of seed {} appears twice",
                pair[0].seed
            )));
        }
        if pair[1].seed != pair[0].seed + 1 {
            return Err(CliError::Input(format!(
                "the game of seed {} is missing ({} from seed {first} found; give every shard)",
                pair[0].seed + 1,
                crate::error::counted(i + 1, "game")
            )));
        }
    }
    if let Some(n) = games_asked
        && n != games.len() as u64
    {
        return Err(CliError::Input(format!(
            "the run has {n} games, the records {} (give every shard)",
            games.len()
        )));
    }
    // Game 0 seats agent s at seat s: its seating is the arena's --agents.
    let agents = seatings[games[0].seating].clone();
    let seats = agents.len();
    if pairs && seats != 2 {
        return Err(CliError::Input(format!(
            "--pairs counts pairs of seatings of 2 players; this run has {seats}"
        )));
    }
    let mut tally = Tally::new(agents.clone());
    let mut by_agent = vec![0i8; seats];
    let mut first_agent = Vec::with_capacity(if pairs { games.len() } else { 0 });
    for (i, game) in games.iter().enumerate() {
        let seating = &seatings[game.seating];
        for (seat, name) in seating.iter().enumerate() {
            let a = agent_of_seat(seat, i as u64, seats);
            if *name != agents[a] {
                return Err(CliError::Input(format!(
                    "the game of seed {}: seat {seat} is played by `{}`, not by `{}` as the arena's rotation seats it",
                    game.seed,
                    jokoak_core::excerpt(name, 60),
                    jokoak_core::excerpt(&agents[a], 60)
                )));
            }
            by_agent[a] = game.verdicts[seat];
        }
        tally.add(&by_agent, game.plies);
        if pairs {
            first_agent.push(by_agent[0]);
        }
    }
    let mut out = std::io::stdout().lock();
    tally.print(&mut out)?;
    if pairs {
        PairTally::of(&first_agent).print(&agents[0], &mut out)?;
    }
    Ok(())
}
