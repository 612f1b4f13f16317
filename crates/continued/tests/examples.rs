//! The worked examples X1–X13 of to-be-continued.md §10, one test each, plus the seed's
//! end-of-deal scores and a four-deal match total.

use jokoak_continued::{
    Cell, Continued, DesignRule, Dir, Edge, EndId, IllegalReason, Move, Node, Options, Placement,
    TableSize, TileCounts, TileType, edges_match,
};
use jokoak_core::{Game, Outcome, Player, Probability, Ranking, ToMove};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn moves(texts: &[&str]) -> Vec<Move> {
    texts.iter().map(|t| mv(t)).collect()
}

fn legal(g: &Continued) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(&mut out);
    out
}

fn play(g: &mut Continued, text: &str) {
    g.play(&mv(text))
        .unwrap_or_else(|e| panic!("`{text}` refused in `{g}`: {e}"));
}

fn refused(g: &Continued, text: &str) -> IllegalReason {
    let mut copy = g.clone();
    let err = copy.play(&mv(text)).expect_err(text);
    assert_eq!(&copy, g, "a refused move changed the state");
    err.reason
}

fn types(codes: &[&str]) -> Vec<TileType> {
    codes.iter().map(|c| c.parse().unwrap()).collect()
}

fn table(w: u8, h: u8) -> Options {
    Options {
        table: TableSize::new(w, h).unwrap(),
        ..Options::default()
    }
}

/// A position in deal 1 with `seat` to act at the start of a turn (turn progress zero, no
/// passes), the pile computed as the set minus table and hands. With nobody placed yet
/// (`last` `-`) the turn is the deal's first, so `seat` is the deal's first player; else seat
/// 0 is (docs/notation.md: the turns since the last placement all passed).
fn position(
    node: &str,
    seat: u8,
    last: &str,
    table: &str,
    ends: &str,
    hands: &[&str],
) -> Continued {
    let mut used = tiles_of(&table.split('+').collect::<Vec<_>>());
    let mut hand_fields = String::new();
    for (i, h) in hands.iter().enumerate() {
        used = used.plus(&h.parse().unwrap());
        hand_fields.push_str(&format!(" h{i}={h}"));
    }
    let pile = TileCounts::STANDARD.checked_sub(&used).unwrap();
    let first = if last == "-" { seat } else { 0 };
    let text = format!(
        "deal=1 first={first} node={node} seat={seat} placed=0 drawn=0 must=- passes=0 \
         last={last} table={table} {ends}{hand_fields} pile={pile} buried=- scores=-"
    );
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"))
}

/// `g` moved to deal `deal`, after the finished deals' `scores` (`-` or rows): its text with
/// the `deal` and `scores` fields rewritten.
fn in_deal(g: &Continued, deal: u8, scores: &str) -> Continued {
    let text: Vec<String> = g
        .to_string()
        .split(' ')
        .map(|field| match field.split_once('=') {
            Some(("deal", _)) => format!("deal={deal}"),
            Some(("scores", _)) => format!("scores={scores}"),
            _ => field.to_owned(),
        })
        .collect();
    let text = text.join(" ");
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` does not parse: {e}"))
}

/// The tiles of the placements or table items `path` (`C-R@E1:L` and `C-R@11,7r0` are a C-R).
fn tiles_of(path: &[&str]) -> TileCounts {
    let mut tiles = TileCounts::EMPTY;
    for p in path {
        tiles.add(p.split('@').next().unwrap().parse().unwrap());
    }
    tiles
}

/// The target cell, rotation and new heading the active player's placement would get.
fn landing(g: &Continued, text: &str) -> (Cell, u8, Dir) {
    let Move::Place(p) = mv(text) else {
        panic!("{text} is not a placement")
    };
    let (c, placed, h) = g
        .preview(p)
        .unwrap_or_else(|| panic!("{text} not legal in `{g}`"));
    (c, placed.rotation, h)
}

/// Legal placements at one end of every tile type (whoever holds it).
fn fitting_at(g: &Continued, end: EndId) -> Vec<Placement> {
    g.placements_of(&TileCounts::STANDARD)
        .into_iter()
        .filter(|p| p.end() == end)
        .collect()
}

fn edge(text: &str) -> Edge {
    use jokoak_continued::{Colour, Design};
    let (d, c) = text.split_once('/').unwrap();
    let design = match d {
        "FS" => Design::FullSide,
        "SC" => Design::SideCentre,
        "MU" => Design::Multi,
        _ => Design::Corner,
    };
    let colour = match c {
        "Red" => Colour::Red,
        "Yellow" => Colour::Yellow,
        "Blue" => Colour::Blue,
        _ => Colour::Black,
    };
    Edge::Image { design, colour }
}

#[test]
fn x1_matching_function() {
    let rows = [
        ("FS/Red", "FS/Black", true),
        ("FS/Red", "FS/Yellow", false),
        ("FS/Black", "FS/Black", false),
        ("FS/Red", "SC/Black", false),
        ("FS/Red", "MU/Black", true),
        ("SC/Black", "MU/Blue", true),
        ("FS/Red", "Corner/Red", true),
        ("FS/Black", "Corner/Black", true),
        ("FS/Red", "Corner/Black", false),
        ("MU/Red", "Corner/Red", false),
        ("Corner/Red", "Corner/Red", false),
    ];
    for (a, b, want) in rows {
        let (a, b) = (edge(a), edge(b));
        assert_eq!(
            edges_match(DesignRule::MultiWild, a, b),
            want,
            "{a:?} {b:?}"
        );
        assert_eq!(
            edges_match(DesignRule::MultiWild, b, a),
            want,
            "{b:?} {a:?}"
        );
    }
    assert!(!edges_match(
        DesignRule::Strict,
        edge("FS/Red"),
        edge("MU/Black")
    ));
    assert!(!edges_match(
        DesignRule::MultiWild,
        Edge::Blank,
        edge("FS/Red")
    ));
}

fn x2_position() -> Continued {
    position(
        "act",
        0,
        "-",
        "FS-R@10,7r0",
        "e0=10,7W e1=10,7E",
        &["FS-Y+SC-B+MU-R+C-K+C-R+C-Y", "-"],
    )
}

#[test]
fn x2_legal_placements_from_a_fresh_line() {
    let g = x2_position();
    assert_eq!(
        legal(&g),
        moves(&[
            "FS-Y@E0", "FS-Y@E1", "MU-R@E0", "MU-R@E1", "C-K@E0:L", "C-K@E0:R", "C-R@E1:L",
            "C-R@E1:R"
        ])
    );
    let c = Cell::new;
    assert_eq!(landing(&g, "FS-Y@E0"), (c(9, 7), 0, Dir::W));
    assert_eq!(landing(&g, "FS-Y@E1"), (c(11, 7), 0, Dir::E));
    assert_eq!(landing(&g, "MU-R@E0"), (c(9, 7), 0, Dir::W));
    assert_eq!(landing(&g, "MU-R@E1"), (c(11, 7), 0, Dir::E));
    assert_eq!(landing(&g, "C-K@E0:L"), (c(9, 7), 2, Dir::S));
    assert_eq!(landing(&g, "C-K@E0:R"), (c(9, 7), 1, Dir::N));
    assert_eq!(landing(&g, "C-R@E1:L"), (c(11, 7), 0, Dir::N));
    assert_eq!(landing(&g, "C-R@E1:R"), (c(11, 7), 3, Dir::S));
    // After FS-Y@E1 the end shows yellow.
    let mut after = g.clone();
    play(&mut after, "FS-Y@E1");
    let e1 = after.ends().unwrap()[1];
    let tile = after.grid().get(e1.cell).unwrap();
    assert_eq!(tile.tile.edge(tile.rotation, e1.heading), edge("FS/Yellow"));
    // Illegal: SC-B (design), C-Y (no yellow end), C-R at End0, C-K at End1.
    assert_eq!(refused(&g, "SC-B@E0"), IllegalReason::Mismatch);
    assert_eq!(refused(&g, "SC-B@E1"), IllegalReason::Mismatch);
    assert_eq!(refused(&g, "C-Y@E1:L"), IllegalReason::Mismatch);
    assert_eq!(refused(&g, "C-R@E0:L"), IllegalReason::Mismatch);
    assert_eq!(refused(&g, "C-K@E1:R"), IllegalReason::Mismatch);
    assert_eq!(refused(&g, "stop"), IllegalReason::Stop);
}

#[test]
fn x3_after_a_corner_only_a_full_side_tile_of_its_colour_fits() {
    let mut g = x2_position();
    play(&mut g, "C-R@E1:L");
    let e1 = g.ends().unwrap()[1];
    assert_eq!((e1.cell, e1.heading), (Cell::new(11, 7), Dir::N));
    let at_e1 = fitting_at(&g, EndId::E1);
    assert_eq!(
        at_e1,
        vec![Placement::new(TileType::FS_R, EndId::E1, None).unwrap()]
    );
    // Its rotation: red facing S, black facing N (seat 1 placed the corner and stopped).
    let mut h = position(
        "act",
        0,
        "1",
        "FS-R@10,7r0+C-R@11,7r0",
        "e0=10,7W e1=11,7N",
        &["FS-R+FS-Y", "-"],
    );
    assert_eq!(landing(&h, "FS-R@E1"), (Cell::new(11, 6), 1, Dir::N));
    assert_eq!(refused(&h, "FS-Y@E1"), IllegalReason::Mismatch);
    play(&mut h, "FS-R@E1");
}

#[test]
fn x4_table_edge() {
    // Seat 0 holds the tiles of the example; seat 1 six others.
    let order = types(&[
        "FS-R", "FS-Y", "FS-B", "C-B", "FS-B", "C-K", "SC-R", "SC-Y", "SC-Y", "SC-Y", "SC-Y",
        "SC-Y", "SC-B",
    ]);
    let mut g = Continued::from_pile_order(table(7, 5), 2, 0, &mut order.into_iter()).unwrap();
    let c = Cell::new;
    assert_eq!(landing(&g, "FS-Y@E1"), (c(4, 2), 0, Dir::E));
    play(&mut g, "FS-Y@E1");
    assert_eq!(landing(&g, "FS-B@E1"), (c(5, 2), 0, Dir::E));
    play(&mut g, "FS-B@E1");
    // At (6,2), the last column: no straight; the blue corner either way.
    assert_eq!(refused(&g, "FS-B@E1"), IllegalReason::DeadEnd);
    assert_eq!(
        fitting_at(&g, EndId::E1),
        vec![
            Placement::new(TileType::C_B, EndId::E1, Some(jokoak_continued::Turn::Left)).unwrap(),
            Placement::new(
                TileType::C_B,
                EndId::E1,
                Some(jokoak_continued::Turn::Right)
            )
            .unwrap(),
        ]
    );
    assert_eq!(landing(&g, "C-B@E1:L"), (c(6, 2), 0, Dir::N));
    assert_eq!(landing(&g, "C-B@E1:R"), (c(6, 2), 3, Dir::S));
    play(&mut g, "C-B@E1:L");
    assert_eq!(landing(&g, "FS-B@E1"), (c(6, 1), 1, Dir::N));
    play(&mut g, "FS-B@E1");
    // At (6,0): only the black corner turning W.
    assert_eq!(landing(&g, "C-K@E1:L"), (c(6, 0), 3, Dir::W));
    assert_eq!(refused(&g, "C-K@E1:R"), IllegalReason::DeadEnd);
    let at_e1: Vec<String> = fitting_at(&g, EndId::E1)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(at_e1, ["C-K@E1:L"]);
    play(&mut g, "C-K@E1:L");
    assert!(g.end_viable(EndId::E1));
}

/// X5 set-up: 9×5 table, start SC-R; seat 0 holds the example's tiles.
fn x5_game() -> Continued {
    let order = types(&[
        "SC-R", "SC-Y", "SC-B", "MU-B", "FS-R", "C-R", "FS-Y", "FS-Y", "FS-Y", "FS-Y", "FS-Y",
        "FS-Y", "FS-B",
    ]);
    Continued::from_pile_order(table(9, 5), 2, 0, &mut order.into_iter()).unwrap()
}

#[test]
fn x5_viability_needs_room_for_the_whole_design_chain() {
    let mut g = x5_game();
    play(&mut g, "SC-Y@E1");
    assert_eq!(g.ends().unwrap()[1].cell, Cell::new(5, 2));
    assert_eq!(refused(&g, "SC-B@E1"), IllegalReason::DeadEnd);
    play(&mut g, "MU-B@E1");
    play(&mut g, "FS-R@E1");
    assert_eq!(g.ends().unwrap()[1].cell, Cell::new(7, 2));
    let at_e1: Vec<String> = fitting_at(&g, EndId::E1)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(at_e1, ["C-R@E1:L", "C-R@E1:R"]);
    play(&mut g, "C-R@E1:R");
}

#[test]
fn x5r_regression_the_dead_end_that_revision_1_allowed() {
    let mut g = x5_game();
    play(&mut g, "SC-Y@E1");
    // Revision 1's one-cell look-ahead passes: the cell beyond (6,2) is on the table and free.
    assert!(g.grid().is_free(Cell::new(7, 2)));
    // The revised test refuses it.
    assert_eq!(refused(&g, "SC-B@E1"), IllegalReason::DeadEnd);
    assert!(!legal(&g).contains(&mv("SC-B@E1")));
}

/// X6's position: X2's table, seat 0 at the draw node, holding SC-B, SC-Y and C-Y, none of
/// which fits either end.
fn x6_position() -> Continued {
    position(
        "draw",
        0,
        "-",
        "FS-R@10,7r0",
        "e0=10,7W e1=10,7E",
        &["SC-Y+SC-B+C-Y", "-"],
    )
}

#[test]
fn x6_draw_until_playable_then_chain() {
    let mut g = x6_position();
    assert_eq!(g.pile_size(), 68);
    assert_eq!(g.to_move(), ToMove::Chance);
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    assert!(outcomes.contains(&(mv("tile:C-B"), Probability::new(5, 68).unwrap())));
    let mut record = Vec::new();
    for t in ["tile:C-B", "tile:SC-R"] {
        play(&mut g, t);
        record.push(t);
        assert_eq!(g.to_move(), ToMove::Chance, "no placement after {t}");
    }
    play(&mut g, "tile:FS-B");
    record.push("tile:FS-B");
    assert_eq!(g.to_move(), ToMove::Player(Player(0)));
    assert_eq!(legal(&g), moves(&["FS-B@E0", "FS-B@E1"]));
    assert_eq!(refused(&g, "stop"), IllegalReason::Stop);
    play(&mut g, "FS-B@E1");
    assert_eq!(legal(&g), moves(&["C-B@E1:L", "C-B@E1:R", "stop"]));
    play(&mut g, "C-B@E1:L");
    assert_eq!(legal(&g), moves(&["stop"]));
    let hand = g.hand(Player(0));
    assert_eq!(hand, "SC-R+SC-Y+SC-B+C-Y".parse().unwrap());
    assert_eq!(hand.points(), 5);
    play(&mut g, "stop");
    record.extend(["FS-B@E1", "C-B@E1:L", "stop"]);
    assert_eq!(
        record.join(" "),
        "tile:C-B tile:SC-R tile:FS-B FS-B@E1 C-B@E1:L stop"
    );
    assert_eq!(g.active(), Player(1));
}

/// The seed's deal of X7 as deal `deal` after `scores`: seats A=0, B=1, C=2, D=3. C, to move
/// first, lays a line with eight corners in one turn and keeps two corners; A and B keep two
/// corners and a straight, D one straight.
fn x7_deal(deal: u8, scores: &str) -> Continued {
    let path = [
        "C-R@E1:L", "FS-R@E1", "C-K@E1:R", "FS-Y@E1", "C-Y@E1:L", "FS-Y@E1", "C-K@E1:L", "FS-B@E1",
        "C-B@E1:R", "FS-B@E1", "C-K@E1:L", "C-K@E0:L", "FS-R@E0", "C-R@E0:L",
    ];
    let c_hand = tiles_of(&path).plus(&"C-K*2".parse().unwrap());
    let start = position(
        "act",
        2,
        "-",
        "FS-R@10,7r0",
        "e0=10,7W e1=10,7E",
        &["SC-R+C-Y+C-B", "SC-Y+C-Y+C-B", &c_hand.to_string(), "SC-B"],
    );
    let mut g = in_deal(&start, deal, scores);
    for (i, p) in path.iter().enumerate() {
        assert_eq!(g.deal(), deal, "the deal ended before `{p}`");
        assert_eq!(g.node(), Node::Act, "the deal ended before `{p}`");
        play(&mut g, p);
        if i + 1 < path.len() {
            assert!(g.corners() < 8);
        }
    }
    g
}

#[test]
fn x7_end_of_deal_scores_from_the_seed() {
    let g = x7_deal(1, "-");
    // The 8th corner ended the deal at once; deal 2 is being set up, started by the seat
    // after C (§3.2 step 4).
    assert_eq!(g.deal_scores(), vec![vec![5, 5, 1, 1]]);
    assert_eq!(g.deal(), 2);
    assert_eq!(g.node(), Node::Start);
    assert_eq!(g.first_player(), Some(Player(3)));
}

#[test]
fn x8_match_total_lowest_wins_ties_share() {
    // X8's deals 2–4, then X7's deal (X8's deal 1, scoring 5,5,1,1) as the last: a total
    // does not depend on the order of the deals.
    let over = |scores: &str| -> Outcome {
        let g = x7_deal(4, scores);
        assert_eq!(g.node(), Node::Over);
        assert_eq!(g.to_string().parse::<Continued>(), Ok(g.clone()));
        g.outcome().unwrap()
    };
    // A: 5,3,7,2 = 17; B: 5,6,1,4 = 16; C: 1,−3,8,6 = 12; D: 1,9,2,3 = 15.
    let o = over("3,6,-3,9/7,1,8,2/2,4,6,3");
    assert_eq!(o.scores(), vec![17, 16, 12, 15]);
    assert_eq!(o.places(), vec![4, 3, 1, 2]);
    assert_eq!(
        o.summary(&["0", "1", "2", "3"]),
        "2>3>1>0 0:17 1:16 2:12 3:15"
    );
    // C with 15: C and D share first place.
    let o = over("3,6,-3,9/7,1,8,2/2,4,9,3");
    assert_eq!(o.scores(), vec![17, 16, 15, 15]);
    assert_eq!(o.places(), vec![4, 3, 1, 1]);
    assert_eq!(
        o,
        Outcome::ranked(vec![17, 16, 15, 15], Ranking::LowerWins).unwrap()
    );
}

#[test]
fn x9_corner_count_includes_the_start_tile() {
    // Start C-K; seat 0 holds the 7 corners and the straights between them.
    let path = [
        "FS-Y@E1", "C-Y@E1:R", "FS-Y@E1", "C-K@E1:R", "FS-B@E1", "C-B@E1:L", "FS-B@E1", "C-K@E1:L",
        "FS-R@E1", "C-R@E1:R", "FS-R@E1", "C-K@E1:L", "FS-Y@E1", "C-Y@E1:L",
    ];
    let c_hand = tiles_of(&path);
    let mut g = position(
        "act",
        0,
        "-",
        "C-K@10,7r0",
        "e0=10,7W e1=10,7N",
        &[&c_hand.to_string(), "SC-R"],
    );
    assert_eq!(g.corners(), 1);
    let start =
        Continued::from_pile_order(Options::default(), 2, 0, &mut types(&["C-K"]).into_iter())
            .unwrap();
    let ends = start.ends().unwrap();
    assert_eq!((ends[0].heading, ends[1].heading), (Dir::W, Dir::N));
    assert_eq!(start.corners(), 1);
    for (i, p) in path.iter().enumerate() {
        assert_eq!(g.deal(), 1, "the deal ended before `{p}`");
        play(&mut g, p);
        if i + 1 < path.len() {
            assert_eq!(
                g.corners(),
                1 + path[..=i].iter().filter(|p| p.starts_with("C-")).count() as u8
            );
        }
    }
    // The 7th placed corner is the 8th on the table: seat 0 placed the last tile.
    assert_eq!(g.deal_scores(), vec![vec![-3, 1]]);
}

#[test]
fn x10_closed_line() {
    let order = types(&[
        "C-Y", "FS-Y", "C-K", "FS-Y", "C-Y", "FS-Y", "FS-Y", "FS-R", "SC-B", "MU-Y", "C-R", "C-B",
        "FS-B",
    ]);
    let mut g = Continued::from_pile_order(table(9, 5), 2, 0, &mut order.into_iter()).unwrap();
    assert_eq!(g.pile_size(), 59);
    let c = Cell::new;
    let steps = [
        ("FS-Y@E1", c(4, 1), 1, Dir::N),
        ("C-K@E1:L", c(4, 0), 3, Dir::W),
        ("FS-Y@E1", c(3, 0), 2, Dir::W),
        ("C-Y@E1:L", c(2, 0), 2, Dir::S),
        ("FS-Y@E1", c(2, 1), 3, Dir::S),
        ("FS-Y@E0", c(3, 2), 0, Dir::W),
    ];
    for (i, (m, cell, rot, heading)) in steps.into_iter().enumerate() {
        assert_eq!(landing(&g, m), (cell, rot, heading), "{m}");
        play(&mut g, m);
        if i < 5 {
            assert_eq!(g.deal(), 1);
            assert!(!g.is_closed(), "closed after {m}");
        }
    }
    // Closed (6.8): the deal ended at once; seat 0 placed last.
    assert_eq!(g.deal_scores(), vec![vec![-3, 8]]);
}

#[test]
fn x11_chance_nodes_explicit_pile_order_and_bury_corner_start() {
    let g = Continued::with_first(Options::default(), 4, 2).unwrap();
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 13);
    let p = |m: &str, out: &[(Move, Probability)]| out.iter().find(|(x, _)| *x == mv(m)).unwrap().1;
    assert_eq!(p("tile:FS-R", &out), Probability::new(7, 72).unwrap());
    assert_eq!(p("tile:SC-B", &out), Probability::new(5, 72).unwrap());
    assert_eq!(p("tile:C-K", &out), Probability::new(6, 72).unwrap());
    let mut g1 = g.clone();
    play(&mut g1, "tile:FS-R");
    out.clear();
    g1.chance_outcomes(&mut out);
    assert_eq!(p("tile:FS-R", &out), Probability::new(6, 71).unwrap());
    assert_eq!(p("tile:FS-Y", &out), Probability::new(7, 71).unwrap());
    play(&mut g1, "tile:FS-Y");
    assert_eq!(g1.hand(Player(2)).total(), 1);

    let mut order = vec![TileType::FS_R];
    order.extend([TileType::FS_Y; 6]);
    order.extend([TileType::SC_B; 5]);
    order.push(TileType::C_K);
    order.extend([TileType::MU_R; 5]);
    order.push(TileType::C_R);
    order.extend([TileType::C_Y; 5]);
    order.push(TileType::C_B);
    assert_eq!(order.len(), 25);
    let g = Continued::from_pile_order(Options::default(), 4, 2, &mut order.into_iter()).unwrap();
    assert_eq!(g.hand(Player(2)), "FS-Y*6".parse().unwrap());
    assert_eq!(g.hand(Player(3)), "SC-B*5+C-K".parse().unwrap());
    assert_eq!(g.hand(Player(0)), "MU-R*5+C-R".parse().unwrap());
    assert_eq!(g.hand(Player(1)), "C-Y*5+C-B".parse().unwrap());
    assert_eq!(g.pile_size(), 47);
    assert_eq!(g.to_move(), ToMove::Player(Player(2)));

    let bury = Options {
        bury_corner_start: true,
        ..Options::default()
    };
    let start = types(&["C-K", "C-R", "FS-B"]);
    let g = Continued::from_pile_order(bury, 4, 0, &mut start.clone().into_iter().take(3)).unwrap();
    assert_eq!(g.grid().get(Cell::new(10, 7)).unwrap().tile, TileType::FS_B);
    assert_eq!(g.pile_size(), 71);
    assert_eq!(g.buried(), &types(&["C-K", "C-R"])[..]);
    out.clear();
    g.chance_outcomes(&mut out);
    assert_eq!(
        Probability::sum(out.iter().map(|(_, p)| *p)),
        Some(Probability::ONE)
    );
    assert_eq!(p("tile:FS-B", &out), Probability::new(6, 69).unwrap());
    assert_eq!(p("tile:C-K", &out), Probability::new(5, 69).unwrap());
    assert_eq!(p("tile:C-R", &out), Probability::new(4, 69).unwrap());
    let g = Continued::from_pile_order(Options::default(), 4, 0, &mut start.into_iter().take(1))
        .unwrap();
    assert_eq!(g.grid().get(Cell::new(10, 7)).unwrap().tile, TileType::C_K);
}

#[test]
fn x12_rejected_tables_start_no_deal() {
    for (w, h, ok) in [
        (5, 3, false),
        (5, 5, false),
        (7, 5, true),
        (9, 5, true),
        (21, 15, true),
    ] {
        assert_eq!(Continued::new(table(w, h), 4).is_ok(), ok, "{w}x{h}");
    }
}

#[test]
fn x13_notation() {
    for text in ["FS-R@E1", "C-K@E0:L", "MU-B@E0", "C-Y@E1:R"] {
        assert_eq!(mv(text).to_string(), text);
    }
    for bad in [
        "FS-R@E1:L",
        "C-K@E0",
        "FS-R@E2",
        "XX-R@E0",
        "FS-K@E0",
        "fs-r@E0",
        "tile:XX",
        "first:x",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn a_seeded_four_deal_match_totals_its_deal_scores() {
    let mut g = Continued::new(Options::default(), 4).unwrap();
    let mut rng = jokoak_core::rng_from_seed(11);
    let plies = jokoak_core::random_playout(&mut g, &mut rng, 100_000);
    assert!(plies > 0);
    let o = g.outcome().expect("the match ends");
    let rows = g.deal_scores();
    assert_eq!(rows.len(), 4);
    let totals: Vec<i64> = (0..4).map(|s| rows.iter().map(|r| r[s]).sum()).collect();
    assert_eq!(o.scores(), totals);
    // Every deal score is at least −3 (an empty hand and the last tile, §7.1).
    assert!(rows.iter().flatten().all(|&s| s >= -3));
    // The last deal's table stays on show; the match is over at its 4th deal.
    assert_eq!(g.deal(), 4);
    assert_eq!(g.node(), Node::Over);
    assert!(g.on_table().total() > 1);
}

#[test]
fn x6_a_drawn_tile_is_seen_by_the_drawer_only() {
    // §6.3 and §9 T12: seat 0 draws into its own hidden hand.
    let g = x6_position();
    assert!(g.sees_chance_outcome(Player(0)));
    assert!(!g.sees_chance_outcome(Player(1)));
}

#[test]
fn x6_perft_counts_draws_per_type() {
    // X6's draw node: 68 tiles of all 13 types in the pile, so 13 outcomes (§11.3: one branch
    // per type). Depth 2, by hand: a drawn FS-R/Y/B or MU-R/Y/B fits either end (6 × 2
    // placements); C-K fits End0 (black) turning L or R, C-R End1 (red) either way (2 + 2);
    // SC-R/Y/B, C-Y and C-B fit nowhere, so the player draws again from 13 types (5 × 13).
    let g = x6_position();
    assert_eq!(jokoak_core::perft(&g, 1), 13);
    assert_eq!(jokoak_core::perft(&g, 2), 12 + 4 + 65);
}
