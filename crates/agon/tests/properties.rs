//! The conformance kit and property tests over reachable states (DESIGN §4).

use jokoak_agon::{Agon, Cell, Options};
use jokoak_core::Present;
use jokoak_core::testkit::{
    Conformance, assert_play_iff_listed, check_conformance, random_playouts_hold, reachable,
    reachable_with_foreign_move,
};
use jokoak_core::{Game, Player, Settings, Setup};
use proptest::prelude::*;

fn settings(variant: &str) -> Settings {
    Settings::new(variant, 2)
}

/// The conformance kit on `variant` for 2 players, with the options `options`
/// (space-separated `key=value`).
fn conformance(variant: &str, options: &str) {
    let mut settings = settings(variant);
    for option in options.split_whitespace() {
        let (key, value) = option.split_once('=').expect("key=value");
        settings = settings.with(key, value);
    }
    check_conformance::<Agon>(&settings, &Conformance::default());
}

#[test]
fn conformance_standard() {
    conformance("standard", "");
}

#[test]
fn conformance_placement_opposite_corners() {
    conformance("placement-opposite-corners", "");
}

#[test]
fn conformance_placement_free_queen_outer_ring_captor() {
    conformance(
        "placement-free-queen",
        "placement_area=outer-ring queen_reentry_chooser=captor",
    );
}

#[test]
fn conformance_ludii_compat_short_limit() {
    conformance("standard", "ludii_compat=true ply_limit=150");
}

/// Pieces of `seat` on the board plus in hand.
fn pieces(game: &Agon, seat: u8) -> usize {
    let on_board = Cell::all()
        .filter(|&c| game.piece_at(c).is_some_and(|p| p.owner == Player(seat)))
        .count();
    let (queen, guards) = game.in_hand(Player(seat));
    on_board + usize::from(queen) + usize::from(guards)
}

/// §1: 7 pieces per side always. §4 and §7.3 (default options): at most one side has pending
/// pieces, and every piece between two enemy pieces on a line is pending.
fn invariants(game: &Agon) -> Result<(), String> {
    for seat in 0..2 {
        if pieces(game, seat) != 7 {
            return Err(format!("side {seat} has {} pieces", pieces(game, seat)));
        }
    }
    let pending_sides: Vec<Player> = Cell::all()
        .filter_map(|c| game.piece_at(c).filter(|p| p.pending).map(|p| p.owner))
        .collect();
    if pending_sides.windows(2).any(|w| w[0] != w[1]) {
        return Err("pending pieces on both sides".into());
    }
    for c in Cell::all() {
        let Some(p) = game.piece_at(c) else { continue };
        let enemy = |d: usize| {
            c.neighbour(d)
                .and_then(|n| game.piece_at(n))
                .is_some_and(|q| q.owner != p.owner)
        };
        if (0..3).any(|d| enemy(d) && enemy(d + 3)) && !p.pending {
            return Err(format!("{c} sits between two enemies but is not pending"));
        }
    }
    Ok(())
}

#[test]
fn invariants_hold_in_random_games() {
    for variant in [
        "standard",
        "placement-free-queen",
        "placement-opposite-corners",
    ] {
        let start = Agon::from_settings(&settings(variant)).unwrap();
        random_playouts_hold(&start, 30, 1000, invariants);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn reachable_states_keep_the_invariants(
        game in reachable(Agon::new(Options::default()).unwrap(), 400)
    ) {
        prop_assert_eq!(invariants(&game), Ok(()));
    }

    #[test]
    fn legal_iff_play_accepts(
        (game, mv) in reachable_with_foreign_move(Agon::new(Options::default()).unwrap(), 300)
    ) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&game, &mv);
        }
    }

    #[test]
    fn legal_iff_play_accepts_in_placement(
        (game, mv) in reachable_with_foreign_move(
            Agon::from_settings(&settings("placement-free-queen")).unwrap(), 40)
    ) {
        if let Some(mv) = mv {
            assert_play_iff_listed(&game, &mv);
        }
    }

    /// The `Game::play_unchecked` contract: a move from another state never panics (debug or
    /// release), nor does using the state afterwards; the board stays consistent.
    #[test]
    fn play_unchecked_never_panics_on_foreign_moves(
        (game, mv) in reachable_with_foreign_move(Agon::new(Options::default()).unwrap(), 300),
        (placing, mv2) in reachable_with_foreign_move(
            Agon::from_settings(&settings("placement-free-queen")).unwrap(), 40),
    ) {
        for (mut game, mv) in [(game, mv), (placing, mv2)] {
            if let Some(mv) = mv {
                game.play_unchecked(&mv);
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                let _ = (game.to_string(), game.outcome(), game.to_move(), game.board());
                for cell in Cell::all() {
                    let _ = game.piece_at(cell);
                }
            }
        }
    }

    #[test]
    fn positions_round_trip(game in reachable(Agon::new(Options::default()).unwrap(), 400)) {
        let text = game.to_string();
        // The same position (`==` also reads the repetition history, which the text omits).
        prop_assert!(text.parse::<Agon>().unwrap().same_position(&game), "{}", text);
    }

    /// Any text is a move or a rejection, never a panic; accepted moves print back as given.
    #[test]
    fn move_parser_never_panics(text in "[0-9:=>@QGA-Zpasfirt -]{0,12}") {
        if let Ok(mv) = text.parse::<jokoak_agon::Move>() {
            prop_assert_eq!(mv.to_string(), text);
        }
    }

    /// Random edits of a reachable position either parse back to what they print or are
    /// rejected, never panic.
    #[test]
    fn parser_never_panics(
        game in reachable(Agon::new(Options::default()).unwrap(), 200),
        cut in 0usize..200,
        junk in "[ABQG@:*0-9a-z=? -]{0,8}",
    ) {
        let mut text = game.to_string();
        let at = text.char_indices().map(|(i, _)| i).nth(cut).unwrap_or(text.len());
        text.insert_str(at, &junk);
        if let Ok(parsed) = text.parse::<Agon>() {
            prop_assert_eq!(parsed.to_string().parse::<Agon>().unwrap(), parsed);
        }
    }
}

#[test]
fn play_unchecked_matches_play_in_long_games() {
    let start = Agon::new(Options::default()).unwrap();
    random_playouts_hold(&start, 10, 1000, |g| {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for mv in moves {
            let (mut a, mut b) = (g.clone(), g.clone());
            a.play(&mv).map_err(|e| e.to_string())?;
            b.play_unchecked(&mv);
            if a != b {
                return Err(format!("{mv}: play and play_unchecked differ"));
            }
        }
        Ok(())
    });
}

/// The user's report: a step of an enemy guard, played unchecked, used to trip a debug
/// assertion ("pending pieces on both sides"). Now it is refused and changes nothing.
#[test]
fn play_unchecked_of_an_enemy_piece_does_not_panic() {
    let text = "A AQ@5:0 AG@4:11 AG@4:16 AG@5:4 AG@5:10 AG@5:17 AG@5:25 BQ@4:12 BG@4:0 BG@4:2 \
                BG@4:8 BG@5:6 BG@5:19 BG@5:24 ply=13";
    let mut game: Agon = text.parse().unwrap();
    let before = game.clone();
    let mv = "4:8-3:6".parse().unwrap();
    assert!(!game.is_legal(&mv));
    game.play_unchecked(&mv);
    assert_eq!(game, before);
}

/// The text of reachable states parses back with the same plies (agon.md §13).
#[test]
fn reachable_text_parses_back_with_the_same_plies() {
    let variant = prop_oneof![
        Just("standard"),
        Just("placement-free-queen"),
        Just("placement-opposite-corners"),
    ];
    let option = prop_oneof![
        Just(("placement_area", "any-cell")),
        Just(("placement_area", "outer-ring")),
        Just(("ludii_compat", "true")),
        Just(("threefold_draw", "false")),
        Just(("ply_limit", "20")),
    ];
    let starts = (variant, any::<bool>(), option).prop_map(|(variant, captor, (key, value))| {
        let settings = Settings::new(variant, 2)
            .with(
                "queen_reentry_chooser",
                if captor { "captor" } else { "owner" },
            )
            .with(key, value);
        Agon::from_settings(&settings).unwrap()
    });
    jokoak_core::testkit::prop_reachable_text(96, 300, starts);
}
