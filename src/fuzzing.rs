//! Fuzzing the games from outside with the testkit (feature `testkit`): a guide, no items.
//!
//! Depend on `jokoak` with `features = ["testkit"]`; proptest comes re-exported as
//! [`crate::testkit::proptest`]. Every game implements [`crate::testkit::Testable`], so one
//! generic function tries them all: reachable states under every variant, player count and
//! option set ([`crate::testkit::any_state`], biased towards the opening and chance nodes),
//! arbitrary moves, malformed ones included ([`crate::testkit::any_move`]), one legal move of a
//! state ([`crate::testkit::legal_move_of`]), and the checks the fuzz targets run, whose
//! failure messages show the position notation and the `Debug` of the move.
//!
//! ```
//! use jokoak::testkit::proptest::prelude::*;
//! use jokoak::testkit::proptest::test_runner::{Config, TestRunner};
//! use jokoak::testkit::{self, Testable, any_move, any_state, legal_move_of};
//! use jokoak::{Game, Setup};
//!
//! /// Every listed ply plays and round-trips, printed positions parse back, and a random legal
//! /// move then a random arbitrary text line behave.
//! fn fuzz<G: Testable>(cases: u32) {
//!     let mut runner = TestRunner::new(Config::with_cases(cases));
//!     let states = any_state::<G>(200).prop_flat_map(|s| (legal_move_of(&s), Just(s)));
//!     runner
//!         .run(&(states, "[a-z0-9:@#-]{0,8}"), |((ply, state), line)| {
//!             let text = state.to_string();
//!             testkit::check_position_text::<G>(&text, &state.settings()).expect("parses");
//!             if let Some(ply) = ply {
//!                 let mut next = state.clone();
//!                 next.play(&ply).expect("a listed ply plays");
//!                 testkit::check_ply_script(next, &line);
//!             }
//!             Ok(())
//!         })
//!         .unwrap();
//! }
//!
//! fuzz::<jokoak::linja::Linja>(16);
//! fuzz::<jokoak::bul::Bul>(16);
//! fuzz::<jokoak::continued::Continued>(8);
//! fuzz::<jokoak::abalone::Abalone>(8);
//! fuzz::<jokoak::agon::Agon>(8);
//!
//! // Arbitrary moves built as values, not parsed: `play` accepts exactly the listed ones.
//! let mut runner = TestRunner::new(Config::with_cases(32));
//! runner
//!     .run(&(any_state::<jokoak::linja::Linja>(100), any_move::<jokoak::linja::Linja>()), |(s, mv)| {
//!         testkit::check_offered_move(&s, &mv);
//!         Ok(())
//!     })
//!     .unwrap();
//! ```
//!
//! The ready-made suites ([`crate::testkit::prop_arbitrary_input`],
//! [`crate::testkit::prop_mutated_positions`], [`crate::testkit::prop_ply_scripts`],
//! [`crate::testkit::prop_arbitrary_moves`], [`crate::testkit::prop_listed_plies`]) run the
//! same properties as the libFuzzer targets in `fuzz/` (see `fuzz/README.md` and
//! `docs/reliability.md`).
