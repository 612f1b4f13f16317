//! Bul benches (DESIGN §5): capture-stack move generation and apply in positions with several
//! stacks, perft from the start, and random playouts per second.
//!
//! `cargo bench --bench bul -- --quick`. Each bench first asserts hand-derived counts, so it
//! never times wrong code.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use jokoak::bul::{Bul, Move};
use jokoak::{Game, perft, random_playout, rng_from_seed};

/// Four stacks, two per side, facing each other (`X` = side, `N` = throw). By hand (bul.md
/// §6, §7): Red's stacks at 4 and 8 head to 0, Blue's at 2 and 6 head to 10; for throws 1..5
/// Red has 2, 2, 2, 1 (8→4 is its own), 2 moves and Blue 2, 2, 2, 1 (2→6 is its own), 2.
const STACKS: &str = "home R0 B0 | 2:RB 4:BR 6:BRB 8:RBR | dead R0 B0";
const STACK_COUNTS: [usize; 5] = [2, 2, 2, 1, 2];

/// Lone pieces, stacks and the forced move 9 (bul.md §12 E9, E7, E16, E6).
const MIXED: [(&str, usize); 4] = [
    ("B:1 | home R2 B0 | 4:RB 5:R 8:BR | dead R0 B3", 1),
    ("R:2 | home R3 B3 | 3:RB 5:BR | dead R0 B0", 2),
    ("R:3 | home R4 B4 | 2:R 5:B | dead R0 B0", 2),
    ("B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0", 2),
];

fn positions() -> Vec<(Bul, usize)> {
    let mut all = Vec::new();
    for side in ["R", "B"] {
        for (n, &count) in (1..=5).zip(&STACK_COUNTS) {
            let pos: Bul = format!("{side}:{n} | {STACKS}").parse().expect("position");
            all.push((pos, count));
        }
    }
    for (text, count) in MIXED {
        all.push((text.parse().expect("position"), count));
    }
    all
}

fn movegen(c: &mut Criterion) {
    let positions = positions();
    let mut moves = Vec::new();
    for (pos, count) in &positions {
        moves.clear();
        pos.legal_moves(&mut moves);
        assert_eq!(moves.len(), *count, "{pos}");
    }
    // Stack against stack: Red's BR at 4 lands on Blue's RB at 2 and goes on top.
    let red2: Bul = format!("R:2 | {STACKS}").parse().expect("position");
    let captured = red2.after_unchecked(&"4-2".parse().expect("move"));
    assert_eq!(
        captured.to_string(),
        "B:? | home R0 B0 | 2:RBBR 6:BRB 8:RBR | dead R0 B0"
    );

    let mut group = c.benchmark_group("bul");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("movegen_stacks", |b| {
        b.iter(|| {
            let mut total = 0;
            for (pos, _) in &positions {
                moves.clear();
                black_box(pos).legal_moves(&mut moves);
                total += moves.len();
            }
            total
        });
    });
    let pairs: Vec<(Bul, Move)> = positions
        .iter()
        .flat_map(|(pos, _)| {
            let mut ms = Vec::new();
            pos.legal_moves(&mut ms);
            ms.into_iter().map(move |m| (pos.clone(), m))
        })
        .collect();
    group.throughput(Throughput::Elements(pairs.len() as u64));
    group.bench_function("apply_stacks", |b| {
        b.iter(|| {
            for (pos, mv) in &pairs {
                let mut next = pos.clone();
                next.play_unchecked(black_box(mv));
                black_box(&next);
            }
        });
    });
    group.bench_function("play_checked_stacks", |b| {
        b.iter(|| {
            for (pos, mv) in &pairs {
                let mut next = pos.clone();
                let _ = next.play(black_box(mv));
                black_box(&next);
            }
        });
    });
    group.finish();
}

fn perft_start(c: &mut Criterion) {
    let start = Bul::default();
    // Hand-derived in crates/bul/tests/dice.rs (`perft_from_the_start`).
    assert_eq!(perft(&start, 8), 2210);
    let mut group = c.benchmark_group("bul");
    group.throughput(Throughput::Elements(2210));
    group.bench_function("perft_8", |b| b.iter(|| perft(black_box(&start), 8)));
    let n10 = perft(&start, 10);
    group.throughput(Throughput::Elements(n10));
    group.bench_function("perft_10", |b| b.iter(|| perft(black_box(&start), 10)));
    group.finish();
}

fn playouts(c: &mut Criterion) {
    const GAMES: u64 = 64;
    const CAP: u64 = 100_000;
    let start = Bul::default();
    // Every seeded game ends (seed scoring, §13) and the total ply count is the throughput.
    let mut plies = 0;
    for seed in 0..GAMES {
        let mut game = start.clone();
        plies += random_playout(&mut game, &mut rng_from_seed(seed), CAP);
        assert!(game.is_over(), "seed {seed} unfinished");
    }
    let mut group = c.benchmark_group("bul");
    group.throughput(Throughput::Elements(plies));
    group.bench_function("random_playouts", |b| {
        b.iter_batched(
            || start.clone(),
            |game| {
                let mut n = 0;
                for seed in 0..GAMES {
                    let mut g = game.clone();
                    n += random_playout(&mut g, &mut rng_from_seed(seed), CAP);
                }
                assert_eq!(n, plies);
            },
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

criterion_group!(benches, movegen, perft_start, playouts);
criterion_main!(benches);
