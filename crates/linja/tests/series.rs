//! A series' state in the notation (R13; docs/linja.md "Notation"): the `gameN:P:Q` tokens of
//! the games finished before the current one read back exactly.

use jokoak_core::{Game, Match, Player, Settings, random_playout, rng_from_seed};
use jokoak_linja::{Linja, Options};

/// A finished board: Black's twelve pieces at their goal, 12 × 5 = 60 points (R11); Red's six
/// on space 0 (30), four on space 1 (12), one on space 2 (2) and one on space 6 (0): 44.
const FINISHED: &str = "0:6/0:4/0:1/0:0/0:0/0:0/0:1/12:0 -";
const START_B: &str = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init";

fn series(games: u32) -> Settings {
    Settings::new("standard", 2).with("match_games", &games.to_string())
}

#[test]
fn the_last_game_of_a_series_ends_the_match_with_the_summed_points() {
    let text = format!("{FINISHED} game1:30:20 game2:10:40");
    let m = Match::<Linja>::parse(&text, &series(3)).unwrap();
    assert!(m.is_over());
    // R13: totals 30 + 10 + 60 = 100 for Black, 20 + 40 + 44 = 104 for Red: Red wins.
    let outcome = m.outcome().unwrap();
    assert_eq!(outcome.scores(), &[100, 104]);
    assert!(outcome.is_first(Player(1)), "Red, seat 1, wins");
    assert_eq!(m.played().len(), 3);
    assert_eq!(m.state().games(), &[[30, 20], [10, 40]]);
    assert_eq!(m.to_string(), text);
    // The same board with one game before it: the series goes on to its third game.
    let m = Match::<Linja>::parse(&format!("{FINISHED} game1:30:20"), &series(3)).unwrap();
    assert!(!m.is_over());
    assert_eq!(m.played().len(), 2);
    assert_eq!(m.state().games(), &[[30, 20], [60, 44]]);
}

#[test]
fn a_game_in_a_series_keeps_its_tokens_through_a_move() {
    let mut m = Match::<Linja>::parse(&format!("{START_B} game1:20:14"), &series(3)).unwrap();
    m.play(&"0-1".parse().unwrap()).unwrap();
    // linja.md E1: space 1 held 2 pieces, a second step of 2 follows.
    assert_eq!(
        m.to_string(),
        "5:0/2:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2 game1:20:14"
    );
    // The single game reads the tokens and leaves them to the match.
    let options = Options { match_games: 3 };
    let (game, games) = Linja::parse_in_series(&m.to_string(), &options).unwrap();
    assert_eq!(
        game.to_string(),
        "5:0/2:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2"
    );
    assert_eq!(games.games(), &[[20, 14]]);
}

#[test]
fn bad_series_tokens_are_refused_by_name() {
    let options = Options { match_games: 3 };
    for (text, part) in [
        (
            format!("{START_B} game2:1:1"),
            "`game2:1:1` is not `game1:P:Q`",
        ),
        (
            format!("{START_B} game1:1:1 game3:1:1"),
            "`game3:1:1` is not `game2:P:Q`",
        ),
        (format!("{START_B} game1:61:0"), "points 0 to 60"),
        (format!("{START_B} game1:1"), "`game1:1`"),
        (format!("{START_B} game1:1:1:1"), "`game1:1:1:1`"),
        (
            format!("{START_B} game1:1:1 game2:1:1 game3:1:1"),
            "3 finished games",
        ),
        (format!("{START_B} game1:1:1 init"), "unexpected token"),
    ] {
        let e = Linja::parse(&text, &options).unwrap_err().to_string();
        assert!(e.contains(part), "{text}: {e}");
    }
    // A single game has no series tokens.
    let e = Linja::parse(&format!("{START_B} game1:1:1"), &Options::default()).unwrap_err();
    assert!(
        e.to_string()
            .contains("1 finished games before this one in a series of 1")
    );
}

#[test]
fn every_state_of_a_random_series_reads_back_as_the_same_match() {
    for seed in 0..4 {
        let mut m = Match::<Linja>::parse(START_B, &series(3)).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut plies = 0;
        while !m.is_over() && plies < 3000 {
            random_playout(&mut m, &mut rng, 1);
            plies += 1;
            let back = Match::<Linja>::parse(&m.to_string(), &series(3)).unwrap();
            assert_eq!(back.to_string(), m.to_string());
            assert_eq!(back.played(), m.played());
            assert_eq!(back.state(), m.state());
            assert_eq!(back.is_over(), m.is_over());
        }
        assert!(m.is_over(), "seed {seed}: the series ends");
        assert_eq!(m.state().games().len(), 2, "two games before the last");
    }
}
