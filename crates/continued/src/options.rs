//! The game's options (DESIGN §6.2): `design_compatible`, `table`, `bury_corner_start`,
//! declared in the schema of [`crate::INFO`], and the tile set as replaceable data.

use jokoak_core::{OptionKind, OptionSpec, SettingsError, fields};

use crate::matching::DesignRule;
use crate::table::{TableSize, first_failing_start};
use crate::tiles::{TileCounts, TileType};

/// The option schema: `design_compatible` (§4.3), `table` (§3.1, `WxH` with sides 1 to 99),
/// `bury_corner_start` (§3.2).
pub(crate) const SCHEMA: &[OptionSpec] = &[
    OptionSpec::choice("design_compatible", &DesignRule::NAMES),
    OptionSpec::new(
        "table",
        OptionKind::Text {
            default: "21x15",
            expected: "WxH, two integers from 1 to 99",
            accepts: |text| TableSize::parse(text).is_some(),
        },
    ),
    OptionSpec::flag("bury_corner_start", false),
];

jokoak_core::game_options! {
    info: crate::INFO,
    conflicts: Options::conflicts_with,
    /// The rules' switches. Defaults are the spec's: multi-wild matching (§4.3), a 21 × 15
    /// table (§3.1), corner start tiles kept (§3.2), the 72-tile set of §8. `Default`,
    /// settings, validation and serde come from the schema of [`crate::INFO`]
    /// ([`GameOptions`](jokoak_core::GameOptions)).
    pub struct Options {
        /// `design_compatible`: `multi-wild` (default) or `strict` (§4.3).
        pub design: DesignRule = fields::choice("design_compatible", &DesignRule::ALL),
        /// `table`: the grid size, `21x15` by default (§3.1).
        pub table: TableSize =
            fields::text("table", TableSize::parse, TableSize::name, TableSize::STANDARD),
        /// `bury_corner_start`: a corner turned up as start tile goes to the bottom of the
        /// pile (§3.2; default `false`).
        pub bury_corner_start: bool = fields::key("bury_corner_start"),
        /// The tile set (§8), library-only (no CLI option): counts per type; the standard one
        /// when read from settings. Settings cannot spell another set, so a match on one does
        /// not replay from its `settings()` (nor from a record, which replays it on the
        /// standard set): keep the set beside such a match's text or record.
        pub tile_set: TileCounts = fields::fixed(TileCounts::STANDARD),
    }
}

impl Options {
    /// The table configuration check of §3.1 (every start tile leaves both ends viable, example
    /// X12), and a tile set that holds a straight and enough tiles for a start tile and six per
    /// player (§3.3, §8), at most 250 tiles
    /// ([`GameOptions::conflicts`](jokoak_core::GameOptions::conflicts)).
    fn conflicts_with(&self, players: usize) -> Result<(), SettingsError> {
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
