//! Series of games played as one: Linja's series (linja.md R13), Abalone's three-game match
//! (abalone.md §5.3). DESIGN §2 "Scoring".

use std::fmt;

use crate::{Game, Outcome, Player, Probability, Setup, ToMove};

/// A match of `games` games of `G`, itself a [`Game`]: its plies run through all the games in
/// order, and its outcome is the match's ([`MatchPlay::match_outcome`](crate::MatchPlay::match_outcome)).
///
/// When a game ends and more are due, the next one starts at once from [`MatchPlay::next_game`](crate::MatchPlay::next_game)
/// (for Linja, the loser of the last game to act). A match of one game behaves exactly as the
/// game itself, its outcome included. Besides the outcomes, a match keeps what its games leave
/// to the games after them ([`MatchPlay::MatchState`](crate::MatchPlay::MatchState): Abalone's per-game table of ejected and lost
/// marbles, abalone.md §5.3), so a game's state stays the position of that game.
///
/// A series of three Linja games (linja.md R13), played out by random agents:
///
/// ```
/// use jokoak_core::{Agent, Game, Match, RandomAgent, Settings, Setup, play_out, rng_from_seed};
/// use jokoak_linja::Linja;
///
/// let first = Linja::from_settings(&Settings::new("standard", 2).with("match_games", "3"))?;
/// let series = Match::new(first);
/// let mut agents: Vec<Box<dyn Agent<Match<Linja>>>> = vec![Box::new(RandomAgent), Box::new(RandomAgent)];
/// let played = play_out(series, &mut agents, &mut rng_from_seed(5), None);
/// assert!(played.state.is_over());
/// assert_eq!(played.state.games_finished(), 3);
/// // The match's outcome sums the games' scores (MatchPlay::match_outcome).
/// assert!(played.state.outcome().is_some());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Match<G: Setup> {
    games: usize,
    current: G,
    played: Vec<Outcome>,
    /// What the games before the current one left to the match ([`MatchPlay::record_game`](crate::MatchPlay::record_game)).
    state: G::MatchState,
}

impl<G: Setup> Match<G> {
    /// A match of `game.match_games()` games starting with `game`.
    #[must_use]
    pub fn new(game: G) -> Self {
        let games = game.match_games().max(1);
        Match::with_games(game, games)
    }

    /// A match of `games` (≥ 1) games starting with `game`. A match's text does not carry its
    /// number of games: [`Match::parse`] takes it from the settings (`game.match_games()`), so
    /// a match made here with another count reads back as one of the settings' count.
    #[must_use]
    pub fn with_games(game: G, games: usize) -> Self {
        let mut m = Match {
            games: games.max(1),
            current: game,
            played: Vec::new(),
            state: G::MatchState::default(),
        };
        m.settle();
        m
    }

    /// A match read from what its `Display` prints ([`MatchPlay::parse_in_match`](crate::MatchPlay::parse_in_match)): the game being
    /// played, with the games of the match finished before it, of `game.match_games()` games
    /// in all (at least one more than those finished).
    ///
    /// # Errors
    /// As [`MatchPlay::parse_in_match`](crate::MatchPlay::parse_in_match).
    pub fn parse(text: &str, settings: &crate::Settings) -> Result<Self, crate::SetupError> {
        let (current, played, state) = G::parse_in_match(text, settings)?;
        let mut m = Match {
            games: current.match_games().max(played.len() + 1),
            current,
            played,
            state,
        };
        m.settle();
        Ok(m)
    }

    /// What the games before the current one left to the match (Abalone's per-game table).
    #[must_use]
    pub fn state(&self) -> &G::MatchState {
        &self.state
    }

    /// The game being played (the last one once the match is over).
    #[must_use]
    pub fn current(&self) -> &G {
        &self.current
    }

    /// The outcomes of the games finished so far, in play order.
    #[must_use]
    pub fn played(&self) -> &[Outcome] {
        &self.played
    }

    /// The number of games in the match.
    #[must_use]
    pub fn games(&self) -> usize {
        self.games
    }

    /// Records a finished current game and starts the next one while games are due.
    fn settle(&mut self) {
        while let Some(outcome) = self.current.outcome() {
            if self.played.len() >= self.games {
                return;
            }
            self.played.push(outcome);
            if self.played.len() == self.games {
                return;
            }
            match self.current.next_game(&self.played) {
                Some(next) => {
                    self.current.record_game(&mut self.state);
                    self.current = next;
                }
                None => {
                    self.games = self.played.len();
                    return;
                }
            }
        }
    }
}

impl<G: Setup> Game for Match<G> {
    type Move = G::Move;
    type Error = G::Error;

    const HIDDEN_INFORMATION: bool = G::HIDDEN_INFORMATION;

    /// The game being played determinized for `seat`; the games already finished are kept.
    fn determinize_for(&self, seat: Player, rng: &mut crate::GameRng) -> Option<Self> {
        let current = self.current.determinize_for(seat, rng)?;
        Some(self.map_current(|_| current))
    }

    fn sees_chance_outcome(&self, seat: Player) -> bool {
        self.current.sees_chance_outcome(seat)
    }

    fn num_players(&self) -> usize {
        self.current.num_players()
    }

    fn to_move(&self) -> ToMove {
        self.current.to_move()
    }

    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        self.current.legal_moves(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Self::Move, Probability)>) {
        self.current.chance_outcomes(out);
    }

    fn play(&mut self, mv: &Self::Move) -> Result<(), Self::Error> {
        self.current.play(mv)?;
        self.settle();
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Self::Move) {
        self.current.play_unchecked(mv);
        self.settle();
    }

    /// The current game's count: a match never stands on a finished game while games are due.
    fn count_legal_moves(&self) -> Option<usize> {
        self.current.count_legal_moves()
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.played.len() < self.games {
            return None;
        }
        match self.played.as_slice() {
            [single] => Some(single.clone()),
            all => self.current.match_outcome(all, &self.state),
        }
    }

    fn games_finished(&self) -> usize {
        self.played.len()
    }

    /// The current game's key, mixed with the number of games finished.
    fn hash_key(&self) -> u64 {
        let mut games = self.played.len() as u64;
        self.current.hash_key() ^ crate::search::splitmix64(&mut games)
    }

    fn time_out_move(&self, player: Player) -> Option<Self::Move> {
        self.current.time_out_move(player)
    }

    /// The current game's adjudication; a match stopped early counts the games finished
    /// so far with it.
    fn adjudicate(&self) -> Option<Outcome> {
        let current = self.current.adjudicate()?;
        let mut all = self.played.clone();
        all.push(current);
        match all.as_slice() {
            [single] => Some(single.clone()),
            _ => self.current.match_outcome(&all, &self.state),
        }
    }
}

impl<G: Setup> Match<G> {
    /// The match with its current game replaced by `f(current)`: search agents determinize
    /// the game being played this way.
    #[must_use]
    pub fn map_current(&self, f: impl FnOnce(&G) -> G) -> Self {
        Match {
            games: self.games,
            current: f(&self.current),
            played: self.played.clone(),
            state: self.state.clone(),
        }
    }
}

impl<G: Setup> fmt::Display for Match<G> {
    /// The current game's position, with what the match carries ([`MatchPlay::fmt_in_match`](crate::MatchPlay::fmt_in_match)).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.current.fmt_in_match(&self.state, f)
    }
}
