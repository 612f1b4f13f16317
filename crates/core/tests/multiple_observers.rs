//! MO-ISMCTS ([`Mcts::with_multiple_observers`]): another seat's choice cannot depend on a
//! card only the searching seat sees, on a toy game whose values follow by hand.

mod common;
use common::{Illegal, M};

use jokoak_core::{Game, Mcts, Outcome, Player, Probability, ToMove, rng_from_seed};

/// Seat 0 stops (`0`, a draw) or takes a card (`1`): one of three, equally likely, seen by
/// seat 0 alone. Seat 1 then names a card (`0`–`2`): right, seat 1 wins; wrong, seat 0 wins.
/// Seat 1 cannot see the card, so whatever it names it is right one time in three: taking a
/// card is worth 2/3 to seat 0, more than the draw's ½. In the searching seat's single tree
/// seat 1's guess sits below the card seat 0 saw, and UCB learns to name it: the card then
/// looks lost.
#[derive(Clone, Debug, Default)]
struct Guess {
    plies: Vec<u8>,
}

impl Game for Guess {
    type Move = M;
    type Error = Illegal;
    const HIDDEN_INFORMATION: bool = true;

    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.plies.as_slice() {
            [] => ToMove::Player(Player(0)),
            [1] => ToMove::Chance,
            [1, _] => ToMove::Player(Player(1)),
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.to_move() {
            ToMove::Player(Player(0)) => out.extend([M(0), M(1)]),
            ToMove::Player(_) => out.extend([M(0), M(1), M(2)]),
            _ => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if self.to_move() == ToMove::Chance {
            out.extend((0..3).map(|c| (M(c), Probability::ratio(1, 3))));
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        let fits = match self.to_move() {
            ToMove::Player(Player(0)) => mv.0 <= 1,
            ToMove::Player(_) | ToMove::Chance => mv.0 <= 2,
            ToMove::Over => false,
        };
        if !fits {
            return Err(Illegal);
        }
        self.plies.push(mv.0);
        Ok(())
    }
    /// The card goes to seat 0: only seat 0 sees it.
    fn sees_chance_outcome(&self, seat: Player) -> bool {
        seat == Player(0)
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.plies.as_slice() {
            [0] => Outcome::draw(2).ok(),
            [1, card, guess] => Outcome::win(2, Player(u8::from(card == guess))).ok(),
            _ => None,
        }
    }
}

#[test]
fn the_other_seat_guesses_without_the_card() {
    for seed in 0..4 {
        let (best, stats) = Mcts::new(4000)
            .with_multiple_observers()
            .search_with_stats(&Guess::default(), Player(0), &mut rng_from_seed(seed))
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
        let best = Mcts::new(4000).search(&Guess::default(), Player(0), &mut rng_from_seed(seed));
        assert_eq!(best, Some(M(0)), "seed {seed}: the draw");
    }
}
