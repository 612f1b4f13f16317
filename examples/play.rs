//! The main job: a complete seeded game of every jokoak game between agents, with the board
//! after each ply and the outcome.
//!
//! ```text
//! cargo run --release --example play                # seed 0
//! cargo run --release --example play -- --seed 7    # reproduce the games of seed 7
//! ```

use jokoak::{Agent, DriverConfig, Game, Match, RandomAgent, Setup, play_out_with, rng_from_seed};

fn main() {
    let mut seed = 0u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next().map(|v| v.parse::<u64>())) {
            ("--seed", Some(Ok(n))) => seed = n,
            _ => {
                eprintln!("usage: play [--seed N]");
                std::process::exit(2);
            }
        }
    }
    show::<jokoak::linja::Linja>(seed);
    show::<jokoak::continued::Continued>(seed);
}

/// Plays one seeded game of `G` under its default settings and prints it.
fn show<G: Setup + 'static>(seed: u64) {
    let settings = jokoak::Settings::new(G::VARIANTS[0], G::DEFAULT_PLAYERS);
    let game = match G::from_settings(&settings) {
        Ok(game) => Match::new(game),
        Err(e) => {
            eprintln!("{}: {e}", G::NAME);
            return;
        }
    };
    println!("=== {} (seed {seed}) ===", G::NAME);
    println!("{}", game.current().board());
    let mut agents: Vec<Box<dyn Agent<Match<G>>>> = (0..game.num_players())
        .map(|_| Box::new(RandomAgent) as Box<dyn Agent<Match<G>>>)
        .collect();
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
