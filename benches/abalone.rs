//! Abalone benches (issue 3 §4): move generation at the openings and in crowded mid-game
//! positions full of pushes, perft from the standard opening, random playouts.

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jokoak::abalone::{Abalone, LetterCase, Options, Variant};
use jokoak::{Game, perft};
use std::hint::black_box;

/// abalone.md §9.4 "Alien Attack" and "Domination" (PlayStrategy FEN, `s` = Black): crowded,
/// with pushes for both sides.
const CROWDED: [&str; 2] = [
    "s1s1s/1sSSs1/1sSsSs1/3ss3/9/3SS3/1SsSsS1/1SssS1/S1S1S 0 0 b 0 1",
    "5/S4s/SS3ss/SSSS1sss/3s1s3/sss1SSSS/ss3SS/s4S/5 0 0 b 0 1",
];

fn openings() -> Vec<Abalone> {
    let mut v: Vec<Abalone> = Variant::ALL
        .into_iter()
        .map(|variant| {
            Abalone::new(
                Options {
                    variant,
                    ..Options::default()
                },
                2,
            )
            .unwrap()
        })
        .collect();
    v.push(Abalone::new(Options::default(), 3).unwrap());
    v
}

fn crowded() -> Vec<Abalone> {
    CROWDED
        .iter()
        .map(|f| {
            Abalone::from_playstrategy(f, LetterCase::LowerIsBlack, &Options::default()).unwrap()
        })
        .collect()
}

fn movegen(c: &mut Criterion) {
    let mut moves = Vec::with_capacity(256);
    for (name, positions) in [("openings", openings()), ("crowded", crowded())] {
        let total: usize = positions
            .iter()
            .map(|p| {
                moves.clear();
                p.legal_moves(&mut moves);
                moves.len()
            })
            .sum();
        let mut g = c.benchmark_group(format!("abalone/movegen/{name}"));
        g.throughput(Throughput::Elements(total as u64));
        g.bench_function("legal_moves", |b| {
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
        g.bench_function("count_legal", |b| {
            b.iter(|| {
                positions
                    .iter()
                    .map(|p| black_box(p).count_legal())
                    .sum::<u32>()
            })
        });
        g.finish();
    }
}

fn perft_standard(c: &mut Criterion) {
    let start = Abalone::default();
    // abalone.md §9.3: checked here so the bench never times wrong code.
    assert_eq!(perft(&start, 4), 5_045_110);
    // The generic walk every game shares (jokoak_core::perft, what `jokoak perft` runs; issue
    // 11 item 3 replaced Abalone's own copy of it).
    let mut g = c.benchmark_group("abalone/perft");
    g.sample_size(10);
    g.throughput(Throughput::Elements(5_045_110));
    g.bench_function("standard depth 4", |b| {
        b.iter(|| perft(black_box(&start), 4))
    });
    g.throughput(Throughput::Elements(283_320_928));
    g.bench_function("standard depth 5", |b| {
        b.iter(|| {
            let n = perft(black_box(&start), 5);
            assert_eq!(n, 283_320_928);
            n
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    // 20 seeded random games of at most 1000 plies each (random play rarely ejects six).
    common::random_playouts(c, "abalone", &Abalone::default(), 20, 1000);
}

criterion_group!(benches, movegen, perft_standard, playouts);
criterion_main!(benches);
