//! The game state: marbles, seat to move, scores, counters, options and history (abalone.md §3–§6).

use jokoak_core::search::zobrist_table;
use jokoak_core::{
    GameOptions, NodeGuard, Outcome, Player, Ranking, RepetitionHistory, SettingsError,
};

use crate::board::{Action, Board};
use crate::geometry::{Cell, to_dense};
use crate::match_table::MatchGame;
use crate::moves::Move;
use crate::notation::ranks_to_colours;
use crate::options::{Options, Variant};
use crate::{IllegalReason, PlayError};

/// How a game ended (abalone.md §5, §6 #11–12, §5.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// The player ejected their sixth marble (§5.1, §5.2).
    Ejections(Player),
    /// 2 players: the player to move has no legal move and loses (§6 #11).
    NoMove(Player),
    /// 3 players: nobody has a legal move; totals stand (§6 #11, §7.4).
    Blocked,
    /// The third occurrence of a position with the `threefold_draw` option (§6 #12).
    Repetition,
    /// The `ply_limit` option was reached (§6 #12).
    PlyLimit,
    /// The player's clock ran out under time control (§5.4).
    Flag(Player),
    /// 2 players agreed to a draw ([`Abalone::agree_draw`], §6 #13).
    Agreement,
}

/// The repetition key of a position since the last ejection (scores cannot change without
/// one): the cells in two dense planes, a cell's colour as two bits (b = 01, w = 10,
/// r = 11; the colours never overlap, so the planes give them back exactly), and the side to
/// move in the top bits of the first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Key([u64; 2]);

impl Key {
    /// The marbles and the side to move this key was made of (serialising a history).
    #[cfg(feature = "serde")]
    pub(crate) fn parts(self) -> (Board, u8) {
        let mut board = Board::default();
        for cell in Cell::all() {
            let dense = to_dense(cell.bit());
            let colour = match (self.0[0] & dense != 0, self.0[1] & dense != 0) {
                (true, false) => 0,
                (false, true) => 1,
                (true, true) => 2,
                (false, false) => continue,
            };
            board.colours[colour] |= cell.bit();
        }
        (board, (self.0[0] >> 62) as u8)
    }

    pub(crate) fn of(board: &Board, side: usize) -> Key {
        let c = &board.colours;
        Key([
            to_dense(c[0] | c[2]) | (side as u64) << 62,
            to_dense(c[1] | c[2]),
        ])
    }
}

/// An Abalone game: the marbles, the player to move, the marbles each player ejected, the
/// counters of the position string (abalone.md §7.4), the options and the repetition history.
///
/// `Display` prints the position string (§7.4), `FromStr` parses it under default options.
/// Equality compares everything the rules read: what the position string holds and the
/// repetition history (§6 #12), which the string (like a chess FEN) does not show; two states
/// are `==` exactly when they play alike. [`Abalone::same_position`] compares the position
/// string's content only. With the `serde` feature a state is `{"options", "position",
/// "history"}`, the history being the earlier positions since the last ejection (`<board>
/// <side>`, oldest first, only under `threefold_draw`), so a deserialised state is `==` to the
/// original and ends by repetition exactly when it would.
#[derive(Debug)]
pub struct Abalone {
    /// The marbles of every seat (bitboards, abalone.md §2); the picture is [`Present::board`].
    pub(crate) marbles: Board,
    pub(crate) players: u8,
    pub(crate) side: u8,
    pub(crate) scores: [u8; 3],
    pub(crate) plies_since_ejection: u32,
    pub(crate) full_move: u32,
    pub(crate) options: Options,
    pub(crate) end: Option<End>,
    /// Keys of the positions since the last ejection, this one last (kept only under
    /// `threefold_draw`; shared between clones, [`RepetitionHistory`]).
    pub(crate) history: RepetitionHistory<Key, HISTORY_INLINE>,
    /// The Zobrist key of the marbles, the side to move and the scores ([`Game::hash_key`]),
    /// updated move by move.
    pub(crate) zobrist: u64,
}

impl Clone for Abalone {
    fn clone(&self) -> Self {
        let mut p = Abalone {
            history: RepetitionHistory::new(),
            ..*self
        };
        p.history.clone_from(&self.history);
        p
    }

    /// Copies field by field, the history's live keys only (perft reuses one position per
    /// ply this way; a struct update `Abalone { history, ..*source }`, which builds and drops
    /// a whole value, made perft 15% slower).
    fn clone_from(&mut self, source: &Self) {
        self.marbles = source.marbles;
        self.players = source.players;
        self.side = source.side;
        self.scores = source.scores;
        self.plies_since_ejection = source.plies_since_ejection;
        self.full_move = source.full_move;
        self.options = source.options;
        self.end = source.end;
        self.history.clone_from(&source.history);
        self.zobrist = source.zobrist;
        // A field of the position string, added to `Abalone` and forgotten above, fails here.
        debug_assert!(self.same_position(source));
    }
}

/// Repetition keys a position holds inline before they move to a shared block.
const HISTORY_INLINE: usize = 12;

/// Zobrist words: 3 colours × 128 bit positions of the padded board, then 3 sides to move, then
/// 3 seats × 7 scores (0..=6).
static ZOBRIST: [u64; 3 * 128 + 3 + 21] = zobrist_table(0xABA1_0E00_2026_0001);
const Z_SIDE: usize = 3 * 128;
const Z_SCORE: usize = Z_SIDE + 3;

/// The Zobrist words of the marbles of `board`.
fn board_key(board: &Board) -> u64 {
    let mut key = 0;
    for (c, &bits) in board.colours.iter().enumerate() {
        key ^= bits_key(c, bits);
    }
    key
}

/// The Zobrist words of the bits set in `bits` for colour `c` (0..3).
#[inline]
fn bits_key(c: usize, mut bits: u128) -> u64 {
    let words = &ZOBRIST[(c % 3) * 128..][..128];
    let mut key = 0;
    while bits != 0 {
        key ^= words[bits.trailing_zeros() as usize % 128];
        bits &= bits - 1;
    }
    key
}

/// The Zobrist word of `seat`'s score `score` (clamped to 6).
fn score_key(seat: usize, score: u8) -> u64 {
    ZOBRIST[Z_SCORE + seat * 7 + usize::from(score.min(6))]
}

impl std::hash::Hash for Abalone {
    /// Hashes the marbles, the side to move, the scores and the player count: a part of what
    /// `==` compares, so equal positions hash equally.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.marbles.hash(state);
        self.side.hash(state);
        self.scores.hash(state);
        self.players.hash(state);
    }
}

impl PartialEq for Abalone {
    /// The position string's content ([`Abalone::same_position`]) and the repetition history.
    fn eq(&self, other: &Self) -> bool {
        self.same_position(other) && self.history == other.history
    }
}

impl Eq for Abalone {}

/// The standard opening (§3.1).
const STANDARD: [u128; 3] = ranks_to_colours(b"wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb");
/// The Belgian daisy (§3.2).
const BELGIAN: [u128; 3] = ranks_to_colours(b"ww1bb/wwwbbb/1ww1bb1/8/9/8/1bb1ww1/bbbwww/bb1ww");
/// The German daisy (§3.3).
const GERMAN: [u128; 3] = ranks_to_colours(b"5/ww2bb/www1bbb/1ww2bb1/9/1bb2ww1/bbb1www/bb2ww/5");
/// The 3-player layout (§3.4).
const THREE: [u128; 3] = ranks_to_colours(b"ww1rr/ww2rr/ww3rr/ww4rr/ww5rr/w6r/7/bbbbbb/bbbbb");

/// Marbles per player at the start: 14 with 2 players, 11 with 3 (§3).
#[must_use]
pub const fn marbles_per_player(players: usize) -> u32 {
    if players == 3 { 11 } else { 14 }
}

/// Ejections that win (§5.1, §5.2).
pub const WINNING_EJECTIONS: u8 = 6;

impl Default for Abalone {
    /// The standard opening, 2 players, default options.
    fn default() -> Self {
        Abalone::new_game(Options::default(), 2, 0)
    }
}

impl Abalone {
    /// The opening of `options.variant` for `players` (2 or 3), Black (P1) to move, if
    /// [`Options::from_settings`](GameOptions::from_settings) would accept these options and
    /// player count: a constructor
    /// accepts exactly what the settings accept (never clamps), so [`Setup::settings`](jokoak_core::Setup::settings) always
    /// replays. [`Options::settled`] gives the nearest valid options for a caller that wants
    /// to repair its input.
    ///
    /// # Errors
    /// [`SettingsError`] for a player count other than 2 or 3, a daisy with 3 players,
    /// `match_games` other than 1 (or 3 with 3 players), or `ply_limit`/`time_control` out of
    /// range ([`GameOptions::validate`]).
    pub fn new(options: Options, players: usize) -> Result<Abalone, SettingsError> {
        options.validate(players)?;
        Ok(Abalone::new_game(options, players, 0))
    }

    /// The opening with `first` to move (3-player match games 2 and 3 start with w and r,
    /// §5.3).
    pub(crate) fn new_game(options: Options, players: usize, first: u8) -> Abalone {
        let three = players == 3;
        let colours = if three {
            THREE
        } else {
            match options.variant {
                Variant::Standard => STANDARD,
                Variant::BelgianDaisy => BELGIAN,
                Variant::GermanDaisy => GERMAN,
            }
        };
        Abalone::from_parts(
            Board { colours },
            if three { 3 } else { 2 },
            first,
            [0; 3],
            0,
            1,
            options,
        )
    }

    /// A position from its parts; the end is derived (no repetition history yet).
    pub(crate) fn from_parts(
        board: Board,
        players: u8,
        side: u8,
        scores: [u8; 3],
        plies_since_ejection: u32,
        full_move: u32,
        options: Options,
    ) -> Abalone {
        let mut p = Abalone {
            marbles: board,
            players,
            side,
            scores,
            plies_since_ejection,
            full_move,
            options,
            end: None,
            history: RepetitionHistory::new(),
            zobrist: 0,
        };
        p.zobrist = p.key_from_scratch();
        if p.options.threefold_draw {
            p.history.push(Key::of(&board, side.into()));
        }
        p.end = p.derive_end();
        p
    }

    /// The Zobrist key computed from the position alone (what [`Game::hash_key`] keeps up to
    /// date move by move).
    pub(crate) fn key_from_scratch(&self) -> u64 {
        let mut key = board_key(&self.marbles) ^ ZOBRIST[Z_SIDE + usize::from(self.side.min(2))];
        for (seat, &score) in self.scores.iter().enumerate() {
            key ^= score_key(seat, score);
        }
        key
    }

    /// `true` if `other` has the same position string content (§7.4) under the same options:
    /// `==` without the repetition history. A position parsed from this one's text is the
    /// same position, but `==` to it only when no earlier position counts for repetition.
    #[must_use]
    pub fn same_position(&self, other: &Abalone) -> bool {
        self.marbles == other.marbles
            && self.players == other.players
            && self.side == other.side
            && self.scores == other.scores
            && self.plies_since_ejection == other.plies_since_ejection
            && self.full_move == other.full_move
            && self.options == other.options
            && self.end == other.end
    }

    /// The options this game is played under.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The seat to move (also after the end: the seat that would move next).
    #[must_use]
    pub fn seat_to_move(&self) -> Player {
        Player(self.side)
    }

    /// The marbles ejected by each seat so far (§5: the score), in seat order.
    #[must_use]
    pub fn scores(&self) -> &[u8] {
        &self.scores[..usize::from(self.players)]
    }

    /// Plies since the last ejection (§7.4).
    #[must_use]
    pub fn plies_since_ejection(&self) -> u32 {
        self.plies_since_ejection
    }

    /// The full-move number: starts at 1, up by one each time the turn comes back to `b`
    /// (§7.4).
    #[must_use]
    pub fn full_move(&self) -> u32 {
        self.full_move
    }

    /// \[DECISION\] The plies played, as the ply cap counts them: `(full-move − 1) · players +
    /// seat to move` (exact for games begun by `b`).
    #[must_use]
    pub fn plies(&self) -> u64 {
        u64::from(self.full_move.saturating_sub(1)) * u64::from(self.players) + u64::from(self.side)
    }

    /// How the game ended, `None` while it goes on.
    #[must_use]
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The colour on `cell`: the seat whose marble stands there.
    #[must_use]
    pub fn marble_at(&self, cell: Cell) -> Option<Player> {
        (0..3)
            .find(|&i| self.marbles.colours[i] & cell.bit() != 0)
            .map(|i| Player(i as u8))
    }

    /// The cells of `seat`'s marbles in reading order (A1 … I9).
    pub fn marbles(&self, seat: Player) -> impl Iterator<Item = Cell> + '_ {
        let b = self.marbles.colours.get(seat.index()).copied().unwrap_or(0);
        crate::geometry::cells(b)
    }

    /// The number of `seat`'s marbles on the board.
    #[must_use]
    pub fn marble_count(&self, seat: Player) -> u32 {
        self.marbles
            .colours
            .get(seat.index())
            .map_or(0, |b| b.count_ones())
    }

    /// The number of legal moves, without listing them (a forced `pass` counts 1).
    #[must_use]
    pub fn count_legal(&self) -> u32 {
        if self.end.is_some() {
            return 0;
        }
        match self.marbles.count_moves(self.side.into()) {
            0 if self.players == 3 => 1,
            n => n,
        }
    }

    /// Ends a 2-player game as a draw by agreement (§6 #13: an API action, not a move of the
    /// notation; the position string ends in `agreed`).
    ///
    /// # Errors
    /// [`IllegalReason::GameOver`] after the end, [`IllegalReason::DrawNeedsTwoPlayers`] with 3 players.
    pub fn agree_draw(&mut self) -> Result<(), IllegalReason> {
        if self.end.is_some() {
            return Err(IllegalReason::GameOver);
        }
        if self.players != 2 {
            return Err(IllegalReason::DrawNeedsTwoPlayers);
        }
        self.end = Some(End::Agreement);
        Ok(())
    }

    /// Checks `mv` without playing it.
    ///
    /// # Errors
    /// [`PlayError`] naming the rule `mv` breaks here.
    pub fn check(&self, mv: &Move) -> Result<(), PlayError> {
        self.resolve(*mv).map(|_| ())
    }

    /// The action of a board move, `None` for a legal `pass`/`flag`.
    pub(crate) fn resolve(&self, mv: Move) -> Result<Option<Action>, PlayError> {
        self.guard_node(&mv)?;
        let err = |reason| PlayError { mv, reason };
        let side = usize::from(self.side);
        match mv {
            Move::Pass => {
                if self.players == 3 && !self.marbles.has_move(side) {
                    Ok(None)
                } else {
                    Err(err(IllegalReason::PassNotAllowed))
                }
            }
            Move::Flag(p) => {
                if self.options.time_control.is_some() && p.player().0 == self.side {
                    Ok(None)
                } else {
                    Err(err(IllegalReason::FlagNotAllowed))
                }
            }
            _ => self.marbles.resolve(side, mv).map(Some).map_err(err),
        }
    }

    /// Plays a resolved action (or a pass with `None`) and settles the end.
    pub(crate) fn apply(&mut self, action: Option<Action>) {
        let side = usize::from(self.side);
        let before = self.marbles;
        let ejected = action.is_some_and(|a| self.marbles.apply(side, a));
        match action {
            // No push: only the mover's marbles changed, by exactly `own_xor`.
            Some(a) if a.run == 0 => self.zobrist ^= bits_key(side, a.own_xor),
            _ => {
                for c in 0..3 {
                    self.zobrist ^= bits_key(c, before.colours[c] ^ self.marbles.colours[c]);
                }
            }
        }
        if ejected {
            self.zobrist ^= score_key(side, self.scores[side]);
            self.scores[side] += 1;
            self.zobrist ^= score_key(side, self.scores[side]);
            self.plies_since_ejection = 0;
            self.history.clear();
        } else {
            self.plies_since_ejection = self.plies_since_ejection.saturating_add(1);
        }
        self.zobrist ^= ZOBRIST[Z_SIDE + side.min(2)];
        self.side = if self.side + 1 >= self.players {
            0
        } else {
            self.side + 1
        };
        self.zobrist ^= ZOBRIST[Z_SIDE + usize::from(self.side.min(2))];
        if self.side == 0 {
            self.full_move = self.full_move.saturating_add(1);
        }
        if self.options.threefold_draw {
            self.history.push(Key::of(&self.marbles, self.side.into()));
        }
        self.end = self.derive_end();
    }

    /// This position with `side` to move and nothing else changed but the key and the end
    /// (a seat without a move ends a 3-player game, §6): a move out of turn, for best-reply
    /// search ([`jokoak_core::Evaluate::with_mover`]). `side` is below the player count.
    pub(crate) fn with_side(&self, side: u8) -> Self {
        let mut p = self.clone();
        p.zobrist ^= ZOBRIST[Z_SIDE + usize::from(p.side.min(2))];
        p.side = side;
        p.zobrist ^= ZOBRIST[Z_SIDE + usize::from(side.min(2))];
        p.end = p.derive_end();
        p
    }

    /// The end of the game if the position (and history) decide one (§5, §6 #11–12).
    #[inline]
    pub(crate) fn derive_end(&self) -> Option<End> {
        // The unused third score of a 2-player game stays 0, so one look at all three rules
        // out a winner at once.
        if self.scores.iter().any(|&s| s >= WINNING_EJECTIONS)
            && let Some(w) =
                (0..self.players).find(|&i| self.scores[usize::from(i)] >= WINNING_EJECTIONS)
        {
            return Some(End::Ejections(Player(w)));
        }
        if self.options.threefold_draw && self.repetitions() >= 3 {
            return Some(End::Repetition);
        }
        if self
            .options
            .ply_limit
            .is_some_and(|cap| self.plies() >= cap)
        {
            return Some(End::PlyLimit);
        }
        if !self.marbles.has_move(self.side.into()) {
            if self.players == 2 {
                return Some(End::NoMove(Player(self.side)));
            }
            if (0..3).all(|s| !self.marbles.has_move(s)) {
                return Some(End::Blocked);
            }
        }
        None
    }

    /// How often the current position occurred since the last ejection, this time included
    /// (the same side moves every `players` plies, so only those keys are compared).
    pub(crate) fn repetitions(&self) -> usize {
        let players = usize::from(self.players);
        // The earlier occurrences stand `players`, `2·players`, … keys back.
        if self.history.len() <= players {
            return usize::from(!self.history.is_empty());
        }
        match self.history.last() {
            Some(last) => 1 + self.history.count_every(last, players, players),
            None => 0,
        }
    }

    /// The own marbles each seat lost in this game.
    pub(crate) fn lost(&self) -> [u8; 3] {
        let start = marbles_per_player(self.players.into());
        let mut lost = [0; 3];
        for (i, l) in lost.iter_mut().enumerate().take(self.players.into()) {
            *l = start.saturating_sub(self.marbles.colours[i].count_ones()) as u8;
        }
        lost
    }

    /// The game's scores as the outcome gives them: ejections, with a flagged player's set to
    /// 0 in 3-player games (§5.4).
    pub(crate) fn scored(&self) -> Vec<i64> {
        let mut scores: Vec<i64> = self.scores().iter().map(|&s| i64::from(s)).collect();
        if let (3, Some(End::Flag(p))) = (self.players, self.end) {
            scores[p.index()] = 0;
        }
        scores
    }

    /// Sets what a position string's trailing token says: an end the fields cannot show
    /// (`flag:SEAT`, `repetition`, `agreed`).
    pub(crate) fn with_end(mut self, end: Option<End>) -> Abalone {
        if end.is_some() {
            self.end = end;
        }
        self
    }

    /// This finished game as a row of its match's table (§5.3): the scores as scored and the
    /// own marbles lost.
    pub(crate) fn match_game(&self) -> MatchGame {
        let mut ejected = [0; 3];
        for (e, s) in ejected.iter_mut().zip(self.scored()) {
            *e = s as u8;
        }
        MatchGame {
            ejected,
            lost: self.lost(),
        }
    }
}

impl Abalone {
    /// The outcome of the game were it to end now by `end` (abalone.md §5; repetition and the
    /// ply cap by §6 #12).
    pub(crate) fn outcome_of(&self, end: End) -> Option<Outcome> {
        let scores = self.scored();
        if self.players == 3 {
            return Outcome::ranked(scores, Ranking::HigherWins).ok();
        }
        let loser = match end {
            End::Ejections(w) => Some(1 - w.index()),
            End::NoMove(p) | End::Flag(p) => Some(p.index()),
            End::Repetition | End::Agreement => None,
            End::PlyLimit | End::Blocked => {
                return Outcome::ranked(scores, Ranking::HigherWins).ok();
            }
        };
        let places = (0..2)
            .map(|i| if Some(i) == loser { 2 } else { 1 })
            .collect();
        Outcome::with_places(scores, places).ok()
    }
}

#[cfg(test)]
mod key_tests {
    use super::*;
    use jokoak_core::{Game, random_index, rng_from_seed};

    /// Plays random games and checks the incremental Zobrist key against the key computed
    /// from scratch after every ply.
    fn random_games(players: usize, games: u64) {
        for seed in 0..games {
            let mut rng = rng_from_seed(seed);
            let mut p = Abalone::new(Options::default(), players).unwrap();
            let mut moves = Vec::new();
            for _ in 0..400 {
                if p.is_over() {
                    break;
                }
                moves.clear();
                p.legal_moves(&mut moves);
                let mv = moves[random_index(moves.len(), &mut rng)];
                p.play(&mv).unwrap();
                assert_eq!(p.hash_key(), p.key_from_scratch(), "seed {seed}: {p}");
            }
        }
    }

    #[test]
    fn incremental_keys_equal_keys_from_scratch() {
        random_games(2, 20);
        random_games(3, 10);
    }

    #[test]
    fn equal_positions_have_equal_keys() {
        // A transposition: b and w step two single marbles each, in either order (§4.1).
        let play = |moves: &[&str]| {
            let mut p = Abalone::default();
            for m in moves {
                p.play(&m.parse().unwrap()).unwrap();
            }
            p
        };
        let a = play(&["c3d3", "g5f5", "c4d4", "g6f6"]);
        let b = play(&["c4d4", "g6f6", "c3d3", "g5f5"]);
        // Different histories, one position (the cells, the side, the scores, the counters):
        // the same position, but not `==`, since the repetition rule reads the history.
        assert!(a.same_position(&b));
        assert_ne!(a, b);
        assert_eq!(a.hash_key(), b.hash_key());
        assert_eq!(
            jokoak_core::search::stable_hash(&a),
            jokoak_core::search::stable_hash(&b)
        );
        // The position read back from its string has the same key.
        let c: Abalone = a.to_string().parse().unwrap();
        assert_eq!(c.hash_key(), a.hash_key());
        // Another side to move is another key.
        assert_ne!(play(&["c3d3"]).hash_key(), Abalone::default().hash_key());
    }

    #[test]
    fn no_history_is_kept_without_threefold_draw() {
        // Issue 13 item 13: perft without the repetition rule copied a growing history per
        // ply. Without the rule nothing is recorded, so a state stays the same size.
        let options = Options {
            threefold_draw: false,
            ..Options::default()
        };
        let mut p = Abalone::new(options, 2).unwrap();
        for (i, m) in ["c3d3", "g5f5", "d3c3", "f5g5"]
            .iter()
            .cycle()
            .take(400)
            .enumerate()
        {
            p.play(&m.parse().unwrap()).unwrap();
            assert!(!p.is_over(), "ply {i}");
        }
        assert!(p.history.is_empty());
        // With the rule, the history holds the positions since the last ejection, and clones
        // share them.
        let mut q = Abalone::default();
        for m in ["c3d3", "g5f5", "d3c3", "f5g5"].iter().cycle().take(7) {
            q.play(&m.parse().unwrap()).unwrap();
        }
        assert_eq!(q.history.len(), 8);
    }
}
