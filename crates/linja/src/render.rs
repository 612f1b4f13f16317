//! A Unicode picture of the bamboo line (linja.md §1–§2).

use std::fmt::Write as _;

use jokoak_core::Present;

use crate::{Linja, Seat};

impl Present for Linja {
    fn seat_labels(&self) -> Vec<String> {
        vec!["B".to_owned(), "R".to_owned()]
    }

    /// The board as text: one column per space 0–7 between the bamboo sticks (`┃`), a row of
    /// black pieces (`●`, moving right) and a row of red pieces (`○`, moving left) as counts,
    /// then both sides' points as the board stands (R11) and who acts and in which phase, or
    /// the result. Lines end with `\n`.
    ///
    /// ```text
    ///  space   0 ┃  1 ┃  2 ┃  3 ┃  4 ┃  5 ┃  6 ┃  7
    ///  ● B →   6 ┃  1 ┃  1 ┃  1 ┃  1 ┃  1 ┃  1 ┃  ·
    ///  ○ R ←   · ┃  1 ┃  1 ┃  1 ┃  1 ┃  1 ┃  1 ┃  6
    ///  points: Black 6, Red 6 (5/3/2/1 by the distance from the goal, R11)
    ///  first player not drawn yet
    /// ```
    fn board(&self) -> String {
        let mut s = String::from(" space  ");
        for i in 0..8 {
            let _ = write!(s, "{}{i:>2}", if i > 0 { " ┃ " } else { "" });
        }
        s.push('\n');
        for (c, label) in [(Seat::Black, " ● B →  "), (Seat::Red, " ○ R ←  ")] {
            s.push_str(label);
            for i in 0..8u8 {
                let n = self.pieces(i, c);
                let cell = if n == 0 {
                    "·".to_owned()
                } else {
                    n.to_string()
                };
                let _ = write!(s, "{}{cell:>2}", if i > 0 { " ┃ " } else { "" });
            }
            s.push('\n');
        }
        let _ = writeln!(
            s,
            " points: Black {}, Red {} (5/3/2/1 by the distance from the goal, R11)",
            self.points(Seat::Black),
            self.points(Seat::Red)
        );
        let status = self.status();
        let _ = writeln!(s, " {status}");
        s
    }
}
