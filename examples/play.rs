//! The main job: a complete seeded game of every jokoak game between agents, with the board
//! after each ply and the outcome.
//!
//! ```text
//! cargo run --release --example play                      # seed 0, MCTS agents
//! cargo run --release --example play -- --seed 7          # reproduce the games of seed 7
//! cargo run --release --example play -- --agents random   # random agents instead
//! ```

use jokoak::{
    Agent, DriverConfig, Game, Match, Mcts, RandomAgent, Setup, play_out_with, rng_from_seed,
};

/// MCTS iterations per move: fast settings, so the whole job takes seconds.
const ITERATIONS: u32 = 300;

fn main() {
    let mut seed = 0u64;
    let mut random = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--seed", Some(n)) if n.parse::<u64>().is_ok() => seed = n.parse().unwrap_or(0),
            ("--agents", Some(a)) if a == "random" || a == "mcts" => random = a == "random",
            _ => {
                eprintln!("usage: play [--seed N] [--agents mcts|random]");
                std::process::exit(2);
            }
        }
    }
    show::<jokoak::linja::Linja>(seed, random);
    show::<jokoak::bul::Bul>(seed, random);
    show::<jokoak::continued::Continued>(seed, random);
    show::<jokoak::abalone::Position>(seed, random);
    show::<jokoak::agon::Agon>(seed, random);
}

/// An agent for `G`: MCTS (determinizing games with hidden information, reusing its tree in
/// games of perfect information) or random.
fn agent<G: Setup + PartialEq + 'static>(random: bool) -> Box<dyn Agent<Match<G>>> {
    if random {
        return Box::new(RandomAgent);
    }
    // Tree reuse applies to games of perfect information; MCTS ignores it with a determinizer.
    Box::new(Mcts::<Match<G>>::for_match(ITERATIONS).with_tree_reuse())
}

/// Plays one seeded game of `G` under its default settings and prints it.
fn show<G: Setup + PartialEq + 'static>(seed: u64, random: bool) {
    let settings = jokoak::Settings::new(G::VARIANTS[0], G::DEFAULT_PLAYERS);
    let game = match G::from_settings(&settings) {
        Ok(game) => Match::new(game),
        Err(e) => {
            eprintln!("{}: {e}", G::NAME);
            return;
        }
    };
    let mut agents: Vec<Box<dyn Agent<Match<G>>>> = (0..game.num_players())
        .map(|_| agent::<G>(random))
        .collect();
    let names: Vec<String> = agents.iter().map(|a| a.name()).collect();
    println!("=== {} (seed {seed}; {}) ===", G::NAME, names.join(" v "));
    println!("{}", game.current().board());
    let mut rng = rng_from_seed(seed);
    let mut ply = 0;
    let playout = play_out_with(
        game,
        &mut agents,
        &mut rng,
        DriverConfig::default(),
        |state, mv| {
            ply += 1;
            println!("ply {ply}: {mv}");
            println!("{}", state.current().board());
        },
    );
    let labels = playout.state.current().seat_labels();
    let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
    match playout.state.outcome() {
        Some(outcome) => println!("result: {}\n", outcome.summary(&labels)),
        None => println!("result: unfinished after {} plies\n", playout.moves.len()),
    }
}
