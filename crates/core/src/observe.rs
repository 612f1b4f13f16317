//! Hidden information: what one seat may see, and full states consistent with it (DESIGN §2).

use std::fmt::Debug;

use crate::{Game, GameRng, Player};

/// A game with hidden information (the tile game's hands and draw pile).
pub trait Observe: Game {
    /// What one seat may see, as the game's spec lists it.
    type Observation: Clone + Debug + PartialEq;

    /// The observation of `player` in this state.
    fn observation(&self, player: Player) -> Self::Observation;
}

/// A game that can sample full states consistent with one seat's observation.
pub trait Determinize: Observe {
    /// A full state whose `observation(player)` equals this state's, the hidden parts (unseen
    /// tiles) redrawn with `rng`.
    fn determinize(&self, player: Player, rng: &mut GameRng) -> Self;
}
