#![warn(missing_docs)]
//! Agon, also called Queen's Guard: two queens and twelve guards race to the centre of a
//! 91-hex board, sandwiching enemies back out to the rim (rules: `agon.md` of the jokoak
//! project, from the Basque seed text).
//!
//! **Rules**: [`docs/rules/agon.md`](https://github.com/jokoak/jokoak/blob/main/docs/rules/agon.md) in the repository is the text this
//! crate implements; a citation such as `§4` or `agon.md §4` is a section of it.
//!
//! Each side has a queen and six guards on the outer ring. A step goes to an adjacent empty
//! cell in the same ring or one ring inward, never between two enemy pieces; a piece that
//! ends up between the stepping piece and another enemy piece on a line is captured and must
//! be re-entered by its owner (guards on the outer ring, the queen anywhere but the centre).
//! A player wins with the queen on the centre and all six guards around it, and loses by
//! filling ring 1 with guards while the queen is elsewhere.
//!
//! The board is a `u128` bitboard over an 11×11 axial layout: neighbour, flank and sandwich
//! tests are shifts of whole cell sets. [`Agon`] is the game state and implements
//! [`jokoak_core::Game`] and [`jokoak_core::Setup`]; [`Move`] and [`Agon`] print and parse the
//! notation of agon.md §13. [`Options`] carries the variants of §10, including `ludii_compat`,
//! which reproduces Ludii's `Agon.lud` move for move.
//!
//! ```
//! use jokoak_agon::{Agon, Options};
//! use jokoak_core::{Game, Player, perft};
//!
//! let start = Agon::with_first(Options::default(), Player(0))?;
//! assert_eq!(
//!     start.to_string(),
//!     "A AQ@5:0 AG@5:4 AG@5:9 AG@5:13 AG@5:17 AG@5:21 AG@5:26 \
//!      BQ@5:15 BG@5:2 BG@5:6 BG@5:11 BG@5:19 BG@5:24 BG@5:28"
//! );
//! assert_eq!(perft(&start, 3), 18_417);
//!
//! let mut game: Agon = "A AQ@0:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@2:10".parse()?;
//! game.play(&"2:10-1:5".parse()?)?;
//! assert!(game.outcome().is_some_and(|o| o.is_first(Player(0))));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod error;
mod eval;
mod geometry;
mod moves;
mod notation;
mod options;
mod position;
mod render;
mod rules;
mod setup;
mod svg;
#[cfg(feature = "testkit")]
mod testkit;

pub use error::{ParseCellError, ParseMoveError, ParsePositionError, PlayError};
pub use geometry::Cell;
pub use moves::{Kind, Move, Seat};
pub use options::{Chooser, Options, PlacementArea, Variant};
pub use position::{Agon, Piece};
pub use setup::INFO;
