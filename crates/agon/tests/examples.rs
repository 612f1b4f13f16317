//! The worked examples T1–T20 of agon.md §12, one test each.

use std::collections::BTreeSet;

use jokoak_agon::{Agon, Cell, Kind, Move, Options, PlayError, Variant};
use jokoak_core::{Game, Outcome, Player, ToMove};

/// A §12 fixture (`AG@3:1, AG@2:1, BG@3:0`) as a position with `actor` to act.
fn fixture(actor: char, pieces: &str) -> Agon {
    let text = format!("{actor} {}", pieces.replace(", ", " "));
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"))
}

fn legal(game: &Agon) -> BTreeSet<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let set: BTreeSet<String> = moves.iter().map(ToString::to_string).collect();
    assert_eq!(set.len(), moves.len(), "duplicate moves");
    set
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

/// The destinations of the legal moves from `from` (steps `FROM-TO`, re-entries `FROM=>TO`).
fn targets(game: &Agon, from: &str) -> BTreeSet<String> {
    legal(game)
        .iter()
        .filter_map(|m| {
            m.strip_prefix(&format!("{from}-"))
                .or_else(|| m.strip_prefix(&format!("{from}=>")))
                .map(str::to_owned)
        })
        .collect()
}

fn play(game: &mut Agon, mv: &str) {
    let m: Move = mv.parse().unwrap();
    game.play(&m)
        .unwrap_or_else(|e| panic!("`{mv}` refused in `{game}`: {e}"));
}

fn refused(game: &Agon, mv: &str) -> PlayError {
    let mut copy = game.clone();
    let err = copy.play(&mv.parse().unwrap()).unwrap_err();
    assert_eq!(&copy, game, "a refused move changed the state");
    err
}

fn pending(game: &Agon) -> BTreeSet<String> {
    Cell::all()
        .filter(|&c| game.piece_at(c).is_some_and(|p| p.pending))
        .map(|c| c.to_string())
        .collect()
}

/// The pieces pending re-entry after `actor` plays `mv` in the fixture `pieces`: those it
/// captured.
fn captured_by(actor: char, pieces: &str, mv: &str) -> BTreeSet<String> {
    let mut game = fixture(actor, pieces);
    play(&mut game, mv);
    pending(&game)
}

fn cells(ring: u8) -> Vec<Cell> {
    let size = if ring == 0 { 1 } else { 6 * ring };
    (0..size)
        .map(|i| Cell::from_ring_index(ring, i).unwrap())
        .collect()
}

fn start() -> Agon {
    Agon::with_first(Options::default(), Player(0)).unwrap()
}

#[test]
fn t1_standard_start_legal_steps() {
    let game = start();
    let expected = [
        ("5:0", &["4:0", "5:1", "5:29"][..]),
        ("5:4", &["4:3", "4:4", "5:3", "5:5"]),
        ("5:9", &["4:7", "4:8", "5:8", "5:10"]),
        ("5:13", &["4:10", "4:11", "5:12", "5:14"]),
        ("5:17", &["4:13", "4:14", "5:16", "5:18"]),
        ("5:21", &["4:16", "4:17", "5:20", "5:22"]),
        ("5:26", &["4:20", "4:21", "5:25", "5:27"]),
    ];
    let mut all = BTreeSet::new();
    for (from, tos) in expected {
        assert_eq!(targets(&game, from), set(tos), "from {from}");
        all.extend(tos.iter().map(|to| format!("{from}-{to}")));
    }
    assert_eq!(legal(&game), all);
    assert_eq!(all.len(), 27);
    for mv in &all {
        let mut next = game.clone();
        play(&mut next, mv);
        assert!(pending(&next).is_empty(), "{mv} captured");
    }
    let b = Agon::with_first(Options::default(), Player(1)).unwrap();
    assert_eq!(legal(&b).len(), 27);
}

#[test]
fn t2_non_corner_guard() {
    let game = fixture('A', "AG@3:1");
    assert_eq!(targets(&game, "3:1"), set(&["3:0", "3:2", "2:0", "2:1"]));
    for mv in ["3:1-4:1", "3:1-4:2"] {
        assert!(matches!(refused(&game, mv), PlayError::Illegal { .. }));
    }
}

#[test]
fn t3_corner_guard() {
    let game = fixture('A', "AG@2:2");
    assert_eq!(targets(&game, "2:2"), set(&["2:1", "2:3", "1:1"]));
}

#[test]
fn t4_ring_one() {
    assert_eq!(
        targets(&fixture('A', "AG@1:0"), "1:0"),
        set(&["1:1", "1:5"])
    );
    assert_eq!(
        targets(&fixture('A', "AQ@1:0"), "1:0"),
        set(&["1:1", "1:5", "0:0"])
    );
}

#[test]
fn t5_queen_enthroned_passes() {
    let mut game = fixture('A', "AQ@0:0");
    assert_eq!(legal(&game), set(&["pass"]));
    play(&mut game, "pass");
    assert_eq!(game.to_string(), "B AQ@0:0 ply=1 passes=1");
    // B has no piece at all, so passes too: two passes in a row draw (§8.3).
    play(&mut game, "pass");
    assert!(game.outcome().is_some_and(|o| o.is_draw()));
}

#[test]
fn t6_blocking() {
    let game = fixture('A', "AG@3:1, AG@2:1, BG@3:0");
    assert_eq!(
        legal(&game),
        set(&[
            "2:1-2:0", "2:1-1:0", "2:1-1:1", "2:1-2:2", "3:1-2:0", "3:1-3:2"
        ])
    );
}

#[test]
fn t7_capture_across_rings() {
    let mut game = fixture('A', "AG@2:0, BG@3:0, AG@4:1");
    play(&mut game, "4:1-4:0");
    assert_eq!(pending(&game), set(&["3:0"]));
    assert_eq!(game.to_string(), "B AG@2:0 AG@4:0 BG@3:0* ply=1");
}

#[test]
fn t8_capture_along_the_outer_ring_queen_as_anvil() {
    let captured = captured_by('A', "AQ@5:1, BG@5:2, AG@5:4", "5:4-5:3");
    assert_eq!(captured, set(&["5:2"]));
}

#[test]
fn t9_double_capture_then_reentries() {
    let mut game = fixture('A', "AQ@0:0, AG@2:2, AG@3:0, BQ@1:0, BG@2:1");
    play(&mut game, "3:0-2:0");
    assert_eq!(pending(&game), set(&["1:0", "2:1"]));
    assert_eq!(game.to_move(), ToMove::Player(Player(1)));

    // Queen first: every legal move re-enters the queen from 1:0.
    let moves = legal(&game);
    assert!(moves.iter().all(|m| m.starts_with("1:0=>")));
    let occupied = ["0:0", "2:2", "2:0", "2:1", "1:0"];
    let excluded = ["1:1", "3:4", "3:17"];
    let expected: BTreeSet<String> = Cell::all()
        .map(|c| c.to_string())
        .filter(|c| !occupied.contains(&c.as_str()) && !excluded.contains(&c.as_str()))
        .collect();
    assert_eq!(expected.len(), 83);
    assert_eq!(targets(&game, "1:0"), expected);
    for guard_first in ["2:1=>5:0", "2:1=>5:7"] {
        assert!(matches!(
            refused(&game, guard_first),
            PlayError::Illegal { .. }
        ));
    }

    play(&mut game, "1:0=>1:2");
    assert_eq!(legal(&game), set(&["2:0-1:0", "2:0-2:11", "2:2-2:3"]));
    refused(&game, "2:2-1:1");
    refused(&game, "2:0-2:1");
    for step in ["2:0-1:0", "2:0-2:11", "2:2-2:3"] {
        let mut next = game.clone();
        play(&mut next, step);
        let outer: BTreeSet<String> = cells(5).iter().map(ToString::to_string).collect();
        assert_eq!(targets(&next, "2:1"), outer, "after {step}");
        assert_eq!(legal(&next).len(), 30);
    }
}

#[test]
fn t10_no_suicide_even_when_capturing() {
    let game = fixture('A', "BG@1:0, BG@3:0, AG@2:1");
    assert!(!targets(&game, "2:1").contains("2:0"));
    refused(&game, "2:1-2:0");
    let game = fixture('A', "BG@1:0, BG@3:0, AG@2:1, BG@2:11, AG@2:10");
    assert!(!targets(&game, "2:1").contains("2:0"));
    refused(&game, "2:1-2:0");
}

#[test]
fn t11_corner_immunity() {
    assert!(captured_by('A', "AG@5:4, BG@5:5, AG@5:7", "5:7-5:6").is_empty());
}

#[test]
fn t12_capturing_the_queen_on_the_centre() {
    let mut game = fixture('A', "BQ@0:0, AG@1:0, AG@2:6");
    play(&mut game, "2:6-1:3");
    assert_eq!(pending(&game), set(&["0:0"]));
    let expected: BTreeSet<String> = Cell::all()
        .filter(|c| !["0:0", "1:0", "1:3"].contains(&c.to_string().as_str()))
        .map(|c| c.to_string())
        .collect();
    assert_eq!(expected.len(), 88);
    assert_eq!(targets(&game, "0:0"), expected);
    assert!(targets(&game, "0:0").contains("2:0"));
    assert!(targets(&game, "0:0").contains("2:6"));
}

#[test]
fn t13_capturing_a_ring_one_guard() {
    let captured = captured_by('B', "AG@1:0, BG@1:1, BG@3:16", "3:16-2:11");
    assert_eq!(captured, set(&["1:0"]));
}

#[test]
fn t14_no_anvil_or_a_gap() {
    assert!(captured_by('A', "AG@3:2, BG@3:0", "3:2-3:1").is_empty());
    assert!(captured_by('A', "AG@3:4, BG@3:1, AG@3:0", "3:4-3:3").is_empty());
}

/// T15 and T16: A's queen on `queen`, five of A's guards on ring 1 and one on 2:10, which
/// steps into the sixth cell, 1:5. The position and outcome after that step.
fn ring_one_filled(queen: &str) -> (Agon, Outcome) {
    let pieces = format!("AQ@{queen}, AG@1:0, AG@1:1, AG@1:2, AG@1:3, AG@1:4, AG@2:10");
    let mut game = fixture('A', &pieces);
    play(&mut game, "2:10-1:5");
    let outcome = game.outcome().unwrap();
    (game, outcome)
}

#[test]
fn t15_win() {
    let (game, o) = ring_one_filled("0:0");
    assert!(o.is_first(Player(0)) && !o.is_first(Player(1)));
    assert_eq!(o.scores(), vec![1, 0]);
    assert!(game.to_string().starts_with("- "));
}

#[test]
fn t16_self_block_loss() {
    let (_, o) = ring_one_filled("3:0");
    assert!(o.is_first(Player(1)) && !o.is_first(Player(0)));
}

#[test]
fn t17_reentry_restrictions_for_a_guard() {
    let game = fixture(
        'B',
        "AQ@5:0, AG@5:2, AG@5:4, AG@5:8, AG@2:0, AG@4:0, BG@5:9, BQ@5:15, BG@3:0*",
    );
    let expected: BTreeSet<String> = [
        5, 6, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]
    .iter()
    .map(|i| format!("5:{i}"))
    .collect();
    assert_eq!(expected.len(), 21);
    assert_eq!(legal(&game).len(), 21);
    assert_eq!(targets(&game, "3:0"), expected);
    for excluded in ["3:0=>5:1", "3:0=>5:3", "3:0=>5:7", "3:0=>4:1"] {
        refused(&game, excluded);
    }
}

#[test]
fn t18_placement_opposite_corners() {
    for (area, count) in [("any-cell", 86), ("outer-ring", 26)] {
        let settings = jokoak_core::Settings::new("placement-opposite-corners", 2)
            .with("placement_area", area);
        let mut game = <Agon as jokoak_core::Setup>::from_settings(&settings).unwrap();
        assert_eq!(game.options().variant, Variant::PlacementOppositeCorners);
        assert_eq!(
            game.to_string(),
            format!(
                "? AQ@5:0{} BQ@5:15{}",
                " AG@hand".repeat(6),
                " BG@hand".repeat(6)
            )
        );
        play(&mut game, "first:A");
        play(&mut game, "G@5:14");
        let moves = legal(&game);
        assert_eq!(moves.len(), count, "{area}");
        assert!(moves.iter().all(|m| m.starts_with("G@")));
        assert!(!moves.contains("G@5:13"));
        assert!(!moves.contains("G@0:0"));
        if area == "outer-ring" {
            assert!(moves.iter().all(|m| m.starts_with("G@5:")));
        }
    }
}

#[test]
fn t19_geometry() {
    let sizes: Vec<usize> = (0..=5).map(|k| cells(k).len()).collect();
    assert_eq!(sizes, vec![1, 6, 12, 18, 24, 30]);
    assert_eq!(Cell::all().count(), 91);
    for c in Cell::all() {
        let lines = (0..3)
            .filter(|&d| c.neighbour(d).is_some() && c.neighbour(d + 3).is_some())
            .count();
        let corner = c.ring() == 5 && c.index_in_ring() % 5 == 0;
        let expected = if corner {
            0
        } else if c.ring() == 5 {
            1
        } else {
            3
        };
        assert_eq!(lines, expected, "{c}");
    }
    assert_eq!("5:0".parse::<Cell>().unwrap().dense(), 61);
    assert_eq!("1:0".parse::<Cell>().unwrap().dense(), 1);
}

#[test]
fn t20_start_symmetry() {
    let game = start();
    let mut count = 0;
    for c in Cell::all() {
        let (q, r) = c.axial();
        let turned = Cell::from_axial(-q, -r).unwrap();
        let here = game.piece_at(c);
        let there = game.piece_at(turned);
        assert_eq!(here.is_some(), there.is_some(), "{c}");
        if let (Some(a), Some(b)) = (here, there) {
            assert_eq!(a.kind, b.kind);
            assert_ne!(a.owner, b.owner);
            count += 1;
        }
    }
    assert_eq!(count, 14);
    let queens = Cell::all()
        .filter(|&c| game.piece_at(c).is_some_and(|p| p.kind == Kind::Queen))
        .count();
    assert_eq!(queens, 2);
}
