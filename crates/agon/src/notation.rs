//! The position notation of agon.md §13, both ways.
//!
//! `A AQ@5:0 AG@5:4 … BG@5:28 ply=12 passes=1`: the actor (`A`, `B`, `?` at the first-player
//! draw, `-` at the end), one token per piece (owner, kind, `@`, cell or `hand`, `*` when
//! pending), then the non-zero counters.

use std::fmt;

use crate::board::Board;
use crate::geometry::Cells;
use crate::position::{Hand, Node};
use crate::{Agon, Cell, Kind, Options, ParsePositionError, Variant};
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
    let b = &game.on_board;
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

/// The value of a counter token `ply=N` / `passes=N`: plain decimal digits, no sign, no
/// leading zero, not zero (§13: "a zero counter is omitted"), within `u64`.
fn counter_value(token: &str, digits: &str) -> Result<u64, ParsePositionError> {
    let bad = |reason| ParsePositionError::CounterValue {
        token: token.to_owned(),
        reason,
    };
    if digits.is_empty() {
        return Err(bad("no number after `=`"));
    }
    if digits.starts_with(['+', '-']) {
        return Err(bad("a counter has no sign (§13)"));
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("a counter is decimal digits only (§13)"));
    }
    if digits == "0" {
        return Err(bad("a zero counter is omitted (§13)"));
    }
    if digits.starts_with('0') {
        return Err(bad("a counter has no leading zeros (§13)"));
    }
    digits
        .parse()
        .map_err(|_| bad("out of range: a counter is at most 18446744073709551615"))
}

/// Reads a position of §13 under `options`, with §13's rejections.
pub(crate) fn parse(text: &str, options: &Options) -> Result<Agon, ParsePositionError> {
    let mut tokens = text.split(' ');
    let actor = match tokens.next() {
        None | Some("") => return Err(ParsePositionError::Empty),
        Some(t @ ("A" | "B" | "?" | "-")) => t.chars().next().unwrap_or('?'),
        Some(t) => return Err(ParsePositionError::Actor(t.to_owned())),
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
                return Err(ParsePositionError::Counter(token.to_owned()));
            }
            let n = counter_value(token, n)?;
            if actor == '?' {
                return Err(ParsePositionError::CounterValue {
                    token: token.to_owned(),
                    reason: "the first player is still to be drawn, and ply stays 0 until then (§13)",
                });
            }
            ply = Some(n);
            continue;
        }
        if let Some(n) = token.strip_prefix("passes=") {
            if passes.is_some() {
                return Err(ParsePositionError::Counter(token.to_owned()));
            }
            let n = counter_value(token, n)?;
            if n > 2 {
                return Err(ParsePositionError::CounterValue {
                    token: token.to_owned(),
                    reason: "passes is 1 or 2: two consecutive passes end the game (§8.3, §13)",
                });
            }
            if actor == '?' {
                return Err(ParsePositionError::CounterValue {
                    token: token.to_owned(),
                    reason: "the first player is still to be drawn, so nobody has passed yet (§13)",
                });
            }
            passes = Some(n as u8);
            continue;
        }
        if ply.is_some() || passes.is_some() {
            return Err(ParsePositionError::Counter(token.to_owned()));
        }
        let bad = || ParsePositionError::Token(token.to_owned());
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
            return Err(ParsePositionError::TooMany {
                token: token.to_owned(),
                side: SIDES[side],
            });
        }
        if place == "hand" {
            if pending {
                return Err(ParsePositionError::PendingInHand(token.to_owned()));
            }
            let not_in_hand = match (options.variant, kind) {
                (Variant::Standard, _) => Some(
                    "pieces in hand exist only in the placement variants; the standard set-up starts with every piece on the board (§3.1, §10.1, §13)",
                ),
                (Variant::PlacementOppositeCorners, Kind::Queen) => Some(
                    "under placement-opposite-corners the queens start on the board, only guards are placed (§10.1)",
                ),
                _ => None,
            };
            if let Some(reason) = not_in_hand {
                return Err(ParsePositionError::NotInHand {
                    token: token.to_owned(),
                    reason,
                });
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
        let cell: Cell = place.parse().map_err(|source| ParsePositionError::Cell {
            token: token.to_owned(),
            source,
        })?;
        if board.occupied() & cell.mask() != 0 {
            return Err(ParsePositionError::Occupied {
                token: token.to_owned(),
                cell,
            });
        }
        if kind == Kind::Guard && cell == Cell::CENTRE {
            return Err(ParsePositionError::GuardOnCentre(token.to_owned()));
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
    debug_assert!(game.node != Node::Decision || game.turn < 2);
    Ok(game)
}
