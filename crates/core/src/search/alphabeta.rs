//! Alpha-beta search for every game with an evaluation (issue 10 item 3; docs/ai.md "Search").
//!
//! Iterative-deepening negamax with principal variation search (PVS), late move reductions
//! ([`AlphaBeta::reductions`]), null-move pruning ([`AlphaBeta::null_move`]), a transposition
//! table on [`Game::hash_key`], move ordering (table move, [`Evaluate::move_priority`],
//! killers, history), quiescence on [`Evaluate::is_noisy`] moves, and:
//!
//! - **Multi-step turns and 3+ players.** A node's value is taken from the point of view of
//!   its *side*: `+1` when the searching seat (the root's) acts, `−1` for any other seat. A
//!   child's value is negated only when the side changes, so a seat that moves twice in a row
//!   keeps its sign. With 3 or more seats ([`MultiPlayer`]) each opponent plays, by default,
//!   the move its own evaluation rates best one ply ahead (opponent-model search, Carmel &
//!   Markovitch 1996); or every opponent is one minimising coalition (paranoid search,
//!   Sturtevant & Korf 2000), where alpha-beta prunes as in a 2-player game; or, where the
//!   game can move out of turn ([`Evaluate::with_mover`]), the opponents' plies are one layer
//!   of best replies (best-reply search, Schadd & Winands 2011).
//! - **Repetitions.** A position repeated on the search path, or one the game played before
//!   the search ([`Evaluate::is_repetition`]), scores as the game's repetition rule says
//!   ([`Evaluate::repetition_outcome`]): a return to any earlier position counts, not only the
//!   one that completes the rule, so a side ahead avoids walking back into the game's past.
//! - **Contempt.** A draw, finished or by repetition, is worth `−contempt` to the searching
//!   seat ([`AlphaBeta::contempt`], default [`Evaluate::CONTEMPT`]; 0: an even position), as
//!   chess programs weigh a draw against a weaker opponent.
//! - **Chance nodes** by expectimax with Star1 pruning (Ballard 1983): each outcome is searched
//!   with the window its probability leaves, and the node is cut as soon as the outcomes seen
//!   prove its value outside `(α, β)` whatever the rest return. Chance nodes take the root
//!   side's point of view; a chance outcome is a ply (DESIGN §2) and counts towards the depth.
//! - **Finished games** score from their [`crate::Outcome`] ([`super::terminal_score`]); where
//!   the game gives its evaluation's logistic scale ([`Evaluate::UTILITY_SCALE`]), positions
//!   and finished games are scored on one expected-utility scale instead
//!   ([`super::utility_score`], [`super::terminal_utility_score`]), which is what expectimax
//!   must average.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;
use std::time::Duration;

use super::greedy::one_ply_value;
use super::limits::{Budget, Limits, move_time};
use super::ordering::{MAX_PLY, Ordering};
use super::score::{
    EVAL_LIMIT, INFINITY, WIN, clamp_eval, from_table, is_decisive, terminal_score,
    terminal_utility_score, to_table, utility_score,
};
use super::smp::{BUSY_DEPTH, Busy};
use super::tt::{Bound, TranspositionTable};
use crate::{Evaluate, Game, Player, Probability, ToMove};

/// The deepest iteration without a depth limit.
const MAX_DEPTH: u32 = 64;
/// Quiescence plies at most below the horizon.
const MAX_QUIESCENCE: i32 = 8;
/// The first move (in search order, from 0) that late move reductions may reduce: the table
/// move and the next two are always searched to full depth.
const LATE_MOVE: usize = 3;
/// The ordering keys of deferred moves ([`Busy`]) start here, below every other move's.
const DEFERRED: i64 = i64::MIN / 2;
/// A node's first moves are picked one at a time by selection (most nodes that cut off do so
/// early); the moves from this one on are sorted at once, so a node with many moves and no
/// cut-off costs n log n comparisons, not n² (70,000 legal moves took seconds a node).
const SELECTED_MOVES: usize = 8;
/// The shallowest depth at which a node tries a null move ([`AlphaBeta::null_move`]).
const NULL_MOVE_DEPTH: i32 = 3;
/// The default [`AlphaBeta::model_width`]: each opponent's three best moves one ply ahead by
/// its own evaluation. In 3-player Abalone two modelled moves took 51 first places of 84
/// against one at depth 3, and three took 55 of 126 against two at 500 ms a move (43.7 %,
/// beyond a third; docs/ai-log.md "A wider opponent model in 3-player Abalone").
pub const DEFAULT_MODEL_WIDTH: usize = 3;
/// The default transposition table size.
pub const DEFAULT_TABLE_BYTES: usize = 16 << 20;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport<M> {
    /// The move chosen; `None` only when the root has no legal move or the searching seat
    /// is not one of its seats.
    pub best: Option<M>,
    /// Its score for the searching seat ([`super::score`] scale: evaluation centipoints, or
    /// `±(WIN − plies)` for a forced win or loss, or with chance nodes and no utility scale an
    /// expectation over such scores; in a game with an expected-utility scale,
    /// [`crate::Evaluate::UTILITY_SCALE`] (Bul), `(2u − 1) · 2²⁰` for a utility `u` from 0 to
    /// 1): from the deepest completed iteration, or a lower bound from the iteration the budget
    /// cut short if that one found a better move; 0 when no iteration was completed.
    pub score: i32,
    /// The deepest iteration completed (the move may come from the next one, cut short); 0
    /// when the budget cut the first one short (the move is then the best it had found, or
    /// the first legal move).
    pub depth: u32,
    /// Nodes visited, quiescence included.
    pub nodes: u64,
    /// The principal variation from the table, the chosen move first (it stops at a chance
    /// node).
    pub pv: Vec<M>,
    /// The time the search took.
    pub elapsed: Duration,
}

impl<M> SearchReport<M> {
    /// A report of no search: `best` (if any) at depth 0, score 0, no nodes, no time.
    fn unsearched(best: Option<M>) -> Self {
        SearchReport {
            best,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        }
    }
}

/// An alpha-beta searcher; as an [`crate::Agent`] it keeps its table, killers and history
/// from move to move. A depth- or node-limited search is deterministic. For a game with
/// hidden information ([`Game::HIDDEN_INFORMATION`]) the agent searches determinizations of
/// its seat's view by default ([`crate::Game::determinize_for`], [`super::pimc`]).
///
/// ```
/// use jokoak_core::{AlphaBeta, Game, Limits, Player};
/// use jokoak_linja::Linja;
///
/// let start: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
/// let report = AlphaBeta::new(Limits::depth(3)).search(&start, Player(0), None);
/// let best = report.best.expect("a legal move");
/// assert!(start.is_legal(&best));
/// assert_eq!(report.depth, 3);
/// // The same limits give the same answer.
/// let again = AlphaBeta::new(Limits::depth(3)).search(&start, Player(0), None);
/// assert_eq!((again.best, again.score), (Some(best), report.score));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct AlphaBeta<G: Game> {
    /// The budget of each search.
    pub limits: Limits,
    /// Quiescence search on noisy moves at the horizon (default on).
    pub quiescence: bool,
    /// Late move reductions (default on): at a node of 2-sided search at least 3 plies from
    /// the horizon, a quiet move ordered fourth or later is searched first with a null window
    /// and a reduced depth (one ply more for a move without history), and again at full depth
    /// only if it beats the best so far (docs/ai.md "Search", *late move reductions*).
    /// Opponent-model and best-reply search (3+ seats, [`MultiPlayer`]) never reduce. Off, the
    /// search is exact.
    pub reductions: bool,
    /// Null-move pruning (default on; only in 2-seat games whose [`Evaluate::NULL_MOVE`] is
    /// `true`): at a null-window node at least 3 plies from the horizon whose static value
    /// is at or above β, the side to move passes ([`Evaluate::with_mover`]) and the
    /// opponent's position is searched with the window `(β − 1, β)`, 2 plies shallower than
    /// a move's (3 from depth 7); if the side still holds β, the node is cut off without a
    /// move searched (docs/ai.md "Search", *null-move pruning*). Never twice in a row, never
    /// at the root. Off, the search is exact.
    pub null_move: bool,
    /// How the opponents' nodes are searched with 3 or more seats ([`MultiPlayer`]; default
    /// [`MultiPlayer::OpponentModel`]). No effect with 2 seats.
    pub multiplayer: MultiPlayer,
    /// How many of an opponent's moves opponent-model search takes as its modelled moves
    /// ([`MultiPlayer::OpponentModel`]): the `model_width` best one ply ahead by the
    /// opponent's own evaluation, searched beside its noisy moves, the worst of them for the
    /// searching seat counting (default [`DEFAULT_MODEL_WIDTH`], 3; 1 trusts the single
    /// greedy prediction; 0 counts as 1). No effect with 2 seats (docs/ai.md "Search").
    pub model_width: usize,
    /// Evaluation weights in place of the game's `WEIGHTS` (the self-play tuner's candidates,
    /// [`crate::spsa`]); `None` (the default) uses `WEIGHTS`.
    pub weights: Option<Vec<i32>>,
    /// Contempt for a draw, in centipoints (default [`Evaluate::CONTEMPT`]): a drawn finished
    /// game, or a repetition scored as a draw by the game's rule, is worth `−contempt` to the
    /// searching seat, whichever seat's move ends the game or closes the cycle (on the
    /// expected-utility scale where the game gives one), so a seat that rates itself less
    /// than `contempt` behind plays on rather than repeat (docs/ai.md "Search", *contempt*).
    pub contempt: i32,
    /// Search threads (default 1). With more, each search runs as *lazy SMP*: `threads − 1`
    /// helper threads search the same root by iterative deepening beside the main one (the
    /// first helper, and every other one after it, starting one round deeper), all sharing
    /// one transposition table ([`TranspositionTable`] is lockless), and a thread defers a
    /// move that another is searching at that moment (simplified ABDADA, `search/smp.rs`).
    /// Each thread orders the root by its own last iteration's best move and reads its
    /// result from its own search, not from the table's root entry, which a thread at a
    /// shallower iteration may rewrite. The helpers stop when the main search ends; the
    /// move, score and depth are those of the thread that completed the deepest iteration;
    /// among threads that completed the same, of one whose next iteration, cut short, found
    /// a better move (the highest such score), else the main one's. The nodes are those of
    /// every thread. The threads race for the table, so with more than one thread no
    /// budget, not even a depth or node limit, gives a deterministic search (docs/ai.md
    /// "Search", *threads*). 0 counts as 1.
    pub threads: usize,
    table: TranspositionTable,
    /// The main search's killers, history and buffers.
    scratch: Scratch<G>,
    /// Each helper thread's, kept from search to search as the main one's are.
    helpers: Vec<Scratch<G>>,
    /// Hidden information: the determinizations searched per move (PIMC).
    samples: u32,
    /// The report of the last search, for [`crate::Agent::analysis`].
    last: Option<SearchReport<G::Move>>,
    /// The seat of the last search: the table is cleared when another seat searches.
    last_seat: Option<Player>,
    /// The nodes of all determinizations of the last PIMC move.
    sampled_nodes: Option<u64>,
    /// Ends a search once set ([`AlphaBeta::with_stop`]).
    stop: Option<Arc<AtomicBool>>,
}

impl<G: Game> std::fmt::Debug for AlphaBeta<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AlphaBeta")
            .field("limits", &self.limits)
            .field("quiescence", &self.quiescence)
            .field("reductions", &self.reductions)
            .field("null_move", &self.null_move)
            .field("threads", &self.threads)
            .field("table_bytes", &self.table.bytes())
            .field(
                "determinized",
                &G::HIDDEN_INFORMATION.then_some(self.samples),
            )
            .finish()
    }
}

/// What one thread of a search keeps from move to move: its killers and history, and the
/// per-ply buffers it reuses.
#[derive(Clone)]
struct Scratch<G: Game> {
    ordering: Ordering<G::Move>,
    /// Per-ply move buffers.
    buffers: Vec<Vec<G::Move>>,
    chance_buffers: Vec<Vec<(G::Move, Probability)>>,
    /// Per-ply ordering keys `(key, move index)`.
    key_buffers: Vec<Vec<(i64, usize)>>,
}

impl<G: Game> Scratch<G> {
    fn new() -> Self {
        Scratch {
            ordering: Ordering::new(6),
            buffers: Vec::new(),
            chance_buffers: Vec::new(),
            key_buffers: Vec::new(),
        }
    }
}

/// How one search runs, the same on each of its threads.
#[derive(Clone, Copy)]
struct Config<'a> {
    seat: Player,
    weights: Option<&'a [i32]>,
    limits: Limits,
    time: Option<Duration>,
    quiescence: bool,
    reductions: bool,
    null_move: bool,
    repetition: bool,
    multiplayer: MultiPlayer,
    model_width: usize,
    draw: i32,
}

/// One running search (one thread of it).
struct Run<'a, G: Game> {
    seat: Player,
    weights: Option<&'a [i32]>,
    budget: Budget,
    quiescence: bool,
    /// Late move reductions at this search's 2-sided nodes.
    reductions: bool,
    /// Null-move pruning in this search (a 2-seat game with [`Evaluate::NULL_MOVE`]).
    null_move: bool,
    /// `passed[ply]`: the node at `ply` is the position after a null move.
    passed: [bool; MAX_PLY],
    table: &'a TranspositionTable,
    /// The moves other threads are searching now (with more than one thread).
    busy: Option<&'a Busy>,
    ordering: &'a mut Ordering<G::Move>,
    buffers: &'a mut Vec<Vec<G::Move>>,
    chance_buffers: &'a mut Vec<Vec<(G::Move, Probability)>>,
    key_buffers: &'a mut Vec<Vec<(i64, usize)>>,
    /// The keys of the decision nodes on the current path, by ply (repetitions).
    path: Vec<u64>,
    /// Whether the game has a repetition rule ([`Evaluate::repetition_outcome`]).
    repetition: bool,
    /// How the opponents' nodes are searched (always [`MultiPlayer::Paranoid`] with 2 seats).
    multiplayer: MultiPlayer,
    /// [`AlphaBeta::model_width`], at least 1.
    model_width: usize,
    /// A draw's score for the searching seat ([`AlphaBeta::contempt`], on the search's scale).
    draw: i32,
    /// [`Limits::depth`]: the deepest iteration.
    max_depth: Option<u32>,
    /// The root's best move of the current iteration so far, if one scored above the move
    /// searched first (searched to the end), and its score.
    root_best: Option<(usize, i32)>,
    /// The root's best move once the current iteration has searched every root move. Read
    /// from this thread's own search, not from the shared table, whose root entry another
    /// thread may have rewritten with the result of a shallower iteration.
    root_result: Option<usize>,
    /// This thread's best root move of its last completed iteration (its index among the
    /// legal moves; `report.best`), searched first in the next one whatever the shared
    /// table's root entry says, so that a move the next iteration, cut short, found better
    /// is better than this thread's own last choice.
    root_order: Option<usize>,
}

/// How alpha-beta searches the nodes of the opponents when 3 or more seats play
/// (docs/ai.md "Search"). With 2 seats every variant is the same negamax.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MultiPlayer {
    /// Every other seat minimises the searching seat's value, one coalition (Sturtevant &
    /// Korf 2000): sound alpha-beta pruning, but it assumes that every opponent spends every
    /// move against the searching seat.
    Paranoid,
    /// Between two of its own moves the searching seat meets one layer of the moves of
    /// *every* opponent, of which only the one it likes least is played (Schadd & Winands
    /// 2011). Needs [`Evaluate::with_mover`]; paranoid search where the game has none.
    BestReply,
    /// Opponent-model search (Carmel & Markovitch 1996): each opponent plays one of the
    /// [`AlphaBeta::model_width`] moves (default 3) that its own evaluation
    /// ([`Evaluate::evaluate`] for its seat, a finished game by its outcome) rates best one
    /// ply ahead (of equal moves the first in `legal_moves` order), or any of its noisy moves
    /// ([`Evaluate::is_noisy`]: a capture, an ejection), whichever is worst for the searching
    /// seat; those are the opponent's moves searched, and the searching seat maximises over
    /// its own. It predicts players who play for themselves, not a coalition, hedges against
    /// a wrong prediction, and still fears every capture open to them.
    #[default]
    OpponentModel,
}

impl<G: Game + Evaluate> AlphaBeta<G> {
    /// A searcher with `limits` and a table of [`DEFAULT_TABLE_BYTES`].
    #[must_use]
    pub fn new(limits: Limits) -> Self {
        Self::with_table_bytes(limits, DEFAULT_TABLE_BYTES)
    }

    /// A searcher with `limits` and a table of at most `bytes` bytes, allocated at once
    /// ([`TranspositionTable::with_bytes`]).
    #[must_use]
    pub fn with_table_bytes(limits: Limits, bytes: usize) -> Self {
        AlphaBeta {
            limits,
            quiescence: true,
            reductions: true,
            null_move: true,
            multiplayer: MultiPlayer::default(),
            model_width: DEFAULT_MODEL_WIDTH,
            weights: None,
            contempt: G::CONTEMPT,
            threads: 1,
            table: TranspositionTable::with_bytes(bytes),
            scratch: Scratch::new(),
            helpers: Vec::new(),
            samples: super::pimc::DEFAULT_SAMPLES,
            last: None,
            last_seat: None,
            sampled_nodes: None,
            stop: None,
        }
    }

    /// The same searcher with `samples` determinizations per move for a game with hidden
    /// information ([`Game::HIDDEN_INFORMATION`]; default [`super::DEFAULT_SAMPLES`]): as an
    /// agent it searches that many [`Game::determinize_for`] samples of its seat's view and
    /// votes ([`super::pimc`]), the budget split among them; it never searches the true
    /// state; 0 counts as 1. No effect on a game of perfect information.
    #[must_use]
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples.max(1);
        self
    }

    /// The same searcher evaluating with `weights` (one per feature) instead of the game's
    /// `WEIGHTS`: how the tuner ([`crate::spsa`]) builds its candidates.
    #[must_use]
    pub fn with_weights(mut self, weights: &[i32]) -> Self {
        self.weights = Some(weights.to_vec());
        self
    }

    /// The same searcher with `contempt` centipoints of contempt for a draw
    /// ([`AlphaBeta::contempt`]).
    #[must_use]
    pub fn with_contempt(mut self, contempt: i32) -> Self {
        self.contempt = contempt;
        self
    }

    /// The same searcher on `threads` threads ([`AlphaBeta::threads`]).
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// The same searcher, whose searches end once `stop` is set (a Ctrl-C handler's flag,
    /// say), checked every 1,024 nodes as the clock is: the move is then the last completed
    /// iteration's, or a better one the cut-short iteration found, as when time runs out
    /// (the first legal move if not even depth 1 was searched). A search that starts with
    /// the flag set stops within its first 1,024 nodes.
    #[must_use]
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Empties the table and the ordering statistics: the next search depends on nothing
    /// searched before.
    pub fn clear(&mut self) {
        self.table.clear();
        self.scratch.ordering = Ordering::new(6);
        self.helpers.clear();
    }

    /// Searches `root` (a decision node of `seat`) within the limits; `remaining` is the
    /// seat's clock, if the game is timed (it caps the time, [`move_time`]). A `seat` that is
    /// not a seat of `root` (`seat.index() >= num_players()`), or not the one to move, gets a
    /// report without a move. In a game with hidden information the search reads `root` as
    /// it is, what the seat cannot see included: the agent ([`crate::Agent::choose`]) searches
    /// determinizations instead ([`AlphaBeta::with_samples`]).
    pub fn search(
        &mut self,
        root: &G,
        seat: Player,
        remaining: Option<Duration>,
    ) -> SearchReport<G::Move> {
        if super::not_to_move(root, seat) {
            // Nothing to search for this seat (as `Mcts::search` and `Greedy::best`, which
            // give `None`).
            return SearchReport::unsearched(None);
        }
        let time = move_time(self.limits.time, remaining);
        self.table.new_search();
        self.scratch.ordering.new_search();
        for helper in &mut self.helpers {
            helper.ordering.new_search();
        }
        let multiplayer = match self.multiplayer {
            _ if root.num_players() < 3 || !matches!(root.to_move(), ToMove::Player(_)) => {
                MultiPlayer::Paranoid
            }
            MultiPlayer::BestReply if root.with_mover(seat).is_none() => MultiPlayer::Paranoid,
            m => m,
        };
        if self.last_seat.replace(seat).is_some_and(|s| s != seat) {
            // Opponent-model search (one modelled move) reads an opponent's table move as its
            // modelled move: a table filled for another seat holds that seat's own choices.
            self.clear();
        }
        let config = Config {
            seat,
            weights: self.weights.as_deref(),
            limits: self.limits,
            time,
            quiescence: self.quiescence,
            // Opponent-model and best-reply search deepen by rounds: a reduced child would
            // end between the searching seat's move and the opponents' answers.
            reductions: self.reductions && multiplayer == MultiPlayer::Paranoid,
            null_move: self.null_move && G::NULL_MOVE && root.num_players() == 2,
            // Best-reply search skips seats, so a cycle on its path is no cycle of the game:
            // the searching seat and one opponent stepping back and forth would "repeat" a
            // position that the skipped seat's moves never let recur (docs/ai.md "Search").
            repetition: multiplayer != MultiPlayer::BestReply
                && root.repetition_outcome().is_some(),
            multiplayer,
            model_width: self.model_width.max(1),
            draw: match G::UTILITY_SCALE {
                // `saturating_neg`: a contempt of `i32::MIN` is the largest there is.
                Some(scale) => utility_score(self.contempt.saturating_neg(), scale),
                None => clamp_eval(self.contempt.saturating_neg()),
            },
        };
        let helpers = self.threads.max(1) - 1;
        self.helpers.truncate(helpers);
        self.helpers.resize_with(helpers, Scratch::new);
        let table = &self.table;
        let main = &mut self.scratch;
        let report = if helpers == 0 {
            Run::new(config, table, main, None, self.stop.clone())
                .iterate(root, 0)
                .0
        } else {
            let stop = Arc::new(AtomicBool::new(false));
            let busy = &Busy::new();
            std::thread::scope(|scope| {
                let threads: Vec<_> = self
                    .helpers
                    .iter_mut()
                    .enumerate()
                    .map(|(k, scratch)| {
                        let stop = Arc::clone(&stop);
                        scope.spawn(move || {
                            let mut run = Run::new(config, table, scratch, Some(busy), Some(stop));
                            run.iterate(root, ((k + 1) % 2) as u32)
                        })
                    })
                    .collect();
                let mut chosen =
                    Run::new(config, table, main, Some(busy), self.stop.clone()).iterate(root, 0);
                stop.store(true, Relaxed);
                let mut nodes = chosen.0.nodes;
                for helper in threads.into_iter().filter_map(|t| t.join().ok()) {
                    nodes += helper.0.nodes;
                    if thread_rank(&helper) > thread_rank(&chosen) && helper.0.best.is_some() {
                        chosen = helper;
                    }
                }
                let mut report = chosen.0;
                report.nodes = nodes;
                report
            })
        };
        self.last = Some(report.clone());
        report
    }

    /// The report of the last search, if any.
    #[must_use]
    pub fn last_report(&self) -> Option<&SearchReport<G::Move>> {
        self.last.as_ref()
    }
}

/// What a child's value did to a fail-soft node ([`raise`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Raised {
    /// Not above the best value so far.
    No,
    /// The new best value, below β.
    Best,
    /// The new best value, at or above β: the node is cut off.
    Cutoff,
}

/// Fail-soft bookkeeping of a child's `value` at a node with window `(alpha, beta)`: a value
/// above `best` becomes the best, and the lower bound `alpha` if above it too.
#[inline]
fn raise(value: i32, best: &mut i32, alpha: &mut i32, beta: i32) -> Raised {
    if value <= *best {
        return Raised::No;
    }
    *best = value;
    if value > *alpha {
        *alpha = value;
        if value >= beta {
            return Raised::Cutoff;
        }
    }
    Raised::Best
}

/// Selection sort's step: the entry of the highest key among `keys[n..]` moved to position
/// `n`, the others keeping their order, so that of equal keys the earlier comes first. A move
/// loop calls it once per move it searches, and stops sorting at a cut-off.
fn select(keys: &mut [(i64, usize)], n: usize) {
    let mut top = n;
    for j in n + 1..keys.len() {
        if keys[j].0 > keys[top].0 {
            top = j;
        }
    }
    keys[n..=top].rotate_right(1);
}

/// The rank of a thread's report (`improved`: the move comes from an iteration cut short
/// that had found it better): the deepest completed iteration first; among equal depths, a
/// better move found by the next iteration before the budget cut it short (the threads split
/// the root moves, so that move is often another thread's), the highest such score first.
/// The report with the highest rank is the search's, the main thread's on a tie
/// ([`AlphaBeta::threads`]).
fn thread_rank<M>((report, improved): &(SearchReport<M>, bool)) -> (u32, bool, i32) {
    let score = if *improved { report.score } else { 0 };
    (report.depth, *improved, score)
}

/// The plies by which late move reductions cut the `n`-th move searched (from 0) of a node
/// `depth` plies from the horizon: `⌊ln depth · ln n / 2⌋`, at least 1, one more for an
/// `unproven` move (one whose history is zero: it has caused no cut-off lately, docs/ai.md
/// "Search"), and never to below depth 1 for the child. For depths 3–64 and `n` 3–1000 the
/// product stays at least 4.6e-5 from an integer (closest at depth 31, `n` 189), far beyond
/// the rounding of any platform's `ln`, so the reduction, and a depth- or node-budgeted
/// search, is the same everywhere.
fn late_move_reduction(depth: i32, n: usize, unproven: bool) -> i32 {
    let r = (f64::from(depth).ln() * (n as f64).ln() / 2.0) as i32;
    (r.max(1) + i32::from(unproven)).min((depth - 2).max(1))
}

/// The plies by which null-move pruning cuts the search after a pass at `depth` plies from
/// the horizon, beside the pass's own ply: 2, and 3 from depth 7 on (Donninger 1993's
/// adaptive reduction). The null search may end in quiescence.
const fn null_reduction(depth: i32) -> i32 {
    if depth > 6 { 3 } else { 2 }
}

impl<'a, G: Game + Evaluate> Run<'a, G> {
    /// A thread of a search; `busy`, with more than one thread: the moves the threads are
    /// searching; `stop`: the flag that ends this one as the budget would (the caller's,
    /// [`AlphaBeta::with_stop`], for the main thread; the main thread's end, for a helper).
    fn new(
        config: Config<'a>,
        table: &'a TranspositionTable,
        scratch: &'a mut Scratch<G>,
        busy: Option<&'a Busy>,
        stop: Option<Arc<AtomicBool>>,
    ) -> Self {
        Run {
            seat: config.seat,
            weights: config.weights,
            budget: Budget::new(&config.limits, config.time).with_stop(stop),
            quiescence: config.quiescence,
            reductions: config.reductions,
            null_move: config.null_move,
            passed: [false; MAX_PLY],
            table,
            busy,
            ordering: &mut scratch.ordering,
            buffers: &mut scratch.buffers,
            chance_buffers: &mut scratch.chance_buffers,
            key_buffers: &mut scratch.key_buffers,
            path: Vec::new(),
            repetition: config.repetition,
            multiplayer: config.multiplayer,
            model_width: config.model_width,
            draw: config.draw,
            max_depth: config.limits.depth,
            root_best: None,
            root_result: None,
            root_order: None,
        }
    }

    fn side(&self, state: &G) -> i32 {
        match state.to_move() {
            ToMove::Player(p) if p != self.seat => -1,
            _ => 1,
        }
    }

    /// The static value for the searching seat, clamped (on the expected-utility scale where
    /// the game gives one).
    fn static_eval(&self, state: &G) -> i32 {
        let value = clamp_eval(match self.weights {
            Some(w) => state.evaluate_with(self.seat, w),
            None => state.evaluate(self.seat),
        });
        match G::UTILITY_SCALE {
            Some(scale) => utility_score(value, scale),
            None => value,
        }
    }

    /// The score of a finished game for the searching seat, `ply` plies below the root: a
    /// drawn game worth an even position (every seat first, of two) is worth the contempt's
    /// `draw` instead.
    fn terminal(&self, outcome: &crate::Outcome, ply: u32) -> i32 {
        let score = match G::UTILITY_SCALE {
            Some(_) => terminal_utility_score(outcome, self.seat),
            None => terminal_score(outcome, self.seat, ply),
        };
        self.priced_draw(outcome, score)
    }

    /// `score`, the value of `outcome` for the searching seat, with the contempt for a draw:
    /// [`Run::draw`] where `outcome` is a draw scored 0.
    fn priced_draw(&self, outcome: &crate::Outcome, score: i32) -> i32 {
        if score == 0 && outcome.is_draw() {
            self.draw
        } else {
            score
        }
    }

    fn take_moves(&mut self, ply: usize) -> Vec<G::Move> {
        while self.buffers.len() <= ply {
            self.buffers.push(Vec::new());
        }
        let mut v = std::mem::take(&mut self.buffers[ply]);
        v.clear();
        v
    }

    fn give_moves(&mut self, ply: usize, v: Vec<G::Move>) {
        self.buffers[ply] = v;
    }

    fn take_keys(&mut self, ply: usize) -> Vec<(i64, usize)> {
        while self.key_buffers.len() <= ply {
            self.key_buffers.push(Vec::new());
        }
        let mut v = std::mem::take(&mut self.key_buffers[ply]);
        v.clear();
        v
    }

    fn give_keys(&mut self, ply: usize, v: Vec<(i64, usize)>) {
        self.key_buffers[ply] = v;
    }

    /// Iterative deepening from depth 1 (`skew` rounds deeper: a helper thread's stagger)
    /// until the budget or the depth limit: the result of the deepest completed iteration,
    /// or of the next one where it found a better move before it was cut short (then the
    /// second value is `true`).
    fn iterate(&mut self, root: &G, skew: u32) -> (SearchReport<G::Move>, bool) {
        let max_depth = self.max_depth;
        let mut legal = Vec::new();
        root.legal_moves(&mut legal);
        let mut report = SearchReport::unsearched(legal.first().cloned());
        let mut improved = false;
        // One legal move is played unsearched, unless a depth is asked for (analysis); a
        // decision node without moves (which breaks the Game contract) is not searched at all.
        let stuck = legal.is_empty() && matches!(root.to_move(), ToMove::Player(_));
        if legal.len() > 1 || (max_depth.is_some() && !stuck) {
            let max_depth = max_depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
            // Best-reply search deepens by whole rounds (its own move and the best reply), so
            // that the horizon never falls right after its own move: an odd horizon gives it
            // one move more than the opponents it skips, and it plays for threats they never
            // leave it time to carry out (docs/ai.md "Search").
            // Opponent-model search deepens by whole rounds too: a horizon after its own move
            // leaves the opponents' modelled answers unseen.
            let round = match self.multiplayer {
                MultiPlayer::Paranoid => 1,
                MultiPlayer::BestReply => 2,
                MultiPlayer::OpponentModel => root.num_players() as u32,
            };
            let first = if max_depth >= round { round } else { 1 };
            let key = root.hash_key();
            let start = match first * (1 + skew) {
                deeper if deeper <= max_depth => deeper,
                _ => first,
            };
            for depth in (start..=max_depth).step_by(first as usize) {
                (self.root_best, self.root_result) = (None, None);
                let score = self.search(root, depth as i32, -INFINITY, INFINITY, 0);
                if self.budget.stopped && depth > start {
                    // Cut short: this thread's previous best move is searched first
                    // (`root_order`), so a root move that scored above it at this depth,
                    // searched to the end, is the better choice. The table's root entry names
                    // it, as a lower bound.
                    if self.root_order.is_some()
                        && let Some((index, value)) = self.root_best
                        && let Some(mv) = legal.get(index)
                    {
                        report.best = Some(mv.clone());
                        report.score = value;
                        improved = true;
                        self.table.store(
                            key,
                            depth as i32,
                            to_table(value, 0),
                            Bound::Lower,
                            Some(index),
                        );
                    }
                    break;
                }
                // The table's root entry only where the first iteration was cut short
                // before its end (it may name the move of an earlier search).
                let root_best = self
                    .root_result
                    .or_else(|| self.table.probe(key).and_then(|h| h.best));
                if let Some(best) = root_best
                    && let Some(mv) = legal.get(best)
                {
                    report.best = Some(mv.clone());
                    self.root_order = Some(best);
                }
                if self.budget.stopped {
                    // The first iteration cut short: its best move so far is played, but no
                    // iteration was completed (depth 0, score 0).
                    break;
                }
                report.score = score;
                report.depth = depth;
                if score.unsigned_abs() >= (WIN - depth as i32) as u32 {
                    break;
                }
            }
        }
        report.pv = self.principal_variation(root, report.best.as_ref());
        report.nodes = self.budget.nodes;
        report.elapsed = self.budget.elapsed();
        (report, improved)
    }

    /// `first` (the move chosen at `root`), then the moves stored as best from there on,
    /// while the positions are decision nodes. (The table's root entry may be another
    /// thread's, [`AlphaBeta::threads`], so the line starts from the move chosen.)
    fn principal_variation(&mut self, root: &G, first: Option<&G::Move>) -> Vec<G::Move> {
        let Some(first) = first else {
            return Vec::new();
        };
        let mut pv = vec![first.clone()];
        let mut state = root.clone();
        state.play_unchecked(first);
        let mut seen = vec![root.hash_key()];
        let mut moves = Vec::new();
        while pv.len() < MAX_DEPTH as usize && matches!(state.to_move(), ToMove::Player(_)) {
            let key = state.hash_key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(best) = self.table.probe(key).and_then(|h| h.best) else {
                break;
            };
            moves.clear();
            state.legal_moves(&mut moves);
            let Some(mv) = moves.get(best) else {
                break;
            };
            state.play_unchecked(mv);
            pv.push(mv.clone());
        }
        pv
    }

    /// The value of `child` for a parent of side `parent`, searched with the parent's window
    /// `(alpha, beta)`. With `scout` (principal variation search, for every child but the
    /// first) a null window `(α, α + 1)` first, and the full window only when the value lands
    /// inside `(α, β)`.
    #[allow(clippy::too_many_arguments)]
    fn child_value(
        &mut self,
        child: &G,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        parent: i32,
        scout: bool,
    ) -> i32 {
        if scout {
            let v = self.child_value(child, depth, alpha, alpha + 1, ply, parent, false);
            if v <= alpha || v >= beta {
                return v;
            }
        }
        if self.side(child) == parent {
            self.search(child, depth, alpha, beta, ply)
        } else {
            -self.search(child, depth, -beta, -alpha, ply)
        }
    }

    /// The value of `state` for its side (see the module docs), `depth` plies to the horizon
    /// (≤ 0: quiescence), fail-soft.
    fn search(&mut self, state: &G, depth: i32, alpha: i32, beta: i32, ply: u32) -> i32 {
        if self.budget.tick() {
            return 0;
        }
        let p = match state.to_move() {
            ToMove::Over => {
                return state.outcome().map_or(0, |o| self.terminal(&o, ply));
            }
            ToMove::Chance => return self.chance(state, depth, alpha, beta, ply),
            ToMove::Player(p) => p,
        };
        let side = if p == self.seat { 1 } else { -1 };
        if self.repetition && ply > 0 {
            // A position already on the path, or played before the root, scores as the
            // repetition rule's outcome: the side that closed the cycle can close it again
            // until the rule ends the game (docs/ai.md "Search", repetitions). This comes
            // before the table, whose entries do not know the game's history.
            let key = state.hash_key();
            if (state.is_repetition()
                || self.path[..(ply as usize).min(self.path.len())].contains(&key))
                && let Some(outcome) = state.repetition_outcome()
            {
                return side * self.priced_draw(&outcome, terminal_score(&outcome, self.seat, ply));
            }
        }
        if depth <= 0 {
            return self.quiesce(state, depth, alpha, beta, ply, side);
        }
        if ply as usize >= MAX_PLY - 1 {
            return side * self.static_eval(state);
        }
        let key = state.hash_key();
        if self.repetition {
            let ply_index = ply as usize;
            self.path.truncate(ply_index);
            self.path.resize(ply_index, 0);
            self.path.push(key);
        }
        let mut table_move = None;
        if let Some(hit) = self.table.probe(key) {
            table_move = hit.best;
            if hit.depth >= depth && ply > 0 {
                let s = from_table(hit.score, ply);
                match hit.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        if ply == 0 && self.root_order.is_some() {
            table_move = self.root_order;
        }
        if let Some(value) = self.null_move_cutoff(state, p, depth, alpha, beta, ply, side) {
            return value;
        }
        if side == -1 && self.multiplayer == MultiPlayer::OpponentModel {
            return self.modelled(state, p, depth, alpha, beta, ply, key, table_move);
        }
        if side == -1 && self.multiplayer == MultiPlayer::BestReply {
            let best = self.best_reply(state, p, depth, alpha, beta, ply);
            if self.budget.stopped {
                return 0;
            }
            self.table.store(
                key,
                depth,
                to_table(best, ply),
                Bound::of(best, alpha, beta),
                None,
            );
            return best;
        }
        let ply_index = ply as usize;
        let mut moves = self.take_moves(ply_index);
        state.legal_moves(&mut moves);
        if moves.is_empty() {
            // A decision node without moves breaks the Game contract; score it statically.
            self.give_moves(ply_index, moves);
            return side * self.static_eval(state);
        }
        let mut keys = self.take_keys(ply_index);
        keys.extend(moves.iter().enumerate().map(|(i, m)| {
            let k = if table_move == Some(i) {
                i64::MAX
            } else {
                self.ordering
                    .key(p.index(), ply_index, m, state.move_priority(m))
            };
            (k, i)
        }));
        let mut alpha = alpha;
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_index = None;
        let busy = self.busy.filter(|_| depth >= BUSY_DEPTH);
        let mut deferred = 0;
        // Whether `keys[n..]` is in search order already (sorted at SELECTED_MOVES).
        let mut sorted = false;
        for n in 0..keys.len() {
            if n == SELECTED_MOVES && !sorted {
                // Stable, highest key first: the order repeated selection would give.
                keys[n..].sort_by_key(|k| std::cmp::Reverse(k.0));
                sorted = true;
            } else if !sorted {
                select(&mut keys, n);
            }
            if let Some(busy) = busy
                && n > 0
            {
                // A move another thread is searching now waits until the end of the list
                // (once), in the order of deferral (docs/ai.md "Search", *threads*).
                while keys[n].0 > DEFERRED && busy.is_busy(Busy::move_key(key, keys[n].1)) {
                    keys[n].0 = DEFERRED - deferred;
                    deferred += 1;
                    select(&mut keys, n);
                    sorted = false;
                }
            }
            let index = keys[n].1;
            let mv = &moves[index];
            let reduction = if self.reductions
                && ply > 0
                && n >= LATE_MOVE
                && depth >= 3
                && !state.is_noisy(mv)
                && self.ordering.killer_slot(ply_index, mv).is_none()
            {
                late_move_reduction(depth, n, self.ordering.history(p.index(), mv) == 0)
            } else {
                0
            };
            let mut child = state.clone();
            child.play_unchecked(mv);
            let busy_key = busy.map(|b| {
                let k = Busy::move_key(key, index);
                b.enter(k);
                (b, k)
            });
            // A reduced move is searched shallower with a null window first, and again at
            // full depth only if it beats α.
            let reduced = (reduction > 0).then(|| {
                let shallower = depth - 1 - reduction;
                self.child_value(&child, shallower, alpha, alpha + 1, ply + 1, side, false)
            });
            let value = match reduced {
                Some(v) if v <= alpha || self.budget.stopped => v,
                _ => self.child_value(&child, depth - 1, alpha, beta, ply + 1, side, n > 0),
            };
            if let Some((b, k)) = busy_key {
                b.leave(k);
            }
            if self.budget.stopped {
                self.give_moves(ply_index, moves);
                self.give_keys(ply_index, keys);
                return 0;
            }
            let raised = raise(value, &mut best, &mut alpha, beta);
            if raised != Raised::No {
                best_index = Some(index);
                if ply == 0 && n > 0 {
                    self.root_best = Some((index, value));
                }
            }
            if raised == Raised::Cutoff {
                if !state.is_noisy(mv) {
                    self.ordering.cutoff(p.index(), ply_index, mv, depth);
                }
                break;
            }
        }
        self.give_moves(ply_index, moves);
        self.give_keys(ply_index, keys);
        if ply == 0 {
            self.root_result = best_index;
        }
        self.table.store(
            key,
            depth,
            to_table(best, ply),
            Bound::of(best, alpha0, beta),
            best_index,
        );
        best
    }

    /// Null-move pruning ([`AlphaBeta::null_move`]) at a null-window node `(alpha, beta)` of
    /// `side` (`p` to move): the node's fail-soft value if passing keeps it at or above
    /// `beta` (`beta` itself for a win found after the pass, which a pass cannot prove), else
    /// `None`; `Some(0)` when the budget ran out.
    #[allow(clippy::too_many_arguments)]
    fn null_move_cutoff(
        &mut self,
        state: &G,
        p: Player,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        side: i32,
    ) -> Option<i32> {
        let ply_index = ply as usize;
        if !self.null_move
            || ply == 0
            || depth < NULL_MOVE_DEPTH
            || beta - alpha > 1
            || self.passed[ply_index]
            || is_decisive(beta)
            || side * self.static_eval(state) < beta
        {
            return None;
        }
        let pass = state.with_mover(Player(1 - p.0))?;
        let shallower = depth - 1 - null_reduction(depth);
        self.passed[ply_index + 1] = true;
        let value = self.child_value(&pass, shallower, beta - 1, beta, ply + 1, side, false);
        self.passed[ply_index + 1] = false;
        if self.budget.stopped {
            return Some(0);
        }
        (value >= beta).then(|| if is_decisive(value) { beta } else { value })
    }

    /// An opponent's node of opponent-model search ([`MultiPlayer::OpponentModel`]): the
    /// [`AlphaBeta::model_width`] moves the opponent's own evaluation rates best one ply
    /// ahead (best first; with width 1 the table move once found: the model is a function of
    /// the position), then its other noisy moves ([`Evaluate::is_noisy`]: captures,
    /// ejections); the one worst for the searching seat counts. The value is the node's
    /// side's (−1), fail-soft. The table keeps as the node's move, with width 1, the modelled
    /// move (read back as the model); with more, the move whose value counted, so that the
    /// principal variation follows the line that gave the score.
    #[allow(clippy::too_many_arguments)]
    fn modelled(
        &mut self,
        state: &G,
        mover: Player,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        key: u64,
        table_move: Option<usize>,
    ) -> i32 {
        let ply_index = ply as usize;
        let mut moves = self.take_moves(ply_index);
        state.legal_moves(&mut moves);
        // `ranked[..width]`: the modelled moves' indices among `moves`, best first.
        let mut ranked = self.take_keys(ply_index);
        let width = match table_move {
            Some(i) if self.model_width == 1 && i < moves.len() => {
                ranked.push((0, i));
                1
            }
            _ => self.rank_models(state, mover, &moves, &mut ranked),
        };
        if width == 0 {
            self.give_moves(ply_index, moves);
            self.give_keys(ply_index, ranked);
            return if self.budget.stopped {
                0
            } else {
                -self.static_eval(state)
            };
        }
        let modelled = &ranked[..width];
        let mut index = modelled[0].1;
        // The best modelled move first (full window), then the others and the remaining
        // noisy moves (null windows).
        let noisy = (0..moves.len())
            .filter(|&i| state.is_noisy(&moves[i]) && !modelled.iter().any(|&(_, m)| m == i));
        let (alpha0, mut alpha) = (alpha, alpha);
        let mut best = -INFINITY;
        let mut child = state.clone();
        for (n, i) in modelled.iter().map(|&(_, m)| m).chain(noisy).enumerate() {
            child.clone_from(state);
            child.play_unchecked(&moves[i]);
            let value = self.child_value(&child, depth - 1, alpha, beta, ply + 1, -1, n > 0);
            if self.budget.stopped {
                self.give_moves(ply_index, moves);
                self.give_keys(ply_index, ranked);
                return 0;
            }
            let raised = raise(value, &mut best, &mut alpha, beta);
            if raised != Raised::No && self.model_width > 1 {
                index = i;
            }
            if raised == Raised::Cutoff {
                break;
            }
        }
        self.give_moves(ply_index, moves);
        self.give_keys(ply_index, ranked);
        self.table.store(
            key,
            depth,
            to_table(best, ply),
            Bound::of(best, alpha0, beta),
            Some(index),
        );
        best
    }

    /// `mover`'s modelled moves among `moves` (legal in `state`): every move's value one ply
    /// ahead for `mover` by the evaluation (a finished game by its outcome) into `ranked` as
    /// (value, index), the [`AlphaBeta::model_width`] best moved to the front, best first
    /// and the first of equals before the others. Returns how many are modelled: 0 without
    /// moves or when the budget ran out.
    fn rank_models(
        &mut self,
        state: &G,
        mover: Player,
        moves: &[G::Move],
        ranked: &mut Vec<(i64, usize)>,
    ) -> usize {
        let mut child = state.clone();
        for (i, mv) in moves.iter().enumerate() {
            if self.budget.tick() {
                return 0;
            }
            child.clone_from(state);
            child.play_unchecked(mv);
            let value = one_ply_value(&child, mover, self.weights);
            ranked.push((i64::from(value), i));
        }
        let width = self.model_width.min(ranked.len());
        for n in 0..width {
            select(ranked, n);
        }
        width
    }

    /// An opponents' node of best-reply search (Schadd & Winands 2011, "Best Reply Search
    /// for multiplayer games"): every opponent's moves from this position (the others' by
    /// [`Evaluate::with_mover`]), the one the searching seat likes least chosen, and the
    /// searching seat to move after it. The value is the node's side's (−1), fail-soft; PVS
    /// over the union, the mover's moves first, each opponent's by its ordering.
    fn best_reply(
        &mut self,
        state: &G,
        mover: Player,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        let seats = state.num_players();
        let ply_index = ply as usize;
        let mut alpha = alpha;
        let mut best = -INFINITY;
        let mut searched = 0usize;
        for k in 0..seats {
            let Ok(o) = Player::try_from((mover.index() + k) % seats) else {
                continue;
            };
            if o == self.seat {
                continue;
            }
            let from = if o == mover {
                state.clone()
            } else {
                match state.with_mover(o) {
                    Some(s) => s,
                    None => continue,
                }
            };
            let mut moves = self.take_moves(ply_index);
            from.legal_moves(&mut moves);
            let mut keys = self.take_keys(ply_index);
            keys.extend(moves.iter().enumerate().map(|(i, m)| {
                let k = self
                    .ordering
                    .key(o.index(), ply_index, m, from.move_priority(m));
                (k, i)
            }));
            keys.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let mut cut = false;
            for &(_, index) in &keys {
                let mv = &moves[index];
                let mut child = from.clone();
                child.play_unchecked(mv);
                if let ToMove::Player(q) = child.to_move()
                    && q != self.seat
                    && let Some(next) = child.with_mover(self.seat)
                {
                    child = next;
                }
                let value =
                    self.child_value(&child, depth - 1, alpha, beta, ply + 1, -1, searched > 0);
                searched += 1;
                if self.budget.stopped {
                    break;
                }
                if raise(value, &mut best, &mut alpha, beta) == Raised::Cutoff {
                    if !from.is_noisy(mv) {
                        self.ordering.cutoff(o.index(), ply_index, mv, depth);
                    }
                    cut = true;
                    break;
                }
            }
            self.give_moves(ply_index, moves);
            self.give_keys(ply_index, keys);
            if cut || self.budget.stopped {
                break;
            }
        }
        if searched == 0 {
            return -self.static_eval(state);
        }
        best
    }

    /// Quiescence: the static value (stand pat) improved by noisy moves only, at most
    /// [`MAX_QUIESCENCE`] plies below the horizon.
    fn quiesce(
        &mut self,
        state: &G,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        side: i32,
    ) -> i32 {
        let stand = side * self.static_eval(state);
        if !self.quiescence
            || stand >= beta
            || depth <= -MAX_QUIESCENCE
            || ply as usize >= MAX_PLY - 1
        {
            return stand;
        }
        let ply_index = ply as usize;
        let mut moves = self.take_moves(ply_index);
        state.legal_moves(&mut moves);
        let mut noisy = self.take_keys(ply_index);
        noisy.extend(
            moves
                .iter()
                .enumerate()
                .filter(|(_, m)| state.is_noisy(m))
                .map(|(i, m)| (i64::from(state.move_priority(m)), i)),
        );
        // Highest priority first; equal priorities in generation order.
        noisy.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut alpha = alpha.max(stand);
        let mut best = stand;
        for &(_, i) in &noisy {
            let mut child = state.clone();
            child.play_unchecked(&moves[i]);
            let value = self.child_value(&child, depth - 1, alpha, beta, ply + 1, side, false);
            if self.budget.stopped {
                break;
            }
            if raise(value, &mut best, &mut alpha, beta) == Raised::Cutoff {
                break;
            }
        }
        self.give_moves(ply_index, moves);
        self.give_keys(ply_index, noisy);
        best
    }

    /// A chance node (side +1): expectimax with Star2 pruning (Ballard 1983). At or below the
    /// horizon it is scored statically.
    ///
    /// Every child value lies in `[lower[i], upper[i]]`, at first `[−WIN, WIN]`. The probing
    /// phase (Star2) searches one move of each decision child with a null window: a move of a
    /// child where the searching seat acts bounds the child from below, a move of an opponent
    /// child bounds it from above; enough bounds prove the node outside `(α, β)` at once.
    /// The search phase (Star1) then searches each child with the window the bounds of the
    /// others leave it, and stops as soon as the values found prove a cut-off.
    fn chance(&mut self, state: &G, depth: i32, alpha: i32, beta: i32, ply: u32) -> i32 {
        if depth <= 0 || ply as usize >= MAX_PLY - 2 {
            return self.static_eval(state);
        }
        let ply_index = ply as usize;
        while self.chance_buffers.len() <= ply_index {
            self.chance_buffers.push(Vec::new());
        }
        let mut outcomes = std::mem::take(&mut self.chance_buffers[ply_index]);
        outcomes.clear();
        state.chance_outcomes(&mut outcomes);
        let result = self.expectimax(state, &outcomes, depth, alpha, beta, ply);
        self.chance_buffers[ply_index] = outcomes;
        result
    }

    fn expectimax(
        &mut self,
        state: &G,
        outcomes: &[(G::Move, Probability)],
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        const MAX_OUTCOMES: usize = 64;
        let n = outcomes.len();
        // Every value lies within ±WIN, within ±EVAL_LIMIT on the expected-utility scale.
        let limit = if G::UTILITY_SCALE.is_some() {
            EVAL_LIMIT
        } else {
            WIN
        };
        let (lo, hi) = (-f64::from(limit), f64::from(limit));
        let (alpha_f, beta_f) = (f64::from(alpha), f64::from(beta));
        let mut prob = [0.0f64; MAX_OUTCOMES];
        let mut lower = [lo; MAX_OUTCOMES];
        let mut upper = [hi; MAX_OUTCOMES];
        let bounded = n <= MAX_OUTCOMES;
        if bounded {
            for (slot, (_, p)) in prob.iter_mut().zip(outcomes) {
                *slot = p.to_f64();
            }
            // Star2 probing, where a bound can matter (a window inside the value range) and
            // the children are searched full-width (not at the quiescence horizon).
            if (alpha_f > lo || beta_f < hi) && depth >= 2 {
                for (i, (mv, _)) in outcomes.iter().enumerate() {
                    let mut child = state.clone();
                    child.play_unchecked(mv);
                    if let Some(cut) = self.probe(
                        &child,
                        i,
                        &prob[..n],
                        &mut lower,
                        &mut upper,
                        depth,
                        alpha,
                        beta,
                        ply,
                    ) {
                        return cut;
                    }
                    if self.budget.stopped {
                        return 0;
                    }
                }
            }
        }
        // Star1 with the bounds: Σ_{j>i} p_j·upper_j and Σ_{j>i} p_j·lower_j as suffixes.
        let (mut rest_upper, mut rest_lower) = (0.0, 0.0);
        if bounded {
            for i in 0..n {
                rest_upper += prob[i] * upper[i];
                rest_lower += prob[i] * lower[i];
            }
        }
        let mut rest_p = 1.0f64;
        let mut sum = 0.0;
        for (i, (mv, p)) in outcomes.iter().enumerate() {
            let p = if bounded { prob[i] } else { p.to_f64() };
            let (own_lo, own_hi) = if bounded {
                rest_upper -= p * upper[i];
                rest_lower -= p * lower[i];
                (lower[i], upper[i])
            } else {
                rest_p = (rest_p - p).max(0.0);
                rest_upper = rest_p * hi;
                rest_lower = rest_p * lo;
                (lo, hi)
            };
            // The child's value v cuts the node if sum + p·v + Σ_{j>i} p_j·upper_j ≤ α (fail
            // low) or sum + p·v + Σ_{j>i} p_j·lower_j ≥ β (fail high).
            let a = ((alpha_f - sum - rest_upper) / p).floor();
            let b = ((beta_f - sum - rest_lower) / p).ceil();
            if a >= own_hi {
                return alpha;
            }
            if b <= own_lo {
                return beta;
            }
            let ca = a.max(own_lo - 1.0) as i32;
            let cb = b.min(own_hi + 1.0) as i32;
            let mut child = state.clone();
            child.play_unchecked(mv);
            let v = self.child_value(&child, depth - 1, ca, cb, ply + 1, 1, false);
            if self.budget.stopped {
                return 0;
            }
            if f64::from(v) <= a {
                return alpha;
            }
            if f64::from(v) >= b {
                return beta;
            }
            sum += p * f64::from(v);
        }
        sum.round() as i32
    }

    /// Star2's probe of chance child `i`: the value of one move of a decision child (its table
    /// move, else its highest priority) bounds the child, `lower[i]` where the searching seat
    /// acts, `upper[i]` where an opponent does (not under opponent-model search, where an
    /// opponent plays one of its modelled moves, not the worst for the searching seat).
    /// Returns the chance node's cut-off value when the bounds prove one. A finished child is
    /// exact.
    #[allow(clippy::too_many_arguments)]
    fn probe(
        &mut self,
        child: &G,
        i: usize,
        prob: &[f64],
        lower: &mut [f64],
        upper: &mut [f64],
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> Option<i32> {
        let mover = match child.to_move() {
            ToMove::Over => {
                let v = f64::from(self.search(child, depth, alpha, beta, ply + 1));
                lower[i] = v;
                upper[i] = v;
                return None;
            }
            ToMove::Chance => return None,
            // An opponent's modelled moves are no worst case: one move bounds nothing there.
            ToMove::Player(p)
                if p != self.seat && self.multiplayer == MultiPlayer::OpponentModel =>
            {
                return None;
            }
            ToMove::Player(p) => p,
        };
        // The child's first move: its table move, else its highest priority.
        let ply_index = ply as usize + 1;
        let mut moves = self.take_moves(ply_index);
        child.legal_moves(&mut moves);
        let table_move = self
            .table
            .probe(child.hash_key())
            .and_then(|h| h.best)
            .filter(|&k| k < moves.len());
        let first = table_move.or_else(|| {
            (0..moves.len()).max_by_key(|&k| (child.move_priority(&moves[k]), std::cmp::Reverse(k)))
        });
        let Some(first) = first else {
            self.give_moves(ply_index, moves);
            return None;
        };
        let mut grandchild = child.clone();
        grandchild.play_unchecked(&moves[first]);
        self.give_moves(ply_index, moves);
        // The move's exact value (the table keeps it for the search phase) bounds the child:
        // from below where the searching seat acts (it may pick better), from above where an
        // opponent acts.
        let value = self.child_value(
            &grandchild,
            depth - 2,
            -INFINITY,
            INFINITY,
            ply + 2,
            1,
            false,
        );
        let v = f64::from(value);
        if self.budget.stopped {
            return None;
        }
        if mover == self.seat {
            lower[i] = lower[i].max(v);
            if (0..prob.len()).map(|j| prob[j] * lower[j]).sum::<f64>() >= f64::from(beta) {
                return Some(beta);
            }
        } else {
            upper[i] = upper[i].min(v);
            if (0..prob.len()).map(|j| prob[j] * upper[j]).sum::<f64>() <= f64::from(alpha) {
                return Some(alpha);
            }
        }
        None
    }
}

impl<G: Game + Evaluate + 'static> crate::Agent<G> for AlphaBeta<G> {
    fn name(&self) -> String {
        match (self.limits.depth, self.limits.time) {
            (Some(d), _) => format!("alphabeta:d{d}"),
            (None, Some(t)) => format!("alphabeta:{}", t.as_millis()),
            _ => "alphabeta".to_owned(),
        }
    }

    fn choose(
        &mut self,
        game: &G,
        ctx: &crate::AgentContext,
        rng: &mut crate::GameRng,
    ) -> Option<G::Move> {
        // Hidden information: never the true state (issue 14 item 6).
        if !G::HIDDEN_INFORMATION {
            return self.search(game, ctx.seat, ctx.remaining).best;
        }
        let samples = self.samples;
        let whole = self.limits;
        self.limits = whole.split(samples);
        let remaining = ctx.remaining.map(|r| r / samples);
        let mut nodes = 0;
        let choice = super::pimc::vote(game, ctx.seat, samples, rng, |g, _| {
            let report = self.search(g, ctx.seat, remaining);
            nodes += report.nodes;
            report.best.map(|m| (m, report.score))
        });
        self.limits = whole;
        self.sampled_nodes = Some(nodes);
        choice
    }

    fn analysis(&self) -> Option<String> {
        let r = self.last.as_ref()?;
        let mut line = format!(
            "depth {} score {} nodes {} time {}ms",
            r.depth,
            r.score,
            r.nodes,
            r.elapsed.as_millis()
        );
        if let (true, samples, Some(nodes)) =
            (G::HIDDEN_INFORMATION, self.samples, self.sampled_nodes)
        {
            line.push_str(&format!(
                " (the last of {samples} determinizations; {nodes} nodes in all)"
            ));
        }
        if !r.pv.is_empty() {
            line.push_str(" pv");
            for m in &r.pv {
                line.push_str(&format!(" {m}"));
            }
        }
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::{SearchReport, late_move_reduction, thread_rank};
    use std::time::Duration;

    /// A report of `depth` with `score` for a thread.
    fn report(depth: u32, score: i32) -> SearchReport<u8> {
        SearchReport {
            best: Some(0),
            score,
            depth,
            nodes: 0,
            pv: Vec::new(),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn a_deeper_iteration_then_a_cut_short_better_move_ranks_a_thread_first() {
        // Deeper beats a better move found one iteration short of it.
        assert!(thread_rank(&(report(7, 0), false)) > thread_rank(&(report(6, 500), true)));
        // At one depth a cut-short better move beats none, whatever the scores.
        assert!(thread_rank(&(report(6, -50), true)) > thread_rank(&(report(6, 300), false)));
        // Two such moves: the higher score.
        assert!(thread_rank(&(report(6, 40), true)) > thread_rank(&(report(6, 30), true)));
        // Without one the scores do not count: a tie, which the main thread keeps.
        assert_eq!(
            thread_rank(&(report(6, 10), false)),
            thread_rank(&(report(6, 90), false))
        );
    }

    #[test]
    fn late_moves_are_reduced_by_ln_depth_times_ln_n_over_2() {
        // ln 8 · ln 3 / 2 = 2.079 · 1.099 / 2 = 1.14: 1 ply, 2 for an unproven move.
        assert_eq!(late_move_reduction(8, 3, false), 1);
        assert_eq!(late_move_reduction(8, 3, true), 2);
        // ln 10 · ln 20 / 2 = 2.303 · 2.996 / 2 = 3.45: 3 plies, 4 unproven.
        assert_eq!(late_move_reduction(10, 20, false), 3);
        assert_eq!(late_move_reduction(10, 20, true), 4);
        // ln 4 · ln 3 / 2 = 0.76 rounds down to 0: at least 1; unproven 2, the child keeps 1.
        assert_eq!(late_move_reduction(4, 3, false), 1);
        assert_eq!(late_move_reduction(4, 3, true), 2);
        // Depth 3: the child keeps its 1 ply whatever the move (ln 3 · ln 100 / 2 = 2.53).
        assert_eq!(late_move_reduction(3, 100, false), 1);
        assert_eq!(late_move_reduction(3, 100, true), 1);
        // ln 64 · ln 1000 / 2 = 4.159 · 6.908 / 2 = 14.36.
        assert_eq!(late_move_reduction(64, 1000, false), 14);
        assert_eq!(late_move_reduction(64, 1000, true), 15);
    }
}
