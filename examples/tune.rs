//! Tunes a game's evaluation weights by SPSA self-play (`jokoak_core::spsa`,
//! `docs/ai.md` "Tuning Abalone and Agon") and prints them as the game's `WEIGHTS`.
//!
//! ```text
//! nice -n 10 cargo run --release --example tune -- abalone --iterations 150 --seed 1
//! nice -n 10 cargo run --release --example tune -- agon --agent ab2 --seed 1
//! ```
//!
//! Games: `abalone` (2 players), `abalone3` (3 players), `agon`. Agents: `greedy` (1 ply on
//! the evaluation), `ab2` (a plain 2-ply alpha-beta, 2 players only; the default, which the
//! runs of `docs/ai.md` used) or `dN` (the core's alpha-beta, `jokoak::AlphaBeta`, to depth `N`
//! with quiescence, paranoid with 3 players). Every opening
//! is the start position after 0–4 random plies drawn from the run's seed, played once from
//! each seat. The material weight (the first) stays fixed: it sets the scale.

use jokoak::{Agent, AgentContext, Evaluate, Game, GameRng, Player, Spsa, ToMove, random_index};

/// A won position, far above any evaluation.
const WIN: i32 = 1_000_000;

/// 1 ply on the evaluation: the move after which the evaluation for the mover is highest
/// (a win above all, a loss below all), ties broken by the RNG.
struct Greedy {
    weights: Vec<i32>,
}

/// A depth-limited negamax alpha-beta for 2 players, moves ordered by the game's
/// `move_priority`; leaves scored by the evaluation for the seat to move.
struct AlphaBeta {
    weights: Vec<i32>,
    depth: u32,
}

/// The value of a finished `state` for `seat`: a win, a loss, or a draw / shared place 0.
fn terminal<G: Game>(state: &G, seat: Player) -> Option<i32> {
    let outcome = state.outcome()?;
    let u = outcome.utility(seat);
    Some(((u - 0.5) * 2.0 * f64::from(WIN)) as i32)
}

fn score<G: Game + Evaluate>(state: &G, seat: Player, weights: &[i32]) -> i32 {
    terminal(state, seat).unwrap_or_else(|| state.evaluate_with(seat, weights))
}

impl<G: Game + Evaluate> Agent<G> for Greedy {
    fn name(&self) -> String {
        "greedy".to_owned()
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut best = Vec::new();
        let mut best_value = i32::MIN;
        for mv in moves {
            let mut next = game.clone();
            next.play_unchecked(&mv);
            let v = score(&next, ctx.seat, &self.weights);
            if v > best_value {
                best_value = v;
                best.clear();
            }
            if v == best_value {
                best.push(mv);
            }
        }
        if best.is_empty() {
            return None;
        }
        let i = random_index(best.len(), rng);
        Some(best.swap_remove(i))
    }
}

impl AlphaBeta {
    fn negamax<G: Game + Evaluate>(&self, state: &G, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        let seat = match state.to_move() {
            ToMove::Player(p) => p,
            _ => return 0,
        };
        if let Some(v) = terminal(state, seat) {
            return v;
        }
        if depth == 0 {
            return state.evaluate_with(seat, &self.weights);
        }
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        moves.sort_by_key(|m| std::cmp::Reverse(state.move_priority(m)));
        let mut best = -WIN - 1;
        for mv in &moves {
            let mut next = state.clone();
            next.play_unchecked(mv);
            let same = next.to_move() == ToMove::Player(seat);
            let v = if same {
                self.negamax(&next, depth - 1, alpha, beta)
            } else {
                -self.negamax(&next, depth - 1, -beta, -alpha)
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl<G: Game + Evaluate> Agent<G> for AlphaBeta {
    fn name(&self) -> String {
        format!("ab{}", self.depth)
    }

    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        moves.sort_by_key(|m| std::cmp::Reverse(game.move_priority(m)));
        let mut best = Vec::new();
        let mut alpha = -WIN - 1;
        for mv in moves {
            let mut next = game.clone();
            next.play_unchecked(&mv);
            let v = match terminal(&next, ctx.seat) {
                Some(v) => v,
                None if next.to_move() == ToMove::Player(ctx.seat) => {
                    self.negamax(&next, self.depth - 1, alpha - 1, WIN + 1)
                }
                None => -self.negamax(&next, self.depth - 1, -WIN - 1, -(alpha - 1)),
            };
            // Keep every move that ties the best (a window one below alpha keeps ties exact).
            if v > alpha {
                alpha = v;
                best.clear();
            }
            if v == alpha {
                best.push(mv);
            }
        }
        if best.is_empty() {
            return None;
        }
        let i = random_index(best.len(), rng);
        Some(best.swap_remove(i))
    }
}

/// The start state after 0–4 random plies.
fn opening<G: Game>(start: &G, rng: &mut GameRng) -> G {
    let mut g = start.clone();
    let plies = random_index(5, rng);
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let i = random_index(moves.len(), rng);
        g.play_unchecked(&moves[i]);
    }
    g
}

struct Args {
    game: String,
    agent: String,
    iterations: u32,
    openings: u32,
    seed: u64,
    plies: u64,
    rate: f64,
    compare: Option<Vec<i32>>,
}

fn parse_args() -> Args {
    let mut a = Args {
        game: String::new(),
        agent: "ab2".to_owned(),
        iterations: 100,
        openings: 2,
        seed: 1,
        plies: 300,
        rate: 1.0,
        compare: None,
    };
    let usage = || -> ! {
        eprintln!(
            "usage: tune abalone|abalone3|agon [--agent greedy|ab2|dN] [--iterations N] \
             [--openings N] [--seed N] [--plies N] [--rate X] [--compare W1,W2,...]"
        );
        std::process::exit(2);
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if !arg.starts_with("--") {
            a.game = arg;
            continue;
        }
        let Some(v) = args.next() else { usage() };
        let ok = match arg.as_str() {
            "--agent" => {
                a.agent = v;
                true
            }
            "--iterations" => v.parse().map(|n| a.iterations = n).is_ok(),
            "--openings" => v.parse().map(|n| a.openings = n).is_ok(),
            "--seed" => v.parse().map(|n| a.seed = n).is_ok(),
            "--plies" => v.parse().map(|n| a.plies = n).is_ok(),
            "--rate" => v.parse().map(|n| a.rate = n).is_ok(),
            "--compare" => v
                .split(',')
                .map(str::parse)
                .collect::<Result<Vec<i32>, _>>()
                .map(|w| a.compare = Some(w))
                .is_ok(),
            _ => false,
        };
        if !ok {
            usage();
        }
    }
    if !["abalone", "abalone3", "agon"].contains(&a.game.as_str())
        || !(["greedy", "ab2"].contains(&a.agent.as_str()) || core_depth(&a.agent).is_some())
        || (a.game == "abalone3" && a.agent == "ab2")
    {
        usage();
    }
    a
}

/// The depth of a `dN` agent.
fn core_depth(agent: &str) -> Option<u32> {
    agent
        .strip_prefix('d')
        .and_then(|n| n.parse().ok())
        .filter(|n| (1..=64).contains(n))
}

fn make_agent<G: Game + Evaluate + 'static>(args: &Args, w: &[i32]) -> Box<dyn Agent<G>> {
    if let Some(depth) = core_depth(&args.agent) {
        Box::new(jokoak::AlphaBeta::new(jokoak::Limits::depth(depth)).with_weights(w))
    } else if args.agent == "greedy" {
        Box::new(Greedy {
            weights: w.to_vec(),
        })
    } else {
        Box::new(AlphaBeta {
            weights: w.to_vec(),
            depth: 2,
        })
    }
}

/// Plays `weights` against the game's `WEIGHTS` from `args.openings` openings, each from
/// every seat, and prints the score of `weights` (wins + half the draws, per game).
fn compare<G: Game + Evaluate + 'static>(start: G, args: &Args, weights: &[i32]) {
    let mut rng = jokoak::rng_from_seed(args.seed);
    let n = start.num_players();
    let (mut points, mut games, mut wins, mut losses, mut capped) = (0.0, 0, 0, 0, 0);
    for _ in 0..args.openings {
        let g = opening(&start, &mut rng);
        for seat in 0..n {
            let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
                .map(|s| make_agent::<G>(args, if s == seat { weights } else { G::WEIGHTS }))
                .collect();
            let mut game_rng = jokoak::rng_from_seed(args.seed ^ (games as u64 + 1));
            let played = jokoak::play_out(g.clone(), &mut agents, &mut game_rng, Some(args.plies));
            capped += usize::from(!played.finished());
            if std::env::var_os("TUNE_SHOW").is_some() {
                eprintln!("{} plies: {:?}", played.moves.len(), played.state);
            }
            let Some(outcome) = played
                .state
                .outcome()
                .or_else(|| played.state.adjudicate())
                .or_else(|| jokoak::Outcome::draw(n).ok())
            else {
                continue;
            };
            let u = outcome.utility(Player(seat as u8));
            points += u;
            wins += usize::from(u == 1.0);
            losses += usize::from(u == 0.0);
            games += 1;
        }
    }
    println!(
        "{weights:?} vs {:?}: utility {:.3} over {games} games: {wins} sole first places, \
         {losses} last places; {capped} stopped at the ply cap",
        G::WEIGHTS,
        points / f64::from(games)
    );
}

fn tune<G: Game + Evaluate + 'static>(start: G, args: &Args) {
    if let Some(w) = &args.compare {
        return compare(start, args, w);
    }
    let mut config = Spsa::new(G::WEIGHTS, &[0], args.iterations, args.openings, args.seed);
    config.max_plies = args.plies;
    config.learning_rate = args.rate;
    eprintln!("features {:?}", G::FEATURES);
    eprintln!(
        "start    {:?}  perturbation {:?}",
        G::WEIGHTS,
        config.perturbation
    );
    let greedy = args.agent == "greedy";
    let weights = jokoak::spsa(
        |rng| opening(&start, rng),
        |w| -> Box<dyn Agent<G>> {
            if greedy {
                Box::new(Greedy {
                    weights: w.to_vec(),
                })
            } else {
                Box::new(AlphaBeta {
                    weights: w.to_vec(),
                    depth: 2,
                })
            }
        },
        G::WEIGHTS,
        &config,
        |s| {
            eprintln!(
                "{:4} r {:+.2} games {} plies {:6.1} {:?}",
                s.iteration, s.result, s.games, s.plies, s.weights
            );
        },
    );
    println!("{weights:?}");
}

fn main() {
    let args = parse_args();
    match args.game.as_str() {
        "abalone" => tune(jokoak::abalone::Abalone::default(), &args),
        "abalone3" => tune(
            jokoak::abalone::Abalone::new(jokoak::abalone::Options::default(), 3)
                .expect("Abalone has 3 players"),
            &args,
        ),
        _ => tune(
            jokoak::agon::Agon::with_first(jokoak::agon::Options::default(), Player(0))
                .expect("A is a seat of Agon"),
            &args,
        ),
    }
}
