//! The SVG picture of an Abalone position and the clicks of its moves
//! ([`jokoak_core::Draw`]): the hexagon of 61 cells (abalone.md §2) with the row letters A–I
//! and the diagonal numbers 1–9 of the notation (§7.1), the marbles, the score and who acts.

use jokoak_core::svg::{Highlight, LAST_MOVE, Svg, points};
use jokoak_core::{Draw, DrawOptions, Player};

use crate::Move;
use crate::geometry::{Cell, Direction};
use crate::position::{Abalone, End};

/// Distance between the centres of neighbouring cells.
const S: f64 = 46.0;
/// Left margin (room for the row letters).
const MX: f64 = 1.7 * S;
/// Top margin.
const MY: f64 = 0.9 * S;

/// Seat names in seat order (abalone.md §3.4: P1 black, P2 white, P3 red).
const NAMES: [&str; 3] = ["Black", "White", "Red"];
/// Marble fill and stroke per seat.
const COLOURS: [(&str, &str); 3] = [
    ("#222222", "#000000"),
    ("#f4f4f4", "#6d6d6d"),
    ("#c62828", "#7f0000"),
];

/// The vertical distance between rows.
fn row_height() -> f64 {
    S * 3f64.sqrt() / 2.0
}

/// The centre of the place with row `row` and number `number` (real cells and the label
/// places just off the board alike): row I on top, numbers rising to the upper right.
fn centre(row: i32, number: i32) -> (f64, f64) {
    let x = MX + S * (f64::from(number - 1) + f64::from(5 - row) / 2.0);
    let y = MY + row_height() * f64::from(9 - row);
    (x, y)
}

fn cell_centre(cell: Cell) -> (f64, f64) {
    centre(i32::from(cell.row()), i32::from(cell.number()))
}

/// Writes an arrow from `a` to `b` (the last move's direction).
fn arrow(svg: &mut Svg, a: (f64, f64), b: (f64, f64)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let tip = (b.0 - ux * 8.0, b.1 - uy * 8.0);
    let base = (tip.0 - ux * 12.0, tip.1 - uy * 12.0);
    svg.el("line")
        .num("x1", a.0 + ux * 6.0)
        .num("y1", a.1 + uy * 6.0)
        .num("x2", base.0)
        .num("y2", base.1)
        .attr("stroke", LAST_MOVE)
        .num("stroke-width", 5.0)
        .attr("stroke-linecap", "round")
        .end();
    let (px, py) = (-uy * 7.0, ux * 7.0);
    svg.el("polygon")
        .attr(
            "points",
            points(&[tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)]),
        )
        .attr("fill", LAST_MOVE)
        .end();
}

/// A marble of `seat` centred on `(x, y)`.
fn marble(svg: &mut Svg, seat: usize, x: f64, y: f64, r: f64) {
    let (fill, stroke) = COLOURS[seat.min(2)];
    svg.el("circle")
        .num("cx", x)
        .num("cy", y)
        .num("r", r)
        .attr("fill", fill)
        .attr("stroke", stroke)
        .num("stroke-width", 1.5)
        .end();
    svg.el("circle")
        .num("cx", x - r * 0.35)
        .num("cy", y - r * 0.35)
        .num("r", r * 0.28)
        .attr("fill", "#ffffff")
        .attr("fill-opacity", "0.35")
        .end();
}

impl Draw for Abalone {
    /// The hexagonal board, row I on top: every cell is a click key named as in the notation
    /// (`a1` … `i9`, §7.1), the row letters on the left and the numbers 1–9 at the lower ends
    /// of their diagonals, as on the real board. Below it, each seat's ejected marbles
    /// (the score, §5) and who acts or how the game ended. The last move is an arrow per
    /// marble it names, from the cells it left.
    fn svg(&self, opts: &DrawOptions<'_, Move>) -> String {
        let h = row_height();
        let width = 2.0 * MX + 8.0 * S;
        let board_bottom = MY + 9.0 * h + 0.4 * S;
        let players = self.scores().len();
        let height = board_bottom + 30.0 + 34.0 * players as f64 + 30.0;
        let mut svg = Svg::new(width, height);
        // The plate: a hexagon 1.2 times the one through the corner cells.
        let (cx, cy) = centre(5, 5);
        let corners = [(1, 1), (1, 5), (5, 9), (9, 9), (9, 5), (5, 1)];
        let plate: Vec<(f64, f64)> = corners
            .iter()
            .map(|&(r, n)| {
                let (x, y) = centre(r, n);
                (cx + (x - cx) * 1.2, cy + (y - cy) * 1.2)
            })
            .collect();
        svg.el("polygon")
            .attr("points", points(&plate))
            .attr("fill", "#8d6e63")
            .attr("stroke", "#5d4037")
            .num("stroke-width", 3.0)
            .attr("stroke-linejoin", "round")
            .end();
        // Coordinates: row letters left of each row, numbers below their diagonals.
        for row in 1..=9i32 {
            let first = if row > 5 { row - 4 } else { 1 };
            let (x, y) = centre(row, first - 1);
            svg.el("text")
                .num("x", x - 4.0)
                .num("y", y + 5.0)
                .attr("text-anchor", "middle")
                .attr("font-weight", "bold")
                .attr("fill", "#5d4037")
                .text(&((b'A' + row as u8 - 1) as char).to_string());
        }
        for number in 1..=9i32 {
            let (x, y) = centre((number - 5).max(0), number);
            svg.el("text")
                .num("x", x + 0.22 * S)
                .num("y", y + 0.3 * S)
                .attr("text-anchor", "middle")
                .attr("font-weight", "bold")
                .attr("fill", "#5d4037")
                .text(&number.to_string());
        }
        let vacated: Vec<Cell> = match opts.last_move {
            Some(Move::Inline(m)) => vec![m.from()],
            Some(Move::Broadside(b)) => {
                group(b.from(), b.axis(), b.marbles()).into_iter().collect()
            }
            _ => Vec::new(),
        };
        for cell in Cell::all() {
            let (x, y) = cell_centre(cell);
            let fill = if vacated.contains(&cell) {
                "#ffe082"
            } else {
                "#d7ccc8"
            };
            svg.el("circle")
                .num("cx", x)
                .num("cy", y)
                .num("r", S * 0.43)
                .attr("fill", fill)
                .attr("stroke", "#6d4c41")
                .end();
            if let Some(p) = self.marble_at(cell) {
                marble(&mut svg, p.index(), x, y, S * 0.42);
            }
        }
        match opts.last_move {
            Some(&Move::Inline(m)) => {
                let (from, dir) = (m.from(), m.dir());
                if let Some(to) = from.step(dir) {
                    arrow(&mut svg, cell_centre(from), cell_centre(to));
                }
            }
            Some(&Move::Broadside(b)) => {
                let (from, axis, len, dir) = (b.from(), b.axis(), b.marbles(), b.dir());
                for c in group(from, axis, len) {
                    if let Some(to) = c.step(dir) {
                        arrow(&mut svg, cell_centre(c), cell_centre(to));
                    }
                }
            }
            _ => {}
        }
        // Click keys on top, with the selection and target marks.
        for cell in Cell::all() {
            let key = cell.to_string();
            let (x, y) = cell_centre(cell);
            if opts.is_target(&key) {
                svg.target_dot(x, y, 8.0);
            }
            svg.el("circle")
                .num("cx", x)
                .num("cy", y)
                .num("r", S * 0.46)
                .clickable(&key, Highlight::cell(opts.is_selected(&key), false, 5.0));
        }
        // The score: marbles ejected per seat (§5), and who acts.
        for (i, &ejected) in self.scores().iter().enumerate() {
            let y = board_bottom + 30.0 + 34.0 * i as f64;
            marble(&mut svg, i, MX - S * 0.6, y, 11.0);
            let turn = if self.end().is_none() && self.seat_to_move().index() == i {
                " ◀ to move"
            } else {
                ""
            };
            svg.el("text")
                .num("x", MX - S * 0.6 + 20.0)
                .num("y", y + 5.0)
                .text(&format!(
                    "{} ({}): {ejected} ejected, {} on the board{turn}",
                    NAMES[i],
                    crate::SEAT_LABELS[i],
                    self.marble_count(Player(i as u8))
                ));
        }
        svg.caption(width / 2.0, height - 14.0, &self.status());
        svg.finish()
    }

    /// The marbles of the move, then the cell the first of them reaches: an in-line move
    /// clicks its group from the rear marble forwards and then the cell ahead of the group
    /// (the leading marble's destination, where it may push: `a1b2` with a lone marble is
    /// `a1`, `b2`); a broadside clicks its marbles along their line from the end the notation
    /// names first, then the first marble's destination (`c3c5d4` is `c3`, `c4`, `c5`, `d4`).
    /// `pass` is a button; `flag:SEAT` is never a legal move.
    fn clicks(&self, mv: &Move) -> Vec<String> {
        match *mv {
            Move::Inline(m) => {
                let (from, dir) = (m.from(), m.dir());
                let Some(me) = self.marble_at(from) else {
                    return Vec::new();
                };
                let mut keys = vec![from.to_string()];
                let mut at = from;
                while let Some(next) = at.step(dir) {
                    at = next;
                    keys.push(next.to_string());
                    if self.marble_at(next) != Some(me) || keys.len() > 3 {
                        break;
                    }
                }
                keys
            }
            Move::Broadside(b) => {
                let (from, axis, len, dir) = (b.from(), b.axis(), b.marbles(), b.dir());
                let mut keys: Vec<String> =
                    group(from, axis, len).iter().map(Cell::to_string).collect();
                keys.extend(from.step(dir).map(|c| c.to_string()));
                keys
            }
            Move::Pass | Move::Flag(_) => Vec::new(),
        }
    }
}

/// The cells of a broadside group: `len` cells from `from` along `axis` (those on the board).
fn group(from: Cell, axis: Direction, len: u8) -> Vec<Cell> {
    let mut cells = vec![from];
    let mut at = from;
    for _ in 1..len {
        match at.step(axis) {
            Some(next) => {
                cells.push(next);
                at = next;
            }
            None => break,
        }
    }
    cells
}

impl Abalone {
    /// Who acts, or how the game ended with the score in words (abalone.md §5, §6).
    pub(crate) fn status(&self) -> String {
        let name = |p: Player| NAMES.get(p.index()).copied().unwrap_or("?");
        let scores = self.scores();
        let by_score = |winner: Player| {
            let mine = scores.get(winner.index()).copied().unwrap_or(0);
            let others: Vec<String> = scores
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != winner.index())
                .map(|(_, s)| s.to_string())
                .collect();
            format!("{mine}–{}", others.join("–"))
        };
        match self.end() {
            None => format!("{} to move", name(self.seat_to_move())),
            Some(End::Ejections(p)) => format!(
                "game over: {} wins {} (six marbles ejected)",
                name(p),
                by_score(p)
            ),
            Some(End::NoMove(p)) => format!("game over: {} has no move and loses", name(p)),
            Some(End::Flag(p)) => format!("game over: {}'s time ran out", name(p)),
            Some(End::Blocked) => "game over: nobody can move; the ejections stand".to_owned(),
            Some(End::Repetition) => "game over: a draw by threefold repetition".to_owned(),
            Some(End::PlyLimit) => "game over: the ply limit is reached".to_owned(),
            Some(End::Agreement) => "game over: a draw by agreement".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::{check_drawing, check_drawings, picture_keys};
    use jokoak_core::{Draw, Game, click_step};

    use crate::{Abalone, Move, Options, Variant};

    /// The 61 cells of abalone.md §2 in reading order: row `a` holds `a1`–`a5`, each row up
    /// to `e` one more, from `f` on the first number rises by one, to `i5`–`i9`.
    #[test]
    fn every_cell_is_a_key() {
        let keys = picture_keys(&Abalone::default()).unwrap();
        let cells: Vec<String> = ('a'..='i')
            .zip(0usize..)
            .flat_map(|(row, r)| {
                (r.saturating_sub(4) + 1..=(r + 5).min(9)).map(move |n| format!("{row}{n}"))
            })
            .collect();
        assert_eq!(cells.len(), 61);
        assert_eq!(keys, cells);
    }

    #[test]
    fn clicks_name_marbles_then_the_destination() {
        let start = Abalone::default();
        check_drawing(&start).unwrap();
        // `a1b2` (§7.2) from the standard opening (§3.1): a1, b2 and c3 are black, so the
        // group is those three in line and its lead reaches the empty d4 (§4.1).
        let mv: Move = "a1b2".parse().unwrap();
        assert_eq!(start.clicks(&mv), ["a1", "b2", "c3", "d4"]);
        // `c3c5d3`: the broadside of c3, c4, c5 one step north-west (§4.2).
        let mv: Move = "c3c5d3".parse().unwrap();
        assert_eq!(start.clicks(&mv), ["c3", "c4", "c5", "d3"]);
        // The whole sequence completes the move.
        let keys: Vec<String> = ["c3", "c4", "c5", "d3"].map(String::from).to_vec();
        assert_eq!(click_step(&start, &keys).complete, Some(mv));
    }

    #[test]
    fn random_games_keep_the_contract() {
        check_drawings(&Abalone::default(), 2, 60);
        let three = Abalone::new(Options::default(), 3).unwrap();
        assert_eq!(three.num_players(), 3);
        check_drawings(&three, 1, 60);
        let daisy = Abalone::new(
            Options {
                variant: Variant::BelgianDaisy,
                ..Options::default()
            },
            2,
        )
        .unwrap();
        check_drawings(&daisy, 1, 40);
    }
}
