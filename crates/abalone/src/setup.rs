//! Abalone's name, seats, options and match play as a [`jokoak_core::Setup`] (abalone.md §5,
//! DESIGN §6).

use jokoak_core::{
    Game, GameInfo, GameOptions, LegalMoveOrder, MatchPlay, Outcome, Ranking, Settings,
    SettingsError, Setup, SetupError, VariantInfo,
};

use crate::ParsePositionError;
use crate::match_table::{MatchGame, MatchTable};
use crate::options::{Options, Variant};
use crate::position::Abalone;

/// Abalone's static facts (DESIGN §6.2): the layouts of abalone.md §3 (the daisies for 2
/// players, `standard` for 2 or 3, §3.4), the options of §5.3, §5.4 and §6 #12, the notation
/// help of §7.2.
pub const INFO: GameInfo = GameInfo {
    name: "abalone",
    variants: &[
        VariantInfo::new(Variant::Standard.name(), &[2, 3]),
        VariantInfo::new(Variant::BelgianDaisy.name(), &[2]),
        VariantInfo::new(Variant::GermanDaisy.name(), &[2]),
    ],
    default_players: 2,
    notation_help: "Abalone moves (abalone.md §7.2, Aba-Pro): cells are a row letter A-I and a number 1-9 (`e5` the centre).\n\
        In-line move: the rear marble of your group, then the next cell in the direction of travel: at the start `a1b2`\n\
        moves the line a1-b2-c3 one step north-east (pushes follow from the position).\n\
        Broadside: both ends of the group, then where the first end goes: `c3c5d3` moves c3, c4, c5 to d3, d4, d5.\n\
        `pass` only when a 3-player game leaves you no move. `?` lists the legal moves.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: crate::options::SCHEMA,
    time_control: Some("time_control"),
};

impl Setup for Abalone {
    const INFO: &'static GameInfo = &INFO;

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let options = Options::from_settings(settings)?;
        Ok(Abalone::new_game(options, settings.players, 0))
    }

    /// [`Abalone::players_in`].
    fn players_shown(text: &str) -> Option<usize> {
        Abalone::players_in(text)
    }

    /// The position of [`MatchPlay::parse_in_match`]: a match's `gameN:` tokens are checked
    /// and left to the match.
    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        <Self as MatchPlay>::parse_in_match(text, settings).map(|(p, _, _)| p)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings(self.players.into())
    }

    fn replay_native(text: &str, settings: &Settings) -> Option<Result<(Self, usize), SetupError>> {
        Some(crate::record::replay_score(text, settings))
    }
}

impl MatchPlay for Abalone {
    type MatchState = MatchTable;

    fn match_games(&self) -> usize {
        if self.players == 3 {
            self.options.match_games.into()
        } else {
            1
        }
    }

    /// The next game of a 3-player match (§5.3): the same layout, started by the next seat
    /// (game 2 by w, game 3 by r).
    fn next_game(&self, played: &[Outcome]) -> Option<Self> {
        if self.players != 3
            || self.options.match_games != 3
            || played.is_empty()
            || played.len() >= 3
        {
            return None;
        }
        Some(Abalone::new_game(self.options, 3, (played.len() % 3) as u8))
    }

    /// Adds this finished game's row to the match table (§5.3).
    fn record_game(&self, table: &mut MatchTable) {
        if let Some(t) = table.with(self.match_game()) {
            *table = t;
        }
    }

    /// The match result (§5.3, [`MatchTable::match_outcome`]): the total of marbles ejected
    /// over the games; ties broken by (1) more games won, (2) fewer own marbles lost over the
    /// match; otherwise shared. Outcomes of 2 players: their scores summed.
    fn match_outcome(&self, played: &[Outcome], table: &MatchTable) -> Option<Outcome> {
        let n = played.first().map_or(0, Outcome::num_players);
        if played.iter().any(|o| o.num_players() != n) {
            return None;
        }
        if n != 3 {
            let totals = (0..n)
                .map(|i| played.iter().map(|o| o.scores()[i]).sum())
                .collect();
            return Outcome::ranked(totals, Ranking::HigherWins).ok();
        }
        table.match_outcome(played, self.lost())
    }

    /// The position string with a `gameN:E.E.E/L.L.L` token per row of the match table
    /// (docs/abalone.md), before the end's token.
    fn fmt_in_match(
        &self,
        table: &MatchTable,
        f: &mut std::fmt::Formatter<'_>,
    ) -> std::fmt::Result {
        self.write(f, table.games())
    }

    /// [`Abalone::parse_in_match`] under `settings`; the outcomes of the finished games are
    /// read from their rows ([`MatchGame::outcome`]).
    fn parse_in_match(
        text: &str,
        settings: &Settings,
    ) -> Result<(Self, Vec<Outcome>, MatchTable), SetupError> {
        let options = Options::from_settings(settings)?;
        let (p, table) = Abalone::parse_in_match(text, &options).map_err(SetupError::position)?;
        if p.num_players() != settings.players {
            return Err(SetupError::position(ParsePositionError::Players {
                found: p.num_players(),
                expected: settings.players,
            }));
        }
        let played = table
            .games()
            .iter()
            .filter_map(MatchGame::outcome)
            .collect();
        Ok((p, played, table))
    }
}
