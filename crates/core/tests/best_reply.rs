//! Best-reply search with three seats (Schadd & Winands 2011; docs/ai.md "Search"), on a game
//! whose values follow from its rules by hand.

use jokoak_core::search::WIN;
use jokoak_core::{AlphaBeta, Evaluate, Game, Limits, Outcome, Player, Probability, ToMove};

/// Three-seat Nim that can be played out of turn: take 1–3 stones; whoever takes the last
/// stone wins. Moves are the stones taken (`u8` parses and prints them).
#[derive(Clone, Debug)]
struct Nim3 {
    pile: u8,
    turn: u8,
    last: u8,
}

#[derive(Debug, thiserror::Error)]
#[error("illegal")]
struct Illegal;

impl Game for Nim3 {
    type Move = u8;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        3
    }
    fn to_move(&self) -> ToMove {
        if self.pile == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.turn))
        }
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.extend(1..=3.min(self.pile));
    }
    fn chance_outcomes(&self, _: &mut Vec<(u8, Probability)>) {}
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        if self.pile == 0 || *mv == 0 || *mv > 3.min(self.pile) {
            return Err(Illegal);
        }
        self.pile -= mv;
        self.last = self.turn;
        self.turn = (self.turn + 1) % 3;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0)
            .then(|| Outcome::win(3, Player(self.last)).ok())
            .flatten()
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.pile) << 8 | u64::from(self.turn)
    }
}

impl Evaluate for Nim3 {
    const FEATURES: &'static [&'static str] = &[];
    const WEIGHTS: &'static [i32] = &[];
    fn features(&self, _: Player, _: &mut [i32]) {}
    fn with_mover(&self, seat: Player) -> Option<Self> {
        Some(Nim3 {
            turn: seat.0,
            ..self.clone()
        })
    }
}

fn search(pile: u8, best_reply: bool) -> (Option<u8>, i32) {
    let mut search = AlphaBeta::new(Limits::depth(7));
    search.best_reply = best_reply;
    let report = search.search(
        &Nim3 {
            pile,
            turn: 0,
            last: 0,
        },
        Player(0),
        None,
    );
    (report.best, report.score)
}

#[test]
fn best_reply_search_plays_three_seat_nim_as_two_seat_nim() {
    // Under best-reply search seat 0 meets one reply of either opponent between two of its
    // own moves: the two-seat game. A pile that is not a multiple of 4 is won by leaving a
    // multiple of 4; each later round of two plies removes 4, so the win comes at ply
    // 2·⌊pile/4⌋ + 1.
    for pile in [1u8, 2, 3, 5, 6, 7] {
        let rounds = i32::from(pile / 4);
        assert_eq!(
            search(pile, true),
            (Some(pile % 4), WIN - (2 * rounds + 1)),
            "pile {pile}"
        );
    }
}

#[test]
fn paranoid_search_of_the_same_pile_sees_a_loss() {
    // Paranoid search lets both opponents move in turn: from 5, taking 3 or 2 leaves a pile
    // seat 1 empties, and taking 1 leaves 4, from which seat 1 takes 1 and seat 2 the last 3.
    // Seat 0 shares the last two places with seat 1: utility ¼, a score below 0.
    let (_, score) = search(5, false);
    assert!(score < 0 && score > -WIN, "{score}");
    // Best-reply search instead wins from 5 (the test above).
    assert!(search(5, true).1 > 0);
}
