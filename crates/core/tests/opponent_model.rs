//! Opponent-model search with three seats (Carmel & Markovitch 1996; docs/ai.md "Search"), on
//! three-seat Nim, whose values follow from its rules by hand.
//!
//! The model: an opponent plays one of the `model_width` moves its own evaluation rates best
//! one ply ahead, the worst of them for the searching seat. Nim evaluates every unfinished
//! position as 0, so with width 1 an opponent empties a pile of 1–3 (its win) and otherwise
//! plays its first legal move, taking 1; with width 2 it may also take 2, or take 1 where it
//! could win; with width 3 (the default) it may take any of 1, 2 and 3.

mod common;
use common::{M, Nim};

use jokoak_core::search::WIN;
use jokoak_core::{AlphaBeta, Limits, MultiPlayer, Player, SearchReport};

/// A searcher whose opponent model is the single greedy move (width 1).
fn searcher(depth: u32, multiplayer: MultiPlayer) -> AlphaBeta<Nim> {
    let mut search = AlphaBeta::new(Limits::depth(depth));
    search.multiplayer = multiplayer;
    search.model_width = 1;
    search
}

/// Seat 0 to move from a pile of `pile`, searched to `depth` plies with each opponent's two
/// best moves as its model.
fn search_wide(pile: u8, depth: u32) -> SearchReport<M> {
    let mut search = AlphaBeta::<Nim>::new(Limits::depth(depth));
    search.model_width = 2;
    search.search(&Nim::new(pile, 3), Player(0), None)
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

#[test]
fn two_modelled_moves_take_the_worse_for_the_searching_seat() {
    // From 6, width 2: leaving 5, seat 1 may take 2 and leave 3, which seat 2 empties at ply
    // 3; leaving 4, seat 1 takes 1 or 2 and seat 2 empties 3 or 2 at ply 3; leaving 3, seat 1
    // empties it at ply 2. The one-move model's win at ply 4 (above) is gone: the best is
    // the loss at ply 3.
    let r = search_wide(6, 6);
    assert_eq!(r.score, -WIN + 3);
    // The principal variation is the line of that score: take 1 (5 left), seat 1 takes 2
    // (its second modelled move, the worse for seat 0), seat 2 empties the pile.
    assert_eq!(r.pv, vec![M(1), M(2), M(3)]);
    // Width 0 counts as 1.
    let mut zero = searcher(6, MultiPlayer::OpponentModel);
    zero.model_width = 0;
    let r = zero.search(&Nim::new(6, 3), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(1)), WIN - 4));
}

#[test]
fn two_modelled_moves_find_the_longest_loss_a_round_later() {
    // From 7, width 2: taking 3 or 2 leaves 4 or 5, and seat 1 can leave 3 or 2 for seat 2,
    // who empties it at ply 3. Taking 1 leaves 6: seat 1 takes 1 (5) or 2 (4); from 4 seat 2
    // can only leave 3 or 2 and seat 0 wins; from 5 seat 2 takes 1 and leaves 4, from which
    // every move of seat 0 leaves 1–3 for seat 1, who empties the pile at ply 5.
    let r = search_wide(7, 6);
    assert_eq!((r.best, r.score), (Some(M(1)), -WIN + 5));
    // With the one-move model the same pile is a win at ply 4 (take 2, leave 5).
    let r = search(7, 6, MultiPlayer::OpponentModel);
    assert_eq!((r.best, r.score), (Some(M(2)), WIN - 4));
}

#[test]
fn three_modelled_moves_hold_every_move_of_nim() {
    // Width 3, the default: the model holds every move of Nim (take 1, 2 or 3), so from 7
    // whatever seat 0 leaves (6, 5 or 4) seat 1 can leave 3, which seat 2 empties at ply 3,
    // where two modelled moves kept seat 0's loss to ply 5 (above). Of equal moves the first
    // (take 1) is kept; then seat 1 takes 3 and seat 2 the last 3.
    let mut search = AlphaBeta::<Nim>::new(Limits::depth(6));
    assert_eq!(search.model_width, 3);
    let r = search.search(&Nim::new(7, 3), Player(0), None);
    assert_eq!((r.best, r.score), (Some(M(1)), -WIN + 3));
    assert_eq!(r.pv, vec![M(1), M(3), M(3)]);
}
