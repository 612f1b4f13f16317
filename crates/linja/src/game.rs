//! Linja as a [`jokoak_core::Game`] and [`jokoak_core::Setup`] (DESIGN §2, §6).

use jokoak_core::{
    Game, Outcome, Probability, Ranking, Settings, SettingsError, Setup, SetupError, ToMove,
};

use crate::{Actor, Colour, Linja, Move, Options, PlayError};

impl Game for Linja {
    /// The platform-stable hash of the position ([`jokoak_core::search::stable_hash`]):
    /// eight spaces of counts hash faster than a key could be kept up to date.
    fn hash_key(&self) -> u64 {
        jokoak_core::search::stable_hash(self)
    }

    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> ToMove {
        match self.actor {
            Actor::Undrawn => ToMove::Chance,
            Actor::Side(c) => ToMove::Player(c.player()),
            Actor::Over => ToMove::Over,
        }
    }

    /// The steps of the current phase in order of their starting space, or a lone `pass`
    /// (R7, R9).
    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    /// `first:B` and `first:R`, ½ each, before the first player is drawn (§3).
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        if self.actor == Actor::Undrawn {
            out.push((Move::First(Colour::Black), Probability::HALF));
            out.push((Move::First(Colour::Red), Probability::HALF));
        }
    }

    /// # Errors
    /// [`PlayError`] naming the rule the move breaks; the state is unchanged.
    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.validate(*mv)?;
        self.apply(*mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(*mv);
    }

    /// R11 points per side, more points first, equal points a draw (R12).
    fn outcome(&self) -> Option<Outcome> {
        if self.actor != Actor::Over {
            return None;
        }
        let scores = Colour::ALL.map(|c| i64::from(self.points(c)));
        Outcome::ranked(scores.to_vec(), Ranking::HigherWins).ok()
    }
}

impl Setup for Linja {
    type MatchState = ();

    const NAME: &'static str = crate::NAME;
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2";
    const NOTATION_HELP: &'static str = "Linja moves (linja.md §9): FROM-TO with spaces 0-7, e.g. `0-1` (an initial step of one space)\nor `2-4` (a second step of N spaces, clamped to the goal); `pass` when no initial step is possible.\nBlack moves from 0 towards 7, Red from 7 towards 0. `?` lists the legal moves.";

    fn seat_labels(&self) -> Vec<String> {
        vec!["B".to_owned(), "R".to_owned()]
    }

    fn board(&self) -> String {
        Linja::board(self)
    }

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        Ok(Linja::fresh(Options::from_settings(settings)?))
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = Options::from_settings(settings)?;
        Linja::parse(text, &options).map_err(SetupError::position)
    }

    fn settings(&self) -> Settings {
        self.options.to_settings()
    }

    fn match_games(&self) -> usize {
        self.options.match_games as usize
    }

    /// R13: the loser starts the next game; after a draw, the side that did not start the
    /// drawn game (drawn at random if that is unknown).
    fn next_game(&self, played: &[Outcome]) -> Option<Self> {
        let last = played.last()?;
        let first = if last.is_draw() {
            self.starter.map(Colour::opponent)
        } else {
            Colour::ALL.into_iter().find(|c| !last.is_first(c.player()))
        };
        Some(match first {
            Some(c) => Linja::fresh_with(c, self.options),
            None => Linja::fresh(self.options),
        })
    }
}
