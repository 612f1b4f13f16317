//! The Linja state and its rules R1–R12 (linja.md §2–§5).

use jokoak_core::{GameOptions, NodeGuard, SettingsError};

use crate::{Move, Options, PlayError, Seat};

/// Pieces per colour (§1).
pub const PIECES: u8 = 12;
/// The most pieces of both colours a middle space holds (§2).
pub const CAPACITY: u8 = 6;

/// Where a side stands within its turn (linja.md §9 "phase").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The initial step of the main move (R2), or a pass (R7).
    Init,
    /// A second step of length `n` (1–5) in the main move (R5).
    Second(u8),
    /// The initial step of the bonus move (R9), or a pass.
    BonusInit,
    /// A second step of length `n` (1–5) in the bonus move.
    BonusSecond(u8),
}

/// What kind of node comes next and who acts there: the first-player draw (a chance node), a
/// seat's decision, or the end (linja.md §3, §9 "actor").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Node {
    /// `?`: the first player is not drawn yet (§3).
    Undrawn,
    /// `B` or `R`: this seat acts.
    Decision(Seat),
    /// `-`: the game is over (R7, R10).
    Over,
}

/// A Linja position: the pieces on the eight spaces, who acts, the phase of the turn, and
/// whether the previous ply was a pass (linja.md §2, §9).
///
/// It implements [`jokoak_core::Game`]: a ply is one step, a pass or the draw of the first
/// player. Equality compares everything the rules read: what the position notation shows,
/// the options and who started the game (which decides who starts the next game of a series
/// after a draw, R13, and which the notation does not show); two states are `==` exactly when
/// they play alike. [`Linja::same_position`] compares what the notation shows.
///
/// With the `serde` feature a state is `{"options": {...}, "position": "<§9 notation>",
/// "starter": "Black"}` (no `starter` while it is unknown), read back through
/// [`Linja::parse`], so every check of the notation applies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Linja {
    pub(crate) counts: [[u8; 2]; 8],
    pub(crate) node: Node,
    pub(crate) phase: Phase,
    pub(crate) passed: bool,
    pub(crate) options: Options,
    pub(crate) starter: Option<Seat>,
}

/// The start layout of §3: `[black, red]` per space.
const START: [[u8; 2]; 8] = [
    [6, 0],
    [1, 1],
    [1, 1],
    [1, 1],
    [1, 1],
    [1, 1],
    [1, 1],
    [0, 6],
];

impl Default for Linja {
    fn default() -> Self {
        Linja::fresh(Options::default())
    }
}

impl Linja {
    /// `true` if `other` shows the same §9 position under the same options: `==` without who
    /// started the game (a position parsed from this one's text has no starter).
    #[must_use]
    pub fn same_position(&self, other: &Linja) -> bool {
        self.position() == other.position()
    }

    /// The state without who started the game: what the §9 notation shows.
    pub(crate) fn position(&self) -> Linja {
        Linja {
            starter: None,
            ..*self
        }
    }

    /// The start position of §3 before the first player is drawn (`… ? init`).
    ///
    /// # Errors
    /// [`SettingsError`] for options [`Options::from_settings`] would refuse
    /// ([`Options::validate`]: `match_games` outside 1..=1000, R13).
    pub fn new(options: Options) -> Result<Self, SettingsError> {
        options.validate(2)?;
        Ok(Linja::fresh(options))
    }

    /// The start position under options known to be valid.
    pub(crate) fn fresh(options: Options) -> Self {
        Linja {
            counts: START,
            node: Node::Undrawn,
            phase: Phase::Init,
            passed: false,
            options,
            starter: None,
        }
    }

    /// The start position of §3 with `first` to make the first move (`… B init`).
    ///
    /// # Errors
    /// As [`Linja::new`].
    pub fn start(first: Seat, options: Options) -> Result<Self, SettingsError> {
        options.validate(2)?;
        Ok(Linja::fresh_with(first, options))
    }

    /// [`Linja::start`] under options known to be valid.
    pub(crate) fn fresh_with(first: Seat, options: Options) -> Self {
        Linja {
            node: Node::Decision(first),
            starter: Some(first),
            ..Linja::fresh(options)
        }
    }

    /// The pieces of `colour` on `space` (`0..=7`; other spaces hold none).
    #[must_use]
    pub fn pieces(&self, space: u8, colour: Seat) -> u8 {
        self.counts
            .get(usize::from(space))
            .map_or(0, |c| c[colour.index()])
    }

    /// All pieces on `space`, both colours (§4 `count`).
    #[must_use]
    pub fn count(&self, space: u8) -> u8 {
        self.counts
            .get(usize::from(space))
            .map_or(0, |c| c[0] + c[1])
    }

    /// Who acts.
    #[must_use]
    pub fn node(&self) -> Node {
        self.node
    }

    /// The phase of the turn (meaningless once the game is over).
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// `true` when the previous ply was a pass (R7, `passes=1`).
    #[must_use]
    pub fn passed(&self) -> bool {
        self.passed
    }

    /// The options of this game.
    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    /// The side that made the first move of this game, if known (R13).
    #[must_use]
    pub fn starter(&self) -> Option<Seat> {
        self.starter
    }

    /// R10: every black piece lies beyond every red piece,
    /// `min{i : black[i] > 0} > max{i : red[i] > 0}`.
    #[must_use]
    pub fn sides_have_passed(&self) -> bool {
        let min_black = (0..8).find(|&i| self.counts[i][0] > 0);
        let max_red = (0..8).rev().find(|&i| self.counts[i][1] > 0);
        match (min_black, max_red) {
            (Some(b), Some(r)) => b > r,
            _ => true,
        }
    }

    /// R11 points of `colour` as the board stands: 5/3/2/1 per piece at goal distance 0/1/2/3.
    #[must_use]
    pub fn points(&self, colour: Seat) -> u32 {
        (0..8u8)
            .map(|s| {
                let value = match colour.goal_distance(s) {
                    0 => 5,
                    1 => 3,
                    2 => 2,
                    3 => 1,
                    _ => 0,
                };
                value * u32::from(self.pieces(s, colour))
            })
            .sum()
    }

    /// The step length of the current phase: 1 for an initial step, `n` for a second step.
    fn step_length(&self) -> u8 {
        match self.phase {
            Phase::Init | Phase::BonusInit => 1,
            Phase::Second(n) | Phase::BonusSecond(n) => n,
        }
    }

    /// Where a piece of `colour` on `from` goes with a step of `n` (≥ 1), if it may land there
    /// (R2, R5): it must have a piece there, not in its goal, and land in the goal or a
    /// middle space holding fewer than 6 pieces.
    pub(crate) fn target(&self, colour: Seat, from: u8, n: u8) -> Option<u8> {
        if from == colour.goal() || self.pieces(from, colour) == 0 {
            return None;
        }
        let to = colour.advance(from, n);
        (to == colour.goal() || self.count(to) < CAPACITY).then_some(to)
    }

    /// `true` if `colour` has a legal step of length `n`.
    fn can_step(&self, colour: Seat, n: u8) -> bool {
        (0..8).any(|from| self.target(colour, from, n).is_some())
    }

    /// Appends the legal plies of a decision node (§5; a lone `pass` under R7).
    pub(crate) fn generate(&self, out: &mut Vec<Move>) {
        let Node::Decision(colour) = self.node else {
            return;
        };
        let n = self.step_length();
        let before = out.len();
        for from in 0..8 {
            if let Some(mv) = self
                .target(colour, from, n)
                .and_then(|to| Move::step(from, to))
            {
                out.push(mv);
            }
        }
        if out.len() == before && matches!(self.phase, Phase::Init | Phase::BonusInit) {
            out.push(Move::Pass);
        }
    }

    /// Checks `mv` against the rules without changing anything: first the kind of node
    /// ([`NodeGuard::guard_node`]), then the rules of a decision.
    pub(crate) fn check(&self, mv: Move) -> Result<(), PlayError> {
        self.guard_node(&mv)?;
        // Past the guard, the first-player draw has a chance outcome, and both of them,
        // `first:B` and `first:R`, are its own (§3); a side to act has a decision.
        let Node::Decision(colour) = self.node else {
            return Ok(());
        };
        match mv {
            Move::First(_) => Ok(()), // not at a decision node: the guard refused it
            Move::Pass => {
                let may_pass = matches!(self.phase, Phase::Init | Phase::BonusInit)
                    && !self.can_step(colour, 1);
                if may_pass {
                    Ok(())
                } else {
                    Err(PlayError::PassNotAllowed)
                }
            }
            Move::Step(step) => {
                let (from, to) = (step.from(), step.to());
                if self.pieces(from, colour) == 0 {
                    return Err(PlayError::NoPiece { mv, from });
                }
                if from == colour.goal() {
                    return Err(PlayError::InGoal(mv));
                }
                let expected = colour.advance(from, self.step_length());
                if to != expected {
                    return Err(PlayError::WrongDestination { mv, from, expected });
                }
                if to != colour.goal() && self.count(to) >= CAPACITY {
                    return Err(PlayError::Full { mv, to });
                }
                Ok(())
            }
        }
    }

    /// Applies a validated ply (R2–R10).
    pub(crate) fn apply(&mut self, mv: Move) {
        let colour = match (self.node, mv) {
            (Node::Undrawn, Move::First(first)) => {
                self.node = Node::Decision(first);
                self.phase = Phase::Init;
                self.starter = Some(first);
                return;
            }
            (Node::Decision(colour), _) => colour,
            _ => return,
        };
        let (from, to) = match mv {
            // Memory-safe and panic-free for any move (the `play_unchecked` contract): a step
            // from an empty or unknown space does nothing.
            Move::Step(s) if self.pieces(s.from(), colour) > 0 => (s.from(), s.to()),
            Move::Step(_) => return,
            Move::Pass => {
                // R7: a second pass in a row ends the game; the flag stays set (§9).
                if self.passed {
                    self.node = Node::Over;
                    self.phase = Phase::Init;
                } else {
                    self.end_move(colour);
                    self.passed = true;
                }
                return;
            }
            Move::First(_) => return,
        };
        let before = self.count(to);
        self.counts[usize::from(from)][colour.index()] -= 1;
        self.counts[usize::from(to)][colour.index()] += 1;
        self.passed = false;
        // R10: the end test after every single step.
        if self.sides_have_passed() {
            self.node = Node::Over;
            self.phase = Phase::Init; // a finished state has no phase (§9)
            return;
        }
        let goal = to == colour.goal();
        match self.phase {
            Phase::Init | Phase::BonusInit => {
                // R3, R4: the second step's length; none after landing in an empty space.
                let n = if goal { 1 } else { before };
                if n > 0 && self.can_step(colour, n) {
                    self.phase = if self.phase == Phase::Init {
                        Phase::Second(n)
                    } else {
                        Phase::BonusSecond(n)
                    };
                } else {
                    self.end_move(colour);
                }
            }
            // R9: a second step into an empty middle space earns one bonus move.
            Phase::Second(_) if !goal && before == 0 => self.phase = Phase::BonusInit,
            Phase::Second(_) | Phase::BonusSecond(_) => self.end_move(colour),
        }
    }

    fn end_move(&mut self, colour: Seat) {
        self.node = Node::Decision(colour.opponent());
        self.phase = Phase::Init;
    }
}
