//! Checks of a two-seat evaluation whose features are "ours minus theirs" (docs/ai.md): what
//! one seat sees, the other sees negated.

use crate::{Evaluate, Player};

/// Asserts that `state`'s feature values seen from `seat` are `expected` (values worked out by
/// hand) and that the other seat of a two-seat game sees their negation.
///
/// # Panics
/// When either differs.
pub fn assert_features<G: Evaluate>(state: &G, seat: Player, expected: &[i32]) {
    let other = Player(1 - (seat.0 & 1));
    assert_eq!(
        state.feature_values(seat),
        expected,
        "features of seat {}",
        seat.0
    );
    let negated: Vec<i32> = expected.iter().map(|x| -x).collect();
    assert_eq!(
        state.feature_values(other),
        negated,
        "features of seat {}",
        other.0
    );
}

/// `Ok` if the two seats of `state` see each other's feature values negated, and each other's
/// evaluation negated.
///
/// # Errors
/// What differs: `features [seat 0's] v [seat 1's]`, or `evaluate is not antisymmetric`.
pub fn check_antisymmetric<G: Evaluate>(state: &G) -> Result<(), String> {
    let (a, b) = (
        state.feature_values(Player(0)),
        state.feature_values(Player(1)),
    );
    if a.iter().zip(&b).any(|(x, y)| *x != -*y) || a.len() != b.len() {
        return Err(format!("features {a:?} v {b:?}"));
    }
    if state.evaluate(Player(0)) != -state.evaluate(Player(1)) {
        return Err("evaluate is not antisymmetric".into());
    }
    Ok(())
}
