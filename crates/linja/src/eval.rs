//! The evaluation for search (docs/ai.md): a placeholder with one feature until the tuned
//! evaluation lands.

use jokoak_core::{Evaluate, Player};

use crate::{Colour, Linja};

impl Evaluate for Linja {
    const FEATURES: &'static [&'static str] = &["points"];
    const WEIGHTS: &'static [i32] = &[100];

    /// `points`: the seat's R11 points minus the opponent's (linja.md R11).
    fn features(&self, seat: Player, out: &mut [i32]) {
        let me = if seat.index() == 0 {
            Colour::Black
        } else {
            Colour::Red
        };
        out[0] = self.points(me) as i32 - self.points(me.opponent()) as i32;
    }
}
