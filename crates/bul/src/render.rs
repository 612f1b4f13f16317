//! A text picture of the track (bul.md §2): positions 0 (Red's home) to T + 1 (Blue's home),
//! each space's pieces bottom to top, the dead, a legend and who acts.

use std::fmt::Write as _;

use jokoak_core::Present;

use crate::{Bul, Seat};

impl Present for Bul {
    /// `["R", "B"]`: Red is seat 0, Blue seat 1 (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        vec!["R".to_owned(), "B".to_owned()]
    }

    /// The board for people, as every game's [`Present::board`]: the §14 position notation
    /// on its first line, then [`Bul::track_picture`] (what `jokoak play --pretty` prints).
    fn board(&self) -> String {
        format!("{self}\n{}", self.track_picture())
    }
}

impl Bul {
    /// The track picture (the part of [`Bul::board`] after the notation line): a row of
    /// position numbers over a row of what each holds (a home:
    /// its owner's letter and the pieces waiting there; a track space: its pieces bottom to
    /// top, the last letter the controller; `·` empty), then the dead, a legend and who acts.
    /// Lines end with `\n`. For example (bul.md §12, E6):
    ///
    /// ```
    /// use jokoak_bul::Bul;
    /// let b: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse().unwrap();
    /// let board = b.track_picture();
    /// let lines: Vec<&str> = board.lines().collect();
    /// assert_eq!(lines[0], " position  0 │  1 │  2 │  3 │  4 │  5 │  6 │  7 │  8 │  9 │ 10");
    /// assert_eq!(lines[1], " pieces   R4 │  · │  · │  · │ BR │  · │  B │  · │  · │  · │ B3");
    /// assert_eq!(lines[2], " dead: R0 B0");
    /// assert_eq!(lines[5], " Blue to move 2 points");
    /// ```
    #[must_use]
    pub fn track_picture(&self) -> String {
        let far = self.options().far_end();
        let cells: Vec<String> = (0..=far)
            .map(|pos| {
                if pos == 0 {
                    format!("R{}", self.home(Seat::Red))
                } else if pos == far {
                    format!("B{}", self.home(Seat::Blue))
                } else {
                    let stack = self.stack_at(pos);
                    if stack.is_empty() {
                        "·".to_owned()
                    } else {
                        stack.to_string()
                    }
                }
            })
            .collect();
        let width = cells
            .iter()
            .map(|c| c.chars().count())
            .chain((0..=far).map(|p| p.to_string().len()))
            .max()
            .unwrap_or(1)
            .max(2);
        let row = |label: &str, items: &mut dyn Iterator<Item = String>| {
            let cols: Vec<String> = items.map(|t| format!("{t:>width$}")).collect();
            format!(" {label:<9}{}", cols.join(" │ "))
        };
        let mut s = row("position", &mut (0..=far).map(|p| p.to_string()));
        s.push('\n');
        s.push_str(&row("pieces", &mut cells.iter().cloned()));
        s.push('\n');
        let _ = writeln!(
            s,
            " dead: R{} B{}",
            self.dead(Seat::Red),
            self.dead(Seat::Blue)
        );
        let _ = writeln!(
            s,
            " R Red enters from 0 and moves up, B Blue enters from {far} and moves down;\n \
             a stack is listed bottom to top: its top piece controls it, and it heads home"
        );
        let _ = writeln!(s, " {}", self.status());
        s
    }
}
