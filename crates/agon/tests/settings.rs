//! Agon's options from the rules text (agon.md §10, §8.4): the set-ups, the defaults, the
//! range of each option, and a refused value per option. Constructors refuse what the settings
//! refuse (never clamp).

use jokoak_agon::{Agon, Chooser, INFO, Options, PlacementArea, Variant};
use jokoak_core::{GameOptions, Settings, SettingsError};

fn with(key: &str, value: &str) -> Result<Options, SettingsError> {
    Options::from_settings(&INFO.default_settings().with(key, value))
}

fn refused(key: &str, value: &str) -> bool {
    matches!(with(key, value), Err(SettingsError::BadValue { key: k, value: v, .. }) if k == key && v == value)
}

#[test]
fn defaults_are_the_rules_defaults() {
    // agon.md §10: the three set-ups, two players (§1), and the defaults it lists.
    assert_eq!(INFO.name, "agon");
    assert_eq!(
        INFO.variant_names(),
        [
            "standard",
            "placement-free-queen",
            "placement-opposite-corners"
        ]
    );
    assert_eq!(INFO.player_counts(), [2]);
    let defaults = Options::from_settings(&Settings::new("standard", 2)).unwrap();
    assert_eq!(
        defaults,
        Options {
            variant: Variant::Standard,
            placement_area: PlacementArea::AnyCell,
            queen_reentry_chooser: Chooser::Owner,
            ply_limit: Some(1000),
            threefold_draw: true,
            ludii_compat: false,
        }
    );
    assert_eq!(Options::default(), defaults);
    // §10: under `ludii_compat` the default ply limit is 2,500.
    assert_eq!(with("ludii_compat", "true").unwrap().ply_limit, Some(2500));
    assert_eq!(with("ludii_compat", "true").unwrap(), Options::ludii());
}

#[test]
fn each_option_takes_its_range_only() {
    assert!(with("ply_limit", "1").is_ok());
    assert!(with("ply_limit", "4294967295").is_ok());
    assert_eq!(with("ply_limit", "none").unwrap().ply_limit, None);
    assert!(refused("ply_limit", "0"));
    assert!(refused("ply_limit", "4294967296"));
    assert!(refused("placement_area", "ring"));
    assert!(refused("queen_reentry_chooser", "opponent"));
    assert!(refused("threefold_draw", "yes"));
    assert!(refused("ludii_compat", "1"));
    assert!(matches!(
        Options::from_settings(&Settings::new("standard", 3)),
        Err(SettingsError::Players { .. })
    ));
}

#[test]
fn constructors_refuse_what_the_settings_refuse() {
    for ply_limit in [Some(0), Some(1 << 32)] {
        let options = Options {
            ply_limit,
            ..Options::default()
        };
        assert!(Agon::new(options).is_err(), "{ply_limit:?}");
        assert!(options.validate(2).is_err(), "{ply_limit:?}");
    }
}
