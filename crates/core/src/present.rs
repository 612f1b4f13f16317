//! How a state is shown to people (DESIGN §6.1): its seat labels, its picture, and what one
//! seat may see of it and of the ply that led to it.

use crate::{Game, Player};

/// A game's presentation: what the CLI prints and the page of `jokoak serve` shows. Every
/// game has exactly one picture, its [`Present::board`]; games with hidden information also
/// say what one seat may see ([`Present::view`], [`Present::ply_seen_by`]).
pub trait Present: Game {
    /// The seat labels in seat order (DESIGN §6.1): Linja `["B", "R"]`, Abalone
    /// `["b", "w", "r"]` with 3 players.
    fn seat_labels(&self) -> Vec<String>;

    /// The position as a text picture for people (a Unicode board).
    fn board(&self) -> String;

    /// What `seat` may see of the position, as text for a person playing that seat: games
    /// with hidden information show only the seat's own hand. Default: the whole
    /// [`Present::board`].
    fn view(&self, seat: Player) -> String {
        let _ = seat;
        self.board()
    }

    /// How the ply `mv` that led to this state looks to `seat`: its notation, or a masked form
    /// where it carries something the seat may not see (the tile game's `tile:?` for a tile
    /// drawn by another seat). Default: the notation.
    fn ply_seen_by(&self, mv: &Self::Move, seat: Player) -> String {
        let _ = seat;
        mv.to_string()
    }
}
