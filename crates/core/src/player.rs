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

/// Declares a two-seat game's `Seat` enum (docs/architecture.md, "One crate template, one
/// vocabulary"): the two seats in seat order, each with its notation letter, deriving `Clone`,
/// `Copy`, `Debug`, `PartialEq`, `Eq`, `Hash`, `PartialOrd` and `Ord` (attributes and doc
/// comments written before `pub enum` are kept, so a crate adds its serde derive there). It
/// implements `Seat::ALL`, `index`, `opponent`, `player`, `from_player`, `letter`,
/// `from_letter` and `Display` (the letter); the game adds what only it has in an `impl Seat`
/// of its own.
///
/// ```
/// jokoak_core::two_seats! {
///     /// Bul's sides (bul.md §1).
///     pub enum Seat {
///         /// Red, seat 0.
///         Red: 'R',
///         /// Blue, seat 1.
///         Blue: 'B',
///     }
/// }
/// use jokoak_core::Player;
/// assert_eq!(Seat::ALL, [Seat::Red, Seat::Blue]);
/// assert_eq!(Seat::Red.opponent(), Seat::Blue);
/// assert_eq!(Seat::from_player(Player(1)), Some(Seat::Blue));
/// assert_eq!(Seat::from_player(Player(2)), None);
/// assert_eq!(Seat::from_letter('R'), Some(Seat::Red));
/// assert_eq!(Seat::Blue.to_string(), "B");
/// ```
#[macro_export]
macro_rules! two_seats {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(#[$a_meta:meta])*
            $a:ident : $a_letter:literal,
            $(#[$b_meta:meta])*
            $b:ident : $b_letter:literal $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $(#[$a_meta])*
            $a,
            $(#[$b_meta])*
            $b,
        }

        impl $name {
            #[doc = concat!("Both seats in seat order: `", stringify!($a), "`, `", stringify!($b), "`.")]
            pub const ALL: [$name; 2] = [$name::$a, $name::$b];

            #[doc = concat!("The seat index, for per-seat arrays: ", stringify!($a), " 0, ", stringify!($b), " 1 (DESIGN §2).")]
            #[must_use]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The other seat.
            #[must_use]
            pub const fn opponent(self) -> $name {
                match self {
                    $name::$a => $name::$b,
                    $name::$b => $name::$a,
                }
            }

            #[doc = concat!("The seat as the core counts it: ", stringify!($a), " `Player(0)`, ", stringify!($b), " `Player(1)`.")]
            #[must_use]
            pub const fn player(self) -> $crate::Player {
                $crate::Player(self as u8)
            }

            #[doc = concat!("The seat of a core `Player`: `Player(0)` is ", stringify!($a), ", `Player(1)` ", stringify!($b), ", any other `None`.")]
            #[must_use]
            pub const fn from_player(player: $crate::Player) -> ::core::option::Option<$name> {
                match player.0 {
                    0 => ::core::option::Option::Some($name::$a),
                    1 => ::core::option::Option::Some($name::$b),
                    _ => ::core::option::Option::None,
                }
            }

            #[doc = concat!("The notation letter: `", $a_letter, "` or `", $b_letter, "`.")]
            #[must_use]
            pub const fn letter(self) -> char {
                match self {
                    $name::$a => $a_letter,
                    $name::$b => $b_letter,
                }
            }

            #[doc = concat!("The seat of a notation letter, `", $a_letter, "` or `", $b_letter, "`; `None` for any other character.")]
            #[must_use]
            pub const fn from_letter(letter: char) -> ::core::option::Option<$name> {
                match letter {
                    $a_letter => ::core::option::Option::Some($name::$a),
                    $b_letter => ::core::option::Option::Some($name::$b),
                    _ => ::core::option::Option::None,
                }
            }
        }

        impl ::core::fmt::Display for $name {
            /// The notation letter.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Write::write_char(f, self.letter())
            }
        }
    };
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
