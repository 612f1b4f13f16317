//! Errors of the Abalone crate: notation that does not parse, moves the rules refuse.

use crate::geometry::Cell;
use crate::moves::Move;

/// Why a cell name was refused (abalone.md §7.1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a cell (a row A-I and a number 1-9 on the board, e.g. `e5`)")]
pub struct ParseCellError(pub String);

/// Why a text is not a move in Aba-Pro notation (abalone.md §7.2); names the token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// A cell name is not one of the 61 cells.
    #[error("`{token}` is not a move: `{cell}` is not a cell")]
    Cell {
        /// The whole move text.
        token: String,
        /// The offending cell text.
        cell: String,
    },
    /// Not 2 cells (in-line), 3 cells (broadside), `pass` or `flag:SEAT`.
    #[error(
        "`{token}` is not a move: expected 2 cells (in-line), 3 cells (broadside), `pass` or `flag:b|w|r`"
    )]
    Shape {
        /// The whole move text.
        token: String,
    },
    /// In-line: the second cell is not adjacent to the first.
    #[error("`{token}` is not a move: `{to}` is not adjacent to `{from}`")]
    NotAdjacent {
        /// The whole move text.
        token: String,
        /// The first cell.
        from: String,
        /// The second cell.
        to: String,
    },
    /// Broadside: the ends are not 1 or 2 cells apart on a line, the destination is not
    /// adjacent to the first end off the group's line, or the other end's destination is off
    /// the board (§4.2, §7.2).
    #[error(
        "`{token}` is not a broadside: ends 1 or 2 cells apart on a line, then a cell next to the first end, off that line, with every destination on the board (§4.2, §7.2)"
    )]
    Broadside {
        /// The whole move text.
        token: String,
    },
}

/// Why a position string was refused (abalone.md §7.4); names the offending token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// The board field is malformed.
    #[error("bad board `{board}`: {reason}")]
    Board {
        /// The board field.
        board: String,
        /// What is wrong.
        reason: String,
    },
    /// A field is missing (`missing FIELD`) or not of its type (`bad FIELD `TOKEN``).
    #[error("{}", field_message(field, token))]
    Field {
        /// Which field.
        field: &'static str,
        /// The text found (empty when missing).
        token: String,
    },
    /// An extra token is not one of the extensions (`gameN:…`, `flag:SEAT`, `repetition`,
    /// `agreed`).
    #[error("unexpected token `{0}`")]
    Extra(String),
    /// The position is for another number of players than asked.
    #[error("the position is for {found} players, the settings say {expected}")]
    Players {
        /// Players in the text.
        found: usize,
        /// Players asked for.
        expected: usize,
    },
    /// The position does not fit the options (3 players with a daisy, a match of 3 with 2).
    #[error("the position does not fit the options: {0}")]
    Options(&'static str),
    /// An option value is out of its range ([`GameOptions::validate`](jokoak_core::GameOptions::validate)).
    #[error("bad options: {0}")]
    BadOptions(#[from] jokoak_core::SettingsError),
    /// More than one score is 6: the game ends at the first sixth ejection, so no position
    /// has two (abalone.md §5.1 and §5.2). The text is the score fields.
    #[error(
        "scores `{0}`: at most one is 6, the game ends at the first sixth ejection (abalone.md §5.1, §5.2)"
    )]
    TwoWinners(String),
    /// Fields are not separated by single spaces (a leading, trailing or double space, or
    /// other blank; §7.4).
    #[error("fields are separated by single spaces (abalone.md §7.4): `{0}`")]
    Spacing(String),
}

/// Why a Nacre move was refused (§7.3).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseNacreError {
    /// No legal move has this Nacre notation here.
    #[error("`{0}` is no legal move in Nacre notation here")]
    NoMove(String),
    /// Several legal moves have this notation.
    #[error("`{0}` is ambiguous in Nacre notation here")]
    Ambiguous(String),
}

/// Why `play` refused a move; the state is then unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{mv}` is illegal: {reason}")]
pub struct PlayError {
    /// The refused move.
    pub mv: Move,
    /// The rule it breaks.
    pub reason: IllegalReason,
}

/// Why a move cannot be played on a board (abalone.md §4); part of [`crate::PlayError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalReason {
    /// The game is over (§5, §6 #11–12).
    #[error("the game is over")]
    GameOver,
    /// A named cell holds no marble of the player to move (§4.1).
    #[error("{0} holds no marble of the player to move (§4.1)")]
    NotOwn(Cell),
    /// The group would be four or more own marbles in line (§4.1, §6 #3).
    #[error("more than three own marbles in line (§4.1)")]
    TooManyMarbles,
    /// An in-line move would take an own marble off the board (§4.3 rule 1, §6 #6).
    #[error("an own marble would leave the board (§4.3)")]
    OffBoard,
    /// A broadside destination is off the board: every destination must exist (§4.2).
    #[error("a broadside destination is off the board (§4.2)")]
    BroadsideOffBoard,
    /// A broadside destination is occupied; broadsides never push (§4.2, §6 #1).
    #[error("{0} is occupied and a broadside never pushes (§4.2)")]
    Occupied(Cell),
    /// A single marble never pushes (§4.3, §6 #2).
    #[error("a single marble cannot push (§4.3)")]
    SingleCannotPush,
    /// No numerical superiority: pac or fewer pushers than pushed (§4.3 sumito).
    #[error("{own} against {opponents} is no sumito (§4.3: 2v1, 3v1 or 3v2 only)")]
    NoSumito {
        /// The pushing marbles.
        own: u8,
        /// The opponent marbles in line (counted up to one more than the pushers).
        opponents: u8,
    },
    /// An own marble stands right behind the pushed marbles (§4.3 sandwich, §6 #4).
    #[error("own marble on {0} right behind the pushed marbles (§4.3)")]
    Sandwich(Cell),
    /// `pass` while the player to move has a move, or in a 2-player game (§7.4).
    #[error("a pass is only allowed in a 3-player game when no move exists (§7.4)")]
    PassNotAllowed,
    /// `flag:SEAT` without time control, or for a seat that is not to move (§5.4).
    #[error("a flag fall needs time control and the seat to move (§5.4)")]
    FlagNotAllowed,
    /// A draw by agreement needs 2 players (§6 #13).
    #[error("a draw by agreement needs 2 players (§6 #13)")]
    DrawNeedsTwoPlayers,
    /// The move's cells or directions do not form a move (a hand-built value).
    #[error("not a well-formed move")]
    Malformed,
}

/// [`ParsePositionError::Field`]'s message: a missing field is named as missing, a bad one
/// quoted.
fn field_message(field: &str, token: &str) -> String {
    if token.is_empty() {
        format!("missing {field}")
    } else {
        format!("bad {field} `{token}`")
    }
}
