//! Hidden information: what one seat may see (DESIGN §2).

use std::fmt::Debug;

use crate::{Game, Player};

/// What one seat of a game with hidden information sees (the tile game's hands and draw
/// pile), as data: for a person or an agent that is given only its seat's view. Search does
/// not need it: it samples full states through [`Game::determinize_for`], the one way the
/// core handles hidden information (DESIGN §2), and a state rebuilt from an observation is
/// searched as if it were the true one.
///
/// In the tile game, a seat sees its own hand but not the others' (to-be-continued.md §9 T12):
///
/// ```
/// use jokoak_continued::{Continued, Options};
/// use jokoak_core::{Game, Observe, Player, ToMove, rng_from_seed, sample_chance};
///
/// let mut truth = Continued::new(Options::default(), 3)?;
/// let mut rng = rng_from_seed(2);
/// while truth.to_move() == ToMove::Chance {
///     let mut outcomes = Vec::new();
///     truth.chance_outcomes(&mut outcomes);
///     let i = sample_chance(&outcomes, &mut rng);
///     truth.play(&outcomes[i].0)?;
/// }
/// let seat = Player(0);
/// let sample = truth.determinize_for(seat, &mut rng).unwrap();
/// // The seat cannot tell the sample from the truth …
/// assert_eq!(sample.observation(seat), truth.observation(seat));
/// assert_eq!(sample.hand(seat), truth.hand(seat));
/// // … and a state can be built from the observation alone.
/// let obs = truth.observation(seat).unwrap();
/// let built = Continued::from_observation(&obs, &Options::default(), &mut rng)?;
/// assert_eq!(built.observation(seat), Some(obs));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Observe: Game {
    /// What one seat may see, as the game's spec lists it.
    type Observation: Clone + Debug + PartialEq;

    /// The observation of `player` in this state; `None` if `player` is not a seat of the
    /// game (`player.index() >= num_players()`).
    fn observation(&self, player: Player) -> Option<Self::Observation>;
}
