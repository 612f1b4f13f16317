//! The heuristic evaluation of an Abalone position for search (`docs/ai.md` § Abalone): the
//! core's [`Evaluate`] hook, computed on the bitboards with shifts and popcounts only.
//!
//! Every feature is seen from one seat and reads "ours minus theirs" (with 3 players "theirs"
//! is the mean of the two others, rounded toward zero, except where a feature says
//! otherwise), so with 2 players each feature — and the value — is antisymmetric:
//! `features(a) = −features(b)`. The terms follow the literature on Abalone programs:
//! marbles, centre distance and cohesion (Lemmens 2005; Chorus 2009), marbles on the rim and
//! ejection threats (edge danger), and sumito counts (the MLA program's terms).

use jokoak_core::{Evaluate, Outcome, Player};

use crate::geometry::{Direction, VALID, WIDTH, shift};
use crate::moves::Move;
use crate::position::Abalone;

/// Hex distance of each padded bit from the centre E5 (0 for padding): cell `(r, c)` is
/// `max(|r − 5|, |c − 5|, |r − c|)` steps away (abalone.md §2.3's axes).
const DIST: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut r = 1;
    while r <= 9 {
        let mut c = 1;
        while c <= 9 {
            let (dr, dc) = (r - 5i32, c - 5i32);
            let d = r - c;
            if d.abs() <= 4 {
                let mut m = dr.abs();
                if dc.abs() > m {
                    m = dc.abs();
                }
                if d.abs() > m {
                    m = d.abs();
                }
                t[(r * WIDTH + c) as usize] = m as u8;
            }
            c += 1;
        }
        r += 1;
    }
    t
};

/// The cells at distance `k` from the centre, `k` = 0..=4 (1, 6, 12, 18 and 24 cells; ring 4
/// is the rim of abalone.md §2.3).
const RINGS: [u128; 5] = {
    let mut t = [0u128; 5];
    let mut p = 0;
    while p < 128 {
        if VALID & (1u128 << p) != 0 {
            t[DIST[p] as usize] |= 1u128 << p;
        }
        p += 1;
    }
    t
};

/// The 24 rim cells.
const RIM: u128 = RINGS[4];

/// Everything that is not a cell: a marble pushed there leaves the board (§4.3).
const OFF: u128 = !VALID;

jokoak_core::features! {
    /// Index of each feature in [`Evaluate::FEATURES`] order.
    mod f {
        MARBLES = "marbles", CENTRE = "centre", COHESION = "cohesion", RIM = "rim",
        THREATS = "ejection-threats", SUMITOS = "sumitos", TEMPO = "tempo-threat",
    }
}

/// Per seat: the opponent marbles it could eject with one move, and how many sumitos (pushes,
/// abalone.md §4.3) it has.
#[derive(Clone, Copy, Default)]
struct Attack {
    ejectable: u128,
    sumitos: u32,
}

/// The pushes of the marbles `own` against `opp` (any other colour) in direction `S`, by
/// their front pushed marble `y`: 2v1 and 3v1 (`y` alone in front of 2 or 3 own marbles) and
/// 3v2 (`y` and the opponent marble behind it in front of 3 own marbles), each needing a free
/// cell (empty or off the board) beyond `y` (§4.3). Adds the sumitos and the marbles pushed
/// off the board.
#[inline(always)]
fn pushes<const S: i32>(own: u128, opp: u128, attack: &mut Attack) {
    let free = !(own | opp);
    // `behind(x, k)`: the cells whose k-th cell back (against S) is in `x`.
    let behind = |x: u128, k: i32| shift(x, k * S);
    let ahead_free = shift(free, -S);
    let ahead_off = shift(OFF, -S);
    let own1 = behind(own, 1);
    let own12 = own1 & behind(own, 2);
    let single = opp & own12; // y with two own marbles right behind it
    let v31 = single & behind(own, 3);
    let pair = opp & behind(opp, 1) & behind(own, 2) & behind(own, 3) & behind(own, 4);
    attack.sumitos += (single & ahead_free).count_ones()
        + (v31 & ahead_free).count_ones()
        + (pair & ahead_free).count_ones();
    attack.ejectable |= (single | pair) & ahead_off;
}

impl Attack {
    /// The attack of the marbles `own` on every other marble `opp`.
    fn of(own: u128, opp: u128) -> Attack {
        let mut a = Attack::default();
        const E: i32 = Direction::E.offset();
        const NE: i32 = Direction::NE.offset();
        const NW: i32 = Direction::NW.offset();
        pushes::<E>(own, opp, &mut a);
        pushes::<NE>(own, opp, &mut a);
        pushes::<NW>(own, opp, &mut a);
        pushes::<{ -E }>(own, opp, &mut a);
        pushes::<{ -NE }>(own, opp, &mut a);
        pushes::<{ -NW }>(own, opp, &mut a);
        a
    }
}

/// Σ of the centre distances of the marbles `b`.
#[inline]
fn centre_sum(b: u128) -> i32 {
    (1..5)
        .map(|k| k as i32 * (b & RINGS[k]).count_ones() as i32)
        .sum()
}

/// Pairs of adjacent marbles within `b` (each pair once: along E, NE, NW).
#[inline]
fn adjacent_pairs(b: u128) -> i32 {
    const E: i32 = Direction::E.offset();
    const NE: i32 = Direction::NE.offset();
    const NW: i32 = Direction::NW.offset();
    ((b & shift(b, E)).count_ones()
        + (b & shift(b, NE)).count_ones()
        + (b & shift(b, NW)).count_ones()) as i32
}

/// `g(seat) − mean(g(other seats))` over the `players` seats, rounded toward zero.
#[inline]
fn versus(players: usize, seat: usize, g: impl Fn(usize) -> i32) -> i32 {
    let others: i32 = (0..players).filter(|&i| i != seat).map(&g).sum();
    let n = players as i32 - 1;
    (n * g(seat) - others) / n
}

impl Evaluate for Abalone {
    /// `docs/ai.md` § Abalone explains each feature and where it comes from.
    const FEATURES: &'static [&'static str] = f::NAMES;

    /// Tuned by self-play (`docs/ai.md` "Tuning Abalone and Agon"); 100 = one marble.
    const WEIGHTS: &'static [i32] = &[100, 7, 2, -1, 17, 5, 29];

    /// Abalone has no zugzwang worth the name: with dozens of quiet moves (a marble
    /// shuffled inside its own group) a side is hardly ever worse for having to move, so a
    /// pass ([`Evaluate::with_mover`]) bounds a position's value from below in practice.
    const NULL_MOVE: bool = true;

    /// The features of `docs/ai.md` § Abalone for `seat`, each "ours minus theirs":
    ///
    /// 0. `marbles`: marbles ejected (the score, abalone.md §5) by `seat` minus the opponent's;
    ///    with 3 players minus the best other score (the race to 6, §5.2);
    /// 1. `centre`: the opponents' summed hex distances to E5 minus ours;
    /// 2. `cohesion`: pairs of adjacent own marbles minus theirs;
    /// 3. `rim`: their marbles on the rim minus ours;
    /// 4. `ejection-threats`: opponent marbles we could push off with one sumito minus own
    ///    marbles some opponent could push off (edge danger);
    /// 5. `sumitos`: our legal pushes (2v1, 3v1, 3v2) minus theirs;
    /// 6. `tempo-threat`: +1 if `seat` is to move and can eject, −1 if the seat to move can
    ///    eject one of ours, else 0 (the ejection threat that is real now).
    fn features(&self, seat: Player, out: &mut [i32]) {
        let n = usize::from(self.players);
        let s = seat.index().min(n - 1);
        let c = &self.marbles.colours;
        let occupied = self.marbles.occupied();
        let mut attacks = [Attack::default(); 3];
        for (i, a) in attacks.iter_mut().enumerate().take(n) {
            *a = Attack::of(c[i], occupied & !c[i]);
        }
        let mut v = [0i32; f::COUNT];
        let score = |i: usize| i32::from(self.scores[i]);
        let best_other = (0..n).filter(|&i| i != s).map(score).max().unwrap_or(0);
        v[f::MARBLES] = score(s) - best_other;
        v[f::CENTRE] = -versus(n, s, |i| centre_sum(c[i]));
        v[f::COHESION] = versus(n, s, |i| adjacent_pairs(c[i]));
        v[f::RIM] = -versus(n, s, |i| (c[i] & RIM).count_ones() as i32);
        let against: u128 = (0..n)
            .filter(|&i| i != s)
            .fold(0, |acc, i| acc | attacks[i].ejectable);
        v[f::THREATS] =
            attacks[s].ejectable.count_ones() as i32 - (against & c[s]).count_ones() as i32;
        v[f::SUMITOS] = versus(n, s, |i| attacks[i].sumitos as i32);
        let mover = usize::from(self.side).min(n - 1);
        v[f::TEMPO] = if mover == s {
            i32::from(attacks[s].ejectable != 0)
        } else {
            -i32::from(attacks[mover].ejectable & c[s] != 0)
        };
        for (o, x) in out.iter_mut().zip(v) {
            *o = x;
        }
    }

    /// Ejections (abalone.md §4.3: the pushed front marble leaves the board).
    fn is_noisy(&self, mv: &Move) -> bool {
        matches!(self.shape(*mv), Shape::Push { eject: true, .. })
    }

    /// Ejections first, then sumitos (3 pushers before 2), then 3-marble in-line moves,
    /// 3-marble broadsides, 2-marble moves and single steps; within a class, moves that bring
    /// the group nearer the centre first.
    fn move_priority(&self, mv: &Move) -> i32 {
        let (class, gain) = match self.shape(*mv) {
            Shape::Push {
                eject: true,
                pushers,
                gain,
            } => (90 + pushers, gain),
            Shape::Push { pushers, gain, .. } => (60 + pushers, gain),
            Shape::Inline { len: 3, gain } => (30, gain),
            Shape::Broadside { len: 3, gain } => (20, gain),
            Shape::Inline { len: 2, gain } | Shape::Broadside { len: 2, gain } => (10, gain),
            Shape::Inline { gain, .. } | Shape::Broadside { gain, .. } => (0, gain),
            Shape::Other => return 0,
        };
        class * 100 + gain
    }

    /// The end by repetition (abalone.md §6 #12: a draw with 2 players, the totals as they
    /// stand with 3), when `threefold_draw` is on.
    fn repetition_outcome(&self) -> Option<Outcome> {
        if self.options.threefold_draw {
            self.outcome_of(crate::position::End::Repetition)
        } else {
            None
        }
    }

    /// The position occurred before since the last ejection, with the same seat to move
    /// (what §6 #12 counts), when `threefold_draw` is on.
    fn is_repetition(&self) -> bool {
        self.options.threefold_draw && self.repetitions() >= 2
    }

    /// The position with `seat` to move (best-reply search with 3 players); `None` once the
    /// game is over or for a seat the game does not have.
    fn with_mover(&self, seat: Player) -> Option<Abalone> {
        (self.end.is_none() && seat.0 < self.players).then(|| self.with_side(seat.0))
    }
}

/// What a move does, for ordering: its kind, its size and the centre distance it gains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// A sumito by `pushers` own marbles; `eject` if the front pushed marble leaves the board.
    Push {
        eject: bool,
        pushers: i32,
        gain: i32,
    },
    /// An in-line move of `len` marbles into an empty cell.
    Inline { len: i32, gain: i32 },
    /// A broadside move of `len` marbles.
    Broadside { len: i32, gain: i32 },
    /// A pass, a flag fall, or a move that is not legal here.
    Other,
}

impl Abalone {
    /// The [`Shape`] of `mv` for the player to move; `gain` is the drop of the summed centre
    /// distance of the moving own marbles.
    fn shape(&self, mv: Move) -> Shape {
        let side = usize::from(self.side).min(2);
        let own = self.marbles.colours[side];
        let opp = self.marbles.others(side);
        let at = |p: i32, b: u128| (0..128).contains(&p) && b & (1u128 << p) != 0;
        let dist = |p: i32| {
            if (0..128).contains(&p) {
                i32::from(DIST[p as usize])
            } else {
                0
            }
        };
        match mv {
            Move::Inline(m) => {
                let (from, dir) = (m.from(), m.dir());
                let s = dir.offset();
                // The marbles of `colour` in line from `p` on (at most 3), and the cell after.
                let line = |mut p: i32, colour: u128| {
                    let mut n = 0;
                    while n < 3 && at(p, colour) {
                        n += 1;
                        p += s;
                    }
                    (n, p)
                };
                let rear = i32::from(from.padded());
                // `p` is the first cell ahead of the group.
                let (len, p) = line(rear, own);
                if len == 0 {
                    return Shape::Other;
                }
                let gain = dist(rear) - dist(p);
                let (pushed, q) = line(p, opp);
                if pushed == 0 {
                    Shape::Inline { len, gain }
                } else {
                    Shape::Push {
                        eject: !at(q, VALID),
                        pushers: len,
                        gain,
                    }
                }
            }
            Move::Broadside(b) => {
                let (from, axis, len, dir) = (b.from(), b.axis(), b.marbles(), b.dir());
                let (sa, sd) = (axis.offset(), dir.offset());
                let o = i32::from(from.padded());
                let gain = (0..i32::from(len))
                    .map(|i| dist(o + i * sa) - dist(o + i * sa + sd))
                    .sum();
                Shape::Broadside {
                    len: i32::from(len),
                    gain,
                }
            }
            Move::Pass | Move::Flag(_) => Shape::Other,
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
    fn a_position_of_the_games_past_is_a_repetition() {
        // abalone.md §6 #12 compares the marbles and the side to move: one marble of each
        // side steps out and back (plies 1–4), so the start comes back, then each step out
        // repeats ply 1's and 2's positions; with the rule off, nothing is.
        let mut on = Abalone::new(Options::default(), 2).unwrap();
        let mut off = Abalone::new(
            Options {
                threefold_draw: false,
                ..Options::default()
            },
            2,
        )
        .unwrap();
        let shuffle = ["c3d4", "g7f6", "d4c3", "f6g7", "c3d4", "g7f6"];
        let expected = [false, false, false, true, true, true];
        for (mv, repeated) in shuffle.iter().zip(expected) {
            for game in [&mut on, &mut off] {
                game.play(&mv.parse().unwrap()).unwrap();
            }
            assert_eq!(on.is_repetition(), repeated, "{on}");
            assert!(!off.is_repetition(), "{off}");
        }
        // A match of one game (what the arena's agents search) reads its game's history; in a
        // longer match a repetition ends a game, not the match.
        assert!(jokoak_core::Match::with_games(on.clone(), 1).is_repetition());
        assert!(!jokoak_core::Match::with_games(on, 2).is_repetition());
    }

    /// The names are those of docs/ai.md's table, in order.
    #[test]
    fn the_features_are_the_documented_ones() {
        jokoak_core::testkit::check_features_documented::<Abalone>(
            include_str!("../../../docs/ai.md"),
            "### Abalone (`crates/abalone/src/eval.rs`)",
        );
    }

    fn features(p: &Abalone, seat: u8) -> Vec<i32> {
        p.feature_values(Player(seat))
    }

    fn pos(text: &str) -> Abalone {
        text.parse().unwrap()
    }

    #[test]
    fn a_move_out_of_turn_is_the_position_with_that_side_to_move() {
        // The 3-player start (abalone.md §7.4) with White (P2) and Red (P3) to move.
        let start = pos("ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 0 0 0 0 1");
        for (seat, side) in [(1, "w"), (2, "r"), (0, "b")] {
            let text = format!("ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb {side} 0 0 0 0 1");
            let moved = start.with_mover(Player(seat)).unwrap();
            assert_eq!(moved.hash_key(), pos(&text).hash_key(), "{side}");
            assert_eq!(moved.to_move(), jokoak_core::ToMove::Player(Player(seat)));
        }
        assert!(start.with_mover(Player(3)).is_none());
    }

    #[test]
    fn tables_match_the_board() {
        assert_eq!(Abalone::FEATURES.len(), f::COUNT);
        assert_eq!(Abalone::WEIGHTS.len(), f::COUNT);
        // Ring sizes 1, 6, 12, 18, 24 (abalone.md §2.3: 24 rim cells).
        let sizes: Vec<u32> = RINGS.iter().map(|r| r.count_ones()).collect();
        assert_eq!(sizes, [1, 6, 12, 18, 24]);
        for c in crate::Cell::all() {
            assert_eq!(RIM & c.bit() != 0, c.is_rim(), "{c}");
        }
    }

    /// The standard start (abalone.md §3.1), by hand. Black: row A, 5 marbles at distance 4
    /// (20); row B, B1 and B6 at 4, B2–B5 at 3 (20); C3–C5 at 2 (6): 46. White mirrors it, so
    /// every "ours − theirs" term is 0. Cohesion: black has 4 + 5 + 2 = 11 pairs along rows,
    /// A1–B2 … A5–B6 and B2–C3, B3–C4, B4–C5 = 8 along NE, A1–B1 … A5–B5 and B3–C3, B4–C4,
    /// B5–C5 = 8 along NW: 27 each.
    #[test]
    fn standard_start_by_hand() {
        let p = Abalone::default();
        assert_eq!(centre_sum(p.marbles.colours[0]), 46);
        assert_eq!(centre_sum(p.marbles.colours[1]), 46);
        assert_eq!(adjacent_pairs(p.marbles.colours[0]), 27);
        assert_eq!(adjacent_pairs(p.marbles.colours[1]), 27);
        // Rim: black's row A (5) plus B1 and B6 = 7.
        assert_eq!((p.marbles.colours[0] & RIM).count_ones(), 7);
        assert_eq!(features(&p, 0), vec![0; f::COUNT]);
        assert_eq!(features(&p, 1), vec![0; f::COUNT]);
        assert_eq!(p.evaluate(Player(0)), 0);
    }

    /// A black marble on A1 with white marbles on B1 and C1 behind it on one line (B1 and C1
    /// are A1's neighbours NW and NW-twice, abalone.md §2.3): white's 2v1 sumito `c1b1`
    /// pushes it south-east, where A1 has no neighbour, so the black marble is one push from
    /// ejection (edge danger) and that push is white's only sumito.
    #[test]
    fn edge_danger_one_push_from_ejection() {
        // Row A = last rank: `b4` puts b on A1; row B: `w5` w on B1; row C: `w6` w on C1.
        let p = pos("5/6/7/8/9/8/w6/w5/b4 b 0 0 0 1");
        assert_eq!(p.marble_at("a1".parse().unwrap()), Some(Player(0)));
        assert_eq!(p.marble_at("c1".parse().unwrap()), Some(Player(1)));
        let fb = features(&p, 0);
        let fw = features(&p, 1);
        // White can eject A1 (c1b1 pushes b1 onto a1 and a1 off, 2v1); black threatens nothing.
        assert_eq!(fb[f::THREATS], -1);
        assert_eq!(fw[f::THREATS], 1);
        // One sumito for white (the ejection); black's single marble cannot push.
        assert_eq!(fw[f::SUMITOS], 1);
        // Black to move: white's threat is not the mover's, so no tempo term for black...
        assert_eq!(fb[f::TEMPO], 0);
        // ...but with white to move the threat is immediate.
        let q = pos("5/6/7/8/9/8/w6/w5/b4 w 0 0 0 1");
        assert_eq!(features(&q, 0)[f::TEMPO], -1);
        assert_eq!(features(&q, 1)[f::TEMPO], 1);
        // Rim: a1, b1 and c1 are all rim cells: 1 black, 2 white.
        assert_eq!(fb[f::RIM], 2 - 1);
        // Centre: a1 is 4 from E5; b1 (2,1): max(3, 4, 1) = 4; c1 (3,1): max(2, 4, 2) = 4.
        assert_eq!(fb[f::CENTRE], 8 - 4);
        // Cohesion: b1–c1 is one white pair.
        assert_eq!(fb[f::COHESION], -1);
        // The ejecting move is noisy and ordered first.
        let eject: Move = "c1b1".parse().unwrap();
        assert!(q.is_noisy(&eject));
        let mut moves = Vec::new();
        q.legal_moves(&mut moves);
        let best = moves.iter().max_by_key(|m| q.move_priority(m)).unwrap();
        assert_eq!(*best, eject);
        assert!(moves.iter().filter(|m| q.is_noisy(m)).count() == 1);
    }

    /// A 3v2 ejection (the crate's own doc example): black E5–E7 against white E8, E9 on row
    /// E; E9 has no neighbour east, so `e5e6` ejects it (abalone.md §4.3).
    #[test]
    fn three_against_two_ejection_threat() {
        // Row E (rank 5 of 9): 4 empty, bbb, ww.
        let p = pos("5/6/7/8/4bbbww/8/7/6/5 b 0 0 0 1");
        let fb = features(&p, 0);
        assert_eq!(fb[f::THREATS], 1);
        assert_eq!(fb[f::TEMPO], 1);
        // Black's sumitos: only the 3v2 along E (2v1 would face two marbles).
        assert_eq!(fb[f::SUMITOS], 1);
        let mv: Move = "e5e6".parse().unwrap();
        assert!(p.is_noisy(&mv));
        assert!(p.move_priority(&mv) > p.move_priority(&"e5d5".parse().unwrap()));
    }

    #[test]
    fn three_players_see_both_others() {
        // §3.4's layout: black on rows A–B (11), white and red on the left and right edges.
        let p = Abalone::new(Options::default(), 3).unwrap();
        let fb = features(&p, 0);
        // White and red mirror each other, so "mean of the others" is either one's value.
        let (cw, cr) = (
            centre_sum(p.marbles.colours[1]),
            centre_sum(p.marbles.colours[2]),
        );
        assert_eq!(cw, cr);
        assert_eq!(fb[f::CENTRE], cw - centre_sum(p.marbles.colours[0]));
        assert_eq!(fb[f::MARBLES], 0);
        // Scores 2, 1, 4: black's race term is 2 − 4.
        let q = pos("ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb b 2 1 4 0 1");
        assert_eq!(features(&q, 0)[f::MARBLES], -2);
        assert_eq!(features(&q, 2)[f::MARBLES], 2);
    }

    fn random_positions(seed: u64, games: usize, players: usize, mut check: impl FnMut(&Abalone)) {
        let mut rng: GameRng = rng_from_seed(seed);
        let mut moves = Vec::new();
        for _ in 0..games {
            let mut p = Abalone::new(Options::default(), players).unwrap();
            for _ in 0..300 {
                if p.outcome().is_some() {
                    break;
                }
                check(&p);
                moves.clear();
                p.legal_moves(&mut moves);
                for m in &moves {
                    let _ = p.move_priority(m);
                    let _ = p.is_noisy(m);
                }
                let i = random_index(moves.len(), &mut rng);
                p.play(&moves[i]).unwrap();
            }
        }
    }

    #[test]
    fn two_player_features_are_antisymmetric() {
        random_positions(7, 4, 2, |p| {
            if let Err(e) = check_antisymmetric(p) {
                panic!("{p}: {e}");
            }
        });
    }

    /// Ejection threats agree with the moves: a marble counts as ejectable by the mover iff
    /// some legal move of the mover is noisy and ejects it.
    #[test]
    fn threats_match_noisy_moves() {
        let mut seen = 0;
        for players in [2, 3] {
            random_positions(11, 4, players, |p| check_threats(p, &mut seen));
        }
        assert!(seen > 20, "only {seen} positions with an ejection threat");
    }

    fn check_threats(p: &Abalone, seen: &mut usize) {
        {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let side = usize::from(p.side);
            let mut ejected = 0u128;
            for m in moves.iter().filter(|m| p.is_noisy(m)) {
                let mut q = p.clone();
                q.play(m).unwrap();
                assert_eq!(q.scores[side], p.scores[side] + 1, "{p} {m}");
                // The ejected marble is the last of the pushed run.
                let Move::Inline(inline) = *m else {
                    panic!("{m} ejects but is no in-line move");
                };
                let (from, dir) = (inline.from(), inline.dir());
                let mut c = from;
                while p.marble_at(c) == Some(p.seat_to_move()) {
                    c = c.step(dir).unwrap();
                }
                while let Some(next) = c.step(dir) {
                    c = next;
                }
                ejected |= c.bit();
            }
            let a = Attack::of(p.marbles.colours[side], p.marbles.others(side));
            assert_eq!(a.ejectable, ejected, "{p}");
            *seen += usize::from(ejected != 0);
            let pushes = moves
                .iter()
                .filter(|m| matches!(p.shape(**m), Shape::Push { .. }))
                .count() as u32;
            assert_eq!(a.sumitos, pushes, "{p}");
        }
    }

    #[test]
    fn three_player_games_do_not_panic() {
        random_positions(3, 2, 3, |p| {
            for s in 0..3 {
                let _ = p.evaluate(Player(s));
            }
        });
    }
}
