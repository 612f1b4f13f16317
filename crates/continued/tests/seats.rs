//! Seats are checked (issue 13 item 11): what one seat observes, a determinization for it and
//! a search for it are refused for a seat the match does not have (seats are 0..players,
//! to-be-continued.md §1), instead of answering as if the seat existed.

use jokoak_continued::{Continued, Options};
use jokoak_core::{Game, Mcts, Observe, Player, rng_from_seed};

#[test]
fn a_seat_the_match_does_not_have_is_refused() {
    let mut game = Continued::with_first(Options::default(), 3, 0).unwrap();
    // Past the start-tile and deal chance nodes, to seat 0's first decision.
    let mut rng = rng_from_seed(5);
    while game.to_move().player().is_none() {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        let (mv, _) = outcomes[jokoak_core::random_index(outcomes.len(), &mut rng)];
        game.play(&mv).unwrap();
    }
    for seat in [3, 6, 9, 255] {
        assert_eq!(game.observation(Player(seat)), None, "seat {seat}");
        assert!(
            game.determinize_for(Player(seat), &mut rng).is_none(),
            "seat {seat}"
        );
        let search = Mcts::<Continued>::new(50);
        assert_eq!(
            search.search(&game, Player(seat), &mut rng),
            None,
            "seat {seat}"
        );
    }
    for seat in 0..3 {
        assert!(game.observation(Player(seat)).is_some());
        assert!(game.determinize_for(Player(seat), &mut rng).is_some());
    }
    assert!(
        Mcts::<Continued>::new(50)
            .search(&game, Player(0), &mut rng)
            .is_some()
    );
}
