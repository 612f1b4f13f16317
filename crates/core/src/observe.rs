//! Hidden information: what one seat may see, and full states consistent with it (DESIGN §2).

use std::fmt::Debug;

use crate::{Game, GameRng, Player};

/// A game with hidden information (the tile game's hands and draw pile).
pub trait Observe: Game {
    /// What one seat may see, as the game's spec lists it.
    type Observation: Clone + Debug + PartialEq;

    /// The observation of `player` in this state; `None` if `player` is not a seat of the
    /// game (`player.index() >= num_players()`).
    fn observation(&self, player: Player) -> Option<Self::Observation>;
}

/// A game that can sample full states consistent with one seat's observation.
pub trait Determinize: Observe {
    /// A full state whose `observation(player)` equals this state's, the hidden parts (unseen
    /// tiles) redrawn with `rng`; `None` if `player` is not a seat of the game.
    fn determinize(&self, player: Player, rng: &mut GameRng) -> Option<Self>
    where
        Self: Sized;
}
