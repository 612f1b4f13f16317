//! Abalone's name, seats, options and match play as a [`jokoak_core::Setup`] (abalone.md §5,
//! DESIGN §6).

use jokoak_core::{
    Game, GameInfo, GameOptions, LegalMoveOrder, MatchPlay, Outcome, Ranking, Settings,
    SettingsError, Setup, SetupError, VariantInfo,
};

use crate::ParsePositionError;
use crate::options::{Options, Variant};
use crate::position::{Abalone, MatchGame};

/// Abalone's static facts (DESIGN §6.2): the layouts of abalone.md §3 (the daisies for 2
/// players, `standard` for 2 or 3, §3.4), the options of §5.3, §5.4 and §6 #12, the notation
/// help of §7.2.
pub const INFO: GameInfo = GameInfo {
    name: "abalone",
    variants: &[
        VariantInfo {
            name: Variant::Standard.name(),
            players: &[2, 3],
        },
        VariantInfo {
            name: Variant::BelgianDaisy.name(),
            players: &[2],
        },
        VariantInfo {
            name: Variant::GermanDaisy.name(),
            players: &[2],
        },
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

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = Options::from_settings(settings)?;
        let p = Abalone::parse(text, &options).map_err(SetupError::position)?;
        if p.num_players() != settings.players {
            return Err(SetupError::position(ParsePositionError::Players {
                found: p.num_players(),
                expected: settings.players,
            }));
        }
        Ok(p)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings(self.players.into())
    }

    fn replay_native(text: &str, settings: &Settings) -> Option<Result<(Self, usize), SetupError>> {
        Some(crate::record::replay_score(text, settings))
    }
}

impl MatchPlay for Abalone {
    fn match_games(&self) -> usize {
        if self.players == 3 {
            self.options.match_games.into()
        } else {
            1
        }
    }

    /// The next game of a 3-player match (§5.3): the same layout, started by the next seat
    /// (game 2 by w, game 3 by r), carrying the per-game table.
    fn next_game(&self, played: &[Outcome]) -> Option<Self> {
        if self.players != 3
            || self.options.match_games != 3
            || played.is_empty()
            || played.len() >= 3
        {
            return None;
        }
        let mut next = Abalone::new_game(self.options, 3, (played.len() % 3) as u8);
        next.table = self.table;
        next.table_len = self.table_len;
        if let Some(slot) = next.table.get_mut(usize::from(self.table_len)) {
            let mut ejected = [0; 3];
            for (e, s) in ejected.iter_mut().zip(self.scored()) {
                *e = s as u8;
            }
            *slot = MatchGame {
                ejected,
                lost: self.lost(),
            };
            next.table_len += 1;
        }
        Some(next)
    }

    /// The match result (§5.3): the total of marbles ejected over the games; ties broken by
    /// (1) more games won, (2) fewer own marbles lost over the match; otherwise shared.
    fn match_outcome(&self, played: &[Outcome]) -> Option<Outcome> {
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
        let mut lost = self.lost().map(u32::from);
        for g in self.match_table() {
            for (l, x) in lost.iter_mut().zip(g.lost) {
                *l += u32::from(x);
            }
        }
        let key = |i: usize| {
            let total: i64 = played.iter().map(|o| o.scores()[i]).sum();
            let wins = played.iter().filter(|o| o.places()[i] == 1).count();
            (total, wins, std::cmp::Reverse(lost[i]))
        };
        let scores = (0..3).map(|i| key(i).0).collect();
        let places = (0..3)
            .map(|i| 1 + (0..3).filter(|&j| key(j) > key(i)).count() as u8)
            .collect();
        Outcome::with_places(scores, places).ok()
    }
}
