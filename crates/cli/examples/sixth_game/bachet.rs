//! Bachet's game, the subtraction game S(1, 2, 3) (Berlekamp, Conway and Guy, *Winning Ways*,
//! ch. 4): the worked example of a sixth game (docs/architecture.md "Adding a game"). It is
//! the traits and one `GameInfo`, nothing more; `main.rs` adds it to the CLI's table.
//!
//! The rules, cited below as rule 1 to rule 4:
//! 1. A pile of `stones` stones (option, 1 to 1000, default 10); two seats, `A` first, then
//!    `B`, in turn.
//! 2. A move takes 1, 2 or 3 stones, never more than the pile holds.
//! 3. Whoever takes the last stone wins.
//! 4. The seat to move loses against best play exactly when the pile is a multiple of 4
//!    (every move from one leaves a pile that is not; from any other, taking the pile modulo
//!    4 leaves one that is).
//!
//! Notation: a move is the number of stones taken (`2`); a position is the pile and the seat
//! to move (`10 A`; `0 B` is over, `A` took the last stone).

use std::fmt;
use std::str::FromStr;

use jokoak_core::{
    Draw, Evaluate, Game, GameInfo, LegalMoveOrder, MatchPlay, NodeGuard, OptionKind, OptionSpec,
    Outcome, Player, Present, Probability, Settings, SettingsError, Setup, SetupError, ToMove,
    VariantInfo, WrongNode, parse_decimal,
};

/// The game described once: name, one variant for two seats, the `stones` option (rule 1).
pub const INFO: GameInfo = GameInfo {
    name: "bachet",
    variants: &[VariantInfo {
        name: "standard",
        players: &[2],
    }],
    default_players: 2,
    notation_help: "A move is the number of stones taken, 1 to 3: `2`.\nA position is the pile and the seat to move: `10 A`.",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: &[OptionSpec::new(
        "stones",
        OptionKind::Int {
            min: 1,
            max: 1000,
            default: 10,
        },
    )],
    time_control: None,
};

/// The seat labels, `A` first (rule 1).
const LABELS: [&str; 2] = ["A", "B"];

/// A move: the number of stones taken (rule 2). Any count is written and read; `play` refuses
/// those rule 2 does not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u8);

/// A state of the game: the `stones` it started with, the pile and the seat to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bachet {
    stones: u16,
    pile: u16,
    seat: u8,
}

/// A move text that is not a count of stones (decimal digits, 0 to 255).
#[derive(Debug, thiserror::Error)]
#[error("`{0}` is not a number of stones")]
pub struct ParseMoveError(String);

/// A position text that is not `PILE SEAT` with a pile of at most `stones`.
#[derive(Debug, thiserror::Error)]
#[error("`{0}` is not a position `PILE SEAT` (a pile of at most {1} stones, seat A or B)")]
pub struct ParsePositionError(String, u16);

/// Why `play` refused a move.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The pile is empty (rule 3).
    #[error("the game is over")]
    Over,
    /// More than 3, none, or more than the pile (rule 2).
    #[error("cannot take {0} of {1} stones (1 to 3, at most the pile)")]
    Take(u8, u16),
}

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Take {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Take, ParseMoveError> {
        let n = parse_decimal(s).and_then(|n| u8::try_from(n).ok());
        n.map(Take).ok_or_else(|| ParseMoveError(s.to_owned()))
    }
}

impl Game for Bachet {
    type Move = Take;
    type Error = PlayError;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        if self.pile == 0 {
            ToMove::Over
        } else {
            ToMove::Player(Player(self.seat))
        }
    }
    fn legal_moves(&self, out: &mut Vec<Take>) {
        out.extend((1..=self.pile.min(3) as u8).map(Take));
    }
    fn chance_outcomes(&self, _: &mut Vec<(Take, Probability)>) {}
    fn play(&mut self, mv: &Take) -> Result<(), PlayError> {
        self.guard_node(mv)?;
        if mv.0 == 0 || mv.0 > 3 || u16::from(mv.0) > self.pile {
            return Err(PlayError::Take(mv.0, self.pile));
        }
        self.pile -= u16::from(mv.0);
        self.seat = 1 - self.seat;
        Ok(())
    }
    /// Rule 3: the seat that took the last stone, the one not to move, wins.
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome::win(2, Player(1 - self.seat)).ok())?
    }
}

impl NodeGuard for Bachet {
    fn is_chance_outcome(_: &Take) -> bool {
        false
    }
    /// The game has no chance node: the only wrong node is the end.
    fn wrong_node(&self, _: &Take, _: WrongNode) -> PlayError {
        PlayError::Over
    }
}

impl fmt::Display for Bachet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.pile, LABELS[usize::from(self.seat)])
    }
}

impl Setup for Bachet {
    const INFO: &'static GameInfo = &INFO;
    fn from_settings(settings: &Settings) -> Result<Bachet, SettingsError> {
        let stones = INFO.read(settings)?.int("stones") as u16;
        Ok(Bachet {
            stones,
            pile: stones,
            seat: 0,
        })
    }
    fn parse_position(text: &str, settings: &Settings) -> Result<Bachet, SetupError> {
        let start = Bachet::from_settings(settings)?;
        let bad = || SetupError::position(ParsePositionError(text.to_owned(), start.stones));
        let (pile, seat) = text.split_once(' ').ok_or_else(bad)?;
        let pile = parse_decimal(pile)
            .filter(|&p| p <= u64::from(start.stones))
            .ok_or_else(bad)?;
        let seat = LABELS.iter().position(|&l| l == seat).ok_or_else(bad)?;
        Ok(Bachet {
            pile: pile as u16,
            seat: seat as u8,
            ..start
        })
    }
    fn settings(&self) -> Settings {
        Settings::new("standard", 2).with("stones", &self.stones.to_string())
    }
}

impl Present for Bachet {
    fn seat_labels(&self) -> Vec<String> {
        LABELS.map(str::to_owned).to_vec()
    }
    /// The pile as stones in groups of four (rule 4): `pile 5: oooo o`.
    fn board(&self) -> String {
        let stones: String = (0..self.pile)
            .map(|i| {
                if i > 0 && i.is_multiple_of(4) {
                    " o"
                } else {
                    "o"
                }
            })
            .collect();
        format!("pile {}: {stones}", self.pile)
            .trim_end()
            .to_owned()
    }
}

/// One game, decided by its own outcome.
impl MatchPlay for Bachet {
    type MatchState = ();
}

/// The text picture, every move a button (the trait's defaults).
impl Draw for Bachet {}

/// Rule 4 as one feature: +1 when `seat` wins against best play, −1 when it loses, so that even
/// `greedy` plays perfectly.
impl Evaluate for Bachet {
    const FEATURES: &'static [&'static str] = &["wins"];
    const WEIGHTS: &'static [i32] = &[100];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let mover_loses = self.pile.is_multiple_of(4);
        out[0] = if mover_loses == (seat.0 == self.seat) {
            -1
        } else {
            1
        };
    }
}
