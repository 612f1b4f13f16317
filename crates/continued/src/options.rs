//! The game's options (DESIGN §6.2): `design_compatible`, `table`, `bury_corner_start`, and
//! the tile set as replaceable data.

use jokoak_core::{OptionReader, SettingsError};

use crate::error::OptionsError;
use crate::matching::DesignRule;
use crate::table::{TableSize, first_failing_start};
use crate::tiles::{TileCounts, TileType};

/// The rules' switches. Defaults are the spec's: multi-wild matching (§4.3), a 21 × 15 table
/// (§3.1), corner start tiles kept (§3.2), the 72-tile set of §8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

impl Default for Options {
    fn default() -> Self {
        Options {
            design: DesignRule::MultiWild,
            table: TableSize::STANDARD,
            bury_corner_start: false,
            tile_set: TileCounts::STANDARD,
        }
    }
}

impl Options {
    /// Checks the options for `players` seats: 2..=6 players, a table of 1..=99 cells each way
    /// (what the `table` option spells, §3.1), the table configuration check of §3.1, and a tile set that holds a straight and enough tiles for a start tile and six
    /// per player.
    ///
    /// # Errors
    /// [`OptionsError`] naming what fails.
    pub fn validate(&self, players: usize) -> Result<(), OptionsError> {
        if !(2..=6).contains(&players) {
            return Err(OptionsError::Players(players));
        }
        let TableSize { width, height } = self.table;
        if TableSize::new(width, height).is_none() {
            return Err(OptionsError::TableSize { width, height });
        }
        if let Some(tile) = first_failing_start(self.table, self.design) {
            return Err(OptionsError::Table {
                table: self.table.name(),
                tile,
            });
        }
        let total = self.tile_set.total();
        let straights = TileType::ALL[..9].iter().any(|&t| self.tile_set.get(t) > 0);
        if total < 6 * players as u32 + 1 || !straights || total > 250 {
            return Err(OptionsError::TileSet { total, players });
        }
        Ok(())
    }

    /// Reads the §6.2 options from a reader (the tile set stays the default).
    ///
    /// # Errors
    /// [`SettingsError::BadValue`] for a value of the wrong form.
    pub fn read(reader: &mut OptionReader) -> Result<Options, SettingsError> {
        let design = reader.choice("design_compatible", &DesignRule::NAMES, 0)?;
        let table = reader.custom(
            "table",
            TableSize::STANDARD,
            "WxH, two integers from 1 to 99",
            TableSize::parse,
        )?;
        let bury_corner_start = reader.bool("bury_corner_start", false)?;
        Ok(Options {
            design: if design == 0 {
                DesignRule::MultiWild
            } else {
                DesignRule::Strict
            },
            table,
            bury_corner_start,
            tile_set: TileCounts::STANDARD,
        })
    }

    /// The §6.2 options as `(key, value)` pairs.
    #[must_use]
    pub fn pairs(&self) -> [(&'static str, String); 3] {
        [
            ("bury_corner_start", self.bury_corner_start.to_string()),
            ("design_compatible", self.design.name().to_owned()),
            ("table", self.table.name()),
        ]
    }
}
