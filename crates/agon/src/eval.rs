//! The heuristic evaluation of an Agon position for search (`docs/ai.md` § Agon): the core's
//! [`Evaluate`] hook, computed on the bitboards with shifts and popcounts only.
//!
//! Every feature is seen from one seat and reads "ours minus theirs", so each feature — and
//! the value — is antisymmetric: `features(A) = −features(B)`. The race to the centre
//! (agon.md §8.1) is measured in rings; custodian captures (§6) as the pieces each side could
//! capture with its next step.

use jokoak_core::{Evaluate, Outcome, Player};

use crate::board::Board;
use crate::geometry::{CENTRE, RING1, RINGS, guard_steps, queen_steps, shift};
use crate::position::{Agon, Node};
use crate::{Cell, Move};

jokoak_core::features! {
    /// Index of each feature in [`Evaluate::FEATURES`] order.
    mod f {
        GUARD_RINGS = "guard-rings", QUEEN_RING = "queen-ring", THRONE = "throne",
        RING1_GUARDS = "ring1-guards", THREATS = "capture-threats", QUEEN_THREAT = "queen-threat",
        PENDING = "pending", TEMPO = "tempo-capture",
    }
}

/// The ring a pending queen is counted on: she re-enters where her owner chooses, anywhere
/// but the centre (agon.md §7.2), so ring 1 at best.
const PENDING_QUEEN_RING: i32 = 1;

/// Σ over the cells of `b` of their ring.
#[inline]
fn ring_sum(b: u128) -> i32 {
    (1..6)
        .map(|k| k as i32 * (b & RINGS[k]).count_ones() as i32)
        .sum()
}

/// The cells a non-pending piece of `side` can step to now by the rules of agon.md §5
/// (inward or sideways, the centre for queens only, never a flanked cell), whether or not
/// `side` is the one to act.
#[inline]
fn reach(b: &Board, side: usize) -> u128 {
    let movable = b.sides[side] & !b.pending;
    let guards = movable & !b.queens;
    let mut to = 0;
    for d in 0..6 {
        to |= guard_steps(guards, d);
    }
    let queen = movable & b.queens;
    if queen != 0 {
        to |= queen_steps(Cell::from_bit(queen.trailing_zeros() as u8).unwrap_or(Cell::CENTRE));
    }
    to & b.empty() & !b.flanked(side)
}

/// The non-pending pieces of `side ^ 1` that `side` could capture with one step (agon.md
/// §6): a piece `v` with a reachable empty cell on one side (`v + d`) and a piece of `side`
/// on the other (`v − d`).
#[inline]
fn capturable(b: &Board, side: usize) -> u128 {
    let to = reach(b, side);
    let anvils = b.sides[side];
    let mut out = 0;
    for d in 0..6 {
        // v + d reachable ⇔ v ∈ shift(to, d + 3); v − d an anvil ⇔ v ∈ shift(anvils, d).
        out |= shift(to, (d + 3) % 6) & shift(anvils, d);
    }
    out & b.sides[side ^ 1] & !b.pending
}

impl Evaluate for Agon {
    /// `docs/ai.md` § Agon explains each feature.
    const FEATURES: &'static [&'static str] = f::NAMES;

    /// A logistic fit of self-play results (`docs/ai.md` "Tuning Abalone and Agon"), scaled so
    /// that a guard's ring is worth 20. The negative `throne` and `queen-threat` are the fit's:
    /// a queen on the centre is already paid for by `queen-ring`, and the win itself (agon.md
    /// §8.1) is scored by the search, not the evaluation.
    const WEIGHTS: &'static [i32] = &[20, 40, -115, 20, 60, -45, 60, 42];

    /// The features of `docs/ai.md` § Agon for `seat` (A = 0, B = 1), each "ours minus
    /// theirs":
    ///
    /// 0. `guard-rings`: the opponent's summed guard rings minus ours (pending guards counted
    ///    on ring 5, where they re-enter, agon.md §7.2);
    /// 1. `queen-ring`: the opponent queen's ring minus ours (a pending queen on ring 1);
    /// 2. `throne`: our queen (not pending) on the centre minus theirs (§8.1);
    /// 3. `ring1-guards`: our guards (not pending) on ring 1 minus theirs;
    /// 4. `capture-threats`: opponent pieces we could capture with one step minus own pieces
    ///    they could (§6);
    /// 5. `queen-threat`: the same for the queens alone (+1 / −1);
    /// 6. `pending`: their pieces awaiting re-entry minus ours (each costs a turn, §7.2);
    /// 7. `tempo-capture`: +1 if `seat` acts now and can capture, −1 if the opponent acts now
    ///    and can capture, else 0 (a side with pending pieces re-enters instead, §4).
    fn features(&self, seat: Player, out: &mut [i32]) {
        let b = &self.on_board;
        let s = seat.index() & 1;
        let o = s ^ 1;
        let guard_rings = |side: usize| {
            let guards = b.sides[side] & !b.queens;
            ring_sum(guards & !b.pending) + 5 * (guards & b.pending).count_ones() as i32
        };
        let queen_ring = |side: usize| {
            let q = b.queen(side);
            if q & b.pending != 0 {
                PENDING_QUEEN_RING
            } else {
                // A queen still in hand (placement set-up) counts as on the outer ring.
                if q == 0 { 5 } else { ring_sum(q) }
            }
        };
        let throne = |side: usize| i32::from(b.queen(side) & CENTRE & !b.pending != 0);
        let ring1 = |side: usize| (b.sides[side] & !b.queens & !b.pending & RING1).count_ones();
        let pending = |side: usize| (b.sides[side] & b.pending).count_ones() as i32;
        let threats = [capturable(b, 0), capturable(b, 1)];
        let mut v = [0i32; f::COUNT];
        v[f::GUARD_RINGS] = guard_rings(o) - guard_rings(s);
        v[f::QUEEN_RING] = queen_ring(o) - queen_ring(s);
        v[f::THRONE] = throne(s) - throne(o);
        v[f::RING1_GUARDS] = ring1(s) as i32 - ring1(o) as i32;
        v[f::THREATS] = threats[s].count_ones() as i32 - threats[o].count_ones() as i32;
        v[f::QUEEN_THREAT] =
            i32::from(threats[s] & b.queens != 0) - i32::from(threats[o] & b.queens != 0);
        v[f::PENDING] = pending(o) - pending(s);
        if self.node == Node::Decision && self.hands[0].is_empty() && self.hands[1].is_empty() {
            let mover = usize::from(self.turn & 1);
            let can = pending(mover) == 0 && threats[mover] != 0;
            v[f::TEMPO] = match (can, mover == s) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => -1,
            };
        }
        for (x, y) in out.iter_mut().zip(v) {
            *x = y;
        }
    }

    /// Steps that capture (agon.md §6).
    fn is_noisy(&self, mv: &Move) -> bool {
        self.captured_by(mv) != 0
    }

    /// Captures first (a queen above guards), then steps inward, the queen's before the
    /// guards'; re-entries nearer the centre first (a queen's); sideways steps last.
    fn move_priority(&self, mv: &Move) -> i32 {
        let b = &self.on_board;
        match *mv {
            Move::Step { from, to } => {
                let caught = self.captured_by(mv);
                let queen = b.queens & from.mask() != 0;
                1000 * caught.count_ones() as i32
                    + 500 * i32::from(caught & b.queens != 0)
                    + 100 * (i32::from(from.ring()) - i32::from(to.ring()))
                    + i32::from(queen) * 10
            }
            Move::Reenter { to, .. } => 50 - 10 * i32::from(to.ring()),
            Move::Place { at, .. } => -i32::from(at.ring()),
            Move::Pass | Move::First(_) => 0,
        }
    }

    /// A draw under the threefold rule (agon.md §8.4), when it is on.
    fn repetition_outcome(&self) -> Option<Outcome> {
        self.options
            .threefold_draw
            .then(|| Outcome::draw(2).ok())
            .flatten()
    }

    /// The position occurred before in the game, with the same player to act (what §8.4
    /// counts), when the threefold rule is on.
    fn is_repetition(&self) -> bool {
        self.options.threefold_draw && self.occurred_before()
    }
}

impl Agon {
    /// The pieces the step `mv` of the player to act would capture (0 for other moves).
    fn captured_by(&self, mv: &Move) -> u128 {
        match *mv {
            Move::Step { from, to } if self.node == Node::Decision => {
                let side = usize::from(self.turn & 1);
                if self.on_board.sides[side] & from.mask() == 0 {
                    return 0;
                }
                let mut after = self.on_board;
                after.relocate(side, from, to);
                after.captures(side, to)
            }
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jokoak_core::testkit::check_antisymmetric;
    use jokoak_core::{Game, GameRng, random_index, rng_from_seed};

    use crate::Options;

    #[test]
    fn a_repetition_is_a_draw_exactly_under_the_threefold_rule() {
        // agon.md §8.4: on by default, a draw; switched off, no repetition outcome.
        let on = Agon::new(Options::default()).unwrap();
        assert_eq!(on.repetition_outcome(), Some(Outcome::draw(2).unwrap()));
        let off = Agon::new(Options {
            threefold_draw: false,
            ..Options::default()
        })
        .unwrap();
        assert_eq!(off.repetition_outcome(), None);
    }

    #[test]
    fn a_position_of_the_games_past_is_a_repetition() {
        // agon.md §8.4 compares the cells and the player to act: the queens step out and back
        // (plies 1–4) and the start comes back, then each step out repeats ply 1's and 2's
        // positions; with the rule off, nothing is.
        let mut on: Agon = "A AQ@5:1 BQ@5:16".parse().unwrap();
        let mut off = Agon::parse(
            "A AQ@5:1 BQ@5:16",
            &Options {
                threefold_draw: false,
                ..Options::default()
            },
        )
        .unwrap();
        let shuffle = ["5:1-5:2", "5:16-5:17", "5:2-5:1", "5:17-5:16", "5:1-5:2"];
        let expected = [false, false, false, true, true];
        for (mv, repeated) in shuffle.iter().zip(expected) {
            for game in [&mut on, &mut off] {
                game.play(&mv.parse::<crate::Move>().unwrap()).unwrap();
            }
            assert_eq!(on.is_repetition(), repeated, "{on}");
            assert!(!off.is_repetition(), "{off}");
        }
    }

    /// The names are those of docs/ai.md's table, in order.
    #[test]
    fn the_features_are_the_documented_ones() {
        jokoak_core::testkit::check_features_documented::<Agon>(
            include_str!("../../../docs/ai.md"),
            "### Agon (`crates/agon/src/eval.rs`)",
        );
    }

    fn features(p: &Agon, seat: u8) -> Vec<i32> {
        p.feature_values(Player(seat))
    }

    fn pos(text: &str) -> Agon {
        text.parse().unwrap()
    }

    #[test]
    fn names_and_weights_match() {
        assert_eq!(Agon::FEATURES.len(), f::COUNT);
        assert_eq!(Agon::WEIGHTS.len(), f::COUNT);
    }

    /// The standard start (agon.md §3.1): all 14 pieces on ring 5, none adjacent, so every
    /// term is 0 for both seats — guards 6 × 5 = 30 each, queens on ring 5.
    #[test]
    fn standard_start_is_level() {
        let p = Agon::with_first(Options::default(), Player(0)).unwrap();
        assert_eq!(features(&p, 0), vec![0; f::COUNT]);
        assert_eq!(features(&p, 1), vec![0; f::COUNT]);
        assert_eq!(ring_sum(p.on_board.sides[0] & !p.on_board.queens), 30);
    }

    /// agon.md §12 T7: `AG@2:0, BG@3:0, AG@4:1`, A to act; `4:1-4:0` captures `BG@3:0`.
    /// By hand: A's guards on rings 2 and 4 (6), B's on ring 3; no queens (each counted on
    /// ring 5 while absent); A threatens B's 3:0, B threatens nothing (its one guard
    /// cannot step next to an A piece with another B piece beyond).
    #[test]
    fn t7_capture_threat_by_hand() {
        let p = pos("A AG@2:0 BG@3:0 AG@4:1");
        let fa = features(&p, 0);
        assert_eq!(fa[f::GUARD_RINGS], 3 - 6);
        assert_eq!(fa[f::QUEEN_RING], 0);
        assert_eq!(fa[f::THREATS], 1);
        assert_eq!(fa[f::TEMPO], 1);
        let mv: Move = "4:1-4:0".parse().unwrap();
        assert!(p.is_noisy(&mv));
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert_eq!(moves.iter().filter(|m| p.is_noisy(m)).count(), 1);
        let best = moves.iter().max_by_key(|m| p.move_priority(m)).unwrap();
        assert_eq!(*best, mv);
        // After the capture B's guard is pending: counted on ring 5, and B must re-enter.
        let mut q = p.clone();
        q.play(&mv).unwrap();
        let fa = features(&q, 0);
        assert_eq!(fa[f::PENDING], 1);
        assert_eq!(fa[f::GUARD_RINGS], 5 - (2 + 4));
        assert_eq!(fa[f::THREATS], 0);
    }

    /// agon.md §12 T12: `BQ@0:0, AG@1:0, AG@2:6`; `2:6-1:3` captures the enthroned B queen.
    #[test]
    fn t12_queen_on_the_throne_is_threatened() {
        let p = pos("A BQ@0:0 AG@1:0 AG@2:6");
        let fa = features(&p, 0);
        assert_eq!(fa[f::THRONE], -1);
        // B's queen on ring 0; A has none on the board (counted on ring 5).
        assert_eq!(fa[f::QUEEN_RING], -5);
        assert_eq!(fa[f::QUEEN_THREAT], 1);
        assert_eq!(fa[f::THREATS], 1);
        assert_eq!(fa[f::RING1_GUARDS], 1);
        let mv: Move = "2:6-1:3".parse().unwrap();
        assert!(p.is_noisy(&mv));
        assert!(p.move_priority(&mv) >= 1500);
    }

    fn random_positions(seed: u64, games: usize, mut check: impl FnMut(&Agon)) {
        let mut rng: GameRng = rng_from_seed(seed);
        let mut moves = Vec::new();
        for g in 0..games {
            let mut p = Agon::with_first(Options::default(), Player((g % 2) as u8)).unwrap();
            for _ in 0..400 {
                if p.outcome().is_some() {
                    break;
                }
                check(&p);
                moves.clear();
                p.legal_moves(&mut moves);
                let i = random_index(moves.len(), &mut rng);
                p.play(&moves[i]).unwrap();
            }
        }
    }

    #[test]
    fn features_are_antisymmetric() {
        random_positions(5, 6, |p| {
            if let Err(e) = check_antisymmetric(p) {
                panic!("{p}: {e}");
            }
        });
    }

    /// The capture threats of the side to act are exactly what its legal steps capture.
    #[test]
    fn threats_match_capturing_steps() {
        let mut seen = 0;
        random_positions(9, 6, |p| {
            let side = usize::from(p.turn & 1);
            if p.on_board.pending & p.on_board.sides[side] != 0 {
                return;
            }
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let caught = moves.iter().fold(0, |acc, m| acc | p.captured_by(m));
            assert_eq!(capturable(&p.on_board, side), caught, "{p}");
            for m in &moves {
                assert_eq!(p.is_noisy(m), p.captured_by(m) != 0);
                let _ = p.move_priority(m);
            }
            seen += usize::from(caught != 0);
        });
        assert!(seen > 10, "only {seen} positions with a capture");
    }
}
