//! The dice of bul.md §3 and the opening draw of §4 as chance nodes, the dice tests of §12,
//! a frequency test of seeded throws (perft from the start: `perft.txt`).

use jokoak_bul::{Bul, Move, Node, Options, Scoring, Seat};
use jokoak_core::{Game, Probability, rng_from_seed, sample_chance};

fn p(num: u64, den: u64) -> Probability {
    Probability::new(num, den).unwrap()
}

#[test]
fn dice_raw_counts_map_through_each_scoring() {
    // bul.md §12 "Dice tests".
    let table = |s: Scoring| (0..=4).map(|k| s.points(k)).collect::<Vec<_>>();
    assert_eq!(table(Scoring::Seed), [5, 1, 2, 3, 4]);
    assert_eq!(table(Scoring::BellAsReported), [5, 0, 2, 3, 5]);
    assert_eq!(table(Scoring::SapperPuluc), [5, 3, 2, 3, 4]);
}

#[test]
fn dice_throw_is_a_chance_node_over_the_yellow_count() {
    // §3, §14: exactly five outcomes yellow:0..4 with C(4,K)/16, never merged (not even
    // Bell's 0 and 4 yellow, which both give 5).
    for scoring in Scoring::ALL {
        let options = Options::with_scoring(scoring);
        let g = Bul::parse("R:? | home R5 B5 | - | dead R0 B0", &options).unwrap();
        let mut out = Vec::new();
        g.chance_outcomes(&mut out);
        assert_eq!(
            out,
            [
                (Move::yellow(0).unwrap(), p(1, 16)),
                (Move::yellow(1).unwrap(), p(1, 4)),
                (Move::yellow(2).unwrap(), p(3, 8)),
                (Move::yellow(3).unwrap(), p(1, 4)),
                (Move::yellow(4).unwrap(), p(1, 16)),
            ]
        );
        for k in 0..=4 {
            let mut next = g.clone();
            next.play(&Move::yellow(k).unwrap()).unwrap();
            assert_eq!(
                next.node(),
                Node::Move {
                    seat: Seat::Red,
                    points: scoring.points(k)
                }
            );
        }
    }
}

#[test]
fn dice_opening_draw_is_a_fair_chance_node() {
    // §4, §14: one draw first:R / first:B, 1/2 each, stands for the opening exchange.
    let g = Bul::default();
    assert_eq!(g.to_string(), "?:? | home R5 B5 | - | dead R0 B0");
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(
        out,
        [
            (Move::First(Seat::Red), Probability::HALF),
            (Move::First(Seat::Blue), Probability::HALF)
        ]
    );
    let mut next = g.clone();
    next.play(&"first:R".parse().unwrap()).unwrap();
    assert_eq!(next.to_string(), "R:? | home R5 B5 | - | dead R0 B0");
}

/// Draws `n` seeded throws and counts the points 0..=5.
fn throw_counts(scoring: Scoring, n: u32, seed: u64) -> [u32; 6] {
    let g = Bul::parse(
        "R:? | home R5 B5 | - | dead R0 B0",
        &Options::with_scoring(scoring),
    )
    .unwrap();
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    let mut rng = rng_from_seed(seed);
    let mut counts = [0u32; 6];
    for _ in 0..n {
        let mut next = g.clone();
        next.play(&outcomes[sample_chance(&outcomes, &mut rng)].0)
            .unwrap();
        counts[usize::from(next.throw().unwrap())] += 1;
    }
    counts
}

/// Asserts each count is within 5 standard deviations of `n * num / 16`.
fn assert_frequencies(counts: [u32; 6], sixteenths: [u32; 6], n: u32) {
    for (v, (&c, &w)) in counts.iter().zip(&sixteenths).enumerate() {
        let prob = f64::from(w) / 16.0;
        let mean = f64::from(n) * prob;
        let sd = (f64::from(n) * prob * (1.0 - prob)).sqrt();
        assert!(
            (f64::from(c) - mean).abs() <= 5.0 * sd.max(1.0),
            "value {v}: {c} seen, {mean} expected ({counts:?})"
        );
    }
}

#[test]
fn dice_seeded_throw_frequencies_match_section_3() {
    let n = 64_000;
    // §3.1: 1: 1/4, 2: 3/8, 3: 1/4, 4: 1/16, 5: 1/16.
    assert_frequencies(throw_counts(Scoring::Seed, n, 1), [0, 4, 6, 4, 1, 1], n);
    // §3.2: 0: 1/4, 2: 3/8, 3: 1/4, 5: 1/8.
    assert_frequencies(
        throw_counts(Scoring::BellAsReported, n, 2),
        [4, 0, 6, 4, 0, 2],
        n,
    );
    // §3.3: 2: 3/8, 3: 1/2, 4: 1/16, 5: 1/16.
    assert_frequencies(
        throw_counts(Scoring::SapperPuluc, n, 3),
        [0, 0, 6, 8, 1, 1],
        n,
    );
}
