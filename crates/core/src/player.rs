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
