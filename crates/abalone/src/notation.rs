//! Position strings (abalone.md §7.4, ours and PlayStrategy's) and Nacre move notation
//! (§7.3).

use std::fmt::{self, Write as _};
use std::str::FromStr;

use jokoak_core::{GameOptions, Player};

use crate::board::Board;
use crate::geometry::{Cell, WIDTH};
use crate::match_table::{MatchGame, MatchTable};
use crate::moves::{Inline, Move, SEAT_LABELS, strip_annotations};
use crate::options::Options;
use crate::position::{Abalone, End, WINNING_EJECTIONS};
use crate::{ParseNacreError, ParsePositionError};

/// The rank lengths from row I down to row A (§7.4).
const RANK_LENGTHS: [u8; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];

/// The first number of the rank `i` of a board string (0 = row I).
const fn rank_first(i: usize) -> u8 {
    let r = 9 - i as u8;
    if r > 5 { r - 4 } else { 1 }
}

/// The colours of a board string in our letters (`b`, `w`, `r`; digits for empty runs),
/// computed at compile time; a malformed constant fails the build.
pub(crate) const fn ranks_to_colours(s: &[u8]) -> [u128; 3] {
    let mut colours = [0u128; 3];
    let mut i = 0;
    let mut rank = 0;
    let mut col = 0u8;
    while i < s.len() {
        let ch = s[i];
        if ch == b'/' {
            assert!(col == RANK_LENGTHS[rank], "rank length");
            rank += 1;
            col = 0;
        } else if ch >= b'1' && ch <= b'9' {
            col += ch - b'0';
        } else {
            let seat = match ch {
                b'b' => 0,
                b'w' => 1,
                b'r' => 2,
                _ => panic!("bad letter"),
            };
            let r = 9 - rank as i32;
            let c = (rank_first(rank) + col) as i32;
            colours[seat] |= 1u128 << (r * WIDTH + c);
            col += 1;
        }
        i += 1;
    }
    assert!(rank == 8 && col == RANK_LENGTHS[8], "rank count");
    colours
}

fn field(field: &'static str, token: Option<&str>) -> ParsePositionError {
    ParsePositionError::Field {
        field,
        token: token.unwrap_or("").to_owned(),
    }
}

/// Parses a board field: ranks I..A separated by `/`, `letters[seat]` for the marbles of each seat, one digit
/// 1–9 for each maximal run of empty cells (§7.4: "empty cells are written as maximal runs,
/// one digit each", so two digits in a row are refused).
pub(crate) fn parse_board(text: &str, letters: &[char]) -> Result<Board, ParsePositionError> {
    let err = |reason: String| ParsePositionError::Board {
        board: text.to_owned(),
        reason,
    };
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 9 {
        let plural = if ranks.len() == 1 { "" } else { "s" };
        return Err(err(format!("{} rank{plural}, expected 9", ranks.len())));
    }
    let mut board = Board::default();
    for (i, rank) in ranks.iter().enumerate() {
        let row = 9 - i as u8;
        let name = (b'a' + row - 1) as char;
        let mut col = 0u8;
        let mut after_digit = false;
        for ch in rank.chars() {
            if let Some(run) = ch.to_digit(10).filter(|&d| d > 0) {
                if after_digit {
                    return Err(err(format!(
                        "rank {name}: `{rank}` splits a run of empty cells; empty cells are \
                         written as maximal runs, one digit each"
                    )));
                }
                after_digit = true;
                col += run as u8;
            } else if let Some(seat) = letters.iter().position(|&l| l == ch) {
                after_digit = false;
                let cell = Cell::new(row, rank_first(i) + col)
                    .ok_or_else(|| err(format!("rank {name} is too long")))?;
                board.colours[seat] |= cell.bit();
                col += 1;
            } else {
                return Err(err(format!("`{ch}` is not a marble or a digit")));
            }
            if col > RANK_LENGTHS[i] {
                return Err(err(format!("rank {name} is too long")));
            }
        }
        if col != RANK_LENGTHS[i] {
            return Err(err(format!(
                "rank {name} has {col} cells, expected {}",
                RANK_LENGTHS[i]
            )));
        }
    }
    Ok(board)
}

/// Writes a board field with `letters[seat]` for marbles (maximal runs of empties as digits).
pub(crate) fn write_board(
    f: &mut impl fmt::Write,
    board: &Board,
    letters: [char; 3],
) -> fmt::Result {
    for (i, &len) in RANK_LENGTHS.iter().enumerate() {
        if i > 0 {
            f.write_char('/')?;
        }
        let row = 9 - i as u8;
        let mut empty = 0;
        for c in rank_first(i)..rank_first(i) + len {
            let bit = Cell::new(row, c).map_or(0, Cell::bit);
            match (0..3).find(|&s| board.colours[s] & bit != 0) {
                Some(seat) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    f.write_char(letters[seat])?;
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
    }
    Ok(())
}

fn number<T: FromStr>(name: &'static str, token: Option<&str>) -> Result<T, ParsePositionError> {
    token
        .filter(|t| t.bytes().all(|b| b.is_ascii_digit()) && !t.is_empty())
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| field(name, token))
}

fn seat(name: &'static str, token: Option<&str>, players: usize) -> Result<u8, ParsePositionError> {
    SEAT_LABELS[..players]
        .iter()
        .position(|l| Some(*l) == token)
        .map(|i| i as u8)
        .ok_or_else(|| field(name, token))
}

impl Abalone {
    /// The player count a position string shows (§7.4): 2 with four numbers after the side
    /// to move (two scores and the two counters), 3 with five; `None` otherwise.
    #[must_use]
    pub fn players_in(text: &str) -> Option<usize> {
        let numbers = text
            .split(' ')
            .skip(2)
            .take_while(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .count();
        match numbers {
            4 => Some(2),
            5 => Some(3),
            _ => None,
        }
    }

    /// Parses our position string (abalone.md §7.4) under `options`:
    /// `<board> <side> <ejected by b> <by w> [<by r>] <plies-since-ejection> <full-move>`,
    /// e.g. `wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0 0 1`. The number of score fields
    /// gives the player count. \[DECISION\] Optional trailing tokens carry what the fields cannot:
    /// `gameN:E.E.E/L.L.L` per finished game of a 3-player match (ejected and lost per seat),
    /// then `flag:SEAT`, `repetition` or `agreed` for a game ended that way.
    ///
    /// Fields are separated by single spaces, with no leading or trailing blank; `options`
    /// must be valid for the position's player count ([`Options::validate`]). The `gameN:`
    /// tokens belong to the match, not the position: they are checked and dropped here, and
    /// [`Abalone::parse_in_match`] returns them.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the offending field or token.
    pub fn parse(text: &str, options: &Options) -> Result<Abalone, ParsePositionError> {
        Abalone::parse_in_match(text, options).map(|(p, _)| p)
    }

    /// [`Abalone::parse`] with the table of the match's finished games that the `gameN:`
    /// tokens give (§5.3; empty without them), what a [`jokoak_core::Match`] of Abalone
    /// carries.
    ///
    /// # Errors
    /// As [`Abalone::parse`].
    pub fn parse_in_match(
        text: &str,
        options: &Options,
    ) -> Result<(Abalone, MatchTable), ParsePositionError> {
        let tokens: Vec<&str> = text.split(' ').collect();
        if !text.is_empty()
            && tokens
                .iter()
                .any(|t| t.is_empty() || t.contains(char::is_whitespace))
        {
            return Err(ParsePositionError::Spacing(text.to_owned()));
        }
        let board_text = tokens.first().copied().unwrap_or("");
        let board = parse_board(board_text, &['b', 'w', 'r'])?;
        let players = match Abalone::players_in(text) {
            Some(players) => players,
            None => {
                // Quote where the run of numbers after the side breaks: the first token that
                // is not a number (none: the text ends), or the sixth number.
                let numbers = tokens
                    .iter()
                    .skip(2)
                    .take_while(|t| t.bytes().all(|b| b.is_ascii_digit()))
                    .count();
                return Err(field(
                    "score and counter fields (4 or 5 numbers after the side)",
                    tokens.get(2 + numbers.min(5)).copied(),
                ));
            }
        };
        if players == 2 && board.colours[2] != 0 {
            return Err(ParsePositionError::Board {
                board: board_text.to_owned(),
                reason: "`r` marbles in a 2-player position".to_owned(),
            });
        }
        if players == 3 && options.variant != crate::Variant::Standard {
            return Err(ParsePositionError::Options(
                "3 players play the standard variant only",
            ));
        }
        if players == 2 && options.match_games != 1 {
            return Err(ParsePositionError::Options("match_games=3 needs 3 players"));
        }
        let side = seat("side", tokens.get(1).copied(), players)?;
        let mut scores = [0u8; 3];
        for (i, s) in scores.iter_mut().enumerate().take(players) {
            let v: u8 = number("score", tokens.get(2 + i).copied())?;
            if v > WINNING_EJECTIONS {
                return Err(field("score", tokens.get(2 + i).copied()));
            }
            *s = v;
        }
        if scores.iter().filter(|&&s| s == WINNING_EJECTIONS).count() > 1 {
            return Err(ParsePositionError::TwoWinners(
                tokens[2..2 + players].join(" "),
            ));
        }
        let plies: u32 = number("plies-since-ejection", tokens.get(2 + players).copied())?;
        let full_move: u32 = number("full-move number", tokens.get(3 + players).copied())?;
        if full_move == 0 {
            return Err(field("full-move number", tokens.get(3 + players).copied()));
        }
        let mut table = MatchTable::default();
        let mut end = None;
        for &t in &tokens[4 + players..] {
            if end.is_some() {
                return Err(ParsePositionError::Extra(t.to_owned()));
            }
            if t == "repetition" {
                end = Some(End::Repetition);
            } else if t == "agreed" && players == 2 {
                end = Some(End::Agreement);
            } else if let Some(s) = t.strip_prefix("flag:") {
                end = Some(End::Flag(Player(seat("flag", Some(s), players)?)));
            } else if let Some(with_game) = parse_match_game(t, table.games().len() + 1)
                .filter(|_| players == 3)
                .and_then(|g| table.with(g))
            {
                table = with_game;
            } else {
                return Err(ParsePositionError::Extra(t.to_owned()));
            }
        }
        if !table.games().is_empty() && options.match_games != 3 {
            return Err(ParsePositionError::Options(
                "a match table needs match_games=3",
            ));
        }
        options.validate(players)?;
        let p = Abalone::from_parts(
            board,
            players as u8,
            side,
            scores,
            plies,
            full_move,
            *options,
        );
        Ok((p.with_end(end), table))
    }

    /// Imports a PlayStrategy FEN (§7.4): `<board> <score1> <score2> <side> <plies> <full-move>`,
    /// 2 players, with `case` saying which letter case is Black.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the offending field.
    pub fn from_playstrategy(
        text: &str,
        case: LetterCase,
        options: &Options,
    ) -> Result<Abalone, ParsePositionError> {
        let t: Vec<&str> = text.split_whitespace().collect();
        if t.len() != 6 {
            return Err(field("PlayStrategy FEN (6 fields)", Some(text)));
        }
        let board = parse_board(t[0], &case.letters()[..2])?;
        let s1: u8 = number("score1", Some(t[1]))?;
        let s2: u8 = number("score2", Some(t[2]))?;
        if s1 > WINNING_EJECTIONS || s2 > WINNING_EJECTIONS {
            return Err(field(
                "score",
                Some(if s1 > WINNING_EJECTIONS { t[1] } else { t[2] }),
            ));
        }
        if s1 == WINNING_EJECTIONS && s2 == WINNING_EJECTIONS {
            return Err(ParsePositionError::TwoWinners(format!("{s1} {s2}")));
        }
        let side = seat("side", Some(t[3]), 2)?;
        let plies = number("plies-since-ejection", Some(t[4]))?;
        let full_move = number("full-move number", Some(t[5]))?;
        if full_move == 0 {
            return Err(field("full-move number", Some(t[5])));
        }
        let mut o = *options;
        o.match_games = 1;
        o.validate(2)?;
        Ok(Abalone::from_parts(
            board,
            2,
            side,
            [s1, s2, 0],
            plies,
            full_move,
            o,
        ))
    }

    /// Exports a 2-player position as a PlayStrategy FEN (§7.4) with `case` saying which letter
    /// case is Black; `None` for a 3-player position.
    #[must_use]
    pub fn to_playstrategy(&self, case: LetterCase) -> Option<String> {
        if self.players != 2 {
            return None;
        }
        let mut s = String::new();
        write_board(&mut s, &self.marbles, case.letters()).ok()?;
        let _ = write!(
            s,
            " {} {} {} {} {}",
            self.scores[0],
            self.scores[1],
            SEAT_LABELS[usize::from(self.side)],
            self.plies_since_ejection,
            self.full_move
        );
        Some(s)
    }

    /// The Nacre notation of a legal move (§7.3): the first own marble and the destination of
    /// the last (`a1d4` for Aba-Pro `a1b2` at the start; `c3d6` for `c3c5d4`). `None` for a
    /// move that is not legal here, `pass` or `flag`.
    #[must_use]
    pub fn nacre(&self, mv: &Move) -> Option<String> {
        let mv = *mv;
        self.check(&mv).ok()?;
        let own = self.marbles.colours[usize::from(self.side)];
        match mv {
            Move::Inline(Inline { from, dir }) => {
                let mut k = 1;
                let mut at = from;
                while let Some(next) = at.step(dir).filter(|c| own & c.bit() != 0) {
                    k += 1;
                    at = next;
                }
                let to = (0..k).try_fold(from, |c, _| c.step(dir))?;
                Some(format!("{from}{to}"))
            }
            Move::Broadside(b) => {
                let (first, u) = if b.dir == b.axis.left() || b.dir == b.axis.right() {
                    (b.from, b.axis)
                } else {
                    let other = (1..b.len).try_fold(b.from, |c, _| c.step(b.axis))?;
                    (other, b.axis.opposite())
                };
                let last = (1..b.len).try_fold(first, |c, _| c.step(u))?;
                Some(format!("{first}{}", last.step(b.dir)?))
            }
            Move::Pass | Move::Flag(_) => None,
        }
    }

    /// Decodes a move in Nacre notation (§7.3) against this position: matches the in-line
    /// and 60°-ordered broadside forms of the legal moves, ignoring case and trailing `!?+*>`;
    /// a token has no blanks.
    ///
    /// # Errors
    /// [`ParseNacreError`] when no legal move (or more than one) has that notation.
    pub fn parse_nacre(&self, text: &str) -> Result<Move, ParseNacreError> {
        let want = strip_annotations(text).to_ascii_lowercase();
        let mut found = None;
        let mut moves = Vec::new();
        jokoak_core::Game::legal_moves(self, &mut moves);
        for mv in moves {
            if self.nacre(&mv).as_deref() == Some(want.as_str()) {
                if found.is_some() {
                    return Err(ParseNacreError::Ambiguous(text.to_owned()));
                }
                found = Some(mv);
            }
        }
        found.ok_or_else(|| ParseNacreError::NoMove(text.to_owned()))
    }
}

/// Which letter case is Black in a PlayStrategy-style FEN (§7.4: PlayStrategy uses lower case
/// `s` for Black, the steinbeisser engine upper case `S`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LetterCase {
    /// `s` = Black (player 1), `S` = White: PlayStrategy.
    #[default]
    LowerIsBlack,
    /// `S` = Black, `s` = White: the steinbeisser README.
    UpperIsBlack,
}

impl LetterCase {
    fn letters(self) -> [char; 3] {
        match self {
            LetterCase::LowerIsBlack => ['s', 'S', '\0'],
            LetterCase::UpperIsBlack => ['S', 's', '\0'],
        }
    }
}

fn parse_match_game(t: &str, n: usize) -> Option<MatchGame> {
    let rest = t.strip_prefix(&format!("game{n}:"))?;
    let (e, l) = rest.split_once('/')?;
    let triple = |s: &str| -> Option<[u8; 3]> {
        let v: Vec<u8> = s
            .split('.')
            .map(|x| jokoak_core::parse_decimal(x).and_then(|n| u8::try_from(n).ok()))
            .collect::<Option<_>>()?;
        <[u8; 3]>::try_from(v)
            .ok()
            .filter(|a| a.iter().all(|&x| x <= 11))
    };
    Some(MatchGame {
        ejected: triple(e)?,
        lost: triple(l)?,
    })
}

impl Abalone {
    /// The position string of §7.4 with a `gameN:` token per finished game of its match
    /// (`games`) and the end's token when due ([`Abalone::parse_in_match`]).
    pub(crate) fn write(&self, f: &mut fmt::Formatter<'_>, games: &[MatchGame]) -> fmt::Result {
        write_board(f, &self.marbles, ['b', 'w', 'r'])?;
        write!(f, " {}", SEAT_LABELS[usize::from(self.side)])?;
        for s in self.scores() {
            write!(f, " {s}")?;
        }
        write!(f, " {} {}", self.plies_since_ejection, self.full_move)?;
        for (i, g) in games.iter().enumerate() {
            let [e0, e1, e2] = g.ejected;
            let [l0, l1, l2] = g.lost;
            write!(f, " game{}:{e0}.{e1}.{e2}/{l0}.{l1}.{l2}", i + 1)?;
        }
        match self.end {
            Some(End::Repetition) => f.write_str(" repetition"),
            Some(End::Agreement) => f.write_str(" agreed"),
            Some(End::Flag(p)) => write!(f, " flag:{}", SEAT_LABELS[p.index()]),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Abalone {
    /// The position string of §7.4, with the end's token of [`Abalone::parse`] when due (a
    /// match prints its table too, `MatchPlay::fmt_in_match`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &[])
    }
}

impl FromStr for Abalone {
    type Err = ParsePositionError;

    /// [`Abalone::parse`] under default options.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Abalone::parse(s, &Options::default())
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_state_via_notation!(Abalone, extra = crate::serde_state::SerdeExtra);
