//! The `Game` trait every game state implements (DESIGN §2); `Setup`, which ties a game to its
//! name, variants and options for records and the CLI (DESIGN §6); and `MatchPlay`, how its
//! games make a match.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use crate::{
    GameInfo, Outcome, Player, Present, Probability, Ranking, Settings, SettingsError, ToMove,
};

/// A game state: who acts, what they may do, and what a move does.
///
/// A move is one atomic decision or chance outcome, one *ply* (DESIGN §2 "Turns"): multi-step
/// turns are sequences of moves by the same player. A forced pass is a move, so every turn is
/// explicit in a record.
pub trait Game: Clone + Debug + Send + Sync {
    /// One ply in the game's notation (`Display`/`FromStr` are the spec's move notation).
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err: std::error::Error> + Send + Sync;
    /// Why `play` refused a move (a `thiserror` enum naming the move and the rule).
    type Error: std::error::Error + Send + Sync + 'static;

    /// The number of seats, fixed for the whole game.
    fn num_players(&self) -> usize;

    /// Who acts now.
    fn to_move(&self) -> ToMove;

    /// Appends every legal move to `out` at a decision node (never none there: a forced pass is
    /// a move); appends nothing at chance nodes and at the end. `out` is not cleared.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// Appends every chance outcome with its exact probability at a chance node (they sum to
    /// exactly 1 and each is > 0); appends nothing elsewhere. `out` is not cleared.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Move, Probability)>);

    /// Validates `mv` (a legal move, or a chance outcome at a chance node), then applies it.
    ///
    /// # Errors
    /// The game's error when `mv` is not playable here; the state is then unchanged.
    fn play(&mut self, mv: &Self::Move) -> Result<(), Self::Error>;

    /// Applies a move taken from this state's `legal_moves` or `chance_outcomes` without
    /// validating it again: the fast path of perft and playouts. Anything else is a caller's
    /// bug with an unspecified (but memory-safe, panic-free) result. Default: [`Game::play`].
    fn play_unchecked(&mut self, mv: &Self::Move) {
        let _ = self.play(mv);
    }

    /// The number of legal moves here, when the game can count them without listing them
    /// (bitboard popcounts): `Some(n)` with `n` exactly the number of moves `legal_moves`
    /// appends (0 at chance nodes and at the end). [`crate::perft`] counts its last ply with
    /// it (bulk counting). Default: `None`, perft lists the moves.
    fn count_legal_moves(&self) -> Option<usize> {
        None
    }

    /// `true` if `play(mv)` would accept `mv` here: a listed legal move at a decision node or a
    /// listed chance outcome at a chance node (shakmaty's `is_legal`). Default: looks it up in
    /// the lists, so it agrees with them by construction; a game may answer faster.
    fn is_legal(&self, mv: &Self::Move) -> bool {
        match self.to_move() {
            ToMove::Player(_) => {
                let mut moves = Vec::new();
                self.legal_moves(&mut moves);
                moves.contains(mv)
            }
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                self.chance_outcomes(&mut outcomes);
                outcomes.iter().any(|(m, _)| m == mv)
            }
            ToMove::Over => false,
        }
    }

    /// The result, `Some` exactly when `to_move()` is [`ToMove::Over`].
    fn outcome(&self) -> Option<Outcome>;

    /// The move that records a flag fall of `player` under time control (Abalone §5.4:
    /// `flag:SEAT`), if the game supports one. The driver plays it when `player`'s clock runs
    /// out; `play` accepts it although it is never among the legal moves. Default: none.
    fn time_out_move(&self, player: Player) -> Option<Self::Move> {
        let _ = player;
        None
    }

    /// The number of games of a match finished before the current one (0 outside a
    /// [`crate::Match`]). Drivers restart the clocks when it changes: time control gives each
    /// player its time per game (Abalone §5.4).
    fn games_finished(&self) -> usize {
        0
    }

    /// The result of an unfinished game stopped now, by the game's own ply-cap rule (what its
    /// spec says happens at its ply limit), for search that cuts playouts short. `None` (the
    /// default) means the game has no such rule; search then scores the cut-off as a draw.
    fn adjudicate(&self) -> Option<Outcome> {
        None
    }

    /// A 64-bit key of the position for search's transposition table (issue 10 item 1): equal
    /// for positions equal under the rules (`==`), stable across runs and platforms. Games
    /// override it with a Zobrist key ([`crate::search::zobrist_table`]) updated as moves are
    /// played; the default hashes the state's `Debug` text with the platform-stable
    /// [`crate::search::StableHasher`] (correct when `Debug` shows exactly what `==` compares,
    /// but slow).
    fn hash_key(&self) -> u64 {
        use std::fmt::Write as _;
        use std::hash::Hasher as _;
        let mut h = crate::search::StableHasher::default();
        let _ = write!(h, "{self:?}");
        h.finish()
    }

    /// `true` for a game with hidden information (the tile game's hands and pile): search must
    /// not read the true state, and the core's searches ([`crate::Mcts`],
    /// [`crate::AlphaBeta`], [`crate::Greedy`]) then search [`Game::determinize_for`]
    /// samples by default. Default: `false`.
    const HIDDEN_INFORMATION: bool = false;

    /// A full state consistent with what `seat` observes: the state itself for a game of
    /// perfect information (the default); a game with hidden information redraws what the
    /// seat cannot see with `rng`, so that its [`crate::Observe`] observation for `seat` is unchanged. `None` if `seat` is not a seat
    /// of the game (`seat.index() >= num_players()`).
    fn determinize_for(&self, seat: Player, rng: &mut crate::GameRng) -> Option<Self>
    where
        Self: Sized,
    {
        let _ = rng;
        (seat.index() < self.num_players()).then(|| self.clone())
    }

    /// At a chance node: `true` if `seat` learns which outcome falls (a public throw, a tile
    /// turned face up), `false` if it stays hidden from `seat` (a tile dealt or drawn into
    /// another player's hand). Search on determinizations ([`crate::Mcts`]) branches only on
    /// outcomes the searching seat sees, so that its later decisions do not depend on what it
    /// cannot know. Default: `true` (every outcome public, as in every game of perfect
    /// information); unspecified away from chance nodes.
    fn sees_chance_outcome(&self, seat: Player) -> bool {
        let _ = seat;
        true
    }

    /// `true` when the game is over (`to_move() == ToMove::Over`).
    fn is_over(&self) -> bool {
        matches!(self.to_move(), ToMove::Over)
    }
}

/// How a game is named and set up (shakmaty's `Setup`/`FromSetup`, OpenSpiel's `GameType`):
/// its [`GameInfo`], and what records and the CLI need to build a state from a game name,
/// variant, player count and options (DESIGN §6.2) or from a position text. A game that can be
/// set up can also be shown ([`Present`]) and played as a match ([`MatchPlay`]), so records,
/// the CLI and the testkit need only this bound.
pub trait Setup: Game + Display + Present + MatchPlay {
    /// The game's static facts: name, variants and player counts, default player count,
    /// notation help, the order `jokoak legal` prints, and the options (DESIGN §6.2).
    const INFO: &'static GameInfo;

    /// The initial state of a game under `settings`, before any chance node is resolved (what
    /// `jokoak new` prints).
    ///
    /// # Errors
    /// [`SettingsError`] for an unknown variant, option or value, or a player count the
    /// variant does not allow.
    fn from_settings(settings: &Settings) -> Result<Self, SettingsError>;

    /// The player count a position text shows, for a game whose notation fixes it (Abalone's
    /// score fields, the tile game's hands): `jokoak` reads such a position with that count
    /// when `--players` is not given. `None` (the default) when the notation does not show
    /// it or the text is too malformed to tell.
    fn players_shown(text: &str) -> Option<usize> {
        let _ = text;
        None
    }

    /// Parses a position in the game's notation, valid under `settings`' options.
    ///
    /// # Errors
    /// [`SetupError::Settings`] for bad settings, [`SetupError::Position`] with the game's
    /// parse error naming the offending token.
    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError>;

    /// The settings this state was made under, every option present in its DESIGN §6.2 spelling
    /// (an option of the library alone, which settings cannot spell, is not: the tile game's
    /// `Options::tile_set` reads back as the standard set).
    fn settings(&self) -> Settings;

    /// Replays a game's native text record (Abalone: an Aba-Pro game score) from the initial
    /// state under `settings`: the final state and the number of plies played; `None` if the
    /// game has no native record format.
    fn replay_native(text: &str, settings: &Settings) -> Option<Result<(Self, usize), SetupError>> {
        let _ = (text, settings);
        None
    }
}

/// Match play (DESIGN §2 "Matches"): how many games a match of this game has, how the next
/// one starts, what a match carries from game to game and how the match is decided.
/// [`crate::Match`] plays every game through it. A game without match play implements it with
/// `type MatchState = ();` and nothing else: one game, decided by its own outcome.
pub trait MatchPlay: Game {
    /// What a match of this game carries from one game to the next besides the games'
    /// outcomes, kept by [`crate::Match`] and never by the game state: Abalone's per-game table
    /// of marbles ejected and lost (abalone.md §5.3); `()` for a game whose match rules read
    /// the outcomes alone.
    type MatchState: Clone + Debug + Default + PartialEq + Eq + Hash + Send + Sync;

    /// The number of games in the match this game belongs to (`match_games`, default 1).
    fn match_games(&self) -> usize {
        1
    }

    /// Adds this finished game to the match state `state` when the next game of the match
    /// starts (Abalone: the game's row of the per-game table, abalone.md §5.3). Default: nothing.
    fn record_game(&self, state: &mut Self::MatchState) {
        let _ = state;
    }

    /// The start of the next game of a match after this finished game; `played` holds the
    /// outcomes so far, this game's last. `None` if the game has no match play.
    fn next_game(&self, played: &[Outcome]) -> Option<Self> {
        let _ = played;
        None
    }

    /// The result of a whole match from its games' outcomes (at least one; this game, the
    /// last, is the last outcome) and the match state of the games before this one; `None` if
    /// they give none (no games, or games with different numbers of seats). Default: the scores
    /// summed per seat, higher total first, equal totals share (Linja R13).
    fn match_outcome(&self, played: &[Outcome], state: &Self::MatchState) -> Option<Outcome> {
        let _ = state;
        let n = played.first().map_or(0, Outcome::num_players);
        if played.iter().any(|o| o.num_players() != n) {
            return None;
        }
        let totals = (0..n)
            .map(|i| played.iter().map(|o| o.scores()[i]).sum())
            .collect();
        Outcome::ranked(totals, Ranking::HigherWins).ok()
    }

    /// Writes this game's position as the state of a match carrying `state` (what
    /// [`crate::Match`] prints): Abalone adds a `gameN:` token for each finished game of a
    /// 3-player match (docs/abalone.md). Default: the position alone (`Display`).
    ///
    /// # Errors
    /// Those of the formatter.
    fn fmt_in_match(
        &self,
        state: &Self::MatchState,
        f: &mut std::fmt::Formatter<'_>,
    ) -> std::fmt::Result
    where
        Self: Display,
    {
        let _ = state;
        Display::fmt(self, f)
    }

    /// Parses what [`MatchPlay::fmt_in_match`] writes, valid under `settings`: the game being
    /// played, the outcomes of the games of its match finished before it, and the match
    /// state. Default: [`Setup::parse_position`], no game finished.
    ///
    /// # Errors
    /// As [`Setup::parse_position`].
    #[allow(clippy::type_complexity)]
    fn parse_in_match(
        text: &str,
        settings: &Settings,
    ) -> Result<(Self, Vec<Outcome>, Self::MatchState), SetupError>
    where
        Self: Setup,
    {
        Ok((
            Self::parse_position(text, settings)?,
            Vec::new(),
            Self::MatchState::default(),
        ))
    }
}

/// Why a state could not be set up from settings and a position or record text.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    /// The game name, variant, player count or an option is not accepted.
    #[error(transparent)]
    Settings(#[from] SettingsError),
    /// The text is not a valid position or record; the message names the offending token.
    #[error("{0}")]
    Position(Box<dyn std::error::Error + Send + Sync>),
}

impl SetupError {
    /// Wraps a game's own parse error.
    pub fn position<E: std::error::Error + Send + Sync + 'static>(e: E) -> Self {
        SetupError::Position(Box::new(e))
    }
}
