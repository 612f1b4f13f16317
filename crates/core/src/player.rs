//! Seats and whose turn it is (DESIGN §2).

use std::fmt;

/// A fixed seat at the table, numbered from 0.
///
/// Each game fixes what its seats mean (DESIGN §2): Linja `B`=0 `R`=1; Bul `R`=0 `B`=1;
/// Agon `A`=0 `B`=1; Abalone `b`=0 `w`=1 `r`=2; the tile game seats `0..n`. Who moves first
/// is separate from the seat number and is usually decided by a chance node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player(pub u8);

impl Player {
    /// The seat as an index into per-player arrays (`0..num_players`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seats of an `n`-player game in seat order, `Player(0)..Player(n - 1)` (at most 256:
    /// larger `n` yields the 256 representable seats).
    ///
    /// ```
    /// use jokoak_core::Player;
    /// assert_eq!(Player::all(3).collect::<Vec<_>>(), [Player(0), Player(1), Player(2)]);
    /// ```
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = Player> + ExactSizeIterator + Clone {
        (0..n.min(256)).map(|i| Player(i as u8))
    }
}

/// A seat index that is not a seat: it does not fit a [`Player`] (above 255).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("seat {0} is out of range (seats are 0 to 255)")]
pub struct SeatOutOfRange(pub usize);

impl TryFrom<usize> for Player {
    type Error = SeatOutOfRange;

    /// The seat with index `i`.
    ///
    /// # Errors
    /// [`SeatOutOfRange`] if `i > 255`. Whether the seat exists in a given game is the game's
    /// check (`i < num_players()`).
    fn try_from(i: usize) -> Result<Self, Self::Error> {
        u8::try_from(i).map(Player).map_err(|_| SeatOutOfRange(i))
    }
}

impl From<Player> for usize {
    fn from(p: Player) -> usize {
        p.index()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who acts in a state: a player's decision, a chance node, or nobody because the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToMove {
    /// A decision node: this seat picks one of `legal_moves`.
    Player(Player),
    /// A chance node: the next ply is one of `chance_outcomes`, drawn by its probability.
    Chance,
    /// The game is over; `outcome()` is `Some`.
    Over,
}

impl ToMove {
    /// The seat to act at a decision node, `None` at chance nodes and at the end.
    #[must_use]
    pub const fn player(self) -> Option<Player> {
        match self {
            ToMove::Player(p) => Some(p),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_from_indices() {
        assert_eq!(Player::all(0).count(), 0);
        assert_eq!(Player::all(6).last(), Some(Player(5)));
        assert_eq!(Player::all(1000).len(), 256);
        assert_eq!(Player::try_from(255), Ok(Player(255)));
        assert_eq!(Player::try_from(256), Err(SeatOutOfRange(256)));
        assert_eq!(usize::from(Player(4)), 4);
    }
}
