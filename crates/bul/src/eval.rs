//! The evaluation for search (docs/ai.md): a placeholder with one feature until the tuned
//! evaluation lands.

use jokoak_core::{Evaluate, Player};

use crate::{Bul, Side};

impl Evaluate for Bul {
    const FEATURES: &'static [&'static str] = &["dead"];
    const WEIGHTS: &'static [i32] = &[100];

    /// `dead`: the opponent's pieces out of the game minus the seat's (bul.md §9).
    fn features(&self, seat: Player, out: &mut [i32]) {
        let (me, them) = if seat.index() == 0 {
            (Side::Red, Side::Blue)
        } else {
            (Side::Blue, Side::Red)
        };
        out[0] = i32::from(self.dead(them)) - i32::from(self.dead(me));
    }
}
