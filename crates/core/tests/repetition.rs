//! Alpha-beta scores a position repeated on its search path or in the game before it by the
//! game's repetition rule (`Evaluate::repetition_outcome`, `Evaluate::is_repetition`;
//! docs/ai.md "Search"), with values worked out by hand.

use std::fmt;
use std::str::FromStr;

use jokoak_core::{
    AlphaBeta, Evaluate, Game, Limits, MultiPlayer, Outcome, Player, Probability, ToMove,
};

/// The moves of [`Loop`]: `Shuffle` or `Commit` for seat 0 at the start, `Back` for seat 1;
/// [`Clocked`] adds `Hold` (a seat with nothing else to do).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum M {
    Shuffle,
    Commit,
    Back,
    Hold,
}

impl fmt::Display for M {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl FromStr for M {
    type Err = Illegal;
    fn from_str(s: &str) -> Result<Self, Illegal> {
        match s {
            "Shuffle" => Ok(M::Shuffle),
            "Commit" => Ok(M::Commit),
            "Back" => Ok(M::Back),
            "Hold" => Ok(M::Hold),
            _ => Err(Illegal),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("illegal")]
struct Illegal;

/// Four positions: at `Start` seat 0 either shuffles (to `Away`, where seat 1's only move
/// goes back to `Start`: a cycle) or commits (to `Committed`, where seat 1's only move leads
/// to `Settled`, where the game goes on but the search looks no further). Seat 0's evaluation
/// is `start` at `Start` and `Away`, `settled` at `Committed` and `Settled`; the game never
/// ends by itself. `rule` says whether a repeated position is a draw.
///
/// The game keeps its history, as a repetition rule needs: the positions reached, one bit
/// each, and whether the current one had been reached before ([`Evaluate::is_repetition`]).
#[derive(Clone, Debug)]
struct Loop {
    at: u8,
    start: i32,
    settled: i32,
    rule: bool,
    reached: u8,
    repeated: bool,
}

impl Loop {
    fn new(start: i32, settled: i32, rule: bool) -> Self {
        Loop {
            at: 0,
            start,
            settled,
            rule,
            reached: 1,
            repeated: false,
        }
    }
}

impl Game for Loop {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> ToMove {
        ToMove::Player(Player(self.at % 2))
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match self.at {
            0 | 4 => out.extend([M::Shuffle, M::Commit]),
            _ => out.push(M::Back),
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        self.at = match (self.at, mv) {
            (0, M::Shuffle) => 1,
            (0, M::Commit) => 3,
            (1, M::Back) => 0,
            (3, M::Back) => 4,
            (4, M::Shuffle) => 5,
            (4, M::Commit) => 7,
            (5 | 7, M::Back) => 4,
            _ => return Err(Illegal),
        };
        self.repeated = self.reached & 1 << self.at != 0;
        self.reached |= 1 << self.at;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn hash_key(&self) -> u64 {
        u64::from(self.at)
    }
}

impl Evaluate for Loop {
    const FEATURES: &'static [&'static str] = &["value"];
    const WEIGHTS: &'static [i32] = &[1];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let v = if self.at < 3 {
            self.start
        } else {
            self.settled
        };
        out[0] = if seat == Player(0) { v } else { -v };
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        self.rule.then(|| Outcome::draw(2).ok()).flatten()
    }
    fn is_repetition(&self) -> bool {
        self.repeated
    }
}

fn best(start: i32, settled: i32, rule: bool) -> (Option<M>, i32) {
    let report =
        AlphaBeta::new(Limits::depth(2)).search(&Loop::new(start, settled, rule), Player(0), None);
    (report.best, report.score)
}

/// The best move and score of a depth-1 search from `Start` after the game has played
/// Shuffle, Back: `Away` is in the game's past, which a search of depth 1 cannot see on
/// its own path.
fn best_after_a_cycle(start: i32, settled: i32, rule: bool) -> (Option<M>, i32) {
    let mut root = Loop::new(start, settled, rule);
    root.play(&M::Shuffle).unwrap();
    root.play(&M::Back).unwrap();
    let report = AlphaBeta::new(Limits::depth(1)).search(&root, Player(0), None);
    (report.best, report.score)
}

#[test]
fn without_a_rule_a_cycle_is_worth_the_position_it_returns_to() {
    // Shuffle → Back returns to Start (+100); Commit → Back reaches Settled (+50).
    assert_eq!(best(100, 50, false), (Some(M::Shuffle), 100));
}

#[test]
fn a_side_ahead_steers_away_from_a_repetition_draw() {
    // With the rule, Shuffle → Back repeats Start: a draw (0) < Settled's +50.
    assert_eq!(best(100, 50, true), (Some(M::Commit), 50));
}

#[test]
fn a_side_behind_steers_into_a_repetition_draw() {
    // Start is −100 and Settled −150 for seat 0: the draw (0) beats both.
    assert_eq!(best(-100, -150, true), (Some(M::Shuffle), 0));
    // Without the rule the cycle is worth Start's −100, still above −150.
    assert_eq!(best(-100, -150, false), (Some(M::Shuffle), -100));
}

#[test]
fn a_return_to_the_games_past_scores_as_the_rule_says() {
    // Ahead: Shuffle returns to Away, played before the root: a draw (0) < Committed's +50.
    assert_eq!(best_after_a_cycle(100, 50, true), (Some(M::Commit), 50));
    // Behind: the draw (0) beats Away's −100.
    assert_eq!(best_after_a_cycle(-100, -150, true), (Some(M::Shuffle), 0));
    // Without the rule Away is worth its evaluation, +100.
    assert_eq!(best_after_a_cycle(100, 50, false), (Some(M::Shuffle), 100));
}

/// The best move and score of a depth-2 search from `Start` with `contempt` for a draw.
fn best_with_contempt(start: i32, settled: i32, contempt: i32) -> (Option<M>, i32) {
    let report = AlphaBeta::new(Limits::depth(2))
        .with_contempt(contempt)
        .search(&Loop::new(start, settled, true), Player(0), None);
    (report.best, report.score)
}

#[test]
fn contempt_prices_a_repetition_draw_below_an_even_position() {
    // Seat 0 trails a little: Start −10, Settled −30. The draw by repetition (Shuffle, Back)
    // is worth −contempt: 0 and −20 beat Settled's −30; −50 does not.
    assert_eq!(best_with_contempt(-10, -30, 0), (Some(M::Shuffle), 0));
    assert_eq!(best_with_contempt(-10, -30, 20), (Some(M::Shuffle), -20));
    assert_eq!(best_with_contempt(-10, -30, 50), (Some(M::Commit), -30));
    // A return to the game's past likewise: with contempt 50 the draw (−50) loses to Committed's
    // −30 one ply deep.
    let mut root = Loop::new(-10, -30, true);
    root.play(&M::Shuffle).unwrap();
    root.play(&M::Back).unwrap();
    let report = AlphaBeta::new(Limits::depth(1))
        .with_contempt(50)
        .search(&root, Player(0), None);
    assert_eq!((report.best, report.score), (Some(M::Commit), -30));
    // Searched for seat 1 at Away: its only move, Back, returns to Start, a position of the
    // game's past at seat 0's turn. The draw is −contempt for the searching seat, whichever
    // seat is to move where the cycle closes.
    let mut away = Loop::new(-10, -30, true);
    away.play(&M::Shuffle).unwrap();
    let report = AlphaBeta::new(Limits::depth(1))
        .with_contempt(20)
        .search(&away, Player(1), None);
    assert_eq!((report.best, report.score), (Some(M::Back), -20));
}

/// Where [`Clocked`] stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Place {
    #[default]
    Start,
    Away,
    Committed,
}

/// Three seats round a cycle that only two of them can close: at `Start` seat 0 shuffles (to
/// `Away`) or commits (to `Committed`); at `Away` seat 1 goes `Back`; any other seat to move
/// can only `Hold`. The plies played are part of the position, so no position of the game
/// ever recurs. Seat 0 trails: −10 at `Start` and `Away`, −50 once committed, and the
/// repetition rule would give the game to seat 1.
#[derive(Clone, Copy, Debug, Default)]
struct Clocked {
    place: Place,
    ply: u8,
}

impl Clocked {
    /// The seat to move: seats take turns from seat 0.
    fn side(&self) -> u8 {
        self.ply % 3
    }
}

impl Game for Clocked {
    type Move = M;
    type Error = Illegal;
    fn num_players(&self) -> usize {
        3
    }
    fn to_move(&self) -> ToMove {
        ToMove::Player(Player(self.side()))
    }
    fn legal_moves(&self, out: &mut Vec<M>) {
        match (self.side(), self.place) {
            (0, Place::Start) => out.extend([M::Shuffle, M::Commit]),
            (1, Place::Away) => out.push(M::Back),
            _ => out.push(M::Hold),
        }
    }
    fn chance_outcomes(&self, _: &mut Vec<(M, Probability)>) {}
    fn play(&mut self, mv: &M) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if !legal.contains(mv) {
            return Err(Illegal);
        }
        match mv {
            M::Shuffle => self.place = Place::Away,
            M::Commit => self.place = Place::Committed,
            M::Back => self.place = Place::Start,
            M::Hold => {}
        }
        self.ply += 1;
        Ok(())
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn hash_key(&self) -> u64 {
        self.place as u64 | u64::from(self.ply) << 8
    }
}

impl Evaluate for Clocked {
    const FEATURES: &'static [&'static str] = &["value"];
    const WEIGHTS: &'static [i32] = &[1];
    fn features(&self, seat: Player, out: &mut [i32]) {
        let v = if self.place == Place::Committed {
            -50
        } else {
            -10
        };
        out[0] = if seat == Player(0) { v } else { -v };
    }
    fn repetition_outcome(&self) -> Option<Outcome> {
        Outcome::win(3, Player(1)).ok()
    }
    /// The same round with `seat` to move.
    fn with_mover(&self, seat: Player) -> Option<Self> {
        Some(Clocked {
            ply: self.ply - self.side() + seat.0,
            ..*self
        })
    }
}

#[test]
fn best_reply_search_scores_no_cycle_its_skipped_seat_would_break() {
    // Shuffle, then seat 1's Back: best-reply search, which skips seat 2 there, is back at the
    // root's position (ply 0), where in the game seat 2 has held in between (ply 3). Scored by
    // the repetition rule, Shuffle would look lost and seat 0 would commit (−50); it is worth
    // Start's −10, as paranoid search, which lets seat 2 move, finds too.
    for best_reply in [true, false] {
        let mut search = AlphaBeta::new(Limits::depth(4));
        search.multiplayer = if best_reply {
            MultiPlayer::BestReply
        } else {
            MultiPlayer::Paranoid
        };
        let report = search.search(&Clocked::default(), Player(0), None);
        assert_eq!(
            (report.best, report.score),
            (Some(M::Shuffle), -10),
            "best reply {best_reply}"
        );
    }
}
