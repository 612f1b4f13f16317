//! The position notation (to-be-continued.md §11.4; documented in docs/notation.md): print and
//! parse, with validation.
//!
//! ```text
//! deal=1 first=2 node=act seat=2 placed=0 drawn=0 must=- passes=0 last=- table=FS-R@10,7r0
//! e0=10,7W e1=10,7E h0=MU-R*5+C-R h1=C-Y*5+C-B h2=FS-Y*6 h3=SC-B*5+C-K pile=… buried=- scores=-
//! ```
//! (one line; fields separated by single spaces, in this order).

use std::fmt;
use std::str::FromStr;

use jokoak_core::{GameOptions, Player};

use crate::error::ParsePositionError;
use crate::options::Options;
use crate::position::{
    CORNERS_TO_END, Continued, DEALS, DealScores, HAND_SIZE, LAST_TILE_BONUS, MAX_PLAYERS, Node,
};
use crate::table::{Cell, Grid, LineEnd, Placed, start_ends};
use crate::tiles::{Dir, Edge, TileCounts, TileType};

impl fmt::Display for Continued {
    /// The position notation of docs/notation.md, one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opt_seat = |s: Option<u8>| s.map_or_else(|| "-".to_owned(), |s| s.to_string());
        write!(
            f,
            "deal={} first={} node={} seat={} placed={} drawn={} must={} passes={} last={}",
            self.deal,
            opt_seat((self.node != Node::First).then_some(self.first)),
            self.node.name(),
            self.seat,
            self.placed,
            self.drawn,
            self.must.map_or("-", TileType::code),
            self.passes,
            opt_seat(self.last_placer),
        )?;
        f.write_str(" table=")?;
        let mut any = false;
        for (c, p) in self.grid.tiles() {
            if any {
                f.write_str("+")?;
            }
            any = true;
            write!(f, "{}@{}r{}", p.tile, c, p.rotation)?;
        }
        if !any {
            f.write_str("-")?;
        }
        for (i, e) in self.ends.iter().enumerate() {
            if any {
                write!(f, " e{i}={}{}", e.cell, e.heading.letter())?;
            } else {
                write!(f, " e{i}=-")?;
            }
        }
        for (i, h) in self.hands[..usize::from(self.players)].iter().enumerate() {
            write!(f, " h{i}={h}")?;
        }
        write!(f, " pile={} buried=", self.pile)?;
        if self.buried.is_empty() {
            f.write_str("-")?;
        } else {
            let codes: Vec<&str> = self.buried.iter().map(|t| t.code()).collect();
            f.write_str(&codes.join("+"))?;
        }
        f.write_str(" scores=")?;
        if self.scores.is_empty() {
            f.write_str("-")?;
        }
        for (d, row) in self.scores.iter().enumerate() {
            if d > 0 {
                f.write_str("/")?;
            }
            let cells: Vec<String> = row[..usize::from(self.players)]
                .iter()
                .map(ToString::to_string)
                .collect();
            f.write_str(&cells.join(","))?;
        }
        Ok(())
    }
}

impl FromStr for Continued {
    type Err = ParsePositionError;

    /// Parses a position under the default options.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Continued::parse(s, &Options::default())
    }
}

/// The fields of a position, split on single spaces: an empty token (a doubled, leading or
/// trailing space) is refused where it stands.
struct Fields<'a> {
    tokens: std::iter::Peekable<std::str::Split<'a, char>>,
}

impl<'a> Fields<'a> {
    fn next(&mut self, key: &str) -> Result<&'a str, ParsePositionError> {
        let token = self
            .tokens
            .next()
            .ok_or_else(|| ParsePositionError::new(key, "missing"))?;
        if token.is_empty() {
            return Err(ParsePositionError::new(
                key,
                "fields are separated by single spaces, with none before the first or after the last",
            ));
        }
        token
            .strip_prefix(key)
            .and_then(|t| t.strip_prefix('='))
            .ok_or_else(|| {
                ParsePositionError::new(key, format!("expected `{key}=…`, found `{token}`"))
            })
    }

    fn peek_key(&mut self, key: &str) -> bool {
        self.tokens
            .peek()
            .is_some_and(|t| t.split_once('=').is_some_and(|(k, _)| k == key))
    }
}

fn number(field: &str, text: &str, max: u64) -> Result<u64, ParsePositionError> {
    jokoak_core::parse_decimal(text)
        .filter(|&n| n <= max)
        .ok_or_else(|| {
            ParsePositionError::new(field, format!("`{text}` is not an integer from 0 to {max}"))
        })
}

/// A score in its printed form: an optional `-` and decimal digits without leading zeros
/// (no `+`, no `-0`).
fn score(text: &str) -> Result<i64, ParsePositionError> {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(d) => (-1, d),
        None => (1, text),
    };
    jokoak_core::parse_decimal(digits)
        .filter(|&n| n <= 9_999 && !(sign < 0 && n == 0))
        .map(|n| sign * n as i64)
        .ok_or_else(|| ParsePositionError::new("scores", format!("`{text}` is not a score")))
}

fn opt_seat(field: &str, text: &str) -> Result<Option<u8>, ParsePositionError> {
    match text {
        "-" => Ok(None),
        _ => Ok(Some(number(field, text, MAX_PLAYERS as u64 - 1)? as u8)),
    }
}

fn tile(field: &str, text: &str) -> Result<TileType, ParsePositionError> {
    text.parse().map_err(|e: crate::error::ParseTileTypeError| {
        ParsePositionError::new(field, e.to_string())
    })
}

fn counts(field: &str, text: &str) -> Result<TileCounts, ParsePositionError> {
    text.parse()
        .map_err(|e: crate::error::ParseTileCountsError| {
            ParsePositionError::new(field, e.to_string())
        })
}

fn cell(field: &str, text: &str) -> Result<Cell, ParsePositionError> {
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| ParsePositionError::new(field, format!("`{text}` is not a cell x,y")))?;
    Ok(Cell::new(
        number(field, x, 255)? as u8,
        number(field, y, 255)? as u8,
    ))
}

fn end(field: &str, text: &str) -> Result<Option<LineEnd>, ParsePositionError> {
    if text == "-" {
        return Ok(None);
    }
    let heading = text
        .chars()
        .last()
        .and_then(Dir::from_letter)
        .ok_or_else(|| {
            ParsePositionError::new(field, format!("`{text}`: expected x,yH with H in NESW"))
        })?;
    let c = cell(field, &text[..text.len() - 1])?;
    Ok(Some(LineEnd { cell: c, heading }))
}

impl Continued {
    /// The player count a position text shows (docs/notation.md): the number of hand fields
    /// `h0=` … `h5=`, counted from `h0=` while they follow in order; `None` when there are
    /// fewer than 2.
    #[must_use]
    pub fn players_in(text: &str) -> Option<usize> {
        let mut tokens = text.split(' ').skip_while(|t| !t.starts_with("h0="));
        let mut players = 0;
        while players < MAX_PLAYERS
            && tokens
                .next()
                .is_some_and(|t| t.starts_with(&format!("h{players}=")))
        {
            players += 1;
        }
        (players >= 2).then_some(players)
    }

    /// Parses the position notation of docs/notation.md under `options` (which are not part
    /// of the notation), validating it: every tile of the set accounted for exactly once
    /// (table + hands + pile + buried), cells on the table, ends on end tiles with an image
    /// pointing out, both ends viable, and the node consistent with the rest (a draw only
    /// when the active player cannot place, the deal order of dealt hands, …). Whether the
    /// table's tiles form one chain is not checked. Only the printed form is accepted (single
    /// spaces, counts in type order, tiles row by row); docs/notation.md lists every check.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the field and what is wrong.
    pub fn parse(text: &str, options: &Options) -> Result<Continued, ParsePositionError> {
        if text.is_empty() {
            return Err(ParsePositionError::new("deal", "missing"));
        }
        let mut fields = Fields {
            tokens: text.split(' ').peekable(),
        };
        let deal_text = fields.next("deal")?;
        let deal = jokoak_core::parse_decimal(deal_text)
            .filter(|d| (1..=u64::from(DEALS)).contains(d))
            .ok_or_else(|| {
                ParsePositionError::new(
                    "deal",
                    format!("`{deal_text}` is not a deal number: deals are numbered 1 to {DEALS}"),
                )
            })? as u8;
        let first = opt_seat("first", fields.next("first")?)?;
        let node = match fields.next("node")? {
            "first" => Node::First,
            "start" => Node::Start,
            "deal" => Node::Deal,
            "draw" => Node::Draw,
            "act" => Node::Act,
            "over" => Node::Over,
            other => {
                return Err(ParsePositionError::new(
                    "node",
                    format!("`{other}` is not one of first start deal draw act over"),
                ));
            }
        };
        let seat = number("seat", fields.next("seat")?, MAX_PLAYERS as u64 - 1)? as u8;
        let placed = number("placed", fields.next("placed")?, 250)? as u8;
        let drawn = number("drawn", fields.next("drawn")?, 250)? as u8;
        let must = match fields.next("must")? {
            "-" => None,
            t => Some(tile("must", t)?),
        };
        let passes = number("passes", fields.next("passes")?, MAX_PLAYERS as u64 - 1)? as u8;
        let last_placer = opt_seat("last", fields.next("last")?)?;

        let size = options.table;
        let mut grid = Grid::new(size);
        let mut on_table = TileCounts::EMPTY;
        let table = fields.next("table")?;
        if table != "-" {
            let mut previous: Option<Cell> = None;
            for item in table.split('+') {
                let bad =
                    || ParsePositionError::new("table", format!("`{item}`: expected TYPE@x,yrR"));
                let (code, rest) = item.split_once('@').ok_or_else(bad)?;
                let (c, r) = rest.split_once('r').ok_or_else(bad)?;
                let t = tile("table", code)?;
                let c = cell("table", c)?;
                let rotation = number("table", r, 3)? as u8;
                if previous.is_some_and(|p| (p.y, p.x) >= (c.y, c.x)) {
                    return Err(ParsePositionError::new(
                        "table",
                        format!("`{item}`: tiles are listed row by row from the north-west"),
                    ));
                }
                previous = Some(c);
                if !grid.is_free(c) {
                    return Err(ParsePositionError::new(
                        "table",
                        format!(
                            "`{item}`: cell off the {} table or taken twice",
                            size.name()
                        ),
                    ));
                }
                grid.set(c, Placed { tile: t, rotation });
                on_table.add(t);
            }
        }
        let e0 = end("e0", fields.next("e0")?)?;
        let e1 = end("e1", fields.next("e1")?)?;
        let mut hands = [TileCounts::EMPTY; MAX_PLAYERS];
        let mut players = 0;
        while players < MAX_PLAYERS && fields.peek_key(&format!("h{players}")) {
            let key = format!("h{players}");
            hands[players] = counts(&key, fields.next(&key)?)?;
            players += 1;
        }
        if players < 2 {
            return Err(ParsePositionError::new(
                "h0",
                "expected one hand per seat, h0= h1= …, 2 to 6 of them",
            ));
        }
        let pile = counts("pile", fields.next("pile")?)?;
        let buried_text = fields.next("buried")?;
        let mut buried = Vec::new();
        if buried_text != "-" {
            for code in buried_text.split('+') {
                let t = tile("buried", code)?;
                if !t.is_corner() || !options.bury_corner_start {
                    return Err(ParsePositionError::new(
                        "buried",
                        format!("`{code}`: only corners, and only under bury_corner_start"),
                    ));
                }
                buried.push(t);
            }
        }
        let scores_text = fields.next("scores")?;
        let mut scores = DealScores::default();
        if scores_text != "-" {
            for row_text in scores_text.split('/') {
                let cells: Vec<&str> = row_text.split(',').collect();
                if cells.len() != players {
                    return Err(ParsePositionError::new(
                        "scores",
                        format!("`{row_text}`: one score per seat ({players})"),
                    ));
                }
                let mut row = [0i64; MAX_PLAYERS];
                for (slot, c) in row.iter_mut().zip(&cells) {
                    *slot = score(c)?;
                }
                if !scores.push(row) {
                    return Err(ParsePositionError::new(
                        "scores",
                        format!("`{scores_text}`: at most {DEALS} deals are scored"),
                    ));
                }
            }
        }
        if let Some(extra) = fields.tokens.next() {
            return Err(if extra.is_empty() {
                ParsePositionError::new("scores", "no space after the last field")
            } else {
                ParsePositionError::new(extra, "unexpected text after `scores=`")
            });
        }

        let start = size.start();
        let ends = match (e0, e1) {
            (Some(a), Some(b)) => [a, b],
            (None, None) => start_ends(TileType::FS_R, start),
            _ => return Err(ParsePositionError::new("e1", "both ends, or neither")),
        };
        let corners = on_table.corners();
        let game = Continued {
            options: *options,
            players: players as u8,
            deal,
            first: first.unwrap_or(0),
            node,
            seat,
            placed,
            drawn,
            must,
            passes,
            last_placer,
            grid,
            ends,
            corners,
            on_table,
            hands,
            pile,
            buried,
            scores,
        };
        game.verify(first, e0.is_some())?;
        Ok(game)
    }

    /// Checks that play can reach this state (docs/notation.md, "Parsing validates …"); every
    /// error names the field at fault and the rule.
    pub(crate) fn verify(
        &self,
        first: Option<u8>,
        has_ends: bool,
    ) -> Result<(), ParsePositionError> {
        self.verify_public(first, has_ends)?;
        self.verify_last_scores()?;
        self.verify_node(first)
    }

    /// The checks of [`Continued::verify`] that read no hidden tile's place (which hand, or
    /// the pile): the options, the seats, the tile set and the table, the finished deals'
    /// scores (but not the last deal's against the hands left at the end).
    pub(crate) fn verify_public(
        &self,
        first: Option<u8>,
        has_ends: bool,
    ) -> Result<(), ParsePositionError> {
        self.options
            .validate(usize::from(self.players))
            .map_err(|e| ParsePositionError::new("options", e.to_string()))?;
        self.verify_seats(first)?;
        self.verify_tiles(has_ends)?;
        self.verify_scores()
    }

    /// Seat numbers below the player count; `first=-` exactly at `node=first`; fewer than n
    /// passes.
    fn verify_seats(&self, first: Option<u8>) -> Result<(), ParsePositionError> {
        let n = self.players;
        for (field, s) in [
            ("first", first),
            ("seat", Some(self.seat)),
            ("last", self.last_placer),
        ] {
            if let Some(s) = s.filter(|&s| s >= n) {
                return fail(
                    field,
                    format!("`{s}` is not a seat: the seats are 0 to {}", n - 1),
                );
            }
        }
        if first.is_none() != (self.node == Node::First) {
            return fail(
                "first",
                "`-` exactly while the first player of deal 1 is unresolved (node=first, §3.2 step 4)",
            );
        }
        if self.passes >= n {
            return fail("passes", "n consecutive passes end the deal (§6.6)");
        }
        Ok(())
    }

    /// Conservation of the tile set, the start tile, the ends and the corner count.
    fn verify_tiles(&self, has_ends: bool) -> Result<(), ParsePositionError> {
        let mut all = self.on_table.plus(&self.pile);
        for h in &self.hands {
            all = all.plus(h);
        }
        for &b in &self.buried {
            all.add(b);
        }
        if all != self.options.tile_set {
            return fail(
                "pile",
                "table + hands + pile + buried must hold every tile of the set exactly once",
            );
        }
        let table_tiles = self.on_table.total();
        if has_ends != (table_tiles > 0) {
            return fail("e0", "ends are given exactly when the table holds tiles");
        }
        if !has_ends {
            return Ok(());
        }
        let start = self.options.table.start();
        let Some(start_tile) = self.grid.get(start).filter(|p| p.rotation == 0) else {
            return fail(
                "table",
                "the start cell holds the start tile, at rotation 0 (§3.2 step 2)",
            );
        };
        if self.options.bury_corner_start && start_tile.tile.is_corner() {
            return fail(
                "table",
                "under bury_corner_start the start tile is a straight (§3.2)",
            );
        }
        let lone = start_ends(start_tile.tile, start);
        for (i, e) in self.ends.iter().enumerate() {
            let field = if i == 0 { "e0" } else { "e1" };
            if table_tiles == 1 && *e != lone[i] {
                return fail(
                    field,
                    "a lone start tile has End0 heading W and End1 heading E (a straight) or N (a corner) (§3.2 step 2)",
                );
            }
            let Some(p) = self.grid.get(e.cell) else {
                return fail(field, "the end's cell holds no tile");
            };
            if p.tile.edge(p.rotation, e.heading) == Edge::Blank {
                return fail(field, "the end tile shows no image towards the heading");
            }
            if self.node != Node::Over && !self.end_viable(crate::moves::EndId::BOTH[i]) {
                return fail(field, "the end is not viable (§5 rule 3)");
            }
        }
        if table_tiles > 1 && self.ends[0].cell == self.ends[1].cell {
            return fail(
                "e1",
                "a line of several tiles has its two ends on different tiles (§2)",
            );
        }
        if self.corners > CORNERS_TO_END
            || (self.node != Node::Over && self.corners == CORNERS_TO_END)
        {
            return fail("table", "8 corners end the deal (§6.7)");
        }
        Ok(())
    }

    /// One score row per finished deal, each a possible deal score (§7.1); once the match is
    /// over, the last row is the scoring of the hands still shown.
    fn verify_scores(&self) -> Result<(), ParsePositionError> {
        let over = self.node == Node::Over;
        if over && self.deal != DEALS {
            return fail("deal", "the match ends after deal 4 (§7.2)");
        }
        let expected = if over {
            usize::from(DEALS)
        } else {
            usize::from(self.deal) - 1
        };
        if self.scores.len() != expected {
            return fail(
                "scores",
                "one row per finished deal (deal − 1; 4 at the end)",
            );
        }
        let n = usize::from(self.players);
        // A deal leaves its start tile on the table, so the hands hold at most this much.
        let most = self.options.tile_set.points() - 1;
        for row in self.scores.iter() {
            let row = &row[..n];
            let negative = row.iter().filter(|&&s| s < 0).count();
            let bonus = if negative > 0 { -LAST_TILE_BONUS } else { 0 };
            if negative > 1
                || row.iter().any(|&s| s < LAST_TILE_BONUS)
                || row.iter().fold(bonus, |sum, &s| sum.saturating_add(s)) > most
            {
                return fail(
                    "scores",
                    "a deal scores each hand's points, −3 for the last placer only (§7.1): at most one score below 0, none below −3, the hands' points at most the set's less the start tile",
                );
            }
        }
        Ok(())
    }

    /// At the end of the match, the last deal's row scores the hands left (§7.1).
    fn verify_last_scores(&self) -> Result<(), ParsePositionError> {
        if self.node == Node::Over {
            let n = usize::from(self.players);
            let last = self.scores.last().map_or(&[][..], |r| &r[..n]);
            let scored = (0..n).all(|s| last[s] == self.hand_score(s));
            if !scored {
                return fail(
                    "scores",
                    "the last deal's row scores the hands shown, −3 for the last placer (§7.1)",
                );
            }
        }
        Ok(())
    }

    /// The node against the rest: set-up order, the turn so far, the end of the match.
    fn verify_node(&self, first: Option<u8>) -> Result<(), ParsePositionError> {
        let n = self.players;
        let table_tiles = self.on_table.total();
        let in_turn = matches!(self.node, Node::Draw | Node::Act);
        if !in_turn && (self.placed > 0 || self.drawn > 0 || self.must.is_some()) {
            return fail("placed", "turn progress outside a turn");
        }
        let hands_total: u32 = self.hands.iter().map(TileCounts::total).sum();
        let setup = matches!(self.node, Node::First | Node::Start | Node::Deal);
        if setup && (self.seat != self.first || self.last_placer.is_some() || self.passes > 0) {
            return fail(
                "seat",
                "during set-up the seat is the deal's first player (0 before `first:S`), nobody has placed or passed",
            );
        }
        if !setup && (table_tiles > 1) != self.last_placer.is_some() {
            return fail(
                "last",
                "a most recent placer exactly when a player has placed a tile",
            );
        }
        match self.node {
            Node::First => {
                if self.deal != 1 || table_tiles > 0 || hands_total > 0 || !self.buried.is_empty() {
                    return fail("node", "`first` comes before anything else in deal 1");
                }
            }
            Node::Start => {
                if table_tiles > 0 || hands_total > 0 {
                    return fail("node", "`start`: empty table and hands");
                }
            }
            Node::Deal => {
                if table_tiles != 1 {
                    return fail("node", "`deal`: the start tile alone on the table");
                }
                let k = hands_total;
                for j in 0..u32::from(n) {
                    let s = (u32::from(self.first) + j) % u32::from(n);
                    let want = k
                        .saturating_sub(u32::from(HAND_SIZE) * j)
                        .min(u32::from(HAND_SIZE));
                    if self.hands[s as usize].total() != want
                        || k >= u32::from(HAND_SIZE) * u32::from(n)
                    {
                        return fail(
                            "h0",
                            "hands must be dealt six at a time from the first player (§3.2)",
                        );
                    }
                }
            }
            Node::Draw | Node::Act => self.verify_turn(first)?,
            Node::Over => {
                if self.passes > 0 {
                    return fail(
                        "passes",
                        "a deal ends by a placement or a closed line: n passes in a row would need a closed line (§6.6, §6.8)",
                    );
                }
                if self
                    .last_placer
                    .map_or(self.seat != self.first, |l| l != self.seat)
                {
                    return fail(
                        "last",
                        "the match ends on the last placer's placement, or right after the deal with nobody placed (§6.7, §6.8)",
                    );
                }
                if self.corners < CORNERS_TO_END && !self.is_closed() {
                    return fail(
                        "node",
                        "the last deal has not ended: fewer than 8 corners and an open line (§6.7, §6.8)",
                    );
                }
            }
        }
        Ok(())
    }

    /// A turn in progress (`draw`, `act`): who placed last, the passes, the draws and the
    /// drawn tile to place, against the pile and the hands (§6.1–§6.6).
    fn verify_turn(&self, first: Option<u8>) -> Result<(), ParsePositionError> {
        let n = self.players;
        let table_tiles = self.on_table.total();
        if first.is_none() || table_tiles == 0 {
            return fail("node", "a turn needs a start tile");
        }
        if self.is_closed() {
            return fail("table", "the line is closed: the deal is over (§6.8)");
        }
        if self.placed > 0 {
            if self.last_placer != Some(self.seat) {
                return fail(
                    "last",
                    "a seat that placed this turn is the most recent placer (§6.1)",
                );
            }
            if self.passes > 0 {
                return fail("passes", "a placement ends the run of passes (§6.6)");
            }
        } else {
            // The turns since the most recent placement (or since the deal began) all passed.
            let ok = match self.last_placer {
                Some(l) => (l + self.passes + 1) % n == self.seat,
                None => (self.first + self.passes) % n == self.seat,
            };
            if !ok {
                return fail(
                    "last",
                    "every turn after the most recent placer's passed: seat = last + passes + 1, or first + passes before any placement (§6.2, §6.5)",
                );
            }
        }
        if u32::from(self.placed) >= table_tiles {
            return fail(
                "placed",
                "more placements this turn than placed tiles on the table",
            );
        }
        if self.passes > 0 {
            if self.pile_size() > 0 {
                return fail(
                    "passes",
                    "a pass needs an empty pile (§6.5), and the pile never refills during a deal",
                );
            }
            if self.drawn > 0 {
                return fail(
                    "drawn",
                    "after a pass the pile is empty: nothing to draw (§6.5)",
                );
            }
            // The table is unchanged since each seat of the run passed, and so are their
            // hands: a seat that could place would have placed.
            if let Some(s) = self
                .pass_run()
                .find(|&s| self.any_placement(&self.hands[s]))
            {
                return fail(
                    "passes",
                    format!(
                        "seat {s} passed in this run, yet holds a tile placeable at an end: a seat places when it can and passes only with no placeable tile and an empty pile (§6.1, §6.5)"
                    ),
                );
            }
        }
        let hand = self.hands[usize::from(self.seat)];
        if u32::from(self.drawn) > hand.total() + u32::from(self.placed) {
            return fail(
                "drawn",
                "the tiles drawn this turn are still in hand or placed this turn (§6.3)",
            );
        }
        let can = self.can_place(Player(self.seat));
        if self.node == Node::Draw {
            if self.placed > 0 || self.must.is_some() || can || self.pile_size() == 0 {
                return fail(
                    "node",
                    "a draw only at the turn's start, with no legal placement and a pile (§6.3)",
                );
            }
        } else if let Some(m) = self.must {
            let mut only = TileCounts::EMPTY;
            only.add(m);
            let mut others = hand;
            others.remove(m);
            if self.placed > 0
                || self.drawn == 0
                || self.placements_of(&only).is_empty()
                || hand.get(m) == 0
            {
                return fail(
                    "must",
                    "the drawn tile to place must be in hand and placeable (§6.3)",
                );
            }
            if self.any_placement(&others) {
                return fail(
                    "must",
                    "the drawn tile is the only placeable tile in hand: the seat drew because nothing else fitted (§6.3)",
                );
            }
        } else if self.placed == 0 && !can && self.pile_size() > 0 {
            return fail("node", "a player who cannot place draws (§6.3)");
        } else if self.placed == 0 && self.drawn > 0 && can {
            return fail(
                "drawn",
                "after draws, a placeable tile is the drawn one to place (§6.3)",
            );
        }
        Ok(())
    }
}

/// An error naming `field` and the rule broken.
fn fail<T>(field: &str, reason: impl Into<String>) -> Result<T, ParsePositionError> {
    Err(ParsePositionError::new(field, reason))
}

#[cfg(feature = "serde")]
jokoak_core::serde_state_via_notation!(Continued);
