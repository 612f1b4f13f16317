//! The evaluation for search (docs/ai.md): a placeholder with one feature until the tuned
//! evaluation lands.

use jokoak_core::{Evaluate, Player};

use crate::Continued;

impl Evaluate for Continued {
    const FEATURES: &'static [&'static str] = &["hand_points"];
    const WEIGHTS: &'static [i32] = &[-100];

    /// `hand_points`: the points of the tiles in the seat's hand (to-be-continued.md §7: fewer
    /// is better). Search reads it on determinizations only.
    fn features(&self, seat: Player, out: &mut [i32]) {
        out[0] = self
            .hands
            .get(seat.index())
            .map_or(0, |h| i32::try_from(h.points()).unwrap_or(i32::MAX));
    }
}
