//! A hexagonal text board (for the CLI's `--pretty` and debugging).

use std::fmt::Write as _;

use jokoak_core::{Game, Present, ToMove};

use crate::position::Node;
use crate::{Agon, Cell, Kind};

impl Present for Agon {
    fn seat_labels(&self) -> Vec<String> {
        vec!["A".to_owned(), "B".to_owned()]
    }

    /// The board as text: 11 rows of hexes, the top edge (NW corner `5:15` … NE corner `5:20`)
    /// first, each row shifted half a cell from the next. Every cell shows its `ring:index`
    /// name (§2.2) after a mark: `·` empty, `Q`/`G` A's queen and guards, `q`/`g` B's; a `*`
    /// after the name marks a pending piece (captured, to re-enter, §7). Then a legend and the
    /// status line. Lines end with `\n`. The start (§3.1):
    ///
    /// ```text
    ///                q5:15 ·5:16 G5:17 ·5:18 g5:19 ·5:20
    ///             ·5:14 ·4:12 ·4:13 ·4:14 ·4:15 ·4:16 G5:21
    /// ```
    fn board(&self) -> String {
        let mut out = String::new();
        for r in -5i32..=5 {
            out.push_str(&" ".repeat(3 * r.unsigned_abs() as usize));
            for q in (-5).max(-5 - r)..=5.min(5 - r) {
                let Some(cell) = Cell::from_axial(q, r) else {
                    continue;
                };
                let (mark, pending) = match self.piece_at(cell) {
                    None => ('·', false),
                    Some(p) => {
                        let letter = match (p.owner.0, p.kind) {
                            (0, Kind::Queen) => 'Q',
                            (0, Kind::Guard) => 'G',
                            (_, Kind::Queen) => 'q',
                            (_, Kind::Guard) => 'g',
                        };
                        (letter, p.pending)
                    }
                };
                let name = format!("{cell}{}", if pending { "*" } else { "" });
                let _ = write!(out, "{mark}{name:<5}");
            }
            let trimmed = out.trim_end_matches(' ').len();
            out.truncate(trimmed);
            out.push('\n');
        }
        out.push_str(" cells ring:index (0:0 the centre); A: Q queen, G guards; B: q queen, g guards; * pending\n");
        for seat in [0u8, 1] {
            let (queen, guards) = self.in_hand(jokoak_core::Player(seat));
            if queen || guards > 0 {
                let _ = writeln!(
                    out,
                    " {} in hand: {}{} guard{}",
                    SIDES[usize::from(seat)],
                    if queen { "the queen and " } else { "" },
                    guards,
                    if guards == 1 { "" } else { "s" }
                );
            }
        }
        out.push(' ');
        out.push_str(&self.status_words());
        out.push('\n');
        out
    }
}

const SIDES: [char; 2] = ['A', 'B'];

impl Agon {
    /// One line saying who acts and how, or how the game ended.
    pub(crate) fn status(&self) -> String {
        let turn = usize::from(self.turn);
        let what = match (self.node, self.to_move()) {
            (Node::Chance, _) => return "first player not drawn yet".to_owned(),
            (Node::Over(Some(w)), _) => format!("{} wins", SIDES[usize::from(w)]),
            (Node::Over(None), _) => "draw".to_owned(),
            (_, ToMove::Player(p)) if p.index() != turn => format!(
                "{} chooses where {}'s queen re-enters",
                SIDES[p.index()],
                SIDES[turn]
            ),
            _ if !self.hands[turn].is_empty() => format!("{} to place", SIDES[turn]),
            _ if self.on_board.pending & self.on_board.sides[turn] != 0 => {
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
    use jokoak_core::{Player, Present};

    #[test]
    fn start_board_matches_the_doc_picture() {
        // §3.1: B's queen on the NW corner 5:15 with guards on 5:17 and 5:19 (A's, B's); the
        // centre 0:0 in the middle of the sixth row; A's queen on the SE corner 5:0.
        let board = Agon::with_first(Options::default(), Player(0))
            .unwrap()
            .board();
        let lines: Vec<&str> = board.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(
            lines[0],
            "               q5:15 ·5:16 G5:17 ·5:18 g5:19 ·5:20"
        );
        assert!(lines[5].contains(" ·0:0 "), "{}", lines[5]);
        assert!(lines[5].starts_with("·5:10 "), "{}", lines[5]);
        assert_eq!(
            lines[10],
            "               ·5:5  G5:4  ·5:3  g5:2  ·5:1  Q5:0"
        );
        assert_eq!(lines[12], " A to step (ply 0)");
    }

    #[test]
    fn pending_pieces_are_marked() {
        let game: Agon = "B AQ@0:0 AG@2:0 AG@2:2 BQ@1:0* BG@2:1*".parse().unwrap();
        let board = game.board();
        assert!(board.contains("q1:0*"), "{board}");
        assert!(board.contains("g2:1*"), "{board}");
        assert!(board.ends_with(" B to re-enter a pending piece (ply 0)\n"));
    }
}
