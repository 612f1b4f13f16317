//! Linja's name, seats, options and match play as a [`jokoak_core::Setup`] (DESIGN §6).

use jokoak_core::{
    GameInfo, GameOptions as _, LegalMoveOrder, MatchPlay, Outcome, Settings, SetupError,
    VariantInfo,
};

use crate::{Linja, Options, Seat, Series};

/// Linja's static facts (DESIGN §6.2): variant `standard` for 2 players, the option
/// `match_games` (R13), the notation help of linja.md §9.
pub const INFO: GameInfo = GameInfo {
    name: "linja",
    variants: &[VariantInfo::new("standard", &[2])],
    default_players: 2,
    notation_help: "Linja moves (linja.md §9): FROM-TO with spaces 0-7, e.g. `0-1` (an initial step of one space)\nor `2-4` (a second step of N spaces, clamped to the goal); `pass` when no initial step is possible.\nBlack moves from 0 towards 7, Red from 7 towards 0. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: crate::options::SCHEMA,
    time_control: None,
};

jokoak_core::setup_via_options!(Linja, INFO);

impl MatchPlay for Linja {
    /// The points of the series' finished games (R13), written after the position.
    type MatchState = Series;

    fn match_games(&self) -> usize {
        self.options.match_games as usize
    }

    /// This finished game's R11 points join the series.
    fn record_game(&self, series: &mut Series) {
        let points = Seat::ALL.map(|c| u8::try_from(self.points(c)).unwrap_or(u8::MAX));
        series.push(points);
    }

    /// The position and a `gameN:P:Q` token per finished game (docs/linja.md "Notation").
    fn fmt_in_match(&self, series: &Series, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}{series}")
    }

    /// [`Linja::parse_in_series`] under `settings`.
    fn parse_in_match(
        text: &str,
        settings: &Settings,
    ) -> Result<(Self, Vec<Outcome>, Series), SetupError> {
        let options = Options::from_settings(settings)?;
        let (game, series) =
            Linja::parse_in_series(text, &options).map_err(SetupError::position)?;
        Ok((game, series.outcomes(), series))
    }

    /// R13: the loser starts the next game; after a draw, the side that did not start the
    /// drawn game (drawn at random if that is unknown).
    fn next_game(&self, played: &[Outcome]) -> Option<Self> {
        let last = played.last()?;
        let first = if last.is_draw() {
            self.starter.map(Seat::opponent)
        } else {
            Seat::ALL.into_iter().find(|c| !last.is_first(c.player()))
        };
        Some(match first {
            Some(c) => Linja::fresh_with(c, self.options),
            None => Linja::fresh(self.options),
        })
    }
}
