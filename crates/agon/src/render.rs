//! A hexagonal text board (for the CLI's `--pretty` and debugging).

use std::fmt::Write as _;

use jokoak_core::{Game, ToMove};

use crate::position::Phase;
use crate::{Agon, Cell, Kind};

const SIDES: [char; 2] = ['A', 'B'];

impl Agon {
    /// The board as text: 11 rows of hexes, the top edge (NW corner `5:15` … NE corner `5:20`)
    /// first, each row shifted half a cell from the next; then a status line. A's pieces are
    /// `Q`/`G`, B's `q`/`g`; `*` before a piece marks it pending; `·` is an empty cell and `◎`
    /// the empty centre. Lines end with `\n`.
    ///
    /// ```text
    ///       q · G · g ·
    ///      · · · · · · G
    ///     G · · · · · · ·
    ///    · · · · · · · · ·
    ///   g · · · · · · · · g
    ///  · · · · · ◎ · · · · ·
    ///   G · · · · · · · · G
    ///    · · · · · · · · ·
    ///     · · · · · · · g
    ///      g · · · · · ·
    ///       · G · g · Q
    ///  A to step (ply 0)
    /// ```
    #[must_use]
    pub fn board(&self) -> String {
        let mut out = String::new();
        for r in -5i32..=5 {
            out.push_str(&" ".repeat(r.unsigned_abs() as usize));
            for q in (-5).max(-5 - r)..=5.min(5 - r) {
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
        out.push(' ');
        out.push_str(&self.status());
        out.push('\n');
        out
    }

    /// One line saying who acts and how, or how the game ended.
    fn status(&self) -> String {
        let turn = usize::from(self.turn);
        let what = match (self.phase, self.to_move()) {
            (Phase::Chance, _) => return "first player not drawn yet".to_owned(),
            (Phase::Over(Some(w)), _) => format!("{} wins", SIDES[usize::from(w)]),
            (Phase::Over(None), _) => "draw".to_owned(),
            (_, ToMove::Player(p)) if p.index() != turn => format!(
                "{} chooses where {}'s queen re-enters",
                SIDES[p.index()],
                SIDES[turn]
            ),
            _ if !self.hands[turn].is_empty() => format!("{} to place", SIDES[turn]),
            _ if self.board.pending & self.board.sides[turn] != 0 => {
                format!("{} to re-enter a pending piece", SIDES[turn])
            }
            _ => format!("{} to step", SIDES[turn]),
        };
        let mut line = what;
        let _ = write!(line, " (ply {})", self.ply);
        line
    }
}

#[cfg(test)]
mod tests {
    use crate::{Agon, Options};
    use jokoak_core::Player;

    #[test]
    fn start_board_matches_the_doc_picture() {
        let board = Agon::with_first(Options::default(), Player(0))
            .unwrap()
            .board();
        let lines: Vec<&str> = board.lines().collect();
        assert_eq!(lines.len(), 12);
        assert_eq!(lines[0], "      q · G · g ·");
        assert_eq!(lines[5], " · · · · · ◎ · · · · ·");
        assert_eq!(lines[10], "      · G · g · Q");
        assert_eq!(lines[11], " A to step (ply 0)");
    }

    #[test]
    fn pending_pieces_are_marked() {
        let game: Agon = "B AQ@0:0 AG@2:0 AG@2:2 BQ@1:0* BG@2:1*".parse().unwrap();
        let board = game.board();
        assert!(board.contains("*q"));
        assert!(board.contains("*g"));
        assert!(board.ends_with(" B to re-enter a pending piece (ply 0)\n"));
    }
}
