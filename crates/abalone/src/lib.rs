//! Abalone (Michel Lalet and Laurent Lévi, 1987) for the jokoak engines: the rules of
//! `abalone.md` for 2 players (standard, Belgian daisy, German daisy openings) and 3 players,
//! with bitboard move generation and counting (the core's generic perft counts its last ply
//! by popcounts, [`jokoak_core::Game::count_legal_moves`]), Aba-Pro, Nacre and
//! position-string notation, and the three-game match.
//!
//! **Rules**: [`docs/rules/abalone.md`](https://github.com/jokoak/jokoak/blob/main/docs/rules/abalone.md) in the repository is the text this
//! crate implements; a citation such as `§4` or `abalone.md §4` is a section of it.
//!
//! The state is the game: [`Abalone`] implements [`jokoak_core::Game`] and
//! [`jokoak_core::Setup`]. Moves print and parse in Aba-Pro notation (`a1b2`, `c3c5d4`), the
//! position in the position string of §7.4.
//!
//! ```
//! use jokoak_abalone::{Move, Abalone};
//! use jokoak_core::Game;
//!
//! let mut game = Abalone::default();
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 44);
//! let mv: Move = "a1b2".parse()?;
//! game.play(&mv)?;
//! assert_eq!(game.to_string(), "wwwww/wwwwww/2www2/8/9/3b4/2bbb2/bbbbbb/1bbbb w 0 0 1 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Pushes follow from the position (§4.3): a 3v2 sumito that ejects a marble, then the
//! counting perft of §9.3 (the core's [`jokoak_core::perft`]) and a 3-player game (§3.4, §5.2):
//!
//! ```
//! use jokoak_abalone::{Abalone, Options};
//! use jokoak_core::{Game, perft};
//!
//! let mut p: Abalone = "5/6/7/8/4bbbww/8/7/6/5 b 0 0 0 1".parse()?;
//! p.play(&"e5e6".parse()?)?;
//! assert_eq!(p.to_string(), "5/6/7/8/5bbbw/8/7/6/5 w 1 0 0 1");
//! assert_eq!(perft(&Abalone::default(), 3), 98_912);
//! assert_eq!(perft(&Abalone::new(Options::default(), 3)?, 2), 1_587);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules: `geometry` (cells, directions, the padded bitboard layout), `eval` (the search
//! evaluation, `jokoak_core::Evaluate`), `board` (bitboard move
//! generation, counting and resolution), `popcount` (the carry-save sum of the counted sets),
//! `moves` (the `Move` type, Aba-Pro), `notation` (position strings, PlayStrategy FEN, Nacre),
//! `options`, `position` (the state), `rules` (`Game`), `setup` (`Setup`, `MatchPlay`),
//! `match_table` (the 3-player match's per-game table), `error`, `record` (game scores),
//! `render` (the Unicode board).
#![warn(missing_docs)]

mod board;
mod error;
mod eval;
mod geometry;
mod match_table;
mod moves;
mod notation;
mod options;
mod popcount;
mod position;
mod record;
mod render;
mod rules;
#[cfg(feature = "serde")]
mod serde_state;
mod setup;
mod svg;
#[cfg(feature = "testkit")]
mod testkit;

pub use error::{
    IllegalReason, ParseCellError, ParseMoveError, ParseNacreError, ParsePositionError, PlayError,
};
pub use geometry::{Cell, Direction};
pub use match_table::{MatchGame, MatchTable};
pub use moves::{Broadside, Inline, Move, SEAT_LABELS, Seat};
pub use notation::LetterCase;
pub use options::{MAX_TIME_CONTROL, Options, Variant};
pub use position::{Abalone, End, WINNING_EJECTIONS, marbles_per_player};
pub use record::{ScoreError, replay_moves};
pub use render::SYMBOLS;
pub use setup::INFO;
