//! The evaluation for search (docs/ai.md): a placeholder with one feature until the tuned
//! evaluation lands.

use jokoak_core::{Evaluate, Player};

use crate::Position;

impl Evaluate for Position {
    const FEATURES: &'static [&'static str] = &["ejections"];
    const WEIGHTS: &'static [i32] = &[100];

    /// `ejections`: the seat's ejections minus the most any other seat made (abalone.md §5).
    fn features(&self, seat: Player, out: &mut [i32]) {
        let scores = self.scores();
        let mine = scores.get(seat.index()).copied().unwrap_or(0);
        let best_other = (0..scores.len())
            .filter(|&i| i != seat.index())
            .map(|i| scores[i])
            .max()
            .unwrap_or(0);
        out[0] = i32::from(mine) - i32::from(best_other);
    }
}
