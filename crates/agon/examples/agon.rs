//! A tour of the Agon engine: the start, its legal moves, playing a move, perft, and a seeded
//! game between two agents (`cargo run -p jokoak-agon --example agon`).

use jokoak_agon::{Agon, Move, Options};
use jokoak_core::Present;
use jokoak_core::{Agent, Game, Mcts, RandomAgent, perft, play_out, rng_from_seed};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The standard start (agon.md §3.1); the first player is a chance node (§3.2): draw A.
    let mut game = Agon::new(Options::default())?;
    game.play(&"first:A".parse::<Move>()?)?;
    println!("{}", game.board());

    // Its legal moves in the notation of agon.md §13: 27 at the start.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{} legal moves: {}", moves.len(), listed.join(" "));

    // Perft from here: agon.md §13 gives 27 / 713 / 18,417.
    for depth in 1..=3 {
        println!("perft({depth}) = {}", perft(&game, depth));
    }

    // Play one: `play` checks it; a refused move leaves the state unchanged.
    game.play(&"5:4-5:3".parse::<Move>()?)?;
    println!("after 5:4-5:3: {game}");
    if let Err(e) = game.play(&"5:4-5:3".parse::<Move>()?) {
        println!("refused: {e}");
    }

    // A seeded game: MCTS (A) against a random player (B), from the first-player draw.
    let mut agents: Vec<Box<dyn Agent<Agon>>> =
        vec![Box::new(Mcts::new(100)), Box::new(RandomAgent)];
    let game = play_out(Agon::default(), &mut agents, &mut rng_from_seed(7), None);
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
