//! Agon benches: legal-move generation, perft(4) from the standard start, random playouts
//! (issue 5 §6: targets perft(4) < 20 ms and ≥ 2 M plies/s).

mod common;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jokoak::agon::{Agon, Options};
use jokoak::{Game, Player, perft, random_playout, rng_from_seed};
use std::hint::black_box;

/// Seeded random play from the standard start: a crowded mid-game position.
fn midgame(seed: u64, plies: u64) -> Agon {
    let mut game = Agon::with_first(Options::default(), Player(0)).unwrap();
    let mut rng = rng_from_seed(seed);
    random_playout(&mut game, &mut rng, plies);
    game
}

fn movegen(c: &mut Criterion) {
    let positions: Vec<Agon> = vec![
        Agon::with_first(Options::default(), Player(0)).unwrap(),
        midgame(1, 60),
        midgame(2, 120),
        // agon.md §12 T9, B to re-enter the queen: 83 destinations.
        "B AQ@0:0 AG@2:0 AG@2:2 BQ@1:0* BG@2:1*".parse().unwrap(),
    ];
    let mut moves = Vec::with_capacity(128);
    c.bench_function("agon/legal_moves", |b| {
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
}

fn perft_start(c: &mut Criterion) {
    let start = Agon::with_first(Options::default(), Player(0)).unwrap();
    // agon.md §13: perft 4 = 466,491; checked here so the bench never times wrong code.
    assert_eq!(perft(&start, 4), 466_491);
    let mut g = c.benchmark_group("agon/perft");
    g.throughput(Throughput::Elements(466_491));
    g.bench_function("depth 4", |b| b.iter(|| perft(black_box(&start), 4)));
    g.finish();
}

fn playouts(c: &mut Criterion) {
    common::random_playouts(
        c,
        "agon",
        &Agon::new(Options::default()).unwrap(),
        20,
        u64::MAX,
    );
}

criterion_group!(benches, movegen, perft_start, playouts);
criterion_main!(benches);
