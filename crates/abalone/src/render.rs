//! A Unicode picture of the board (abalone.md §2.1 orientation): row letters on the left,
//! diagonal numbers 1–5 under row A and 6–9 up the lower right edge.

use std::fmt::Write as _;

use jokoak_core::Present;

use crate::geometry::Cell;
use crate::moves::SEAT_LABELS;
use crate::position::Abalone;

impl Present for Abalone {
    fn seat_labels(&self) -> Vec<String> {
        SEAT_LABELS[..usize::from(self.players)]
            .iter()
            .map(|s| (*s).to_owned())
            .collect()
    }

    /// The board as text, row I on top, e.g. the standard opening:
    ///
    /// ```text
    ///     I ○ ○ ○ ○ ○
    ///    H ○ ○ ○ ○ ○ ○
    ///   G · · ○ ○ ○ · ·
    ///  F · · · · · · · ·
    /// E · · · · · · · · ·
    ///  D · · · · · · · · 9
    ///   C · · ● ● ● · · 8
    ///    B ● ● ● ● ● ● 7
    ///     A ● ● ● ● ● 6
    ///        1 2 3 4 5
    ///  cells: row letter then number (a1, e5); ● b Black, ○ w White
    ///  ejected: b 0, w 0 (six win)
    ///  Black to move
    /// ```
    ///
    /// The last three lines are the legend, the score (marbles ejected, §5) and who acts or
    /// how the game ended.
    fn board(&self) -> String {
        let mut s = String::new();
        for row in (1..=9u8).rev() {
            let indent = usize::from(row.abs_diff(5));
            s.push_str(&" ".repeat(indent));
            s.push((b'A' + row - 1) as char);
            for c in Cell::all().filter(|c| c.row() == row) {
                let sym = self.marble_at(c).map_or('·', |p| SYMBOLS[p.index()]);
                s.push(' ');
                s.push(sym);
            }
            if row <= 4 {
                let _ = write!(s, " {}", row + 5);
            }
            s.push('\n');
        }
        s.push_str("       1 2 3 4 5\n");
        let names = ["Black", "White", "Red"];
        let players = self.scores().len();
        let legend: Vec<String> = (0..players)
            .map(|i| format!("{} {} {}", SYMBOLS[i], crate::SEAT_LABELS[i], names[i]))
            .collect();
        let _ = writeln!(
            s,
            " cells: row letter then number (a1, e5); {}",
            legend.join(", ")
        );
        let scores: Vec<String> = self
            .scores()
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{} {n}", crate::SEAT_LABELS[i]))
            .collect();
        let _ = writeln!(s, " ejected: {} (six win)", scores.join(", "));
        let _ = writeln!(s, " {}", self.status());
        s
    }
}

/// The marble symbols per seat: black ●, white ○, red ◆; an empty cell is `·`.
pub const SYMBOLS: [char; 3] = ['●', '○', '◆'];
