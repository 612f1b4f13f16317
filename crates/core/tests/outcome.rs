//! Bad outcomes cannot be built (issue 13 item 10): the fields are private and every
//! constructor refuses what is not a result, so `summary`, `utility` and the records never
//! meet one.

use jokoak_core::{Outcome, OutcomeError, Player, Ranking};

#[test]
fn scores_and_places_of_different_lengths_are_refused() {
    // Was `Outcome { scores: vec![1, 2], places: vec![1] }`, whose summary panicked.
    assert_eq!(
        Outcome::with_places(vec![1, 2], vec![1]),
        Err(OutcomeError::Lengths {
            scores: 2,
            places: 1
        })
    );
}

#[test]
fn places_must_be_a_competition_ranking() {
    for places in [
        vec![1, 3],
        vec![2, 2],
        vec![0, 1],
        vec![1, 1, 2],
        vec![1, 2, 2, 3],
    ] {
        let scores = vec![0; places.len()];
        assert_eq!(
            Outcome::with_places(scores, places.clone()),
            Err(OutcomeError::Places(places.clone()))
        );
    }
    // Ties share a place and the next place skips: [1, 1, 3], [3, 1, 1], [1, 2, 2], [2, 3, 1].
    for places in [vec![1, 1, 3], vec![3, 1, 1], vec![1, 2, 2], vec![2, 3, 1]] {
        let o = Outcome::with_places(vec![0; places.len()], places.clone()).unwrap();
        assert_eq!(o.places(), places.as_slice());
    }
}

#[test]
fn ranked_refuses_more_seats_than_a_place_can_hold() {
    // 300 seats overflowed the u8 place (a panic in debug, a wrap in release).
    assert_eq!(
        Outcome::ranked(vec![0; 300], Ranking::HigherWins),
        Err(OutcomeError::TooManySeats(300))
    );
    assert_eq!(
        Outcome::ranked(Vec::new(), Ranking::HigherWins),
        Err(OutcomeError::NoSeats)
    );
    // 255 distinct scores, higher wins: seat i (score i) has 254 − i seats above it.
    let o = Outcome::ranked((0..255).collect(), Ranking::HigherWins).unwrap();
    assert_eq!(o.places()[0], 255);
    assert_eq!(o.places()[254], 1);
    assert_eq!(
        o.summary(&[]).split(' ').next().unwrap().split('>').count(),
        255
    );
}

#[test]
fn a_winner_must_be_a_seat() {
    // Was a draw: nobody got score 1.
    assert_eq!(
        Outcome::win(2, Player(5)),
        Err(OutcomeError::NoSuchSeat {
            winner: Player(5),
            last: 1
        })
    );
    assert_eq!(Outcome::draw(0), Err(OutcomeError::NoSeats));
    let o = Outcome::win(2, Player(1)).unwrap();
    assert_eq!((o.scores(), o.places()), (&[0, 1][..], &[2, 1][..]));
}

#[cfg(feature = "serde")]
#[test]
fn a_bad_outcome_does_not_deserialise() {
    let good: Outcome = serde_json::from_str(r#"{"scores":[43,42],"places":[1,2]}"#).unwrap();
    assert_eq!(
        good,
        Outcome::ranked(vec![43, 42], Ranking::HigherWins).unwrap()
    );
    for bad in [
        r#"{"scores":[1,2],"places":[1]}"#,
        r#"{"scores":[1,2],"places":[1,3]}"#,
        r#"{"scores":[],"places":[]}"#,
    ] {
        assert!(serde_json::from_str::<Outcome>(bad).is_err(), "{bad}");
    }
}
