//! Opponent-model search with three seats (Carmel & Markovitch 1996; docs/ai.md "Search"), on
//! three-seat Nim, whose values follow from its rules by hand.
//!
//! The model: an opponent plays the move its own evaluation rates best one ply ahead. Nim
//! evaluates every unfinished position as 0, so an opponent empties a pile of 1–3 (its win)
//! and otherwise plays its first legal move, taking 1.

mod common;
use common::{M, Nim};

use jokoak_core::search::WIN;
use jokoak_core::{AlphaBeta, Limits, MultiPlayer, Player, SearchReport};

fn searcher(depth: u32, multiplayer: MultiPlayer) -> AlphaBeta<Nim> {
    let mut search = AlphaBeta::new(Limits::depth(depth));
    search.multiplayer = multiplayer;
    search
}

/// Seat 0 to move from a pile of `pile`, searched to `depth` plies.
fn search(pile: u8, depth: u32, multiplayer: MultiPlayer) -> SearchReport<M> {
    searcher(depth, multiplayer).search(&Nim::new(pile, 3), Player(0), None)
}

#[test]
fn opponent_model_search_wins_against_the_modelled_players() {
    // Seat 0 leaves x. Seat 1 wins if x ≤ 3, else leaves x − 1; seat 2 wins if x − 1 ≤ 3,
    // else leaves x − 2; seat 0 empties it if x − 2 ≤ 3. So seat 0 wins in one round exactly
    // when it leaves 5: from 6, 7 and 8 it takes pile − 5 and wins at ply 4.
    for pile in [6u8, 7, 8] {
        let r = search(pile, 6, MultiPlayer::OpponentModel);
        assert_eq!(
            (r.best, r.score),
            (Some(M(pile - 5)), WIN - 4),
            "pile {pile}"
        );
        // The principal variation is the modelled game: seat 1 and seat 2 take 1 each.
        assert_eq!(r.pv, vec![M(pile - 5), M(1), M(1), M(3)], "pile {pile}");
    }
}

#[test]
fn opponent_model_search_prefers_the_longest_modelled_loss() {
    // From 5 every move loses: leaving 3 or 2, seat 1 empties the pile at ply 2; leaving 4,
    // seat 1 takes 1 and seat 2 empties the pile at ply 3.
    let r = search(5, 6, MultiPlayer::OpponentModel);
    assert_eq!((r.best, r.score), (Some(M(1)), -WIN + 3));
}

#[test]
fn the_three_searches_read_the_same_pile_differently() {
    // From 6: best-reply search plays the two-seat game (leave a multiple of 4: take 2, win at
    // ply 3); paranoid search lets both opponents play against seat 0 and sees every move
    // lose (after taking 1, seat 1 leaves 3 for seat 2; after 2 or 3, seat 1 leaves 3 or
    // empties the pile); opponent-model search takes 1 and wins at ply 4.
    let mut brs = AlphaBeta::new(Limits::depth(6));
    brs.multiplayer = MultiPlayer::BestReply;
    let r = brs.search(&Nim::new(6, 3).out_of_turn(), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(2)), WIN - 3));
    let r = search(6, 6, MultiPlayer::Paranoid);
    assert!(r.score < 0, "paranoid {r:?}");
    let r = search(6, 6, MultiPlayer::OpponentModel);
    assert_eq!((r.best, r.score), (Some(M(1)), WIN - 4));
}

#[test]
fn opponent_model_search_deepens_by_whole_rounds() {
    // From 40 stones no line of 8 plies ends the game: every iteration completes. Rounds of
    // three plies: depths 3 and 6 for limits 6, 7 and 8; a limit below one round searches
    // ply by ply.
    let depth = |limit: u32| search(40, limit, MultiPlayer::OpponentModel).depth;
    assert_eq!(depth(8), 6);
    assert_eq!(depth(6), 6);
    assert_eq!(depth(5), 3);
    assert_eq!(depth(2), 2);
}

#[test]
fn a_search_for_another_seat_leaves_nothing_behind() {
    // The table of a search for seat 1 holds seat 1's own best moves, which a later search
    // for seat 0 would read as seat 1's modelled moves: the searcher starts afresh.
    for pile in [6u8, 7, 8] {
        let mut reused = searcher(9, MultiPlayer::OpponentModel);
        let seat_1 = Nim {
            pile: pile + 5,
            turn: 1,
            ..Nim::new(0, 3)
        };
        reused.search(&seat_1, Player(1), None);
        let again = reused.search(&Nim::new(pile, 3), Player(0), None);
        let fresh = search(pile, 9, MultiPlayer::OpponentModel);
        assert_eq!(
            (again.best, again.score),
            (fresh.best, fresh.score),
            "pile {pile}"
        );
    }
}
