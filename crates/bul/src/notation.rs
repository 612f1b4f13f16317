//! The position notation of bul.md §14, printed and parsed:
//! `ACTOR:THROW | home RN BN | TRACK | dead RN BN`.

use std::fmt;
use std::str::FromStr;

use crate::moves::parse_number;
use crate::position::Node;
use jokoak_core::GameOptions;

use crate::{Bul, Options, ParsePositionError, Seat, Stack};

impl fmt::Display for Bul {
    /// The canonical §14 position, e.g. `B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0`; the
    /// initial position is `?:? | home R5 B5 | - | dead R0 B0`, a finished game `-:- | …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.node {
            Node::Opening => f.write_str("?:?")?,
            Node::Throw(side) => write!(f, "{side}:?")?,
            Node::Move { seat: side, points } => write!(f, "{side}:{points}")?,
            Node::Over(_) => f.write_str("-:-")?,
        }
        write!(f, " | home R{} B{} |", self.home[0], self.home[1])?;
        let mut empty = true;
        for (pos, stack) in self.track() {
            write!(f, " {pos}:{stack}")?;
            empty = false;
        }
        if empty {
            f.write_str(" -")?;
        }
        write!(f, " | dead R{} B{}", self.dead[0], self.dead[1])
    }
}

impl FromStr for Bul {
    type Err = ParsePositionError;

    /// [`Bul::parse`] under the default (seed) options.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Bul::parse(s, &Options::default())
    }
}

fn syntax(token: &str, expected: &'static str) -> ParsePositionError {
    ParsePositionError::Syntax {
        token: token.to_owned(),
        expected,
    }
}

/// Parses `LABEL RN BN` (the home and dead sections).
fn parse_counts(
    section: &str,
    label: &str,
    expected: &'static str,
) -> Result<[u8; 2], ParsePositionError> {
    let mut words = section.split(' ');
    if words.next() != Some(label) {
        return Err(syntax(section, expected));
    }
    let mut counts = [0u8; 2];
    for side in Seat::ALL {
        let word = words.next().ok_or_else(|| syntax(section, expected))?;
        counts[side.index()] = word
            .strip_prefix(side.letter())
            .and_then(parse_number)
            .ok_or_else(|| syntax(word, expected))?;
    }
    match words.next() {
        None => Ok(counts),
        Some(extra) => Err(syntax(extra, expected)),
    }
}

/// The `ACTOR` of the first section: `?`, `-` or a side.
#[derive(Clone, Copy)]
enum Actor {
    Unknown,
    Over,
    Seat(Seat),
}

/// The `THROW` of the first section: `?`, `-` or a value.
#[derive(Clone, Copy, PartialEq)]
enum Throw {
    Unknown,
    Over,
    Points(u8),
}

/// Parses `ACTOR:THROW` as written, before checking it against the position.
fn parse_head(head: &str) -> Result<(Actor, Throw), ParsePositionError> {
    let (actor, throw) = head
        .split_once(':')
        .ok_or_else(|| syntax(head, "`ACTOR:THROW`, e.g. `R:3`, `B:?`, `?:?` or `-:-`"))?;
    let actor = match actor {
        "?" => Actor::Unknown,
        "-" => Actor::Over,
        _ => match actor.parse::<char>().ok().and_then(Seat::from_letter) {
            Some(side) => Actor::Seat(side),
            None => return Err(syntax(head, "actor `R`, `B`, `?` or `-`")),
        },
    };
    let throw = match throw {
        "?" => Throw::Unknown,
        "-" => Throw::Over,
        _ => Throw::Points(
            parse_number(throw).ok_or_else(|| syntax(head, "throw `?`, `-` or a value 0 to 5"))?,
        ),
    };
    Ok((actor, throw))
}

/// Parses one `POS:STACK` token into its position and pieces, checking the stack's shape.
fn parse_track_token(token: &str, options: &Options) -> Result<(u8, Stack), ParsePositionError> {
    let bad = || syntax(token, "a track token `POS:STACK` such as `4:BR`, or `-`");
    let (pos, pieces) = token.split_once(':').ok_or_else(bad)?;
    let pos = parse_number(pos).ok_or_else(bad)?;
    let pieces: Vec<Seat> = pieces
        .chars()
        .map(Seat::from_letter)
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let Some(&first) = pieces.first() else {
        return Err(bad());
    };
    if !(1..=options.track_spaces).contains(&pos) {
        return Err(ParsePositionError::OffTrack {
            token: token.to_owned(),
            track_spaces: options.track_spaces,
        });
    }
    if pieces.len() > 1 && pieces.iter().all(|&s| s == first) {
        return Err(ParsePositionError::SingleColour {
            token: token.to_owned(),
        });
    }
    // More pieces than fit one space cannot match the piece totals either.
    let stack = Stack::from_pieces(&pieces).ok_or(ParsePositionError::PieceCount {
        side: first,
        count: pieces.len(),
        expected: options.pieces_per_side,
    })?;
    Ok((pos, stack))
}

/// The separator between the four sections (§14: "four sections separated by ` | `").
const SEPARATOR: &str = " | ";

/// Checks the spacing §14 asks for: the text is the canonical form's tokens joined by single
/// spaces, so no leading or trailing whitespace, no doubled spaces, no tabs or newlines.
fn verify_spacing(text: &str) -> Result<(), ParsePositionError> {
    if text.trim() != text {
        return Err(syntax(
            text,
            "no whitespace before the actor or after the last count (bul.md §14)",
        ));
    }
    if text.contains("  ") || text.chars().any(|c| c.is_whitespace() && c != ' ') {
        return Err(syntax(
            text,
            "tokens separated by single spaces (bul.md §14)",
        ));
    }
    Ok(())
}

impl Bul {
    /// Parses a §14 position valid under `options`.
    ///
    /// The text must be exactly §14's form: four sections separated by ` | `, tokens
    /// separated by single spaces, nothing before or after, and the track tokens in
    /// increasing position — what [`Display`](fmt::Display) prints.
    ///
    /// # Errors
    /// [`ParsePositionError`] naming the offending token, for: bad syntax (spacing and
    /// track order included); actor `-` when
    /// nobody is out and the options set no ply limit; actor `R`/`B` when someone is out; `?`
    /// as actor anywhere but the opening; a throw other than `?` with actor `?` or other than
    /// `-` with actor `-`, or `-` with actor `R`/`B`; duplicate track positions; piece totals
    /// other than `pieces_per_side` per colour; a single-colour stack of two or more;
    /// positions outside `1..=T`; a throw value the active scoring cannot give; and options
    /// out of range.
    pub fn parse(text: &str, options: &Options) -> Result<Bul, ParsePositionError> {
        options.validate(2)?;
        verify_spacing(text)?;
        let sections: Vec<&str> = text.split(SEPARATOR).collect();
        let [head, home, track, dead] = sections[..] else {
            return Err(syntax(
                text,
                "four sections separated by ` | `: `ACTOR:THROW | home RN BN | TRACK | dead RN BN` (bul.md §14)",
            ));
        };
        if let Some(section) = sections.iter().find(|s| s.contains('|')) {
            return Err(syntax(
                section,
                "sections separated by ` | `, a space on each side (bul.md §14)",
            ));
        }
        let (actor, throw) = parse_head(head)?;
        let mut game = Bul::start(*options);
        game.home = parse_counts(home, "home", "`home RN BN`")?;
        game.dead = parse_counts(dead, "dead", "`dead RN BN`")?;
        if track.is_empty() {
            return Err(syntax(
                track,
                "track tokens `POS:STACK`, or `-` for an empty track",
            ));
        }
        if track != "-" {
            let mut last = 0;
            for token in track.split(' ') {
                let (pos, stack) = parse_track_token(token, options)?;
                if pos == last {
                    return Err(ParsePositionError::Duplicate {
                        token: token.to_owned(),
                        pos,
                    });
                }
                if pos < last {
                    return Err(syntax(
                        token,
                        "track tokens in increasing position (bul.md §14)",
                    ));
                }
                last = pos;
                game.cells[usize::from(pos)] = stack;
            }
        }
        game.refresh_control();
        for side in Seat::ALL {
            let count = game.total(side);
            if count != usize::from(options.pieces_per_side) {
                return Err(ParsePositionError::PieceCount {
                    side,
                    count,
                    expected: options.pieces_per_side,
                });
            }
        }
        game.node = game.node_of(head, actor, throw)?;
        Ok(game)
    }

    /// Who acts, from `ACTOR:THROW` checked against the position and options (§9, §14).
    fn node_of(&self, head: &str, actor: Actor, throw: Throw) -> Result<Node, ParsePositionError> {
        let options = &self.options;
        let err = |reason| ParsePositionError::Actor {
            token: head.to_owned(),
            reason,
        };
        let (red_out, blue_out) = (self.is_out(Seat::Red), self.is_out(Seat::Blue));
        if red_out && blue_out {
            return Err(err("both sides are out, which no game reaches (§9)"));
        }
        match (actor, throw) {
            (Actor::Unknown, Throw::Unknown) => {
                let n = options.pieces_per_side;
                if self.home == [n, n] {
                    Ok(Node::Opening)
                } else {
                    Err(err(
                        "actor `?` (first player not drawn) only in the opening position",
                    ))
                }
            }
            (Actor::Unknown, _) => Err(err("actor `?` goes with throw `?` only")),
            (Actor::Over, Throw::Over) => {
                if red_out {
                    Ok(Node::Over(Some(Seat::Blue)))
                } else if blue_out {
                    Ok(Node::Over(Some(Seat::Red)))
                } else if options.ply_limit.is_some() {
                    Ok(Node::Over(None))
                } else {
                    Err(err(
                        "the game is not over: nobody is out and there is no ply limit (§9, §13)",
                    ))
                }
            }
            (Actor::Over, _) => Err(err("actor `-` goes with throw `-` only")),
            (Actor::Seat(_), _) if red_out || blue_out => Err(err(
                "a side is out, so the game is over and the actor must be `-` (§9)",
            )),
            (Actor::Seat(side), Throw::Unknown) => Ok(Node::Throw(side)),
            (Actor::Seat(_), Throw::Over) => Err(err("a side to move needs a throw `?` or 0 to 5")),
            (Actor::Seat(side), Throw::Points(points)) => {
                if options.scoring.can_give(points) {
                    Ok(Node::Move { seat: side, points })
                } else {
                    Err(ParsePositionError::Throw {
                        token: head.to_owned(),
                        scoring: options.scoring.name(),
                        points,
                    })
                }
            }
        }
    }
}

/// What a Bul state holds beyond its §14 notation, in its serde form: the plies played, which
/// `ply_limit` reads (§13). A missing field reads as 0, the count of a freshly parsed position.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SerdeExtra {
    #[serde(default)]
    plies: u64,
}

/// Why a serialised Bul state's ply count does not fit its position.
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[error("plies={plies}: {reason} (bul.md §13)")]
pub(crate) struct SerdeExtraError {
    plies: u64,
    reason: &'static str,
}

#[cfg(feature = "serde")]
impl Bul {
    pub(crate) fn serde_extra(&self) -> SerdeExtra {
        SerdeExtra { plies: self.plies }
    }

    pub(crate) fn with_serde_extra(mut self, extra: SerdeExtra) -> Result<Bul, SerdeExtraError> {
        let plies = extra.plies;
        let reached = self.options.ply_limit.is_some_and(|limit| plies >= limit);
        if reached && !matches!(self.node, Node::Over(_)) {
            return Err(SerdeExtraError {
                plies,
                reason: "the ply limit is reached, so the game would be over",
            });
        }
        if let Node::Over(None) = self.node
            && !reached
            && plies != 0
        {
            return Err(SerdeExtraError {
                plies,
                reason: "a drawn game ends at the ply limit, which this count has not reached",
            });
        }
        self.plies = plies;
        Ok(self)
    }
}

#[cfg(feature = "serde")]
jokoak_core::serde_state_via_notation!(Bul, extra = SerdeExtra);
