//! How long a search runs: depth, nodes or time (issue 10 item 3).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

/// The budget of one search. Every limit given applies; the search stops at the first one
/// reached. Depth and node limits are deterministic (the same position and table give the
/// same move); a time limit is not, and is never used in tests. Without any limit
/// (`Limits::default()`) a search deepens to [`crate::AlphaBeta`]'s deepest iteration, 64
/// plies, which in most positions takes longer than anyone waits: give one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration of iterative deepening, in plies (a chance outcome is a ply).
    pub depth: Option<u32>,
    /// The nodes (positions visited, quiescence included) after which the search stops: it
    /// stops at the next node, so it visits at most one more.
    pub nodes: Option<u64>,
    /// Wall-clock time for the move; one too long for the clock (`Duration::MAX`) is none.
    pub time: Option<Duration>,
}

impl Limits {
    /// A fixed depth in plies: 1 to 64 ([`crate::AlphaBeta`] counts 0 as 1 and a deeper
    /// limit as 64).
    #[must_use]
    pub fn depth(depth: u32) -> Self {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A fixed number of nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Self {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// A time per move.
    #[must_use]
    pub fn time(time: Duration) -> Self {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// The same limits shared among `parts` searches (one per determinization): nodes and
    /// time divided (at least 1 node, 1 ms), depth kept; `parts` 0 counts as 1.
    #[must_use]
    pub fn split(self, parts: u32) -> Self {
        let parts = parts.max(1);
        Limits {
            depth: self.depth,
            nodes: self.nodes.map(|n| (n / u64::from(parts)).max(1)),
            time: self.time.map(|t| (t / parts).max(Duration::from_millis(1))),
        }
    }
}

/// The time a move may take: the time limit, capped by a share of the clock's `remaining`
/// time (a twentieth, for the moves still to come) when the game is played on a clock.
#[must_use]
pub fn move_time(limit: Option<Duration>, remaining: Option<Duration>) -> Option<Duration> {
    let share = remaining.map(|r| r / 20);
    match (limit, share) {
        (Some(l), Some(s)) => Some(l.min(s)),
        (l, s) => l.or(s),
    }
}

/// A running search's clock and node count.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    start: Instant,
    deadline: Option<Instant>,
    max_nodes: Option<u64>,
    /// Set by another thread to end this search: the caller's (a Ctrl-C handler's), or for a
    /// helper thread the main search's end.
    stop: Option<Arc<AtomicBool>>,
    pub nodes: u64,
    pub stopped: bool,
}

impl Budget {
    pub fn new(limits: &Limits, time: Option<Duration>) -> Self {
        let start = Instant::now();
        Budget {
            start,
            // A time too long for the clock (`Duration::MAX`) is no deadline.
            deadline: time.and_then(|t| start.checked_add(t)),
            max_nodes: limits.nodes,
            stop: None,
            nodes: 0,
            stopped: false,
        }
    }

    /// The same budget, ended too when `stop` is set (checked every 1,024 nodes).
    pub fn with_stop(mut self, stop: Option<Arc<AtomicBool>>) -> Self {
        self.stop = stop;
        self
    }

    /// Counts a node; `true` if the search must stop now. Once stopped, nothing more is
    /// counted (the nodes that return at once are not visits).
    #[inline]
    pub fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.max_nodes.is_some_and(|m| self.nodes > m) {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0
            && (self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.stop.as_ref().is_some_and(|s| s.load(Relaxed)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_caps_the_time_per_move() {
        let s = Duration::from_secs;
        // A twentieth of 60 s left is 3 s: below the 5 s limit, above the 1 s one.
        assert_eq!(move_time(Some(s(5)), Some(s(60))), Some(s(3)));
        assert_eq!(move_time(Some(s(1)), Some(s(60))), Some(s(1)));
        assert_eq!(move_time(None, Some(s(60))), Some(s(3)));
        assert_eq!(move_time(Some(s(2)), None), Some(s(2)));
        assert_eq!(move_time(None, None), None);
    }

    #[test]
    fn determinizations_share_the_budget() {
        let l = Limits {
            depth: Some(4),
            nodes: Some(800),
            time: Some(Duration::from_millis(1000)),
        };
        let part = l.split(8);
        assert_eq!(part.depth, Some(4));
        assert_eq!(part.nodes, Some(100));
        assert_eq!(part.time, Some(Duration::from_millis(125)));
        assert_eq!(Limits::nodes(3).split(8).nodes, Some(1));
    }
}
