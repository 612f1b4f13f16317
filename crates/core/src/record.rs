//! Game records: settings, seed, agents, every ply in notation and the outcome, replayable
//! exactly (DESIGN §6.3).

use std::collections::BTreeMap;

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
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Record {
    /// The game name ([`Setup::NAME`]).
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
    /// A ply's text is not a move in the game's notation.
    #[error("{}", ply_error(*ply, "ply", token, "is not a move", reason))]
    Notation {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
        /// The parser's error.
        reason: String,
    },
    /// A ply is not legal where it stands.
    #[error("{}", ply_error(*ply, "ply", token, "is illegal", reason))]
    Illegal {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
        /// The game's error.
        reason: String,
    },
    /// Plies follow the end of the game.
    #[error("ply {ply}: `{token}` follows the end of the game")]
    AfterEnd {
        /// The 1-based ply number.
        ply: usize,
        /// The text of the ply.
        token: String,
    },
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
}

/// `PLY N: REASON`, naming the token only when the reason does not already quote it:
/// `ply 2: \`6-5\`: a step from 6 goes to 7`, `move 1 \`x\` is illegal: …`.
#[must_use]
pub fn ply_error(
    n: usize,
    what: &str,
    token: &str,
    verdict: &str,
    reason: &dyn std::fmt::Display,
) -> String {
    let reason = reason.to_string();
    if reason.contains(&format!("`{token}`")) {
        format!("{what} {n}: {reason}")
    } else {
        format!("{what} {n}: `{token}` {verdict}: {reason}")
    }
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
        Settings {
            variant: self.variant.clone(),
            players: self.players,
            options: self.options.clone(),
        }
    }

    /// Replays every ply from the initial state of the record's settings, checking each, and
    /// returns the final state (a [`Match`], one game long unless the settings ask for more).
    ///
    /// # Errors
    /// [`ReplayError`] naming the first ply that fails, or an outcome mismatch.
    pub fn replay<G: Setup>(&self) -> Result<Match<G>, ReplayError> {
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME,
                found: self.game.clone(),
            });
        }
        let mut state = Match::new(G::from_settings(&self.settings())?);
        for (i, token) in self.moves.iter().enumerate() {
            let ply = i + 1;
            if state.is_over() {
                return Err(ReplayError::AfterEnd {
                    ply,
                    token: token.clone(),
                });
            }
            let mv: G::Move = token
                .parse()
                .map_err(
                    |e: <G::Move as std::str::FromStr>::Err| ReplayError::Notation {
                        ply,
                        token: token.clone(),
                        reason: e.to_string(),
                    },
                )?;
            state.play(&mv).map_err(|e| ReplayError::Illegal {
                ply,
                token: token.clone(),
                reason: e.to_string(),
            })?;
        }
        let replayed = state.outcome();
        if replayed != self.outcome {
            let labels = state.current().seat_labels();
            let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
            let show = |o: &Option<Outcome>| match o {
                Some(o) if o.num_players() == labels.len() && o.places.len() == labels.len() => {
                    format!("{} (places {:?})", o.summary(&labels), o.places)
                }
                Some(o) => format!("scores {:?} places {:?}", o.scores, o.places),
                None => "unfinished".to_owned(),
            };
            return Err(ReplayError::OutcomeMismatch {
                recorded: show(&self.outcome),
                replayed: show(&replayed),
            });
        }
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
        serde_json::from_str(text).map_err(|e| ReplayError::Syntax(e.to_string()))
    }
}
