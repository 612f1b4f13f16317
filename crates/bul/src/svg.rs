//! The SVG picture of a Bul position and the clicks of its moves ([`jokoak_core::Draw`]):
//! the track between the corn-cob dividers with both homes (bul.md §1–§2), each space's
//! pieces stacked bottom to top, the dead, the throw (§3) and who acts.

use jokoak_core::svg::{Highlight, Svg};
use jokoak_core::{Draw, DrawOptions, Game as _};

use crate::{Bul, Move, Node, Seat};

/// Left and right margin.
const LEFT: f64 = 16.0;
/// Top of the board (below the position numbers).
const TOP: f64 = 40.0;
/// Height of the board.
const BOARD: f64 = 190.0;

/// Fill and stroke per side (Red, Blue).
const COLOURS: [(&str, &str); 2] = [("#d32f2f", "#7f0000"), ("#1e63c6", "#0b2f66")];

fn name(side: Seat) -> &'static str {
    match side {
        Seat::Red => "Red",
        Seat::Blue => "Blue",
    }
}

/// One piece of `side` as a flat disc seen from the side, centred on `(x, y)`.
fn disc(svg: &mut Svg, side: Seat, x: f64, y: f64, w: f64, h: f64, faded: bool) {
    svg.el("rect")
        .num("x", x - w / 2.0)
        .num("y", y - h / 2.0)
        .num("width", w)
        .num("height", h)
        .num("rx", h / 2.0)
        .paint(COLOURS[side.index()], 1.2)
        .when(faded, |el| {
            el.attr("fill-opacity", "0.35")
                .attr("stroke-opacity", "0.5")
        })
        .end();
}

/// A count in small type centred on `x`, its baseline at `y`: a stack's height, a home's
/// waiting pieces, the dead.
fn count(svg: &mut Svg, x: f64, y: f64, text: &str) {
    svg.el("text")
        .num("x", x)
        .num("y", y)
        .attr("text-anchor", "middle")
        .attr("font-size", "12")
        .text(text);
}

impl Draw for Bul {
    /// Positions `0` (Red's home) to `T + 1` (Blue's home) left to right, numbered as in the
    /// notation (§2) and each a click key; the corn cobs between them; on each track space its
    /// pieces bottom to top (the top piece is the controller, §1), waiting pieces in the homes,
    /// the dead below them; then the throw (the four dice of the last `yellow:K` and its
    /// points under the active scoring, §3) and who acts. The last move's two positions are
    /// tinted.
    fn svg(&self, opts: &DrawOptions<'_, Move>) -> String {
        let t = self.options().track_spaces;
        let far = self.options().far_end();
        let space = (960.0 / f64::from(t + 2)).clamp(40.0, 70.0);
        let home_w = space * 1.4;
        let width = 2.0 * LEFT + 2.0 * home_w + space * f64::from(t);
        let height = TOP + BOARD + 112.0;
        let mut svg = Svg::new(width, height);
        let x_of = |pos: u8| -> (f64, f64) {
            if pos == 0 {
                (LEFT, home_w)
            } else if pos >= far {
                (LEFT + home_w + space * f64::from(t), home_w)
            } else {
                (LEFT + home_w + space * f64::from(pos - 1), space)
            }
        };
        let last: Vec<u8> = match opts.last_move {
            Some(Move::Step { from, to }) => vec![*from, *to],
            _ => Vec::new(),
        };
        for pos in 0..=far {
            let (x, w) = x_of(pos);
            let fill = if last.contains(&pos) {
                "#fff3c4"
            } else if pos == 0 || pos == far {
                "#eadfc8"
            } else {
                "#f6efdf"
            };
            svg.el("rect")
                .num("x", x)
                .num("y", TOP)
                .num("width", w)
                .num("height", BOARD)
                .attr("fill", fill)
                .attr("stroke", "#b9a47c")
                .end();
            let label = match pos {
                0 => "0 Red home".to_owned(),
                p if p == far => format!("{p} Blue home"),
                p => p.to_string(),
            };
            svg.el("text")
                .num("x", x + w / 2.0)
                .num("y", TOP - 12.0)
                .attr("text-anchor", "middle")
                .attr("font-weight", "bold")
                .attr(
                    "font-size",
                    if pos == 0 || pos == far { "12" } else { "14" },
                )
                .text(&label);
        }
        // The corn cobs between the spaces (§1: T + 1 dividers).
        for pos in 1..=far {
            let (x, _) = x_of(pos);
            svg.el("rect")
                .num("x", x - 5.0)
                .num("y", TOP + 10.0)
                .num("width", 10.0)
                .num("height", BOARD - 20.0)
                .num("rx", 5.0)
                .attr("fill", "#f2c230")
                .attr("stroke", "#a07a06")
                .end();
        }
        // Stacks bottom to top (§1, §14); a tall stack is squeezed to fit.
        for pos in 1..=t {
            let stack = self.stack_at(pos);
            let n = stack.len();
            if n == 0 {
                continue;
            }
            let (x, w) = x_of(pos);
            let pitch = (14.0f64).min((BOARD - 30.0) / n as f64);
            let cx = x + w / 2.0;
            for (i, side) in stack.pieces().enumerate() {
                let y = TOP + BOARD - 18.0 - pitch * i as f64;
                disc(&mut svg, side, cx, y, w * 0.62, pitch.min(12.0), false);
            }
            if n > 1 {
                let above = TOP + BOARD - 22.0 - pitch * n as f64;
                count(&mut svg, cx, above, &stack.to_string());
            }
        }
        // The homes' waiting pieces, two columns, and the dead below each home.
        for side in Seat::ALL {
            let (x, w) = x_of(self.home_position(side));
            let n = usize::from(self.home(side));
            let rows = n.div_ceil(2).max(1);
            let pitch = (16.0f64).min((BOARD - 40.0) / rows as f64);
            for i in 0..n {
                let col = (i % 2) as f64;
                let row = (i / 2) as f64;
                let cx = x + w * (0.3 + 0.4 * col);
                let y = TOP + BOARD - 18.0 - pitch * row;
                disc(&mut svg, side, cx, y, w * 0.34, pitch.min(12.0), false);
            }
            count(&mut svg, x + w / 2.0, TOP + 20.0, &format!("{n} waiting"));
            let dead = self.dead(side);
            let y = TOP + BOARD + 20.0;
            for i in 0..dead {
                let cx = x + 10.0 + 12.0 * f64::from(i % 8);
                let yy = y + 12.0 * f64::from(i / 8);
                disc(&mut svg, side, cx, yy, 10.0, 8.0, true);
            }
            count(&mut svg, x + w / 2.0, y + 34.0, &format!("{dead} dead"));
        }
        // Click keys on top.
        for pos in 0..=far {
            let key = pos.to_string();
            let (x, w) = x_of(pos);
            let outline = Highlight::of(
                opts.is_selected(&key),
                opts.is_target(&key),
                last.contains(&pos),
            );
            svg.click_rect((x + 7.0, TOP + 3.0), (w - 14.0, BOARD - 6.0), &key, outline);
        }
        // The throw: the four dice of the last `yellow:K`, and its points (§3).
        let cx = width / 2.0;
        let y = TOP + BOARD + 28.0;
        if let Some(&Move::Yellow(throw)) = opts.last_move {
            let k = throw.yellow();
            for i in 0..4u8 {
                let fill = if i < k { "#f2c230" } else { "#2b2b2b" };
                svg.el("ellipse")
                    .num("cx", cx - 60.0 + 24.0 * f64::from(i))
                    .num("cy", y)
                    .num("rx", 8.0)
                    .num("ry", 12.0)
                    .attr("fill", fill)
                    .attr("stroke", "#6b5200")
                    .end();
            }
            svg.el("text")
                .num("x", cx + 40.0)
                .num("y", y + 5.0)
                .text(&format!(
                    "{k} yellow = {} points",
                    self.options().scoring.points(k)
                ));
        } else if let Some(points) = self.throw() {
            svg.el("text")
                .num("x", cx)
                .num("y", y + 5.0)
                .attr("text-anchor", "middle")
                .text(&format!("throw: {points} points"));
        }
        svg.caption(cx, height - 16.0, &self.status());
        svg.finish()
    }

    /// A move is one click on the position it starts from (the mover's home to enter, else
    /// the piece or stack): the throw fixes where it goes (§2). Should two legal moves start
    /// from one position, each is that position then its landing position. `pass` and the
    /// chance outcomes are buttons.
    fn clicks(&self, mv: &Move) -> Vec<String> {
        let Move::Step { from, to } = *mv else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let shared = moves
            .iter()
            .filter(|m| matches!(m, Move::Step { from: f, .. } if *f == from))
            .count();
        if shared > 1 {
            vec![from.to_string(), to.to_string()]
        } else {
            vec![from.to_string()]
        }
    }
}

impl Bul {
    /// Who acts, or the result, in words (bul.md §4, §5, §9).
    pub(crate) fn status(&self) -> String {
        match self.node() {
            Node::Opening => "first player not drawn yet".to_owned(),
            Node::Throw(side) => format!("{} to throw", name(side)),
            Node::Move { seat: side, points } => {
                format!("{} to move {points} point{}", name(side), plural(points))
            }
            Node::Over(Some(side)) => format!(
                "game over: {} wins ({} is out)",
                name(side),
                name(side.opponent())
            ),
            Node::Over(None) => "game over: a draw at the ply limit".to_owned(),
        }
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use jokoak_core::testkit::{check_drawing, check_drawings, picture_keys};
    use jokoak_core::{Draw, click_step};

    use crate::{Bul, Move, Options, Scoring};

    #[test]
    fn every_position_is_a_key() {
        let keys = picture_keys(&Bul::default()).unwrap();
        let expected: Vec<String> = (0..=10).map(|p| p.to_string()).collect();
        assert_eq!(keys, expected);
    }

    #[test]
    fn e6_moves_are_one_click_each() {
        // bul.md §12 E6: Blue threw 2; entering from home 10 onto 8, or the lone piece on 6
        // recapturing the stack on 4.
        let game: Bul = "B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0".parse().unwrap();
        check_drawing(&game).unwrap();
        assert_eq!(game.clicks(&"10-8".parse::<Move>().unwrap()), ["10"]);
        assert_eq!(game.clicks(&"6-4".parse::<Move>().unwrap()), ["6"]);
        let step = click_step(&game, &[]);
        assert_eq!(step.targets, ["10", "6"]);
        let done = click_step(&game, &["6".to_owned()]);
        assert_eq!(done.complete, Some("6-4".parse().unwrap()));
    }

    #[test]
    fn random_games_keep_the_contract() {
        check_drawings(&Bul::default(), 3, 300);
        let options = Options {
            stacks_capture_singles: true,
            exact_count_far_end: false,
            track_spaces: 12,
            pieces_per_side: 7,
            ..Options::with_scoring(Scoring::SapperPuluc)
        };
        check_drawings(&Bul::new(options).unwrap(), 2, 300);
    }
}
