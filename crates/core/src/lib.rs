#![warn(missing_docs)]
//! The shared core of the jokoak board-game engines (DESIGN §2).
//!
//! One trait, [`Game`], describes a game state: who acts ([`ToMove`]), the legal moves at a
//! decision node, the exact chance outcomes at a chance node, `play` (validate, then apply)
//! and the [`Outcome`] at the end. Everything generic is written once against it:
//! [`perft`], the drivers [`play_out`] and [`random_playout`], [`Record`]s that replay
//! exactly, [`Match`]es of several games, [`Agent`]s, the [`Evaluate`] hook of search and
//! its self-play tuner [`spsa`], and (feature `testkit`) a conformance kit every game runs in
//! one line.
//!
//! Randomness comes only from [`GameRng`] (ChaCha8 from a `u64` seed), and chance outcomes are
//! drawn with integer weights, so the same seed gives the same game on every platform.
//!
//! Citations: `DESIGN §2` is a section of the design sketch
//! [`docs/design.md`](https://github.com/jokoak/jokoak/blob/main/docs/design.md), `abalone.md §5.4`
//! one of the rules texts in [`docs/rules/`](https://github.com/jokoak/jokoak/tree/main/docs/rules).
//!
//! Features: `serde` (serialisation of public data, JSON records), `testkit` (the conformance
//! kit, proptest strategies over settings, states and moves, and the fuzz targets' properties,
//! for game crates' tests and for testing a game from outside; see the `testkit` module).

mod agent;
mod draw;
#[cfg(feature = "testkit")]
mod drawcheck;
mod evaluate;
pub mod fields;
mod game;
mod history;
mod info;
mod matches;
mod mcts;
mod node;
mod observe;
mod options;
mod outcome;
mod perft;
#[cfg(feature = "testkit")]
pub mod perft_suite;
mod player;
mod playout;
mod plies;
mod present;
mod probability;
mod record;
mod rng;
pub mod search;
mod settings;
pub mod svg;
#[cfg(feature = "testkit")]
pub mod testkit;
mod tune;
mod via_options;

pub use agent::{Agent, AgentContext, RandomAgent};
pub use draw::{ClickStep, Draw, DrawOptions, button_moves, click_step, draw_for};
pub use evaluate::{Evaluate, MAX_FEATURES};
pub use game::{Game, MatchPlay, Setup, SetupError};
pub use history::RepetitionHistory;
pub use info::{GameInfo, LegalMoveOrder, VariantInfo};
pub use matches::Match;
pub use mcts::{
    Budget, CLOCK_SHARE_PER_MOVE, DEFAULT_EVAL_SCALE, Mcts, Playouts, RootStat, SearchStats,
};
pub use node::{NodeGuard, WrongNode};
pub use observe::Observe;
pub use options::{GameOptions, OptionKind, OptionSpec, OptionValue, OptionValues, PLY_LIMIT_MAX};
pub use outcome::{Outcome, OutcomeError, Ranking};
pub use perft::{
    PERFT_REPORT_INTERVAL, PerftProgress, next_plies, perft, perft_divide, perft_with,
};
pub use player::{Player, SeatOutOfRange, ToMove};
pub use playout::{
    DriverConfig, Playout, Stop, play_out, play_out_with, play_out_with_chance, random_playout,
    step_random,
};
pub use plies::{PlyError, play_plies, play_ply, ply_error};
pub use present::Present;
pub use probability::{Probability, ProbabilityError};
#[cfg(feature = "serde")]
pub use record::RecordHeader;
pub use record::{EXCERPT_CHARS, Record, ReplayError, excerpt, quote_in};
pub use rng::{GameRng, random_index, rng_from_seed, sample_chance};
pub use search::{AlphaBeta, Greedy, Limits, MultiPlayer, SearchReport, Strongest};
pub use settings::{Settings, SettingsError, parse_decimal};
pub use tune::{Spsa, SpsaStep, spsa};

/// The `rand` crate this core's [`GameRng`] implements (`rand_chacha`'s `ChaCha8Rng` is a
/// `rand::Rng`), re-exported so users name the same version: `jokoak_core::rand::Rng`.
pub use rand;

#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde as __serde;

/// Implements serde's `Serialize` and `Deserialize` for notation types through their notation:
/// `Display` out, `FromStr` in (STYLE.md: "serde via the notation strings"), so a move or a
/// position is a JSON string such as `"0-1"`. Feature `serde`.
///
/// ```ignore
/// #[cfg(feature = "serde")]
/// jokoak_core::serde_via_notation!(Move, Position);
/// ```
#[cfg(feature = "serde")]
#[macro_export]
macro_rules! serde_via_notation {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::__serde::Serialize for $t {
            fn serialize<S: $crate::__serde::Serializer>(&self, s: S) -> ::core::result::Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> $crate::__serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(d: D) -> ::core::result::Result<Self, D::Error> {
                let text = <::std::string::String as $crate::__serde::Deserialize>::deserialize(d)?;
                text.parse().map_err(<D::Error as $crate::__serde::de::Error>::custom)
            }
        }
    )+};
}

#[cfg(feature = "serde")]
#[doc(hidden)]
pub mod __state_serde {
    //! The serde shapes behind [`serde_state_via_notation!`](crate::serde_state_via_notation).

    /// A state on its way out: its options and its position notation.
    #[derive(serde::Serialize)]
    pub struct Out<'a, O> {
        /// The game's options.
        pub options: &'a O,
        /// The position in the game's notation.
        pub position: String,
    }

    /// A state on its way in, before the position is parsed under the options.
    #[derive(serde::Deserialize)]
    pub struct In<O> {
        /// The game's options.
        pub options: O,
        /// The position in the game's notation.
        pub position: String,
    }

    /// A state on its way out with what the rules read beyond the notation (`extra`'s fields
    /// sit next to `options` and `position`).
    #[derive(serde::Serialize)]
    pub struct OutExtra<'a, O, X> {
        /// The game's options.
        pub options: &'a O,
        /// The position in the game's notation.
        pub position: String,
        /// The rest of the state the rules read (a ply counter, a repetition history).
        #[serde(flatten)]
        pub extra: X,
    }

    /// A state on its way in with its extra fields.
    #[derive(serde::Deserialize)]
    pub struct InExtra<O, X> {
        /// The game's options.
        pub options: O,
        /// The position in the game's notation.
        pub position: String,
        /// The rest of the state the rules read.
        #[serde(flatten)]
        pub extra: X,
    }
}

/// Implements serde for a game state as `{"options": {...}, "position": "<notation>"}`, read
/// back through the game's `parse(text, &options)`, so every check of the notation (and of the
/// options, where `parse` checks them) applies to JSON too. The type needs `options(&self)`,
/// `Display` (its position notation) and `parse(&str, &Options) -> Result<Self, E: Display>`.
/// Feature `serde`.
///
/// A state whose rules read more than its notation shows (a repetition history, a ply
/// counter) uses the second form, `serde_state_via_notation!(Type, extra = Extra)`: the fields
/// of `Extra` (`Serialize + Deserialize`, every field `#[serde(default)]` so a bare
/// `{options, position}` still reads as the notation's state) sit next to `options` and
/// `position`; the type needs `fn serde_extra(&self) -> Extra` and `fn with_serde_extra(self,
/// Extra) -> Result<Self, E: Display>`, which checks the extra fields against the position
/// and refuses what play could not have produced. Either way a deserialised state is `==` to
/// the serialised one and plays exactly like it.
///
/// ```ignore
/// #[cfg(feature = "serde")]
/// jokoak_core::serde_state_via_notation!(Linja);
/// ```
#[cfg(feature = "serde")]
#[macro_export]
macro_rules! serde_state_via_notation {
    ($t:ty, extra = $x:ty) => {
        impl $crate::__serde::Serialize for $t {
            fn serialize<S: $crate::__serde::Serializer>(
                &self,
                s: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                let out = $crate::__state_serde::OutExtra {
                    options: &self.options(),
                    position: ::std::string::ToString::to_string(self),
                    extra: self.serde_extra(),
                };
                $crate::__serde::Serialize::serialize(&out, s)
            }
        }

        impl<'de> $crate::__serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(
                d: D,
            ) -> ::core::result::Result<Self, D::Error> {
                let stored: $crate::__state_serde::InExtra<_, $x> =
                    $crate::__serde::Deserialize::deserialize(d)?;
                <$t>::parse(&stored.position, &stored.options)
                    .map_err(<D::Error as $crate::__serde::de::Error>::custom)?
                    .with_serde_extra(stored.extra)
                    .map_err(<D::Error as $crate::__serde::de::Error>::custom)
            }
        }
    };
    ($t:ty) => {
        impl $crate::__serde::Serialize for $t {
            fn serialize<S: $crate::__serde::Serializer>(
                &self,
                s: S,
            ) -> ::core::result::Result<S::Ok, S::Error> {
                let out = $crate::__state_serde::Out {
                    options: &self.options(),
                    position: ::std::string::ToString::to_string(self),
                };
                $crate::__serde::Serialize::serialize(&out, s)
            }
        }

        impl<'de> $crate::__serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::__serde::Deserializer<'de>>(
                d: D,
            ) -> ::core::result::Result<Self, D::Error> {
                let stored: $crate::__state_serde::In<_> =
                    $crate::__serde::Deserialize::deserialize(d)?;
                <$t>::parse(&stored.position, &stored.options)
                    .map_err(<D::Error as $crate::__serde::de::Error>::custom)
            }
        }
    };
}
