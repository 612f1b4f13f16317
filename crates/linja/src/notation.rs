//! Linja position notation (linja.md §9 "Positions"), both ways.

use std::fmt;
use std::str::FromStr;

use jokoak_core::parse_decimal;

use crate::{CAPACITY, Linja, Node, Options, PIECES, ParsePositionError, Phase, Seat, Series};

impl fmt::Display for Linja {
    /// `B:R/B:R/…` for spaces 0–7, the actor (`B`, `R`, `?`, `-`), the phase unless the game is
    /// over, and `passes=1` after a pass, e.g. `6:0/1:1/1:1/1:1/1:1/1:1/1:1/0:6 B init`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, [b, r]) in self.counts.iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{b}:{r}")?;
        }
        let actor = match self.node {
            Node::Undrawn => '?',
            Node::Decision(c) => c.letter(),
            Node::Over => '-',
        };
        write!(f, " {actor}")?;
        if self.node != Node::Over {
            match self.phase {
                Phase::Init => f.write_str(" init")?,
                Phase::Second(n) => write!(f, " second:{n}")?,
                Phase::BonusInit => f.write_str(" bonus-init")?,
                Phase::BonusSecond(n) => write!(f, " bonus-second:{n}")?,
            }
        }
        if self.passed {
            f.write_str(" passes=1")?;
        }
        Ok(())
    }
}

impl FromStr for Linja {
    type Err = ParsePositionError;

    /// [`Linja::parse`] under default options.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Linja::parse(s, &Options::default())
    }
}

impl Linja {
    /// Parses a §9 position and checks it: 12 pieces per colour, at most 6 in a middle space,
    /// a known actor and phase in the right places, `second:N`/`bonus-second:N` with `N` in
    /// 1–5 and a legal second step, `passes=1` only with phase `init` (not `?`) or on a
    /// finished state, no `B`/`R` state that already meets the end test of R10.
    ///
    /// Two checks go beyond the §9 list because such states cannot arise: a `?` board that
    /// meets the end test, and a finished board (`-`) that neither meets it nor follows two
    /// passes (`passes=1`).
    ///
    /// The options are checked too (`match_games` from 1 to 1000, R13). In a series, the
    /// `gameN:P:Q` tokens of the games finished before this one may follow, fewer than
    /// `match_games` ([`Linja::parse_in_series`] keeps them).
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the offending token.
    pub fn parse(text: &str, options: &Options) -> Result<Self, ParsePositionError> {
        Linja::parse_in_series(text, options).map(|(game, _)| game)
    }

    /// [`Linja::parse`] with the games of the series finished before this one, which the
    /// trailing `gameN:P:Q` tokens give (R13; docs/linja.md "Notation"): what a
    /// [`jokoak_core::Match`] of Linja carries.
    ///
    /// # Errors
    /// As [`Linja::parse`]; also for a `gameN:P:Q` token out of turn, with points beyond 0–60,
    /// or as many finished games as `match_games` or more.
    pub fn parse_in_series(
        text: &str,
        options: &Options,
    ) -> Result<(Self, Series), ParsePositionError> {
        let fail = |reason: String| ParsePositionError {
            text: text.to_owned(),
            reason,
        };
        if !(1..=1000).contains(&options.match_games) {
            return Err(fail(format!(
                "option match_games = {} is outside 1 to 1000 (R13)",
                options.match_games
            )));
        }
        let (text, series) = Series::split(text).map_err(fail)?;
        if series.games().len() >= options.match_games as usize {
            return Err(fail(format!(
                "{} finished games before this one in a series of {} (R13)",
                series.games().len(),
                options.match_games
            )));
        }
        Linja::parse_position_text(text, options)
            .map(|game| (game, series))
            .map_err(|e| fail(e.reason))
    }

    /// The §9 position `text` alone, without series tokens.
    fn parse_position_text(text: &str, options: &Options) -> Result<Self, ParsePositionError> {
        let fail = |reason: String| ParsePositionError {
            text: text.to_owned(),
            reason,
        };
        let tokens: Vec<&str> = text.split(' ').collect();
        if tokens.iter().any(|t| t.is_empty()) {
            return Err(fail("tokens must be separated by single spaces".to_owned()));
        }
        let counts = parse_board(tokens[0]).map_err(fail)?;
        let actor = match tokens.get(1).copied() {
            Some("?") => Node::Undrawn,
            Some("B") => Node::Decision(Seat::Black),
            Some("R") => Node::Decision(Seat::Red),
            Some("-") => Node::Over,
            Some(t) => return Err(fail(format!("unknown actor `{t}` (expected B, R, ? or -)"))),
            None => return Err(fail("missing actor".to_owned())),
        };
        let mut rest = tokens[2..].iter().copied();
        let phase = if actor == Node::Over {
            Phase::Init
        } else {
            let token = rest
                .next()
                .ok_or_else(|| fail("missing phase".to_owned()))?;
            parse_phase(token).ok_or_else(|| fail(format!("unknown phase `{token}`")))?
        };
        let passed = match rest.next() {
            None => false,
            Some("passes=1") => true,
            Some(t) if actor == Node::Over && parse_phase(t).is_some() => {
                return Err(fail(format!("phase `{t}` after the end of the game")));
            }
            Some(t) => return Err(fail(format!("unexpected token `{t}`"))),
        };
        if let Some(t) = rest.next() {
            return Err(fail(format!("unexpected token `{t}`")));
        }
        let state = Linja {
            counts,
            node: actor,
            phase,
            passed,
            options: *options,
            starter: None,
        };
        state.verify(phase).map_err(fail)?;
        Ok(state)
    }

    /// The consistency checks of §9 on a parsed state.
    fn verify(&self, phase: Phase) -> Result<(), String> {
        let over = self.sides_have_passed();
        match self.node {
            Node::Undrawn if phase != Phase::Init => {
                return Err("`?` has phase `init` only".to_owned());
            }
            Node::Undrawn if self.passed => return Err("`?` never has `passes=1`".to_owned()),
            Node::Undrawn if over => {
                return Err("the sides have already passed each other (R10)".to_owned());
            }
            Node::Decision(_) if over => {
                return Err(
                    "the sides have already passed each other: the game is over (R10)".to_owned(),
                );
            }
            Node::Over if !over && !self.passed => {
                return Err("`-` but the sides have not passed each other (R10) and no passes ended the game (R7)".to_owned());
            }
            _ => {}
        }
        if self.passed && self.node != Node::Over && phase != Phase::Init {
            return Err("`passes=1` only with phase `init` or on a finished game".to_owned());
        }
        if let (Node::Decision(colour), Phase::Second(n) | Phase::BonusSecond(n)) =
            (self.node, phase)
            && !(0..8).any(|from| self.target(colour, from, n).is_some())
        {
            return Err(format!("no legal second step of length {n}"));
        }
        Ok(())
    }
}

/// `B:R` counts for spaces 0–7, `/`-separated, checked against §1–§2.
fn parse_board(token: &str) -> Result<[[u8; 2]; 8], String> {
    let spaces: Vec<&str> = token.split('/').collect();
    if spaces.len() != 8 {
        return Err(format!(
            "board `{token}` must list 8 spaces, found {}",
            spaces.len()
        ));
    }
    let mut counts = [[0u8; 2]; 8];
    for (i, space) in spaces.iter().enumerate() {
        let bad = || format!("space {i}: `{space}` is not BLACK:RED counts");
        let (b, r) = space.split_once(':').ok_or_else(bad)?;
        let b = parse_decimal(b)
            .filter(|&n| n <= u64::from(PIECES))
            .ok_or_else(bad)?;
        let r = parse_decimal(r)
            .filter(|&n| n <= u64::from(PIECES))
            .ok_or_else(bad)?;
        counts[i] = [b as u8, r as u8];
        if (1..7).contains(&i) && b + r > u64::from(CAPACITY) {
            return Err(format!("space {i}: `{space}` holds more than 6 pieces"));
        }
    }
    for c in Seat::ALL {
        let total: u32 = counts.iter().map(|s| u32::from(s[c.index()])).sum();
        if total != u32::from(PIECES) {
            return Err(format!("{} pieces of {c:?}, expected 12", total));
        }
    }
    Ok(counts)
}

fn parse_phase(token: &str) -> Option<Phase> {
    let length = |n: &str| {
        parse_decimal(n)
            .filter(|n| (1..=5).contains(n))
            .map(|n| n as u8)
    };
    match token {
        "init" => Some(Phase::Init),
        "bonus-init" => Some(Phase::BonusInit),
        _ => {
            if let Some(n) = token.strip_prefix("bonus-second:") {
                length(n).map(Phase::BonusSecond)
            } else {
                token
                    .strip_prefix("second:")
                    .and_then(length)
                    .map(Phase::Second)
            }
        }
    }
}

/// What a Linja state holds beyond its §9 notation, in its serde form: who started the game,
/// which decides who starts the next game of a series after a draw (R13). A missing field
/// reads as unknown, as for a freshly parsed position.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SerdeExtra {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    starter: Option<Seat>,
}

/// Why a serialised starter does not fit its position.
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[error("starter {0:?}: the first player is not drawn yet (linja.md §3, R13)")]
pub(crate) struct SerdeExtraError(Seat);

#[cfg(feature = "serde")]
impl Linja {
    pub(crate) fn serde_extra(&self) -> SerdeExtra {
        SerdeExtra {
            starter: self.starter,
        }
    }

    pub(crate) fn with_serde_extra(mut self, extra: SerdeExtra) -> Result<Linja, SerdeExtraError> {
        if let Some(c) = extra.starter
            && self.node == Node::Undrawn
        {
            return Err(SerdeExtraError(c));
        }
        self.starter = extra.starter;
        Ok(self)
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_state_via_notation!(Linja, extra = SerdeExtra);
