//! The set-ups and options of agon.md §10, spelled as DESIGN §6.2 lists them.

use jokoak_core::{OptionSpec, OptionValue, fields};

/// The `--variant`: how the pieces get onto the board (agon.md §3.1, §10.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Variant {
    /// The standard start of §3.1: all 14 pieces on the outer ring.
    #[default]
    Standard,
    /// §10.1 FreeQueen: the board starts empty; all 7 pieces of each side are placed.
    PlacementFreeQueen,
    /// §10.1 OppositeCorners: queens on `5:0` (A) and `5:15` (B); the 12 guards are placed.
    PlacementOppositeCorners,
}

impl Variant {
    /// The variants in the order of [`Variant::NAMES`].
    pub const ALL: [Variant; 3] = [
        Variant::Standard,
        Variant::PlacementFreeQueen,
        Variant::PlacementOppositeCorners,
    ];

    /// The variant names, the default first (DESIGN §6.2).
    pub const NAMES: &'static [&'static str] = &[
        "standard",
        "placement-free-queen",
        "placement-opposite-corners",
    ];

    /// The `--variant` name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Where placements may go (agon.md §10.1, option `placement_area`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum PlacementArea {
    /// Any empty cell except the centre (`any-cell`, the default; §11 A11).
    #[default]
    AnyCell,
    /// The outer ring only (`outer-ring`).
    OuterRing,
}

impl PlacementArea {
    /// The areas in the order of the option's names (`any-cell`, `outer-ring`).
    pub const ALL: [PlacementArea; 2] = [PlacementArea::AnyCell, PlacementArea::OuterRing];
}

/// Who chooses where a captured queen re-enters (agon.md §10.3, option `queen_reentry_chooser`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Chooser {
    /// The queen's owner (`owner`, the default, as the seed says).
    #[default]
    Owner,
    /// The captor (`captor`): the owner still spends the turn, the captor picks the cell.
    Captor,
}

impl Chooser {
    /// The choosers in the order of the option's names (`owner`, `captor`).
    pub const ALL: [Chooser; 2] = [Chooser::Owner, Chooser::Captor];
}

/// The option schema of agon.md §10, in reading order: `ply_limit`'s default (§8.4: 1000)
/// is Ludii's 2500 under `ludii_compat`, so it comes after it.
pub(crate) const SCHEMA: &[OptionSpec] = &[
    OptionSpec::choice("placement_area", &["any-cell", "outer-ring"]),
    OptionSpec::choice("queen_reentry_chooser", &["owner", "captor"]),
    OptionSpec::flag("ludii_compat", false),
    OptionSpec {
        default_when: &[(
            "ludii_compat",
            "true",
            OptionValue::Limit(Some(Options::LUDII_PLY_LIMIT)),
        )],
        ..OptionSpec::ply_limit(Some(Options::PLY_LIMIT))
    },
    OptionSpec::flag("threefold_draw", true),
];

jokoak_core::game_options! {
    info: crate::INFO,
    /// Every rule option of agon.md §10 (defaults = the spec's defaults). `Default`,
    /// settings, validation and serde come from the schema of [`crate::INFO`]
    /// ([`GameOptions`](jokoak_core::GameOptions)).
    ///
    /// With the `serde` feature, options serialise field by field and deserialise only values
    /// [`Options::from_settings`](jokoak_core::GameOptions::from_settings) accepts
    /// ([`GameOptions::validate`](jokoak_core::GameOptions::validate)); any other value is a
    /// serde error.
    pub struct Options {
        /// The set-up (§3.1, §10.1).
        pub variant: Variant = fields::variant(&Variant::ALL),
        /// Where placements may go (§10.1).
        pub placement_area: PlacementArea = fields::choice("placement_area", &PlacementArea::ALL),
        /// Who places a re-entering queen (§10.3).
        pub queen_reentry_chooser: Chooser = fields::choice("queen_reentry_chooser", &Chooser::ALL),
        /// Plies after which the game is drawn (§8.4); `None` = no limit, else 1 to
        /// [`jokoak_core::PLY_LIMIT_MAX`]. Default 1000, or 2500 under `ludii_compat`.
        pub ply_limit: Option<u64> = fields::key("ply_limit"),
        /// Threefold repetition draws (§8.4).
        pub threefold_draw: bool = fields::key("threefold_draw"),
        /// Ludii's `Agon.lud` behaviour (§10; `../oracle/README.md`): A always starts (no
        /// chance node), re-entered pieces skip R1/R2, a re-entered queen may take the centre.
        pub ludii_compat: bool = fields::key("ludii_compat"),
    }
}

impl Options {
    /// The default ply limit (§8.4).
    pub const PLY_LIMIT: u64 = 1000;
    /// Ludii's move limit, the default under `ludii_compat`.
    pub const LUDII_PLY_LIMIT: u64 = 2500;

    /// The options Ludii's rules need (`ludii_compat=true`, ply limit 2500): what the
    /// settings `ludii_compat=true` alone give.
    #[must_use]
    pub fn ludii() -> Self {
        Options {
            ludii_compat: true,
            ply_limit: Some(Self::LUDII_PLY_LIMIT),
            ..Options::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jokoak_core::{GameOptions, Settings};

    #[test]
    fn defaults_and_round_trip() {
        let o = Options::from_settings(&Settings::new("standard", 2)).unwrap();
        assert_eq!(o, Options::default());
        assert_eq!(Options::from_settings(&o.to_settings(2)).unwrap(), o);
        let s = Settings::new("placement-free-queen", 2)
            .with("placement_area", "outer-ring")
            .with("queen_reentry_chooser", "captor")
            .with("ply_limit", "none")
            .with("threefold_draw", "false");
        let o = Options::from_settings(&s).unwrap();
        assert_eq!(o.variant, Variant::PlacementFreeQueen);
        assert_eq!(o.placement_area, PlacementArea::OuterRing);
        assert_eq!(o.queen_reentry_chooser, Chooser::Captor);
        assert_eq!(o.ply_limit, None);
        assert!(!o.threefold_draw);
        assert_eq!(Options::from_settings(&o.to_settings(2)).unwrap(), o);
    }

    #[test]
    fn ludii_compat_moves_the_default_limit_only() {
        let s = Settings::new("standard", 2).with("ludii_compat", "true");
        assert_eq!(Options::from_settings(&s).unwrap(), Options::ludii());
        let s = s.with("ply_limit", "7");
        assert_eq!(Options::from_settings(&s).unwrap().ply_limit, Some(7));
    }

    #[test]
    fn rejects_bad_settings() {
        assert!(Options::from_settings(&Settings::new("standard", 3)).is_err());
        assert!(Options::from_settings(&Settings::new("hex", 2)).is_err());
        for (k, v) in [
            ("placement_area", "ring"),
            ("ply_limit", "0"),
            ("threefold_draw", "yes"),
            ("colour", "red"),
        ] {
            let s = Settings::new("standard", 2).with(k, v);
            assert!(Options::from_settings(&s).is_err(), "{k}={v}");
        }
    }
}
