//! What `jokoak play` shows between the ply lines when a person watches (`--pretty`) or plays
//! (a `human` agent): the board (one seat's view when one human plays), the last ply and who
//! made it, and a clear line when a clock runs out (issue 12).

use jokoak_core::{Game, Match, Player, Setup, ToMove};

/// The running commentary of one game.
pub struct Narrator<G: Setup> {
    /// The seat of the single human, whose view is shown.
    human: Option<Player>,
    /// `true` when any seat is a human: the last ply is spelled out after each board.
    humans: bool,
    /// Who acted in the state before the ply being shown.
    actor: ToMove,
    /// The state before the ply being shown, kept under time control to recognise a flag fall.
    before: Option<Match<G>>,
}

impl<G: Setup> Narrator<G> {
    /// The commentary of a game starting at `start`; `timed` keeps the previous state to
    /// recognise flag falls.
    pub fn new(start: &Match<G>, human: Option<Player>, humans: bool, timed: bool) -> Self {
        Narrator {
            human,
            humans,
            actor: start.to_move(),
            before: timed.then(|| start.clone()),
        }
    }

    /// The board as the watcher may see it.
    fn board(&self, state: &Match<G>) -> String {
        let mut text = match self.human {
            Some(seat) => state.current().view(seat),
            None => state.current().board(),
        };
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text
    }

    /// What comes before the first ply: the board and, for a human, their seat.
    pub fn start(&self, state: &Match<G>) -> String {
        let mut text = self.board(state);
        if let Some(seat) = self.human {
            let labels = state.current().seat_labels();
            let me = labels.get(seat.index()).map_or("?", String::as_str);
            text.push_str(&format!(
                " you are {me}; type `help` for the notation and the commands\n"
            ));
        }
        text
    }

    /// What follows the ply line of `mv`, which led to `state`: a flag-fall line, the board,
    /// and for human games the last ply with who made it.
    pub fn ply(&mut self, state: &Match<G>, mv: &G::Move) -> String {
        let labels = state.current().seat_labels();
        let label = |p: Player| labels.get(p.index()).map_or("?", String::as_str);
        let mut text = String::new();
        if let (Some(before), ToMove::Player(p)) = (&self.before, self.actor)
            && before.time_out_move(p).as_ref() == Some(mv)
        {
            text.push_str(&format!(
                " {who}'s clock ran out: {who} loses on time ({mv})\n",
                who = label(p)
            ));
        }
        text.push_str(&self.board(state));
        if self.humans {
            let shown = match self.human {
                Some(seat) => state.current().ply_seen_by(mv, seat),
                None => mv.to_string(),
            };
            let who = match self.actor {
                ToMove::Player(p) => format!("{} played {shown}", label(p)),
                _ => format!("chance: {shown}"),
            };
            let you = self
                .human
                .map(|s| format!("you are {} · ", label(s)))
                .unwrap_or_default();
            text.push_str(&format!(" {you}last: {who}\n"));
        }
        self.actor = state.to_move();
        if self.before.is_some() {
            self.before = Some(state.clone());
        }
        text
    }
}
