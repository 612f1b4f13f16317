//! The position notation of agon.md §13, both ways.
//!
//! `A AQ@5:0 AG@5:4 … BG@5:28 ply=12 passes=1`: the actor (`A`, `B`, `?` at the first-player
//! draw, `-` at the end), one token per piece (owner, kind, `@`, cell or `hand`, `*` when
//! pending), then the non-zero counters.

use std::fmt;

use crate::board::Board;
use crate::geometry::Cells;
use crate::position::{Hand, Phase};
use crate::{Agon, Cell, Kind, Options, PositionError};
use jokoak_core::{Game, ToMove};

const SIDES: [char; 2] = ['A', 'B'];

/// Writes `game` in the notation of §13: A's pieces then B's, queen first, guards in
/// dense-index order, pieces in hand after that side's board pieces.
pub(crate) fn write(game: &Agon, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let actor = match game.to_move() {
        ToMove::Chance => '?',
        ToMove::Over => '-',
        ToMove::Player(p) => SIDES[p.index() & 1],
    };
    write!(f, "{actor}")?;
    let b = &game.board;
    for (side, letter) in SIDES.into_iter().enumerate() {
        let mut guards: Vec<Cell> = Cells(b.sides[side] & !b.queens).collect();
        guards.sort_by_key(|c| c.dense());
        let queen = Cells(b.queen(side));
        for (kind, cell) in queen
            .map(|c| ('Q', c))
            .chain(guards.into_iter().map(|c| ('G', c)))
        {
            let star = if b.pending & cell.mask() != 0 {
                "*"
            } else {
                ""
            };
            write!(f, " {letter}{kind}@{cell}{star}")?;
        }
        let hand = game.hands[side];
        if hand.queen {
            write!(f, " {letter}Q@hand")?;
        }
        for _ in 0..hand.guards {
            write!(f, " {letter}G@hand")?;
        }
    }
    if game.ply > 0 {
        write!(f, " ply={}", game.ply)?;
    }
    if game.passes > 0 {
        write!(f, " passes={}", game.passes)?;
    }
    Ok(())
}

/// Reads a position of §13 under `options`, with §13's rejections.
pub(crate) fn parse(text: &str, options: &Options) -> Result<Agon, PositionError> {
    let mut tokens = text.split(' ');
    let actor = match tokens.next() {
        None | Some("") => return Err(PositionError::Empty),
        Some(t @ ("A" | "B" | "?" | "-")) => t.chars().next().unwrap_or('?'),
        Some(t) => return Err(PositionError::Actor(t.to_owned())),
    };
    let mut board = Board::default();
    let mut hands = [Hand::default(); 2];
    let mut queens = [0u8; 2];
    let mut guards = [0u8; 2];
    let mut ply: Option<u64> = None;
    let mut passes: Option<u8> = None;
    for token in tokens {
        if let Some(n) = token.strip_prefix("ply=") {
            if ply.is_some() || passes.is_some() {
                return Err(PositionError::Counter(token.to_owned()));
            }
            let n = jokoak_core::parse_decimal(n)
                .ok_or_else(|| PositionError::Counter(token.to_owned()))?;
            ply = Some(n);
            continue;
        }
        if let Some(n) = token.strip_prefix("passes=") {
            if passes.is_some() {
                return Err(PositionError::Counter(token.to_owned()));
            }
            let n = jokoak_core::parse_decimal(n)
                .filter(|&n| n <= 2)
                .ok_or_else(|| PositionError::Counter(token.to_owned()))?;
            passes = Some(n as u8);
            continue;
        }
        if ply.is_some() || passes.is_some() {
            return Err(PositionError::Counter(token.to_owned()));
        }
        let bad = || PositionError::Token(token.to_owned());
        let mut chars = token.chars();
        let side = match chars.next() {
            Some('A') => 0,
            Some('B') => 1,
            _ => return Err(bad()),
        };
        let kind = match chars.next() {
            Some('Q') => Kind::Queen,
            Some('G') => Kind::Guard,
            _ => return Err(bad()),
        };
        let rest = chars.as_str().strip_prefix('@').ok_or_else(bad)?;
        let (place, pending) = match rest.strip_suffix('*') {
            Some(p) => (p, true),
            None => (rest, false),
        };
        let count = match kind {
            Kind::Queen => &mut queens[side],
            Kind::Guard => &mut guards[side],
        };
        *count += 1;
        if *count > if kind == Kind::Queen { 1 } else { 6 } {
            return Err(PositionError::TooMany {
                token: token.to_owned(),
                side: SIDES[side],
            });
        }
        if place == "hand" {
            if pending {
                return Err(PositionError::PendingInHand(token.to_owned()));
            }
            match kind {
                Kind::Queen => hands[side].queen = true,
                Kind::Guard => hands[side].guards += 1,
            }
            continue;
        }
        if !place.contains(':') {
            return Err(bad());
        }
        let cell: Cell = place.parse().map_err(|source| PositionError::Cell {
            token: token.to_owned(),
            source,
        })?;
        if board.occupied() & cell.mask() != 0 {
            return Err(PositionError::Occupied {
                token: token.to_owned(),
                cell,
            });
        }
        if kind == Kind::Guard && cell == Cell::CENTRE {
            return Err(PositionError::GuardOnCentre(token.to_owned()));
        }
        board.put(side, kind, cell, pending);
    }
    let game = Agon::from_parts(
        board,
        hands,
        actor,
        ply.unwrap_or(0),
        passes.unwrap_or(0),
        *options,
    )?;
    debug_assert!(game.phase != Phase::Live || game.turn < 2);
    Ok(game)
}
