//! A text picture of the table for people: the whole state ([`Continued::board`]) or one
//! seat's view ([`Continued::view`]).

use std::fmt::Write as _;

use jokoak_core::{Player, Present};

use crate::moves::Move;
use crate::position::{CORNERS_TO_END, Continued, DEALS, HAND_SIZE, Node};
use crate::tiles::{Design, Edge, TileType};

impl Present for Continued {
    /// `0` … `n−1` (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|s| s.to_string()).collect()
    }

    /// The whole state as text, every hand shown: the table (one 3-character cell per grid
    /// cell: the tile's glyph and colour letter, `0`/`1` on the cell each end leads to, `·`
    /// empty, `*` where both ends lead), the ends, the turn, the hands, the pile and the scores. Lines end with `\n`.
    ///
    /// ```text
    ///        8  9 10 11 12
    ///   7    ·  0 ━R ┛R  ·
    ///   6    ·  ·  ·  1  ·
    /// ```
    fn board(&self) -> String {
        self.picture(None)
    }

    /// What `seat` sees (§9 T12): the same picture with only its own hand shown and the
    /// other hands as sizes.
    fn view(&self, seat: Player) -> String {
        self.picture(Some(seat))
    }

    /// How the ply `mv` that led to this state looks to `seat` (§9 T12): a tile dealt or drawn
    /// into another seat's hand is `tile:?`; the start tile, buried corners and every decision
    /// are public.
    ///
    /// ```
    /// use jokoak_continued::{Continued, Move, Options};
    /// use jokoak_core::{Game, Player, Present};
    ///
    /// let mut g = Continued::with_first(Options::default(), 2, 0)?;
    /// let start: Move = "tile:FS-R".parse()?;
    /// g.play(&start)?;
    /// assert_eq!(g.ply_seen_by(&start, Player(1)), "tile:FS-R"); // the start tile
    /// let dealt: Move = "tile:C-K".parse()?;
    /// g.play(&dealt)?; // to seat 0, the deal's first player
    /// assert_eq!(g.ply_seen_by(&dealt, Player(0)), "tile:C-K");
    /// assert_eq!(g.ply_seen_by(&dealt, Player(1)), "tile:?");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn ply_seen_by(&self, mv: &Move, seat: Player) -> String {
        match (mv, self.receiver_of_last_tile()) {
            (Move::Tile(_), Some(r)) if r != seat.0 => "tile:?".to_owned(),
            _ => mv.to_string(),
        }
    }
}

/// The glyph of a placed tile: heavy lines for full-side straights, light for side-centre,
/// dashed for Multi; a corner shows its two image sides (`┛` = N+W, `┗` = N+E, `┏` = S+E,
/// `┓` = S+W).
fn glyph(t: TileType, rotation: u8) -> char {
    let vertical = rotation % 2 == 1;
    match (t.design(), vertical) {
        (Design::FullSide, false) => '━',
        (Design::FullSide, true) => '┃',
        (Design::SideCentre, false) => '─',
        (Design::SideCentre, true) => '│',
        (Design::Multi, false) => '╌',
        (Design::Multi, true) => '╎',
        (Design::Corner, _) => ['┛', '┗', '┏', '┓'][usize::from(rotation % 4)],
    }
}

fn edge_text(e: Edge) -> String {
    match e {
        Edge::Blank => "blank".to_owned(),
        Edge::Image { design, colour } => {
            let colour = match colour.letter() {
                'K' => "black",
                'R' => "red",
                'Y' => "yellow",
                _ => "blue",
            };
            format!("{} {colour}", design.code())
        }
    }
}

impl Continued {
    /// The seat whose hand the tile of the last `tile:` ply went into, judged from the state
    /// it led to; `None` for a public tile (start tile, buried corner).
    fn receiver_of_last_tile(&self) -> Option<u8> {
        let n = self.players;
        let dealt = self.hands.iter().map(|h| h.total()).sum::<u32>();
        match self.node {
            Node::Deal if dealt > 0 => Some(
                ((u32::from(self.first) + (dealt - 1) / u32::from(HAND_SIZE)) % u32::from(n)) as u8,
            ),
            Node::Draw | Node::Act if self.drawn > 0 && self.placed == 0 => Some(self.seat),
            // The last tile of the deal went to the seat before the first player.
            Node::Draw | Node::Act => Some((self.first + n - 1) % n),
            _ => None,
        }
    }

    fn picture(&self, viewer: Option<Player>) -> String {
        let size = self.options.table;
        let mut s = String::from("    ");
        for x in 0..size.width {
            let _ = write!(s, "{x:>3}");
        }
        s.push('\n');
        let ends = self.ends();
        let targets: Vec<(crate::table::Cell, char)> = ends
            .iter()
            .flatten()
            .enumerate()
            .filter_map(|(i, e)| {
                size.step(e.cell, e.heading)
                    .map(|c| (c, if i == 0 { '0' } else { '1' }))
            })
            .collect();
        for y in 0..size.height {
            let _ = write!(s, "{y:>3} ");
            for x in 0..size.width {
                let c = crate::table::Cell::new(x, y);
                match self.grid.get(c) {
                    Some(p) => {
                        s.push(' ');
                        s.push(glyph(p.tile, p.rotation));
                        s.push(p.tile.colour().letter());
                    }
                    None => {
                        let marks: Vec<char> = targets
                            .iter()
                            .filter(|(t, _)| *t == c)
                            .map(|(_, m)| *m)
                            .collect();
                        let mark = match marks[..] {
                            [] => '·',
                            [m] => m,
                            _ => '*',
                        };
                        s.push_str("  ");
                        s.push(mark);
                    }
                }
            }
            s.push('\n');
        }
        s.push_str(
            " ━┃ full side, ─│ side centre, ╌╎ multiple images, ┛┗┏┓ corners; the letter is the \
             colour (K black, R red, Y yellow, B blue); 0 and 1 mark where End0 and End1 \
             continue (* both); columns x, rows y\n",
        );
        let n = self.players;
        let _ = writeln!(
            s,
            " deal {} of {DEALS}, corners {}/{CORNERS_TO_END}, pile {}{}",
            self.deal,
            self.corners,
            self.pile_size(),
            if self.buried.is_empty() {
                String::new()
            } else {
                let b: Vec<&str> = self.buried.iter().map(|t| t.code()).collect();
                format!(" (buried at the bottom: {})", b.join(" "))
            }
        );
        if let Some(ends) = ends {
            for (i, e) in ends.iter().enumerate() {
                let shows = self
                    .grid
                    .get(e.cell)
                    .map_or(Edge::Blank, |p| p.tile.edge(p.rotation, e.heading));
                let _ = writeln!(
                    s,
                    " E{i} at {} heading {} shows {}",
                    e.cell,
                    e.heading.letter(),
                    edge_text(shows)
                );
            }
        }
        for seat in 0..n {
            let hand = self.hands[usize::from(seat)];
            let shown = viewer.is_none_or(|v| v.0 == seat);
            let me = if viewer.is_some_and(|v| v.0 == seat) {
                " (you)"
            } else {
                ""
            };
            let mark = if self.node == Node::Act && self.seat == seat {
                '▶'
            } else {
                ' '
            };
            let n = hand.total();
            let tiles = if n == 1 { "tile" } else { "tiles" };
            if shown {
                let _ = writeln!(s, " {mark}{seat}{me}: {n} {tiles}: {hand}");
            } else {
                let _ = writeln!(s, " {mark}{seat}: {n} {tiles}");
            }
        }
        let status = match self.node {
            Node::First => "chance: the first player of deal 1".to_owned(),
            Node::Start => "chance: the start tile".to_owned(),
            Node::Deal => "chance: dealing six tiles to each player".to_owned(),
            Node::Draw => format!(
                "chance: seat {} draws ({} drawn so far)",
                self.seat, self.drawn
            ),
            Node::Act => {
                let must = match self.must {
                    Some(t) if viewer.is_none_or(|v| v.0 == self.seat) => {
                        format!(", must place the drawn {t}")
                    }
                    Some(_) => ", must place the drawn tile".to_owned(),
                    None => String::new(),
                };
                format!(
                    "seat {} to play: {} placed, {} drawn this turn{must}",
                    self.seat, self.placed, self.drawn
                )
            }
            Node::Over => self.status_words(viewer),
        };
        let _ = writeln!(s, " {status}");
        if !self.scores.is_empty() {
            let rows: Vec<String> = self
                .deal_scores()
                .iter()
                .map(|r| {
                    r.iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            let totals: Vec<String> = self.totals().iter().map(ToString::to_string).collect();
            let _ = writeln!(
                s,
                " deal scores: {}; totals: {}",
                rows.join(" | "),
                totals.join(" ")
            );
        }
        s
    }
}
