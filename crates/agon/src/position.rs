//! The game state and its rules: turns (agon.md §4), steps (§5), captures (§6), re-entries
//! (§7), the end (§8) and the placement set-up (§10.1).

use std::fmt;
use std::str::FromStr;

use jokoak_core::search::zobrist_table;
use jokoak_core::{GameOptions, NodeGuard, Player, RepetitionHistory, SettingsError};

use crate::board::Board;
use crate::geometry::{BOARD, CENTRE, Cells, OUTER, guard_steps, queen_steps, step_source};
use crate::{
    Cell, Chooser, Kind, Move, Options, ParsePositionError, PlacementArea, PlayError, Seat, Variant,
};

/// The pieces a side still has to place (placement set-up, agon.md §10.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Hand {
    /// The queen is in hand.
    pub queen: bool,
    /// Guards in hand, 0..=6.
    pub guards: u8,
}

impl Hand {
    pub(crate) fn is_empty(self) -> bool {
        !self.queen && self.guards == 0
    }
}

/// Where the game is: the first-player draw, play, or the end (with the winner's seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Node {
    /// The chance node of agon.md §3.2.
    Chance,
    /// A player's decision.
    Decision,
    /// Over: `Some(seat)` won, `None` drawn.
    Over(Option<u8>),
}

/// A piece as [`Agon::piece_at`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Its owner (A = seat 0, B = seat 1).
    pub owner: Player,
    /// Queen or guard.
    pub kind: Kind,
    /// Captured and waiting for re-entry (agon.md §7.1).
    pub pending: bool,
}

/// What the threefold-repetition rule compares (agon.md §8.4): every cell, the player whose
/// turn it is, and the pieces still to place.
/// A position as threefold repetition compares it (agon.md §8.4): every piece's cell and
/// pending flag, the hands and the player to act. `filter` (bits of the Zobrist key) comes
/// first so most unequal keys differ at once; `pieces` decides exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Key {
    filter: u32,
    /// Per seat: the queen, then the guards in cell order; a cell's bit index, `| 0x100` when
    /// pending, `u16::MAX` for a piece not on the board (at most 1 queen and 6 guards a side,
    /// which the parser enforces, §1).
    pieces: [u16; 14],
    hands: [Hand; 2],
    turn: u8,
}

/// Repetition keys a state holds inline before they move to a shared block.
const HISTORY_INLINE: usize = 6;

/// Zobrist words: 4 bit sets (seat 0, seat 1, queens, pending) × 128 bits; then per seat a
/// queen in hand (2) and 0..=6 guards in hand (14); the player to act (2); the node (chance,
/// over without winner, over won by 0, by 1: 4); consecutive passes 0..=2 (3).
static ZOBRIST: [u64; 4 * 128 + 2 + 14 + 2 + 4 + 3] = zobrist_table(0xA6_0E00_2026_0001);
const Z_HAND_QUEEN: usize = 4 * 128;
const Z_HAND_GUARDS: usize = Z_HAND_QUEEN + 2;
const Z_TURN: usize = Z_HAND_GUARDS + 14;
const Z_PHASE: usize = Z_TURN + 2;
const Z_PASSES: usize = Z_PHASE + 4;

/// The Zobrist words of the bits of `bits` in bit set `plane`.
fn bits_key(plane: usize, mut bits: u128) -> u64 {
    let mut key = 0;
    while bits != 0 {
        key ^= ZOBRIST[plane * 128 + bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    key
}

/// The Zobrist words of a board's four bit sets.
fn board_key(b: &Board) -> u64 {
    bits_key(0, b.sides[0])
        ^ bits_key(1, b.sides[1])
        ^ bits_key(2, b.queens)
        ^ bits_key(3, b.pending)
}

/// The Zobrist words of what changed from `before` to `after`.
fn board_delta(before: &Board, after: &Board) -> u64 {
    board_key(&Board {
        sides: [
            before.sides[0] ^ after.sides[0],
            before.sides[1] ^ after.sides[1],
        ],
        queens: before.queens ^ after.queens,
        pending: before.pending ^ after.pending,
    })
}

/// A game of Agon (Queen's Guard), agon.md: the state is the game.
///
/// Holds the board, whose turn it is, the ply and pass counters, the options and the positions
/// seen so far (for threefold repetition). `Display` / [`FromStr`] are the position notation
/// of §13 (`FromStr` reads under default options; [`Agon::parse`] under given ones). Equality
/// compares everything the rules read: what the notation shows, the options and the
/// repetition history (§8.4), which the notation leaves out (§13: "repetition is history, not
/// position"); two states are `==` exactly when they play alike. [`Agon::same_position`]
/// compares what the notation shows. With the `serde` feature a state is `{"options",
/// "position", "history"}`, the history being the positions threefold repetition counts
/// (§13 notation without counters, oldest first; only under `threefold_draw`), so a
/// deserialised state is `==` to the original and ends by repetition exactly when it would.
///
/// ```
/// use jokoak_agon::{Agon, Move, Options};
/// use jokoak_core::{Game, perft};
///
/// let mut game = Agon::new(Options::default())?;
/// game.play(&"first:A".parse::<Move>()?)?;
/// assert_eq!(perft(&game, 2), 713);
/// game.play(&"5:4-5:3".parse()?)?;
/// assert!(game.to_string().starts_with("B AQ@5:0 AG@5:3"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Agon {
    pub(crate) on_board: Board,
    pub(crate) hands: [Hand; 2],
    /// Whose turn it is (the owner of a re-entering piece even when the captor chooses).
    pub(crate) turn: u8,
    pub(crate) node: Node,
    pub(crate) ply: u64,
    pub(crate) passes: u8,
    pub(crate) options: Options,
    history: RepetitionHistory<Key, HISTORY_INLINE>,
    /// The Zobrist words of the board, updated move by move ([`Game::hash_key`] adds the rest).
    pub(crate) board_zobrist: u64,
}

impl std::hash::Hash for Agon {
    /// Hashes the board, the hands, the node, the passes and (in play) the player to act: a
    /// part of what `==` compares, so equal states hash equally.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.on_board.hash(state);
        self.hands.hash(state);
        self.node.hash(state);
        self.passes.hash(state);
        if self.node == Node::Decision {
            self.turn.hash(state);
        }
    }
}

impl fmt::Debug for Agon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Agon")
            .field("position", &self.to_string())
            .field("options", &self.options)
            .field("history", &self.history)
            .finish()
    }
}

impl Default for Agon {
    /// The standard start of §3.1 under default options, before the first-player draw of §3.2
    /// (`Agon::new(Options::default())`).
    fn default() -> Self {
        Agon::fresh(Options::default())
    }
}

impl PartialEq for Agon {
    /// The position notation's content ([`Agon::same_position`]) and the repetition history.
    fn eq(&self, other: &Self) -> bool {
        self.same_position(other) && self.history == other.history
    }
}

impl Eq for Agon {}

/// The standard start of agon.md §3.1: (A's queen, A's guards, B's queen, B's guards) as
/// outer-ring indices.
const START: (u8, [u8; 6], u8, [u8; 6]) = (0, [4, 9, 13, 17, 21, 26], 15, [2, 6, 11, 19, 24, 28]);

fn outer(i: u8) -> Cell {
    Cell::from_dense(61 + usize::from(i))
}

impl Agon {
    /// The initial state under `options` (what `jokoak new agon` prints): the standard start
    /// of §3.1 or the placement set-ups of §10.1, with the first player still to be drawn
    /// (§3.2) — except under `ludii_compat`, where A starts.
    ///
    /// # Errors
    /// [`SettingsError`] for options [`Setup::from_settings`](jokoak_core::Setup::from_settings) would refuse
    /// ([`Options::validate`]: a `ply_limit` of 0 or above 2³²−1), so a game always replays
    /// from its [`Setup::settings`](jokoak_core::Setup::settings).
    pub fn new(options: Options) -> Result<Agon, SettingsError> {
        options.validate(2)?;
        Ok(Agon::fresh(options))
    }

    /// [`Agon::new`] under options known to be valid.
    pub(crate) fn fresh(options: Options) -> Agon {
        let mut board = Board::default();
        let mut hands = [Hand::default(); 2];
        match options.variant {
            Variant::Standard => {
                let (aq, ag, bq, bg) = START;
                board.put(0, Kind::Queen, outer(aq), false);
                board.put(1, Kind::Queen, outer(bq), false);
                for i in ag {
                    board.put(0, Kind::Guard, outer(i), false);
                }
                for i in bg {
                    board.put(1, Kind::Guard, outer(i), false);
                }
            }
            Variant::PlacementFreeQueen => {
                hands = [Hand {
                    queen: true,
                    guards: 6,
                }; 2];
            }
            Variant::PlacementOppositeCorners => {
                board.put(0, Kind::Queen, outer(0), false);
                board.put(1, Kind::Queen, outer(15), false);
                hands = [Hand {
                    queen: false,
                    guards: 6,
                }; 2];
            }
        }
        let mut game = Agon {
            on_board: board,
            hands,
            turn: 0,
            node: Node::Chance,
            ply: 0,
            passes: 0,
            options,
            history: RepetitionHistory::new(),
            board_zobrist: board_key(&board),
        };
        if options.ludii_compat {
            game.node = Node::Decision;
            game.remember();
        }
        game
    }

    /// The initial state under `options` with `first` to act: the chance node of §3.2 fixed
    /// (for tests and analysis).
    ///
    /// # Errors
    /// As [`Agon::new`], and [`SettingsError::Conflict`] for a seat other than 0 (A) or 1 (B)
    /// (agon.md §1: two players).
    pub fn with_first(options: Options, first: Player) -> Result<Agon, SettingsError> {
        let Some(side) = Seat::of(first) else {
            return Err(SettingsError::Conflict(format!(
                "Agon has seats 0 (A) and 1 (B), not {first} (agon.md §1)"
            )));
        };
        let mut game = Agon::new(options)?;
        if game.node == Node::Chance {
            game.apply(Move::First(side));
        } else {
            game.turn = first.0;
            game.history = RepetitionHistory::new();
            game.remember();
        }
        Ok(game)
    }

    /// Builds a checked state from parts read by the position parser (agon.md §13).
    pub(crate) fn from_parts(
        board: Board,
        hands: [Hand; 2],
        actor: char,
        ply: u64,
        passes: u8,
        options: Options,
    ) -> Result<Agon, ParsePositionError> {
        if board.pending & board.sides[0] != 0 && board.pending & board.sides[1] != 0 {
            return Err(ParsePositionError::PendingBothSides);
        }
        let finished = (0..2).any(|s| board.wins(s) || board.self_blocked(s));
        let mut game = Agon {
            on_board: board,
            hands,
            turn: 0,
            node: Node::Decision,
            ply,
            passes,
            options,
            history: RepetitionHistory::new(),
            board_zobrist: board_key(&board),
        };
        if finished && actor != '-' {
            return Err(ParsePositionError::Finished(actor));
        }
        if actor != '-' {
            Self::verify_reachable(&board, hands, actor)?;
        }
        match actor {
            '?' => game.node = Node::Chance,
            '-' => {
                let winner = (0..2u8).find_map(|s| {
                    if board.wins(usize::from(s)) {
                        Some(s)
                    } else if board.self_blocked(usize::from(s)) {
                        Some(s ^ 1)
                    } else {
                        None
                    }
                });
                game.node = Node::Over(winner);
            }
            _ => {
                let seat = u8::from(actor == 'B');
                if passes >= 2 {
                    return Err(ParsePositionError::Over(
                        "two consecutive passes draw (§8.3)",
                    ));
                }
                if options.ply_limit.is_some_and(|limit| ply >= limit) {
                    return Err(ParsePositionError::Over("the ply limit is reached (§8.4)"));
                }
                game.turn = seat;
                if options.queen_reentry_chooser == Chooser::Captor {
                    let pending_queen = |s: u8| board.queen(usize::from(s)) & board.pending != 0;
                    if pending_queen(seat) {
                        return Err(ParsePositionError::Chooser {
                            actor,
                            why: "under queen_reentry_chooser=captor the captor chooses where a pending queen re-enters (§10.3)",
                        });
                    }
                    if pending_queen(seat ^ 1) {
                        game.turn = seat ^ 1;
                    }
                }
                game.remember();
            }
        }
        Ok(game)
    }

    /// What play can never produce from a position the parser accepts, refused so that every
    /// state reached from a parsed one prints as text that parses back to it:
    /// - the first-player draw (`?`) comes before any action, so nothing is pending yet
    ///   (pending pieces come from captures, §3.2, §7.1), and both hands hold as many pieces
    ///   (whichever side the draw picks must be able to start the alternation, §10.1);
    /// - placements alternate strictly (§10.1), so the actor holds as many pieces in hand as
    ///   the other side or one more (§13's "an actor with nothing in hand while the other
    ///   side still has pieces to place" is the case of none);
    /// - placements never capture and steps begin only once both hands are empty (§10.1), so
    ///   nothing is pending while a piece is still in hand.
    fn verify_reachable(
        board: &Board,
        hands: [Hand; 2],
        actor: char,
    ) -> Result<(), ParsePositionError> {
        let count = |h: Hand| u8::from(h.queen) + h.guards;
        let (a, b) = (count(hands[0]), count(hands[1]));
        if actor == '?' {
            if board.pending != 0 {
                return Err(ParsePositionError::Unreachable {
                    actor,
                    why: "a piece is pending at the first-player draw, before any action could capture it (§3.2, §7.1)",
                });
            }
            if a != b {
                return Err(ParsePositionError::Unreachable {
                    actor,
                    why: "at the first-player draw both sides hold as many pieces in hand, since either may place first (§3.2, §10.1)",
                });
            }
            return Ok(());
        }
        let (own, other) = if actor == 'A' { (a, b) } else { (b, a) };
        if own == 0 && other > 0 {
            return Err(ParsePositionError::HandOrder(actor));
        }
        if own != other && own != other + 1 {
            return Err(ParsePositionError::Unreachable {
                actor,
                why: "placements alternate, so the actor holds as many pieces in hand as the other side or one more (§10.1)",
            });
        }
        if board.pending != 0 && own > 0 {
            return Err(ParsePositionError::Unreachable {
                actor,
                why: "a piece is pending while pieces are still in hand, but placements never capture and steps begin only when both hands are empty (§10.1)",
            });
        }
        Ok(())
    }

    /// Parses a position of agon.md §13 under `options`.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the offending token and the rule (§13's list of rejections),
    /// or [`ParsePositionError::Options`] for options [`Options::validate`] refuses.
    pub fn parse(text: &str, options: &Options) -> Result<Agon, ParsePositionError> {
        options.validate(2)?;
        crate::notation::parse(text, options)
    }

    /// `true` if `other` shows the same §13 position under the same options: `==` without
    /// the repetition history. A position parsed from this one's text is the same position,
    /// but `==` to it only when no earlier position counts for repetition.
    #[must_use]
    pub fn same_position(&self, other: &Agon) -> bool {
        self.on_board == other.on_board
            && self.hands == other.hands
            && (self.turn == other.turn || self.node != Node::Decision)
            && self.node == other.node
            && self.ply == other.ply
            && self.passes == other.passes
            && self.options == other.options
    }

    /// The options the game is played under.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The seat whose turn it is: the owner of the piece that re-enters even when the captor
    /// chooses its cell (§10.3). `None` at the chance node and at the end.
    #[must_use]
    pub fn seat_to_move(&self) -> Option<Player> {
        (self.node == Node::Decision).then_some(Player(self.turn))
    }

    /// Plies played (the `ply=N` counter of §13; the chance move is not a ply).
    #[must_use]
    pub fn ply(&self) -> u64 {
        self.ply
    }

    /// Consecutive passes just made (the `passes=N` counter of §13).
    #[must_use]
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// The piece on `cell`, if any.
    #[must_use]
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.on_board
            .piece(cell)
            .map(|(side, kind, pending)| Piece {
                owner: Player(side as u8),
                kind,
                pending,
            })
    }

    /// The pieces `seat` still has in hand: (queen in hand, guards in hand) (§10.1).
    #[must_use]
    pub fn in_hand(&self, seat: Player) -> (bool, u8) {
        let h = self.hands[seat.index() & 1];
        (h.queen, h.guards)
    }

    /// `true` if `mv` is legal here (a legal move or, at the chance node, an outcome).
    #[must_use]
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.check(mv).is_ok()
    }

    fn key(&self) -> Key {
        let b = &self.on_board;
        let mut pieces = [u16::MAX; 14];
        for side in 0..2 {
            let slot = &mut pieces[side * 7..side * 7 + 7];
            let code = |bit: u32| {
                let pending = b.pending & (1u128 << bit) != 0;
                bit as u16 | u16::from(pending) << 8
            };
            let queen = b.sides[side] & b.queens;
            if queen != 0 {
                slot[0] = code(queen.trailing_zeros());
            }
            let mut guards = b.sides[side] & !b.queens;
            for s in &mut slot[1..] {
                if guards == 0 {
                    break;
                }
                *s = code(guards.trailing_zeros());
                guards &= guards - 1;
            }
        }
        Key {
            filter: (self.board_zobrist >> 32) as u32,
            pieces,
            hands: self.hands,
            turn: self.turn,
        }
    }

    /// Adds the current position to the repetition history; returns its number of occurrences.
    fn remember(&mut self) -> usize {
        if self.options.threefold_draw {
            let key = self.key();
            let seen = 1 + self.history.iter_rev().filter(|k| **k == key).count();
            self.history.push(key);
            seen
        } else {
            1
        }
    }

    /// Whether the current position (the history's newest key) occurred earlier in the game.
    pub(crate) fn occurred_before(&self) -> bool {
        self.history
            .last()
            .is_some_and(|now| self.history.count_every(now, 1, 1) > 0)
    }

    /// The Zobrist key computed from the state alone (what [`Game::hash_key`] keeps up to
    /// date move by move).
    #[cfg(test)]
    fn key_from_scratch(&self) -> u64 {
        board_key(&self.on_board) ^ self.rest_key()
    }

    /// The Zobrist words of everything but the board: hands, player to act, node, passes.
    pub(crate) fn rest_key(&self) -> u64 {
        let mut key = 0;
        for (side, hand) in self.hands.iter().enumerate() {
            if hand.queen {
                key ^= ZOBRIST[Z_HAND_QUEEN + side];
            }
            key ^= ZOBRIST[Z_HAND_GUARDS + side * 7 + usize::from(hand.guards.min(6))];
        }
        key ^ match self.node {
            Node::Decision => ZOBRIST[Z_TURN + usize::from(self.turn & 1)],
            Node::Chance => ZOBRIST[Z_PHASE],
            Node::Over(None) => ZOBRIST[Z_PHASE + 1],
            Node::Over(Some(w)) => ZOBRIST[Z_PHASE + 2 + usize::from(w & 1)],
        } ^ ZOBRIST[Z_PASSES + usize::from(self.passes.min(2))]
    }

    /// The cells allowed by R1 and R2 of §7.3 among `candidates` for a piece of `side`, with
    /// the fallback: drop R2, then R1, when nothing is left.
    fn restricted(board: &Board, side: usize, candidates: u128) -> u128 {
        let r1 = candidates & !board.flanked(side);
        let both = r1 & !board.sandwich_makers(side);
        if both != 0 {
            both
        } else if r1 != 0 {
            r1
        } else {
            candidates
        }
    }

    /// The legal destinations of a re-entry of the pending piece on `from` (§7.2, §7.3;
    /// `ludii_compat` drops R1/R2 and lets the queen onto the centre).
    fn reentry_targets(&self, side: usize, from: Cell, queen: bool) -> u128 {
        let mut lifted = self.on_board;
        let m = !from.mask();
        lifted.sides[side] &= m;
        lifted.queens &= m;
        lifted.pending &= m;
        let area = match (queen, self.options.ludii_compat) {
            (false, _) => OUTER,
            (true, false) => BOARD & !CENTRE,
            (true, true) => BOARD,
        };
        let candidates = lifted.empty() & area & m;
        if self.options.ludii_compat {
            candidates
        } else {
            Self::restricted(&lifted, side, candidates)
        }
    }

    /// The legal cells of a placement (§10.1).
    fn placement_targets(&self, side: usize) -> u128 {
        let area = match self.options.placement_area {
            PlacementArea::AnyCell => BOARD & !CENTRE,
            PlacementArea::OuterRing => OUTER,
        };
        Self::restricted(&self.on_board, side, self.on_board.empty() & area)
    }

    /// Appends every legal action of the player whose turn it is (§4).
    pub(crate) fn generate(&self, out: &mut Vec<Move>) {
        if self.node != Node::Decision {
            return;
        }
        let side = usize::from(self.turn);
        let b = &self.on_board;
        let hand = self.hands[side];
        if !hand.is_empty() {
            let cells = self.placement_targets(side);
            for (kind, ok) in [(Kind::Queen, hand.queen), (Kind::Guard, hand.guards > 0)] {
                if ok {
                    out.extend(Cells(cells).map(|at| Move::Place { kind, at }));
                }
            }
            return;
        }
        let pending = b.pending & b.sides[side];
        if pending != 0 {
            let queen = pending & b.queens;
            let sources = if queen != 0 { queen } else { pending };
            for from in Cells(sources) {
                let targets = self.reentry_targets(side, from, queen != 0);
                out.extend(Cells(targets).map(|to| Move::Reenter { from, to }));
            }
            return;
        }
        let before = out.len();
        let free = b.empty() & !b.flanked(side);
        let movable = b.sides[side] & !b.pending;
        for d in 0..6 {
            let tos = guard_steps(movable & !b.queens, d) & free;
            out.extend(Cells(tos).map(|to| Move::Step {
                from: step_source(to, d),
                to,
            }));
        }
        for from in Cells(movable & b.queens) {
            out.extend(Cells(queen_steps(from) & free).map(|to| Move::Step { from, to }));
        }
        if out.len() == before {
            out.push(Move::Pass);
        }
    }

    /// Necessary conditions of legality that keep the board consistent when `mv` is applied
    /// (the cheap guard of `play_unchecked`): the node, the hand, an own (pending for a
    /// re-entry, else not) piece on the source, no own pending piece for a step, and an empty
    /// destination.
    #[inline]
    pub(crate) fn plausible(&self, mv: &Move) -> bool {
        let side = usize::from(self.turn & 1);
        let b = &self.on_board;
        let hand = self.hands[side];
        let own_pending = b.pending & b.sides[side];
        let empty = |c: Cell| b.empty() & c.mask() != 0;
        match (self.node, *mv) {
            (Node::Chance, Move::First(_)) => true,
            (Node::Decision, Move::Step { from, to }) => {
                hand.is_empty() && own_pending == 0 && b.sides[side] & from.mask() != 0 && empty(to)
            }
            (Node::Decision, Move::Reenter { from, to }) => {
                hand.is_empty() && own_pending & from.mask() != 0 && empty(to)
            }
            (Node::Decision, Move::Place { kind, at }) => {
                (match kind {
                    Kind::Queen => hand.queen,
                    Kind::Guard => hand.guards > 0,
                }) && empty(at)
            }
            (Node::Decision, Move::Pass) => true,
            _ => false,
        }
    }

    /// Validates `mv` without changing anything: first the kind of node
    /// ([`NodeGuard::guard_node`]), then the rules of a decision.
    pub(crate) fn check(&self, mv: &Move) -> Result<(), PlayError> {
        self.guard_node(mv)?;
        if matches!(mv, Move::First(_)) {
            // The chance node's own outcomes: `first:A` and `first:B` (§3.2).
            return Ok(());
        }
        let mut moves = Vec::with_capacity(64);
        self.generate(&mut moves);
        if moves.contains(mv) {
            Ok(())
        } else {
            Err(PlayError::Illegal {
                mv: *mv,
                rule: self.why_illegal(*mv),
            })
        }
    }

    /// The rule a move not among the legal ones breaks (for the error message).
    fn why_illegal(&self, mv: Move) -> &'static str {
        let side = usize::from(self.turn);
        let b = &self.on_board;
        let own = |c: Cell| b.sides[side] & c.mask() != 0;
        let pending = |c: Cell| b.pending & c.mask() != 0;
        let occupied = |c: Cell| b.occupied() & c.mask() != 0;
        let hand = self.hands[side];
        let own_pending = b.pending & b.sides[side];
        match mv {
            _ if !hand.is_empty() && !matches!(mv, Move::Place { .. }) => {
                "a player with pieces in hand must place one (§10.1)"
            }
            Move::Place { kind, at } => {
                if hand.is_empty()
                    || (kind == Kind::Queen && !hand.queen)
                    || (kind == Kind::Guard && hand.guards == 0)
                {
                    "no such piece in hand (§10.1)"
                } else if at == Cell::CENTRE {
                    "nothing is placed on the centre (§10.1, A11)"
                } else if occupied(at) {
                    "the cell is occupied (§10.1)"
                } else if self.options.placement_area == PlacementArea::OuterRing && at.ring() != 5
                {
                    "placement_area=outer-ring allows the outer ring only (§10.1)"
                } else {
                    "a placement may not go between two enemy pieces (R1) nor complete a sandwich (R2) (§7.3, §10.1)"
                }
            }
            _ if own_pending != 0 && !matches!(mv, Move::Reenter { .. }) => {
                "a player with a pending piece must re-enter one (§7.2)"
            }
            Move::Reenter { from, to } => {
                if !(own(from) && pending(from)) {
                    "there is no pending piece of the player on the source cell (§7.2)"
                } else if own_pending & b.queens != 0 && b.queens & from.mask() == 0 {
                    "the pending queen re-enters first (§7.2)"
                } else if to == from || occupied(to) {
                    "a re-entry goes to another, empty cell (§7.2, A7)"
                } else if b.queens & from.mask() == 0 && to.ring() != 5 {
                    "a guard re-enters on the outer ring (§7.2)"
                } else if to == Cell::CENTRE {
                    "a queen never re-enters on the centre (§7.2)"
                } else {
                    "a re-entry may not go between two enemy pieces (R1) nor complete a sandwich (R2) (§7.3)"
                }
            }
            Move::Step { from, to } => {
                let queen = b.queens & from.mask() != 0;
                if !own(from) {
                    "there is no piece of the player on the source cell (§5)"
                } else if !(0..6).any(|d| from.neighbour(d) == Some(to)) {
                    "a step goes to an adjacent cell (§5)"
                } else if occupied(to) {
                    "the destination is occupied (§5.1)"
                } else if to.ring() > from.ring() {
                    "a piece never steps outward (§5.2)"
                } else if to == Cell::CENTRE && !queen {
                    "only a queen may enter the centre (§5.3)"
                } else {
                    "the destination lies between two enemy pieces (no suicide, §5.4)"
                }
            }
            Move::Pass => "a player with a legal action may not pass (§8.3)",
            Move::First(_) => "the first player has already been decided (§3.2)",
        }
    }

    /// Applies a move known to be legal (or a chance outcome at the chance node).
    pub(crate) fn apply(&mut self, mv: Move) {
        let side = usize::from(self.turn);
        let before = self.on_board;
        match mv {
            Move::First(first) => {
                self.turn = first as u8;
                self.node = Node::Decision;
                self.remember();
                return;
            }
            Move::Step { from, to } => {
                self.on_board.relocate(side, from, to);
                let captured = self.on_board.captures(side, to);
                self.on_board.pending |= captured;
                self.passes = 0;
            }
            Move::Reenter { from, to } => {
                self.on_board.relocate(side, from, to);
                self.passes = 0;
            }
            Move::Place { kind, at } => {
                self.on_board.put(side, kind, at, false);
                let hand = &mut self.hands[side];
                match kind {
                    Kind::Queen => hand.queen = false,
                    Kind::Guard => hand.guards = hand.guards.saturating_sub(1),
                }
                self.passes = 0;
            }
            Move::Pass => self.passes = self.passes.saturating_add(1),
        }
        self.board_zobrist ^= board_delta(&before, &self.on_board);
        self.ply = self.ply.saturating_add(1);
        self.turn ^= 1;
        debug_assert!(
            self.on_board.pending & self.on_board.sides[0] == 0
                || self.on_board.pending & self.on_board.sides[1] == 0,
            "pending pieces on both sides (agon.md §4)"
        );
        self.settle(side);
    }

    /// The end checks of §8 after an action of `actor`: wins and self-blocks (the actor
    /// first), two passes, threefold repetition, the ply limit.
    fn settle(&mut self, actor: usize) {
        for side in [actor, actor ^ 1] {
            if self.on_board.wins(side) {
                self.node = Node::Over(Some(side as u8));
                return;
            }
            if self.on_board.self_blocked(side) {
                self.node = Node::Over(Some(side as u8 ^ 1));
                return;
            }
        }
        if self.passes >= 2 {
            self.node = Node::Over(None);
            return;
        }
        if self.remember() >= 3 {
            self.node = Node::Over(None);
            return;
        }
        if self
            .options
            .ply_limit
            .is_some_and(|limit| self.ply >= limit)
        {
            self.node = Node::Over(None);
        }
    }
}

impl FromStr for Agon {
    type Err = ParsePositionError;

    /// Parses a position under default options (see [`Agon::parse`]).
    fn from_str(text: &str) -> Result<Agon, ParsePositionError> {
        Agon::parse(text, &Options::default())
    }
}

impl fmt::Display for Agon {
    /// The position notation of agon.md §13.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self, f)
    }
}

#[cfg(feature = "serde")]
mod serde_state;

#[cfg(feature = "serde")]
jokoak_core::serde_state_via_notation!(Agon, extra = serde_state::SerdeExtra);

#[cfg(test)]
mod key_tests {
    use super::*;
    use jokoak_core::{Game, ToMove, random_index, rng_from_seed};

    #[test]
    fn incremental_keys_equal_keys_from_scratch() {
        for variant in [Variant::Standard, Variant::PlacementFreeQueen] {
            for seed in 0..12 {
                let mut rng = rng_from_seed(seed);
                let mut game = Agon::new(Options {
                    variant,
                    ..Options::default()
                })
                .unwrap();
                let mut moves = Vec::new();
                let mut outcomes = Vec::new();
                for _ in 0..300 {
                    assert_eq!(game.hash_key(), game.key_from_scratch(), "{game}");
                    match game.to_move() {
                        ToMove::Over => break,
                        ToMove::Chance => {
                            outcomes.clear();
                            game.chance_outcomes(&mut outcomes);
                            game.play(&outcomes[0].0).unwrap();
                        }
                        ToMove::Player(_) => {
                            moves.clear();
                            game.legal_moves(&mut moves);
                            let mv = moves[random_index(moves.len(), &mut rng)];
                            game.play(&mv).unwrap();
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn equal_positions_have_equal_keys() {
        let play = |moves: &[&str]| {
            let mut g = Agon::new(Options::default()).unwrap();
            for m in moves {
                g.play(&m.parse().unwrap()).unwrap();
            }
            g
        };
        // Two sideways steps on the outer ring, in either order (agon.md §5): the same cells.
        let mut first = play(&["first:A"]);
        let mut legal = Vec::new();
        first.legal_moves(&mut legal);
        let a_moves: Vec<Move> = legal.clone();
        // Find two A steps and one B reply that commute: A s1, B r, A s2 vs A s2, B r, A s1.
        let mut found = false;
        'outer: for s1 in &a_moves {
            for s2 in &a_moves {
                if s1 == s2 {
                    continue;
                }
                let mut x = first.clone();
                let mut y = first.clone();
                let mut replies = Vec::new();
                if x.play(s1).is_err() {
                    continue;
                }
                x.legal_moves(&mut replies);
                let Some(r) = replies.first().copied() else {
                    continue;
                };
                if x.play(&r).is_err() || x.play(s2).is_err() {
                    continue;
                }
                if y.play(s2).is_err() || y.play(&r).is_err() || y.play(s1).is_err() {
                    continue;
                }
                if x.same_position(&y) {
                    assert_eq!(x.hash_key(), y.hash_key());
                    assert_eq!(
                        jokoak_core::search::stable_hash(&x),
                        jokoak_core::search::stable_hash(&y)
                    );
                    found = true;
                    break 'outer;
                }
            }
        }
        assert!(found, "no transposition found");
        // The state read back from its notation has the same key.
        first.play(&a_moves[0]).unwrap();
        let back = Agon::parse(&first.to_string(), first.options()).unwrap();
        assert!(back.same_position(&first));
        assert_eq!(back.hash_key(), first.hash_key());
        assert_ne!(back.hash_key(), play(&["first:A"]).hash_key());
    }
}
