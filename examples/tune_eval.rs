//! Seeded hill-climbing of an evaluation's weights by self-play (docs/ai.md "Tuning Linja, Bul
//! and the tile game").
//!
//! ```text
//! nice -n 10 cargo run --release --example tune_eval -- linja --seed 1 --iterations 60 --openings 20
//! nice -n 10 cargo run --release --example tune_eval -- bul --seed 1 --iterations 60 --openings 100
//! nice -n 10 cargo run --release --example tune_eval -- continued --players 4 --seed 1
//! nice -n 10 cargo run --release --example tune_eval -- bul --fit 20000 --seed 1
//! ```
//!
//! `--fit GAMES` fits the weights instead (a logistic regression of game results, as chess
//! programmers' "Texel tuning"): it plays `GAMES` self-play games between alpha-beta players
//! searching `--depth` plies (default 1) with the starting weights, a fraction `--epsilon`
//! (default 0.05) of their moves replaced by random ones for variety, records the features of
//! every chance node (every position with `--at all`) from seat 0's side with the game's result
//! for seat 0, and fits `P(result) = 1 / (1 + e^(−w·x))` by Newton's method (a ridge of 1 keeps
//! the equations solvable where features are linearly dependent). It prints `w × --scale`
//! (default 300): the weights of an evaluation whose `UTILITY_SCALE` is that scale.
//!
//! Each iteration changes one weight (drawn at random, the scale-setting weight 0 excepted) by
//! ±⅓ of its size (at least 5) and plays the changed weights against the current ones from
//! `--openings` openings, each opening once with the candidate in every seat. An opening is the
//! start position after a few random plies. The players are *turn searchers*: they try every
//! sequence of their own plies up to the end of their turn (Linja's steps and bonus move; at
//! most two placements in the tile game, then the evaluation) and take the best by the
//! evaluation; the tile game's player searches one determinization of what its seat observes.
//! The candidate replaces the current weights when its mean utility beats theirs by more than
//! `--margin` (default 0.05, i.e. 55 % against 45 % with two players). Every random draw comes
//! from seeded `GameRng`s, and the players are deterministic, so a seed gives the same run.

use jokoak::{
    Agent, AgentContext, Evaluate, GameRng, Outcome, Player, Settings, Setup, ToMove, play_out,
    random_index, rng_from_seed, sample_chance, step_random,
};

/// The value of a finished position: the utility scaled far above any evaluation.
const WIN: f64 = 1_000_000.0;

/// A small expectimax over whole turns: its own turn, then (with `turns` 2) every reply of the
/// other seats (each minimising the searcher's value, the paranoid assumption) with chance
/// nodes weighed by their exact probabilities; the evaluation decides where the search stops.
struct TurnSearch {
    weights: Vec<i32>,
    /// Turns searched: 1 (its own) or 2 (its own and the next seat's).
    turns: u32,
    /// Plies searched within one turn before the evaluation decides.
    max_plies: u32,
}

impl TurnSearch {
    /// The value for `seat`; `turn` counts the turns begun, `ply` the plies of this turn,
    /// `mover` the seat that made the last decision.
    fn value<G: Evaluate>(&self, g: &G, seat: Player, turn: u32, ply: u32, mover: Player) -> f64 {
        if let Some(outcome) = g.outcome() {
            return (outcome.utility(seat) - 0.5) * 2.0 * WIN;
        }
        match g.to_move() {
            ToMove::Chance if turn < self.turns => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&mut outcomes);
                outcomes
                    .iter()
                    .map(|(m, p)| {
                        let mut next = g.clone();
                        next.play_unchecked(m);
                        p.to_f64() * self.value(&next, seat, turn, ply, mover)
                    })
                    .sum()
            }
            ToMove::Player(p) => {
                let (turn, ply) = if p == mover {
                    (turn, ply)
                } else {
                    (turn + 1, 0)
                };
                if turn > self.turns || ply >= self.max_plies {
                    return f64::from(g.evaluate_with(seat, &self.weights));
                }
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                let values = moves.iter().map(|m| {
                    let mut next = g.clone();
                    next.play_unchecked(m);
                    self.value(&next, seat, turn, ply + 1, p)
                });
                if p == seat {
                    values.fold(f64::MIN, f64::max)
                } else {
                    values.fold(f64::MAX, f64::min)
                }
            }
            _ => f64::from(g.evaluate_with(seat, &self.weights)),
        }
    }
}

impl<G: Evaluate + Setup> Agent<G> for TurnSearch {
    fn name(&self) -> String {
        format!("turn-search:{:?}", self.weights)
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        let seen = game
            .determinize_for(ctx.seat, rng)
            .unwrap_or_else(|| game.clone());
        let mut moves = Vec::new();
        seen.legal_moves(&mut moves);
        let mut best: Option<(f64, G::Move)> = None;
        for m in moves {
            let mut next = seen.clone();
            next.play_unchecked(&m);
            let v = self.value(&next, ctx.seat, 1, 1, ctx.seat);
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, m));
            }
        }
        best.map(|(_, m)| m)
    }
}

struct Config {
    players: usize,
    seed: u64,
    iterations: u32,
    openings: u32,
    opening_plies: u32,
    margin: f64,
    max_plies: u64,
    /// Turns the players search (1 or 2); 0 for the game's default.
    turns: u32,
    /// Measure the default weights against `Mcts` of this many iterations instead of tuning.
    mcts: Option<u32>,
    /// Start from these weights instead of the game's defaults.
    weights: Option<Vec<i32>>,
    /// Fit the weights on this many self-play games instead of hill-climbing.
    fit: Option<u32>,
    /// The self-play players' depth for `--fit`.
    depth: u32,
    /// The share of random moves in `--fit` games.
    epsilon: f64,
    /// The scale the fitted logits are multiplied by.
    scale: f64,
    /// Record every position for `--fit`, not only chance nodes.
    all_positions: bool,
}

/// The candidate's mean utility minus the current weights' over every opening and seat.
fn duel<G: Evaluate + Setup>(
    start: &G,
    candidate: &[i32],
    current: &[i32],
    search: (u32, u32),
    config: &Config,
    rng: &mut GameRng,
) -> f64 {
    let n = start.num_players();
    let (mut total, mut games) = (0.0, 0u32);
    for _ in 0..config.openings {
        let seed = rng_seed(rng);
        let mut opening = start.clone();
        let mut orng = rng_from_seed(seed);
        for _ in 0..config.opening_plies {
            if !step_random(&mut opening, &mut orng) {
                break;
            }
        }
        if opening.is_over() {
            continue;
        }
        for seat in 0..n {
            let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
                .map(|s| {
                    let weights = if s == seat { candidate } else { current };
                    Box::new(TurnSearch {
                        weights: weights.to_vec(),
                        turns: search.0,
                        max_plies: search.1,
                    }) as Box<dyn Agent<G>>
                })
                .collect();
            let played = play_out(
                opening.clone(),
                &mut agents,
                &mut rng_from_seed(seed ^ (seat as u64 + 1)),
                Some(config.max_plies),
            );
            let outcome = played.state.outcome().or_else(|| Outcome::draw(n).ok());
            let Some(outcome) = outcome else { continue };
            let mine = outcome.utility(Player(seat as u8));
            let others = (0..n)
                .filter(|&s| s != seat)
                .map(|s| outcome.utility(Player(s as u8)))
                .sum::<f64>()
                / (n - 1) as f64;
            total += mine - others;
            games += 1;
            if std::env::var_os("TUNE_DEBUG").is_some() {
                eprintln!("{} plies: {}", played.moves.len(), played.state);
            }
        }
    }
    if games == 0 {
        0.0
    } else {
        total / f64::from(games)
    }
}

/// The turn searcher with `weights` against `Mcts` of `iterations` per move, every opening
/// once from each seat: wins, draws, losses and the number of games (with 3+ players a win is
/// a first place, shared or not).
fn versus_mcts<G: Evaluate + Setup + std::fmt::Display + 'static>(
    start: &G,
    weights: &[i32],
    search: (u32, u32),
    iterations: u32,
    config: &Config,
    rng: &mut GameRng,
) -> String {
    let n = start.num_players();
    let (mut wins, mut draws, mut games) = (0u32, 0u32, 0u32);
    for _ in 0..config.openings {
        let seed = rng_seed(rng);
        for seat in 0..n {
            let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
                .map(|s| {
                    if s == seat {
                        Box::new(TurnSearch {
                            weights: weights.to_vec(),
                            turns: search.0,
                            max_plies: search.1,
                        }) as Box<dyn Agent<G>>
                    } else {
                        Box::new(jokoak::Mcts::<G>::new(iterations))
                    }
                })
                .collect();
            let played = play_out(
                start.clone(),
                &mut agents,
                &mut rng_from_seed(seed ^ (seat as u64 + 1)),
                Some(config.max_plies),
            );
            games += 1;
            if std::env::var_os("TUNE_DEBUG").is_some() {
                let moves: Vec<String> = played.moves.iter().map(ToString::to_string).collect();
                eprintln!(
                    "seat {seat}: {} | {:?}\n{}",
                    played.state,
                    played.state.outcome(),
                    moves.join(" ")
                );
            }
            match played.state.outcome() {
                Some(o) if o.is_draw() => draws += 1,
                Some(o) if o.is_first(Player(seat as u8)) => wins += 1,
                _ => {}
            }
        }
    }
    format!(
        "{wins} wins, {draws} draws, {} losses in {games} games",
        games - wins - draws
    )
}

/// Self-play positions for `--fit`: the features (seat 0's side) of every chance node (every
/// position with `--at all`) and seat 0's result in the game.
fn fit_data<G: Evaluate + Setup + 'static>(
    start: &G,
    weights: &[i32],
    games: u32,
    config: &Config,
    rng: &mut GameRng,
) -> (Vec<Vec<f64>>, Vec<f64>) {
    let (mut rows, mut labels) = (Vec::new(), Vec::new());
    let mut features = vec![0; G::FEATURES.len()];
    for _ in 0..games {
        let mut players: Vec<jokoak::AlphaBeta<G>> = (0..start.num_players())
            .map(|_| {
                // A small table: a fresh one per game, cleared on creation.
                jokoak::AlphaBeta::with_table_bytes(jokoak::Limits::depth(config.depth), 1 << 20)
                    .with_weights(weights)
            })
            .collect();
        let mut state = start.clone();
        let mut seen = Vec::new();
        let mut plies = 0;
        while !state.is_over() && plies < config.max_plies {
            plies += 1;
            let chance = matches!(state.to_move(), ToMove::Chance);
            if (chance || config.all_positions) && plies > 1 {
                state.features(Player(0), &mut features);
                seen.push(features.iter().map(|&x| f64::from(x)).collect::<Vec<f64>>());
            }
            let mv = match state.to_move() {
                ToMove::Chance => {
                    let mut outcomes = Vec::new();
                    state.chance_outcomes(&mut outcomes);
                    outcomes.swap_remove(sample_chance(&outcomes, rng)).0
                }
                ToMove::Player(seat) => {
                    let mut moves = Vec::new();
                    state.legal_moves(&mut moves);
                    let random = random_index(1_000_000, rng) as f64 / 1e6 < config.epsilon;
                    if random {
                        moves.swap_remove(random_index(moves.len(), rng))
                    } else {
                        let ctx = AgentContext {
                            seat,
                            remaining: None,
                        };
                        match players[seat.index()].choose(&state, &ctx, rng) {
                            Some(mv) => mv,
                            None => break,
                        }
                    }
                }
                ToMove::Over => break,
            };
            state.play_unchecked(&mv);
        }
        let Some(outcome) = state.outcome() else {
            continue;
        };
        let y = outcome.utility(Player(0));
        labels.extend(std::iter::repeat_n(y, seen.len()));
        rows.append(&mut seen);
    }
    (rows, labels)
}

/// Logistic regression without intercept by Newton's method (iteratively reweighted least
/// squares) with a ridge `ridge`: the `w` maximising Σ log-likelihood − ridge·|w|²/2.
#[allow(clippy::needless_range_loop)] // matrix code reads best with indices
fn fit_logistic(rows: &[Vec<f64>], labels: &[f64], ridge: f64) -> Vec<f64> {
    let k = rows.first().map_or(0, Vec::len);
    let mut w = vec![0.0; k];
    for _ in 0..50 {
        let mut gradient: Vec<f64> = w.iter().map(|wi| -ridge * wi).collect();
        let mut hessian = vec![vec![0.0; k]; k];
        for i in 0..k {
            hessian[i][i] = ridge;
        }
        for (x, &y) in rows.iter().zip(labels) {
            let z: f64 = x.iter().zip(&w).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let s = p * (1.0 - p);
            for i in 0..k {
                gradient[i] += (y - p) * x[i];
                for j in 0..=i {
                    hessian[i][j] += s * x[i] * x[j];
                }
            }
        }
        for i in 0..k {
            for j in 0..i {
                hessian[j][i] = hessian[i][j];
            }
        }
        let step = solve(hessian, gradient);
        let size: f64 = step.iter().map(|d| d.abs()).sum();
        for (wi, d) in w.iter_mut().zip(&step) {
            *wi += d;
        }
        if size < 1e-10 {
            break;
        }
    }
    w
}

/// Solves `a · x = b` by Gaussian elimination with partial pivoting (`a` symmetric positive
/// definite here, thanks to the ridge).
#[allow(clippy::needless_range_loop)] // matrix code reads best with indices
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let pivot = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, pivot);
        b.swap(c, pivot);
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            for k in c..n {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        let s: f64 = (c + 1..n).map(|k| a[c][k] * x[k]).sum();
        x[c] = (b[c] - s) / a[c][c];
    }
    x
}

fn rng_seed(rng: &mut GameRng) -> u64 {
    random_index(1 << 31, rng) as u64 * (1 << 31) + random_index(1 << 31, rng) as u64
}

fn tune<G: Evaluate + Setup + std::fmt::Display + 'static>(search: (u32, u32), config: &Config) {
    let settings = Settings::new(G::INFO.default_variant(), config.players);
    let start = match G::from_settings(&settings) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let mut weights = config
        .weights
        .clone()
        .unwrap_or_else(|| G::WEIGHTS.to_vec());
    if weights.len() != G::FEATURES.len() {
        eprintln!(
            "error: {} takes {} weights: {:?}",
            G::INFO.name,
            G::FEATURES.len(),
            G::FEATURES
        );
        std::process::exit(2);
    }
    let mut rng = rng_from_seed(config.seed);
    if let Some(games) = config.fit {
        let (rows, labels) = fit_data(&start, &weights, games, config, &mut rng);
        if rows.is_empty() {
            eprintln!("error: no position recorded (try --at all)");
            std::process::exit(2);
        }
        let fitted = fit_logistic(&rows, &labels, 1.0);
        let scaled: Vec<i32> = fitted
            .iter()
            .map(|w| (w * config.scale).round() as i32)
            .collect();
        println!(
            "{} fitted on {} positions of {games} games: {scaled:?}",
            G::INFO.name,
            rows.len()
        );
        return;
    }
    if let Some(iterations) = config.mcts {
        let result = versus_mcts(&start, &weights, search, iterations, config, &mut rng);
        println!("{} {weights:?} v mcts:{iterations}: {result}", G::INFO.name);
        return;
    }
    println!("{} start {weights:?}", G::INFO.name);
    for k in 0..config.iterations {
        let i = 1 + random_index(weights.len() - 1, &mut rng);
        let step = (weights[i].abs() / 3).max(5);
        let sign = if random_index(2, &mut rng) == 0 {
            1
        } else {
            -1
        };
        let mut candidate = weights.clone();
        candidate[i] += sign * step;
        let result = duel(&start, &candidate, &weights, search, config, &mut rng);
        let accepted = result > config.margin;
        if accepted {
            weights = candidate;
        }
        println!(
            "{k:3} {:>16} {:+5} -> {:+.3} {} {weights:?}",
            G::FEATURES[i],
            sign * step,
            result,
            if accepted { "accept" } else { "keep  " },
        );
    }
    println!("{} tuned {weights:?}", G::INFO.name);
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_default();
    let mut config = Config {
        players: 2,
        seed: 1,
        iterations: 60,
        openings: 20,
        opening_plies: 6,
        margin: 0.05,
        max_plies: 5_000,
        turns: 0,
        mcts: None,
        weights: None,
        fit: None,
        depth: 1,
        epsilon: 0.05,
        scale: 300.0,
        all_positions: false,
    };
    while let Some(flag) = args.next() {
        let text = args.next().unwrap_or_default();
        if flag == "--at" {
            config.all_positions = text == "all";
            continue;
        }
        if flag == "--weights" {
            config.weights = text.split(',').map(|w| w.trim().parse().ok()).collect();
            continue;
        }
        let value = text.parse::<f64>().ok();
        match (flag.as_str(), value) {
            ("--players", Some(v)) => config.players = v as usize,
            ("--seed", Some(v)) => config.seed = v as u64,
            ("--iterations", Some(v)) => config.iterations = v as u32,
            ("--openings", Some(v)) => config.openings = v as u32,
            ("--opening-plies", Some(v)) => config.opening_plies = v as u32,
            ("--margin", Some(v)) => config.margin = v,
            ("--turns", Some(v)) => config.turns = v as u32,
            ("--mcts", Some(v)) => config.mcts = Some(v as u32),
            ("--fit", Some(v)) => config.fit = Some(v as u32),
            ("--depth", Some(v)) => config.depth = v as u32,
            ("--epsilon", Some(v)) => config.epsilon = v,
            ("--scale", Some(v)) => config.scale = v,
            _ => {
                eprintln!(
                    "usage: tune_eval linja|bul|continued [--players N] [--seed N] \
                     [--iterations N] [--openings N] [--opening-plies N] [--margin X] \
                     [--turns 1|2] [--mcts N] [--weights W,W,...] [--fit GAMES] [--depth N] \
                     [--epsilon X] [--scale X] [--at chance|all]"
                );
                std::process::exit(2);
            }
        }
    }
    let turns = |default: u32| {
        if config.turns == 0 {
            default
        } else {
            config.turns
        }
    };
    match game.as_str() {
        "linja" => tune::<jokoak::linja::Linja>((turns(2), 4), &config),
        "bul" => tune::<jokoak::bul::Bul>((turns(2), 1), &config),
        "continued" => tune::<jokoak::continued::Continued>((turns(1), 2), &config),
        // The turn searchers do not know these two; `--fit … --at all` fits them.
        "agon" if config.fit.is_some() => tune::<jokoak::agon::Agon>((1, 1), &config),
        "abalone" if config.fit.is_some() => tune::<jokoak::abalone::Abalone>((1, 1), &config),
        _ => {
            eprintln!(
                "error: tune_eval tunes linja, bul or continued, and fits agon or abalone (--fit)"
            );
            std::process::exit(2);
        }
    }
}
