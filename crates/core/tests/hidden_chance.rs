//! MCTS on determinizations branches only on the chance outcomes the searching seat sees
//! ([`Game::sees_chance_outcome`]): a toy game where knowing a hidden card would pay.

mod common;
use common::{Illegal, M};

use jokoak_core::{Game, Mcts, Outcome, Player, Probability, ToMove, rng_from_seed};

/// Seat 0 takes a draw (`0`) or gambles (`1`). A gamble deals seat 1 one of three cards,
/// equally likely and hidden from seat 0, and seat 0 then names a card (`0`–`2`): right, seat 0
/// wins; wrong, seat 1 wins. Seat 0 cannot know the card, so a gamble is worth 1/3 to it and
/// the draw ½: the draw is right. A search that let seat 0's guess depend on the card would
/// value the gamble at 1.
#[derive(Clone, Debug, Default)]
struct Gamble {
    plies: Vec<u8>,
}

impl Game for Gamble {
    type Move = M;
    type Error = Illegal;
    const HIDDEN_INFORMATION: bool = true;

    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.plies.as_slice() {
            [] | [1, _] => ToMove::Player(Player(0)),
            [1] => ToMove::Chance,
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.plies.len() {
            0 => out.extend([M(0), M(1)]),
            2 => out.extend([M(0), M(1), M(2)]),
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
            ToMove::Player(_) => mv.0 <= if self.plies.is_empty() { 1 } else { 2 },
            ToMove::Chance => mv.0 <= 2,
            ToMove::Over => false,
        };
        if !fits {
            return Err(Illegal);
        }
        self.plies.push(mv.0);
        Ok(())
    }
    /// The card goes to seat 1: only seat 1 sees it.
    fn sees_chance_outcome(&self, seat: Player) -> bool {
        seat == Player(1)
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.plies.as_slice() {
            [0] => Outcome::draw(2).ok(),
            [1, card, guess] => Outcome::win(2, Player(u8::from(card != guess))).ok(),
            _ => None,
        }
    }
}

#[test]
fn a_hidden_card_is_not_known_to_the_later_guess() {
    for seed in 0..4 {
        let (best, stats) = Mcts::new(4000)
            .search_with_stats(&Gamble::default(), Player(0), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(best, M(0), "seed {seed}: the draw, not the gamble");
        // The gamble's mean value tends to 1/3 (a blind guess), far below a clairvoyant 1.
        let gamble = stats.iter().find(|s| s.mv == M(1)).unwrap();
        assert!(gamble.mean_value < 0.45, "seed {seed}: {gamble:?}");
    }
}

#[test]
fn a_public_card_is_known_to_the_later_guess() {
    /// The same game with the card face up: the guess can follow it, the gamble wins.
    #[derive(Clone, Debug, Default)]
    struct FaceUp(Gamble);
    impl Game for FaceUp {
        type Move = M;
        type Error = Illegal;
        const HIDDEN_INFORMATION: bool = true;
        fn num_players(&self) -> usize {
            2
        }
        fn to_move(&self) -> ToMove {
            self.0.to_move()
        }
        fn legal_moves(&self, out: &mut Vec<M>) {
            self.0.legal_moves(out);
        }
        fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
            self.0.chance_outcomes(out);
        }
        fn play(&mut self, mv: &M) -> Result<(), Illegal> {
            self.0.play(mv)
        }
        fn outcome(&self) -> Option<Outcome> {
            self.0.outcome()
        }
    }
    for seed in 0..4 {
        let best = Mcts::new(4000).search(&FaceUp::default(), Player(0), &mut rng_from_seed(seed));
        assert_eq!(
            best,
            Some(M(1)),
            "seed {seed}: the gamble, guessed with the card seen"
        );
    }
}
