//! "… to be continued" benches: placement generation and random playouts of whole deals and
//! matches (issue 6 §6).

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use jokoak::continued::{Continued, Node, Options};
use jokoak::{Game, ToMove, perft, random_index, random_playout, rng_from_seed, sample_chance};
use std::hint::black_box;

/// X2 of the spec: start FS-R, hand {FS-Y, SC-B, MU-R, C-K, C-R, C-Y}: exactly 8 placements.
const X2: &str = "deal=1 first=0 node=act seat=0 placed=0 drawn=0 must=- passes=0 last=- \
    table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=FS-Y+SC-B+MU-R+C-K+C-R+C-Y h1=- \
    pile=FS-R*6+FS-Y*6+FS-B*7+SC-R*5+SC-Y*5+SC-B*4+MU-R*4+MU-Y*5+MU-B*5+C-K*5+C-R*4+C-Y*4+C-B*5 \
    buried=- scores=-";

/// X6 of the spec: seat 0 ({SC-B, SC-Y, C-Y}) must draw from a 68-tile pile.
const X6: &str = "deal=1 first=0 node=draw seat=0 placed=0 drawn=0 must=- passes=0 last=- \
    table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=SC-B+SC-Y+C-Y h1=- \
    pile=FS-R*6+FS-Y*7+FS-B*7+SC-R*5+SC-Y*4+SC-B*4+MU-R*5+MU-Y*5+MU-B*5+C-K*6+C-R*5+C-Y*4+C-B*5 \
    buried=- scores=-";

fn perft_x6(c: &mut Criterion) {
    let x6: Continued = X6.parse().unwrap();
    // Hand-counted (tests/examples.rs `x6_perft_counts_draws_per_type`): 13, then 81.
    assert_eq!(perft(&x6, 1), 13);
    assert_eq!(perft(&x6, 2), 81);
    let mut g = c.benchmark_group("continued/perft");
    g.throughput(Throughput::Elements(perft(&x6, 4)));
    g.bench_function("X6 depth 4", |b| b.iter(|| perft(black_box(&x6), 4)));
    g.finish();
}

/// Decision nodes met in seeded random 4-player matches: a mix of turn starts and turns in
/// progress, from all four deals.
fn decision_positions() -> Vec<Continued> {
    let mut out = Vec::new();
    for seed in 0..8 {
        let mut g = Continued::new(Options::default(), 4).unwrap();
        let mut rng = rng_from_seed(seed);
        let mut ply = 0;
        let (mut moves, mut outcomes) = (Vec::new(), Vec::new());
        while !g.is_over() {
            let mv = match g.to_move() {
                ToMove::Chance => {
                    outcomes.clear();
                    g.chance_outcomes(&mut outcomes);
                    outcomes[sample_chance(&outcomes, &mut rng)].0
                }
                _ => {
                    if ply % 7 == 0 {
                        out.push(g.clone());
                    }
                    moves.clear();
                    g.legal_moves(&mut moves);
                    moves[random_index(moves.len(), &mut rng)]
                }
            };
            g.play_unchecked(&mv);
            ply += 1;
        }
    }
    out
}

fn movegen(c: &mut Criterion) {
    let x2: Continued = X2.parse().unwrap();
    let mut moves = Vec::new();
    x2.legal_moves(&mut moves);
    // to-be-continued.md X2: exactly 8 placements; checked so the bench never times wrong code.
    assert_eq!(moves.len(), 8);
    c.bench_function("continued/legal_moves/X2", |b| {
        b.iter(|| {
            moves.clear();
            black_box(&x2).legal_moves(&mut moves);
            moves.len()
        })
    });
    let positions = decision_positions();
    let mut g = c.benchmark_group("continued/legal_moves");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function(format!("{} match positions", positions.len()), |b| {
        b.iter(|| {
            let mut n = 0;
            for p in &positions {
                moves.clear();
                black_box(p).legal_moves(&mut moves);
                n += moves.len();
            }
            n
        })
    });
    g.finish();
}

/// Plays one deal of `players` at random from its start-tile node; returns the plies.
fn one_deal(players: usize, rng: &mut jokoak::GameRng) -> u64 {
    let mut g = Continued::with_first(Options::default(), players, 0).unwrap();
    let (mut moves, mut outcomes) = (Vec::new(), Vec::new());
    let mut plies = 0;
    while g.deal() == 1 && g.node() != Node::Over {
        let mv = match g.to_move() {
            ToMove::Chance => {
                outcomes.clear();
                g.chance_outcomes(&mut outcomes);
                outcomes[sample_chance(&outcomes, rng)].0
            }
            _ => {
                moves.clear();
                g.legal_moves(&mut moves);
                moves[random_index(moves.len(), rng)]
            }
        };
        g.play_unchecked(&mv);
        plies += 1;
    }
    assert_eq!(g.deal_scores().len(), 1, "the deal ended");
    plies
}

fn playouts(c: &mut Criterion) {
    for players in [2, 4, 6] {
        let plies: u64 = (0..100)
            .map(|seed| one_deal(players, &mut rng_from_seed(seed)))
            .sum();
        let mut g = c.benchmark_group(format!("continued/random_deals/{players} players"));
        g.throughput(Throughput::Elements(100));
        g.bench_function("100 deals", |b| {
            b.iter_batched(
                || (0..100).map(rng_from_seed).collect::<Vec<_>>(),
                |rngs| {
                    let total: u64 = rngs
                        .into_iter()
                        .map(|mut r| one_deal(players, &mut r))
                        .sum();
                    assert_eq!(total, plies);
                    total
                },
                BatchSize::SmallInput,
            )
        });
        g.finish();
    }
    let plies: u64 = (0..20)
        .map(|seed| {
            let mut g = Continued::new(Options::default(), 4).unwrap();
            random_playout(&mut g, &mut rng_from_seed(seed), u64::MAX)
        })
        .sum();
    let mut g = c.benchmark_group("continued/random_matches");
    g.throughput(Throughput::Elements(plies));
    g.bench_function("20 four-player matches", |b| {
        b.iter(|| {
            let mut total = 0;
            for seed in 0..20 {
                let mut g = Continued::new(Options::default(), 4).unwrap();
                total += random_playout(&mut g, &mut rng_from_seed(seed), u64::MAX);
                assert!(g.is_over());
            }
            assert_eq!(total, plies);
            total
        })
    });
    g.finish();
}

criterion_group!(benches, movegen, perft_x6, playouts);
criterion_main!(benches);
