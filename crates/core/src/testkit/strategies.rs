//! Proptest strategies for testing a game from outside: its settings, arbitrary (also
//! malformed) moves, a legal move of a state, and reachable states biased towards the opening
//! and chance nodes (DESIGN §4).

use proptest::prelude::*;
use proptest::sample::select;

use crate::{Game, NodeGuard, Settings, Setup, ToMove, next_plies, rng_from_seed};

use super::step_random;

/// What a game gives the testkit, in a few lines (the game crates implement it under their
/// `testkit` feature): option sets worth trying and a strategy of arbitrary moves. The game's
/// [`NodeGuard`] is checked on every arbitrary move ([`super::check_node_guard`]).
///
/// A game plugs in with a few lines (Linja's, in `crates/linja/src/testkit.rs`):
///
/// ```text
/// #[cfg(feature = "testkit")]
/// impl jokoak_core::testkit::Testable for Linja {
///     const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] =
///         &[&[("match_games", "2")]];
///     fn arbitrary_move() -> BoxedStrategy<Move> {
///         prop_oneof![
///             (any::<u8>(), any::<u8>()).prop_map(|(from, to)| Move::Step { from, to }),
///             Just(Move::Pass),
///         ]
///         .boxed()
///     }
/// }
/// ```
///
/// The facade's `jokoak::testkit` documentation shows fuzzing every game with it.
pub trait Testable: Setup + NodeGuard + PartialEq + 'static {
    /// Option sets tried with every variant and player count besides the defaults (the empty
    /// set): each a list of `(key, value)` in DESIGN §6.2 spelling. Sets a variant refuses are
    /// skipped. Default: none.
    const OPTION_SETS: &'static [&'static [(&'static str, &'static str)]] = &[];

    /// Moves of every shape the move type can hold, malformed ones included: out-of-range
    /// numbers, seats that do not exist, groups that cannot move, wherever the type lets them
    /// be built. Shrinks towards simple moves.
    fn arbitrary_move() -> BoxedStrategy<Self::Move>;
}

/// Every settings the game accepts among: each variant of its [`crate::GameInfo`] × each
/// player count of that variant × the default options and each of [`Testable::OPTION_SETS`]
/// (a combination [`Setup::from_settings`] refuses is left out). Defaults first.
#[must_use]
pub fn all_settings<G: Testable>() -> Vec<Settings> {
    let mut out = Vec::new();
    let no_options: &[(&str, &str)] = &[];
    for options in std::iter::once(no_options).chain(G::OPTION_SETS.iter().copied()) {
        for variant in G::INFO.variants {
            for &players in variant.players {
                let mut s = Settings::new(variant.name, players);
                for (k, v) in options {
                    s = s.with(k, v);
                }
                if G::from_settings(&s).is_ok() {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// A strategy over [`all_settings`]: every variant, player count and option set of the game.
///
/// # Panics
/// If the game accepts none of them (a bug in its [`Testable`] implementation).
pub fn any_settings<G: Testable>() -> BoxedStrategy<Settings> {
    let all = all_settings::<G>();
    assert!(
        !all.is_empty(),
        "{} accepts none of its own settings",
        G::INFO.name
    );
    select(all).boxed()
}

/// Arbitrary moves of `G`, malformed ones included ([`Testable::arbitrary_move`]): for
/// "`play` accepts exactly the listed moves" properties.
pub fn any_move<G: Testable>() -> BoxedStrategy<G::Move> {
    G::arbitrary_move()
}

/// One listed ply of `state`, drawn uniformly: a legal move at a decision node, a chance
/// outcome at a chance node (whatever its probability), `None` at the end. Use it with
/// `prop_flat_map` after a state strategy.
pub fn legal_move_of<G: Game + 'static>(state: &G) -> BoxedStrategy<Option<G::Move>> {
    let plies = next_plies(state);
    if plies.is_empty() {
        Just(None).boxed()
    } else {
        select(plies).prop_map(Some).boxed()
    }
}

/// How many plies a state of [`any_state`] is from its start: most often a few (the opening
/// and its chance nodes), often up to an eighth of `max_plies`, sometimes anything up to
/// `max_plies`; shrinks towards 0.
pub fn early_plies(max_plies: u64) -> BoxedStrategy<u64> {
    let short = max_plies.min(4);
    prop_oneof![
        4 => 0..=short,
        2 => 0..=(max_plies / 8).max(short),
        1 => 0..=max_plies,
    ]
    .boxed()
}

/// A state reached by random play from `start`: `plies` random plies (chance outcomes by
/// their probability) with the seeded [`crate::GameRng`] of `seed`, stopping early at the
/// end; with `to_chance`, play then goes on (up to `plies` more) until a chance node.
#[must_use]
pub fn play_random<G: Game>(start: &G, seed: u64, plies: u64, to_chance: bool) -> G {
    let mut state = start.clone();
    let mut rng = rng_from_seed(seed);
    for _ in 0..plies {
        if !step_random(&mut state, &mut rng) {
            return state;
        }
    }
    if to_chance {
        for _ in 0..plies.max(8) {
            if matches!(state.to_move(), ToMove::Chance) || !step_random(&mut state, &mut rng) {
                break;
            }
        }
    }
    state
}

/// States reachable under any settings of the game ([`any_settings`]): the initial state of
/// the settings, then [`early_plies`] random plies; one case in three goes on to the next
/// chance node. Biased so the opening and its chance nodes come up in most cases.
pub fn any_state<G: Testable>(max_plies: u64) -> BoxedStrategy<G> {
    (
        any_settings::<G>(),
        any::<u64>(),
        early_plies(max_plies),
        prop::bool::weighted(1.0 / 3.0),
    )
        .prop_map(|(settings, seed, plies, to_chance)| {
            let start = G::from_settings(&settings)
                .unwrap_or_else(|e| panic!("{settings:?} accepted, then refused: {e}"));
            play_random(&start, seed, plies, to_chance)
        })
        .boxed()
}

/// A state whose `Debug` is its position notation and settings ([`super::describe`]), so a
/// proptest failure shows the minimal failing input as ``` `B AQ@5:0 …` (agon standard, …) ```
/// rather than the state's fields (bitboards, histories). Map a state strategy through it:
/// `any_state::<G>(300).prop_map(Shown)`.
#[derive(Clone, PartialEq)]
pub struct Shown<G>(pub G);

impl<G: Setup> std::fmt::Debug for Shown<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::describe(&self.0))
    }
}

/// Pairs of a state of [`any_state`] and one of its listed plies (`None` at the end).
pub fn any_state_and_ply<G: Testable>(max_plies: u64) -> BoxedStrategy<(G, Option<G::Move>)> {
    any_state::<G>(max_plies)
        .prop_flat_map(|state| {
            let ply = legal_move_of(&state);
            (Just(state), ply)
        })
        .boxed()
}
