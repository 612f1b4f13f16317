//! The set-ups and options of agon.md §10, spelled as DESIGN §6.2 lists them.

use jokoak_core::{Settings, SettingsError};

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

/// Every rule option of agon.md §10 (defaults = the spec's defaults).
///
/// With the `serde` feature, options serialise field by field and deserialise only values
/// [`Options::from_settings`] accepts ([`Options::validate`]); any other value is a serde
/// error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(remote = "Self")
)]
pub struct Options {
    /// The set-up (§3.1, §10.1).
    pub variant: Variant,
    /// Where placements may go (§10.1).
    pub placement_area: PlacementArea,
    /// Who places a re-entering queen (§10.3).
    pub queen_reentry_chooser: Chooser,
    /// Plies after which the game is drawn (§8.4); `None` = no limit. Default 1000, or 2500
    /// under `ludii_compat`.
    pub ply_limit: Option<u64>,
    /// Threefold repetition draws (§8.4).
    pub threefold_draw: bool,
    /// Ludii's `Agon.lud` behaviour (§10; `../oracle/README.md`): A always starts (no chance
    /// node), re-entered pieces skip R1/R2, a re-entered queen may take the centre.
    pub ludii_compat: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            variant: Variant::Standard,
            placement_area: PlacementArea::AnyCell,
            queen_reentry_chooser: Chooser::Owner,
            ply_limit: Some(Self::PLY_LIMIT),
            threefold_draw: true,
            ludii_compat: false,
        }
    }
}

const AREAS: &[&str] = &["any-cell", "outer-ring"];
const CHOOSERS: &[&str] = &["owner", "captor"];

impl Options {
    /// The default ply limit (§8.4).
    pub const PLY_LIMIT: u64 = 1000;
    /// Ludii's move limit, the default under `ludii_compat`.
    pub const LUDII_PLY_LIMIT: u64 = 2500;

    /// The options Ludii's rules need (`ludii_compat=true`, ply limit 2500).
    #[must_use]
    pub fn ludii() -> Self {
        Options {
            ludii_compat: true,
            ply_limit: Some(Self::LUDII_PLY_LIMIT),
            ..Options::default()
        }
    }

    /// Reads options from DESIGN §6.2 settings: variant `standard`, `placement-free-queen` or
    /// `placement-opposite-corners`, 2 players, and the keys `placement_area`,
    /// `queen_reentry_chooser`, `ply_limit`, `threefold_draw`, `ludii_compat`.
    ///
    /// # Errors
    /// [`SettingsError`] for an unknown variant, key or value, or a player count other than 2.
    pub fn from_settings(settings: &Settings) -> Result<Options, SettingsError> {
        let allowed: Vec<(&str, &[usize])> =
            Variant::NAMES.iter().map(|v| (*v, &[2usize][..])).collect();
        let mut r = settings.reader("agon", &allowed)?;
        let variant = match settings.variant.as_str() {
            "placement-free-queen" => Variant::PlacementFreeQueen,
            "placement-opposite-corners" => Variant::PlacementOppositeCorners,
            _ => Variant::Standard,
        };
        let placement_area = match r.choice("placement_area", AREAS, 0)? {
            0 => PlacementArea::AnyCell,
            _ => PlacementArea::OuterRing,
        };
        let queen_reentry_chooser = match r.choice("queen_reentry_chooser", CHOOSERS, 0)? {
            0 => Chooser::Owner,
            _ => Chooser::Captor,
        };
        let ludii_compat = r.bool("ludii_compat", false)?;
        let default_limit = if ludii_compat {
            Self::LUDII_PLY_LIMIT
        } else {
            Self::PLY_LIMIT
        };
        let ply_limit = r.limit("ply_limit", Some(default_limit), 1, u64::from(u32::MAX))?;
        let threefold_draw = r.bool("threefold_draw", true)?;
        r.finish()?;
        Ok(Options {
            variant,
            placement_area,
            queen_reentry_chooser,
            ply_limit,
            threefold_draw,
            ludii_compat,
        })
    }

    /// Checks that these options are settings [`Options::from_settings`] accepts: `ply_limit`
    /// none or 1 to 2³²−1 (the other fields take any of their values).
    ///
    /// # Errors
    /// The [`SettingsError`] `from_settings` gives for [`Options::to_settings`].
    pub fn validate(&self) -> Result<(), SettingsError> {
        Options::from_settings(&self.to_settings()).map(|_| ())
    }

    /// The settings these options stand for, every option present (DESIGN §6.2 spelling).
    #[must_use]
    pub fn to_settings(&self) -> Settings {
        let limit = self
            .ply_limit
            .map_or_else(|| "none".to_owned(), |n| n.to_string());
        Settings::new(self.variant.name(), 2)
            .with("placement_area", AREAS[self.placement_area as usize])
            .with(
                "queen_reentry_chooser",
                CHOOSERS[self.queen_reentry_chooser as usize],
            )
            .with("ply_limit", &limit)
            .with("threefold_draw", &self.threefold_draw.to_string())
            .with("ludii_compat", &self.ludii_compat.to_string())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Options {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Options::serialize(self, s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Options {
    /// The derived field-by-field form, refused unless [`Options::validate`] accepts it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let options = Options::deserialize(d)?;
        options.validate().map_err(serde::de::Error::custom)?;
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trip() {
        let o = Options::from_settings(&Settings::new("standard", 2)).unwrap();
        assert_eq!(o, Options::default());
        assert_eq!(Options::from_settings(&o.to_settings()).unwrap(), o);
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
        assert_eq!(Options::from_settings(&o.to_settings()).unwrap(), o);
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
