//! Linja's options (linja.md R13; DESIGN §6.2), declared in [`crate::INFO`]'s schema.

use jokoak_core::{OptionKind, OptionSpec, fields};

/// The most games a series may have (`match_games` is 1 to 1000).
pub const MAX_MATCH_GAMES: u32 = 1000;

/// The option schema: `match_games` (R13).
pub(crate) const SCHEMA: &[OptionSpec] = &[OptionSpec::new(
    "match_games",
    OptionKind::Int {
        min: 1,
        max: MAX_MATCH_GAMES as u64,
        default: 1,
    },
)];

jokoak_core::game_options! {
    info: crate::INFO,
    /// Options of a Linja game. `Default`, settings, validation and serde come from the
    /// schema of [`crate::INFO`] ([`GameOptions`](jokoak_core::GameOptions)).
    pub struct Options {
        /// Games in a series (R13; option `match_games`, 1 to [`MAX_MATCH_GAMES`], default 1).
        /// The loser of a game starts the next; after a draw the side that did not start the
        /// drawn game starts; the higher total of R11 points wins the series, equal totals
        /// share it.
        pub match_games: u32 = fields::key("match_games"),
    }
}
