//! The toy games' shared parts for the core's search tests (`mcts.rs`, `search.rs`, ...): a
//! move that is a small number, one error, Nim, games of picks and a card to guess, whose values
//! follow from their rules by hand.

#![allow(dead_code)]

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use jokoak_core::{Game, Outcome, Player, Probability, ToMove};

/// A toy game's move: a small number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct M(pub u8);

impl fmt::Display for M {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for M {
    type Err = std::num::ParseIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(M)
    }
}

/// Any refused move of a toy game.
#[derive(Debug, thiserror::Error)]
#[error("illegal")]
pub struct Illegal;

/// Nim: take 1-3 from a pile; whoever takes the last stone wins; `players` seats in turn,
/// seat 0 first. Leaving a multiple of 4 wins with two players. `OUT_OF_TURN`: the game can be
/// played out of turn ([`jokoak_core::Evaluate::with_mover`]), so that alpha-beta searches 3
/// seats best-reply (Schadd & Winands 2011) instead of paranoid.
#[derive(Clone, Debug, PartialEq)]
pub struct Nim<const OUT_OF_TURN: bool = false> {
    pub pile: u8,
    pub players: u8,
    pub turn: u8,
    pub last: Option<u8>,
}

impl Nim {
    /// A pile of `pile` stones, seat 0 to move.
    pub fn new(pile: u8, players: u8) -> Self {
        Nim {
            pile,
            players,
            turn: 0,
            last: None,
        }
    }

    /// The same position in the game that can be played out of turn.
    pub fn out_of_turn(self) -> Nim<true> {
        Nim {
            pile: self.pile,
            players: self.players,
            turn: self.turn,
            last: self.last,
        }
    }
}

impl<const OUT_OF_TURN: bool> Game for Nim<OUT_OF_TURN> {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        usize::from(self.players)
    }
    fn to_move(&self) -> ToMove {
        if self.pile == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.turn))
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        out.extend((1..=3.min(self.pile)).map(M));
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.pile == 0 || mv.0 == 0 || mv.0 > 3.min(self.pile) {
            return Err(Illegal);
        }
        self.pile -= mv.0;
        self.last = Some(self.turn);
        self.turn = (self.turn + 1) % self.players;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0)
            .then(|| Outcome::win(self.num_players(), Player(self.last.unwrap_or(0))).ok())
            .flatten()
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.pile) << 8 | u64::from(self.turn)
    }
}

/// A game of picks: the seat `order[i]` picks the `i`-th number from `choices` (a seat listed
/// twice in a row makes a multi-step turn); once every pick is made, `score` gives the outcome.
#[derive(Clone, Debug)]
pub struct Picks {
    pub players: usize,
    pub order: &'static [u8],
    pub choices: RangeInclusive<u8>,
    pub score: fn(&[u8]) -> Option<Outcome>,
    pub picked: Vec<u8>,
}

impl Picks {
    /// The same game after the picks `picked`.
    pub fn after(&self, picked: &[u8]) -> Self {
        Picks {
            picked: picked.to_vec(),
            ..self.clone()
        }
    }
}

impl Game for Picks {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        self.players
    }
    fn to_move(&self) -> ToMove {
        match self.order.get(self.picked.len()) {
            Some(&seat) => ToMove::Player(Player(seat)),
            None => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if self.picked.len() < self.order.len() {
            out.extend(self.choices.clone().map(M));
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        if self.picked.len() >= self.order.len() || !self.choices.contains(&mv.0) {
            return Err(Illegal);
        }
        self.picked.push(mv.0);
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.picked.len() < self.order.len() {
            return None;
        }
        (self.score)(&self.picked)
    }
}

/// Implements [`jokoak_core::Evaluate`] without features (every position scores 0) for toy games that
/// search only to their end.
macro_rules! no_evaluation {
    ($($game:ty),+) => {$(
        impl jokoak_core::Evaluate for $game {
            const FEATURES: &'static [&'static str] = &[];
            const WEIGHTS: &'static [i32] = &[];
            fn features(&self, _: jokoak_core::Player, _: &mut [i32]) {}
        }
    )+};
}
#[allow(unused_imports)]
pub(crate) use no_evaluation;

no_evaluation!(Picks);

/// No features (every position scores 0): Nim is searched to its end.
impl<const OUT_OF_TURN: bool> jokoak_core::Evaluate for Nim<OUT_OF_TURN> {
    const FEATURES: &'static [&'static str] = &[];
    const WEIGHTS: &'static [i32] = &[];
    fn features(&self, _: Player, _: &mut [i32]) {}
    fn with_mover(&self, seat: Player) -> Option<Self> {
        OUT_OF_TURN.then(|| Nim {
            turn: seat.0,
            ..self.clone()
        })
    }
}

/// A card to guess, a game of hidden information. Seat 0 stops (`0`, a draw) or takes a card
/// (`1`): one of three, equally likely, seen only by the seat that does not guess (by both when
/// `face_up`). The `guesser` then names a card (`0`–`2`): right, the guesser wins; wrong, the
/// other seat wins. A guesser who cannot see the card is right one time in three.
#[derive(Clone, Debug)]
pub struct CardGuess {
    pub guesser: Player,
    pub face_up: bool,
    plies: Vec<u8>,
}

impl CardGuess {
    /// The start, seat 0 to choose; the card face down.
    pub fn new(guesser: Player) -> Self {
        CardGuess {
            guesser,
            face_up: false,
            plies: Vec::new(),
        }
    }
}

impl Game for CardGuess {
    type Move = M;
    type Error = Illegal;
    const HIDDEN_INFORMATION: bool = true;

    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        match self.plies.as_slice() {
            [] => ToMove::Player(Player(0)),
            [1] => ToMove::Chance,
            [1, _] => ToMove::Player(self.guesser),
            _ => ToMove::Over,
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.plies.as_slice() {
            [] => out.extend([M(0), M(1)]),
            [1, _] => out.extend([M(0), M(1), M(2)]),
            _ => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if self.to_move() == ToMove::Chance {
            out.extend((0..3).map(|c| (M(c), Probability::ratio(1, 3))));
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        let highest = match self.plies.as_slice() {
            [] => 1,
            [1] | [1, _] => 2,
            _ => return Err(Illegal),
        };
        if mv.0 > highest {
            return Err(Illegal);
        }
        self.plies.push(mv.0);
        Ok(())
    }
    fn sees_chance_outcome(&self, seat: Player) -> bool {
        self.face_up || seat != self.guesser
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.plies.as_slice() {
            [0] => Outcome::draw(2).ok(),
            [1, card, guess] => {
                let other = Player(1 - self.guesser.0);
                Outcome::win(2, if card == guess { self.guesser } else { other }).ok()
            }
            _ => None,
        }
    }
}
