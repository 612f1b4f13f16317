//! The SVG picture of a Linja position and the clicks of its moves ([`jokoak_core::Draw`]):
//! eight spaces between seven bamboo sticks (linja.md §1–§2), black pieces above, red below.

use jokoak_core::svg::{Highlight, Svg};
use jokoak_core::{Draw, DrawOptions};

use crate::{Linja, Move, Node, Phase, Seat};

/// Width of one space.
const SPACE: f64 = 90.0;
/// Left margin.
const LEFT: f64 = 20.0;
/// Top of the board (below the space numbers).
const TOP: f64 = 44.0;
/// Height of one colour's half of the board.
const HALF: f64 = 112.0;
/// Distance between piece centres.
const PITCH: f64 = 24.0;

impl Draw for Linja {
    /// The eight spaces of §2 as columns numbered 0–7 (each the click key of its space),
    /// bamboo sticks between them, black pieces (moving right) in the upper half and red
    /// pieces (moving left) in the lower half with their counts, then who acts, the phase and
    /// both sides' R11 points as the board stands. The last move's spaces are tinted.
    fn svg(&self, opts: &DrawOptions<'_, Move>) -> String {
        let width = LEFT * 2.0 + SPACE * 8.0;
        let bottom = TOP + 2.0 * HALF;
        let mut svg = Svg::new(width, bottom + 62.0);
        let last = match opts.last_move {
            Some(Move::Step(step)) => vec![step.from(), step.to()],
            _ => Vec::new(),
        };
        for space in 0..8u8 {
            let x = LEFT + SPACE * f64::from(space);
            let fill = if last.contains(&space) {
                "#fff3c4"
            } else if space == 0 || space == 7 {
                "#efe6d2"
            } else {
                "#f7f1e3"
            };
            svg.el("rect")
                .num("x", x)
                .num("y", TOP)
                .num("width", SPACE)
                .num("height", 2.0 * HALF)
                .attr("fill", fill)
                .end();
            svg.el("text")
                .num("x", x + SPACE / 2.0)
                .num("y", TOP - 12.0)
                .attr("text-anchor", "middle")
                .attr("font-weight", "bold")
                .text(&space.to_string());
        }
        // The line between the halves, then the seven sticks (§1) over the space borders.
        svg.el("line")
            .num("x1", LEFT)
            .num("y1", TOP + HALF)
            .num("x2", LEFT + 8.0 * SPACE)
            .num("y2", TOP + HALF)
            .attr("stroke", "#c8b894")
            .attr("stroke-dasharray", "4 4")
            .end();
        for stick in 1..8u8 {
            let x = LEFT + SPACE * f64::from(stick);
            svg.el("rect")
                .num("x", x - 5.0)
                .num("y", TOP - 4.0)
                .num("width", 10.0)
                .num("height", 2.0 * HALF + 8.0)
                .num("rx", 4.0)
                .attr("fill", "#a5c46a")
                .attr("stroke", "#5b7a2a")
                .end();
            for k in 1..4 {
                let y = TOP + f64::from(k) * HALF / 2.0;
                svg.el("line")
                    .num("x1", x - 5.0)
                    .num("y1", y)
                    .num("x2", x + 5.0)
                    .num("y2", y)
                    .attr("stroke", "#5b7a2a")
                    .num("stroke-width", 2.0)
                    .end();
            }
        }
        for (half, colour) in Seat::ALL.into_iter().enumerate() {
            let (fill, stroke) = match colour {
                Seat::Black => ("#222222", "#000000"),
                Seat::Red => ("#c62828", "#7f0000"),
            };
            let y0 = TOP + HALF * half as f64;
            for space in 0..8u8 {
                let n = self.pieces(space, colour);
                let cx = LEFT + SPACE * f64::from(space) + SPACE / 2.0;
                for k in 0..n {
                    let (row, col) = (f64::from(k / 3), f64::from(k % 3));
                    svg.el("circle")
                        .num("cx", cx + (col - 1.0) * PITCH)
                        .num("cy", y0 + 18.0 + row * PITCH)
                        .num("r", 10.0)
                        .attr("fill", fill)
                        .attr("stroke", stroke)
                        .end();
                }
                if n > 0 {
                    svg.el("text")
                        .num("x", cx + SPACE / 2.0 - 10.0)
                        .num("y", y0 + HALF - 6.0)
                        .attr("text-anchor", "end")
                        .attr("font-size", "12")
                        .attr("fill", "#555555")
                        .text(&n.to_string());
                }
            }
        }
        // Clickable spaces on top, with the selection and target marks.
        for space in 0..8u8 {
            let key = space.to_string();
            let x = LEFT + SPACE * f64::from(space);
            let outline = Highlight::of(
                opts.is_selected(&key),
                opts.is_target(&key),
                last.contains(&space),
            );
            svg.click_rect(
                (x + 7.0, TOP + 2.0),
                (SPACE - 14.0, 2.0 * HALF - 4.0),
                &key,
                outline,
            );
        }
        let y = bottom + 24.0;
        svg.el("text")
            .num("x", LEFT)
            .num("y", y)
            .text("● Black → 7");
        svg.el("text")
            .num("x", LEFT + 8.0 * SPACE)
            .num("y", y)
            .attr("text-anchor", "end")
            .attr("fill", "#c62828")
            .text("0 ← Red ●");
        svg.el("text")
            .num("x", width / 2.0)
            .num("y", y)
            .attr("text-anchor", "middle")
            .text(&format!(
                "points: Black {} · Red {}",
                self.points(Seat::Black),
                self.points(Seat::Red)
            ));
        svg.caption(width / 2.0, y + 24.0, &self.status());
        svg.finish()
    }

    /// A step is two clicks, the space it leaves and the space it reaches (`0-1` → `0`, `1`);
    /// `pass` and `first:B`/`first:R` are buttons.
    fn clicks(&self, mv: &Move) -> Vec<String> {
        match mv {
            Move::Step(step) => vec![step.from().to_string(), step.to().to_string()],
            Move::Pass | Move::First(_) => Vec::new(),
        }
    }
}

impl Linja {
    /// Who acts and in which phase, in words (linja.md §9's actor and phase).
    pub(crate) fn status(&self) -> String {
        match (self.node, self.phase) {
            (Node::Undrawn, _) => "first player not drawn yet".to_owned(),
            (Node::Over, _) => {
                let (b, r) = (self.points(Seat::Black), self.points(Seat::Red));
                match b.cmp(&r) {
                    std::cmp::Ordering::Greater => format!("game over: Black wins {b}–{r}"),
                    std::cmp::Ordering::Less => format!("game over: Red wins {r}–{b}"),
                    std::cmp::Ordering::Equal => format!("game over: a draw, {b}–{r}"),
                }
            }
            (Node::Decision(c), phase) => {
                let side = if c == Seat::Black { "Black" } else { "Red" };
                let what = match phase {
                    Phase::Init => "initial step".to_owned(),
                    Phase::Second(n) => format!("second step of {n}"),
                    Phase::BonusInit => "bonus move, initial step".to_owned(),
                    Phase::BonusSecond(n) => format!("bonus move, second step of {n}"),
                };
                format!("{side} to play: {what}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use jokoak_core::click_step;
    use jokoak_core::testkit::{check_drawing, check_drawings, picture_keys};

    use crate::{Linja, Move, Options, Seat};

    #[test]
    fn every_space_is_a_key() {
        let keys = picture_keys(&Linja::default()).unwrap();
        assert_eq!(keys, ["0", "1", "2", "3", "4", "5", "6", "7"]);
    }

    #[test]
    fn start_clicks_follow_the_initial_steps() {
        // §3 start, Black to act: an initial step of one space from 0–6 (R2; E1's 7 steps).
        let start = Linja::start(Seat::Black, Options::default()).unwrap();
        check_drawing(&start).unwrap();
        let step = click_step(&start, &[]);
        assert_eq!(step.targets, ["0", "1", "2", "3", "4", "5", "6"]);
        let step = click_step(&start, &["2".to_owned()]);
        assert_eq!(step.targets, ["3"]);
        let done = click_step(&start, &["2".to_owned(), "3".to_owned()]);
        assert_eq!(done.complete.map(|m| m.to_string()).as_deref(), Some("2-3"));
    }

    #[test]
    fn the_draw_and_a_pass_are_buttons() {
        // §3: the first player is drawn, first:B or first:R. R7: a side with no initial step
        // passes; all twelve red pieces stand on 7 and space 6 holds six black pieces, the
        // most a middle space takes (§2), so Red's only step (7-6) is barred.
        let draw = jokoak_core::button_moves(&Linja::default());
        assert_eq!(draw, [Move::First(Seat::Black), Move::First(Seat::Red)]);
        let stuck: Linja = "6:0/0:0/0:0/0:0/0:0/0:0/6:0/0:12 R init".parse().unwrap();
        let step = click_step(&stuck, &[]);
        assert!(step.targets.is_empty());
        assert_eq!(step.buttons, [Move::Pass]);
    }

    #[test]
    fn random_games_keep_the_contract() {
        check_drawings(&Linja::default(), 5, 200);
    }
}
