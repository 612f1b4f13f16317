//! Properties over reachable states (DESIGN §4): tile conservation, viable ends, notation
//! round-trips, "play ⇔ listed", and determinizations that agree with their observation.

mod common;
use common::x6;

use jokoak_continued::{Continued, DesignRule, EndId, Node, Options, TableSize, TileCounts};
use jokoak_core::testkit::{assert_play_iff_listed, reachable, reachable_with_foreign_move};
use jokoak_core::{Game, Observe, Player, ToMove, rng_from_seed};
use proptest::prelude::*;

/// Options: both matching rules, the default and smaller tables, corners buried or not.
fn options() -> impl Strategy<Value = Options> {
    (any::<bool>(), 0usize..3, any::<bool>()).prop_map(|(strict, table, bury)| Options {
        design: if strict {
            DesignRule::Strict
        } else {
            DesignRule::MultiWild
        },
        table: [(21, 15), (13, 9), (9, 7)].map(|(w, h)| TableSize::new(w, h).unwrap())[table],
        bury_corner_start: bury,
        ..Options::default()
    })
}

/// Reachable states of matches of 2 to 6 players (a match is about 500 plies), under the
/// default options two times in three, else under random ones.
fn states() -> impl Strategy<Value = Continued> {
    let opts = prop_oneof![2 => Just(Options::default()), 1 => options()];
    (2usize..=6, opts).prop_flat_map(|(n, o)| reachable(Continued::new(o, n).unwrap(), 700))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// §1, §8: the 72 tiles are always on the table, in hands or in the pile.
    #[test]
    fn all_72_tiles_accounted_for(g in states()) {
        let mut all = g.on_table().plus(&g.pile());
        for s in 0..g.num_players() {
            all = all.plus(&g.hand(Player(s as u8)));
        }
        prop_assert_eq!(all, TileCounts::STANDARD);
        prop_assert_eq!(all.total(), 72);
    }

    /// §3.1, §5 rule 3: in every reachable position with a line, both ends are viable.
    #[test]
    fn both_ends_always_viable(g in states()) {
        if g.ends().is_some() && g.node() != Node::Over {
            prop_assert!(g.end_viable(EndId::E0), "End0 in `{}`", g);
            prop_assert!(g.end_viable(EndId::E1), "End1 in `{}`", g);
        }
    }

    /// docs/notation.md: print then parse gives the same state.
    #[test]
    fn position_notation_round_trips(g in states()) {
        let text = g.to_string();
        let back = Continued::parse(&text, g.options());
        prop_assert_eq!(back, Ok(g));
    }

    /// A move is playable exactly when it is listed; a refused move changes nothing.
    #[test]
    fn play_iff_listed((g, mv) in (2usize..=6).prop_flat_map(|n| {
        reachable_with_foreign_move(Continued::new(Options::default(), n).unwrap(), 700)
    })) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&g, &mv);
        }
    }

    /// A determinized state agrees with the observation it came from, and is itself a valid
    /// position (its notation parses, so the turn so far is consistent with the new hands).
    #[test]
    fn determinization_agrees_with_the_observation(g in states(), seed in any::<u64>(), who in 0u8..6) {
        let seat = Player(who % g.num_players() as u8);
        let mut rng = rng_from_seed(seed);
        let d = g.determinize_for(seat, &mut rng).unwrap();
        prop_assert_eq!(d.observation(seat), g.observation(seat));
        prop_assert_eq!(d.hand(seat), g.hand(seat));
        let text = d.to_string();
        prop_assert!(Continued::parse(&text, g.options()).is_ok(), "`{}`", text);
        prop_assert_eq!(d.to_move() == ToMove::Chance, g.to_move() == ToMove::Chance);
    }
}

#[test]
fn determinization_redraws_what_the_seat_cannot_see() {
    let order = (0..25).map(|i| jokoak_continued::TileType::ALL[i % 13]);
    let g = Continued::from_pile_order(Options::default(), 4, 0, &mut order.into_iter()).unwrap();
    let mut changed = 0;
    for seed in 0..20 {
        let d = g
            .determinize_for(Player(1), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(d.hand(Player(1)), g.hand(Player(1)));
        assert_eq!(d.on_table(), g.on_table());
        if d.hand(Player(0)) != g.hand(Player(0)) || d.pile() != g.pile() {
            changed += 1;
        }
    }
    assert!(changed > 15, "only {changed} of 20 determinizations differ");
}

#[test]
fn a_drawing_seat_is_determinized_without_a_placeable_tile() {
    // X6: seat 0 draws (it cannot place); seat 1 observes.
    let g = x6();
    for seed in 0..50 {
        let d = g
            .determinize_for(Player(1), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(d.hand(Player(0)).total(), 3);
        assert!(!d.can_place(Player(0)), "seed {seed}: `{d}`");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Bad input never panics: arbitrary text, and valid positions with one field's value
    /// replaced by arbitrary text, either parse or give an error.
    #[test]
    fn the_position_parser_never_panics(
        g in states(),
        field in 0usize..20,
        junk in "[-+*@,/=a-zA-Z0-9 ]{0,24}",
    ) {
        let _ = junk.parse::<Continued>();
        let text = g.to_string();
        let mut tokens: Vec<String> = text.split(' ').map(str::to_owned).collect();
        let i = field % tokens.len();
        let key = tokens[i].split('=').next().unwrap_or("").to_owned();
        tokens[i] = format!("{key}={junk}");
        let _ = Continued::parse(&tokens.join(" "), g.options());
    }

    /// Move notation: arbitrary text parses or errs, and what parses prints back unchanged.
    #[test]
    fn move_notation_round_trips(text in "(first:|tile:)?[A-Z]{1,2}(-[KRYB])?(@E[0-2])?(:[LRX])?|stop|pass|first:[0-9]") {
        if let Ok(m) = text.parse::<jokoak_continued::Move>() {
            prop_assert_eq!(m.to_string(), text);
        }
    }
}

/// The text of reachable states parses back with the same plies (§11).
#[test]
fn reachable_text_parses_back_with_the_same_plies() {
    let starts = (
        2usize..=6,
        prop_oneof![2 => Just(Options::default()), 1 => options()],
    )
        .prop_map(|(players, options)| Continued::new(options, players).unwrap());
    jokoak_core::testkit::prop_reachable_text(48, 700, starts);
}

/// A case that once failed (the regression file's): 20 plies of seed 0, 2 players, the
/// default options.
#[test]
fn reachable_text_of_a_case_that_once_failed_parses_back() {
    let start = Continued::new(Options::default(), 2).unwrap();
    let state = jokoak_core::testkit::play_random(&start, 0, 20, false);
    jokoak_core::testkit::check_position_reparses(&state);
    jokoak_core::testkit::check_plies_of(&state);
}
