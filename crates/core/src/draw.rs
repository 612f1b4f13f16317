//! Pictures of positions: every game draws a state as a self-contained SVG whose clickable
//! parts carry keys, and tells which keys a person clicks to make each move (issue 12, the
//! contract in `docs/architecture.md` "Pictures").

use crate::{Player, Setup};

/// What a picture shows besides the position itself.
///
/// `selected` and `targets` hold `data-key` values of the picture (see [`Draw`]); keys that do
/// not occur in it are ignored.
#[derive(Debug)]
pub struct DrawOptions<'a, M> {
    /// The seat whose hidden information (the tile game's hand) may be shown; `None` shows
    /// only what every seat sees (DESIGN §2 "Hidden information", the game's `Observe`).
    pub seat: Option<Player>,
    /// The ply that led to this state, highlighted where the picture can show it.
    pub last_move: Option<&'a M>,
    /// Keys the person has clicked so far in the current move (drawn as selected).
    pub selected: &'a [String],
    /// Keys the person may click next (drawn as targets).
    pub targets: &'a [String],
}

impl<M> Default for DrawOptions<'_, M> {
    fn default() -> Self {
        DrawOptions {
            seat: None,
            last_move: None,
            selected: &[],
            targets: &[],
        }
    }
}

impl<M> Clone for DrawOptions<'_, M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for DrawOptions<'_, M> {}

impl<'a, M> DrawOptions<'a, M> {
    /// The public view with nothing highlighted.
    #[must_use]
    pub fn public() -> Self {
        Self::default()
    }

    /// The view of `seat` (its own hidden hand shown).
    #[must_use]
    pub fn seat(seat: Player) -> Self {
        DrawOptions {
            seat: Some(seat),
            ..Self::default()
        }
    }

    /// The same options with `mv` highlighted as the last ply.
    #[must_use]
    pub fn with_last_move(self, mv: Option<&'a M>) -> Self {
        DrawOptions {
            last_move: mv,
            ..self
        }
    }

    /// `true` if `key` is among the selected keys.
    #[must_use]
    pub fn is_selected(&self, key: &str) -> bool {
        self.selected.iter().any(|k| k == key)
    }

    /// `true` if `key` is among the target keys.
    #[must_use]
    pub fn is_target(&self, key: &str) -> bool {
        self.targets.iter().any(|k| k == key)
    }
}

/// A game that draws its positions as SVG and maps moves to clicks on the picture.
///
/// The contract (`docs/architecture.md` "Pictures"):
/// - [`Draw::svg`] returns one self-contained SVG document (no external fonts, images or
///   scripts). Every clickable part (a cell, a piece, a stack, a tile in hand, a table spot)
///   is one element carrying `data-key="KEY"` and `class="key"`; a key occurs at most once.
/// - [`Draw::clicks`] gives, for a legal move of this state, the keys a person clicks in order
///   to make it; each key occurs in the picture of this state. Distinct legal moves have
///   distinct sequences, and no move's sequence is a proper prefix of another's, so a page
///   knows a move is complete the moment its last key is clicked ([`click_step`]).
/// - A move with an empty sequence (a pass, a chance outcome, a choice with nothing to point
///   at) is shown as a button labelled with its notation.
///
/// Both methods have defaults, so a game without a picture of its own implements it empty
/// (`impl Draw for Bachet {}`, `crates/cli/examples/sixth_game/`): its text picture in an SVG
/// and every move a button, enough for `jokoak svg` and the page of `jokoak serve`.
pub trait Draw: Setup {
    /// The state as an SVG document, as `opts.seat` may see it, with `opts`' highlights.
    ///
    /// Default: the text picture, [`crate::Present::view`] of `opts.seat` (without a seat,
    /// [`crate::Present::board`], or nothing for a game with
    /// [`crate::Game::HIDDEN_INFORMATION`]), one monospaced line per line, the last ply under
    /// it and who acts or the result as the caption; no clickable part.
    fn svg(&self, opts: &DrawOptions<'_, Self::Move>) -> String {
        text_picture(self, opts)
    }

    /// The keys a person clicks, in order, to make `mv` in this state; empty for a move made
    /// with a button (see the trait's contract). Only meaningful for a move of this state.
    /// Default: empty, every move a button (what the default [`Draw::svg`] draws).
    fn clicks(&self, mv: &Self::Move) -> Vec<String> {
        let _ = mv;
        Vec::new()
    }
}

/// The default [`Draw::svg`]: the text picture `opts.seat` may see, the last ply as that seat
/// sees it, and who acts or the result (`result: A>B A:1 B:0`, docs/cli.md) as the caption.
fn text_picture<G: Setup>(state: &G, opts: &DrawOptions<'_, G::Move>) -> String {
    const LINE: f64 = 20.0;
    const CHAR: f64 = 9.0;
    let hidden = G::HIDDEN_INFORMATION;
    let picture = match opts.seat {
        Some(seat) => state.view(seat),
        None if hidden => String::new(),
        None => state.board(),
    };
    let last = match (opts.last_move, opts.seat) {
        (Some(mv), Some(seat)) => Some(state.ply_seen_by(mv, seat)),
        (Some(mv), None) if !hidden => Some(mv.to_string()),
        _ => None,
    };
    let labels = state.seat_labels();
    let label = |p: Player| {
        labels
            .get(p.index())
            .cloned()
            .unwrap_or_else(|| p.index().to_string())
    };
    let caption = match state.to_move() {
        crate::ToMove::Player(p) => format!("{} to move", label(p)),
        crate::ToMove::Chance => "chance".to_owned(),
        crate::ToMove::Over => {
            let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
            state.outcome().map_or_else(
                || "over".to_owned(),
                |o| format!("result: {}", o.summary(&labels)),
            )
        }
    };
    let mut lines: Vec<String> = picture.lines().map(str::to_owned).collect();
    if let Some(last) = last {
        lines.push(format!("last: {last}"));
    }
    let widest = lines
        .iter()
        .chain(std::iter::once(&caption))
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let width = 40.0 + CHAR * widest as f64;
    let height = LINE * (lines.len() as f64 + 2.0) + 10.0;
    let mut svg = crate::svg::Svg::new(width, height);
    for (i, line) in lines.iter().enumerate() {
        svg.el("text")
            .num("x", 20.0)
            .num("y", LINE * (i as f64 + 1.5))
            .attr("font-family", "monospace")
            .attr("style", "white-space:pre")
            .text(line);
    }
    svg.caption(width / 2.0, height - 15.0, &caption);
    svg.finish()
}

/// Where a person stands after clicking `selected` (a prefix of some legal move's clicks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClickStep<M> {
    /// The keys that extend `selected` towards a legal move, each once, in the order of the
    /// legal moves.
    pub targets: Vec<String>,
    /// The legal move whose whole sequence is `selected`, if any.
    pub complete: Option<M>,
    /// The legal moves with no clicks (buttons), in legal-move order.
    pub buttons: Vec<M>,
}

/// What clicking `selected` means in `state` at a decision node: the keys that may follow,
/// the move `selected` completes, and the button moves ([`Draw`]'s contract). At a chance node
/// or at the end every outcome is a button and nothing is clickable.
#[must_use]
pub fn click_step<G: Draw>(state: &G, selected: &[String]) -> ClickStep<G::Move> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut step = ClickStep {
        targets: Vec::new(),
        complete: None,
        buttons: Vec::new(),
    };
    for mv in moves {
        let keys = state.clicks(&mv);
        if keys.is_empty() {
            step.buttons.push(mv);
        } else if keys.len() > selected.len() && keys.starts_with(selected) {
            let next = &keys[selected.len()];
            if !step.targets.contains(next) {
                step.targets.push(next.clone());
            }
        } else if keys == selected {
            step.complete = Some(mv);
        }
    }
    step
}

/// The chance outcomes or legal moves of `state` whose clicks are empty: what a page shows as
/// buttons. A convenience over [`click_step`] with nothing selected.
#[must_use]
pub fn button_moves<G: Draw>(state: &G) -> Vec<G::Move> {
    let mut out: Vec<G::Move> = Vec::new();
    if state.to_move() == crate::ToMove::Chance {
        let mut outcomes = Vec::new();
        state.chance_outcomes(&mut outcomes);
        out.extend(outcomes.into_iter().map(|(m, _)| m));
    } else {
        out = click_step(state, &[]).buttons;
    }
    out
}

/// Draws `state` for a person at `seat` after `last` (a convenience for callers holding a
/// [`crate::Game`] and its last ply).
#[must_use]
pub fn draw_for<G: Draw>(state: &G, seat: Option<Player>, last: Option<&G::Move>) -> String {
    let opts = DrawOptions {
        seat,
        last_move: last,
        ..DrawOptions::default()
    };
    state.svg(&opts)
}
