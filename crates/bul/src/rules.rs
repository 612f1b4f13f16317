//! The rules: legal-move generation (bul.md §6, §7, §7.1), applying a ply (§8), the end
//! (§9, §13), and the `Game` impl.

use jokoak_core::{Game, NodeGuard, Outcome, Probability, ToMove, WrongNode};

use crate::dice::{Throw, yellow_probability};
use crate::position::Node;
use crate::{Bul, Move, MoveKind, PlayError, Seat, Stack};

/// The bit of position `p` in a control mask (masked, so garbage never panics).
#[inline]
const fn bit(p: u8) -> u32 {
    1 << (p & 31)
}

/// Index of position `p` in the cells (masked, so garbage never panics).
#[inline]
const fn at(p: u8) -> usize {
    (p & 31) as usize
}

impl Bul {
    /// Calls `emit` with every legal move of `side` for a throw of `points`, in the order of
    /// §7.1: entry first, then by starting position; forced moves (move 9) only when nothing
    /// else is legal; `Pass` only when nothing at all is.
    #[inline]
    pub(crate) fn for_each_legal(&self, side: Seat, points: u8, emit: &mut impl FnMut(Move)) {
        if points == 0 {
            emit(Move::Pass);
            return;
        }
        let o = &self.options;
        let n = points;
        let h = o.far_end();
        let me = side.index();
        let own = self.control[me];
        let enemy = self.control[1 - me];
        let (home_pos, far_pos) = match side {
            Seat::Red => (0, h),
            Seat::Blue => (h, 0),
        };
        // A step of `n` towards the far end (lone pieces), and one towards home (stacks).
        let ahead = |p: u8| match side {
            Seat::Red => p + n,
            Seat::Blue => p - n,
        };
        let back = |p: u8| match side {
            Seat::Red => p - n,
            Seat::Blue => p + n,
        };
        let mut found = false;
        // Stacks whose step lands on a lone enemy piece (moves 8 and 9).
        let mut onto_lone = 0u32;

        // Move 1: enter (T ≥ 5 ≥ n, so the entry space is on the track).
        if self.home[me] > 0 {
            let to = ahead(home_pos);
            if own & bit(to) == 0 {
                emit(Move::Step { from: home_pos, to });
                found = true;
            }
        }
        let mut bits = own;
        while bits != 0 {
            let p = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            if self.cells[at(p)].is_lone() {
                // Moves 2, 3, 5 and 4 (the lap): lone pieces run to the far end.
                let dist = far_pos.abs_diff(p);
                if n < dist {
                    let to = ahead(p);
                    if own & bit(to) == 0 {
                        emit(Move::Step { from: p, to });
                        found = true;
                    }
                } else if n == dist || !o.exact_count_far_end {
                    emit(Move::Step {
                        from: p,
                        to: far_pos,
                    });
                    found = true;
                }
            } else {
                // Moves 6, 7 (and 8, 9): stacks head to their controller's home.
                let dist = p.abs_diff(home_pos);
                if n >= dist {
                    emit(Move::Step {
                        from: p,
                        to: home_pos,
                    });
                    found = true;
                } else {
                    let to = back(p);
                    if own & bit(to) != 0 {
                        continue;
                    }
                    if enemy & bit(to) != 0 && self.cells[at(to)].is_lone() {
                        if o.stacks_capture_singles {
                            emit(Move::Step { from: p, to });
                            found = true;
                        } else {
                            onto_lone |= bit(p);
                        }
                    } else {
                        emit(Move::Step { from: p, to });
                        found = true;
                    }
                }
            }
        }
        if found {
            return;
        }
        // Move 9: nothing else is legal, so a stack must land on a lone enemy piece.
        if onto_lone != 0 && o.forced_stack_onto_single {
            let mut bits = onto_lone;
            while bits != 0 {
                let p = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let to = back(p);
                emit(Move::Step { from: p, to });
            }
            return;
        }
        // Move 10.
        emit(Move::Pass);
    }

    /// `true` if `mv` is a legal move of `side` with a throw of `points`.
    fn is_legal(&self, side: Seat, points: u8, mv: Move) -> bool {
        let mut found = false;
        self.for_each_legal(side, points, &mut |m| found |= m == mv);
        found
    }

    /// What the legal move `mv` does (§7 move types 1–10); `None` if `mv` is not a legal
    /// move here (including chance outcomes and finished games).
    #[must_use]
    pub fn move_kind(&self, mv: &Move) -> Option<MoveKind> {
        let Node::Move { seat: side, points } = self.node else {
            return None;
        };
        if !self.is_legal(side, points, *mv) {
            return None;
        }
        let Move::Step { from, to } = *mv else {
            return Some(MoveKind::Pass);
        };
        let dest = self.cells[at(to)];
        let lone_lands = |entering| {
            Some(if dest.is_empty() {
                if entering {
                    MoveKind::Enter
                } else {
                    MoveKind::Advance
                }
            } else if dest.is_lone() {
                MoveKind::Capture { entering }
            } else {
                MoveKind::Recapture { entering }
            })
        };
        if from == self.home_position(side) {
            return lone_lands(true);
        }
        let cell = self.cells[at(from)];
        if cell.is_lone() {
            if to == self.home_position(side.opponent()) {
                return Some(MoveKind::Lap);
            }
            return lone_lands(false);
        }
        Some(if to == self.home_position(side) {
            MoveKind::StackArrive
        } else if dest.is_empty() {
            MoveKind::StackMove
        } else if dest.is_stack() {
            MoveKind::StackCapture
        } else if self.options.stacks_capture_singles {
            MoveKind::StackTakesLone
        } else {
            MoveKind::ForcedOntoLone
        })
    }

    /// Why `mv` is not legal for `side` with `points` (for [`PlayError::Illegal`]).
    fn illegal_reason(&self, side: Seat, points: u8, mv: Move) -> &'static str {
        let Move::Step { from, to } = mv else {
            return "a legal move exists, so the turn may not be passed (bul.md §5, A18)";
        };
        let t = self.options.track_spaces;
        let lands_on_own = (1..=t).contains(&to) && self.controls(side, to);
        if from == self.home_position(side) {
            return if self.home(side) == 0 {
                "no piece of the mover waits at home (bul.md §7 move 1)"
            } else if lands_on_own {
                "the landing space is the mover's own (bul.md §6)"
            } else {
                "an entering piece lands on the space the throw counts from its home (bul.md §2)"
            };
        }
        if !(1..=t).contains(&from) || !self.controls(side, from) {
            return "FROM is neither the mover's home nor a space the mover controls (bul.md §7)";
        }
        if lands_on_own {
            return "the landing space is the mover's own (bul.md §6)";
        }
        let n = points;
        let cell = self.cells[at(from)];
        if cell.is_lone() {
            let dist = match side {
                Seat::Red => self.options.far_end() - from,
                Seat::Blue => from,
            };
            if n > dist && self.options.exact_count_far_end {
                return "a lone piece reaches the far end by exact count only (bul.md §2, A6)";
            }
            return "TO is not where the throw takes this lone piece forward (bul.md §2, §14)";
        }
        let dest = self.cells[at(to)];
        if dest.is_lone() && dest.controller() == Some(side.opponent()) {
            return if self.options.forced_stack_onto_single {
                "a stack may not land on a lone enemy piece while another move exists (bul.md §7 moves 8, 9)"
            } else {
                "a stack may not land on a lone enemy piece (bul.md §7 move 8)"
            };
        }
        "TO is not where the throw takes this stack toward its controller's home (bul.md §7 move 7, §14)"
    }

    /// Applies a move of `side` without checking it (§8), then the end check (§9).
    #[inline]
    fn apply_step(&mut self, side: Seat, from: u8, to: u8) {
        let me = side.index();
        let opp = side.opponent();
        let (home_pos, far_pos) = (self.home_position(side), self.home_position(opp));
        if from == home_pos {
            if self.home[me] == 0 {
                // Not a move (only a caller's bug gets here): never create a piece, so a
                // space can never outgrow its `u64`.
                return;
            }
            self.home[me] -= 1;
            self.land_lone(side, to);
        } else {
            let cell = self.cells[at(from)];
            self.cells[at(from)] = Stack::EMPTY;
            self.control[me] &= !bit(from);
            if cell.is_lone() {
                if to == far_pos {
                    self.home[me] = self.home[me].saturating_add(1);
                } else {
                    self.land_lone(side, to);
                }
            } else if to == home_pos {
                // Move 7: the controller's pieces go home, the others die.
                self.home[me] = self.home[me].saturating_add(cell.count(side) as u8);
                self.dead[opp.index()] =
                    self.dead[opp.index()].saturating_add(cell.count(opp) as u8);
            } else {
                self.land_stack(side, cell, to);
            }
        }
        // §9: after every move, a side with nobody at home and no space controlled is out.
        let red_out = self.is_out(Seat::Red);
        let blue_out = self.is_out(Seat::Blue);
        self.node = match (red_out, blue_out) {
            (false, false) => Node::Throw(opp),
            (true, false) => Node::Over(Some(Seat::Blue)),
            (false, true) => Node::Over(Some(Seat::Red)),
            (true, true) => Node::Over(None),
        };
    }

    /// A lone piece of `side` lands on `to`: empty, or on top of an enemy piece or stack
    /// (moves 1, 2, 3, 5).
    #[inline]
    fn land_lone(&mut self, side: Seat, to: u8) {
        let i = at(to);
        self.cells[i] = self.cells[i].with_on_top(side);
        self.control[side.index()] |= bit(to);
        self.control[1 - side.index()] &= !bit(to);
    }

    /// A stack controlled by `side` lands on `to` (moves 6, 7, and 8/9).
    #[inline]
    fn land_stack(&mut self, side: Seat, stack: Stack, to: u8) {
        let i = at(to);
        let dest = self.cells[i];
        let opp = side.opponent();
        if dest.is_lone() && dest.controller() == Some(opp) {
            if self.options.stacks_capture_singles {
                // §10: the lone piece goes under; the stack keeps its controller.
                self.cells[i] = stack.with_at_bottom(opp);
            } else {
                // Move 9: the lone piece goes on top and captures the stack.
                self.cells[i] = stack.with_on_top(opp);
                return;
            }
        } else {
            // An empty space, or move 6: the moving stack goes on top.
            self.cells[i] = dest.with_stack_on_top(stack);
        }
        self.control[side.index()] |= bit(to);
        self.control[opp.index()] &= !bit(to);
    }

    /// Counts a ply and ends the game as a draw at the ply limit (§13, §14).
    #[inline]
    fn count_ply(&mut self) {
        self.plies += 1;
        if let Some(limit) = self.options.ply_limit
            && self.plies >= limit
            && !matches!(self.node, Node::Over(_))
        {
            self.node = Node::Over(None);
        }
    }
}

impl NodeGuard for Bul {
    /// `first:R`, `first:B` (§4) and `yellow:0` … `yellow:4` (§5).
    fn is_chance_outcome(mv: &Move) -> bool {
        matches!(mv, Move::First(_) | Move::Yellow(_))
    }

    fn wrong_node(&self, mv: &Move, wrong: WrongNode) -> PlayError {
        let mv = *mv;
        match wrong {
            WrongNode::Over => PlayError::GameOver { mv },
            WrongNode::DecisionAtChance => PlayError::ThrowDue {
                mv,
                side_to_throw: match self.node {
                    Node::Throw(Seat::Red) => "Red",
                    Node::Throw(Seat::Blue) => "Blue",
                    _ => "the opening draw",
                },
            },
            WrongNode::ChanceAtDecision => PlayError::NotAnOutcome {
                mv,
                expected: "a player is to move",
            },
        }
    }
}

impl Game for Bul {
    /// The platform-stable hash of the position ([`jokoak_core::search::stable_hash`]).
    fn hash_key(&self) -> u64 {
        jokoak_core::search::stable_hash(&self.position())
    }

    type Move = Move;
    type Error = PlayError;

    fn num_players(&self) -> usize {
        2
    }

    #[inline]
    fn to_move(&self) -> ToMove {
        match self.node {
            Node::Opening | Node::Throw(_) => ToMove::Chance,
            Node::Move { seat: side, .. } => ToMove::Player(side.player()),
            Node::Over(_) => ToMove::Over,
        }
    }

    /// The legal moves of §7.1 at a decision node (at least `pass`).
    #[inline]
    fn legal_moves(&self, out: &mut Vec<Move>) {
        if let Node::Move { seat: side, points } = self.node {
            self.for_each_legal(side, points, &mut |m| out.push(m));
        }
    }

    /// `first:R`, `first:B` (½ each) at the opening; `yellow:0` … `yellow:4` with
    /// C(4,K)/16 at a throw, never merged by points (§14).
    fn chance_outcomes(&self, out: &mut Vec<(Move, Probability)>) {
        match self.node {
            Node::Opening => {
                out.push((Move::First(Seat::Red), Probability::HALF));
                out.push((Move::First(Seat::Blue), Probability::HALF));
            }
            Node::Throw(_) => {
                out.extend(Throw::ALL.map(|k| (Move::Yellow(k), yellow_probability(k.yellow()))));
            }
            _ => {}
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        let mv = *mv;
        self.guard_node(&mv)?;
        // Past the guard a chance outcome is at a chance node and a decision at a decision
        // node; left to check: the chance node's own outcomes and the rules of a move.
        match (self.node, mv) {
            (Node::Opening, Move::Yellow(_)) => {
                return Err(PlayError::NotAnOutcome {
                    mv,
                    expected: "the opening draw: first:R or first:B",
                });
            }
            (Node::Throw(_), Move::First(_)) => {
                return Err(PlayError::NotAnOutcome {
                    mv,
                    expected: "a throw: yellow:0 to yellow:4",
                });
            }
            (Node::Move { seat: side, points }, _) if !self.is_legal(side, points, mv) => {
                return Err(PlayError::Illegal {
                    mv,
                    side,
                    points,
                    reason: self.illegal_reason(side, points, mv),
                });
            }
            _ => {}
        }
        self.play_unchecked(&mv);
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        match (self.node, *mv) {
            (Node::Opening, Move::First(side)) => self.node = Node::Throw(side),
            (Node::Throw(side), Move::Yellow(k)) => {
                self.node = Node::Move {
                    seat: side,
                    points: self.options.scoring.points(k.yellow()),
                };
            }
            (Node::Move { seat: side, .. }, Move::Pass) => self.node = Node::Throw(side.opponent()),
            (Node::Move { seat: side, .. }, Move::Step { from, to }) => {
                self.apply_step(side, from, to)
            }
            _ => return,
        }
        self.count_ply();
    }

    /// A win (1 point) for the side not out (§9), or a draw at the ply limit (§13).
    fn outcome(&self) -> Option<Outcome> {
        match self.node {
            Node::Over(Some(w)) => Outcome::win(2, w.player()).ok(),
            Node::Over(None) => Outcome::draw(2).ok(),
            _ => None,
        }
    }
}
