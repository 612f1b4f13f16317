//! The command line as clap parses it (DESIGN §6).
//!
//! Numeric options take a value that looks like a negative number (`allow_negative_numbers`),
//! so `--seed -1` is refused as a bad value of `--seed` rather than as an unexpected argument
//! with clap's hint to write `-- -1`, which would make it a positional word.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Board-game engines: exact rules, perft, seeded games and replays.
#[derive(Debug, Parser)]
#[command(name = "jokoak", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The settings every command that takes a game accepts (DESIGN §6.2).
#[derive(Debug, Args, Clone)]
pub struct GameArgs {
    /// The game (the help lists the games of the table, `crate::process::main_with`).
    pub game: String,
    /// The variant (default: the game's first, `standard`).
    #[arg(long)]
    pub variant: Option<String>,
    /// The number of players (default: the game's default).
    #[arg(long, allow_negative_numbers = true)]
    pub players: Option<usize>,
    /// A game option KEY=VALUE (repeatable), e.g. --option match_games=3.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List games, variants and player counts.
    Games,
    /// Print the initial state in position notation.
    New {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Print the legal moves (at a chance node: each outcome with its probability).
    Legal {
        #[command(flatten)]
        game: GameArgs,
        /// The position (default: the initial state). It may start with `-` (Bul's `-:-`).
        #[arg(long, allow_hyphen_values = true)]
        state: Option<String>,
    },
    /// Count the ply sequences of exactly DEPTH plies.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// The position (default: the initial state). It may start with `-` (Bul's `-:-`).
        #[arg(long, allow_hyphen_values = true)]
        state: Option<String>,
        /// The number of plies.
        #[arg(long, allow_negative_numbers = true)]
        depth: u32,
    },
    /// Play moves and print the resulting position.
    Apply {
        #[command(flatten)]
        game: GameArgs,
        /// The position (default: the initial state). It may start with `-` (Bul's `-:-`).
        #[arg(long, allow_hyphen_values = true)]
        state: Option<String>,
        /// The moves, in the game's notation, after `--`.
        #[arg(last = true)]
        moves: Vec<String>,
    },
    /// Play a seeded game between agents, one line per ply, then the result line.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// The seed of the game's random number generator.
        #[arg(long, allow_negative_numbers = true, default_value_t = 0)]
        seed: u64,
        /// Agents: random, greedy, alphabeta[:MS], alphabeta:dN, mcts[:ITERATIONS], ai[:MS], human;
        /// one for every seat or one per seat (a lone `human` plays against `ai`).
        #[arg(long, default_value = "random", value_delimiter = ',')]
        agents: Vec<String>,
        /// Write the game's JSON record to this file.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Show the board after each ply.
        #[arg(long)]
        pretty: bool,
        /// Stop after this many plies (the game is then unfinished).
        #[arg(long, allow_negative_numbers = true)]
        max_plies: Option<u64>,
        /// Threads of each alpha-beta search, 1 to 256 (more than 1: not deterministic).
        #[arg(
            long,
            allow_negative_numbers = true,
            value_name = "N",
            default_value_t = 1
        )]
        search_threads: usize,
    },
    /// Print the move an agent chooses in a position (analysis on standard error).
    Best {
        #[command(flatten)]
        game: GameArgs,
        /// The position (default: the initial state). It may start with `-` (Bul's `-:-`).
        #[arg(long, allow_hyphen_values = true)]
        state: Option<String>,
        /// The agent: greedy, alphabeta[:MS], alphabeta:dN, mcts[:ITERATIONS], ai[:MS], random.
        #[arg(long, default_value = "ai")]
        agent: String,
        /// The seed of the agent's random number generator.
        #[arg(long, allow_negative_numbers = true, default_value_t = 0)]
        seed: u64,
        /// Threads of an alpha-beta search, 1 to 256 (more than 1: not deterministic).
        #[arg(
            long,
            allow_negative_numbers = true,
            value_name = "N",
            default_value_t = 1
        )]
        search_threads: usize,
    },
    /// Print a position as an SVG picture (clickable parts carry `data-key`).
    Svg {
        #[command(flatten)]
        game: GameArgs,
        /// The position (default: the initial state). It may start with `-` (Bul's `-:-`).
        #[arg(long, allow_hyphen_values = true)]
        state: Option<String>,
        /// Show the hidden hand of this seat (a seat label or number; default: none).
        #[arg(long)]
        seat: Option<String>,
    },
    /// Serve a web page on 127.0.0.1 to play every game against the AI by clicking.
    Serve {
        /// The port (0: any free port; the address is printed).
        #[arg(long, allow_negative_numbers = true, default_value_t = crate::serve::DEFAULT_PORT)]
        port: u16,
    },
    /// Play seeded games between agents with rotating seats and print each agent's results.
    Arena {
        #[command(flatten)]
        game: GameArgs,
        #[command(flatten)]
        arena: crate::arena::ArenaConfig,
    },
    /// Replay a JSON record (`replay FILE`) or a game's native record (`replay GAME FILE`).
    Replay {
        /// FILE (a JSON record), or GAME when a native record FILE follows.
        #[arg(value_name = "FILE|GAME")]
        first: String,
        /// The native record, after GAME.
        #[arg(value_name = "FILE")]
        file: Option<String>,
        /// The variant of a native record (default: standard).
        #[arg(long)]
        variant: Option<String>,
        /// The number of players of a native record.
        #[arg(long, allow_negative_numbers = true)]
        players: Option<usize>,
        /// A game option KEY=VALUE of a native record (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
    },
    /// Print the arena table of the records in FILEs (the shards of one `arena` run).
    Summary {
        /// Files of JSON lines, as `arena --shard K/N` or `arena --records` writes them.
        #[arg(required = true)]
        files: Vec<String>,
        /// Then the first agent's decisive games and pairs of seatings (games 2k and 2k + 1),
        /// each with a two-sided sign test (2 players).
        #[arg(long)]
        pairs: bool,
        /// The run's `--seed`: its first game must be among the records (default: the
        /// smallest seed found).
        #[arg(long, allow_negative_numbers = true)]
        seed: Option<u64>,
        /// The run's `--games`: that many games must be among the records (default: the
        /// games found).
        #[arg(long, allow_negative_numbers = true)]
        games: Option<u64>,
    },
}
