//! Best-reply search with three seats (Schadd & Winands 2011; docs/ai.md "Search"), on a game
//! whose values follow from its rules by hand.

mod common;
use common::{M, Nim};

use jokoak_core::search::WIN;
use jokoak_core::{AlphaBeta, Limits, Player};

/// Alpha-beta to depth 7 from a pile of `pile`, seat 0 to move in three-seat Nim that can be
/// played out of turn: the best move and its score.
fn search(pile: u8, best_reply: bool) -> (Option<M>, i32) {
    let mut search = AlphaBeta::new(Limits::depth(7));
    search.best_reply = best_reply;
    let report = search.search(&Nim::new(pile, 3).out_of_turn(), Player(0), None);
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
            (Some(M(pile % 4)), WIN - (2 * rounds + 1)),
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
