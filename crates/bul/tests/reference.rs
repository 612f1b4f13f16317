//! A differential test: a deliberately naive model written straight from bul.md §6, §7, §7.1
//! and §9 (stacks as `Vec`s of letters, positions as signed integers, no bit tricks) must list
//! the same legal moves as the engine in every reachable decision node, and reach the same
//! position after each of them.

use std::collections::{BTreeMap, BTreeSet};

use jokoak_bul::{Bul, Node, Options, Scoring, Seat};
use jokoak_core::Game;
use jokoak_core::testkit::reachable;
use proptest::prelude::*;

/// The naive model: homes, dead, and the track as position → pieces bottom to top.
#[derive(Clone, Debug)]
struct Naive {
    home: [i32; 2],
    dead: [i32; 2],
    track: BTreeMap<i32, Vec<char>>,
    t: i32,
    options: Options,
}

fn idx(side: char) -> usize {
    usize::from(side == 'B')
}

fn other(side: char) -> char {
    if side == 'R' { 'B' } else { 'R' }
}

impl Naive {
    fn of(game: &Bul) -> Naive {
        let mut track = BTreeMap::new();
        for (pos, stack) in game.track() {
            track.insert(i32::from(pos), stack.to_string().chars().collect());
        }
        Naive {
            home: [game.home(Seat::Red), game.home(Seat::Blue)].map(i32::from),
            dead: [game.dead(Seat::Red), game.dead(Seat::Blue)].map(i32::from),
            track,
            t: i32::from(game.options().track_spaces),
            options: *game.options(),
        }
    }

    fn home_pos(&self, side: char) -> i32 {
        if side == 'R' { 0 } else { self.t + 1 }
    }

    fn forward(side: char) -> i32 {
        if side == 'R' { 1 } else { -1 }
    }

    fn controls(&self, pos: i32, side: char) -> bool {
        self.track.get(&pos).and_then(|s| s.last()) == Some(&side)
    }

    /// §7.1, transcribed.
    fn legal(&self, side: char, n: i32) -> BTreeSet<String> {
        let mut m = BTreeSet::new();
        if n == 0 {
            m.insert("pass".to_owned());
            return m;
        }
        let home = self.home_pos(side);
        let far = self.home_pos(other(side));
        let fwd = Self::forward(side);
        let mut forced = BTreeSet::new();
        if self.home[idx(side)] > 0 {
            let to = home + fwd * n;
            if !self.controls(to, side) {
                m.insert(format!("{home}-{to}"));
            }
        }
        for (&pos, stack) in &self.track {
            if stack.last() != Some(&side) {
                continue;
            }
            if stack.len() == 1 {
                let to = pos + fwd * n;
                let past_far = (to - far) * fwd;
                if past_far == 0 || (past_far > 0 && !self.options.exact_count_far_end) {
                    m.insert(format!("{pos}-{far}"));
                } else if past_far < 0 && !self.controls(to, side) {
                    m.insert(format!("{pos}-{to}"));
                }
            } else {
                let dist = (pos - home).abs();
                if n >= dist {
                    m.insert(format!("{pos}-{home}"));
                    continue;
                }
                let to = pos - fwd * n;
                if self.controls(to, side) {
                    continue;
                }
                let lone_enemy = self.track.get(&to).is_some_and(|s| s.len() == 1);
                if lone_enemy && !self.options.stacks_capture_singles {
                    forced.insert(format!("{pos}-{to}"));
                } else {
                    m.insert(format!("{pos}-{to}"));
                }
            }
        }
        if !m.is_empty() {
            return m;
        }
        if self.options.forced_stack_onto_single && !forced.is_empty() {
            return forced;
        }
        m.insert("pass".to_owned());
        m
    }

    /// §7 and §8, transcribed; returns the §14 position after the move.
    fn apply(&self, side: char, mv: &str) -> String {
        let mut s = self.clone();
        if mv != "pass" {
            let (from, to) = mv.split_once('-').unwrap();
            let (from, to): (i32, i32) = (from.parse().unwrap(), to.parse().unwrap());
            let me = idx(side);
            if from == s.home_pos(side) {
                s.home[me] -= 1;
                s.track.entry(to).or_default().push(side);
            } else {
                let stack = s.track.remove(&from).unwrap();
                if stack.len() == 1 {
                    if to == s.home_pos(other(side)) {
                        s.home[me] += 1;
                    } else {
                        s.track.entry(to).or_default().push(side);
                    }
                } else if to == s.home_pos(side) {
                    for piece in stack {
                        if piece == side {
                            s.home[me] += 1;
                        } else {
                            s.dead[1 - me] += 1;
                        }
                    }
                } else {
                    let dest = s.track.remove(&to).unwrap_or_default();
                    let combined = if dest.len() == 1 {
                        if s.options.stacks_capture_singles {
                            [dest, stack].concat()
                        } else {
                            [stack, dest].concat()
                        }
                    } else {
                        [dest, stack].concat()
                    };
                    s.track.insert(to, combined);
                }
            }
        }
        let out =
            |c: char| s.home[idx(c)] == 0 && !s.track.values().any(|st| st.last() == Some(&c));
        let actor = if out('R') || out('B') {
            "-:-".to_owned()
        } else {
            format!("{}:?", other(side))
        };
        let track = if s.track.is_empty() {
            "-".to_owned()
        } else {
            s.track
                .iter()
                .map(|(p, st)| format!("{p}:{}", st.iter().collect::<String>()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        format!(
            "{actor} | home R{} B{} | {track} | dead R{} B{}",
            s.home[0], s.home[1], s.dead[0], s.dead[1]
        )
    }
}

fn check_against_reference(game: &Bul) -> Result<(), TestCaseError> {
    if let Node::Throw(_) = game.node() {
        // Check the decision node after each of the five throws.
        for k in 0..=4 {
            let mut thrown = game.clone();
            thrown.play(&jokoak_bul::Move::yellow(k).unwrap()).unwrap();
            check_against_reference(&thrown)?;
        }
        return Ok(());
    }
    let Node::Move { seat: side, points } = game.node() else {
        return Ok(());
    };
    let side = side.letter();
    let naive = Naive::of(game);
    let expected = naive.legal(side, i32::from(points));
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let listed: BTreeSet<String> = moves.iter().map(ToString::to_string).collect();
    prop_assert_eq!(&listed, &expected, "in `{}`", game);
    for mv in &moves {
        let mut next = game.clone();
        next.play(mv).unwrap();
        prop_assert_eq!(
            next.to_string(),
            naive.apply(side, &mv.to_string()),
            "`{}` in `{}`",
            mv,
            game
        );
    }
    Ok(())
}

fn start(options: Options) -> Bul {
    Bul::new(Options {
        ply_limit: None,
        ..options
    })
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engine_matches_the_reference_model(g in reachable(start(Options::default()), 500)) {
        check_against_reference(&g)?;
    }

    #[test]
    fn engine_matches_the_reference_model_under_options(
        g in prop_oneof![
            reachable(start(Options { stacks_capture_singles: true, ..Options::default() }), 500),
            reachable(start(Options { forced_stack_onto_single: false, ..Options::default() }), 500),
            reachable(start(Options { exact_count_far_end: false, ..Options::default() }), 500),
            reachable(start(Options::with_scoring(Scoring::BellAsReported)), 500),
            reachable(start(Options::with_scoring(Scoring::SapperPuluc)), 500),
            reachable(start(Options { track_spaces: 14, pieces_per_side: 7, ..Options::default() }), 500),
        ]
    ) {
        check_against_reference(&g)?;
    }
}

#[test]
fn the_reference_model_agrees_with_the_worked_examples() {
    // The model is itself checked on a few of bul.md §12's vectors.
    let naive = |pos: &str| Naive::of(&pos.parse::<Bul>().unwrap());
    let set = |ms: &[&str]| ms.iter().map(|m| (*m).to_owned()).collect::<BTreeSet<_>>();
    let e6 = naive("B:2 | home R4 B3 | 4:BR 6:B | dead R0 B0");
    assert_eq!(e6.legal('B', 2), set(&["10-8", "6-4"]));
    assert_eq!(
        e6.apply('B', "6-4"),
        "R:? | home R4 B3 | 4:BRB | dead R0 B0"
    );
    let e9 = naive("B:1 | home R2 B0 | 4:RB 5:R 8:BR | dead R0 B3");
    assert_eq!(e9.legal('B', 1), set(&["4-5"]));
    assert_eq!(
        e9.apply('B', "4-5"),
        "-:- | home R2 B0 | 5:RBR 8:BR | dead R0 B3"
    );
}
