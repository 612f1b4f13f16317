//! The evaluation (docs/ai.md "The tile game"): features computed by hand on positions in the
//! notation of docs/notation.md, the rule that it reads only what the seat observes (equal on
//! every determinization), and no panic over random matches of 2–6 players.

use jokoak_continued::{Continued, Options};
use jokoak_core::testkit::{check_features_documented, random_playouts_hold};
use jokoak_core::{Evaluate, Game, Player, rng_from_seed};

fn pos(text: &str) -> Continued {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"))
}

fn features(g: &Continued, seat: u8) -> Vec<i32> {
    g.feature_values(Player(seat))
}

/// The names and weights are those of docs/ai.md "The tile game", where their tuning is
/// recorded.
#[test]
fn names_and_weights_are_the_documented_ones() {
    check_features_documented::<Continued>(
        include_str!("../../../docs/ai.md"),
        "### The tile game (`crates/continued/src/eval.rs`)",
    );
}

/// Three players in deal 2 after scores 8, −1, 12; seven corners on the table (C-K at 10,3,
/// C-R 12,3, C-Y 10,7 and 8,12, C-K 10,12 and 12,14, C-B 10,14); 26 tiles placed. End0 is
/// the multi tile at 8,7 showing black westwards; End1 the yellow corner at 8,12 heading S.
const THREE_LATE: &str = "deal=2 first=2 node=act seat=1 placed=0 drawn=0 must=- passes=0 last=0 \
    table=C-K@10,3r2+FS-R@11,3r0+C-R@12,3r3+FS-R@10,4r1+FS-R@12,4r3+FS-R@10,5r1+FS-Y@12,5r3+\
    FS-Y@10,6r1+MU-Y@12,6r3+MU-Y@8,7r0+FS-Y@9,7r0+C-Y@10,7r0+SC-Y@12,7r3+SC-Y@12,8r3+SC-Y@12,9r3+\
    SC-B@12,10r3+SC-B@12,11r3+C-Y@8,12r2+FS-Y@9,12r2+C-K@10,12r3+MU-B@12,12r3+FS-B@10,13r1+\
    FS-B@12,13r3+C-B@10,14r1+FS-B@11,14r2+C-K@12,14r0 e0=8,7W e1=8,12S h0=SC-Y+SC-B+C-K*3 \
    h1=MU-Y*2+MU-B h2=SC-R+SC-B*2+MU-R*2+MU-Y+MU-B*2+C-R*3+C-Y*2+C-B*2 \
    pile=FS-R*3+FS-Y*3+FS-B*4+SC-R*4+SC-Y+MU-R*3+MU-B+C-R+C-Y+C-B*2 buried=- scores=8,-1,12";

#[test]
fn three_players_late_in_a_deal_seen_by_the_active_seat() {
    // Seat 1 (to act, hand MU-Y MU-Y MU-B: 3 tiles, 3 points, §7.1).
    // total_lead: mean of 8 and 12 is 10, minus −1: 11 points = 110 tenths.
    // Unseen by seat 1: 72 − 26 − 3 = 43 tiles, 21 − 7 = 14 of them corners: 57 points.
    // Seat 0 holds 5 (expected 10·5·57/43 = 66 tenths), seat 2 15 (198): mean 132; own 30:
    // hand_lead 102; × 7 corners / 8: 89. size_lead: mean 10 tiles − 3 = 70 tenths.
    // best_lead: seat 0 projects 80 + 66 = 146 tenths, seat 2 120 + 198; own −10 + 30 = 20:
    // 126. playable: all three multi tiles fit End0 (colour in, against the multi's black,
    // §4.3) with room west for a full-side tile and a corner (§5 rule 3); End1 takes only FS-Y.
    let g = pos(THREE_LATE);
    assert_eq!(features(&g, 1), [110, 102, 89, 70, 126, 3, 0, 0, 1]);
}

#[test]
fn three_players_late_in_a_deal_seen_by_a_waiting_seat() {
    // Seat 0 (hand SC-Y SC-B C-K C-K C-K: 5 tiles, 8 points).
    // total_lead: mean of −1 and 12 is 5.5 = 55 tenths, minus 80: −25.
    // Unseen by seat 0: 72 − 26 − 5 = 41 tiles, 21 − 7 − 3 = 11 corners: 52 points. Seat 1
    // (3 tiles): 10·3·52/41 = 38; seat 2 (15): 190; mean 114, own 80: hand_lead 34; late
    // 34·7/8 = 29. size_lead: mean 9 − 5 = 40 tenths. best_lead: seat 1 projects −10 + 38 =
    // 28, own 80 + 80 = 160: −132. playable: both side-centre tiles fit End0 (through the
    // multi wild card, §4.3); no corner fits (End0 is a multi tile, End1 needs FS-Y).
    let g = pos(THREE_LATE);
    assert_eq!(features(&g, 0), [-25, 34, 29, 40, -132, 2, 3, 0, 0]);
}

/// Two players in deal 2 after scores 3, 9; seven corners on the table; End1 is the yellow
/// full-side tile at 19,3 showing black eastwards, End0 the red corner at 5,5 heading N.
const TWO_FINISH: &str = "deal=2 first=1 node=act seat=1 placed=0 drawn=0 must=- passes=0 last=0 \
    table=C-Y@18,3r2+FS-Y@19,3r2+FS-Y@18,4r3+C-R@5,5r1+FS-R@6,5r2+C-K@7,5r3+C-Y@10,5r2+\
    FS-Y@11,5r2+MU-B@12,5r2+MU-Y@13,5r2+MU-R@14,5r2+SC-Y@15,5r2+MU-R@16,5r2+FS-R@17,5r2+\
    C-K@18,5r0+FS-B@7,6r1+FS-Y@10,6r3+C-B@7,7r1+FS-B@8,7r2+FS-Y@9,7r2+C-K@10,7r0 e0=5,5N \
    e1=19,3E h0=FS-B+SC-Y+SC-B*2+MU-R*2+MU-Y+MU-B*2 h1=C-K+C-R*2 \
    pile=FS-R*5+FS-Y*2+FS-B*4+SC-R*5+SC-Y*3+SC-B*3+MU-R+MU-Y*3+MU-B*2+C-K*2+C-R*2+C-Y*3+C-B*4 \
    buried=- scores=3,9";

#[test]
fn a_seat_that_can_place_the_eighth_corner() {
    // Seat 1 (to act, hand C-K C-R C-R: 3 tiles, 6 points). total_lead: 3 − 9 = −60 tenths.
    // Unseen: 72 − 21 − 3 = 48 tiles, 21 − 7 − 3 = 11 corners: 59 points; seat 0's 9 tiles:
    // 10·9·59/48 = 110; hand_lead 110 − 60 = 50; late 50·7/8 = 43. size_lead 90 − 30 = 60.
    // best_lead: 30 + 110 − (90 + 60) = −10. playable: the black corner fits End1 (black
    // full-side side, §4.2); the red corners need a red full-side end. corners_held 3;
    // finisher: the black corner would be the 8th (§6.7); to act.
    let g = pos(TWO_FINISH);
    assert_eq!(features(&g, 1), [-60, 50, 43, 60, -10, 1, 3, 1, 1]);
    // Seat 0 (9 straights, 9 points): total_lead 60. Unseen: 72 − 21 − 9 = 42 tiles, 14
    // corners: 56 points; seat 1's 3 tiles: 10·3·56/42 = 40; hand_lead 40 − 90 = −50; late
    // −50·7/8 = −43 (toward zero). size_lead −60. best_lead: 90 + 40 − 120 = 10. Nothing
    // fits: End0 needs FS-R, and a straight at 20,3 would face the table edge (§5 rule 3).
    assert_eq!(features(&g, 0), [60, -50, -43, -60, 10, 0, 0, 0, 0]);
    // The 8th corner is tried first, and ends the deal (noisy).
    let finish = "C-K@E1:L".parse().unwrap();
    assert!(g.is_noisy(&finish));
    assert!(g.move_priority(&finish) > g.move_priority(&"stop".parse().unwrap()));
}

#[test]
fn the_evaluation_reads_only_what_the_seat_observes() {
    // Every determinization for a seat (to-be-continued.md §9 T12) gives that seat the same
    // features: hidden hands and the pile's order never enter them.
    for players in [2, 4, 6] {
        let start = Continued::new(Options::default(), players).unwrap();
        random_playouts_hold(&start, 3, 2_000, |g| {
            if g.outcome().is_some() {
                return Ok(());
            }
            for seat in 0..players as u8 {
                let f = features(g, seat);
                for s in 0..2 {
                    let Some(d) = g.determinize_for(Player(seat), &mut rng_from_seed(s)) else {
                        return Err(format!("seat {seat}: no determinization"));
                    };
                    if features(&d, seat) != f {
                        return Err(format!("seat {seat}: {f:?} v {:?}", features(&d, seat)));
                    }
                }
            }
            Ok(())
        });
    }
}

#[test]
fn random_matches_never_panic() {
    for players in 2..=6 {
        let start = Continued::new(Options::default(), players).unwrap();
        random_playouts_hold(&start, 4, 5_000, |g| {
            if g.outcome().is_some() {
                return Ok(());
            }
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            for seat in 0..players as u8 {
                let _ = g.evaluate(Player(seat));
            }
            for m in &moves {
                let _ = (g.is_noisy(m), g.move_priority(m));
            }
            Ok(())
        });
    }
}

/// A match is four deals (§7.2) and the fourth ends it, so a random match passes exactly three
/// stage ends (`Evaluate::stage_over`): each the state right after a deal was scored (the
/// totals changed, §7.1; the table cleared), and none at the start of deal 1 or at the end.
#[test]
fn a_stage_ends_with_each_deal_but_the_last() {
    for players in 2..=6 {
        for seed in 0..3 {
            let mut g = Continued::new(Options::default(), players).unwrap();
            let mut rng = rng_from_seed(seed);
            let mut ends = 0;
            assert!(!g.stage_over());
            while !g.is_over() {
                let before = g.totals();
                assert!(jokoak_core::testkit::step_random(&mut g, &mut rng));
                if g.stage_over() {
                    assert_ne!(g.totals(), before, "{players} players, seed {seed}: `{g}`");
                    assert_eq!(
                        g.tiles().count(),
                        0,
                        "{players} players, seed {seed}: `{g}`"
                    );
                    assert_eq!(g.deal_scores().len(), ends + 1);
                    ends += 1;
                }
            }
            assert_eq!(ends, 3, "{players} players, seed {seed}");
        }
    }
}
