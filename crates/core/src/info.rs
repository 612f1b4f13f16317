//! A game's static facts, declared once as data (OpenSpiel's `GameType`; docs/style.md):
//! its name, variants with their player counts, default player count, notation help, the
//! order `jokoak legal` prints, and its options (DESIGN §6.2). Records, the CLI, the page of
//! `jokoak serve` and the testkit read them from here.

use std::collections::BTreeSet;
use std::time::Duration;

use crate::{OptionSpec, OptionValue, OptionValues, Settings, SettingsError};

/// One `--variant` of a game and the player counts it is played with (DESIGN §6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// The `--variant` name, kebab-case (`standard`, `belgian-daisy`).
    pub name: &'static str,
    /// The player counts this variant accepts, ascending.
    pub players: &'static [usize],
}

impl VariantInfo {
    /// The variant `name` (kebab-case) for the player counts `players` (ascending).
    #[must_use]
    pub const fn new(name: &'static str, players: &'static [usize]) -> Self {
        VariantInfo { name, players }
    }
}

/// The order in which `jokoak legal` prints the legal moves (DESIGN §6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegalMoveOrder {
    /// Sorted by the code points of their notation.
    CodePoints,
    /// As [`crate::Game::legal_moves`] lists them (the tile game's spec order, to-be-continued.md §5, §11.2).
    Generation,
}

/// Everything static about a game, in one constant per game crate (`jokoak_linja::INFO`, …).
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The CLI and record name (`linja`, `bul`, `continued`, `abalone`, `agon`).
    pub name: &'static str,
    /// The variants, the default first (never empty).
    pub variants: &'static [VariantInfo],
    /// The player count when none is given (DESIGN §6.2: 4 for the tile game, else 2); one of
    /// the default variant's counts.
    pub default_players: usize,
    /// A few lines on the move notation, shown to a human player who types `help`.
    pub notation_help: &'static str,
    /// The order `jokoak legal` prints.
    pub legal_move_order: LegalMoveOrder,
    /// The `--option` keys with their kinds, ranges and defaults, in reading order (an option
    /// whose default depends on another comes after it).
    pub options: &'static [OptionSpec],
    /// The option that sets time control, if the game has one: a [`crate::OptionKind::Limit`]
    /// of seconds per seat per game (abalone.md §5.4: `time_control`). Drivers read it with
    /// [`GameInfo::time_per_game`]; a flag fall is the game's [`crate::Game::time_out_move`].
    pub time_control: Option<&'static str>,
}

impl GameInfo {
    /// The default variant's name (the first).
    #[must_use]
    pub fn default_variant(&self) -> &'static str {
        self.variants.first().map_or("standard", |v| v.name)
    }

    /// The variant names, the default first.
    #[must_use]
    pub fn variant_names(&self) -> Vec<&'static str> {
        self.variants.iter().map(|v| v.name).collect()
    }

    /// Every player count of some variant, ascending.
    #[must_use]
    pub fn player_counts(&self) -> Vec<usize> {
        let all: BTreeSet<usize> = self
            .variants
            .iter()
            .flat_map(|v| v.players.iter().copied())
            .collect();
        all.into_iter().collect()
    }

    /// The player counts as `jokoak games` prints them (DESIGN §6.1): a run of three or more
    /// consecutive counts as `LO-HI` (`2-6`), else the counts joined by commas (`2`, `2,3`).
    #[must_use]
    pub fn players_text(&self) -> String {
        let counts = self.player_counts();
        match (counts.first(), counts.last()) {
            (Some(&lo), Some(&hi)) if counts.len() >= 3 && hi - lo + 1 == counts.len() => {
                format!("{lo}-{hi}")
            }
            _ => join(&counts),
        }
    }

    /// Settings for the default variant and player count, every option at its default.
    #[must_use]
    pub fn default_settings(&self) -> Settings {
        Settings::new(self.default_variant(), self.default_players)
    }

    /// Checks `settings` against this game and reads every option: the variant must be one
    /// of [`GameInfo::variants`], the player count one of its counts, each value of its
    /// option's kind and range; an option not given takes its default (the first matching
    /// `default_when` case, else the kind's default); then any key left over is refused.
    ///
    /// # Errors
    /// [`SettingsError::UnknownVariant`], [`SettingsError::Players`],
    /// [`SettingsError::BadValue`] naming the first bad option in reading order, or
    /// [`SettingsError::UnknownOption`] naming the first unknown key.
    pub fn read(&self, settings: &Settings) -> Result<OptionValues, SettingsError> {
        let Some(variant) = self.variants.iter().find(|v| v.name == settings.variant) else {
            return Err(SettingsError::UnknownVariant {
                game: self.name,
                variant: settings.variant.clone(),
                expected: self.variant_names().join(","),
            });
        };
        if !variant.players.contains(&settings.players) {
            return Err(SettingsError::Players {
                game: self.name,
                variant: settings.variant.clone(),
                players: settings.players,
                allowed: join(variant.players),
            });
        }
        let mut values = OptionValues::new(variant.name);
        values.players = settings.players;
        for spec in self.options {
            let value = match settings.options.get(spec.key) {
                Some(text) => spec
                    .kind
                    .parse(text)
                    .ok_or_else(|| SettingsError::BadValue {
                        key: spec.key.to_owned(),
                        value: text.clone(),
                        expected: spec.kind.expected(),
                    })?,
                None => self.default_of(spec, &values),
            };
            values = values.set(spec.key, value);
        }
        if let Some(key) = settings
            .options
            .keys()
            .find(|k| !self.options.iter().any(|s| s.key == k.as_str()))
        {
            return Err(SettingsError::UnknownOption {
                game: self.name,
                key: key.clone(),
            });
        }
        Ok(values)
    }

    /// The default of `spec` given the options read before it.
    fn default_of(&self, spec: &OptionSpec, earlier: &OptionValues) -> OptionValue {
        spec.default_when
            .iter()
            .find(|(key, text, _)| {
                let earlier_spec = self.options.iter().find(|s| s.key == *key);
                match (earlier_spec, earlier.get(key)) {
                    (Some(s), Some(v)) => s.kind.format(v) == *text,
                    _ => false,
                }
            })
            .map_or_else(|| spec.kind.default(), |(_, _, v)| v.clone())
    }

    /// Each seat's time per game under `settings` ([`GameInfo::time_control`]): `None` for
    /// an untimed game, a game without time control, or settings this game refuses.
    #[must_use]
    pub fn time_per_game(&self, settings: &Settings) -> Option<Duration> {
        let key = self.time_control?;
        let values = self.read(settings).ok()?;
        match values.get(key)? {
            OptionValue::Limit(Some(seconds)) | OptionValue::Int(seconds) => {
                Some(Duration::from_secs(*seconds))
            }
            _ => None,
        }
    }

    /// `values` as settings with `players` seats, every option of the schema spelled out
    /// (what records store).
    #[must_use]
    pub fn settings_of(&self, values: &OptionValues, players: usize) -> Settings {
        let mut settings = Settings::new(values.variant(), players);
        for spec in self.options {
            if let Some(v) = values.get(spec.key) {
                settings = settings.with(spec.key, &spec.kind.format(v));
            }
        }
        settings
    }
}

fn join(counts: &[usize]) -> String {
    counts
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OptionKind, PLY_LIMIT_MAX};

    const OPTIONS: &[OptionSpec] = &[
        OptionSpec::new("fast", OptionKind::Bool { default: false }),
        OptionSpec::new(
            "scoring",
            OptionKind::Choice {
                values: &["seed", "sapper-puluc"],
                default: 0,
            },
        ),
        OptionSpec {
            default_when: &[("scoring", "sapper-puluc", OptionValue::Limit(Some(20)))],
            ..OptionSpec::ply_limit(None)
        },
        OptionSpec::new(
            "match_games",
            OptionKind::Int {
                min: 1,
                max: 3,
                default: 1,
            },
        ),
    ];

    const INFO: GameInfo = GameInfo {
        name: "g",
        variants: &[
            VariantInfo {
                name: "standard",
                players: &[2, 3],
            },
            VariantInfo {
                name: "belgian-daisy",
                players: &[2],
            },
        ],
        default_players: 2,
        notation_help: "",
        legal_move_order: LegalMoveOrder::CodePoints,
        options: OPTIONS,
        time_control: None,
    };

    #[test]
    fn players_text_is_a_range_from_three_counts_on() {
        assert_eq!(INFO.players_text(), "2,3");
        let one = GameInfo {
            variants: &[VariantInfo {
                name: "standard",
                players: &[2],
            }],
            ..INFO
        };
        assert_eq!(one.players_text(), "2");
        let five = GameInfo {
            variants: &[VariantInfo {
                name: "standard",
                players: &[2, 3, 4, 5, 6],
            }],
            ..INFO
        };
        assert_eq!(five.players_text(), "2-6");
    }

    #[test]
    fn reads_typed_options_with_dependent_defaults() {
        let s = Settings::new("standard", 3)
            .with("fast", "true")
            .with("scoring", "sapper-puluc");
        let v = INFO.read(&s).unwrap();
        assert!(v.bool("fast"));
        assert_eq!(v.choice("scoring"), 1);
        assert_eq!(v.limit("ply_limit"), Some(20));
        assert_eq!(v.int("match_games"), 1);
        assert_eq!(v.players(), 3);
        let v = INFO.read(&Settings::new("standard", 2)).unwrap();
        assert_eq!(v.limit("ply_limit"), None);
        let back = INFO.settings_of(&v, 2);
        assert_eq!(back.options["ply_limit"], "none");
        assert_eq!(back.options["scoring"], "seed");
        assert_eq!(INFO.read(&back).unwrap(), v);
    }

    #[test]
    fn refuses_bad_values_variants_counts_and_keys() {
        let bad = |s: Settings| INFO.read(&s).unwrap_err();
        let e = bad(Settings::new("standard", 2).with("ply_limit", "012"));
        assert_eq!(
            e,
            SettingsError::BadValue {
                key: "ply_limit".into(),
                value: "012".into(),
                expected: format!("none or an integer from 1 to {PLY_LIMIT_MAX}"),
            }
        );
        assert!(matches!(
            bad(Settings::new("standard", 2).with("ply_limit", "4294967296")),
            SettingsError::BadValue { .. }
        ));
        assert!(matches!(
            bad(Settings::new("standard", 2).with("match_games", "4")),
            SettingsError::BadValue { .. }
        ));
        assert!(matches!(
            bad(Settings::new("standard", 2).with("nope", "1")),
            SettingsError::UnknownOption { .. }
        ));
        assert_eq!(
            bad(Settings::new("belgian-daisy", 3)).to_string(),
            "g belgian-daisy cannot be played by 3 players (allowed: 2)"
        );
        assert!(matches!(
            bad(Settings::new("x", 2)),
            SettingsError::UnknownVariant { .. }
        ));
    }
}
