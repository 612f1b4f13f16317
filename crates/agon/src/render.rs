//! A hexagonal text board (for the CLI's `--pretty` and debugging).

use std::fmt::Write as _;

use crate::{Agon, Cell, Kind};

impl Agon {
    /// The board as text: 11 rows of hexes, the top edge first, each row shifted by half a
    /// cell from the next. A's pieces are `Q`/`G`, B's `q`/`g`; a pending piece has `*`
    /// before it; `·` is an empty cell and `◎` the empty centre. The last line is the
    /// position notation.
    #[must_use]
    pub fn board(&self) -> String {
        let mut out = String::new();
        for r in -5i32..=5 {
            let indent = r.unsigned_abs() as usize;
            out.push_str(&" ".repeat(indent));
            let (lo, hi) = ((-5).max(-5 - r), 5.min(5 - r));
            for q in lo..=hi {
                let Some(cell) = Cell::from_axial(q, r) else {
                    continue;
                };
                let (mark, symbol) = match self.piece_at(cell) {
                    None if cell == Cell::CENTRE => (' ', '◎'),
                    None => (' ', '·'),
                    Some(p) => {
                        let letter = match (p.owner.0, p.kind) {
                            (0, Kind::Queen) => 'Q',
                            (0, Kind::Guard) => 'G',
                            (_, Kind::Queen) => 'q',
                            (_, Kind::Guard) => 'g',
                        };
                        (if p.pending { '*' } else { ' ' }, letter)
                    }
                };
                out.push(mark);
                out.push(symbol);
            }
            out.push('\n');
        }
        let _ = writeln!(out, "{self}");
        out
    }
}
