//! MO-ISMCTS ([`Mcts::with_multiple_observers`]): another seat's choice cannot depend on a
//! card only the searching seat sees, on a toy game whose values follow by hand.

mod common;
use common::{CardGuess, M};

use jokoak_core::{Mcts, Player, rng_from_seed};

/// Seat 0 stops (`0`, a draw) or takes a card (`1`), seen by seat 0 alone; seat 1 then names
/// it. Seat 1 cannot see the card, so whatever it names it is right one time in three: taking a
/// card is worth 2/3 to seat 0, more than the draw's ½. In the searching seat's single tree
/// seat 1's guess sits below the card seat 0 saw, and UCB learns to name it: the card then
/// looks lost.
fn guess() -> CardGuess {
    CardGuess::new(Player(1))
}

#[test]
fn the_other_seat_guesses_without_the_card() {
    for seed in 0..4 {
        let (best, stats) = Mcts::new(4000)
            .with_multiple_observers()
            .search_with_stats(&guess(), Player(0), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(best, M(1), "seed {seed}: the card");
        // Seat 1's best blind guess is right one time in three.
        let card = stats.iter().find(|s| s.mv == M(1)).unwrap();
        assert!(
            (card.mean_value - 2.0 / 3.0).abs() < 0.06,
            "seed {seed}: {card:?}"
        );
    }
}

#[test]
fn in_one_tree_the_other_seat_guesses_with_the_card() {
    for seed in 0..4 {
        let best = Mcts::new(4000).search(&guess(), Player(0), &mut rng_from_seed(seed));
        assert_eq!(best, Some(M(0)), "seed {seed}: the draw");
    }
}
