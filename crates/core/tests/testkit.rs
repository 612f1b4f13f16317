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
    Game, GameInfo, LegalMoveOrder, MatchPlay, NodeGuard, OptionKind, OptionSpec, Outcome, Player,
    Present, Probability, Settings, SettingsError, Setup, SetupError, ToMove, VariantInfo,
    WrongNode,
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
enum Illegal {
    /// Refused by the node guard.
    #[error("wrong node: {0:?}")]
    Node(WrongNode),
    /// Refused by the rules.
    #[error("illegal")]
    Rule,
}

/// Which defect the toy game carries (option `defect`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defect {
    None,
    /// `play` accepts taking 4, which is never listed.
    AcceptsFour,
    /// A refused move still passes the turn.
    RefusalMoves,
    /// `play` skips the node guard and refuses a ply at the wrong node as breaking a rule.
    NoGuard,
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
        if self.defect != Defect::NoGuard {
            self.guard_node(mv)?;
        }
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
                return Err(Illegal::Rule);
            }
            _ => return Err(Illegal::Rule),
        }
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0)
            .then(|| Outcome::win(self.num_players(), Player(self.last)).ok())
            .flatten()
    }
}

impl NodeGuard for Nim {
    fn is_chance_outcome(mv: &M) -> bool {
        matches!(mv, M::First(_))
    }
    fn wrong_node(&self, _: &M, wrong: WrongNode) -> Illegal {
        Illegal::Node(wrong)
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

const INFO: GameInfo = GameInfo {
    name: "nim",
    variants: &[VariantInfo {
        name: "standard",
        players: &[2, 3],
    }],
    default_players: 2,
    notation_help: "",
    legal_move_order: LegalMoveOrder::CodePoints,
    options: &[OptionSpec::new(
        "defect",
        OptionKind::Choice {
            values: &["none", "accepts-four", "refusal-moves", "no-guard"],
            default: 0,
        },
    )],
    time_control: None,
};

fn defect_of(settings: &Settings) -> Result<Defect, SettingsError> {
    let d = INFO.read(settings)?.choice("defect");
    Ok([
        Defect::None,
        Defect::AcceptsFour,
        Defect::RefusalMoves,
        Defect::NoGuard,
    ][d])
}

impl Present for Nim {
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|p| p.to_string()).collect()
    }
    fn board(&self) -> String {
        self.to_string()
    }
}

impl MatchPlay for Nim {
    type MatchState = ();
}

impl Setup for Nim {
    const INFO: &'static GameInfo = &INFO;
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
            Defect::NoGuard => "no-guard",
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

// The suites pass on the sound game, as a game crate's `tests/untrusted.rs` runs them.
jokoak_core::untrusted_input_tests!(Nim);

#[test]
fn settings_cover_every_player_count() {
    assert_eq!(INFO.player_counts(), vec![2, 3]);
    assert_eq!(INFO.players_text(), "2,3");
    let all = testkit::all_settings::<Nim>();
    let players: Vec<usize> = all.iter().map(|s| s.players).collect();
    assert_eq!(players, vec![2, 3]);
}

/// Both checkers that offer a move find the `defect` in how `play` takes `mv` at `position`
/// (with `players` seats): given the move itself, and given its text in a script.
fn offered_moves_find(defect: &str, players: usize, position: &str, mv: M) {
    let settings = Settings::new("standard", players).with("defect", defect);
    let state = Nim::parse_position(position, &settings).expect("a position");
    assert!(panics(|| testkit::check_offered_move(&state, &mv)));
    assert!(panics(|| {
        testkit::check_ply_script(state.clone(), &mv.to_string());
    }));
}

#[test]
fn an_accepted_unlisted_move_is_found() {
    offered_moves_find("accepts-four", 2, "9 0 0", M::Take(4));
    let sound = Nim::parse_position("9 0 0", &Settings::new("standard", 2)).expect("position");
    testkit::check_offered_move(&sound, &M::Take(4));
}

#[test]
fn a_play_that_skips_the_node_guard_is_found() {
    // A decision at the opening chance node and after the end, a chance outcome at a decision
    // node: the sound game refuses each with the guard's error, the defect with its own.
    let cases = [
        ("? 9", M::Take(1)),
        ("0 1 0", M::Take(1)),
        ("9 0 0", M::First(0)),
    ];
    for (position, mv) in cases {
        let sound = Nim::parse_position(position, &Settings::new("standard", 2)).expect("sound");
        assert!(sound.node_mismatch(&mv).is_some(), "{position} {mv}");
        testkit::check_node_guard(&sound, &mv);
        let settings = Settings::new("standard", 2).with("defect", "no-guard");
        let state = Nim::parse_position(position, &settings).expect("a position");
        assert!(
            panics(|| testkit::check_node_guard(&state, &mv)),
            "{position} {mv}"
        );
    }
}

#[test]
fn a_refusal_that_changes_the_state_is_found() {
    // Taking 3 from a pile of 2 is refused, but the defect passes the turn.
    offered_moves_find("refusal-moves", 3, "2 1 0", M::Take(3));
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
