//! "… to be continued" (Piatnik): the tile game for 2 to 6 players with hidden hands, as
//! specified in `to-be-continued.md`.
//!
//! **Rules**: [`docs/rules/to-be-continued.md`](https://github.com/jokoak/jokoak/blob/main/docs/rules/to-be-continued.md) in the repository is the text this
//! crate implements; a citation such as `§4` or `to-be-continued.md §4` is a section of it.
//!
//! 72 square tiles, straights and corners, are laid into one line across a table of W × H
//! cells (default 21 × 15). A tile joins an end of the line when the touching images match
//! (§4: a black side meets a coloured one; a corner sits between full-side tiles of its colour),
//! and never so that an end can no longer reach a corner before the table edge (§5 rule 3).
//! A player must place if able, may then place more, and draws until a tile fits when unable
//! (§6). A deal ends with the 8th corner on the table or a closed line; tiles left in hand
//! score 1 (corners 2), the last placer −3; after four deals the lowest total wins (§7).
//!
//! [`Continued`] is the state of a whole four-deal match. It implements jokoak's [`Game`]:
//! every tile leaving the pile is a chance node over tile types weighted by their counts
//! (§3.3), a turn is a sequence of moves by one player (placements, `stop`, `pass`), and the
//! match result is an [`Outcome`] with the lowest total first. [`Observe`] gives a seat's
//! view and [`Game::determinize_for`] full states consistent with it.
//!
//! ```
//! use jokoak_continued::{Continued, Move, Options, TileType};
//! use jokoak_core::{Game, ToMove};
//!
//! // Set-up from an explicit pile order (§3.3): start tile FS-R, then six tiles per player.
//! let order = [TileType::FS_R].into_iter()
//!     .chain(std::iter::repeat_n(TileType::FS_Y, 6))
//!     .chain(std::iter::repeat_n(TileType::MU_R, 5))
//!     .chain([TileType::C_R]);
//! let mut game = Continued::from_pile_order(Options::default(), 2, 0, &mut order.into_iter()).unwrap();
//! assert_eq!(game.to_move(), ToMove::Player(jokoak_core::Player(0)));
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves, ["FS-Y@E0".parse().unwrap(), "FS-Y@E1".parse().unwrap()]);
//! game.play(&"FS-Y@E1".parse::<Move>().unwrap()).unwrap();
//! assert_eq!(game.corners(), 0);
//! ```
//!
//! The standard match for the usual four players is [`Continued::default`], at its first
//! chance node (who begins, §3.2 step 4). Played out by agents on a seeded RNG (DESIGN §2), a
//! match replays exactly:
//!
//! ```
//! use jokoak_continued::Continued;
//! use jokoak_core::{Agent, Game, RandomAgent, play_out, rng_from_seed};
//!
//! let start = Continued::default();
//! assert_eq!(start.num_players(), 4);
//! let mut agents: Vec<Box<dyn Agent<Continued>>> = vec![
//!     Box::new(RandomAgent), Box::new(RandomAgent), Box::new(RandomAgent), Box::new(RandomAgent),
//! ];
//! let first = play_out(start.clone(), &mut agents, &mut rng_from_seed(7), None);
//! let again = play_out(start, &mut agents, &mut rng_from_seed(7), None);
//! assert!(first.state.is_over());
//! assert_eq!(first.moves, again.moves);
//! // Four deals scored (§7.2), the lowest total first.
//! assert_eq!(first.state.outcome().map(|o| o.places().len()), Some(4));
//! ```
//!
//! [`Game`]: jokoak_core::Game
//! [`Outcome`]: jokoak_core::Outcome
//! [`Observe`]: jokoak_core::Observe
//! [`Game::determinize_for`]: jokoak_core::Game::determinize_for

#![warn(missing_docs)]

mod error;
mod eval;
mod from_observation;
mod matching;
mod moves;
mod notation;
mod observe;
mod options;
mod position;
mod render;
mod rules;
mod setup;
mod svg;
mod table;
#[cfg(feature = "testkit")]
mod testkit;
mod tiles;

pub use error::{
    IllegalReason, ParseMoveError, ParsePositionError, ParseTileCountsError, ParseTileTypeError,
    PlayError,
};
pub use matching::{DesignRule, design_compatible, edges_match, matching_types};
pub use moves::{EndId, Move, Placement, Seat, Turn};
pub use observe::Observation;
pub use options::Options;
pub use position::{
    CORNERS_TO_END, Continued, DEALS, HAND_SIZE, LAST_TILE_BONUS, MAX_PLAYERS, Node,
    SetupOrderError,
};
pub use setup::INFO;
pub use table::{
    Cell, Grid, LineEnd, MAX_SIDE, Need, Placed, TableSize, first_failing_start, start_ends,
};
pub use tiles::{Colour, Design, Dir, Edge, Kind, TileCounts, TileType};
