//! The heuristic evaluation of a Bul position for search (`docs/ai.md` "Bul").
//!
//! Every feature is a difference *own − opponent's*, so the value of a position for one side
//! is minus its value for the other (the [`Evaluate`] contract for two-seat zero-sum games).
//! The terms follow the rules: pieces removed for good and prisoners (bul.md §7 moves 3, 5–7,
//! §9), how far each prisoner still has to ride (move 7), pieces safe at home (§1), the lone
//! pieces' progress (§2), the spaces and stacks each side controls (§1, §9), and the chance of
//! being captured, computed from the exact throw distribution of the active scoring table
//! (§3: C(4, K)/16 for K yellow faces) and the legal moves of every throw (§7.1).

use jokoak_core::{Evaluate, Player, Playouts, Strongest};

use crate::position::Node;
use crate::{Bul, Move, Seat};

/// Ways four dice show K yellow faces, C(4, K), out of 16 (bul.md §3).
const WAYS: [u16; 5] = [1, 4, 6, 4, 1];

jokoak_core::features! {
    /// Feature indices, in the order of [`Bul::FEATURES`]; the side terms after `dead` are
    /// `PRISONERS` … `STACKS` (indices 1–7).
    mod f {
        DEAD = "dead", PRISONERS = "prisoners", PRISONER_DISTANCE = "prisoner_distance",
        RIDERS = "riders", HOME = "home", PROGRESS = "progress", SPACES = "spaces",
        STACKS = "stacks", HIT_NEXT = "hit_next", HIT_AFTER = "hit_after",
        HIT_NEXT_DISTANCE = "hit_next_distance", HIT_AFTER_DISTANCE = "hit_after_distance",
    }
}

impl Bul {
    /// `true` if `side`'s legal move `from`→`to` captures the enemy piece or stack on `to`
    /// (bul.md §7 moves 3, 5, 6, and a stack taking a lone piece under
    /// `stacks_capture_singles`, §10). The forced move 9 is no capture: the lone piece takes
    /// the stack.
    pub(crate) fn captures(&self, side: Seat, from: u8, to: u8) -> bool {
        if !(1..=self.options.track_spaces).contains(&to) {
            return false; // a lap, an arrival home, an entry never lands on a home (A5)
        }
        let dest = self.stack_at(to);
        if dest.controller() != Some(side.opponent()) {
            return false;
        }
        let moving_stack = from != self.home_position(side) && self.stack_at(from).is_stack();
        !(moving_stack && dest.is_lone() && !self.options.stacks_capture_singles)
    }

    /// The capture threats of `side` at its next throw: Σ over the throws (in sixteenths,
    /// §3) of the pieces the best capture of that throw takes (the most pieces; the nearest
    /// to `side`'s home among equals), and the same weighed by the distance from the captured
    /// space to `side`'s home, which the new stack must travel (§7 move 7). `throw` fixes
    /// the throw's value (a decision node); `None` weighs every throw.
    fn threats(&self, side: Seat, throw: Option<u8>) -> (i32, i32) {
        let scoring = self.options.scoring;
        let throws: [(u8, i32); 5] = match throw {
            Some(points) => [(points, 16), (0, 0), (0, 0), (0, 0), (0, 0)],
            None => std::array::from_fn(|k| (scoring.points(k as u8), i32::from(WAYS[k]))),
        };
        let home = i32::from(self.home_position(side));
        // The best capture per throw value: (pieces, distance home), memoised.
        let mut best = [None::<(i32, i32)>; 6];
        let (mut pieces, mut distance) = (0, 0);
        for (points, ways) in throws {
            if ways == 0 || points == 0 {
                continue; // a throw of 0 passes (§7 move 10)
            }
            let (taken, far) = *best[usize::from(points.min(5))].get_or_insert_with(|| {
                let mut top = (0, 0);
                self.for_each_legal(side, points, &mut |mv| {
                    if let Move::Step { from, to } = mv
                        && self.captures(side, from, to)
                    {
                        let taken = self.stack_at(to).len() as i32;
                        let far = (i32::from(to) - home).abs();
                        if taken > top.0 || (taken == top.0 && far < top.1) {
                            top = (taken, far);
                        }
                    }
                });
                top
            });
            pieces += ways * taken;
            distance += ways * taken * far;
        }
        (pieces, distance)
    }

    /// The material and position terms of `side`: dead (its own), prisoners it holds,
    /// prisoner × distance, own riders, home, lone progress, spaces, stacks.
    fn side_terms(&self, side: Seat) -> [i32; 8] {
        let opp = side.opponent();
        let (mut prisoners, mut distance, mut riders) = (0, 0, 0);
        let (mut progress, mut spaces, mut stacks) = (0, 0, 0);
        let far = i32::from(self.options.far_end());
        for (p, stack) in self.track() {
            if stack.controller() != Some(side) {
                continue;
            }
            spaces += 1;
            let p = i32::from(p);
            if stack.is_lone() {
                // §2: Red runs up from 0, Blue down from T + 1.
                progress += match side {
                    Seat::Red => p,
                    Seat::Blue => far - p,
                };
            } else {
                stacks += 1;
                let held = stack.count(opp) as i32;
                prisoners += held;
                riders += stack.count(side) as i32;
                // Move 7: a stack heads to its controller's home.
                distance += held
                    * match side {
                        Seat::Red => p,
                        Seat::Blue => far - p,
                    };
            }
        }
        [
            i32::from(self.dead(side)),
            prisoners,
            distance,
            riders,
            i32::from(self.home(side)),
            progress,
            spaces,
            stacks,
        ]
    }
}

impl Evaluate for Bul {
    /// `dead`: the opponent's pieces removed minus one's own (§7 move 7); `prisoners`: enemy
    /// pieces inside stacks one controls; `prisoner_distance`: Σ prisoners × the distance of
    /// their stack from its controller's home (move 7); `riders`: own pieces inside own
    /// stacks, going home with them; `home`: pieces waiting at home (§1); `progress`: spaces
    /// the lone pieces have come from home (§2); `spaces`: track spaces controlled;
    /// `stacks`: stacks controlled; `hit_next`: the pieces the side to throw next can expect to
    /// capture with its throw (§3 odds × the pieces its best capture takes, in sixteenths),
    /// counted for it and against the other; `hit_after`: the same for the other side's
    /// following throw; `hit_next_distance`, `hit_after_distance`: the same weighed by the
    /// distance the capturing stack has to travel home (§7 move 7). Each is own − opponent's.
    const FEATURES: &'static [&'static str] = f::NAMES;

    /// The weights of docs/ai.md "Bul", where their fit is recorded: a logistic regression of
    /// game results on the features, in units of 1/300 of a logit of the winning chance.
    const WEIGHTS: &'static [i32] = &[217, 274, -24, 70, 128, -6, 161, -131, 21, 10, -2, -1];

    /// The weights are a logistic fit with scale 300: `1 / (1 + e^(−v/300))` estimates the
    /// winning chance, so search averages winning chances at the throws (§3).
    const UTILITY_SCALE: Option<f64> = Some(300.0);

    /// `ai` is MCTS with random playouts to the end (a Bul game is short and its playouts
    /// carry the dice's odds, bul.md §3): with its time it searches far more playouts than
    /// `mcts:5000`, and more playouts beat `mcts:5000` where alpha-beta on the evaluation did
    /// not (docs/ai-log.md "Strength of `ai` in Linja, Bul and the tile game"). Against
    /// `greedy` MCTS is only even (49.0 % of 100 games on duplicate dice), where alpha-beta of
    /// depth 11 is a little ahead (54.9 % of 1,000), and head to head at 1 s a move neither
    /// is ahead beyond luck (docs/ai-log.md "Bul against `greedy`, a thousand games at a
    /// time"). MCTS whose leaves this evaluation scores beat `greedy` as alpha-beta does, but
    /// at 1 s a move took 54.5 % of 200 games against `mcts:5000`, where this `ai` took 61.0 %
    /// of the same 200 (docs/ai-log.md "Bul: MCTS scored by the evaluation at its leaves").
    /// Playouts that play `greedy`'s move ([`Playouts::Greedy`]) took 59.0 % of 200 against
    /// `mcts:5000` where this `ai` took 58.0 % of the same throws, and 53.3 % of 150 games
    /// against it head to head, not beyond luck (docs/ai-log.md "Bul: greedy playouts, and
    /// the exploration constant").
    fn strongest(_players: usize) -> Strongest {
        Strongest::Mcts {
            cutoff: 0,
            scale: 0,
            playouts: Playouts::Random,
            multiple_observers: false,
        }
    }

    fn features(&self, seat: Player, out: &mut [i32]) {
        let me = Seat::from_player(seat).unwrap_or(Seat::Red);
        let opp = me.opponent();
        let mine = self.side_terms(me);
        let theirs = self.side_terms(opp);
        out[f::DEAD] = theirs[0] - mine[0];
        for i in f::PRISONERS..=f::STACKS {
            out[i] = mine[i] - theirs[i];
        }
        let (next, throw) = match self.node {
            Node::Throw(side) => (Some(side), None),
            Node::Move { seat: side, points } => (Some(side), Some(points)),
            Node::Opening | Node::Over(_) => (None, None),
        };
        let (next, after) = match next {
            Some(side) => {
                let sign = if side == me { 1 } else { -1 };
                let (a, b) = self.threats(side, throw);
                let (c, d) = self.threats(side.opponent(), None);
                ((sign * a, sign * b), (-sign * c, -sign * d))
            }
            None => ((0, 0), (0, 0)),
        };
        out[f::HIT_NEXT] = next.0;
        out[f::HIT_AFTER] = after.0;
        out[f::HIT_NEXT_DISTANCE] = next.1;
        out[f::HIT_AFTER_DISTANCE] = after.1;
    }

    /// Captures (§7 moves 3, 5, 6) and stacks arriving home with prisoners, which removes
    /// them (move 7): both change the material balance.
    fn is_noisy(&self, mv: &Move) -> bool {
        self.move_priority(mv) > 0
    }

    /// The pieces a capture takes or an arrival kills, times 100; 0 for quiet moves.
    fn move_priority(&self, mv: &Move) -> i32 {
        let (Node::Move { seat: side, .. }, Move::Step { from, to }) = (self.node, *mv) else {
            return 0;
        };
        if self.captures(side, from, to) {
            return 100 * self.stack_at(to).len() as i32;
        }
        let cell = self.stack_at(from);
        if to == self.home_position(side) && cell.is_stack() {
            return 100 * cell.count(side.opponent()) as i32;
        }
        0
    }
}
