//! The heuristic evaluation of a tile-game match for search (`docs/ai.md` "The tile game").
//!
//! Low scores win (to-be-continued.md §7.2), so every feature is oriented "good for `seat`":
//! the other players' points minus the seat's own. The evaluation reads only what the seat
//! observes (§9 T12): the finished deals' scores, the table, every hand's size, the pile's size
//! and the seat's own hand. The other hands are valued at the average worth of an unseen tile
//! (the full tile set minus the table and the seat's hand, §8), so a search on
//! determinizations gets the same value from every determinization.
//!
//! Point terms are in tenths of a point, so averages over the other seats stay integers.

use jokoak_core::search::Strongest;
use jokoak_core::{Evaluate, Player, Playouts};

use crate::position::{CORNERS_TO_END, Continued, Node};
use crate::tiles::TileCounts;
use crate::{Move, TileType};

jokoak_core::features! {
    /// Feature indices, in the order of [`Continued::FEATURES`].
    mod f {
        TOTAL_LEAD = "total_lead", HAND_LEAD = "hand_lead", HAND_LEAD_LATE = "hand_lead_late",
        SIZE_LEAD = "size_lead", BEST_LEAD = "best_lead", PLAYABLE = "playable",
        CORNERS_HELD = "corners_held", FINISHER = "finisher", TO_ACT = "to_act",
    }
}

impl Continued {
    /// The tiles `seat` has not seen: the tile set minus the table and its own hand (§8).
    fn unseen_by(&self, seat: Player) -> TileCounts {
        self.options
            .tile_set
            .checked_sub(&self.on_table)
            .and_then(|rest| rest.checked_sub(&self.hand(seat)))
            .unwrap_or(TileCounts::EMPTY)
    }
}

/// The most plies of a playout of `ai`'s search: longer than any deal, so a playout ends where
/// its deal ends ([`Evaluate::stage_over`]).
const STAGE_CUTOFF: u32 = 400;

/// `10 · x`, clamped into `i32`.
fn tenths(x: i64) -> i32 {
    i32::try_from(x.saturating_mul(10)).unwrap_or(if x < 0 { i32::MIN } else { i32::MAX })
}

impl Evaluate for Continued {
    /// `total_lead`: the other seats' mean total over the finished deals minus the seat's own
    /// (§7.2), in tenths; `hand_lead`: the other seats' mean expected hand points (size ×
    /// the mean points of an unseen tile, §7.1) minus the seat's own hand points, in tenths;
    /// `hand_lead_late`: `hand_lead × corners / 8`, the same weighed by the closeness of the
    /// deal's end (§6.7); `size_lead`: the other seats' mean hand size minus the seat's, in
    /// tenths; `best_lead`: the lowest projected match total (finished deals + expected hand)
    /// among the other seats minus the seat's own, in tenths; `playable`: tiles in the seat's
    /// hand with a legal placement now (§5); `corners_held`: corners in the seat's hand;
    /// `finisher`: 1 when one more corner ends the deal (§6.7, the −3 of §7.1) and the seat
    /// holds a corner that fits now; `to_act`: 1 when the seat is the active player.
    const FEATURES: &'static [&'static str] = f::NAMES;

    /// The weights of docs/ai.md "The tile game", where their tuning is recorded.
    const WEIGHTS: &'static [i32] = &[10, 6, 4, 2, 3, 15, -20, 150, 30];

    /// MCTS on determinizations with a time budget, whose playouts place tiles rather than
    /// stop (the move priorities below, 10 % of decisions at random) and end with the deal
    /// (§6.7, §6.8), scored there by this evaluation, when the deal's scores are known
    /// (docs/ai-log.md "The tile game: playouts to the end of the deal"). With 2 players a tree
    /// per seat, so that the other seat's choices cannot depend on tiles only the searching
    /// seat sees: it took more first places against `mcts:1000` than the single tree, and
    /// fewer with 4 and with 6 players, where the searching seat's one tree stays
    /// (docs/ai-log.md "The tile game: a tree per seat as `ai`").
    fn strongest(players: usize) -> Strongest {
        Strongest::Mcts {
            cutoff: STAGE_CUTOFF,
            scale: 400,
            playouts: Playouts::Priority {
                explore_percent: 10,
            },
            multiple_observers: players == 2,
        }
    }

    fn features(&self, seat: Player, out: &mut [i32]) {
        let n = usize::from(self.players);
        let me = seat.index();
        let others = (n.max(2) - 1) as i64;
        let totals = self.totals();
        let own_total = totals.get(me).copied().unwrap_or(0);
        let hand = self.hand(seat);
        let own_points = hand.points();
        let unseen = self.unseen_by(seat);
        // Mean points of an unseen tile, as a fraction unseen_points / unseen_count.
        let (unseen_points, unseen_count) = (unseen.points(), i64::from(unseen.total()));
        let expected = |size: i64| {
            if unseen_count == 0 {
                0
            } else {
                10 * size * unseen_points / unseen_count
            }
        };
        let (mut sum_total, mut sum_hand, mut sum_size) = (0i64, 0i64, 0i64);
        let mut best_other = i64::MAX;
        for s in (0..n).filter(|&s| s != me) {
            let total = totals.get(s).copied().unwrap_or(0);
            let size = i64::from(self.hands[s].total());
            let hand_tenths = expected(size);
            sum_total += total;
            sum_hand += hand_tenths;
            sum_size += size;
            best_other = best_other.min(10 * total + hand_tenths);
        }
        let own_projected = 10 * (own_total + own_points);
        let hand_lead = sum_hand / others - 10 * own_points;
        out[f::TOTAL_LEAD] = tenths(sum_total) / others as i32 - tenths(own_total);
        out[f::HAND_LEAD] = hand_lead as i32;
        out[f::HAND_LEAD_LATE] = (hand_lead * i64::from(self.corners) / 8) as i32;
        out[f::SIZE_LEAD] = (10 * sum_size / others - 10 * i64::from(hand.total())) as i32;
        out[f::BEST_LEAD] = if best_other == i64::MAX {
            0
        } else {
            (best_other - own_projected) as i32
        };
        // The types with a legal placement now (a type may have up to four: two ends, two
        // turns), then their tiles in hand.
        let mut fits = 0u16;
        self.for_each_placement(&hand, &mut |p| {
            fits |= 1 << p.tile.index();
            true
        });
        let placeable = |t: &TileType| fits & (1 << t.index()) != 0;
        let corner_fits = hand.types().any(|t| t.is_corner() && placeable(&t));
        out[f::PLAYABLE] = hand
            .types()
            .filter(placeable)
            .map(|t| i32::from(hand.get(t)))
            .sum();
        out[f::CORNERS_HELD] = TileType::ALL
            .iter()
            .filter(|t| t.is_corner())
            .map(|&t| i32::from(hand.get(t)))
            .sum();
        out[f::FINISHER] = i32::from(corner_fits && self.corners + 1 >= CORNERS_TO_END);
        out[f::TO_ACT] =
            i32::from(matches!(self.node, Node::Act | Node::Draw) && self.active() == seat);
    }

    /// Between two deals: the last one scored (§7.1), the next not yet begun (§3.2).
    fn stage_over(&self) -> bool {
        self.node == Node::Start
            && self.on_table == TileCounts::EMPTY
            && self.buried.is_empty()
            && !self.scores.is_empty()
    }

    /// A placement that ends the deal with the 8th corner (§6.7, the −3 of §7.1) first, then
    /// corners (2 points out of the hand), then other placements; `stop` and `pass` last.
    fn move_priority(&self, mv: &Move) -> i32 {
        match mv {
            Move::Place(p) if p.tile.is_corner() && self.corners + 1 >= CORNERS_TO_END => 500,
            Move::Place(p) if p.tile.is_corner() => 200,
            Move::Place(_) => 100,
            _ => 0,
        }
    }

    /// Ending the deal (the 8th corner, §6.7) changes every score at once.
    fn is_noisy(&self, mv: &Move) -> bool {
        matches!(mv, Move::Place(p) if p.tile.is_corner() && self.corners + 1 >= CORNERS_TO_END)
    }
}
