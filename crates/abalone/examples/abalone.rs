//! A tour of the Abalone engine: the start, its legal moves, playing a move, perft, and a
//! seeded game between two agents (`cargo run -p jokoak-abalone --example abalone`).

use jokoak_abalone::{Abalone, Move};
use jokoak_core::Present;
use jokoak_core::{Agent, Game, Mcts, RandomAgent, perft, play_out, rng_from_seed};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The standard opening, 2 players, Black to move (abalone.md §3.1).
    let mut game = Abalone::default();
    println!("{}", game.board());

    // Its legal moves in our notation (abalone.md §7): 44 at the start.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{} legal moves: {}", moves.len(), listed.join(" "));

    // Play one: `play` checks it; a refused move leaves the state unchanged.
    game.play(&"a1b2".parse::<Move>()?)?;
    println!("after a1b2: {game}");
    if let Err(e) = game.play(&"a1b2".parse::<Move>()?) {
        println!("refused: {e}");
    }

    // Perft from the standard opening: abalone.md §9.3 gives 44 / 1,936 / 98,912.
    let start = Abalone::default();
    for depth in 1..=3 {
        println!("perft({depth}) = {}", perft(&start, depth));
    }

    // A seeded game: MCTS (Black) against a random player (White), capped at 200 plies.
    let mut agents: Vec<Box<dyn Agent<Abalone>>> =
        vec![Box::new(Mcts::new(100)), Box::new(RandomAgent)];
    let game = play_out(
        Abalone::default(),
        &mut agents,
        &mut rng_from_seed(7),
        Some(200),
    );
    println!(
        "seed 7: {} plies, final position {}",
        game.moves.len(),
        game.state
    );
    println!("ejected by each seat: {:?}", game.state.scores());
    Ok(())
}
