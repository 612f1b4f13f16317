//! A tour of the Linja engine: the start, its legal moves, playing a move, perft, and a seeded
//! game between two agents (`cargo run -p jokoak-linja --example linja`).

use jokoak_core::{Agent, Game, Mcts, RandomAgent, perft, play_out, rng_from_seed};
use jokoak_linja::{Linja, Move};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The start of linja.md §3 with Black to act (the first-player draw already made).
    let mut game: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
    println!("start: {game}");

    // Its legal moves, in the notation of linja.md §9.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{} legal moves: {}", moves.len(), listed.join(" "));

    // Play one: `play` checks it; a refused move leaves the state unchanged.
    game.play(&"2-3".parse::<Move>()?)?;
    println!("after 2-3: {game}");
    if let Err(e) = game.play(&"5-6".parse::<Move>()?) {
        println!("refused: {e}");
    }

    // Perft from the start: linja.md §9 gives 7 / 43 / 301 / 1,849.
    let start: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
    for depth in 1..=4 {
        println!("perft({depth}) = {}", perft(&start, depth));
    }

    // A seeded game: MCTS (Black) against a random player (Red), from the draw of the first
    // player. The same seed gives the same game on every platform.
    let mut agents: Vec<Box<dyn Agent<Linja>>> =
        vec![Box::new(Mcts::new(300)), Box::new(RandomAgent)];
    let game = play_out(Linja::default(), &mut agents, &mut rng_from_seed(7), None);
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
