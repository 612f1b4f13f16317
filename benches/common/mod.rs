//! What the game benches share: random playouts measured in plies per second.

use criterion::{BatchSize, Criterion, Throughput};
use jokoak::{Game, random_playout, rng_from_seed};

/// Benches `games` seeded random games from `start` (each cut at `cap` plies) as the group
/// `<game>/random_playouts`, function `<games> games`, with plies as the throughput unit.
/// The ply total is counted once up front and asserted in every iteration, so the bench
/// never times a different game.
pub fn random_playouts<G: Game>(c: &mut Criterion, game: &str, start: &G, games: u64, cap: u64) {
    let plies: u64 = (0..games)
        .map(|seed| random_playout(&mut start.clone(), &mut rng_from_seed(seed), cap))
        .sum();
    let mut g = c.benchmark_group(format!("{game}/random_playouts"));
    g.throughput(Throughput::Elements(plies));
    g.bench_function(format!("{games} games"), |b| {
        b.iter_batched(
            || (0..games).map(rng_from_seed).collect::<Vec<_>>(),
            |rngs| {
                let mut total = 0;
                for mut rng in rngs {
                    total += random_playout(&mut start.clone(), &mut rng, cap);
                }
                assert_eq!(total, plies);
                total
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}
