//! Linja benches: legal-move generation, perft from the start, random playouts (issue 2 §6).

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jokoak::linja::Linja;
use jokoak::{Game, perft};
use std::hint::black_box;

const START_B: &str = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init";
/// A crowded mid-game position with a second step of 3 to choose (from E3, after `0-1`).
const MIDGAME: &str = "4:0/1:1/1:0/3:3/1:1/1:1/1:1/0:5 B init";

fn movegen(c: &mut Criterion) {
    let positions: Vec<Linja> = [START_B, MIDGAME]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut moves = Vec::with_capacity(16);
    c.bench_function("linja/legal_moves", |b| {
        b.iter(|| {
            for p in &positions {
                moves.clear();
                black_box(p).legal_moves(&mut moves);
            }
            moves.len()
        })
    });
}

fn perft_start(c: &mut Criterion) {
    let start: Linja = START_B.parse().unwrap();
    // linja.md §9: perft 4 = 1,849; checked here so the bench never times wrong code.
    assert_eq!(perft(&start, 4), 1849);
    let mut g = c.benchmark_group("linja/perft");
    g.throughput(Throughput::Elements(perft(&start, 6)));
    g.bench_function("depth 6", |b| b.iter(|| perft(black_box(&start), 6)));
    g.finish();
}

fn playouts(c: &mut Criterion) {
    common::random_playouts(c, "linja", &Linja::default(), 100, u64::MAX);
}

criterion_group!(benches, movegen, perft_start, playouts);
criterion_main!(benches);
