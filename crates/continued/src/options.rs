//! The game's options (DESIGN §6.2): `design_compatible`, `table`, `bury_corner_start`,
//! declared in the schema of [`crate::INFO`], and the tile set as replaceable data.

use jokoak_core::{
    GameInfo, GameOptions, OptionKind, OptionSpec, OptionValue, OptionValues, SettingsError,
};

use crate::matching::DesignRule;
use crate::table::{TableSize, first_failing_start};
use crate::tiles::{TileCounts, TileType};

/// The option schema: `design_compatible` (§4.3), `table` (§3.1, `WxH` with sides 1 to 99),
/// `bury_corner_start` (§3.2).
pub(crate) const SCHEMA: &[OptionSpec] = &[
    OptionSpec::new(
        "design_compatible",
        OptionKind::Choice {
            values: &DesignRule::NAMES,
            default: 0,
        },
    ),
    OptionSpec::new(
        "table",
        OptionKind::Text {
            default: "21x15",
            expected: "WxH, two integers from 1 to 99",
            accepts: |text| TableSize::parse(text).is_some(),
        },
    ),
    OptionSpec::new("bury_corner_start", OptionKind::Bool { default: false }),
];

/// The rules' switches. Defaults are the spec's: multi-wild matching (§4.3), a 21 × 15 table
/// (§3.1), corner start tiles kept (§3.2), the 72-tile set of §8. `Default`, settings,
/// validation and serde come from the schema of [`crate::INFO`] ([`GameOptions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(remote = "Self")
)]
pub struct Options {
    /// `design_compatible`: `multi-wild` (default) or `strict` (§4.3).
    pub design: DesignRule,
    /// `table`: the grid size, `21x15` by default (§3.1).
    pub table: TableSize,
    /// `bury_corner_start`: a corner turned up as start tile goes to the bottom of the pile
    /// (§3.2; default `false`).
    pub bury_corner_start: bool,
    /// The tile set (§8), library-only (no CLI option): counts per type.
    pub tile_set: TileCounts,
}

jokoak_core::game_options!(Options);

impl GameOptions for Options {
    const INFO: &'static GameInfo = &crate::INFO;

    /// The options the settings spell; the tile set is the standard one (§8).
    fn from_values(v: &OptionValues) -> Self {
        Options {
            design: if v.choice("design_compatible") == 0 {
                DesignRule::MultiWild
            } else {
                DesignRule::Strict
            },
            table: TableSize::parse(v.text("table")).unwrap_or(TableSize::STANDARD),
            bury_corner_start: v.bool("bury_corner_start"),
            tile_set: TileCounts::STANDARD,
        }
    }

    fn to_values(&self) -> OptionValues {
        OptionValues::new(crate::INFO.default_variant())
            .set(
                "design_compatible",
                OptionValue::Choice(self.design as usize),
            )
            .set("table", OptionValue::Text(self.table.name().into()))
            .set(
                "bury_corner_start",
                OptionValue::Bool(self.bury_corner_start),
            )
    }

    /// The table configuration check of §3.1 (every start tile leaves both ends viable,
    /// example X12), and a tile set that holds a straight and enough tiles for a start tile
    /// and six per player (§3.3, §8), at most 250 tiles.
    fn conflicts(&self, players: usize) -> Result<(), SettingsError> {
        if let Some(tile) = first_failing_start(self.table, self.design) {
            return Err(SettingsError::Conflict(format!(
                "table {} rejected: a start tile {tile} would leave an end unviable (§3.1 table configuration check)",
                self.table.name()
            )));
        }
        let total = self.tile_set.total();
        let straights = TileType::ALL[..9].iter().any(|&t| self.tile_set.get(t) > 0);
        if total < 6 * players as u32 + 1 || !straights || total > 250 {
            return Err(SettingsError::Conflict(format!(
                "the tile set of {total} tiles cannot set up a deal for {players} players"
            )));
        }
        Ok(())
    }
}
