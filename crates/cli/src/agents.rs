//! Agents by name, as `--agents` spells them (DESIGN §6.1): `random`, `mcts[:ITERATIONS]`,
//! `human`.

use jokoak_core::{Agent, Match, RandomAgent, Setup};

use crate::error::CliError;

/// One agent per seat from `names` (one name for every seat, or one per seat).
///
/// # Errors
/// [`CliError::Input`] for an unknown agent or a wrong number of names.
pub fn build<G: Setup + 'static>(
    names: &[String],
    seats: usize,
) -> Result<Vec<Box<dyn Agent<Match<G>>>>, CliError> {
    let names: Vec<&String> = match names.len() {
        1 => vec![&names[0]; seats],
        n if n == seats => names.iter().collect(),
        n => {
            return Err(CliError::Input(format!(
                "{n} agents for {seats} seats (give one for every seat or one per seat)"
            )));
        }
    };
    names.into_iter().map(|name| one::<G>(name)).collect()
}

fn one<G: Setup + 'static>(name: &str) -> Result<Box<dyn Agent<Match<G>>>, CliError> {
    match name {
        "random" => Ok(Box::new(RandomAgent)),
        _ => Err(CliError::Input(format!(
            "unknown agent `{name}` (available: random)"
        ))),
    }
}
