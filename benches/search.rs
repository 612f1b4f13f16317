//! Search primitives and search speed for every game (issue 10 items 1 and 6):
//! `clone_play` times one clone + play of a legal move (ns per game); `alphabeta` times a
//! fixed-depth search, its throughput in nodes.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jokoak::{AlphaBeta, Evaluate, Game, Limits, Match, Player, Settings, Setup, ToMove};
use std::hint::black_box;

/// The position after `plies` seeded random plies from `G`'s initial state (chance nodes by
/// their probabilities), stopped early at a decision node if the game would end.
fn middle_game<G: Setup + 'static>(settings: &Settings, plies: usize) -> Match<G> {
    let mut state = Match::new(G::from_settings(settings).expect("default settings"));
    let mut rng = jokoak::rng_from_seed(3);
    let mut played = 0;
    loop {
        let mut next = state.clone();
        match next.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                next.chance_outcomes(&mut outcomes);
                let i = jokoak::sample_chance(&outcomes, &mut rng);
                next.play(&outcomes[i].0).expect("a listed outcome plays");
            }
            ToMove::Player(_) => {
                if played >= plies {
                    break;
                }
                let mut moves = Vec::new();
                next.legal_moves(&mut moves);
                let i = jokoak::random_index(moves.len(), &mut rng);
                next.play(&moves[i]).expect("a legal move plays");
                played += 1;
            }
        }
        if next.is_over() {
            break;
        }
        state = next;
    }
    state
}

fn bench<G: Setup + Evaluate + 'static>(
    c: &mut Criterion,
    label: &str,
    settings: Settings,
    depth: u32,
) {
    let state = middle_game::<G>(&settings, 20);
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut g = c.benchmark_group("clone_play");
    g.throughput(Throughput::Elements(moves.len() as u64));
    g.bench_function(label, |b| {
        b.iter(|| {
            for mv in &moves {
                let mut child = black_box(&state).clone();
                child.play_unchecked(black_box(mv));
                black_box(&child);
            }
        })
    });
    g.finish();

    let seat = state.to_move().player().unwrap_or(Player(0));
    let limits = Limits::depth(depth);
    let nodes = AlphaBeta::<Match<G>>::with_table_bytes(limits, 16 << 20)
        .search(&state, seat, None)
        .nodes;
    let mut g = c.benchmark_group("alphabeta");
    g.throughput(Throughput::Elements(nodes));
    g.sample_size(10);
    g.bench_function(format!("{label} depth {depth}"), |b| {
        b.iter(|| {
            let mut search = AlphaBeta::<Match<G>>::with_table_bytes(limits, 16 << 20);
            let report = search.search(black_box(&state), seat, None);
            assert_eq!(report.nodes, nodes);
            report.best
        })
    });
    g.finish();
}

fn all(c: &mut Criterion) {
    bench::<jokoak::linja::Linja>(c, "linja", Settings::new("standard", 2), 7);
    bench::<jokoak::bul::Bul>(c, "bul", Settings::new("standard", 2), 4);
    bench::<jokoak::continued::Continued>(
        c,
        "continued (4 players)",
        Settings::new("standard", 4),
        3,
    );
    bench::<jokoak::abalone::Abalone>(c, "abalone", Settings::new("standard", 2), 4);
    bench::<jokoak::agon::Agon>(c, "agon", Settings::new("standard", 2), 4);
}

criterion_group!(benches, all);
criterion_main!(benches);
