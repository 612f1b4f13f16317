#![warn(missing_docs)]
//! Linja, the bamboo race (Steffen Mühlhäuser, Steffen-Spiele 2003), for the jokoak engines:
//! exact rules, the notation of `linja.md` §9, perft and series play.
//!
//! **Rules**: [`docs/rules/linja.md`](https://github.com/jokoak/jokoak/blob/main/docs/rules/linja.md) in the repository is the text this
//! crate implements; a citation such as `§4` or `linja.md §4` is a section of it.
//!
//! Two sides race twelve pieces each across eight spaces separated by seven bamboo sticks. A
//! move is an initial step of one space, then a second step as long as the number of pieces
//! the first step found in its destination; a second step into an empty space earns one bonus
//! move; the game ends the moment the sides have passed each other, and pieces score 5/3/2/1
//! by their distance from the goal (`linja.md` R1–R13).
//!
//! Each ply is one [`Move`]: a step, a `pass` or the chance outcome `first:B`/`first:R`.
//!
//! ```
//! use jokoak_core::{Game, perft};
//! use jokoak_linja::{Linja, Move};
//!
//! let mut game: Linja = "6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init".parse()?;
//! assert_eq!(perft(&game, 2), 43); // linja.md E1: 43 (initial, second) pairs
//! game.play(&"0-1".parse::<Move>()?)?; // space 1 held 2 pieces: a second step of 2
//! assert_eq!(game.to_string(), "5:0/2:1/1:1/1:1/1:1/1:1/1:1/0:6 B second:2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod eval;
mod moves;
mod notation;
mod options;
mod position;
mod render;
mod rules;
mod series;
mod setup;
mod svg;
#[cfg(feature = "testkit")]
mod testkit;

pub use error::{ParseMoveError, ParsePositionError, PlayError};
pub use moves::{Move, Seat, Step};
pub use options::{MAX_MATCH_GAMES, Options};
pub use position::{CAPACITY, Linja, Node, PIECES, Phase};
pub use series::Series;
pub use setup::INFO;
