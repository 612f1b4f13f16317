//! Perft counts as data (shakmaty's `.perft` files): one text file per game lists positions,
//! the settings they are read under, and their published counts by depth with the source
//! that published them; [`check_perft_suite`] checks any game's file against
//! [`crate::perft`].
//!
//! # Format
//! Line-based; `#` starts a comment line, blank lines are ignored. A record starts with `id`:
//!
//! ```text
//! id standard-opening
//! source docs/rules/abalone.md §9.3
//! settings standard 2 threefold_draw=true
//! position start
//! perft 1 44
//! deep 5 283320928
//! ```
//!
//! - `id NAME`: names the record in failure messages.
//! - `source TEXT`: where the counts come from (a spec section, an oracle); required.
//! - `settings VARIANT PLAYERS [KEY=VALUE …]`: DESIGN §6.2 settings ([`Settings`]).
//! - `position start` for the opening the settings give ([`Setup::from_settings`]), or
//!   `position TEXT` for the game's position string ([`Setup::parse_position`]).
//! - `perft DEPTH COUNT`: a count checked in every test run; `deep DEPTH COUNT`: a count
//!   checked only by the `#[ignore]`d run (release, `.ci/run`). Digits may be grouped with `_`.

use crate::{Settings, Setup, perft};

/// Which counts of a file [`check_perft_suite`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PerftDepths {
    /// The `perft` lines: quick enough for every debug test run.
    Quick,
    /// The `deep` lines: for the `#[ignore]`d release run.
    Deep,
}

/// One record of a perft file.
#[derive(Clone, Debug, Default)]
struct Record {
    id: String,
    line: usize,
    source: Option<String>,
    settings: Option<Settings>,
    position: Option<String>,
    counts: Vec<(PerftDepths, u32, u64)>,
}

/// Checks every count of kind `depths` in the perft file `text` against [`crate::perft`] for
/// the game `G` and returns how many it checked.
///
/// # Errors
/// One message per line for a malformed file (an unknown keyword, a record without `source`,
/// `settings` or `position`, a bad number, settings or position the game refuses) and for
/// every count that differs, naming the record, the depth, the expected and the found count;
/// also an error if the file holds no count of that kind (a suite that checks nothing).
pub fn check_perft_suite<G: Setup>(text: &str, depths: PerftDepths) -> Result<usize, String> {
    let records = parse(text)?;
    let mut errors = Vec::new();
    let mut checked = 0;
    for r in &records {
        let (Some(_), Some(settings), Some(position)) = (&r.source, &r.settings, &r.position)
        else {
            errors.push(format!(
                "line {}: record `{}` needs `source`, `settings` and `position`",
                r.line, r.id
            ));
            continue;
        };
        let state = if position == "start" {
            G::from_settings(settings).map_err(|e| e.to_string())
        } else {
            G::parse_position(position, settings).map_err(|e| e.to_string())
        };
        let state = match state {
            Ok(s) => s,
            Err(e) => {
                errors.push(format!("line {}: record `{}`: {e}", r.line, r.id));
                continue;
            }
        };
        for &(kind, depth, expected) in &r.counts {
            if kind != depths {
                continue;
            }
            checked += 1;
            let found = perft(&state, depth);
            if found != expected {
                errors.push(format!(
                    "{} `{}` perft({depth}): expected {expected}, found {found}",
                    G::INFO.name,
                    r.id
                ));
            }
        }
    }
    if checked == 0 && errors.is_empty() {
        errors.push(format!("no {depths:?} count in the file"));
    }
    if errors.is_empty() {
        Ok(checked)
    } else {
        Err(errors.join("\n"))
    }
}

/// Reads the records of a perft file.
fn parse(text: &str) -> Result<Vec<Record>, String> {
    let mut records: Vec<Record> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        if key == "id" {
            records.push(Record {
                id: rest.to_owned(),
                line: n,
                ..Record::default()
            });
            continue;
        }
        let Some(r) = records.last_mut() else {
            return Err(format!("line {n}: `{key}` before the first `id`"));
        };
        match key {
            "source" => r.source = Some(rest.to_owned()),
            "position" => r.position = Some(rest.to_owned()),
            "settings" => {
                let mut words = rest.split_whitespace();
                let variant = words.next().ok_or(format!("line {n}: no variant"))?;
                let players = words
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or(format!("line {n}: no player count"))?;
                let mut settings = Settings::new(variant, players);
                for pair in words {
                    let (k, v) = pair
                        .split_once('=')
                        .ok_or(format!("line {n}: `{pair}` is not KEY=VALUE"))?;
                    settings = settings.with(k, v);
                }
                r.settings = Some(settings);
            }
            "perft" | "deep" => {
                let kind = if key == "perft" {
                    PerftDepths::Quick
                } else {
                    PerftDepths::Deep
                };
                let mut words = rest.split_whitespace();
                let depth = words.next().and_then(|d| d.parse().ok());
                let count = words.next().and_then(|c| c.replace('_', "").parse().ok());
                match (depth, count, words.next()) {
                    (Some(d), Some(c), None) => r.counts.push((kind, d, c)),
                    _ => return Err(format!("line {n}: expected `{key} DEPTH COUNT`")),
                }
            }
            _ => return Err(format!("line {n}: unknown keyword `{key}`")),
        }
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_lines_are_named() {
        assert_eq!(
            parse("perft 1 2").unwrap_err(),
            "line 1: `perft` before the first `id`"
        );
        assert_eq!(
            parse("id a\nperft x 2").unwrap_err(),
            "line 2: expected `perft DEPTH COUNT`"
        );
        assert_eq!(
            parse("id a\n\n# c\nfoo 1").unwrap_err(),
            "line 4: unknown keyword `foo`"
        );
        let r =
            parse("id a\nsource s\nsettings standard 2 x=1\nposition start\ndeep 3 1_000").unwrap();
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].counts, vec![(PerftDepths::Deep, 3, 1000)]);
        assert_eq!(
            r[0].settings,
            Some(Settings::new("standard", 2).with("x", "1"))
        );
    }
}
