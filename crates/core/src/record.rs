//! Game records: settings, seed, agents, every ply in notation and the outcome, replayable
//! exactly (DESIGN §6.3).

use std::collections::BTreeMap;

use crate::plies::{PlyError, play_plies};
use crate::{Game, Match, Outcome, Settings, SettingsError, Setup};

/// A played game (or match) as data: serialised as one JSON object (DESIGN §6.3), e.g.
///
/// ```json
/// {"game":"linja","variant":"standard","players":2,"options":{"match_games":"1"},
///  "seed":7,"agents":["random","random"],"moves":["first:B","0-1","2-4"],
///  "outcome":{"scores":[43,42],"places":[1,2]}}
/// ```
///
/// `options` holds every option in its DESIGN §6.2 spelling; `moves` every ply in play order, chance
/// outcomes included; `outcome` is `None` (JSON `null`) for an unfinished game. A match is one
/// record whose moves run through all its games and whose outcome is the match's.
///
/// A round trip (feature `serde`): a seeded game recorded, written as JSON, read back and
/// replayed ply by ply to the same final state.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use jokoak_core::{Agent, Game, RandomAgent, Record, Setup, play_out, rng_from_seed};
/// use jokoak_linja::Linja;
///
/// let start = Linja::default();
/// let mut agents: Vec<Box<dyn Agent<Linja>>> = vec![Box::new(RandomAgent), Box::new(RandomAgent)];
/// let played = play_out(start.clone(), &mut agents, &mut rng_from_seed(9), None);
/// let names = vec!["random".to_owned(), "random".to_owned()];
/// let record = Record::new::<Linja>(
///     "linja", &start.settings(), Some(9), names, &played.moves, played.state.outcome(),
/// );
/// let json = record.to_json();
/// let back = Record::from_json(&json).unwrap();
/// assert_eq!(back, record);
/// let replayed = back.replay::<Linja>().unwrap();
/// assert_eq!(*replayed.current(), played.state);
/// # }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Record {
    /// The game name ([`GameInfo::name`](crate::GameInfo::name)).
    pub game: String,
    /// The variant name.
    pub variant: String,
    /// The number of seats.
    pub players: usize,
    /// Every option, in DESIGN §6.2 spelling.
    pub options: BTreeMap<String, String>,
    /// The seed of the driver's RNG, if the game was played by a seeded driver.
    #[cfg_attr(feature = "serde", serde(default))]
    pub seed: Option<u64>,
    /// The agents' names in seat order.
    #[cfg_attr(feature = "serde", serde(default))]
    pub agents: Vec<String>,
    /// Every ply in play order, in the game's notation.
    pub moves: Vec<String>,
    /// The result, `None` if the game did not finish.
    pub outcome: Option<Outcome>,
}

/// Why a record does not replay (every case is bad input to the CLI).
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The record is of another game.
    #[error("the record is of game `{found}`, not `{expected}`")]
    WrongGame {
        /// The game replaying.
        expected: &'static str,
        /// The record's game.
        found: String,
    },
    /// The record's settings are not accepted.
    #[error("record settings: {0}")]
    Settings(#[from] SettingsError),
    /// A ply is not a move in the game's notation, not legal where it stands, or follows the
    /// end of the game.
    #[error(transparent)]
    Ply(#[from] PlyError),
    /// The stored outcome differs from the replayed one.
    #[error("the record's outcome {recorded} differs from the replayed one, {replayed}")]
    OutcomeMismatch {
        /// The stored outcome, as a result line.
        recorded: String,
        /// The replayed outcome, as a result line.
        replayed: String,
    },
    /// The text is not a record (JSON syntax or shape).
    #[error("not a record: {0}")]
    Syntax(String),
    /// The record names agents, but not one per seat.
    #[error("agents named: {agents}, seats: {players}; a record names one agent per seat, or none")]
    Agents {
        /// The agents named.
        agents: usize,
        /// The record's seats.
        players: usize,
    },
}

/// A record's `agents` against its `players`: one per seat, or none (a record written by hand
/// or by a program that kept no names).
fn check_agents(agents: &[String], players: usize) -> Result<(), ReplayError> {
    if agents.is_empty() || agents.len() == players {
        Ok(())
    } else {
        Err(ReplayError::Agents {
            agents: agents.len(),
            players,
        })
    }
}

/// The most characters of someone's input an error message quotes ([`excerpt`]).
pub const EXCERPT_CHARS: usize = 60;

/// `text` as an error message quotes it: whole if it has at most `max` characters, else its
/// first `max` characters and `…` (so a 50 MB token never makes a 50 MB error line).
#[must_use]
pub fn excerpt(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(max) {
        None => std::borrow::Cow::Borrowed(text),
        Some((end, _)) => std::borrow::Cow::Owned(format!("{}…", &text[..end])),
    }
}

/// `token` quoted as an error message quotes it (`` `TOKEN` ``, by its excerpt of
/// [`EXCERPT_CHARS`] characters), and `reason` (a game's message about it) with every whole
/// quote of `token` replaced by that one, so that a message naming a 50 MB token names it by
/// its excerpt and says so once.
#[must_use]
pub fn quote_in(token: &str, reason: &str) -> (String, String) {
    let quoted = format!("`{}`", excerpt(token, EXCERPT_CHARS));
    let reason = reason.replace(&format!("`{token}`"), &quoted);
    (quoted, reason)
}

impl Record {
    /// A record of `moves` played from the initial state of `settings` by `agents`.
    #[must_use]
    pub fn new<G: Game>(
        game: &str,
        settings: &Settings,
        seed: Option<u64>,
        agents: Vec<String>,
        moves: &[G::Move],
        outcome: Option<Outcome>,
    ) -> Self {
        Record {
            game: game.to_owned(),
            variant: settings.variant.clone(),
            players: settings.players,
            options: settings.options.clone(),
            seed,
            agents,
            moves: moves.iter().map(ToString::to_string).collect(),
            outcome,
        }
    }

    /// The record's variant, players and options.
    #[must_use]
    pub fn settings(&self) -> Settings {
        settings_of(&self.variant, self.players, &self.options)
    }

    /// Replays every ply from the initial state of the record's settings, checking each, and
    /// returns the final state (a [`Match`], one game long unless the settings ask for more).
    ///
    /// # Errors
    /// [`ReplayError`] naming the first ply that fails, an outcome mismatch, or agents that
    /// are neither one per seat nor none.
    pub fn replay<G: Setup>(&self) -> Result<Match<G>, ReplayError> {
        check_agents(&self.agents, self.players)?;
        let mut state = start::<G>(&self.game, &self.settings())?;
        play_plies(&mut state, self.moves.iter().map(String::as_str))?;
        check_outcome(&state, &self.outcome)?;
        Ok(state)
    }

    /// The record as one line of JSON (the arena writes one per line).
    #[cfg(feature = "serde")]
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a record from JSON.
    ///
    /// # Errors
    /// [`ReplayError::Syntax`] with serde_json's message (line and column).
    #[cfg(feature = "serde")]
    pub fn from_json(text: &str) -> Result<Self, ReplayError> {
        serde_json::from_str(text).map_err(syntax)
    }
}

/// The settings of a record's fields.
fn settings_of(variant: &str, players: usize, options: &BTreeMap<String, String>) -> Settings {
    Settings {
        variant: variant.to_owned(),
        players,
        options: options.clone(),
    }
}

/// The initial state a record of `game` under `settings` replays from, if `game` is `G`.
fn start<G: Setup>(game: &str, settings: &Settings) -> Result<Match<G>, ReplayError> {
    if game != G::INFO.name {
        return Err(ReplayError::WrongGame {
            expected: G::INFO.name,
            found: game.to_owned(),
        });
    }
    Ok(Match::new(G::from_settings(settings)?))
}

/// Checks that the replayed `state` ends as the record says.
fn check_outcome<G: Setup>(
    state: &Match<G>,
    recorded: &Option<Outcome>,
) -> Result<(), ReplayError> {
    let replayed = state.outcome();
    if replayed == *recorded {
        return Ok(());
    }
    let labels = state.current().seat_labels();
    let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
    let show = |o: &Option<Outcome>| match o {
        Some(o) if o.num_players() == labels.len() && o.places().len() == labels.len() => {
            format!("{} (places {:?})", o.summary(&labels), o.places())
        }
        Some(o) => format!("scores {:?} places {:?}", o.scores(), o.places()),
        None => "unfinished".to_owned(),
    };
    Err(ReplayError::OutcomeMismatch {
        recorded: show(recorded),
        replayed: show(&replayed),
    })
}

/// serde_json's error as [`ReplayError::Syntax`], the text it quotes cut to an [`excerpt`].
#[cfg(feature = "serde")]
fn syntax(e: serde_json::Error) -> ReplayError {
    let text = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    let message = text.strip_suffix(&at).unwrap_or(&text);
    let message = excerpt(message, 2 * EXCERPT_CHARS);
    if e.line() == 0 {
        ReplayError::Syntax(message.into_owned())
    } else {
        ReplayError::Syntax(format!("{message}{at}"))
    }
}

/// A JSON record without its moves, which are only counted: what a streaming replay
/// ([`RecordHeader::replay`]) reads first, so that no list of moves is ever held (a 50 MB
/// record replays in little more than its text's size). Feature `serde`.
#[cfg(feature = "serde")]
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct RecordHeader {
    /// The game name ([`GameInfo::name`](crate::GameInfo::name)).
    pub game: String,
    /// The variant name.
    pub variant: String,
    /// The number of seats.
    pub players: usize,
    /// Every option, in DESIGN §6.2 spelling.
    pub options: BTreeMap<String, String>,
    /// The seed of the driver's RNG.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The agents' names in seat order.
    #[serde(default)]
    pub agents: Vec<String>,
    /// The number of plies (the `moves` array's length; each entry is checked to be a string).
    #[serde(rename = "moves", deserialize_with = "stream::count_strings")]
    pub plies: usize,
    /// The result, `None` if the game did not finish.
    pub outcome: Option<Outcome>,
}

#[cfg(feature = "serde")]
impl RecordHeader {
    /// Reads the header of the record `text` (one JSON object, as [`Record::from_json`]).
    ///
    /// # Errors
    /// [`ReplayError::Syntax`] with serde_json's message (line and column), its quotes cut.
    pub fn from_json(text: &str) -> Result<Self, ReplayError> {
        serde_json::from_str(text).map_err(syntax)
    }

    /// The record's variant, players and options.
    #[must_use]
    pub fn settings(&self) -> Settings {
        settings_of(&self.variant, self.players, &self.options)
    }

    /// Replays the record `text` (whose header this is) as [`Record::replay`] does, reading
    /// its moves one at a time from the text.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first ply that fails, an outcome mismatch, or agents that
    /// are neither one per seat nor none.
    pub fn replay<G: Setup>(&self, text: &str) -> Result<Match<G>, ReplayError> {
        check_agents(&self.agents, self.players)?;
        let mut state = start::<G>(&self.game, &self.settings())?;
        let mut failure = None;
        let mut de = serde_json::Deserializer::from_str(text);
        let read = serde::Deserializer::deserialize_map(
            &mut de,
            stream::MovesOnly {
                state: &mut state,
                failure: &mut failure,
            },
        )
        .and_then(|()| de.end());
        if let Some(e) = failure {
            return Err(e);
        }
        read.map_err(syntax)?;
        check_outcome(&state, &self.outcome)?;
        Ok(state)
    }
}

/// The serde visitors of the streaming replay.
#[cfg(feature = "serde")]
mod stream {
    use std::fmt;

    use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

    use super::ReplayError;
    use crate::plies::play_ply;
    use crate::{Match, Setup};

    /// A string, checked and dropped.
    struct AnyString;

    impl<'de> de::Deserialize<'de> for AnyString {
        fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl Visitor<'_> for V {
                type Value = AnyString;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a string")
                }
                fn visit_str<E: de::Error>(self, _: &str) -> Result<AnyString, E> {
                    Ok(AnyString)
                }
            }
            d.deserialize_str(V)
        }
    }

    /// The length of an array of strings, keeping none of them.
    pub(super) fn count_strings<'de, D: de::Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
        struct Count;
        impl<'de> Visitor<'de> for Count {
            type Value = usize;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a sequence of strings")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<usize, A::Error> {
                let mut n = 0;
                while seq.next_element::<AnyString>()?.is_some() {
                    n += 1;
                }
                Ok(n)
            }
        }
        d.deserialize_seq(Count)
    }

    /// The visitor of the record object, of which only `moves` is read: each ply is played
    /// as it is read.
    pub(super) struct MovesOnly<'a, G: Setup> {
        pub(super) state: &'a mut Match<G>,
        /// Why the replay stopped, when a ply failed (serde's error only says that it did).
        pub(super) failure: &'a mut Option<ReplayError>,
    }

    impl<'de, G: Setup> Visitor<'de> for MovesOnly<'_, G> {
        type Value = ();
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a record")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
            while let Some(key) = map.next_key::<String>()? {
                if key == "moves" {
                    map.next_value_seed(Plies {
                        state: &mut *self.state,
                        failure: &mut *self.failure,
                    })?;
                } else {
                    map.next_value::<IgnoredAny>()?;
                }
            }
            Ok(())
        }
    }

    /// The `moves` array, played ply by ply.
    struct Plies<'a, G: Setup> {
        state: &'a mut Match<G>,
        failure: &'a mut Option<ReplayError>,
    }

    impl<'de, G: Setup> DeserializeSeed<'de> for Plies<'_, G> {
        type Value = ();
        fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
            d.deserialize_seq(self)
        }
    }

    impl<'de, G: Setup> Visitor<'de> for Plies<'_, G> {
        type Value = ();
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a sequence of moves")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
            let mut ply = 0;
            while let Some(token) = seq.next_element::<std::borrow::Cow<'de, str>>()? {
                ply += 1;
                if let Err(e) = play_ply(self.state, ply, &token) {
                    *self.failure = Some(e.into());
                    return Err(de::Error::custom("the replay stopped"));
                }
            }
            Ok(())
        }
    }
}
