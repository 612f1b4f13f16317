//! The SVG picture of a tile-game position and the clicks of its moves
//! ([`jokoak_core::Draw`]): the table with every tile drawn from its type's design
//! (to-be-continued.md §1–§2), the spots where the two ends of the line continue, the hand of
//! the seat that may see it (§9 T12), and the match's scores.

use std::fmt::Write as _;

use jokoak_core::svg::{Highlight, LAST_MOVE, Num, SELECTED, Svg, TARGET};
use jokoak_core::{Draw, DrawOptions, Game as _, Player};

use crate::moves::{EndId, Move, Turn};
use crate::position::{CORNERS_TO_END, Continued, DEALS, Node};
use crate::table::Cell;
use crate::tiles::{Colour, Design, Kind, TileType};

/// Margin left of and above the table (room for the coordinates).
const MARGIN: f64 = 28.0;
/// The side of a tile in the hand.
const HAND_TILE: f64 = 40.0;
/// Width of one hand entry (tile, code and count).
const HAND_STEP: f64 = 58.0;

fn ink(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "#212121",
        Colour::Red => "#d32f2f",
        Colour::Yellow => "#f2b705",
        Colour::Blue => "#1e63c6",
    }
}

/// The key of the tiles of type `t` in the viewer's hand: `hand-FS-R`.
fn hand_key(t: TileType) -> String {
    format!("hand-{}", t.code())
}

/// The key of the spot where end `e` continues: `E0`, `E1` (the notation's end names, §11.2).
fn end_key(e: EndId) -> String {
    format!("E{}", e.index())
}

/// The key of a corner's turn: `turn-L`, `turn-R` (§11.2 `:L`, `:R`).
fn turn_key(t: Turn) -> &'static str {
    match t {
        Turn::Left => "turn-L",
        Turn::Right => "turn-R",
    }
}

/// Writes one tile of type `t` with `rotation` clockwise quarter turns (§2) in the square
/// `(x, y)`–`(x + s, y + s)`, drawn from its design: the canonical tile (a straight's black
/// image west and coloured image east, a corner's images north and west) turned about its
/// centre. Full side images fill their side, side-centre images are a half disc at the
/// side's middle, multiple images are three dots; a corner's two images are joined by a
/// quarter arc. A grey track joins the two image sides.
fn tile(svg: &mut Svg, t: TileType, rotation: u8, x: f64, y: f64, s: f64) {
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    let deg = 90.0 * f64::from(rotation % 4);
    svg.el("g")
        .attr(
            "transform",
            format!("rotate({} {} {})", Num(deg), Num(cx), Num(cy)),
        )
        .open();
    svg.el("rect")
        .num("x", x + 0.5)
        .num("y", y + 0.5)
        .num("width", s - 1.0)
        .num("height", s - 1.0)
        .num("rx", s * 0.08)
        .attr("fill", "#fbf6ea")
        .attr("stroke", "#8c7a5b")
        .end();
    let colour = ink(t.colour());
    let black = ink(Colour::Black);
    let band = (s * 0.16).max(2.0);
    match t.kind() {
        Kind::Straight => {
            svg.el("line")
                .num("x1", x + band)
                .num("y1", cy)
                .num("x2", x + s - band)
                .num("y2", cy)
                .attr("stroke", "#b8ab91")
                .num("stroke-width", (s * 0.12).max(1.0))
                .end();
            for (side_x, fill, toward) in [(x, black, 1.0), (x + s, colour, -1.0)] {
                match t.design() {
                    Design::FullSide => {
                        let left = if toward > 0.0 { side_x } else { side_x - band };
                        svg.el("rect")
                            .num("x", left)
                            .num("y", y + 1.0)
                            .num("width", band)
                            .num("height", s - 2.0)
                            .attr("fill", fill)
                            .end();
                    }
                    Design::SideCentre => {
                        let r = s * 0.22;
                        let sweep = if toward > 0.0 { 1 } else { 0 };
                        svg.el("path")
                            .attr(
                                "d",
                                format!(
                                    "M {} {} A {r} {r} 0 0 {sweep} {} {} Z",
                                    Num(side_x),
                                    Num(cy - r),
                                    Num(side_x),
                                    Num(cy + r),
                                    r = Num(r)
                                ),
                            )
                            .attr("fill", fill)
                            .end();
                    }
                    _ => {
                        for k in [-1.0, 0.0, 1.0] {
                            svg.el("circle")
                                .num("cx", side_x + toward * s * 0.1)
                                .num("cy", cy + k * s * 0.28)
                                .num("r", s * 0.075)
                                .attr("fill", fill)
                                .end();
                        }
                    }
                }
            }
        }
        Kind::Corner => {
            // Images on the north and west sides, joined by a quarter arc round the NW corner.
            let r = s / 2.0;
            svg.el("path")
                .attr(
                    "d",
                    format!(
                        "M {} {} A {r} {r} 0 0 1 {} {}",
                        Num(x),
                        Num(cy),
                        Num(cx),
                        Num(y),
                        r = Num(r)
                    ),
                )
                .attr("fill", "none")
                .attr("stroke", colour)
                .num("stroke-width", (s * 0.2).max(2.0))
                .end();
            svg.el("rect")
                .num("x", x + 1.0)
                .num("y", y + 1.0)
                .num("width", s - 2.0)
                .num("height", band * 0.7)
                .attr("fill", colour)
                .end();
            svg.el("rect")
                .num("x", x + 1.0)
                .num("y", y + 1.0)
                .num("width", band * 0.7)
                .num("height", s - 2.0)
                .attr("fill", colour)
                .end();
        }
    }
    svg.close();
}

impl Draw for Continued {
    /// The table as a grid with its column and row numbers (the `x,y` of the notation), every
    /// placed tile drawn from its type (§1, §2) in its rotation, and a spot in front of each
    /// end of the line (keys `E0`, `E1`; §2, §11.2). Below it: the hand of `opts.seat` only
    /// (keys `hand-TYPE`, one per type held, with the count) and, while that seat has a legal
    /// corner placement, the two turns (keys `turn-L`, `turn-R`); every seat's hand size and match
    /// total (§7); the deal, the corners and the pile; who acts. The last placed tile is
    /// outlined.
    fn svg(&self, opts: &DrawOptions<'_, Move>) -> String {
        let size = self.options.table;
        let c = (720.0 / f64::from(size.width)).clamp(8.0, 34.0);
        let table_w = c * f64::from(size.width);
        let table_h = c * f64::from(size.height);
        let width = (MARGIN * 2.0 + table_w).max(760.0);
        let hand_top = MARGIN + table_h + 24.0;
        let players = usize::from(self.players);
        let height = hand_top + HAND_TILE + 54.0 + 22.0 * players as f64 + 26.0;
        let mut svg = Svg::new(width, height);
        let origin = |cell: Cell| {
            (
                MARGIN + c * f64::from(cell.x),
                MARGIN + c * f64::from(cell.y),
            )
        };
        // The table and its coordinates.
        svg.el("rect")
            .num("x", MARGIN)
            .num("y", MARGIN)
            .num("width", table_w)
            .num("height", table_h)
            .attr("fill", "#2e6b3f")
            .end();
        let (right, bottom) = (MARGIN + table_w, MARGIN + table_h);
        let mut grid = String::new();
        for x in 1..size.width {
            let gx = MARGIN + c * f64::from(x);
            let _ = write!(grid, "M {} {} V {} ", Num(gx), Num(MARGIN), Num(bottom));
        }
        for y in 1..size.height {
            let gy = MARGIN + c * f64::from(y);
            let _ = write!(grid, "M {} {} H {} ", Num(MARGIN), Num(gy), Num(right));
        }
        svg.el("path")
            .attr("d", grid.trim_end())
            .attr("stroke", "#3f8452")
            .num("stroke-width", 1.0)
            .end();
        let font = format!("{}", Num((c * 0.34).clamp(6.0, 11.0)));
        for x in 0..size.width {
            svg.el("text")
                .num("x", MARGIN + c * (f64::from(x) + 0.5))
                .num("y", MARGIN - 8.0)
                .attr("text-anchor", "middle")
                .attr("font-size", &font)
                .attr("fill", "#555555")
                .text(&x.to_string());
        }
        for y in 0..size.height {
            svg.el("text")
                .num("x", MARGIN - 6.0)
                .num("y", MARGIN + c * (f64::from(y) + 0.5) + 4.0)
                .attr("text-anchor", "end")
                .attr("font-size", &font)
                .attr("fill", "#555555")
                .text(&y.to_string());
        }
        for (cell, placed) in self.tiles() {
            let (x, y) = origin(cell);
            tile(&mut svg, placed.tile, placed.rotation, x, y, c);
        }
        if let (Some(Move::Place(p)), Some(ends)) = (opts.last_move, self.ends()) {
            let (x, y) = origin(ends[p.end.index()].cell);
            svg.el("rect")
                .num("x", x + 1.0)
                .num("y", y + 1.0)
                .num("width", c - 2.0)
                .num("height", c - 2.0)
                .attr("fill", "none")
                .attr("stroke", LAST_MOVE)
                .num("stroke-width", 3.0)
                .end();
        }
        // The spots in front of the two ends (halves of one cell when both lead there).
        if let Some(ends) = self.ends() {
            let targets: Vec<Option<Cell>> =
                ends.iter().map(|e| size.step(e.cell, e.heading)).collect();
            let shared = targets[0].is_some() && targets[0] == targets[1];
            for e in EndId::BOTH {
                let Some(cell) = targets[e.index()] else {
                    continue;
                };
                if self.grid.get(cell).is_some() {
                    continue;
                }
                let (mut x, y) = origin(cell);
                let mut w = c;
                if shared {
                    w = c / 2.0;
                    x += w * e.index() as f64;
                }
                let key = end_key(e);
                // A marked spot is lit (white) so its colour shows on the green table.
                let (stroke, opacity, ink, dash) = if opts.is_selected(&key) {
                    (SELECTED, "0.9", "#1b1b1b", "none")
                } else if opts.is_target(&key) {
                    (TARGET, "0.9", "#1b1b1b", "none")
                } else {
                    ("#ffffff", "0.25", "#ffffff", "3 2")
                };
                svg.el("rect")
                    .num("x", x + 2.0)
                    .num("y", y + 2.0)
                    .num("width", w - 4.0)
                    .num("height", c - 4.0)
                    .num("rx", 3.0)
                    .attr("fill", "#ffffff")
                    .attr("fill-opacity", opacity)
                    .attr("stroke", stroke)
                    .num("stroke-width", 3.0)
                    .attr("stroke-dasharray", dash)
                    .key(&key)
                    .end();
                svg.el("text")
                    .num("x", x + w / 2.0)
                    .num("y", y + c / 2.0 + 4.0)
                    .attr("text-anchor", "middle")
                    .attr("font-size", &font)
                    .attr("fill", ink)
                    .attr("pointer-events", "none")
                    .text(&key);
            }
        }
        // The viewer's hand (§9 T12: only the seat itself sees it), then the turns.
        let mut x = MARGIN;
        let label_y = hand_top - 6.0;
        match opts.seat.filter(|s| s.index() < players) {
            Some(seat) => {
                let hand = self.hand(seat);
                svg.el("text")
                    .num("x", MARGIN)
                    .num("y", label_y)
                    .attr("font-weight", "bold")
                    .text(&format!("hand of seat {} ({} tiles)", seat.0, hand.total()));
                for t in hand.types() {
                    tile(&mut svg, t, 0, x, hand_top, HAND_TILE);
                    svg.el("text")
                        .num("x", x + HAND_TILE / 2.0)
                        .num("y", hand_top + HAND_TILE + 14.0)
                        .attr("text-anchor", "middle")
                        .attr("font-size", "11")
                        .text(&format!("{} ×{}", t.code(), hand.get(t)));
                    let key = hand_key(t);
                    let outline = Highlight {
                        width: 3.0,
                        ..Highlight::of(opts.is_selected(&key), opts.is_target(&key), false)
                    };
                    svg.el("rect")
                        .num("x", x - 3.0)
                        .num("y", hand_top - 3.0)
                        .num("width", HAND_TILE + 6.0)
                        .num("height", HAND_TILE + 22.0)
                        .num("rx", 4.0)
                        .clickable(&key, outline);
                    x += HAND_STEP;
                }
                let mut moves = Vec::new();
                if self.seat == seat.0 {
                    self.legal_moves(&mut moves);
                }
                let turns = moves
                    .iter()
                    .any(|m| matches!(m, Move::Place(p) if p.turn.is_some()));
                if turns {
                    x += 12.0;
                    for (turn, label) in
                        [(Turn::Left, "↶ turn left"), (Turn::Right, "↷ turn right")]
                    {
                        let key = turn_key(turn);
                        let stroke = if opts.is_selected(key) {
                            SELECTED
                        } else if opts.is_target(key) {
                            TARGET
                        } else {
                            "#8c7a5b"
                        };
                        svg.el("rect")
                            .num("x", x)
                            .num("y", hand_top + 4.0)
                            .num("width", 92.0)
                            .num("height", 30.0)
                            .num("rx", 6.0)
                            .attr("fill", "#f3ead6")
                            .attr("stroke", stroke)
                            .num("stroke-width", 2.0)
                            .key(key)
                            .end();
                        svg.el("text")
                            .num("x", x + 46.0)
                            .num("y", hand_top + 24.0)
                            .attr("text-anchor", "middle")
                            .attr("font-size", "12")
                            .attr("pointer-events", "none")
                            .text(label);
                        x += 100.0;
                    }
                }
            }
            None => {
                svg.el("text")
                    .num("x", MARGIN)
                    .num("y", label_y)
                    .attr("fill", "#777777")
                    .text("hands are hidden (public view)");
            }
        }
        // Seats: hand sizes and match totals (§7: the lowest total wins).
        let totals = self.totals();
        let mut y = hand_top + HAND_TILE + 40.0;
        for s in 0..players {
            let marker = if self.node == Node::Act && usize::from(self.seat) == s {
                "▶ "
            } else {
                "   "
            };
            let you = if opts.seat == Some(Player(s as u8)) {
                " (you)"
            } else {
                ""
            };
            svg.el("text").num("x", MARGIN).num("y", y).text(&{
                let n = self.hand(Player(s as u8)).total();
                format!(
                    "{marker}seat {s}{you}: {n} tile{} in hand, total {}",
                    if n == 1 { "" } else { "s" },
                    totals.get(s).copied().unwrap_or(0)
                )
            });
            y += 22.0;
        }
        svg.el("text")
            .num("x", width - MARGIN)
            .num("y", hand_top + HAND_TILE + 40.0)
            .attr("text-anchor", "end")
            .text(&format!(
                "deal {} of {DEALS} · corners {}/{CORNERS_TO_END} · pile {}",
                self.deal,
                self.corners,
                self.pile_size()
            ));
        svg.caption(width / 2.0, height - 16.0, &self.status_words(opts.seat));
        svg.finish()
    }

    /// A placement is the tile in hand, then the spot of its end, then for a corner the turn
    /// (`FS-R@E1` is `hand-FS-R`, `E1`; `C-K@E0:L` is `hand-C-K`, `E0`, `turn-L`). `stop`,
    /// `pass` and the chance outcomes are buttons.
    fn clicks(&self, mv: &Move) -> Vec<String> {
        match mv {
            Move::Place(p) => {
                let mut keys = vec![hand_key(p.tile), end_key(p.end)];
                if let Some(turn) = p.turn {
                    keys.push(turn_key(turn).to_owned());
                }
                keys
            }
            Move::Stop | Move::Pass | Move::First(_) | Move::Tile(_) => Vec::new(),
        }
    }
}

impl Continued {
    /// Who acts, or the match result, in words (§6, §7), as `viewer` may see it.
    pub(crate) fn status_words(&self, viewer: Option<Player>) -> String {
        match self.node {
            Node::First => "drawing the first player of deal 1".to_owned(),
            Node::Start => "turning up the start tile".to_owned(),
            Node::Deal => "dealing six tiles to each player".to_owned(),
            Node::Draw => format!("seat {} draws a tile", self.seat),
            Node::Act => {
                let what = match self.must {
                    Some(t) if viewer.is_some_and(|v| v.0 == self.seat) => {
                        format!(": must place the drawn {t}")
                    }
                    Some(_) => ": must place the drawn tile".to_owned(),
                    None if self.placed > 0 => {
                        format!(": {} placed, may place more or stop", self.placed)
                    }
                    None => String::new(),
                };
                format!("seat {} to play{what}", self.seat)
            }
            Node::Over => match self.outcome() {
                Some(o) => {
                    let totals = self.totals();
                    let winners: Vec<String> = (0..totals.len())
                        .filter(|&i| o.is_first(Player(i as u8)))
                        .map(|i| format!("seat {i}"))
                        .collect();
                    let best = totals.iter().min().copied().unwrap_or(0);
                    format!(
                        "match over: {} with {best} (lowest total)",
                        if winners.len() == 1 {
                            format!("{} wins", winners[0])
                        } else {
                            format!("{} share first place", winners.join(" and "))
                        }
                    )
                }
                None => "the match is over".to_owned(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::{check_drawing, check_drawings, xml_keys};
    use jokoak_core::{Draw, DrawOptions, Player, click_step};

    use crate::{Continued, Move, Options, TileType};

    /// The doc example's set-up (lib.rs): start tile FS-R, seat 0 holds six FS-Y, seat 1 five
    /// MU-R and a C-R; seat 0 acts.
    fn doc_example() -> Continued {
        let order = [TileType::FS_R]
            .into_iter()
            .chain(std::iter::repeat_n(TileType::FS_Y, 6))
            .chain(std::iter::repeat_n(TileType::MU_R, 5))
            .chain([TileType::C_R]);
        Continued::from_pile_order(Options::default(), 2, 0, &mut order.into_iter()).unwrap()
    }

    #[test]
    fn only_the_seat_sees_its_hand() {
        let game = doc_example();
        check_drawing(&game).unwrap();
        let public = xml_keys(&game.svg(&DrawOptions::default())).unwrap();
        assert_eq!(public, ["E0", "E1"]);
        let mine = xml_keys(&game.svg(&DrawOptions::seat(Player(0)))).unwrap();
        assert_eq!(mine, ["E0", "E1", "hand-FS-Y"]);
        let theirs = xml_keys(&game.svg(&DrawOptions::seat(Player(1)))).unwrap();
        assert_eq!(theirs, ["E0", "E1", "hand-MU-R", "hand-C-R"]);
    }

    #[test]
    fn a_placement_is_the_tile_then_the_end() {
        // §4.4: FS-Y goes black-in on End1 (showing red) or colour-in on End0 (showing black).
        let game = doc_example();
        let mv: Move = "FS-Y@E1".parse().unwrap();
        assert_eq!(game.clicks(&mv), ["hand-FS-Y", "E1"]);
        let step = click_step(&game, &["hand-FS-Y".to_owned()]);
        assert_eq!(step.targets, ["E0", "E1"]);
        let corner: Move = "C-K@E0:L".parse().unwrap();
        assert_eq!(game.clicks(&corner), ["hand-C-K", "E0", "turn-L"]);
    }

    #[test]
    fn random_matches_keep_the_contract() {
        for players in [2, 4] {
            let start = Continued::new(Options::default(), players).unwrap();
            check_drawings(&start, 1, 150);
        }
    }
}
