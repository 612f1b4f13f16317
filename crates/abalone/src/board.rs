//! Bitboard rules: the marbles of each colour, move generation, move counting and move
//! resolution (abalone.md §4). Allocation-free: generation calls back once per move.

use crate::IllegalReason;
use crate::geometry::{Cell, Direction, VALID, shift};
use crate::moves::{Broadside, Inline, Move};

/// The marbles on the board: one padded bitboard per colour (b, w, r; the third stays empty in
/// 2-player games).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct Board {
    pub colours: [u128; 3],
}

/// What a move does to the board, ready to apply: toggle `own_xor` in the mover's colour and,
/// for a push, move the marbles on `run` one step by `offset` (the front one may leave the
/// board).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Action {
    pub own_xor: u128,
    pub run: u128,
    pub offset: i32,
}

const E: i32 = Direction::E.offset();
const NE: i32 = Direction::NE.offset();
const NW: i32 = Direction::NW.offset();

/// Calls `$m!(offset, direction index)` for the six directions and
/// `$b!(axis offset, axis index, direction offset, direction index)` for the 12 broadside
/// combinations (3 axes × the 4 directions off each), every offset a constant so that each
/// shift compiles to constant shifts of the `u128`.
macro_rules! each_direction {
    ($m:ident) => {
        $m!(E, 0);
        $m!(NE, 1);
        $m!(NW, 2);
        $m!(-E, 3);
        $m!(-NE, 4);
        $m!(-NW, 5);
    };
}

macro_rules! each_broadside {
    ($b:ident) => {
        $b!(E, 0, NE, 1);
        $b!(E, 0, NW, 2);
        $b!(E, 0, -NE, 4);
        $b!(E, 0, -NW, 5);
        $b!(NE, 1, E, 0);
        $b!(NE, 1, NW, 2);
        $b!(NE, 1, -E, 3);
        $b!(NE, 1, -NW, 5);
        $b!(NW, 2, E, 0);
        $b!(NW, 2, NE, 1);
        $b!(NW, 2, -E, 3);
        $b!(NW, 2, -NE, 4);
    };
}

/// In-line move sets for one direction: bit `o` set = the group with rear marble `o` can move.
struct InlineSets {
    /// Simple moves of 1, 2, 3 marbles (the cell ahead is empty).
    simple: [u128; 3],
    /// 2v1 pushes.
    push21: u128,
    /// 3v1 pushes.
    push31: u128,
    /// 3v2 pushes.
    push32: u128,
}

#[inline(always)]
fn inline_sets<const S: i32>(own: u128, opp: u128) -> InlineSets {
    let empty = VALID & !(own | opp);
    let free = !(own | opp); // empty or off the board
    let back = |x: u128, k: i32| shift(x, -k * S);
    let own2 = own & back(own, 1);
    let own3 = own2 & back(own, 2);
    let opp3 = own3 & back(opp, 3);
    InlineSets {
        simple: [
            own & back(empty, 1),
            own2 & back(empty, 2),
            own3 & back(empty, 3),
        ],
        push21: own2 & back(opp, 2) & back(free, 3),
        push31: opp3 & back(free, 4),
        push32: opp3 & back(opp, 4) & back(free, 5),
    }
}

/// Broadside groups for one (axis, direction): pairs and triples by their first end.
#[inline(always)]
fn broadside_sets<const SA: i32, const SD: i32>(own: u128, empty: u128) -> (u128, u128) {
    let ed = shift(empty, -SD);
    let pairs = own & shift(own, -SA) & ed & shift(ed, -SA);
    let triples = pairs & shift(own, -2 * SA) & shift(ed, -2 * SA);
    (pairs, triples)
}

/// Visits the set bits of `m` as padded indices.
#[inline(always)]
fn for_bits(mut m: u128, mut f: impl FnMut(i32)) {
    while m != 0 {
        let p = m.trailing_zeros() as i32;
        m &= m - 1;
        f(p);
    }
}

#[inline(always)]
fn bit(p: i32) -> u128 {
    1u128 << p
}

/// Calls `f` for the in-line moves of direction `S` (index `di`).
#[inline(always)]
fn visit_inline<const S: i32>(own: u128, opp: u128, di: usize, f: &mut impl FnMut(Move, Action)) {
    let dir = Direction::ALL[di];
    let m = inline_sets::<S>(own, opp);
    let inline = |p: i32| {
        Move::Inline(Inline {
            from: Cell::from_padded(p as u32),
            dir,
        })
    };
    for (k, set) in [(1, m.simple[0]), (2, m.simple[1]), (3, m.simple[2])] {
        for_bits(set, |p| {
            let action = Action {
                own_xor: bit(p) | bit(p + k * S),
                run: 0,
                offset: S,
            };
            f(inline(p), action);
        });
    }
    for (set, k, pushed) in [(m.push21, 2, 1), (m.push31, 3, 1), (m.push32, 3, 2)] {
        for_bits(set, |p| {
            let t = p + k * S;
            let run = if pushed == 1 {
                bit(t)
            } else {
                bit(t) | bit(t + S)
            };
            let action = Action {
                own_xor: bit(p) | bit(t),
                run,
                offset: S,
            };
            f(inline(p), action);
        });
    }
}

/// Calls `f` for the broadside moves along axis `SA` (index `ai`) in direction `SD` (`di`).
#[inline(always)]
fn visit_broadside<const SA: i32, const SD: i32>(
    own: u128,
    empty: u128,
    ai: usize,
    di: usize,
    f: &mut impl FnMut(Move, Action),
) {
    let (pairs, triples) = broadside_sets::<SA, SD>(own, empty);
    for (set, len) in [(pairs, 2u8), (triples, 3)] {
        for_bits(set, |p| {
            let group = if len == 2 {
                bit(p) | bit(p + SA)
            } else {
                bit(p) | bit(p + SA) | bit(p + 2 * SA)
            };
            let mv = Move::Broadside(Broadside {
                from: Cell::from_padded(p as u32),
                axis: Direction::ALL[ai],
                len,
                dir: Direction::ALL[di],
            });
            let action = Action {
                own_xor: group | shift(group, SD),
                run: 0,
                offset: SD,
            };
            f(mv, action);
        });
    }
}

/// The action of the in-line move of direction `S` whose rear marble is `from` (a board move
/// taken from generation, [`Board::action_unchecked`]): the own marbles move up to the first
/// cell ahead that is not own (at most two own marbles ahead of the rear one), and a push
/// moves the opponent marbles on that cell and the next (a legal push leaves the cell after
/// them empty or off the board, §4.3).
#[inline(always)]
fn inline_action<const S: i32>(from: u128, own: u128, others: u128) -> Action {
    let a1 = shift(from, S);
    let a2 = shift(a1, S);
    let target = if own & a1 == 0 {
        a1
    } else if own & a2 == 0 {
        a2
    } else {
        shift(a2, S)
    };
    let run = if others & target != 0 {
        others & (target | shift(target, S))
    } else {
        0
    };
    Action {
        own_xor: from | target,
        run,
        offset: S,
    }
}

/// The action of the broadside move of two (three with `three`) marbles along axis `SA` from
/// `from`, in direction `SD` (§4.2).
#[inline(always)]
fn broadside_action<const SA: i32, const SD: i32>(from: u128, three: bool) -> Action {
    let mut group = from | shift(from, SA);
    if three {
        group |= shift(from, 2 * SA);
    }
    Action {
        own_xor: group | shift(group, SD),
        run: 0,
        offset: SD,
    }
}

impl Board {
    /// Every occupied cell.
    #[inline(always)]
    pub fn occupied(&self) -> u128 {
        self.colours[0] | self.colours[1] | self.colours[2]
    }

    /// The marbles of every colour but `seat`'s.
    #[inline(always)]
    pub fn others(&self, seat: usize) -> u128 {
        self.occupied() & !self.colours[seat]
    }

    /// The number of legal moves of `seat` (abalone.md §4.5 counting), by popcounts only.
    ///
    /// In-line moves are counted per direction from the front, with one shift per step: for a
    /// cell `c` ahead of `k` own marbles, `h_k(c)` says whether that group can move, so
    /// `h3 = empty | opp & (free⁺ | opp⁺ & free⁺⁺)`, `h2 = empty | opp & free⁺ | own & h3⁺`,
    /// `h1 = empty | own & h2⁺`, and the rear marbles that move are `own & h1⁺` (`x⁺` = `x`
    /// read one step ahead). Broadsides share the per-axis groups and per-direction targets.
    ///
    /// The 30 sets of moving groups (6 directions in line, 12 broadside pairs, 12 triples) are
    /// counted together, two at a time (`popcount::Tally`).
    #[must_use]
    pub fn count_moves(&self, seat: usize) -> u32 {
        let own = self.colours[seat];
        let opp = self.others(seat);
        let empty = VALID & !(own | opp);
        let free = !(own | opp);
        let mut tally = crate::popcount::Tally::default();
        // The rear marbles of the in-line groups that move in direction `$s`.
        macro_rules! inline {
            ($s:expr) => {{
                let ahead = |x: u128| shift(x, -($s));
                let free1 = ahead(free);
                let h3 = empty | opp & ahead(free | opp & free1);
                let h2 = empty | opp & free1 | own & ahead(h3);
                let h1 = empty | own & ahead(h2);
                own & ahead(h1)
            }};
        }
        tally.add2(inline!(E), inline!(NE));
        tally.add2(inline!(NW), inline!(-E));
        tally.add2(inline!(-NE), inline!(-NW));
        // Pairs and triples along each axis, by their first end.
        let pairs = [
            own & shift(own, -E),
            own & shift(own, -NE),
            own & shift(own, -NW),
        ];
        let triples = [
            pairs[0] & shift(pairs[0], -E),
            pairs[1] & shift(pairs[1], -NE),
            pairs[2] & shift(pairs[2], -NW),
        ];
        macro_rules! broadside {
            ($sa:expr, $ai:expr, $sd:expr, $di:expr) => {
                let ed = shift(empty, -($sd));
                let two = ed & shift(ed, -($sa));
                let three = two & shift(two, -($sa));
                tally.add2(pairs[$ai] & two, triples[$ai] & three);
            };
        }
        each_broadside!(broadside);
        tally.total()
    }

    /// `true` if `seat` has at least one legal move (cheap: an own marble next to an empty
    /// cell can always step there; only otherwise are moves counted).
    #[must_use]
    pub fn has_move(&self, seat: usize) -> bool {
        let own = self.colours[seat];
        let empty = VALID & !self.occupied();
        let mut near = 0;
        macro_rules! step {
            ($s:expr, $di:expr) => {
                near |= shift(empty, -($s));
            };
        }
        each_direction!(step);
        own & near != 0 || self.count_moves(seat) > 0
    }

    /// Calls `f(move, action)` for every legal move of `seat`, with the action that plays it.
    #[inline(always)]
    pub fn for_each_move(&self, seat: usize, mut f: impl FnMut(Move, Action)) {
        let own = self.colours[seat];
        let opp = self.others(seat);
        let empty = VALID & !(own | opp);
        macro_rules! inline {
            ($s:expr, $di:expr) => {
                visit_inline::<{ $s }>(own, opp, $di, &mut f);
            };
        }
        macro_rules! broadside {
            ($sa:expr, $ai:expr, $sd:expr, $di:expr) => {
                visit_broadside::<{ $sa }, { $sd }>(own, empty, $ai, $di, &mut f);
            };
        }
        each_direction!(inline);
        each_broadside!(broadside);
    }

    /// Checks `mv` for `seat` against the rules (§4.2, §4.3) and returns its action.
    ///
    /// # Errors
    /// The rule the move breaks. `Pass` and `Flag` are not board moves ([`IllegalReason::Malformed`]).
    pub fn resolve(&self, seat: usize, mv: Move) -> Result<Action, IllegalReason> {
        let own = self.colours[seat];
        let occ = self.occupied();
        let holds = |p: i32, b: u128| (0..128).contains(&p) && b & bit(p) != 0;
        match mv {
            Move::Inline(Inline { from, dir }) => {
                let s = dir.offset();
                let o = i32::from(from.padded());
                if !holds(o, own) {
                    return Err(IllegalReason::NotOwn(from));
                }
                let mut k = 1;
                while holds(o + k * s, own) {
                    k += 1;
                    if k > 3 {
                        return Err(IllegalReason::TooManyMarbles);
                    }
                }
                let t = o + k * s;
                if !holds(t, VALID) {
                    return Err(IllegalReason::OffBoard);
                }
                let own_xor = bit(o) | bit(t);
                if !holds(t, occ) {
                    return Ok(Action {
                        own_xor,
                        run: 0,
                        offset: s,
                    });
                }
                if k == 1 {
                    return Err(IllegalReason::SingleCannotPush);
                }
                let mut m = 0;
                let mut run = 0;
                while holds(t + m * s, occ & !own) {
                    run |= bit(t + m * s);
                    m += 1;
                    if m >= k {
                        return Err(IllegalReason::NoSumito {
                            own: k as u8,
                            opponents: m as u8,
                        });
                    }
                }
                let x = t + m * s;
                if holds(x, own) {
                    return Err(IllegalReason::Sandwich(Cell::from_padded(x as u32)));
                }
                Ok(Action {
                    own_xor,
                    run,
                    offset: s,
                })
            }
            Move::Broadside(b) => {
                // Only the canonical form (first end, positive axis) is a move value.
                let (axis, dir) = (b.axis, b.dir);
                if !(2..=3).contains(&b.len) || dir.is_parallel(axis) || axis.axis() != axis {
                    return Err(IllegalReason::Malformed);
                }
                let (sa, sd) = (axis.offset(), dir.offset());
                let o = i32::from(b.from.padded());
                let len = i32::from(b.len);
                let mut group = 0;
                for i in 0..len {
                    let p = o + i * sa;
                    if !holds(p, own) {
                        return Err(match holds(p, VALID) {
                            true => IllegalReason::NotOwn(Cell::from_padded(p as u32)),
                            false => IllegalReason::Malformed,
                        });
                    }
                    group |= bit(p);
                }
                for i in 0..len {
                    let q = o + i * sa + sd;
                    if !holds(q, VALID) {
                        return Err(IllegalReason::BroadsideOffBoard);
                    }
                    if holds(q, occ) {
                        return Err(IllegalReason::Occupied(Cell::from_padded(q as u32)));
                    }
                }
                Ok(Action {
                    own_xor: group | shift(group, sd),
                    run: 0,
                    offset: sd,
                })
            }
            Move::Pass | Move::Flag(_) => Err(IllegalReason::Malformed),
        }
    }

    /// The action of `mv`, a board move taken from [`Board::for_each_move`] for `seat`,
    /// without checking the rules again (the fast path of `play_unchecked`): an in-line move
    /// moves the own marbles from its rear marble up to the first cell that is not own and
    /// pushes the opponent marbles in line behind them; a broadside moves its group. Every
    /// step is a constant shift of the direction's own code path (no index to check, so
    /// nothing panics); for any other move the result is unspecified. `None` for `Pass` and
    /// `Flag`.
    #[inline]
    pub fn action_unchecked(&self, seat: usize, mv: Move) -> Option<Action> {
        let own = self.colours[seat];
        let others = self.others(seat);
        match mv {
            Move::Inline(Inline { from, dir }) => {
                let from = from.bit();
                macro_rules! inline {
                    ($($s:expr, $di:expr);*) => {
                        match dir.index() {
                            $($di => inline_action::<{ $s }>(from, own, others),)*
                            _ => inline_action::<{ -NW }>(from, own, others),
                        }
                    };
                }
                Some(inline!(E, 0; NE, 1; NW, 2; -E, 3; -NE, 4))
            }
            Move::Broadside(b) => {
                let from = b.from.bit();
                let three = b.len >= 3;
                macro_rules! broadside {
                    ($($sa:expr, $ai:expr, $sd:expr, $di:expr);*) => {
                        match (b.axis.index(), b.dir.index()) {
                            $(($ai, $di) => broadside_action::<{ $sa }, { $sd }>(from, three),)*
                            // Not a generated move: any action will do.
                            _ => broadside_action::<E, NE>(from, three),
                        }
                    };
                }
                Some(broadside!(
                    E, 0, NE, 1; E, 0, NW, 2; E, 0, -NE, 4; E, 0, -NW, 5;
                    NE, 1, E, 0; NE, 1, NW, 2; NE, 1, -E, 3; NE, 1, -NW, 5;
                    NW, 2, E, 0; NW, 2, NE, 1; NW, 2, -E, 3; NW, 2, -NE, 4
                ))
            }
            Move::Pass | Move::Flag(_) => None,
        }
    }

    /// Applies an action of `seat`; returns `true` if a marble was ejected.
    #[inline(always)]
    pub fn apply(&mut self, seat: usize, a: Action) -> bool {
        self.colours[seat] ^= a.own_xor;
        if a.run == 0 {
            return false;
        }
        let mut ejected = false;
        for (c, b) in self.colours.iter_mut().enumerate() {
            if c == seat {
                continue;
            }
            let moved = *b & a.run;
            if moved != 0 {
                let to = shift(moved, a.offset);
                *b = (*b ^ moved) | (to & VALID);
                ejected |= to & !VALID != 0;
            }
        }
        ejected
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let bits = |cs: &[&str]| {
            cs.iter()
                .map(|c| c.parse::<Cell>().unwrap().bit())
                .fold(0, |a, b| a | b)
        };
        Board {
            colours: [bits(black), bits(white), 0],
        }
    }

    #[test]
    fn count_matches_enumeration_and_resolution() {
        let b = board(&["e3", "e4", "e5", "e6", "d4"], &["e7", "f5", "a1"]);
        let mut n = 0;
        b.for_each_move(0, |mv, a| {
            n += 1;
            assert_eq!(b.resolve(0, mv), Ok(a), "{mv}");
        });
        assert_eq!(n, b.count_moves(0));
        assert!(b.has_move(0));
    }
}
