//! Rules beyond the worked examples: the end of the game (agon.md §8), the placement set-ups
//! (§10.1) and what `ludii_compat` changes (§10).

use jokoak_agon::{Agon, Move, Options, PlacementArea, Seat, Variant};
use jokoak_core::{Game, Player, ToMove};

fn play_all(game: &mut Agon, moves: &[&str]) {
    for mv in moves {
        game.play(&mv.parse::<Move>().unwrap())
            .unwrap_or_else(|e| panic!("`{mv}` refused in `{game}`: {e}"));
    }
}

fn legal_count(game: &Agon) -> usize {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.len()
}

const SHUFFLE: [&str; 4] = ["5:1-5:2", "5:16-5:17", "5:2-5:1", "5:17-5:16"];

#[test]
fn threefold_repetition_draws() {
    let mut game: Agon = "A AQ@5:1 BQ@5:16".parse().unwrap();
    play_all(&mut game, &SHUFFLE); // the start position, second time
    play_all(&mut game, &SHUFFLE[..3]);
    assert!(!game.is_over());
    play_all(&mut game, &SHUFFLE[3..]); // third time
    assert!(game.outcome().is_some_and(|o| o.is_draw()));
    assert_eq!(game.to_string(), "- AQ@5:1 BQ@5:16 ply=8");

    let options = Options {
        threefold_draw: false,
        ..Options::default()
    };
    let mut game = Agon::parse("A AQ@5:1 BQ@5:16", &options).unwrap();
    for _ in 0..5 {
        play_all(&mut game, &SHUFFLE);
    }
    assert!(!game.is_over());
}

#[test]
fn repetition_needs_the_same_player_to_act() {
    // The same cells with the other side to act are a different position (§8.4). A's queen on
    // the centre has no step (§5.3), so A passes every turn and the cells come back with
    // either side to act:
    //   ply 0 {16} A, 1 {16} B, 2 {17} A, 3 {17} B, 4 {16} A, 5 {16} B, 6 {17} A, 7 {17} B,
    //   8 {16} A (B's queen on 5:16 or 5:17). Cells alone would repeat a third time at ply 4
    //   (plies 0, 1, 4); with the side to act the third time is ply 8.
    let mut game: Agon = "A AQ@0:0 BQ@5:16".parse().unwrap();
    play_all(
        &mut game,
        &["pass", "5:16-5:17", "pass", "5:17-5:16", "pass"],
    );
    assert!(!game.is_over(), "{game}");
    play_all(&mut game, &["5:16-5:17", "pass"]);
    assert!(!game.is_over(), "{game}");
    play_all(&mut game, &["5:17-5:16"]);
    assert!(game.outcome().is_some_and(|o| o.is_draw()));
    assert_eq!(game.to_string(), "- AQ@0:0 BQ@5:16 ply=8");
}

#[test]
fn ply_limit_draws_but_a_win_on_the_limit_ply_wins() {
    let options = Options {
        ply_limit: Some(3),
        ..Options::default()
    };
    let mut game = Agon::parse("A AQ@5:1 BQ@5:16", &options).unwrap();
    play_all(&mut game, &SHUFFLE[..2]);
    assert!(!game.is_over());
    play_all(&mut game, &SHUFFLE[2..3]);
    assert!(game.outcome().is_some_and(|o| o.is_draw()));

    let mut game: Agon = "A AQ@0:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@2:10 ply=999"
        .parse()
        .unwrap();
    play_all(&mut game, &["2:10-1:5"]);
    assert!(
        game.outcome()
            .is_some_and(|o| o.is_first(Player(0)) && !o.is_draw())
    );
    assert_eq!(game.ply(), 1000);
}

#[test]
fn a_pass_then_an_action_resets_the_pass_counter() {
    let mut game: Agon = "A AQ@0:0 BQ@5:16".parse().unwrap();
    play_all(&mut game, &["pass"]);
    assert_eq!(game.passes(), 1);
    play_all(&mut game, &["5:16-5:17"]);
    assert_eq!(game.passes(), 0);
    play_all(&mut game, &["pass", "5:17-5:18"]);
    assert!(!game.is_over());
}

#[test]
fn self_block_applies_even_when_the_step_captures() {
    // §8.2: A fills ring 1 while capturing B's guard on 2:11 against A's off-centre queen.
    let mut game: Agon = "A AQ@3:17 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@2:10 BG@2:11"
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    play_all(&mut game, &["2:10-1:5"]);
    assert!(game.piece_at("2:11".parse().unwrap()).unwrap().pending);
    assert!(game.outcome().is_some_and(|o| o.is_first(Player(1))));
}

#[test]
fn free_queen_placement_and_the_switch_to_steps() {
    let settings = jokoak_core::Settings::new("placement-free-queen", 2);
    let mut game = <Agon as jokoak_core::Setup>::from_settings(&settings).unwrap();
    assert_eq!(game.options().variant, Variant::PlacementFreeQueen);
    play_all(&mut game, &["first:B"]);
    // 90 non-centre cells for the queen and 90 for a guard.
    assert_eq!(legal_count(&game), 180);
    assert!(!game.is_legal(&"Q@0:0".parse().unwrap()));
    let placements = [
        "Q@5:0", "Q@5:15", "G@5:2", "G@5:4", "G@5:6", "G@5:9", "G@5:11", "G@5:13", "G@5:19",
        "G@5:17", "G@5:24", "G@5:21", "G@5:28", "G@5:26",
    ];
    for (i, mv) in placements.iter().enumerate() {
        let seat = if i % 2 == 0 { 1 } else { 0 };
        assert_eq!(game.to_move(), ToMove::Player(Player(seat)), "before {mv}");
        play_all(&mut game, &[mv]);
    }
    // The first placer (B) makes the first step. 27 by hand: B's queen on the corner 5:0 has 3
    // steps (5:1, 5:29, 4:0) and each of B's six guards, on non-corner outer cells with empty
    // neighbours, 4 (2 sideways, 2 inward); no destination is flanked (§5.4).
    assert_eq!(game.to_move(), ToMove::Player(Player(1)));
    assert_eq!(legal_count(&game), 27);
    assert!(game.to_string().starts_with("B AQ@5:15"));
}

#[test]
fn placement_can_self_block() {
    // Pieces in hand exist only in the placement set-ups (§13); queens on the corners here.
    let options = Options {
        variant: Variant::PlacementOppositeCorners,
        ..Options::default()
    };
    let mut game = Agon::parse(
        "A AQ@5:0 AG@1:0 AG@1:1 AG@1:2 AG@1:3 AG@1:4 AG@hand BQ@5:15 BG@5:1 BG@5:3 BG@5:5 BG@5:7 BG@5:9 BG@5:11",
        &options,
    )
    .unwrap();
    play_all(&mut game, &["G@1:5"]);
    assert!(game.outcome().is_some_and(|o| o.is_first(Player(1))));
}

#[test]
fn placements_obey_r1_and_r2() {
    let options = Options {
        variant: Variant::PlacementFreeQueen,
        placement_area: PlacementArea::OuterRing,
        ..Options::default()
    };
    // A holds one piece more than B, as strict alternation requires (§10.1).
    let game = Agon::parse(
        "A AG@5:10 AQ@hand AG@hand AG@hand AG@hand AG@hand \
         BG@5:1 BG@5:3 BG@5:9 BQ@hand BG@hand BG@hand BG@hand",
        &options,
    )
    .unwrap();
    let legal = |mv: &str| game.is_legal(&mv.parse().unwrap());
    assert!(!legal("G@5:2")); // R1: between B's 5:1 and 5:3
    assert!(!legal("Q@5:2"));
    assert!(!legal("G@5:8")); // R2: B's 5:9 next to it, A's 5:10 beyond
    assert!(!legal("Q@5:8"));
    assert!(legal("G@5:0") && legal("G@5:4") && legal("G@5:7"));
    assert!(!legal("G@4:0")); // outer ring only
    assert_eq!(legal_count(&game), 2 * (30 - 4 - 2));
}

#[test]
fn ludii_compat_drops_r1_r2_and_allows_the_centre() {
    let t17 = "B AQ@5:0 AG@5:2 AG@5:4 AG@5:8 AG@2:0 AG@4:0 BG@5:9 BQ@5:15 BG@3:0*";
    let game: Agon = t17.parse().unwrap();
    assert_eq!(legal_count(&game), 21);
    let game = Agon::parse(t17, &Options::ludii()).unwrap();
    assert_eq!(legal_count(&game), 24); // every empty outer cell

    // A captures B's queen on 1:0 (line 2:11-1:0-1:1); the centre is empty.
    let text = "A AG@1:1 AG@3:17 BQ@1:0";
    let mut default: Agon = text.parse().unwrap();
    let mut ludii = Agon::parse(text, &Options::ludii()).unwrap();
    play_all(&mut default, &["3:17-2:11"]);
    play_all(&mut ludii, &["3:17-2:11"]);
    let centre: Move = "1:0=>0:0".parse().unwrap();
    assert!(!default.is_legal(&centre));
    assert!(ludii.is_legal(&centre));
    // Every empty cell but the origin: 91 cells - 1:1, 2:11 and 1:0.
    assert_eq!(legal_count(&ludii), 88);
    // The default rules forbid the centre; R1 would only exclude the origin 1:0 and B has no
    // other piece for R2: the 87 other non-centre cells.
    assert_eq!(legal_count(&default), 87);
    play_all(&mut ludii, &["1:0=>0:0"]);
    assert_eq!(ludii.to_string(), "A AG@1:1 AG@2:11 BQ@0:0 ply=2");
}

#[test]
fn huge_counters_do_not_overflow() {
    let options = Options {
        ply_limit: None,
        ..Options::default()
    };
    let text = format!("A AQ@5:1 BQ@5:16 ply={}", u64::MAX);
    let mut game = Agon::parse(&text, &options).unwrap();
    play_all(&mut game, &["5:1-5:2"]);
    assert_eq!(game.ply(), u64::MAX);
}

/// §3.2: the draw's outcomes are `first:A` (seat 0) and `first:B` (seat 1) only (issue 13
/// item 7). A draw for another seat cannot be built: `Move::First` takes a `Seat`, and
/// `Seat::of` refuses a seat other than 0 or 1; the two sides' draws are the listed outcomes.
#[test]
fn the_first_player_draw_names_one_of_the_two_seats() {
    for p in [2, 3, 255] {
        assert_eq!(Seat::of(Player(p)), None, "seat {p}");
    }
    assert_eq!(Seat::of(Player(1)).map(Seat::player), Some(Player(1)));
    for variant in [Variant::Standard, Variant::PlacementFreeQueen] {
        let start = Agon::new(Options {
            variant,
            ..Options::default()
        })
        .unwrap();
        let mut outcomes = Vec::new();
        start.chance_outcomes(&mut outcomes);
        let listed: Vec<Move> = outcomes.into_iter().map(|(mv, _)| mv).collect();
        assert_eq!(listed, [Move::First(Seat::A), Move::First(Seat::B)]);
        for side in Seat::ALL {
            let mut game = start.clone();
            game.play(&Move::First(side)).unwrap();
            assert_eq!(game.seat_to_move(), Some(side.player()));
        }
    }
}
