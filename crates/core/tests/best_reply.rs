//! Best-reply search with three seats (Schadd & Winands 2011; docs/ai.md "Search"), on a game
//! whose values follow from its rules by hand.

mod common;
use common::{M, Nim};

use jokoak_core::search::WIN;
use jokoak_core::{AlphaBeta, Limits, MultiPlayer, Player};

/// Alpha-beta to depth 7 from a pile of `pile`, seat 0 to move in three-seat Nim that can be
/// played out of turn: the best move and its score.
fn search(pile: u8, best_reply: bool) -> (Option<M>, i32) {
    let mut search = AlphaBeta::new(Limits::depth(7));
    search.multiplayer = if best_reply {
        MultiPlayer::BestReply
    } else {
        MultiPlayer::Paranoid
    };
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
    // Seat 0 takes no share of the win (Outcome::win_share): a loss, at ply 3 at the latest,
    // which the paranoid seat 0 prefers to the losses at ply 2.
    let (_, score) = search(5, false);
    assert_eq!(score, -WIN + 3);
    // Best-reply search instead wins from 5 (the test above).
    assert!(search(5, true).1 > 0);
}

#[test]
fn best_reply_search_deepens_by_whole_rounds() {
    // From 40 stones no line of 7 plies (at most 21 stones) ends the game, so every iteration
    // completes. Best-reply search searches depths 2, 4 and 6 (its own move and the best
    // reply, each time), never a horizon right after its own move; paranoid search 1 to 7.
    let depth = |limit: u32, best_reply: bool| {
        let mut search = AlphaBeta::new(Limits::depth(limit));
        search.multiplayer = if best_reply {
            MultiPlayer::BestReply
        } else {
            MultiPlayer::Paranoid
        };
        let report = search.search(&Nim::new(40, 3).out_of_turn(), Player(0), None);
        report.depth
    };
    assert_eq!(depth(7, true), 6);
    assert_eq!(depth(6, true), 6);
    assert_eq!(depth(7, false), 7);
    // A single ply asked for is a single ply searched.
    assert_eq!(depth(1, true), 1);
}
