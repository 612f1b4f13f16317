//! `jokoak svg`: a position as an SVG picture (issue 12; the games' [`Draw`] impls).

use std::io::Write as _;

use jokoak_core::{Draw, DrawOptions, Player};

use crate::cli::Command;
use crate::commands::state_of;
use crate::error::CliError;

/// Runs `jokoak svg` for game `G`: the picture of `--state` (default: the initial state) as
/// `--seat` sees it (default: the public view), on standard output.
///
/// # Errors
/// [`CliError::Input`] for bad settings, a bad position or a seat the game does not have.
pub fn run<G: Draw + 'static>(command: Command) -> Result<(), CliError> {
    let Command::Svg { game, state, seat } = command else {
        return Ok(());
    };
    let state: G = state_of(state.as_deref(), &game)?;
    let seat = seat.as_deref().map(|s| seat_of(&state, s)).transpose()?;
    let svg = state.svg(&DrawOptions {
        seat,
        ..DrawOptions::default()
    });
    let mut out = std::io::stdout().lock();
    out.write_all(svg.as_bytes())?;
    Ok(())
}

/// The seat named `text`: a seat label (`B`, `w`, `2`, …) or a seat number `0..players`.
fn seat_of<G: Draw>(state: &G, text: &str) -> Result<Player, CliError> {
    let labels = state.seat_labels();
    if let Some(i) = labels.iter().position(|l| l == text) {
        return Ok(Player(i as u8));
    }
    match jokoak_core::parse_decimal(text) {
        Some(n) if (n as usize) < labels.len() => Ok(Player(n as u8)),
        _ => {
            let last = labels.len().saturating_sub(1);
            let numbered = labels.iter().enumerate().all(|(i, l)| *l == i.to_string());
            let seats = if numbered {
                format!("0-{last}")
            } else {
                format!("{} or 0-{last}", labels.join(", "))
            };
            Err(CliError::Input(format!(
                "seat `{text}` is not a seat of this game (seats: {seats})"
            )))
        }
    }
}
