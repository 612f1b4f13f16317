//! MCTS iterations per second for every game, from each game's first choice (issue 7, item 3).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jokoak::{Game, Match, Player, Settings, Setup, rng_from_seed};
use std::hint::black_box;

const ITERATIONS: u32 = 1000;

/// One 1000-iteration search at the first decision node of `G`'s default game with two or
/// more legal moves.
fn search<G: Setup + 'static>(c: &mut Criterion, label: &str, settings: Settings) {
    let mut state = Match::new(G::from_settings(&settings).expect("default settings"));
    let mut rng = rng_from_seed(0);
    // Resolve the opening chance nodes (first player, deal) with the seeded RNG, and play
    // forced moves (Bul's opening entries), up to the first real choice.
    loop {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        match (state.to_move(), moves.as_slice()) {
            (jokoak::ToMove::Player(_), [only]) => {
                let only = only.clone();
                state.play(&only).expect("a legal move plays");
            }
            (jokoak::ToMove::Player(_), _) => break,
            _ => {
                let mut outcomes = Vec::new();
                state.chance_outcomes(&mut outcomes);
                let i = jokoak::sample_chance(&outcomes, &mut rng);
                state.play(&outcomes[i].0).expect("a listed outcome plays");
            }
        }
    }
    let seat = state.to_move().player().unwrap_or(Player(0));
    let mcts = jokoak::Mcts::<Match<G>>::new(ITERATIONS);
    let mut g = c.benchmark_group("mcts");
    g.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    g.sample_size(10);
    g.bench_function(label, |b| {
        b.iter(|| mcts.search(black_box(&state), seat, &mut rng_from_seed(1)))
    });
    g.finish();
}

fn all(c: &mut Criterion) {
    search::<jokoak::linja::Linja>(c, "linja", Settings::new("standard", 2));
    search::<jokoak::bul::Bul>(c, "bul", Settings::new("standard", 2));
    search::<jokoak::continued::Continued>(
        c,
        "continued (4 players)",
        Settings::new("standard", 4),
    );
    search::<jokoak::abalone::Abalone>(c, "abalone", Settings::new("standard", 2));
    search::<jokoak::agon::Agon>(c, "agon", Settings::new("standard", 2));
}

criterion_group!(benches, all);
criterion_main!(benches);
