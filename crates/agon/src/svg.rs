//! The SVG picture of an Agon position and the clicks of its moves ([`jokoak_core::Draw`]):
//! the 91 hexes in their six rings (agon.md §1–§2), each labelled with its `k:i` name
//! (§2.2), the queens and guards, the pieces still in hand (§10.1) and who acts.

use jokoak_core::svg::{Highlight, Svg, hexagon, points};
use jokoak_core::{Draw, DrawOptions, Player};

use crate::position::Node;
use crate::{Agon, Cell, Kind, Move};

/// Circumradius of one hex.
const R: f64 = 30.0;
/// Side names in seat order (§1).
const SIDES: [&str; 2] = ["A", "B"];
/// Piece fill and stroke per side.
const COLOURS: [(&str, &str); 2] = [("#f7f3e8", "#3e2f1c"), ("#2b2b2b", "#000000")];
/// Ring fills from the centre outwards: a gold centre, then alternating rings.
const RING_FILLS: [&str; 6] = [
    "#e9b949", "#c9a877", "#eadcc0", "#c9a877", "#eadcc0", "#c9a877",
];
/// Width of the picture.
const WIDTH: f64 = 600.0;
/// The board's centre.
const CX: f64 = WIDTH / 2.0;
const CY: f64 = 8.8 * R;

/// The centre of `cell` on screen: pointy-topped hexes, y pointing down (§2.1).
fn centre(cell: Cell) -> (f64, f64) {
    let (q, r) = cell.axial();
    let x = CX + R * 3f64.sqrt() * (f64::from(q) + f64::from(r) / 2.0);
    let y = CY + R * 1.5 * f64::from(r);
    (x, y)
}

/// The key of the hand pieces of `kind` of `side`: `hand-A-Q`, `hand-B-G`.
fn hand_key(side: usize, kind: Kind) -> String {
    format!("hand-{}-{}", SIDES[side & 1], kind.letter())
}

/// A piece of `side` of `kind` centred on `(x, y)`: a disc, with a crown for the queen; a
/// pending piece (captured, §7.1) is drawn faded with a dashed rim.
fn piece(svg: &mut Svg, side: usize, kind: Kind, pending: bool, x: f64, y: f64) {
    let r = if kind == Kind::Queen {
        R * 0.58
    } else {
        R * 0.5
    };
    svg.el("circle")
        .num("cx", x)
        .num("cy", y)
        .num("r", r)
        .paint(COLOURS[side & 1], 2.0)
        .when(pending, |disc| {
            disc.attr("stroke-dasharray", "4 3")
                .attr("fill-opacity", "0.45")
        })
        .end();
    let ink = COLOURS[(side + 1) & 1].0;
    match kind {
        Kind::Queen => {
            // A three-pointed crown.
            let w = r * 0.62;
            let (top, base) = (y - r * 0.45, y + r * 0.35);
            let crown = [
                (x - w, base),
                (x - w, top + r * 0.2),
                (x - w * 0.5, y - r * 0.05),
                (x, top),
                (x + w * 0.5, y - r * 0.05),
                (x + w, top + r * 0.2),
                (x + w, base),
            ];
            svg.el("polygon")
                .attr("points", points(&crown))
                .attr("fill", ink)
                .end();
        }
        Kind::Guard => {
            svg.el("circle")
                .num("cx", x)
                .num("cy", y)
                .num("r", r * 0.55)
                .attr("fill", "none")
                .attr("stroke", ink)
                .num("stroke-width", 2.0)
                .end();
        }
    }
}

impl Draw for Agon {
    /// The hexagonal board with its rings shaded alternately and the centre in gold; every
    /// cell is a click key named by its notation (`0:0`, `1:0` … `5:29`, §2.2), written small
    /// in the cell. A's pieces are light, B's dark; a queen carries a crown; a pending piece
    /// (§7) is faded. Below the board: the pieces each side still has in hand (placement
    /// set-ups, §10.1, shown while any is left; `hand-A-Q`, `hand-A-G`, … are their keys) and
    /// who acts. The last move's
    /// cells are outlined.
    fn svg(&self, opts: &DrawOptions<'_, Move>) -> String {
        let bottom = CY + 8.6 * R;
        let hands = (0..2).any(|s| self.in_hand(Player(s)) != (false, 0));
        let height = bottom + if hands { 78.0 } else { 40.0 };
        let mut svg = Svg::new(WIDTH, height);
        let last: Vec<Cell> = match opts.last_move {
            Some(Move::Step { from, to } | Move::Reenter { from, to }) => vec![*from, *to],
            Some(Move::Place { at, .. }) => vec![*at],
            _ => Vec::new(),
        };
        for cell in Cell::all() {
            let (x, y) = centre(cell);
            svg.el("polygon")
                .attr("points", hexagon(x, y, R - 0.5, true))
                .attr("fill", RING_FILLS[usize::from(cell.ring())])
                .attr("stroke", "#7a5c34")
                .num("stroke-width", 1.2)
                .end();
            svg.el("text")
                .num("x", x)
                .num("y", y + R * 0.74)
                .attr("text-anchor", "middle")
                .attr("font-size", "8.5")
                .attr("fill", "#5a4630")
                .text(&cell.to_string());
        }
        for cell in Cell::all() {
            if let Some(p) = self.piece_at(cell) {
                let (x, y) = centre(cell);
                piece(&mut svg, p.owner.index(), p.kind, p.pending, x, y - 3.0);
            }
        }
        // Click keys on top, with the last move, selection and target marks.
        for cell in Cell::all() {
            let key = cell.to_string();
            let (x, y) = centre(cell);
            if opts.is_target(&key) {
                svg.target_dot(x, y, 7.0);
            }
            let outline = Highlight::cell(opts.is_selected(&key), last.contains(&cell), 4.0);
            svg.el("polygon")
                .attr("points", hexagon(x, y, R - 3.0, true))
                .clickable(&key, outline);
        }
        // The hands (§10.1), then the status line.
        let mut x = 20.0;
        let y = bottom + 18.0;
        for (side, name) in SIDES.iter().enumerate() {
            if !hands {
                break;
            }
            let (queen, guards) = self.in_hand(Player(side as u8));
            let label = format!("{name} in hand:");
            svg.el("text").num("x", x).num("y", y + 5.0).text(&label);
            x += 84.0;
            for (kind, n) in [(Kind::Queen, u8::from(queen)), (Kind::Guard, guards)] {
                if n == 0 {
                    continue;
                }
                piece(&mut svg, side, kind, false, x + 14.0, y);
                let key = hand_key(side, kind);
                if n > 1 {
                    svg.el("text")
                        .num("x", x + 32.0)
                        .num("y", y + 5.0)
                        .text(&format!("×{n}"));
                }
                let outline = Highlight {
                    width: 3.0,
                    ..Highlight::of(opts.is_selected(&key), opts.is_target(&key), false)
                };
                svg.click_rect((x - 4.0, y - 18.0), (58.0, 36.0), &key, outline);
                x += 62.0;
            }
            if !queen && guards == 0 {
                svg.el("text")
                    .num("x", x)
                    .num("y", y + 5.0)
                    .attr("fill", "#777777")
                    .text("none");
            }
            x = WIDTH / 2.0 + 20.0;
        }
        svg.caption(WIDTH / 2.0, height - 16.0, &self.status_words());
        svg.finish()
    }

    /// A step or a re-entry is the piece's cell, then the cell it goes to (`5:4-5:3` is
    /// `5:4`, `5:3`; `2:1=>5:7` is `2:1`, `5:7`); a placement is the piece in hand, then the
    /// cell (`G@4:3` by A is `hand-A-G`, `4:3`). `pass` and `first:A`/`first:B` are buttons.
    fn clicks(&self, mv: &Move) -> Vec<String> {
        match *mv {
            Move::Step { from, to } | Move::Reenter { from, to } => {
                vec![from.to_string(), to.to_string()]
            }
            Move::Place { kind, at } => {
                vec![hand_key(usize::from(self.turn), kind), at.to_string()]
            }
            Move::Pass | Move::First(_) => Vec::new(),
        }
    }
}

impl Agon {
    /// Who acts, in words, or the result (agon.md §8).
    pub(crate) fn status_words(&self) -> String {
        match self.node {
            Node::Over(Some(w)) => format!("game over: {} wins", SIDES[usize::from(w) & 1]),
            Node::Over(None) => "game over: a draw".to_owned(),
            _ => self.status(),
        }
    }
}

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::{check_drawing, check_drawings, picture_keys};
    use jokoak_core::{Draw, Player, click_step};

    use crate::{Agon, Chooser, Move, Options, Variant};

    /// The 91 cells of agon.md §2.2 ring by ring: the centre `0:0`, then ring `k` (1 to 5)
    /// with its `6k` cells `k:0` to `k:(6k − 1)`.
    #[test]
    fn every_cell_is_a_key() {
        let keys = picture_keys(&Agon::default()).unwrap();
        let rings = (1..=5).flat_map(|k| (0..6 * k).map(move |i| format!("{k}:{i}")));
        let cells: Vec<String> = std::iter::once("0:0".to_owned()).chain(rings).collect();
        assert_eq!(cells.len(), 91);
        assert_eq!(keys, cells);
    }

    #[test]
    fn a_step_is_the_piece_then_its_cell() {
        // §3.1: A's guard on 5:4 may step to the empty 5:3 beside it (the doc example).
        let start = Agon::with_first(Options::default(), Player(0)).unwrap();
        check_drawing(&start).unwrap();
        let mv: Move = "5:4-5:3".parse().unwrap();
        assert_eq!(start.clicks(&mv), ["5:4", "5:3"]);
        let step = click_step(&start, &["5:4".to_owned()]);
        assert!(step.targets.contains(&"5:3".to_owned()));
    }

    #[test]
    fn a_re_entry_is_the_pending_piece_then_its_cell() {
        // §7: B's captured queen (1:0) and guard (2:1) wait for re-entry; every legal move of
        // B re-enters one of them, so each starts with a pending piece's cell.
        let game: Agon = "B AQ@0:0 AG@2:0 AG@2:2 BQ@1:0* BG@2:1*".parse().unwrap();
        check_drawing(&game).unwrap();
        let step = click_step(&game, &[]);
        assert!(!step.targets.is_empty());
        assert!(step.targets.iter().all(|k| k == "1:0" || k == "2:1"));
    }

    #[test]
    fn a_placement_is_the_hand_then_the_cell() {
        // §10.1 FreeQueen: the board starts empty and A places first (after `first:A`).
        let mut game = Agon::new(Options {
            variant: Variant::PlacementFreeQueen,
            ..Options::default()
        })
        .unwrap();
        jokoak_core::Game::play(&mut game, &"first:A".parse().unwrap()).unwrap();
        check_drawing(&game).unwrap();
        let mv: Move = "G@4:3".parse().unwrap();
        assert_eq!(game.clicks(&mv), ["hand-A-G", "4:3"]);
        let step = click_step(&game, &[]);
        assert_eq!(step.targets, ["hand-A-Q", "hand-A-G"]);
    }

    #[test]
    fn random_games_keep_the_contract() {
        check_drawings(&Agon::default(), 2, 50);
        let placement = Agon::new(Options {
            variant: Variant::PlacementFreeQueen,
            ..Options::default()
        })
        .unwrap();
        check_drawings(&placement, 1, 40);
        let captor = Agon::new(Options {
            queen_reentry_chooser: Chooser::Captor,
            ..Options::default()
        })
        .unwrap();
        check_drawings(&captor, 1, 50);
    }
}
