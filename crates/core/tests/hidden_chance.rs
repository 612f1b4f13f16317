//! MCTS on determinizations branches only on the chance outcomes the searching seat sees
//! ([`Game::sees_chance_outcome`]): a toy game where knowing a hidden card would pay.

mod common;
use common::{CardGuess, M};

use jokoak_core::{Agent, AgentContext, AlphaBeta, Greedy, Limits, Mcts, Player, rng_from_seed};

/// Seat 0 takes a draw (`0`) or gambles (`1`): a card hidden from seat 0, which then names
/// it. Seat 0 cannot know the card, so a gamble is worth 1/3 to it and the draw ½: the draw is
/// right. A search that let seat 0's guess depend on the card would value the gamble at 1.
fn gamble() -> CardGuess {
    CardGuess::new(Player(0))
}

#[test]
fn a_hidden_card_is_not_known_to_the_later_guess() {
    for seed in 0..4 {
        let (best, stats) = Mcts::new(4000)
            .search_with_stats(&gamble(), Player(0), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(best, M(0), "seed {seed}: the draw, not the gamble");
        // The gamble's mean value tends to 1/3 (a blind guess), far below a clairvoyant 1.
        let gamble = stats.iter().find(|s| s.mv == M(1)).unwrap();
        assert!(gamble.mean_value < 0.45, "seed {seed}: {gamble:?}");
    }
}

#[test]
fn a_public_card_is_known_to_the_later_guess() {
    // The same game with the card face up: the guess can follow it, the gamble wins.
    let mut face_up = gamble();
    face_up.face_up = true;
    for seed in 0..4 {
        let best = Mcts::new(4000).search(&face_up, Player(0), &mut rng_from_seed(seed));
        assert_eq!(
            best,
            Some(M(1)),
            "seed {seed}: the gamble, guessed with the card seen"
        );
    }
}

common::no_evaluation!(CardGuess);

#[test]
fn a_seat_not_to_move_gets_no_move_from_a_determinizing_agent() {
    // Seat 0 chooses first: seat 1 has no move to make. The agents that vote over
    // determinizations (PIMC) listed seat 0's moves and answered with the first of them.
    let ctx = AgentContext {
        seat: Player(1),
        remaining: None,
    };
    let mut agents: Vec<Box<dyn Agent<CardGuess>>> = vec![
        Box::new(AlphaBeta::new(Limits::depth(2))),
        Box::new(Greedy::new()),
        Box::new(Mcts::new(100)),
    ];
    for agent in &mut agents {
        let mv = agent.choose(&gamble(), &ctx, &mut rng_from_seed(0));
        assert_eq!(mv, None, "{}", agent.name());
        // Seat 0, to move, gets one of its two moves.
        let own = AgentContext {
            seat: Player(0),
            remaining: None,
        };
        let mv = agent.choose(&gamble(), &own, &mut rng_from_seed(0));
        assert!(matches!(mv, Some(M(0 | 1))), "{}", agent.name());
    }
}
