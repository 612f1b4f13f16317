//! Monte Carlo tree search (UCT) for every game: chance nodes sampled by their exact
//! probabilities, utility vectors for any number of players, hidden information by
//! determinization (issue 7; DESIGN §2 "Agents").

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::{
    Agent, AgentContext, Game, GameRng, Player, Probability, ToMove, random_index, sample_chance,
};

/// How long a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations: the same seed gives the same move.
    Iterations(u32),
    /// Wall-clock time: not deterministic; never used in tests or the strength table.
    Time(Duration),
}

/// One root move's statistics after a search ([`Mcts::search_with_stats`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RootStat<M> {
    /// The move from the root.
    pub mv: M,
    /// Iterations that went through it.
    pub visits: u32,
    /// The mean utility to the searching seat over those iterations, in `[0, 1]` (1 a win,
    /// 0 a loss, ½ a draw or a playout cut off without result; [`crate::Outcome::utility`]);
    /// 0 for a move never visited.
    pub mean_value: f64,
}

/// What [`Mcts::search_with_stats`] gives: the chosen move and every legal root move's
/// statistics.
pub type SearchStats<M> = (M, Vec<RootStat<M>>);

/// A UCT agent (Kocsis & Szepesvári 2006) that works for every [`Game`]:
///
/// - **N players, multi-step turns.** Each node keeps the utility of the player who made the
///   move into it (`Outcome::utility`, in `[0, 1]`), so there is no negamax sign flip: a turn
///   of several plies by one player and 3–6 players need nothing special.
/// - **Chance nodes** are sampled by their exact probabilities and share statistics per outcome.
/// - **Hidden information.** For a game with hidden information
///   ([`Game::HIDDEN_INFORMATION`]), every iteration starts from a fresh determinization of
///   the root for the searching seat ([`Game::determinize_for`]: only what the seat observes
///   is used); one tree is shared, and a move's UCB counts only the iterations in which it was
///   available (single-observer information-set MCTS, Cowling, Powley & Whitehouse 2012). A
///   node is a sequence of what the seat observes: a chance outcome it does not see
///   ([`Game::sees_chance_outcome`], another player's draw) has one child whatever falls, so
///   the seat's later decisions in the tree never depend on it. With
///   [`Mcts::with_multiple_observers`] each seat has a tree of what it sees (MO-ISMCTS, the
///   same paper), so the others' choices cannot depend on the searching seat's own draws.
/// - **Playouts** are uniformly random and capped at `playout_cap` plies; a cut-off playout is
///   scored by the game's own ply-cap rule ([`Game::adjudicate`]), or as a draw. With an
///   evaluation they can instead stop at the end of a stage or after a number of plies and be
///   scored by it ([`Mcts::with_evaluation_cutoff`]), and play the moves the game rates
///   first ([`Mcts::with_priority_playouts`]) or the greedy agent's move
///   ([`Mcts::with_greedy_playouts`]).
/// - **Tree reuse** (opt-in, [`Mcts::with_tree_reuse`], perfect information only): as an agent
///   it keeps its tree, and at its next turn continues from the node of the position reached,
///   found within a few plies of the last root.
///
/// A search with its root statistics, from the Linja start of linja.md §9 (7 legal moves):
///
/// ```
/// use jokoak_core::{Mcts, Player, rng_from_seed};
/// use jokoak_linja::Linja;
///
/// let start: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
/// let search = Mcts::new(500);
/// let (best, stats) = search.search_with_stats(&start, Player(0), &mut rng_from_seed(1)).unwrap();
/// assert_eq!(stats.len(), 7);
/// assert_eq!(stats.iter().map(|s| s.visits).sum::<u32>(), 500);
/// // The chosen move is the most visited one; the same seed chooses it again.
/// let most = stats.iter().max_by_key(|s| s.visits).unwrap();
/// assert_eq!(most.visits, stats.iter().find(|s| s.mv == best).unwrap().visits);
/// assert_eq!(search.search(&start, Player(0), &mut rng_from_seed(1)), Some(best));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Mcts<G: Game> {
    /// The search budget per move.
    pub budget: Budget,
    /// The UCB exploration constant `c` in `w/n + c·√(ln N / n)`, utilities in `[0, 1]`: a
    /// finite number, 0 or more (0 never explores past the first value; a negative or NaN
    /// `c` is not checked and makes the selection degenerate).
    pub exploration: f64,
    /// The most plies a random playout runs before it is adjudicated.
    pub playout_cap: u64,
    /// Playouts cut after this many plies and scored by the evaluation
    /// ([`Mcts::with_evaluation_cutoff`]); `None` (the default): random to the end or the cap.
    cutoff: Option<EvalCutoff<G>>,
    /// The playouts' move choice ([`Mcts::with_playouts`]); `None` (the default): uniformly
    /// random.
    policy: Option<PlayoutPolicy<G>>,
    /// A tree per seat ([`Mcts::with_multiple_observers`]).
    multiple_observers: bool,
    /// State equality, present when tree reuse is on.
    same_state: Option<fn(&G, &G) -> bool>,
    /// The last search's root and tree, kept for reuse.
    kept: Option<(G, Vec<Node<G::Move>>)>,
    /// Root visits the last search started with (0 without reuse).
    reused: u32,
    /// Set by someone else (a user's interrupt) to end every search before its next iteration.
    stop: Option<Arc<AtomicBool>>,
    /// What the last agent move found ([`Agent::analysis`]); `None` before the first search
    /// and after a move chosen without searching.
    last: Option<LastSearch<G::Move>>,
}

/// The last agent search's root: its visits, its time, the move chosen and every legal root
/// move's statistics in generation order.
#[derive(Clone)]
struct LastSearch<M> {
    visits: u32,
    elapsed: Duration,
    chosen: Option<M>,
    stats: Vec<RootStat<M>>,
}

/// The share of its clock a search spends on one move under time control: at most 1/20 of the
/// time left, so the clock shrinks geometrically and a move is made before it runs out (a
/// flag can still fall once the time left is shorter than one iteration).
pub const CLOCK_SHARE_PER_MOVE: u32 = 20;

/// A cut-off playout's scoring: the plies it runs, the evaluation and its scale, and where a
/// stage of the game ends ([`crate::Evaluate::stage_over`]).
struct EvalCutoff<G> {
    plies: u64,
    evaluate: fn(&G, Player) -> i32,
    scale: f64,
    stage_over: fn(&G) -> bool,
}

impl<G> Clone for EvalCutoff<G> {
    fn clone(&self) -> Self {
        EvalCutoff { ..*self }
    }
}

/// Playouts that play a move `priority` rates first ([`Playouts::Priority`],
/// [`Playouts::Greedy`]).
struct PlayoutPolicy<G: Game> {
    priority: fn(&G, &G::Move) -> i32,
    /// Percent of decisions made uniformly at random instead.
    explore_percent: u32,
    /// What `priority` is, for `Debug`.
    kind: Playouts,
}

/// How MCTS playouts choose a move at a decision ([`Mcts::with_playouts`]; a game's `ai` sets
/// its own in [`crate::Strongest::Mcts`]). A chance node is always sampled by its exact odds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Playouts {
    /// A uniformly random legal move (the default, and what [`Mcts::new`] plays).
    #[default]
    Random,
    /// A move of the highest [`crate::Evaluate::move_priority`] (uniformly among those), and
    /// a uniformly random move instead in `explore_percent` % of decisions (clamped to
    /// 0–100): [`Mcts::with_priority_playouts`].
    Priority {
        /// Percent of decisions made uniformly at random.
        explore_percent: u32,
    },
    /// The greedy agent's move ([`crate::Greedy`]: the one whose resulting position evaluates
    /// best for the mover, a win above everything, ties uniformly), and a uniformly random
    /// move instead in `explore_percent` % of decisions (clamped to 0–100):
    /// [`Mcts::with_greedy_playouts`].
    Greedy {
        /// Percent of decisions made uniformly at random.
        explore_percent: u32,
    },
}

impl<G: Game> Clone for PlayoutPolicy<G> {
    fn clone(&self) -> Self {
        PlayoutPolicy { ..*self }
    }
}

/// The evaluation (centipoints) that a cut-off playout turns into a win probability of
/// `1 / (1 + e^(−value / scale))`, by default: 200, so a lead of one unit of material (100)
/// is worth about 62 %.
pub const DEFAULT_EVAL_SCALE: f64 = 200.0;

/// How many plies below the last root a reused tree is searched for the new position.
const REUSE_DEPTH: usize = 6;
/// The most tree nodes the search for the new position visits before it gives up.
const REUSE_VISITS: usize = 20_000;
/// A kept tree larger than this is dropped rather than kept (memory bound).
const REUSE_MAX_NODES: usize = 4_000_000;

impl<G: Game> std::fmt::Debug for Mcts<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mcts")
            .field("budget", &self.budget)
            .field("exploration", &self.exploration)
            .field("playout_cap", &self.playout_cap)
            .field("cutoff", &self.cutoff.as_ref().map(|c| c.plies))
            .field(
                "playouts",
                &self.policy.as_ref().map_or(Playouts::Random, |p| p.kind),
            )
            .field("multiple_observers", &self.multiple_observers)
            .field("determinized", &G::HIDDEN_INFORMATION)
            .finish()
    }
}

#[derive(Clone)]
struct Node<M> {
    /// The ply into this node (none at the root, and for a chance outcome hidden from the
    /// searching seat).
    mv: Option<M>,
    /// The player who made that ply; `None` for the root and chance outcomes.
    mover: Option<Player>,
    children: Vec<u32>,
    visits: u32,
    /// Iterations in which this node's move was legal at its parent.
    available: u32,
    /// Sum of the mover's utilities over the visits.
    value: f64,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, mover: Option<Player>) -> Self {
        Node {
            mv,
            mover,
            children: Vec::new(),
            visits: 0,
            available: 0,
            value: 0.0,
        }
    }
}

impl<G: Game> Mcts<G> {
    /// A search of `iterations` iterations per move, exploration 1.0, playouts capped at 300
    /// plies. For a game with hidden information ([`Game::HIDDEN_INFORMATION`]) every
    /// iteration starts from [`Game::determinize_for`] the searching seat, so the search never
    /// reads what the seat cannot see. With 0 iterations it searches nothing and plays the
    /// first legal move.
    #[must_use]
    pub fn new(iterations: u32) -> Self {
        Mcts {
            budget: Budget::Iterations(iterations),
            exploration: 1.0,
            playout_cap: 300,
            cutoff: None,
            policy: None,
            multiple_observers: false,
            same_state: None,
            kept: None,
            reused: 0,
            stop: None,
            last: None,
        }
    }

    /// The same search with a time budget per move instead (not deterministic).
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = budget;
        self
    }

    /// Ends every search before its next iteration once `stop` is set (e.g. by a Ctrl-C
    /// handler); the move is then the best found so far (the first legal move if none).
    #[must_use]
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Keeps the search tree between moves when used as an agent: the next search starts from
    /// the node of the position reached, if it lies within a few plies of the last root.
    /// Ignored for a game with hidden information (its tree has no single position per node).
    #[must_use]
    pub fn with_tree_reuse(mut self) -> Self
    where
        G: PartialEq,
    {
        self.same_state = Some(<G as PartialEq>::eq);
        self
    }

    /// Multiple-observer information-set MCTS (MO-ISMCTS, Cowling, Powley & Whitehouse 2012):
    /// a tree per seat, each branching only on what its seat sees (every move, and the chance
    /// outcomes [`Game::sees_chance_outcome`] lets it see), and each seat's moves chosen by UCB
    /// in its own tree. In the single tree of the searching seat another seat's choice may
    /// depend on what only the searching seat sees (its own draws); here it cannot. Moves are
    /// taken to be seen by every seat, as every game of this workspace has them. Iterations
    /// cost about one tree walk per seat more; without hidden information the search is that
    /// of one tree.
    #[must_use]
    pub fn with_multiple_observers(mut self) -> Self {
        self.multiple_observers = true;
        self
    }

    /// The root visits the last agent move started from: the iterations kept from earlier
    /// searches by tree reuse (0 for a fresh tree).
    #[must_use]
    pub fn reused_visits(&self) -> u32 {
        self.reused
    }

    /// The move the search picks for `seat` in `root`: the most visited legal move (on ties,
    /// the one the search expanded first, an order its seeded draws set); `None` if there is
    /// no legal move or `seat` is not a seat of `root` (`seat.index() >= num_players()`) or
    /// not the one to move. Always a fresh tree.
    pub fn search(&self, root: &G, seat: Player, rng: &mut GameRng) -> Option<G::Move> {
        self.search_tree(root, seat, rng, vec![Node::new(None, None)], None)
            .0
    }

    /// [`Mcts::search`] with the root statistics: the chosen move (as `search` would choose it
    /// with the same `rng`) and, for every legal root move in generation order, its visits and
    /// mean value to `seat`. The visits of the moves sum to the iterations run (under hidden
    /// information, a move counts only the iterations of the determinizations in which it
    /// was expanded). `None` where `search` gives `None`; a single legal move is chosen without
    /// searching, so its statistics are zero.
    pub fn search_with_stats(
        &self,
        root: &G,
        seat: Player,
        rng: &mut GameRng,
    ) -> Option<SearchStats<G::Move>> {
        let (choice, tree) = self.search_tree(root, seat, rng, vec![Node::new(None, None)], None);
        Some((choice?, root_stats(root, &tree)))
    }

    /// Runs the budget's iterations on `tree` (whose root is `root`) and picks the move.
    fn search_tree(
        &self,
        root: &G,
        seat: Player,
        rng: &mut GameRng,
        mut tree: Vec<Node<G::Move>>,
        deadline: Option<Instant>,
    ) -> (Option<G::Move>, Vec<Node<G::Move>>) {
        if crate::search::not_to_move(root, seat) {
            return (None, tree);
        }
        let mut legal = Vec::new();
        root.legal_moves(&mut legal);
        if legal.len() <= 1 {
            return (legal.pop(), tree);
        }
        let start = Instant::now();
        let mut buffers = Buffers::default();
        let mut iteration = 0u32;
        let observers = self.multiple_observers && G::HIDDEN_INFORMATION;
        let mut trees: Vec<Vec<Node<G::Move>>> = Vec::new();
        if observers {
            trees = (0..root.num_players())
                .map(|_| vec![Node::new(None, None)])
                .collect();
            trees[seat.index()] = std::mem::take(&mut tree);
        }
        loop {
            let done = match self.budget {
                Budget::Iterations(n) => iteration >= n,
                Budget::Time(t) => iteration > 0 && start.elapsed() >= t,
            } || deadline.is_some_and(|d| iteration > 0 && Instant::now() >= d)
                || self
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(Ordering::Relaxed));
            if done {
                break;
            }
            // Hidden information: never the true state (issue 14 item 6).
            let state = if G::HIDDEN_INFORMATION {
                match root.determinize_for(seat, rng) {
                    Some(state) => state,
                    None => return (None, tree),
                }
            } else {
                root.clone()
            };
            if observers {
                self.iterate_observers(&mut trees, state, rng, &mut buffers);
            } else {
                self.iterate(&mut tree, state, seat, rng, &mut buffers);
            }
            iteration += 1;
        }
        if observers {
            tree = std::mem::take(&mut trees[seat.index()]);
        }
        let best = tree[0]
            .children
            .iter()
            .map(|&c| &tree[c as usize])
            .filter(|n| n.mv.as_ref().is_some_and(|m| legal.contains(m)))
            .fold(None::<&Node<G::Move>>, |best, n| match best {
                Some(b) if b.visits >= n.visits => Some(b),
                _ => Some(n),
            });
        let choice = best
            .and_then(|n| n.mv.clone())
            .or_else(|| legal.first().cloned());
        (choice, tree)
    }

    /// The kept tree re-rooted at `game`'s node, or a fresh tree if `game` is not found within
    /// [`REUSE_DEPTH`] plies of the kept root.
    fn reused_tree(&mut self, game: &G) -> Vec<Node<G::Move>> {
        let fresh = || vec![Node::new(None, None)];
        let (Some(same), Some((old_root, tree))) = (self.same_state, self.kept.take()) else {
            return fresh();
        };
        let mut queue = std::collections::VecDeque::from([(0u32, old_root, 0usize)]);
        let mut visited = 0;
        while let Some((node, state, depth)) = queue.pop_front() {
            if same(&state, game) {
                return subtree(&tree, node);
            }
            visited += 1;
            if depth == REUSE_DEPTH || visited > REUSE_VISITS {
                continue;
            }
            for &c in &tree[node as usize].children {
                if let Some(mv) = &tree[c as usize].mv {
                    let mut next = state.clone();
                    next.play_unchecked(mv);
                    queue.push_back((c, next, depth + 1));
                }
            }
        }
        fresh()
    }

    fn iterate(
        &self,
        tree: &mut Vec<Node<G::Move>>,
        mut state: G,
        seat: Player,
        rng: &mut GameRng,
        buf: &mut Buffers<G::Move>,
    ) {
        let mut paths = buf.take_paths(1);
        let path = &mut paths[0];
        let mut node = 0u32;
        loop {
            match state.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    let Some(mv) = buf.sample(&state, rng) else {
                        break;
                    };
                    // An outcome hidden from the searching seat leads to one child whatever
                    // falls: the seat's later nodes cannot depend on it (information sets).
                    let seen = !G::HIDDEN_INFORMATION || state.sees_chance_outcome(seat);
                    let (child, _) = child_for(tree, node, seen.then_some(&mv), None);
                    state.play_unchecked(&mv);
                    node = child;
                    path.push(node);
                }
                ToMove::Player(p) => {
                    buf.moves.clear();
                    state.legal_moves(&mut buf.moves);
                    if buf.moves.is_empty() {
                        break;
                    }
                    // Expand one untried move, if any.
                    untried(tree, node, &buf.moves, &mut buf.picks);
                    self.count_availability(tree, node, &buf.moves);
                    if !buf.picks.is_empty() {
                        let i = buf.picks[random_index(buf.picks.len(), rng)];
                        let mv = buf.moves[i].clone();
                        let (child, _) = child_for(tree, node, Some(&mv), Some(p));
                        tree[child as usize].available = 1;
                        state.play_unchecked(&mv);
                        path.push(child);
                        break;
                    }
                    let child = self.select(tree, node, &buf.moves);
                    let mv = tree[child as usize].mv.clone();
                    if let Some(mv) = mv {
                        state.play_unchecked(&mv);
                    }
                    node = child;
                    path.push(node);
                }
            }
        }
        if !state.is_over() {
            self.playout(&mut state, rng, buf);
        }
        self.utilities(&state, &mut buf.utilities);
        backpropagate(tree, path, &buf.utilities);
        buf.put_paths(paths);
    }

    /// One iteration of [`Mcts::with_multiple_observers`]: `trees[p]` is seat `p`'s tree;
    /// each walks down by what its seat sees, and the seat to move chooses in its own.
    fn iterate_observers(
        &self,
        trees: &mut [Vec<Node<G::Move>>],
        mut state: G,
        rng: &mut GameRng,
        buf: &mut Buffers<G::Move>,
    ) {
        let mut paths = buf.take_paths(trees.len());
        loop {
            let (mv, mover, expanded) = match state.to_move() {
                ToMove::Over => break,
                ToMove::Chance => match buf.sample(&state, rng) {
                    Some(mv) => (mv, None, false),
                    None => break,
                },
                ToMove::Player(q) => {
                    buf.moves.clear();
                    state.legal_moves(&mut buf.moves);
                    let (Some(tree), Some(path)) = (trees.get_mut(q.index()), paths.get(q.index()))
                    else {
                        break;
                    };
                    if buf.moves.is_empty() {
                        break;
                    }
                    let at = path[path.len() - 1];
                    untried(tree, at, &buf.moves, &mut buf.picks);
                    self.count_availability(tree, at, &buf.moves);
                    if buf.picks.is_empty() {
                        let child = self.select(tree, at, &buf.moves);
                        let Some(mv) = tree[child as usize].mv.clone() else {
                            break;
                        };
                        (mv, Some(q), false)
                    } else {
                        let mv = buf.moves[buf.picks[random_index(buf.picks.len(), rng)]].clone();
                        let (child, _) = child_for(tree, at, Some(&mv), Some(q));
                        tree[child as usize].available = 1;
                        (mv, Some(q), true)
                    }
                }
            };
            for (p, (tree, path)) in trees.iter_mut().zip(&mut paths).enumerate() {
                let seen = mover.is_some() || state.sees_chance_outcome(Player(p as u8));
                let (child, _) = child_for(tree, path[path.len() - 1], seen.then_some(&mv), mover);
                path.push(child);
            }
            state.play_unchecked(&mv);
            if expanded {
                break;
            }
        }
        if !state.is_over() {
            self.playout(&mut state, rng, buf);
        }
        self.utilities(&state, &mut buf.utilities);
        for (tree, path) in trees.iter_mut().zip(&paths) {
            backpropagate(tree, path, &buf.utilities);
        }
        buf.put_paths(paths);
    }

    /// Sets `out` to each seat's utility of a finished or cut-off playout, in seat order: the
    /// outcome's ([`crate::Outcome::utility`]), or from its evaluation when cut short
    /// (`1 / (1 + e^(−value / scale))`), or ½ for a playout without result.
    fn utilities(&self, state: &G, out: &mut Vec<f64>) {
        out.clear();
        out.resize(state.num_players(), 0.5);
        let seats = out.iter_mut().enumerate();
        match (&self.cutoff, state.is_over()) {
            (Some(c), false) => {
                for (i, u) in seats {
                    let value = f64::from((c.evaluate)(state, Player(i as u8)));
                    *u = 1.0 / (1.0 + (-value / c.scale).exp());
                }
            }
            _ => {
                if let Some(o) = state.outcome().or_else(|| state.adjudicate()) {
                    for (i, u) in seats {
                        *u = o.utility(Player(i as u8));
                    }
                }
            }
        }
    }

    /// Plays `state` on from a leaf: chance nodes by their odds, decisions uniformly at random
    /// or by the priority policy; at most `playout_cap` plies, or the cut-off's plies and
    /// then only to the end of the current stage.
    fn playout(&self, state: &mut G, rng: &mut GameRng, buf: &mut Buffers<G::Move>) {
        let (cap, stage_over) = match &self.cutoff {
            Some(c) => (c.plies, Some(c.stage_over)),
            None => (self.playout_cap, None),
        };
        let policy = self.policy.as_ref();
        for _ in 0..cap {
            if stage_over.is_some_and(|over| over(state)) || !step(state, rng, buf, policy) {
                break;
            }
        }
    }

    fn count_availability(&self, tree: &mut [Node<G::Move>], node: u32, legal: &[G::Move]) {
        let children = std::mem::take(&mut tree[node as usize].children);
        for &c in &children {
            let child = &mut tree[c as usize];
            if child.mv.as_ref().is_some_and(|m| legal.contains(m)) {
                child.available += 1;
            }
        }
        tree[node as usize].children = children;
    }

    /// The legal child with the best UCB score (first on ties).
    fn select(&self, tree: &[Node<G::Move>], node: u32, legal: &[G::Move]) -> u32 {
        let mut best = (f64::NEG_INFINITY, tree[node as usize].children[0]);
        for &c in &tree[node as usize].children {
            let child = &tree[c as usize];
            if !child.mv.as_ref().is_some_and(|m| legal.contains(m)) {
                continue;
            }
            let n = f64::from(child.visits.max(1));
            let avail = f64::from(child.available.max(1));
            let score = child.value / n + self.exploration * (avail.ln() / n).sqrt();
            if score > best.0 {
                best = (score, c);
            }
        }
        best.1
    }
}

/// One playout ply: a chance outcome by its odds, or a decision by `policy` (uniform without
/// one). `false` if the game is over or has nothing to play.
fn step<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    buf: &mut Buffers<G::Move>,
    policy: Option<&PlayoutPolicy<G>>,
) -> bool {
    match state.to_move() {
        ToMove::Over => false,
        ToMove::Chance => match buf.sample(state, rng) {
            Some(outcome) => {
                state.play_unchecked(&outcome);
                true
            }
            None => false,
        },
        ToMove::Player(_) => {
            buf.moves.clear();
            state.legal_moves(&mut buf.moves);
            if buf.moves.is_empty() {
                return false;
            }
            let i = match policy {
                Some(p) if random_index(100, rng) as u32 >= p.explore_percent => {
                    // Uniformly among the moves of the highest priority.
                    buf.picks.clear();
                    let mut best = i32::MIN;
                    for (i, m) in buf.moves.iter().enumerate() {
                        let v = (p.priority)(state, m);
                        if v > best {
                            best = v;
                            buf.picks.clear();
                        }
                        if v == best {
                            buf.picks.push(i);
                        }
                    }
                    buf.picks[random_index(buf.picks.len(), rng)]
                }
                _ => random_index(buf.moves.len(), rng),
            };
            state.play_unchecked(&buf.moves[i]);
            true
        }
    }
}

/// Per-search scratch vectors, reused from ply to ply.
struct Buffers<M> {
    moves: Vec<M>,
    outcomes: Vec<(M, Probability)>,
    /// Indices into `moves` to pick one from at random: the untried moves of a tree node, or
    /// the moves of the highest priority in a playout.
    picks: Vec<usize>,
    /// Each seat's utility of the last playout.
    utilities: Vec<f64>,
    /// The tree nodes an iteration passed through, root first: one path per tree searched.
    paths: Vec<Vec<u32>>,
}

impl<M> Buffers<M> {
    /// A chance outcome of `state` drawn by its exact probability; `None` if it has none.
    fn sample<G: Game<Move = M>>(&mut self, state: &G, rng: &mut GameRng) -> Option<M> {
        self.outcomes.clear();
        state.chance_outcomes(&mut self.outcomes);
        if self.outcomes.is_empty() {
            return None;
        }
        let i = sample_chance(&self.outcomes, rng);
        Some(self.outcomes.swap_remove(i).0)
    }

    /// `trees` paths, each holding only the root, taken out of the buffers so that the
    /// iteration can borrow the rest; [`Buffers::put_paths`] returns them for the next one.
    fn take_paths(&mut self, trees: usize) -> Vec<Vec<u32>> {
        let mut paths = std::mem::take(&mut self.paths);
        paths.resize_with(trees, Vec::new);
        for path in &mut paths {
            path.clear();
            path.push(0);
        }
        paths
    }

    /// Keeps `paths` (their allocations) for the next iteration's [`Buffers::take_paths`].
    fn put_paths(&mut self, paths: Vec<Vec<u32>>) {
        self.paths = paths;
    }
}

impl<M> Default for Buffers<M> {
    fn default() -> Self {
        Buffers {
            moves: Vec::new(),
            outcomes: Vec::new(),
            picks: Vec::new(),
            utilities: Vec::new(),
            paths: Vec::new(),
        }
    }
}

/// A copy of the subtree below `root` as a tree of its own (its root first).
fn subtree<M: Clone>(tree: &[Node<M>], root: u32) -> Vec<Node<M>> {
    let mut out: Vec<Node<M>> = Vec::new();
    let mut stack = vec![(root, None::<u32>)];
    while let Some((old, parent)) = stack.pop() {
        let id = out.len() as u32;
        let mut node = tree[old as usize].clone();
        node.children.clear();
        out.push(node);
        if let Some(p) = parent {
            out[p as usize].children.push(id);
        }
        for &c in tree[old as usize].children.iter().rev() {
            stack.push((c, Some(id)));
        }
    }
    if let Some(first) = out.first_mut() {
        first.mv = None;
        first.mover = None;
    }
    out
}

/// The child of `node` reached by `mv` (`None`: a chance outcome hidden from the searching
/// seat), created if new; `true` if created.
fn child_for<M: Clone + PartialEq>(
    tree: &mut Vec<Node<M>>,
    node: u32,
    mv: Option<&M>,
    mover: Option<Player>,
) -> (u32, bool) {
    if let Some(&c) = tree[node as usize]
        .children
        .iter()
        .find(|&&c| tree[c as usize].mv.as_ref() == mv)
    {
        return (c, false);
    }
    let id = tree.len() as u32;
    tree.push(Node::new(mv.cloned(), mover));
    tree[node as usize].children.push(id);
    (id, true)
}

/// Sets `picks` to the indices of the `moves` that have no child at `node` yet.
fn untried<M: PartialEq>(tree: &[Node<M>], node: u32, moves: &[M], picks: &mut Vec<usize>) {
    picks.clear();
    let children = &tree[node as usize].children;
    for (i, m) in moves.iter().enumerate() {
        if !children
            .iter()
            .any(|&c| tree[c as usize].mv.as_ref() == Some(m))
        {
            picks.push(i);
        }
    }
}

/// Adds one visit, and the utility of each node's mover, to every node of `path`.
fn backpropagate<M>(tree: &mut [Node<M>], path: &[u32], utilities: &[f64]) {
    for &n in path {
        let node = &mut tree[n as usize];
        node.visits += 1;
        if let Some(m) = node.mover {
            node.value += utilities.get(m.index()).copied().unwrap_or(0.0);
        }
    }
}

impl<G: crate::Evaluate> Mcts<G> {
    /// The same search with playouts cut after `plies` plies, or at the end of the current
    /// stage if that comes first ([`crate::Evaluate::stage_over`]), and scored by the game's
    /// evaluation ([`crate::Evaluate::evaluate`]): each seat's utility is
    /// `1 / (1 + e^(−value / scale))` of its own evaluation (`scale` in centipoints,
    /// [`DEFAULT_EVAL_SCALE`] is a good start). `plies` 0 scores the leaf itself. A playout that
    /// ends the game first is scored by its outcome as usual.
    #[must_use]
    pub fn with_evaluation_cutoff(mut self, plies: u32, scale: f64) -> Self {
        self.cutoff = Some(EvalCutoff {
            plies: u64::from(plies),
            evaluate: |g: &G, p| g.evaluate(p),
            scale: if scale > 0.0 {
                scale
            } else {
                DEFAULT_EVAL_SCALE
            },
            stage_over: |g: &G| g.stage_over(),
        });
        self
    }

    /// The same search with playouts that play, at each decision, a move of the highest
    /// [`crate::Evaluate::move_priority`] (uniformly among those), and a uniformly random
    /// move instead in `explore_percent` % of decisions (clamped to 0–100): heuristic
    /// playouts, closer to real play than uniform ones where a game's priorities say what a
    /// player would do (the tile game: place rather than stop, to-be-continued.md §6.2).
    #[must_use]
    pub fn with_priority_playouts(self, explore_percent: u32) -> Self {
        self.with_playouts(Playouts::Priority { explore_percent })
    }

    /// The same search with playouts that play, at each decision, the greedy agent's move
    /// ([`crate::Greedy`]: one ply on the evaluation, a win above everything, ties uniformly
    /// at random), and a uniformly random move instead in `explore_percent` % of decisions
    /// (clamped to 0–100). Each decision evaluates every legal move, so an iteration costs
    /// more than a random playout's (in Bul about four times), but a playout is a game two
    /// fair players might play (docs/ai.md "Search", *heuristic playouts*).
    #[must_use]
    pub fn with_greedy_playouts(self, explore_percent: u32) -> Self {
        self.with_playouts(Playouts::Greedy { explore_percent })
    }

    /// The same search with playouts that choose their moves as `playouts` says (its
    /// `explore_percent` clamped to 0–100).
    #[must_use]
    pub fn with_playouts(mut self, playouts: Playouts) -> Self {
        let kind = match playouts {
            Playouts::Random => Playouts::Random,
            Playouts::Priority { explore_percent } => Playouts::Priority {
                explore_percent: explore_percent.min(100),
            },
            Playouts::Greedy { explore_percent } => Playouts::Greedy {
                explore_percent: explore_percent.min(100),
            },
        };
        self.policy = match kind {
            Playouts::Random => None,
            Playouts::Priority { explore_percent } => Some(PlayoutPolicy {
                priority: |g: &G, m| g.move_priority(m),
                explore_percent,
                kind,
            }),
            Playouts::Greedy { explore_percent } => Some(PlayoutPolicy {
                priority: greedy_priority,
                explore_percent,
                kind,
            }),
        };
        self
    }
}

/// The greedy agent's value of `mv` for the seat to move at `g`: [`Playouts::Greedy`]'s
/// priority.
fn greedy_priority<G: crate::Evaluate>(g: &G, mv: &G::Move) -> i32 {
    let ToMove::Player(seat) = g.to_move() else {
        return 0;
    };
    let mut child = g.clone();
    child.play_unchecked(mv);
    crate::search::greedy::one_ply_value(&child, seat, None)
}

impl<G: Game> Agent<G> for Mcts<G> {
    fn name(&self) -> String {
        match self.budget {
            Budget::Iterations(n) => format!("mcts:{n}"),
            Budget::Time(t) => format!("mcts:{}ms", t.as_millis()),
        }
    }

    /// Under time control (`ctx.remaining`), the search also stops at its deadline, a
    /// [`CLOCK_SHARE_PER_MOVE`]th of the time left, whatever its budget.
    fn choose(&mut self, game: &G, ctx: &AgentContext, rng: &mut GameRng) -> Option<G::Move> {
        let start = Instant::now();
        let deadline = ctx
            .remaining
            .and_then(|left| start.checked_add(left / CLOCK_SHARE_PER_MOVE));
        let reuse = self.same_state.is_some() && !G::HIDDEN_INFORMATION;
        let tree = if reuse {
            self.reused_tree(game)
        } else {
            vec![Node::new(None, None)]
        };
        self.reused = tree[0].visits;
        let (choice, tree) = self.search_tree(game, ctx.seat, rng, tree, deadline);
        let stats = root_stats(game, &tree);
        self.last = (stats.len() > 1 && tree[0].visits > 0).then(|| LastSearch {
            visits: tree[0].visits,
            elapsed: start.elapsed(),
            chosen: choice.clone(),
            stats,
        });
        if reuse && tree.len() <= REUSE_MAX_NODES {
            self.kept = Some((game.clone(), tree));
        }
        choice
    }

    /// `visits V time Tms`, then every root move searched, most visited first (the chosen
    /// move first), as `MOVE visits/mean` with the mean utility to the searching seat in
    /// `[0, 1]` (1 a win).
    fn analysis(&self) -> Option<String> {
        let last = self.last.as_ref()?;
        let mut line = format!("visits {} time {}ms", last.visits, last.elapsed.as_millis());
        let mut stats: Vec<&RootStat<G::Move>> =
            last.stats.iter().filter(|s| s.visits > 0).collect();
        // The search breaks ties by expansion order, not generation order: the chosen move
        // goes first among equals.
        stats.sort_by_key(|s| {
            (
                std::cmp::Reverse(s.visits),
                Some(&s.mv) != last.chosen.as_ref(),
            )
        });
        for s in stats {
            line.push_str(&format!(" {} {}/{:.4}", s.mv, s.visits, s.mean_value));
        }
        Some(line)
    }
}

/// Every legal root move of `root` in generation order, with its visits and mean value in
/// `tree` (zero for a move the tree never expanded).
fn root_stats<G: Game>(root: &G, tree: &[Node<G::Move>]) -> Vec<RootStat<G::Move>> {
    let mut legal = Vec::new();
    root.legal_moves(&mut legal);
    legal
        .into_iter()
        .map(|mv| {
            let node = tree[0]
                .children
                .iter()
                .map(|&c| &tree[c as usize])
                .find(|n| n.mv.as_ref() == Some(&mv));
            let (visits, value) = node.map_or((0, 0.0), |n| (n.visits, n.value));
            RootStat {
                mv,
                visits,
                mean_value: if visits == 0 {
                    0.0
                } else {
                    value / f64::from(visits)
                },
            }
        })
        .collect()
}
