//! The `Game` and `Setup` impls of the match (DESIGN §2, §6; to-be-continued.md §11).

use jokoak_core::{
    Determinize, Game, GameRng, Outcome, Player, Probability, Ranking, Settings, SettingsError,
    Setup, SetupError, ToMove,
};

use crate::error::PlayError;
use crate::moves::Move;
use crate::options::Options;
use crate::position::{Continued, Node};
use crate::tiles::TileCounts;

impl Game for Continued {
    /// The platform-stable hash of the whole state ([`jokoak_core::search::stable_hash`]).
    fn hash_key(&self) -> u64 {
        jokoak_core::search::stable_hash(self)
    }

    type Move = Move;
    type Error = PlayError;

    /// The other hands and the pile are hidden (§9 T12).
    const HIDDEN_INFORMATION: bool = true;

    /// [`Determinize::determinize`]: the tiles `seat` cannot see redealt with `rng`.
    fn determinize_for(&self, seat: Player, rng: &mut GameRng) -> Option<Self> {
        self.determinize(seat, rng)
    }

    fn num_players(&self) -> usize {
        usize::from(self.players)
    }

    fn to_move(&self) -> ToMove {
        match self.node {
            Node::First | Node::Start | Node::Deal | Node::Draw => ToMove::Chance,
            Node::Act => ToMove::Player(Player(self.seat)),
            Node::Over => ToMove::Over,
        }
    }

    /// The placements in §5 order (type, end, turn: none < L < R), then `stop` once a
    /// placement was made this turn; `pass` alone when nothing can be placed or drawn.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.node != Node::Act {
            return;
        }
        let hand = match self.must {
            Some(t) => {
                let mut only = TileCounts::EMPTY;
                only.add(t);
                only
            }
            None => self.hands[usize::from(self.seat)],
        };
        let before = out.len();
        self.for_each_placement(&hand, &mut |p| {
            out.push(Move::Place(p));
            true
        });
        if self.must.is_none() {
            if self.placed > 0 {
                out.push(Move::Stop);
            } else if out.len() == before {
                out.push(Move::Pass);
            }
        }
    }

    /// `first:S` (1/n each) for deal 1's first player; `tile:TYPE` with probability
    /// count / pile size for every tile leaving the pile (§3.3).
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        match self.node {
            Node::First => {
                let n = u64::from(self.players);
                for mv in (0..self.players).filter_map(Move::first) {
                    out.push((mv, Probability::ratio(1, n)));
                }
            }
            Node::Start | Node::Deal | Node::Draw => self.pile_outcomes(out),
            Node::Act | Node::Over => {}
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let landing = self
            .check(mv)
            .map_err(|reason| PlayError { mv: *mv, reason })?;
        self.apply(mv, landing);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(mv, None);
    }

    /// The match result (§7.2): each seat's total over the four deals, lowest first; equal
    /// totals share a place (a shared first place is a shared win).
    fn outcome(&self) -> Option<Outcome> {
        if self.node != Node::Over {
            return None;
        }
        Outcome::ranked(self.totals(), Ranking::LowerWins).ok()
    }
}

const ALLOWED: &[(&str, &[usize])] = &[("standard", &[2, 3, 4, 5, 6])];

impl Setup for Continued {
    type MatchState = ();

    const NAME: &'static str = crate::NAME;
    const VARIANTS: &'static [&'static str] = &["standard"];
    const PLAYERS: &'static str = "2-6";
    const DEFAULT_PLAYERS: usize = 4;
    const NOTATION_HELP: &'static str = "Tile-game moves (to-be-continued.md §11): TYPE@E0 or TYPE@E1 places a straight at End0/End1,\n\
        e.g. `FS-R@E1`; a corner adds its turn, left or right of the end's heading: `C-K@E0:L`, `C-Y@E1:R`.\n\
        Types: FS/SC/MU (full side, side centre, multiple images) straights and C corners, with colour\n\
        K black, R red, Y yellow, B blue: FS-R FS-Y FS-B SC-R SC-Y SC-B MU-R MU-Y MU-B C-K C-R C-Y C-B.\n\
        `stop` ends your turn after a placement; `pass` when nothing fits and the pile is empty.\n\
        On the board, 0 and 1 mark the cells End0 and End1 lead to. `?` lists the legal moves.";

    /// `0` … `n−1` (DESIGN §6.1).
    fn seat_labels(&self) -> Vec<String> {
        (0..self.players).map(|s| s.to_string()).collect()
    }

    fn from_settings(settings: &Settings) -> Result<Self, SettingsError> {
        let options = options_from_settings(settings)?;
        Continued::new(options, settings.players)
            .map_err(|e| SettingsError::Conflict(e.to_string()))
    }

    fn parse_position(text: &str, settings: &Settings) -> Result<Self, SetupError> {
        let options = options_from_settings(settings)?;
        let game = Continued::parse(text, &options).map_err(SetupError::position)?;
        if game.num_players() != settings.players {
            return Err(SetupError::position(crate::error::PositionError::new(
                "hands",
                format!(
                    "the position has {} hands, the settings {} players",
                    game.num_players(),
                    settings.players
                ),
            )));
        }
        Ok(game)
    }

    fn settings(&self) -> Settings {
        let mut s = Settings::new("standard", self.num_players());
        for (k, v) in self.options.pairs() {
            s = s.with(k, &v);
        }
        s
    }

    fn board(&self) -> String {
        Continued::board(self)
    }

    fn view(&self, seat: Player) -> String {
        Continued::view(self, seat)
    }

    fn ply_seen_by(&self, mv: &Move, seat: Player) -> String {
        Continued::ply_seen_by(self, mv, seat)
    }

    /// Hands and pile are hidden: search agents play on [`Determinize::determinize`]d states.
    fn determinizer() -> Option<fn(&Self, Player, &mut GameRng) -> Option<Self>> {
        Some(<Continued as Determinize>::determinize)
    }

    /// `false`: `jokoak legal` keeps the order of §5/§11.2 (type, end, turn, then `stop`).
    fn sort_legal_output() -> bool {
        false
    }
}

/// The options of `settings` (DESIGN §6.2), checked against the player count.
///
/// # Errors
/// [`SettingsError`] for an unknown variant, option, value, or a refused table.
pub fn options_from_settings(settings: &Settings) -> Result<Options, SettingsError> {
    let mut reader = settings.reader(Continued::NAME, ALLOWED)?;
    let options = Options::read(&mut reader)?;
    reader.finish()?;
    options
        .check(settings.players)
        .map_err(|e| SettingsError::Conflict(e.to_string()))?;
    Ok(options)
}
