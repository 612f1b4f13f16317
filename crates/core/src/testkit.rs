//! The conformance kit every game runs in one line, and proptest strategies over reachable
//! states (DESIGN §4). Enabled by the `testkit` feature, so library users do not pull in
//! proptest.
//!
//! Two parts: the conformance kit ([`check_conformance`], [`random_playouts_hold`]) that a
//! game crate runs in one line on its own settings, and tools for testing a game from outside:
//!
//! - [`Testable`], the hook a game implements in a few lines (option sets worth trying, a
//!   strategy of arbitrary moves, malformed ones included); the game crates implement it under
//!   their `testkit` feature;
//! - strategies: [`any_settings`] (every variant, player count and option set), [`any_move`],
//!   [`legal_move_of`], [`any_state`] (reachable states biased towards the opening and chance
//!   nodes);
//! - the properties the fuzz targets check, as functions ([`check_position_text`],
//!   [`check_plies_of`], [`check_ply_script`], `check_record`), whose failure messages show the
//!   position notation and the `Debug` of the move.
//!
//! ```text
//! jokoak_core::testkit::check_conformance::<Linja>(&Settings::new("standard", 2), &Conformance::default());
//! ```
//!
//! The facade crate `jokoak` (feature `testkit`) has a runnable example fuzzing every game.

use std::collections::HashSet;
use std::fmt::Debug;

use proptest::prelude::*;

pub use crate::drawcheck::{check_drawing, check_drawings, picture_keys, xml_keys};
/// proptest itself, so a user of the testkit needs no second dependency.
pub use proptest;

mod antisymmetry;
mod checks;
mod documented;
mod notation;
mod options;
mod strategies;
mod suite;

pub use antisymmetry::{assert_features, check_antisymmetric};
#[cfg(feature = "serde")]
pub use checks::check_record;
pub use checks::{
    MAX_SCRIPT_PLIES, check_listed_ply, check_node, check_plies_of, check_ply_script,
    check_position_reparses, check_position_text, check_views, describe, describe_move,
};
pub use documented::check_features_documented;
pub use notation::assert_notation;
pub use options::{
    assert_defaults, assert_game_facts, assert_players_refused, assert_range, options_with, refuses,
};
pub use strategies::{
    Shown, Testable, all_settings, any_move, any_settings, any_state, any_state_and_ply,
    early_plies, legal_move_of, play_random,
};
pub use suite::{
    check_game_input, check_node_guard, check_offered_move, prop_arbitrary_input,
    prop_arbitrary_moves, prop_arbitrary_moves_where, prop_listed_plies, prop_mutated_positions,
    prop_ply_scripts, prop_reachable_text, prop_untrusted_input,
};

use crate::{
    Game, GameRng, Match, Probability, Record, Settings, Setup, ToMove, random_index,
    rng_from_seed, sample_chance,
};

/// How much the conformance kit plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conformance {
    /// Seeded random games to play (seeds `0..games`).
    pub games: u64,
    /// Plies per game at most (a game cut off here is still checked up to that point).
    pub max_plies: u64,
    /// Non-legal moves tried at each state, taken from moves seen in other states.
    pub illegal_samples: usize,
}

impl Default for Conformance {
    fn default() -> Self {
        Conformance {
            games: 20,
            max_plies: 400,
            illegal_samples: 8,
        }
    }
}

/// Plays `config.games` seeded random games (a whole match when the settings ask for one) from
/// the initial state of `settings` and checks at every state:
///
/// - decision nodes: legal moves non-empty and unique, no chance outcomes, no outcome, each
///   move plays;
/// - chance nodes: outcomes non-empty and unique, each probability > 0, their sum exactly 1,
///   no legal moves, each plays;
/// - the end: `outcome()` is `Some` with one score and place per seat, nothing to play;
/// - a sample of moves seen elsewhere that are not playable here is rejected, and the state
///   is left exactly as it was;
/// - move notation and position notation round-trip (`Display` then parse gives the same),
///   and the parsed state has the same [`Game::hash_key`] as the played one;
/// - the game's record replays to the same final state and outcome.
///
/// # Panics
/// On the first violation, with the seed, the ply and the position: it is a test helper.
pub fn check_conformance<G>(settings: &Settings, config: &Conformance)
where
    G: Setup + PartialEq,
{
    for seed in 0..config.games {
        let start = G::from_settings(settings)
            .unwrap_or_else(|e| panic!("settings {settings:?} rejected: {e}"));
        let mut state = Match::new(start);
        let mut rng = rng_from_seed(seed);
        let mut pool: Vec<G::Move> = Vec::new();
        let mut moves = Vec::new();
        for ply in 0.. {
            let pos = state.current().to_string();
            let at = |what: &str| format!("seed {seed}, ply {ply}, `{pos}`: {what}");
            let plies = check_state::<G>(state.current(), settings, &at);
            check_rejections::<G>(&state, &plies, &pool, config.illegal_samples, &mut rng, &at);
            if plies.is_empty() || ply as u64 >= config.max_plies {
                break;
            }
            let mv = choose(state.current(), &plies, &mut rng);
            state
                .play(&mv)
                .unwrap_or_else(|e| panic!("{}", at(&format!("`{mv}` ({mv:?}) refused: {e}"))));
            if pool.len() < 256 {
                pool.push(mv.clone());
            } else {
                let i = random_index(pool.len(), &mut rng);
                pool[i] = mv.clone();
            }
            moves.push(mv);
        }
        let record = Record::new::<G>(
            G::INFO.name,
            &state.current().settings(),
            Some(seed),
            Vec::new(),
            &moves,
            state.outcome(),
        );
        let replayed = record
            .replay::<G>()
            .unwrap_or_else(|e| panic!("seed {seed}: record does not replay: {e}"));
        assert!(
            replayed == state,
            "seed {seed}: replay ends in `{}`, the game in `{}`",
            replayed.current(),
            state.current()
        );
    }
}

/// The next plies of `game` with their probabilities (1 for decision moves), after checking
/// the node's contract.
fn check_state<G>(
    game: &G,
    settings: &Settings,
    at: &dyn Fn(&str) -> String,
) -> Vec<(G::Move, Probability)>
where
    G: Setup + PartialEq,
{
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    game.legal_moves(&mut legal);
    game.chance_outcomes(&mut chance);
    // Perft counts its last ply with the game's count (bulk counting): exactly the list's length.
    if let Some(n) = game.count_legal_moves() {
        assert!(
            n == legal.len(),
            "{}",
            at(&format!(
                "count_legal_moves gives {n}, legal_moves lists {}",
                legal.len()
            ))
        );
    }
    let outcome = game.outcome();
    let plies: Vec<(G::Move, Probability)> = match game.to_move() {
        ToMove::Player(p) => {
            assert!(
                p.index() < game.num_players(),
                "{}",
                at("seat out of range")
            );
            assert!(
                !legal.is_empty(),
                "{}",
                at("no legal move at a decision node")
            );
            assert!(
                chance.is_empty(),
                "{}",
                at("chance outcomes at a decision node")
            );
            assert!(outcome.is_none(), "{}", at("outcome before the end"));
            legal.into_iter().map(|m| (m, Probability::ONE)).collect()
        }
        ToMove::Chance => {
            assert!(!chance.is_empty(), "{}", at("no outcome at a chance node"));
            assert!(legal.is_empty(), "{}", at("legal moves at a chance node"));
            assert!(outcome.is_none(), "{}", at("outcome before the end"));
            assert!(
                chance.iter().all(|(_, p)| p.numerator() > 0),
                "{}",
                at("an outcome of probability 0")
            );
            let sum = Probability::sum(chance.iter().map(|(_, p)| *p));
            assert_eq!(
                sum,
                Some(Probability::ONE),
                "{}",
                at("chance probabilities do not sum to 1")
            );
            chance
        }
        ToMove::Over => {
            assert!(
                legal.is_empty() && chance.is_empty(),
                "{}",
                at("plies after the end")
            );
            let o = outcome.unwrap_or_else(|| panic!("{}", at("no outcome at the end")));
            assert_eq!(
                o.scores().len(),
                game.num_players(),
                "{}",
                at("scores per seat")
            );
            assert_eq!(
                o.places().len(),
                game.num_players(),
                "{}",
                at("places per seat")
            );
            Vec::new()
        }
    };
    let unique: HashSet<&G::Move> = plies.iter().map(|(m, _)| m).collect();
    assert_eq!(unique.len(), plies.len(), "{}", at("duplicate moves"));
    for (mv, _) in &plies {
        let text = mv.to_string();
        match text.parse::<G::Move>() {
            Ok(back) => assert!(
                back == *mv,
                "{}",
                at(&format!(
                    "move `{text}` parses back as `{back}` ({back:?}), not {mv:?}"
                ))
            ),
            Err(e) => panic!(
                "{}",
                at(&format!("move `{text}` does not parse: {e} ({mv:?})"))
            ),
        }
        let mut next = game.clone();
        if let Err(e) = next.play(mv) {
            panic!(
                "{}",
                at(&format!("listed move `{mv}` ({mv:?}) refused: {e}"))
            );
        }
        let mut fast = game.clone();
        fast.play_unchecked(mv);
        assert!(
            fast == next,
            "{}",
            at(&format!("play_unchecked(`{mv}` {mv:?}) differs from play"))
        );
        assert!(
            fast.hash_key() == next.hash_key(),
            "{}",
            at(&format!(
                "play_unchecked(`{mv}`) gives another hash_key than play"
            ))
        );
    }
    let text = game.to_string();
    match G::parse_position(&text, settings) {
        Ok(back) => {
            // The notation is the position, not the whole state: `==` also compares what the
            // rules read beyond it (a ply count, a repetition history), so compare the text.
            assert!(
                back.to_string() == text,
                "{}",
                at("position parses back to another position")
            );
            // Equal states, one reached by play and one parsed: equal keys (issue 10 item 1).
            assert!(
                back.hash_key() == game.hash_key(),
                "{}",
                at("the parsed position has another hash_key")
            );
        }
        Err(e) => panic!("{}", at(&format!("position does not parse: {e}"))),
    }
    plies
}

fn check_rejections<G>(
    state: &Match<G>,
    plies: &[(G::Move, Probability)],
    pool: &[G::Move],
    samples: usize,
    rng: &mut GameRng,
    at: &dyn Fn(&str) -> String,
) where
    G: Setup + PartialEq,
{
    if pool.is_empty() {
        return;
    }
    let playable: HashSet<&G::Move> = plies.iter().map(|(m, _)| m).collect();
    for _ in 0..samples {
        let mv = &pool[random_index(pool.len(), rng)];
        if playable.contains(mv) {
            continue;
        }
        let mut copy = state.clone();
        if copy.play(mv).is_ok() {
            panic!(
                "{}",
                at(&format!("non-legal move `{mv}` ({mv:?}) accepted"))
            );
        }
        assert!(
            copy == *state,
            "{}",
            at(&format!("refused `{mv}` ({mv:?}) changed the state"))
        );
    }
}

fn choose<G: Game>(game: &G, plies: &[(G::Move, Probability)], rng: &mut GameRng) -> G::Move {
    let i = match game.to_move() {
        ToMove::Chance => sample_chance(plies, rng),
        _ => random_index(plies.len(), rng),
    };
    plies[i].0.clone()
}

/// Plays `games` seeded random games from `start` (at most `max_plies` plies each) and asserts
/// `invariant` at every state; the invariant returns a description of what is wrong.
///
/// # Panics
/// On the first state where the invariant fails, naming seed, ply and position.
pub fn random_playouts_hold<G>(
    start: &G,
    games: u64,
    max_plies: u64,
    invariant: impl Fn(&G) -> Result<(), String>,
) where
    G: Game + std::fmt::Display,
{
    for seed in 0..games {
        let mut state = start.clone();
        let mut rng = rng_from_seed(seed);
        for ply in 0..=max_plies {
            if let Err(e) = invariant(&state) {
                panic!("seed {seed}, ply {ply}, `{state}`: {e}");
            }
            if ply == max_plies || !step_random(&mut state, &mut rng) {
                break;
            }
        }
    }
}

/// The reference perft, for checking the fast paths [`crate::perft`] takes: every ply listed
/// ([`crate::next_plies`]) and applied by the validating [`Game::play`], recursively, and the
/// last ply counted by listing, where [`crate::perft`] applies plies by
/// [`Game::play_unchecked`] and counts its last one by [`Game::count_legal_moves`]. The two
/// give the same count for a game whose fast paths agree with its rules. Recursive: for the
/// small depths of tests.
///
/// # Panics
/// If `play` refuses a ply the game listed (naming the ply and the position).
pub fn perft_by_play<G>(game: &G, depth: u32) -> u64
where
    G: Game + std::fmt::Display,
{
    if depth == 0 {
        return 1;
    }
    let plies = crate::next_plies(game);
    if depth == 1 {
        return plies.len() as u64;
    }
    plies
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            if let Err(e) = next.play(mv) {
                panic!("`{game}`: listed ply `{mv}` refused: {e}");
            }
            perft_by_play(&next, depth - 1)
        })
        .sum()
}

/// Plays one random ply; the driver's [`crate::step_random`], here for the kit's users.
pub use crate::step_random;

/// A proptest strategy of states reachable from `start`: a random seed and a number of plies
/// up to `max_plies` drawn by [`early_plies`] (most often 0–4, so the opening and its chance
/// nodes come up often), played at random (stopping early at the end). [`any_state`] does the
/// same over every settings of a game.
pub fn reachable<G>(start: G, max_plies: u64) -> impl Strategy<Value = G>
where
    G: Game + Debug + 'static,
{
    (any::<u64>(), early_plies(max_plies)).prop_map(move |(seed, plies)| {
        let mut state = start.clone();
        let mut rng = rng_from_seed(seed);
        for _ in 0..plies {
            if !step_random(&mut state, &mut rng) {
                break;
            }
        }
        state
    })
}

/// A proptest strategy of `(state, move)` pairs: a reachable state and a ply playable in
/// another reachable state (so often, but not always, illegal here), for "a move is in
/// `legal_moves` ⇔ `play` accepts it" properties. The move is `None` when the other state is
/// finished.
pub fn reachable_with_foreign_move<G>(
    start: G,
    max_plies: u64,
) -> impl Strategy<Value = (G, Option<G::Move>)>
where
    G: Game + Debug + 'static,
{
    (
        reachable(start.clone(), max_plies),
        reachable(start, max_plies),
        any::<usize>(),
    )
        .prop_map(|(state, other, pick)| {
            let plies = crate::next_plies(&other);
            let mv = (!plies.is_empty()).then(|| plies[pick % plies.len()].clone());
            (state, mv)
        })
}

/// Checks "a move is playable ⇔ it is listed" for one state and one candidate move: if `mv` is
/// a legal move or chance outcome, `play` accepts it; otherwise `play` refuses it and leaves
/// the state unchanged.
///
/// # Panics
/// When the property fails.
pub fn assert_play_iff_listed<G>(state: &G, mv: &G::Move)
where
    G: Game + PartialEq + std::fmt::Display,
{
    let listed = crate::next_plies(state).contains(mv);
    let mut copy = state.clone();
    let accepted = copy.play(mv).is_ok();
    assert_eq!(
        accepted, listed,
        "`{state}`: `{mv}` ({mv:?}) listed={listed} accepted={accepted}"
    );
    if !accepted {
        assert!(
            copy == *state,
            "`{state}`: refused `{mv}` ({mv:?}) changed the state"
        );
    }
}
