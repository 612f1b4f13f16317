//! The testkit on a toy game with planted defects: each suite passes on the sound game and
//! fails on the defect it is meant to find, and the state strategy favours the opening chance
//! node as documented.
#![cfg(feature = "testkit")]

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use jokoak_core::testkit::proptest::prelude::*;
use jokoak_core::testkit::proptest::test_runner::TestRunner;
use jokoak_core::testkit::{self, Testable};
use jokoak_core::{
    Game, Outcome, Player, Probability, Settings, SettingsError, Setup, SetupError, ToMove,
};

/// A move of the toy Nim: take 1–3 stones, or the opening chance outcome `first:P`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum M {
    Take(u8),
    First(u8),
}

impl fmt::Display for M {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            M::Take(n) => write!(f, "{n}"),
            M::First(p) => write!(f, "first:{p}"),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("not a move")]
struct BadText;

impl FromStr for M {
    type Err = BadText;
    fn from_str(s: &str) -> Result<Self, BadText> {
        match s.strip_prefix("first:") {
            Some(p) => p.parse().map(M::First).map_err(|_| BadText),
            None => s.parse().map(M::Take).map_err(|_| BadText),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("illegal")]
struct Illegal;

/// Which defect the toy game carries (option `defect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defect {
    None,
    /// `play` accepts taking 4, which is never listed.
    AcceptsFour,
    /// A refused move still passes the turn.
    RefusalMoves,
}

/// Nim from a pile of 9 for 2–3 players, with a chance node for the first player; the last
/// to take wins. Position: `? PILE` at the chance node, else `PILE SEAT`.
#[derive(Clone, Debug, PartialEq)]
struct Nim {
    pile: u8,
    players: u8,
    turn: Option<u8>,
    last: u8,
    defect: Defect,
}

impl Game for Nim {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        usize::from(self.players)
    }
    fn to_move(&self) -> ToMove {
        match self.turn {
            _ if self.pile == 0 => ToMove::Over,
            None => ToMove::Chance,
            Some(p) => ToMove::Player(Player(p)),
        }
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        if matches!(self.to_move(), ToMove::Player(_)) {
            out.extend((1..=3.min(self.pile)).map(M::Take));
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(M, Probability)>) {
        if matches!(self.to_move(), ToMove::Chance) {
            for p in 0..self.players {
                let prob = Probability::new(1, u64::from(self.players)).expect("1/n");
                out.push((M::First(p), prob));
            }
        }
    }
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        match (self.to_move(), *mv) {
            (ToMove::Chance, M::First(p)) if p < self.players => self.turn = Some(p),
            (ToMove::Player(p), M::Take(n))
                if (1..=3.min(self.pile)).contains(&n)
                    || (self.defect == Defect::AcceptsFour && n == 4 && self.pile >= 4) =>
            {
                self.pile -= n;
                self.last = p.0;
                self.turn = Some((p.0 + 1) % self.players);
            }
            (ToMove::Player(p), _) => {
                if self.defect == Defect::RefusalMoves {
                    self.turn = Some((p.0 + 1) % self.players);
                }
                return Err(Illegal);
            }
            _ => return Err(Illegal),
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0)
            .then(|| Outcome::win(self.num_players(), Player(self.last)).ok())
            .flatten()
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.turn {
            None => write!(f, "? {}", self.pile),
            Some(p) => write!(f, "{} {p} {}", self.pile, self.last),
        }
    }
}

fn defect_of(settings: &Settings) -> Result<Defect, SettingsError> {
    let mut r = settings.reader("nim", &[("standard", &[2, 3])])?;
    let d = r.choice("defect", &["none", "accepts-four", "refusal-moves"], 0)?;
    r.finish()?;
    Ok([Defect::None, Defect::AcceptsFour, Defect::RefusalMoves][d])
}

impl Setup for Nim {
    type MatchState = ();

    const NAME: &'static str = "nim";
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2,3";
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|p| p.to_string()).collect()
    }
    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        Ok(Nim {
            pile: 9,
            players: settings.players as u8,
            turn: None,
            last: 0,
            defect: defect_of(settings)?,
        })
    }
    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let mut state = Nim::from_settings(settings)?;
        let bad = || SetupError::position(BadText);
        let words: Vec<&str> = text.split(' ').collect();
        match words[..] {
            ["?", pile] => state.pile = pile.parse().map_err(|_| bad())?,
            [pile, turn, last] => {
                state.pile = pile.parse().map_err(|_| bad())?;
                let turn: u8 = turn.parse().map_err(|_| bad())?;
                state.last = last.parse().map_err(|_| bad())?;
                if turn >= state.players || state.last >= state.players {
                    return Err(bad());
                }
                state.turn = Some(turn);
            }
            _ => return Err(bad()),
        }
        Ok(state)
    }
    fn settings(&self) -> Settings {
        let d = match self.defect {
            Defect::None => "none",
            Defect::AcceptsFour => "accepts-four",
            Defect::RefusalMoves => "refusal-moves",
        };
        Settings::new("standard", usize::from(self.players)).with("defect", d)
    }
}

impl Testable for Nim {
    fn arbitrary_move() -> BoxedStrategy<M> {
        prop_oneof![
            any::<u8>().prop_map(M::Take),
            any::<u8>().prop_map(M::First)
        ]
        .boxed()
    }
}

fn panics(f: impl FnOnce()) -> bool {
    catch_unwind(AssertUnwindSafe(f)).is_err()
}

#[test]
fn the_suites_pass_on_the_sound_game() {
    testkit::prop_arbitrary_input::<Nim>(64);
    testkit::prop_mutated_positions::<Nim>(64, 20);
    testkit::prop_ply_scripts::<Nim>(64, 20);
    testkit::prop_arbitrary_moves::<Nim>(128, 20);
    testkit::prop_listed_plies::<Nim>(32, 20);
}

#[test]
fn settings_cover_every_player_count() {
    assert_eq!(testkit::player_counts("2-6"), vec![2, 3, 4, 5, 6]);
    assert_eq!(testkit::player_counts("2,3"), vec![2, 3]);
    let all = testkit::all_settings::<Nim>();
    let players: Vec<usize> = all.iter().map(|s| s.players).collect();
    assert_eq!(players, vec![2, 3]);
}

#[test]
fn an_accepted_unlisted_move_is_found() {
    let settings = Settings::new("standard", 2).with("defect", "accepts-four");
    let state = Nim::parse_position("9 0 0", &settings).expect("a position");
    assert!(panics(|| testkit::check_offered_move(&state, &M::Take(4))));
    // The script checker finds it from text too: `4` is offered to `play`.
    assert!(panics(|| {
        testkit::check_ply_script(state.clone(), "4");
    }));
    let sound = Nim::parse_position("9 0 0", &Settings::new("standard", 2)).expect("position");
    testkit::check_offered_move(&sound, &M::Take(4));
}

#[test]
fn a_refusal_that_changes_the_state_is_found() {
    let settings = Settings::new("standard", 3).with("defect", "refusal-moves");
    let state = Nim::parse_position("2 1 0", &settings).expect("a position");
    // Taking 3 from a pile of 2 is refused, but the defect passes the turn.
    assert!(panics(|| testkit::check_offered_move(&state, &M::Take(3))));
    assert!(panics(|| {
        testkit::check_ply_script(state.clone(), "3");
    }));
}

#[test]
fn a_state_whose_text_does_not_parse_back_is_found() {
    // `first:7` is never listed for 2 players and is refused; every listed ply plays.
    let state = Nim::from_settings(&Settings::new("standard", 2)).expect("start");
    testkit::check_offered_move(&state, &M::First(7));
    testkit::check_plies_of(&state);
    // A one-seat state (its settings, 1 player, are refused) plays `first:0` to a state
    // whose text cannot be parsed back under its own settings.
    let mut wrong = state.clone();
    wrong.players = 1;
    assert!(panics(|| testkit::check_plies_of(&wrong)));
}

#[test]
fn states_favour_the_opening_chance_node() {
    // `early_plies(400)` draws 0..=4 in 4 cases of 7, so 0 plies (the chance node) comes up in
    // about 4/7 · 1/5 ≈ 11 % of the states, against 1/401 for plies uniform in 0..=400.
    let mut runner = TestRunner::deterministic();
    let strategy = testkit::any_state::<Nim>(400);
    let mut at_chance = 0;
    for _ in 0..1000 {
        let state = strategy.new_tree(&mut runner).expect("a state").current();
        if matches!(state.to_move(), ToMove::Chance) {
            at_chance += 1;
        }
    }
    assert!(at_chance >= 70, "{at_chance} of 1000 at the chance node");
}
