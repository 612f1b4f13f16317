//! The heuristic evaluation of a Linja position for search (`docs/ai.md` "Linja").
//!
//! Every feature is a difference *own − opponent's*, so the value of a position for one side
//! is minus its value for the other (the [`Evaluate`] contract for two-seat zero-sum games).
//! The terms follow the rules: the R11 score as the board stands (linja.md §5 R11), the race
//! (how far the pieces have come, and how many have not yet crossed the centre, R1, R10), the
//! blocks full spaces make (R2, R5), the length of the next second step (R3), and the tempo
//! of the turn in progress (R6, R9).

use jokoak_core::{Evaluate, Player};

use crate::{CAPACITY, Linja, Move, Node, Phase, Seat};

jokoak_core::features! {
    /// Feature indices, in the order of [`Linja::FEATURES`]; the seven side terms are
    /// `POINTS` … `CROWD` (indices 0–6).
    mod f {
        POINTS = "points", ADVANCE = "advance", OWN_HALF = "own_half", GOAL = "goal",
        BLOCKED = "blocked", JUMP = "jump", CROWD = "crowd", TEMPO = "tempo", SECOND = "second",
        BONUS = "bonus", YIELD = "yield",
    }
}

/// R11: the points of a piece at goal distance 0, 1, 2, 3 (none further away).
const VALUE: [i32; 8] = [5, 3, 2, 1, 0, 0, 0, 0];

impl Linja {
    /// The side terms of `colour`: R11 points, steps advanced, pieces not yet past the
    /// centre, pieces in the goal, pieces blocked by a full space, the longest second step an
    /// initial step would give, and Σ pieces × the second step their initial step would give.
    fn side_terms(&self, colour: Seat) -> [i32; 7] {
        let (mut points, mut advance, mut own_half, mut goal) = (0, 0, 0, 0);
        let (mut blocked, mut jump, mut crowd) = (0, 0, 0);
        for space in 0..8u8 {
            let pieces = i32::from(self.pieces(space, colour));
            if pieces == 0 {
                continue;
            }
            let distance = colour.goal_distance(space);
            points += pieces * VALUE[usize::from(distance)];
            advance += pieces * i32::from(7 - distance);
            if distance >= 4 {
                own_half += pieces;
            }
            if distance == 0 {
                goal += pieces;
                continue; // a piece in its goal never moves again (§2)
            }
            let next = colour.advance(space, 1);
            // R3: n = count(q) before arrival, or 1 into the goal; R2: a full space blocks.
            let n = if next == colour.goal() {
                1
            } else if self.count(next) >= CAPACITY {
                blocked += pieces;
                continue;
            } else {
                i32::from(self.count(next))
            };
            jump = jump.max(n);
            crowd += pieces * n;
        }
        [points, advance, own_half, goal, blocked, jump, crowd]
    }
}

impl Evaluate for Linja {
    /// `points`: R11 points as the board stands; `advance`: spaces the pieces have come from
    /// their start zone (`7 − goal_distance` each); `own_half`: pieces at goal distance 4 or
    /// more, which score nothing (R11); `goal`: pieces in the goal; `blocked`: pieces whose
    /// next space is a full middle space (R2); `jump`: the longest second step an initial step
    /// would give (R3); `crowd`: Σ over pieces of that second step; `tempo`: 1 for the side
    /// about to make the initial step of its main move (R6); `second`: the length `n` of a
    /// pending second step (R5); `bonus`: 1 for a pending bonus move (R9); `yield`: for the
    /// side about to make an initial step, `1 + jump`, the steps its move can gain. Each is
    /// own − opponent's.
    const FEATURES: &'static [&'static str] = f::NAMES;

    /// The weights of docs/ai.md "Linja", where their tuning is recorded.
    const WEIGHTS: &'static [i32] = &[20, 22, 0, -5, 0, 0, 10, 0, 22, 20, 10];

    fn features(&self, seat: Player, out: &mut [i32]) {
        let me = if seat.0 == 0 { Seat::Black } else { Seat::Red };
        let mine = self.side_terms(me);
        let theirs = self.side_terms(me.opponent());
        for (i, (a, b)) in mine.iter().zip(&theirs).enumerate() {
            out[f::POINTS + i] = a - b;
        }
        let (mut tempo, mut second, mut bonus, mut gain) = (0, 0, 0, 0);
        if let Node::Decision(side) = self.node() {
            let sign = if side == me { 1 } else { -1 };
            let jump = if side == me { mine[5] } else { theirs[5] };
            match self.phase() {
                Phase::Init => {
                    tempo = sign;
                    gain = sign * (1 + jump);
                }
                Phase::Second(n) | Phase::BonusSecond(n) => second = sign * i32::from(n),
                Phase::BonusInit => {
                    bonus = sign;
                    gain = sign * (1 + jump);
                }
            }
        }
        out[f::TEMPO] = tempo;
        out[f::SECOND] = second;
        out[f::BONUS] = bonus;
        out[f::YIELD] = gain;
    }

    /// A step into the mover's goal scores at once (R11: 5 points); nothing is captured in
    /// Linja, so no move is noisy.
    fn move_priority(&self, mv: &Move) -> i32 {
        let Node::Decision(side) = self.node() else {
            return 0;
        };
        match *mv {
            Move::Step(step) => {
                let (from, to) = (step.from(), step.to());
                // Points gained by the step (R11), then the second step it earns (R3, R9).
                let value = |d: u8| VALUE[usize::from(d.min(7))];
                let gain = value(side.goal_distance(to)) - value(side.goal_distance(from));
                let earns_bonus = matches!(self.phase(), Phase::Second(_))
                    && to != side.goal()
                    && self.count(to) == 0;
                10 * gain + if earns_bonus { 50 } else { 0 }
            }
            _ => 0,
        }
    }
}
