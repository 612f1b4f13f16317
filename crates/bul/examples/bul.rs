//! A tour of the Bul engine: the start, its legal moves, playing a move, perft, and a seeded
//! game between two agents (`cargo run -p jokoak-bul --example bul`).

use jokoak_bul::{Bul, Move};
use jokoak_core::Present;
use jokoak_core::{Agent, Game, Mcts, RandomAgent, perft, play_out, rng_from_seed};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Red to move with a throw of 2 points, every piece at home (bul.md §14 notation).
    let mut game: Bul = "R:2 | home R5 B5 | - | dead R0 B0".parse()?;
    println!("{}", game.board());

    // Its legal moves: Red enters a piece two spaces in.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("legal moves: {}", listed.join(" "));

    // Play one: `play` checks it; a refused move leaves the state unchanged.
    game.play(&"0-2".parse::<Move>()?)?;
    println!("after 0-2: {game}");
    if let Err(e) = game.play(&"0-3".parse::<Move>()?) {
        println!("refused: {e}");
    }

    // Perft from the initial position: the opening draw is 2 outcomes, then each side's first
    // throw has 5 (yellow:0 … yellow:4), so 2 and 10 sequences at depths 1 and 2.
    let start = Bul::default();
    for depth in 1..=4 {
        println!("perft({depth}) = {}", perft(&start, depth));
    }

    // A seeded game: MCTS (Red) against a random player (Blue); the dice come from the same
    // seeded generator, so the same seed gives the same game everywhere.
    let mut agents: Vec<Box<dyn Agent<Bul>>> =
        vec![Box::new(Mcts::new(200)), Box::new(RandomAgent)];
    let game = play_out(Bul::default(), &mut agents, &mut rng_from_seed(7), None);
    println!(
        "seed 7: {} plies, final position {}",
        game.moves.len(),
        game.state
    );
    if let Some(outcome) = game.state.outcome() {
        println!("scores {:?}", outcome.scores());
    }
    Ok(())
}
