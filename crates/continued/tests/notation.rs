//! The position notation of docs/notation.md: exact round-trips and clear errors.

mod common;
use common::x6;

use jokoak_continued::{Continued, Move, Node, Options, TableSize, TileCounts, TileType};
use jokoak_core::testkit::step_random;
use jokoak_core::{Game, Player, rng_from_seed};

const X2: &str = "deal=1 first=0 node=act seat=0 placed=0 drawn=0 must=- passes=0 last=- \
table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=FS-Y+SC-B+MU-R+C-K+C-R+C-Y h1=FS-B*6 \
pile=FS-R*6+FS-Y*6+FS-B+SC-R*5+SC-Y*5+SC-B*4+MU-R*4+MU-Y*5+MU-B*5+C-K*5+C-R*4+C-Y*4+C-B*5 \
buried=- scores=-";

const NEW_4: &str = "deal=1 first=- node=first seat=0 placed=0 drawn=0 must=- passes=0 last=- \
table=- e0=- e1=- h0=- h1=- h2=- h3=- \
pile=FS-R*7+FS-Y*7+FS-B*7+SC-R*5+SC-Y*5+SC-B*5+MU-R*5+MU-Y*5+MU-B*5+C-K*6+C-R*5+C-Y*5+C-B*5 \
buried=- scores=-";

fn err(text: &str) -> String {
    text.parse::<Continued>().unwrap_err().to_string()
}

/// `text` is refused with an error naming its field `field` (in backquotes: `` `last` ``).
fn refused_naming(text: &str, field: &str) {
    let e = err(text);
    assert!(e.contains(&format!("`{field}`")), "{e}");
}

#[test]
fn the_new_match_prints_as_documented() {
    let g = Continued::new(Options::default(), 4).unwrap();
    assert_eq!(g.to_string(), NEW_4);
    assert_eq!(NEW_4.parse::<Continued>().unwrap(), g);
}

#[test]
fn x2_round_trips_verbatim_and_reads_back_its_parts() {
    let g: Continued = X2.parse().unwrap();
    assert_eq!(g.to_string(), X2);
    assert_eq!(g.node(), Node::Act);
    assert_eq!(g.num_players(), 2);
    assert_eq!(g.hand(Player(1)), "FS-B*6".parse().unwrap());
    assert_eq!(g.pile_size(), 72 - 1 - 12);
}

#[test]
fn positions_round_trip_through_a_turn_and_a_deal_end() {
    let mut g: Continued = X2.parse().unwrap();
    for m in ["C-R@E1:L", "FS-Y@E0", "stop"] {
        g.play(&m.parse::<Move>().unwrap()).unwrap();
        let back = Continued::parse(&g.to_string(), &Options::default()).unwrap();
        assert_eq!(back, g, "after {m}");
    }
    assert!(g.to_string().contains(" last=0 "), "{g}");
    assert!(
        g.to_string()
            .contains("table=FS-Y@9,7r0+FS-R@10,7r0+C-R@11,7r0 "),
        "{g}"
    );
}

#[test]
fn options_live_beside_the_position() {
    let small = Options {
        table: TableSize::new(9, 5).unwrap(),
        bury_corner_start: true,
        ..Options::default()
    };
    let mut g = Continued::with_first(small, 3, 1).unwrap();
    g.play(&"tile:C-K".parse::<Move>().unwrap()).unwrap();
    let text = g.to_string();
    assert!(text.contains(" buried=C-K "), "{text}");
    assert_eq!(Continued::parse(&text, &small).unwrap(), g);
    // Under the default options buried corners are not allowed.
    assert!(
        text.parse::<Continued>()
            .unwrap_err()
            .to_string()
            .contains("buried")
    );
}

#[test]
fn parse_errors_name_the_field() {
    assert!(err("").contains("`deal`"));
    assert!(err(&X2.replace("deal=1", "deal=5")).contains("`deal`"));
    assert!(err(&X2.replace("node=act", "node=play")).contains("`node`"));
    assert!(err(&X2.replace("h1=FS-B*6", "h1=FS-K*6")).contains("`h1`"));
    assert!(err(&X2.replace("h1=FS-B*6", "h1=FS-B*5")).contains("exactly once"));
    assert!(err(&X2.replace("FS-R@10,7r0", "FS-R@21,7r0")).contains("`table`"));
    assert!(err(&X2.replace("FS-R@10,7r0", "FS-R@10,7r4")).contains("`table`"));
    assert!(err(&X2.replace("e1=10,7E", "e1=10,7N")).contains("`e1`"));
    assert!(err(&X2.replace("e0=10,7W", "e0=9,7W")).contains("`e0`"));
    assert!(err(&X2.replace("seat=0", "seat=2")).contains("`seat`"));
    assert!(err(&X2.replace("scores=-", "scores=1,2")).contains("`scores`"));
    assert!(err(&format!("{X2} extra")).contains("`extra`"));
    assert!(err(&X2.replace(" h1=FS-B*6", "")).contains("one hand per seat"));
    // A player who can place does not draw.
    assert!(err(&X2.replace("node=act", "node=draw")).contains("draw"));
    // `stop` progress outside a turn.
    assert!(err(&NEW_4.replace("placed=0", "placed=1")).contains("`placed`"));
}

// ----- states play can never reach (docs/notation.md, "Parsing validates …") -----

/// `text` with the value of field `key` replaced by `value`.
fn set(text: &str, key: &str, value: &str) -> String {
    let prefix = format!("{key}=");
    let fields: Vec<String> = text
        .split(' ')
        .map(|f| {
            if f.starts_with(&prefix) {
                format!("{prefix}{value}")
            } else {
                f.to_owned()
            }
        })
        .collect();
    assert!(fields.iter().any(|f| f.starts_with(&prefix)), "no `{key}`");
    fields.join(" ")
}

/// X2 after `C-R@E1:L`: seat 0 placed once this turn and may go on or stop.
fn x2_after_a_placement() -> String {
    let mut g: Continued = X2.parse().unwrap();
    g.play(&"C-R@E1:L".parse::<Move>().unwrap()).unwrap();
    let text = g.to_string();
    assert!(
        text.contains(" placed=1 ") && text.contains(" last=0 "),
        "{text}"
    );
    text
}

/// X2 with seat 1 holding the whole pile (an empty pile), seat 0 to act after `passes`
/// passes since the deal began (so seat 0 is `first + passes`). Play cannot reach this: seat 1
/// got the pile's tiles without drawing them (X2's deal leaves 59 in the pile, §3.2), and,
/// holding FS-R, it could place at End0, so it never passed (§6.1); tests use it only for what
/// the parser refuses.
fn x2_empty_pile(passes: u8) -> String {
    let pile: TileCounts = X2
        .split(" pile=")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let h1 = pile.plus(&"FS-B*6".parse().unwrap());
    let text = set(&set(X2, "h1", &h1.to_string()), "pile", "-");
    set(
        &set(&text, "passes", &passes.to_string()),
        "first",
        &((2 - passes % 2) % 2).to_string(),
    )
}

#[test]
fn a_placement_without_a_placer_is_refused_rule_6_1() {
    // The tester's case: `placed=1` with `last=-` would offer `stop` and skip the forced
    // first placement of §6.1.
    refused_naming(&set(X2, "placed", "1"), "last");
}

#[test]
fn a_placement_by_another_seat_is_refused_rule_6_1() {
    // §6.1: the seat that placed this turn is the most recent placer.
    let text = x2_after_a_placement();
    assert!(text.parse::<Continued>().is_ok());
    refused_naming(&set(&text, "last", "1"), "last");
}

#[test]
fn more_placements_than_placed_tiles_are_refused_rule_6_1() {
    // §6.1: each placement put one tile next to the start tile.
    refused_naming(&set(&x2_after_a_placement(), "placed", "2"), "placed");
}

#[test]
fn passes_after_a_placement_this_turn_are_refused_rule_6_6() {
    refused_naming(&set(&x2_after_a_placement(), "passes", "1"), "passes");
}

#[test]
fn a_seat_not_after_the_passes_is_refused_rule_6_2() {
    // §6.2, §6.5: every turn since the most recent placement passed, so the seat to act is
    // last + passes + 1; before any placement, first + passes.
    let mut g: Continued = x2_after_a_placement().parse().unwrap();
    g.play(&"stop".parse::<Move>().unwrap()).unwrap();
    let text = g.to_string();
    assert!(
        text.contains(" seat=1 ") && text.contains(" passes=0 "),
        "{text}"
    );
    refused_naming(&set(&text, "passes", "1"), "last");
    // Before any placement: X2 with seat 1 as the deal's first player and no pass.
    refused_naming(&set(X2, "first", "1"), "last");
}

#[test]
fn passes_with_a_pile_are_refused_rule_6_5() {
    // The tester's case: X2 (a pile of 59) after one pass. A pass needs an empty pile and
    // the pile never refills during a deal.
    refused_naming(&set(&set(X2, "passes", "1"), "first", "1"), "passes");
}

#[test]
fn draws_after_a_pass_are_refused_rule_6_5() {
    // After a pass the pile is empty, so the next seat has nothing to draw.
    refused_naming(&set(&x2_empty_pile(1), "drawn", "1"), "drawn");
}

/// Three players, seat 0 first, a C-R start tile: only FS-R fits it (§4.2: a corner
/// touches full-side tiles of its colour, and only on the red side). Seats 1 and 2 hold all
/// seven FS-R, so seat 0 draws the whole pile of 53 without a placeable tile and passes
/// (§6.3, §6.5): an empty pile before any placement, with seat 1 to act.
fn drawn_out_before_any_placement() -> Continued {
    let t = |c: &str| c.parse::<TileType>().unwrap();
    let dealt = ["C-R"]
        .into_iter()
        .chain(["FS-Y"; 6])
        .chain(["FS-R"; 6])
        .chain(["FS-R"])
        .chain(["FS-B"; 5])
        .map(t);
    let mut g =
        Continued::from_pile_order(Options::default(), 3, 0, &mut dealt.into_iter()).unwrap();
    let pile = g.pile();
    assert_eq!(pile.total(), 72 - 1 - 18);
    let mut order = pile
        .types()
        .flat_map(|ty| std::iter::repeat_n(ty, usize::from(pile.get(ty))));
    assert_eq!(g.draw_in_order(&mut order).unwrap(), 53);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves, vec![Move::Pass], "{g}");
    g.play(&Move::Pass).unwrap();
    g
}

#[test]
fn an_empty_pile_before_any_placement_is_reachable_rule_6_5() {
    // The pile empties before any placement when the first player draws it out (§6.3,
    // §6.5); the parser must take that state, and its pass run is seat 0 alone.
    let g = drawn_out_before_any_placement();
    let text = g.to_string();
    assert!(
        text.contains(" seat=1 ")
            && text.contains(" passes=1 last=- ")
            && text.contains(" pile=- "),
        "{text}"
    );
    assert_eq!(text.parse::<Continued>().unwrap(), g);
}

#[test]
fn a_passer_holding_a_placeable_tile_is_refused_rule_6_1() {
    // Swap one of seat 1's FS-R for one of seat 0's FS-Y: seat 0, who passed, would then
    // hold a tile that fits the start tile, and a seat places when it can (§6.1).
    let g = drawn_out_before_any_placement();
    let text = g.to_string();
    let mut h0 = g.hand(Player(0));
    let mut h1 = g.hand(Player(1));
    let (fs_r, fs_y) = ("FS-R".parse().unwrap(), "FS-Y".parse().unwrap());
    assert!(h0.remove(fs_y) && h1.remove(fs_r));
    h0.add(fs_r);
    h1.add(fs_y);
    let e = err(&set(
        &set(&text, "h0", &h0.to_string()),
        "h1",
        &h1.to_string(),
    ));
    assert!(e.contains("`passes`") && e.contains("seat 0"), "{e}");
}

#[test]
fn a_passer_is_determinized_without_a_placeable_tile_rule_6_5() {
    // Seat 1 observes: seat 0's 59 tiles and seat 2's 6 are redealt, one FS-R among the 65.
    // Seat 0 passed, so the FS-R stays with seat 2, and the state still parses.
    let g = drawn_out_before_any_placement();
    let fs_r = "FS-R".parse().unwrap();
    for seed in 0..20 {
        let d = g
            .determinize_for(Player(1), &mut rng_from_seed(seed))
            .unwrap();
        assert_eq!(d.hand(Player(0)).get(fs_r), 0, "seed {seed}: `{d}`");
        assert_eq!(d.hand(Player(2)).get(fs_r), 1, "seed {seed}: `{d}`");
        assert_eq!(d.to_string().parse::<Continued>().unwrap(), d);
    }
}

/// A reachable state after a placement and then `k` ≥ 1 passes (a seeded random match).
fn passes_after_a_placement(k: u8) -> Continued {
    for seed in 0..400 {
        let mut rng = rng_from_seed(seed);
        let mut g = Continued::new(Options::default(), 4).unwrap();
        while step_random(&mut g, &mut rng) {
            if g.node() == Node::Act && g.passes() == k && g.last_placer().is_some() {
                return g;
            }
        }
    }
    panic!("no state with {k} passes after a placement in 400 matches");
}

#[test]
fn every_passer_since_the_last_placement_is_checked_rule_6_1() {
    // The run is the `passes` seats after the most recent placer (§6.2, §6.6). Give the
    // earliest and the latest of them a tile that fits an end, taken from a seat outside the
    // run (the line is open, §6.8, and the pile empty, so some other hand holds one).
    let g = passes_after_a_placement(2);
    let text = g.to_string();
    assert_eq!(text.parse::<Continued>().unwrap(), g);
    let n = g.num_players() as u8;
    let last = g.last_placer().unwrap().0;
    let off_table = TileCounts::STANDARD.checked_sub(g.on_table()).unwrap();
    let fits: Vec<TileType> = g
        .placements_of(&off_table)
        .iter()
        .map(|p| p.tile())
        .collect();
    for passer in [(last + 1) % n, (last + 2) % n] {
        let (holder, tile) = (0..n)
            .filter(|&s| s != (last + 1) % n && s != (last + 2) % n)
            .find_map(|s| {
                fits.iter()
                    .find(|&&t| g.hand(Player(s)).get(t) > 0)
                    .map(|&t| (s, t))
            })
            .expect("an open line: a hand outside the run holds a placeable tile");
        let mut from = g.hand(Player(holder));
        let mut to = g.hand(Player(passer));
        let given = to.types().next().expect("a passer with a tile to swap");
        assert!(from.remove(tile) && to.remove(given));
        from.add(given);
        to.add(tile);
        let e = err(&set(
            &set(&text, &format!("h{holder}"), &from.to_string()),
            &format!("h{passer}"),
            &to.to_string(),
        ));
        assert!(
            e.contains("`passes`") && e.contains(&format!("seat {passer}")),
            "{e}"
        );
    }
}

#[test]
fn more_draws_than_tiles_in_hand_are_refused_rule_6_3() {
    // §6.3: drawn tiles go to the hand; X2's seat 0 holds 6 and placed none.
    refused_naming(&set(X2, "drawn", "7"), "drawn");
}

#[test]
fn a_drawn_tile_beside_another_placeable_tile_is_refused_rule_6_3() {
    // X6 after `tile:C-B tile:SC-R tile:FS-B`: FS-B must be placed, and it is the only
    // placeable tile in hand, since seat 0 drew because nothing else fitted.
    let mut g = x6();
    for m in ["tile:C-B", "tile:SC-R", "tile:FS-B"] {
        g.play(&m.parse::<Move>().unwrap()).unwrap();
    }
    let text = g.to_string();
    assert!(text.contains(" must=FS-B "), "{text}");
    assert!(text.parse::<Continued>().is_ok());
    // Swap seat 0's C-Y for a FS-Y of the pile: FS-Y fits End1, so no draw would have come.
    let hand = g.hand(Player(0));
    let mut swapped = hand;
    swapped.remove("C-Y".parse().unwrap());
    swapped.add("FS-Y".parse().unwrap());
    let mut pile = g.pile();
    pile.remove("FS-Y".parse().unwrap());
    pile.add("C-Y".parse().unwrap());
    let text = set(
        &set(&text, "h0", &swapped.to_string()),
        "pile",
        &pile.to_string(),
    );
    refused_naming(&text, "must");
}

#[test]
fn a_start_tile_off_the_start_cell_or_turned_is_refused_rule_3_2() {
    let moved = X2
        .replace("FS-R@10,7r0", "FS-R@9,7r0")
        .replace("e0=10,7W e1=10,7E", "e0=9,7W e1=9,7E");
    assert!(err(&moved).contains("`table`"));
    assert!(err(&X2.replace("FS-R@10,7r0", "FS-R@10,7r2")).contains("`table`"));
}

#[test]
fn a_lone_start_tile_has_fixed_ends_rule_3_2() {
    // §3.2 step 2: End0 heads W, End1 E (straight start); swapping them is refused.
    refused_naming(&set(&set(X2, "e0", "10,7E"), "e1", "10,7W"), "e0");
}

#[test]
fn a_corner_start_tile_under_bury_corner_start_is_refused_rule_3_2() {
    // Without the option a corner start tile stays; with it, it would have been buried.
    let mut g = Continued::with_first(Options::default(), 2, 0).unwrap();
    g.play(&"tile:C-K".parse::<Move>().unwrap()).unwrap();
    let text = g.to_string();
    assert!(text.contains("table=C-K@10,7r0 "), "{text}");
    let bury = Options {
        bury_corner_start: true,
        ..Options::default()
    };
    let e = Continued::parse(&text, &bury).unwrap_err().to_string();
    assert!(e.contains("`table`"), "{e}");
}

#[test]
fn impossible_deal_scores_are_refused_rule_7_1() {
    // §7.1: a hand's points, −3 for the last placer only.
    let deal2 = set(X2, "deal", "2");
    assert!(set(&deal2, "scores", "5,-3").parse::<Continued>().is_ok());
    for bad in ["-1,-3", "-4,5", "93,0", "+5,1", "-0,1", "05,1"] {
        let e = err(&set(&deal2, "scores", bad));
        assert!(e.contains("`scores`"), "{bad}: {e}");
    }
}

/// A finished match of `players` seats (seeded random play).
fn finished(players: usize, seed: u64) -> Continued {
    let mut g = Continued::new(Options::default(), players).unwrap();
    jokoak_core::random_playout(&mut g, &mut jokoak_core::rng_from_seed(seed), 100_000);
    assert_eq!(g.node(), Node::Over);
    g
}

#[test]
fn a_finished_match_scores_the_hands_shown_rule_7_1() {
    let g = finished(3, 7);
    let text = g.to_string();
    assert_eq!(text.parse::<Continued>(), Ok(g.clone()));
    // The last row is the scoring of the hands still on show; change one score.
    let rows = text.split(" scores=").nth(1).unwrap().to_owned();
    let (head, last) = rows.rsplit_once('/').unwrap();
    let mut cells: Vec<i64> = last.split(',').map(|c| c.parse().unwrap()).collect();
    cells[0] += 1;
    let cells: Vec<String> = cells.iter().map(ToString::to_string).collect();
    refused_naming(
        &set(&text, "scores", &format!("{head}/{}", cells.join(","))),
        "scores",
    );
    // A deal ends on a placement or a closed line, never after passes (§6.6, §6.8).
    refused_naming(&set(&text, "passes", "1"), "passes");
}

#[test]
fn a_finished_match_whose_last_deal_goes_on_is_refused_rule_6_7() {
    // X2's table in deal 4 marked over, with the last row scoring the hands (seat 0 last
    // placer): fewer than 8 corners and an open line, so deal 4 has not ended.
    let g: Continued = x2_after_a_placement().parse().unwrap();
    let row: Vec<String> = (0..2u8)
        .map(|s| (g.hand(Player(s)).points() - if s == 0 { 3 } else { 0 }).to_string())
        .collect();
    let mut text = g.to_string();
    for (k, v) in [
        ("deal", "4"),
        ("node", "over"),
        ("placed", "0"),
        ("scores", &format!("1,1/1,1/1,1/{}", row.join(","))),
    ] {
        text = set(&text, k, v);
    }
    refused_naming(&text, "node");
}

#[test]
fn only_the_printed_form_parses() {
    // docs/notation.md: single spaces, counts in type order with `*N` only for N ≥ 2, tiles
    // row by row from the north-west.
    assert!(err(&X2.replace(" first=", "  first=")).contains("`first`"));
    assert!(err(&format!(" {X2}")).contains("`deal`"));
    assert!(err(&format!("{X2} ")).contains("`scores`"));
    assert!(err(&X2.replace(" first=", "\tfirst=")).contains("`deal`"));
    let e = err(&set(X2, "h0", "SC-B+FS-Y+MU-R+C-K+C-R+C-Y"));
    assert!(e.contains("`h0`") && e.contains("type order"), "{e}");
    assert!(err(&set(X2, "h0", "FS-Y*1+SC-B+MU-R+C-K+C-R+C-Y")).contains("`h0`"));
    let pile = X2
        .split(" pile=")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    let (a, b) = pile.split_once('+').unwrap();
    assert!(err(&set(X2, "pile", &format!("{b}+{a}"))).contains("`pile`"));
    let text = x2_after_a_placement();
    assert!(text.contains("table=FS-R@10,7r0+C-R@11,7r0 "), "{text}");
    refused_naming(&set(&text, "table", "C-R@11,7r0+FS-R@10,7r0"), "table");
    assert!("FS-R*2+C-K".parse::<TileCounts>().is_ok());
    assert!("C-K+FS-R*2".parse::<TileCounts>().is_err());
}

#[test]
fn deal_numbers_out_of_range_say_the_same_true_thing() {
    for d in ["0", "5", "01", "x"] {
        let e = err(&set(X2, "deal", d));
        assert!(
            e.contains("`deal`") && e.contains("deals are numbered 1 to 4"),
            "{d}: {e}"
        );
        assert!(!e.contains("0 to 4"), "{d}: {e}");
    }
}

#[test]
fn seats_out_of_range_name_their_field() {
    assert!(err(&set(X2, "first", "2")).contains("`first`"));
    assert!(err(&set(X2, "last", "2")).contains("`last`"));
    assert!(err(&set(X2, "seat", "2")).contains("`seat`"));
}

/// §11.2–§11.3, issue 13 item 9: every move value that can be built prints as notation that
/// parses back to it. A straight with a turn, a corner without one (§5) and a seat above 5
/// (`first:S`, at most 6 players, §1) cannot be built.
#[test]
fn every_constructible_move_round_trips() {
    use jokoak_continued::{EndId, Placement, Seat, Turn};
    let (straight, corner) = (TileType::FS_R, TileType::C_K);
    assert_eq!(Placement::new(straight, EndId::E0, Some(Turn::Left)), None);
    assert_eq!(Placement::new(corner, EndId::E1, None), None);
    assert_eq!(Move::straight(corner, EndId::E0), None);
    assert_eq!(Move::corner(straight, EndId::E0, Turn::Right), None);
    assert_eq!(Seat::new(6), None);
    assert_eq!(Move::first(200), None);
    let mut all = vec![Move::Stop, Move::Pass];
    all.extend((0..=u8::MAX).filter_map(Move::first));
    for t in TileType::ALL {
        all.push(Move::Tile(t));
        for end in EndId::BOTH {
            for turn in [None, Some(Turn::Left), Some(Turn::Right)] {
                all.extend(Placement::new(t, end, turn).map(Move::Place));
            }
        }
    }
    // 6 seats, 13 tile draws, 9 straights × 2 ends, 4 corners × 2 ends × 2 turns.
    assert_eq!(all.len(), 2 + 6 + 13 + 18 + 16);
    for mv in all {
        let text = mv.to_string();
        assert_eq!(text.parse::<Move>().ok(), Some(mv), "{text}");
    }
}
