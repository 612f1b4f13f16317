//! Bul (also Boolik, Buul, Puluc), the Maya race game of capture stacks, as specified by
//! `bul.md` (from the Basque seed text): exact rules, dice as chance nodes, the §14
//! notation, and the [`jokoak_core::Game`] trait for perft, playouts, records and agents.
//!
//! **Rules**: [`docs/rules/bul.md`](https://github.com/jokoak/jokoak/blob/main/docs/rules/bul.md) in the repository is the text this
//! crate implements; a citation such as `§4` or `bul.md §4` is a section of it.
//!
//! Two players, Red (`R`, seat 0) and Blue (`B`, seat 1), race five pieces each along a track
//! of nine spaces between their homes (position 0 is Red's home, 10 Blue's). Four two-sided
//! dice give 1 to 5 points. A piece landing on an enemy piece captures it: the captor goes on
//! top, and the stack turns back toward the captor's home, where the captor's pieces come
//! home and the prisoners die. Stacks change hands when captured again. A player who has no
//! piece at home and controls no space has lost (§9).
//!
//! The state [`Bul`] is the game: the opening draw (`first:R`/`first:B`) and every throw
//! (`yellow:0` … `yellow:4`, C(4,K)/16) are chance nodes, moves are decisions ([`Move`],
//! `FROM-TO` or `pass`). [`Options`] holds the spec's variants (§10).
//!
//! ```
//! use jokoak_bul::{Bul, Move, MoveKind};
//! use jokoak_core::Game;
//!
//! // bul.md §12, E6: Blue threw 2; entering at 8 or recapturing the stack at 4.
//! let mut game: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse()?;
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! let listed: Vec<String> = moves.iter().map(ToString::to_string).collect();
//! assert_eq!(listed, ["10-8", "6-4"]);
//!
//! let recapture: Move = "6-4".parse()?;
//! assert_eq!(game.move_kind(&recapture), Some(MoveKind::Recapture { entering: false }));
//! game.play(&recapture)?;
//! assert_eq!(game.to_string(), "R:? | home R4 B3 | 4:BRB | dead R0 B0");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod dice;
mod error;
mod eval;
mod moves;
mod notation;
mod options;
mod position;
mod render;
mod rules;
mod setup;
mod stack;
mod svg;
#[cfg(feature = "testkit")]
mod testkit;

pub use dice::{Scoring, Throw, yellow_probability};
pub use error::{ParseMoveError, ParsePositionError, PlayError};
pub use moves::{Move, MoveKind, Seat};
pub use options::Options;
pub use position::{Bul, Node};
pub use setup::INFO;
pub use stack::Stack;
