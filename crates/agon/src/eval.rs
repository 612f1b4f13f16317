//! The evaluation for search (docs/ai.md): a placeholder with one feature until the tuned
//! evaluation lands.

use jokoak_core::{Evaluate, Player};

use crate::Agon;

impl Evaluate for Agon {
    const FEATURES: &'static [&'static str] = &["in_hand"];
    const WEIGHTS: &'static [i32] = &[100];

    /// `in_hand`: the opponent's captured pieces waiting to re-enter minus the seat's
    /// (agon.md §7), the queen counting two.
    fn features(&self, seat: Player, out: &mut [i32]) {
        let count = |p: Player| {
            let (queen, guards) = self.in_hand(p);
            2 * i32::from(queen) + i32::from(guards)
        };
        out[0] = count(Player(1 - seat.0.min(1))) - count(seat);
    }
}
