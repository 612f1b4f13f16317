//! The shared bodies of the fuzz targets: each target is one call into here, and every
//! property lives in `jokoak_core::testkit` so the stable proptests check the same ones.
//!
//! A game target's input: its first byte picks the settings (every variant,
//! player count and option set of `jokoak_core::testkit::all_settings`, modulo their number),
//! the rest is UTF-8 text whose first line is a position (the initial state when it does not parse), and
//! every further line is a ply script line (`#N` picks the N-th listed ply, anything else is
//! parsed as a move and offered to `play`).

use jokoak_core::testkit::{
    Testable, all_settings, check_game_input, check_position_reparses, check_record,
};
use jokoak_core::{Record, Settings, Setup};

/// The settings picked by `selector` among `all_settings::<G>()`.
pub fn settings_for<G: Testable>(selector: u8) -> Settings {
    let all = all_settings::<G>();
    all[usize::from(selector) % all.len()].clone()
}

/// The game target: position parser properties, then the ply script through `play`
/// (`jokoak_core::testkit::check_game_input`, which the stable proptests run too).
///
/// Settings named in the environment variable `JOKOAK_FUZZ_SKIP` (comma-separated variant
/// names or `key=value` options) are skipped: for fuzzing past a filed defect that every run
/// would otherwise hit first.
pub fn game<G: Testable>(data: &[u8]) {
    if let Some(&selector) = data.first() {
        if skipped(&settings_for::<G>(selector)) {
            return;
        }
    }
    check_game_input::<G>(data);
}

/// `true` when `settings` match a token of `JOKOAK_FUZZ_SKIP`.
fn skipped(settings: &Settings) -> bool {
    static SKIP: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let skip = SKIP.get_or_init(|| {
        std::env::var("JOKOAK_FUZZ_SKIP")
            .unwrap_or_default()
            .split(',')
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
            .collect()
    });
    skip.iter().any(|token| match token.split_once('=') {
        Some((k, v)) => settings.options.get(k).is_some_and(|x| x == v),
        None => settings.variant == *token,
    })
}

/// The record target: a JSON record of any game replays the same twice and round-trips.
pub fn record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = Record::from_json(text) else {
        return;
    };
    let _ = check_record::<jokoak_linja::Linja>(&record)
        || check_record::<jokoak_bul::Bul>(&record)
        || check_record::<jokoak_continued::Continued>(&record)
        || check_record::<jokoak_abalone::Abalone>(&record)
        || check_record::<jokoak_agon::Agon>(&record);
}

/// The Aba-Pro target: a game score (first byte: the settings) replays without panicking, and
/// the state it reaches prints a position that parses back to the same.
pub fn abapro(data: &[u8]) {
    let Some((&selector, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let settings = settings_for::<jokoak_abalone::Abalone>(selector);
    let Some(result) = jokoak_abalone::Abalone::replay_native(text, &settings) else {
        panic!("Abalone has a native record format");
    };
    if let Ok((state, plies)) = result {
        assert!(
            plies <= text.len(),
            "{plies} plies from {} bytes",
            text.len()
        );
        check_position_reparses(&state);
    }
}
