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

use jokoak_core::Player;

use crate::error::PositionError;
use crate::options::Options;
use crate::position::{CORNERS_TO_END, Continued, DEALS, HAND_SIZE, MAX_PLAYERS, Node};
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
    type Err = PositionError;

    /// Parses a position under the default options.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Continued::parse(s, &Options::default())
    }
}

struct Fields<'a> {
    tokens: std::iter::Peekable<std::str::SplitWhitespace<'a>>,
}

impl<'a> Fields<'a> {
    fn next(&mut self, key: &str) -> Result<&'a str, PositionError> {
        let token = self
            .tokens
            .next()
            .ok_or_else(|| PositionError::new(key, "missing"))?;
        token
            .strip_prefix(key)
            .and_then(|t| t.strip_prefix('='))
            .ok_or_else(|| PositionError::new(key, format!("expected `{key}=…`, found `{token}`")))
    }

    fn peek_key(&mut self, key: &str) -> bool {
        self.tokens
            .peek()
            .is_some_and(|t| t.split_once('=').is_some_and(|(k, _)| k == key))
    }
}

fn number(field: &str, text: &str, max: u64) -> Result<u64, PositionError> {
    jokoak_core::parse_decimal(text)
        .filter(|&n| n <= max)
        .ok_or_else(|| {
            PositionError::new(field, format!("`{text}` is not an integer from 0 to {max}"))
        })
}

fn opt_seat(field: &str, text: &str) -> Result<Option<u8>, PositionError> {
    match text {
        "-" => Ok(None),
        _ => Ok(Some(number(field, text, MAX_PLAYERS as u64 - 1)? as u8)),
    }
}

fn tile(field: &str, text: &str) -> Result<TileType, PositionError> {
    text.parse()
        .map_err(|e: crate::error::TileCodeError| PositionError::new(field, e.to_string()))
}

fn counts(field: &str, text: &str) -> Result<TileCounts, PositionError> {
    text.parse()
        .map_err(|e: crate::error::CountsError| PositionError::new(field, e.to_string()))
}

fn cell(field: &str, text: &str) -> Result<Cell, PositionError> {
    let (x, y) = text
        .split_once(',')
        .ok_or_else(|| PositionError::new(field, format!("`{text}` is not a cell x,y")))?;
    Ok(Cell::new(
        number(field, x, 255)? as u8,
        number(field, y, 255)? as u8,
    ))
}

fn end(field: &str, text: &str) -> Result<Option<LineEnd>, PositionError> {
    if text == "-" {
        return Ok(None);
    }
    let heading = text
        .chars()
        .last()
        .and_then(Dir::from_letter)
        .ok_or_else(|| {
            PositionError::new(field, format!("`{text}`: expected x,yH with H in NESW"))
        })?;
    let c = cell(field, &text[..text.len() - 1])?;
    Ok(Some(LineEnd { cell: c, heading }))
}

impl Continued {
    /// Parses the position notation of docs/notation.md under `options` (which are not part
    /// of the notation), validating it: every tile of the set accounted for exactly once
    /// (table + hands + pile + buried), cells on the table, ends on end tiles with an image
    /// pointing out, both ends viable, and the node consistent with the rest (a draw only
    /// when the active player cannot place, the deal order of dealt hands, …). Whether the
    /// table's tiles form one chain is not checked.
    ///
    /// # Errors
    /// [`PositionError`] naming the field and what is wrong.
    pub fn parse(text: &str, options: &Options) -> Result<Continued, PositionError> {
        let mut fields = Fields {
            tokens: text.split_whitespace().peekable(),
        };
        let deal = number("deal", fields.next("deal")?, u64::from(DEALS))? as u8;
        if deal == 0 {
            return Err(PositionError::new("deal", "deals are numbered 1 to 4"));
        }
        let first = opt_seat("first", fields.next("first")?)?;
        let node = match fields.next("node")? {
            "first" => Node::First,
            "start" => Node::Start,
            "deal" => Node::Deal,
            "draw" => Node::Draw,
            "act" => Node::Act,
            "over" => Node::Over,
            other => {
                return Err(PositionError::new(
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
        let passes = number("passes", fields.next("passes")?, MAX_PLAYERS as u64)? as u8;
        let last_placer = opt_seat("last", fields.next("last")?)?;

        let size = options.table;
        let mut grid = Grid::new(size);
        let mut on_table = TileCounts::EMPTY;
        let table = fields.next("table")?;
        if table != "-" {
            for item in table.split('+') {
                let bad = || PositionError::new("table", format!("`{item}`: expected TYPE@x,yrR"));
                let (code, rest) = item.split_once('@').ok_or_else(bad)?;
                let (c, r) = rest.split_once('r').ok_or_else(bad)?;
                let t = tile("table", code)?;
                let c = cell("table", c)?;
                let rotation = number("table", r, 3)? as u8;
                if !grid.is_free(c) {
                    return Err(PositionError::new(
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
            return Err(PositionError::new(
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
                    return Err(PositionError::new(
                        "buried",
                        format!("`{code}`: only corners, and only under bury_corner_start"),
                    ));
                }
                buried.push(t);
            }
        }
        let scores_text = fields.next("scores")?;
        let mut scores = Vec::new();
        if scores_text != "-" {
            for row_text in scores_text.split('/') {
                let cells: Vec<&str> = row_text.split(',').collect();
                if cells.len() != players {
                    return Err(PositionError::new(
                        "scores",
                        format!("`{row_text}`: one score per seat ({players})"),
                    ));
                }
                let mut row = [0i64; MAX_PLAYERS];
                for (slot, c) in row.iter_mut().zip(&cells) {
                    *slot = c.parse::<i16>().map(i64::from).map_err(|_| {
                        PositionError::new("scores", format!("`{c}` is not a score"))
                    })?;
                }
                scores.push(row);
            }
        }
        if let Some(extra) = fields.tokens.next() {
            return Err(PositionError::new(extra, "unexpected text after `scores=`"));
        }

        let start = size.start();
        let ends = match (e0, e1) {
            (Some(a), Some(b)) => [a, b],
            (None, None) => start_ends(TileType::FS_R, start),
            _ => return Err(PositionError::new("e1", "both ends, or neither")),
        };
        let corners = TileType::ALL[9..]
            .iter()
            .map(|&t| on_table.get(t))
            .sum::<u8>();
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
        game.validate(first, e0.is_some())?;
        Ok(game)
    }

    fn validate(&self, first: Option<u8>, has_ends: bool) -> Result<(), PositionError> {
        let err = |field: &str, reason: &str| Err(PositionError::new(field, reason));
        let n = self.players;
        self.options
            .check(usize::from(n))
            .map_err(|e| PositionError::new("options", e.to_string()))?;
        if self.seat >= n
            || first.is_some_and(|f| f >= n)
            || self.last_placer.is_some_and(|s| s >= n)
        {
            return err("seat", "a seat number is not below the player count");
        }
        // Conservation: every tile of the set exactly once.
        let mut all = self.on_table.plus(&self.pile);
        for h in &self.hands {
            all = all.plus(h);
        }
        for &b in &self.buried {
            all.add(b);
        }
        if all != self.options.tile_set {
            return err(
                "pile",
                "table + hands + pile + buried must hold every tile of the set exactly once",
            );
        }
        let table_tiles = self.on_table.total();
        if has_ends != (table_tiles > 0) {
            return err("e0", "ends are given exactly when the table holds tiles");
        }
        if has_ends {
            for (i, e) in self.ends.iter().enumerate() {
                let field = if i == 0 { "e0" } else { "e1" };
                let Some(p) = self.grid.get(e.cell) else {
                    return err(field, "the end's cell holds no tile");
                };
                if p.tile.edge(p.rotation, e.heading) == Edge::Blank {
                    return err(field, "the end tile shows no image towards the heading");
                }
                if self.node != Node::Over && !self.end_viable(crate::moves::EndId::BOTH[i]) {
                    return err(field, "the end is not viable (§5 rule 3)");
                }
            }
        }
        let expected_scores = if self.node == Node::Over {
            usize::from(DEALS)
        } else {
            usize::from(self.deal) - 1
        };
        if self.scores.len() != expected_scores || (self.node == Node::Over && self.deal != DEALS) {
            return err(
                "scores",
                "one row per finished deal (deal − 1; 4 at the end)",
            );
        }
        let in_turn = matches!(self.node, Node::Draw | Node::Act);
        if !in_turn && (self.placed > 0 || self.drawn > 0 || self.must.is_some()) {
            return err("placed", "turn progress outside a turn");
        }
        if self.node != Node::Over && (self.corners >= CORNERS_TO_END) {
            return err("table", "8 corners end the deal (§6.7)");
        }
        if self.passes >= n {
            return err("passes", "n consecutive passes end the deal (§6.6)");
        }
        let hands_total: u32 = self.hands.iter().map(TileCounts::total).sum();
        let setup = matches!(self.node, Node::First | Node::Start | Node::Deal);
        if setup && (self.seat != self.first || self.last_placer.is_some() || self.passes > 0) {
            return err(
                "seat",
                "during set-up the seat is the deal's first player, nobody has placed or passed",
            );
        }
        if !setup && self.node != Node::Over && (table_tiles > 1) != self.last_placer.is_some() {
            return err(
                "last",
                "a most recent placer exactly when a player has placed a tile",
            );
        }
        match self.node {
            Node::First => {
                if first.is_some()
                    || self.deal != 1
                    || table_tiles > 0
                    || hands_total > 0
                    || !self.buried.is_empty()
                {
                    return err("node", "`first` comes before anything else in deal 1");
                }
            }
            Node::Start => {
                if first.is_none() || table_tiles > 0 || hands_total > 0 {
                    return err("node", "`start`: empty table and hands");
                }
            }
            Node::Deal => {
                if first.is_none() || table_tiles != 1 {
                    return err("node", "`deal`: the start tile alone on the table");
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
                        return err(
                            "h0",
                            "hands must be dealt six at a time from the first player (§3.2)",
                        );
                    }
                }
            }
            Node::Draw | Node::Act => {
                if first.is_none() || table_tiles == 0 {
                    return err("node", "a turn needs a start tile");
                }
                if self.is_closed() {
                    return err("table", "the line is closed: the deal is over (§6.8)");
                }
                let can = self.can_place(Player(self.seat));
                if self.node == Node::Draw {
                    if self.placed > 0 || self.must.is_some() || can || self.pile_size() == 0 {
                        return err(
                            "node",
                            "a draw only at the turn's start, with no legal placement and a pile (§6.3)",
                        );
                    }
                } else if let Some(m) = self.must {
                    let mut only = TileCounts::EMPTY;
                    only.add(m);
                    if self.placed > 0
                        || self.drawn == 0
                        || self.placements_of(&only).is_empty()
                        || self.hands[usize::from(self.seat)].get(m) == 0
                    {
                        return err(
                            "must",
                            "the drawn tile to place must be in hand and placeable (§6.3)",
                        );
                    }
                } else if self.placed == 0 && !can && self.pile_size() > 0 {
                    return err("node", "a player who cannot place draws (§6.3)");
                } else if self.placed == 0 && self.drawn > 0 && can {
                    return err(
                        "drawn",
                        "after draws, a placeable tile is the drawn one to place (§6.3)",
                    );
                }
            }
            Node::Over => {
                if first.is_none() {
                    return err("first", "a finished match has a first player");
                }
            }
        }
        Ok(())
    }
}

/// The serde form of a state: its options beside its position notation.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    options: Options,
    position: String,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Continued {
    /// `{"options": {…}, "position": "deal=1 …"}`: the options and the position notation.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Stored {
            options: self.options,
            position: self.to_string(),
        }
        .serialize(s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Continued {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let stored = Stored::deserialize(d)?;
        Continued::parse(&stored.position, &stored.options).map_err(serde::de::Error::custom)
    }
}
