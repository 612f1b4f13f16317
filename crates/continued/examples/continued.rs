//! A tour of the tile game's engine ("… to be continued"): the start, its legal moves,
//! playing a move, perft, and a seeded match between agents
//! (`cargo run -p jokoak-continued --example continued`).

use jokoak_continued::{Continued, Options};
use jokoak_core::Present;
use jokoak_core::{
    Agent, Game, Mcts, RandomAgent, ToMove, perft, play_out, rng_from_seed, sample_chance,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // A 4-player match at its first chance node: who starts deal 1 (to-be-continued.md §3.2).
    let start = Continued::new(Options::default(), 4)?;
    println!("start: {start}");

    // Perft counts chance outcomes as plies, one branch per tile type (§11): 4 seats can
    // start, so 4 sequences of one ply.
    for depth in 1..=2 {
        println!("perft({depth}) = {}", perft(&start, depth));
    }

    // Resolve the set-up's chance nodes (first player, start tile, hands) with a seeded
    // generator, up to the first decision.
    let mut game = start.clone();
    let mut rng = rng_from_seed(7);
    while game.to_move() == ToMove::Chance {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let i = sample_chance(&outcomes, &mut rng);
        game.play(&outcomes[i].0)?;
    }
    let seat = game.to_move().player().expect("a decision");
    // What that seat sees (its own hand, not the others').
    println!("{}", game.view(seat));

    // Its legal moves, in the order of §5.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{} legal moves: {}", moves.len(), listed.join(" "));

    // Play one: `play` checks it; a refused move leaves the state unchanged.
    game.play(&moves[0])?;
    println!("after {}: {game}", moves[0]);
    if let Err(e) = game.play(&"pass".parse()?) {
        println!("refused: {e}");
    }

    // A seeded match: MCTS in seat 0 against three random players. MCTS searches only
    // determinizations of what its seat sees (the game has hidden information).
    let mut agents: Vec<Box<dyn Agent<Continued>>> = vec![
        Box::new(Mcts::new(50)),
        Box::new(RandomAgent),
        Box::new(RandomAgent),
        Box::new(RandomAgent),
    ];
    let played = play_out(start, &mut agents, &mut rng_from_seed(7), None);
    println!("seed 7: {} plies", played.moves.len());
    if let Some(outcome) = played.state.outcome() {
        println!(
            "totals over the four deals (lower wins): {:?}",
            outcome.scores()
        );
    }
    Ok(())
}
