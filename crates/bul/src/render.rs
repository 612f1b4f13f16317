//! A one-line picture of the track (bul.md §2): homes at both ends, each space's pieces
//! bottom to top.

use crate::{Bul, Side};

impl Bul {
    /// The board on one line: Red's home, the track spaces 1..=T left to right, Blue's home,
    /// then the dead; an empty space is `·`, an occupied one lists its pieces bottom to top
    /// (the last letter is the controller). For example (bul.md §12, E6):
    ///
    /// ```
    /// use jokoak_bul::Bul;
    /// let b: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse().unwrap();
    /// assert_eq!(b.board(), "R4 ┃ · · · BR · B · · · ┃ B3   dead R0 B0");
    /// ```
    #[must_use]
    pub fn board(&self) -> String {
        let mut line = format!("R{} ┃", self.home(Side::Red));
        for pos in 1..=self.options().track_spaces {
            let stack = self.stack_at(pos);
            line.push(' ');
            if stack.is_empty() {
                line.push('·');
            } else {
                line.push_str(&stack.to_string());
            }
        }
        line.push_str(&format!(
            " ┃ B{}   dead R{} B{}",
            self.home(Side::Blue),
            self.dead(Side::Red),
            self.dead(Side::Blue)
        ));
        line
    }
}
