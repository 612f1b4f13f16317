//! What the page shows of a position and how a person clicks a move: the bridge between the
//! server and the games' pictures (issue 12). Every game gets it through one blanket impl, so
//! the server has no per-game code.

use jokoak_core::{Player, Setup};

/// A position as the page draws it, and the clicks that make a move.
pub trait Picture: Setup {
    /// The position as a self-contained SVG for `seat` (hidden hands of other seats masked),
    /// with `last` highlighted as the last move and the elements whose `data-key` is in
    /// `selected` or `targets` highlighted; `None` when the game draws no picture (the page
    /// then shows the text board).
    fn picture(
        &self,
        seat: Player,
        last: Option<&Self::Move>,
        selected: &[String],
        targets: &[String],
    ) -> Option<String>;

    /// The `data-key`s of the picture's elements a person clicks, in order, to make `mv`;
    /// empty for a move the page shows as a button (a pass).
    fn click_path(&self, mv: &Self::Move) -> Vec<String>;
}

impl<G: Setup> Picture for G {
    fn picture(
        &self,
        _seat: Player,
        _last: Option<&Self::Move>,
        _selected: &[String],
        _targets: &[String],
    ) -> Option<String> {
        None
    }

    fn click_path(&self, _mv: &Self::Move) -> Vec<String> {
        Vec::new()
    }
}
