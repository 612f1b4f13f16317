//! A tour of the engines through the one API they share (`cargo run --example tour`): for
//! each game, a position and its legal moves, a move played and one refused, perft, and a
//! seeded game between MCTS and a random player. The same generic function serves every game;
//! only the positions and moves below differ. The tile game's hidden hands have a tour of
//! their own: `cargo run -p jokoak-continued --example continued`.

use jokoak::abalone::Abalone;
use jokoak::agon::Agon;
use jokoak::bul::Bul;
use jokoak::linja::Linja;
use jokoak::{
    Agent, Mcts, RandomAgent, Settings, Setup, perft, play_out, play_plies, rng_from_seed,
};

/// What a game's tour shows.
struct Stop<G> {
    /// The position shown (its text in the game's notation, or `None` for the initial state).
    position: Option<&'static str>,
    /// A legal move there, played.
    legal: &'static str,
    /// A move then refused.
    refused: &'static str,
    /// Perft from the position to this depth, with the counts the rules text gives.
    perft: (u32, &'static str),
    /// MCTS iterations per move of seat 0 in the seeded game (seat 1 plays at random).
    iterations: u32,
    /// The game's type.
    game: std::marker::PhantomData<G>,
}

/// The default settings of `G`: its first variant, its default player count.
fn settings<G: Setup>() -> Settings {
    Settings::new(G::INFO.default_variant(), G::INFO.default_players)
}

/// Shows `stop` of game `G`, then plays a seeded game from the initial state.
fn tour<G: Setup>(stop: &Stop<G>) -> Result<(), Box<dyn std::error::Error>> {
    println!("== {}", G::INFO.name);
    let mut game = match stop.position {
        Some(text) => G::parse_position(text, &settings::<G>())?,
        None => G::from_settings(&settings::<G>())?,
    };
    println!("{}", game.board());

    // Its legal moves in the game's notation.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{} legal moves: {}", moves.len(), listed.join(" "));

    // Perft from here: the number of ply sequences of each length.
    let (depth, source) = stop.perft;
    for d in 1..=depth {
        println!("perft({d}) = {}", perft(&game, d));
    }
    println!("({source})");

    // Play one, written in the notation: it is parsed and checked; a refused move leaves the
    // state unchanged.
    play_plies(&mut game, [stop.legal])?;
    println!("after {}: {game}", stop.legal);
    if let Err(e) = play_plies(&mut game, [stop.refused]) {
        println!("refused: {e}");
    }

    // A seeded game: MCTS (seat 0) against a random player (seat 1), chance outcomes drawn
    // from the same seeded generator, so the same seed gives the same game everywhere;
    // capped at 300 plies.
    let mut agents: Vec<Box<dyn Agent<G>>> =
        vec![Box::new(Mcts::new(stop.iterations)), Box::new(RandomAgent)];
    let start = G::from_settings(&settings::<G>())?;
    let played = play_out(start, &mut agents, &mut rng_from_seed(7), Some(300));
    println!(
        "seed 7: {} plies, final position {}",
        played.moves.len(),
        played.state
    );
    match played.state.outcome() {
        Some(outcome) => println!("scores {:?}", outcome.scores()),
        None => println!("unfinished at the cap"),
    }
    Ok(())
}

/// A stop of the tour.
const fn stop<G>(
    position: Option<&'static str>,
    (legal, refused): (&'static str, &'static str),
    perft: (u32, &'static str),
    iterations: u32,
) -> Stop<G> {
    Stop {
        position,
        legal,
        refused,
        perft,
        iterations,
        game: std::marker::PhantomData,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The start of linja.md §3 with Black to act (the first-player draw already made).
    tour::<Linja>(&stop(
        Some("6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init"),
        ("2-3", "5-6"),
        (4, "the counts of linja.md §9: 7 / 43 / 301 / 1,849"),
        300,
    ))?;
    // Red to move with a throw of 2 points, every piece at home (bul.md §14 notation): Red
    // enters a piece two spaces in.
    tour::<Bul>(&stop(
        Some("R:2 | home R5 B5 | - | dead R0 B0"),
        ("0-2", "0-3"),
        (2, "one entry, then Blue's throw of 5 outcomes (bul.md §3)"),
        200,
    ))?;
    // The standard opening, 2 players, Black to move (abalone.md §3.1): 44 moves.
    tour::<Abalone>(&stop(
        None,
        ("a1b2", "a1b2"),
        (3, "the counts of abalone.md §9.3: 44 / 1,936 / 98,912"),
        100,
    ))?;
    // The standard start with A to act (agon.md §3.1; the first-player draw made): 27 moves.
    tour::<Agon>(&stop(
        Some(
            "A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28",
        ),
        ("5:4-5:3", "5:4-5:3"),
        (3, "the counts of agon.md §13: 27 / 713 / 18,417"),
        100,
    ))?;
    Ok(())
}
