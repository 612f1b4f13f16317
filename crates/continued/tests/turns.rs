//! The turn procedure's corner cases (to-be-continued.md §3.2, §6.5, §6.6, §11.2).

use jokoak_continued::{Continued, IllegalReason, Move, Node, Options, TileCounts};
use jokoak_core::{Game, Player, Probability, ToMove};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn legal(g: &Continued) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_moves(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Start FS-R alone; `h0` for seat 0, `pile` as given, seat 1 holds every other tile.
fn two_seats(node: &str, h0: &str, pile: &str, options: &Options, buried: &str) -> Continued {
    let mut used: TileCounts = "FS-R".parse().unwrap();
    used = used.plus(&h0.parse().unwrap()).plus(&pile.parse().unwrap());
    for b in buried.split('+').filter(|b| *b != "-") {
        used.add(b.parse().unwrap());
    }
    let h1 = TileCounts::STANDARD.checked_sub(&used).unwrap();
    let text = format!(
        "deal=1 first=0 node={node} seat=0 placed=0 drawn=0 must=- passes=0 last=- \
         table=FS-R@10,7r0 e0=10,7W e1=10,7E h0={h0} h1={h1} pile={pile} buried={buried} scores=-"
    );
    Continued::parse(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn pass_is_the_only_move_with_nothing_to_place_and_an_empty_pile() {
    // §6.5: seat 0 holds only side-centre tiles, which never fit a full-side end.
    let mut g = two_seats("act", "SC-B*5", "-", &Options::default(), "-");
    assert_eq!(legal(&g), ["pass"]);
    let mut copy = g.clone();
    assert_eq!(
        copy.play(&mv("stop")).unwrap_err().reason,
        IllegalReason::Stop
    );
    g.play(&mv("pass")).unwrap();
    assert_eq!(g.passes(), 1);
    assert_eq!(g.active(), Player(1));
    assert_eq!(g.node(), Node::Act);
    // Seat 1 holds every other tile: it must place (no `pass`, no `stop` yet).
    assert!(!legal(&g).contains(&"pass".to_owned()));
    assert!(!legal(&g).contains(&"stop".to_owned()));
    g.play(&mv("FS-Y@E1")).unwrap();
    g.play(&mv("stop")).unwrap();
    // A placing turn ends the run of passes (§6.6 counts consecutive passing turns).
    assert_eq!(g.passes(), 0);
}

#[test]
fn a_pile_that_empties_during_the_draws_leads_to_a_pass() {
    // §6.5: seat 0 cannot place; the pile's last tile does not fit either.
    let mut g = two_seats("draw", "SC-B*4", "SC-B", &Options::default(), "-");
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out, vec![(mv("tile:SC-B"), Probability::ONE)]);
    g.play(&mv("tile:SC-B")).unwrap();
    assert_eq!(g.to_move(), ToMove::Player(Player(0)));
    assert_eq!(g.turn_progress(), (0, 1, None));
    assert_eq!(legal(&g), ["pass"]);
    assert_eq!(g.hand(Player(0)).total(), 5);
}

#[test]
fn buried_corners_are_drawn_last_first_buried_first() {
    // §3.2 bury_corner_start: once the rest of the pile is gone, the buried corners come
    // out one by one, each a chance node with one outcome of probability 1.
    let bury = Options {
        bury_corner_start: true,
        ..Options::default()
    };
    let mut g = two_seats("draw", "SC-B*5", "SC-Y", &bury, "C-B+C-R");
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out, vec![(mv("tile:SC-Y"), Probability::ONE)]);
    assert_eq!(g.pile_size(), 3);
    g.play(&mv("tile:SC-Y")).unwrap();
    out.clear();
    g.chance_outcomes(&mut out);
    assert_eq!(out, vec![(mv("tile:C-B"), Probability::ONE)]);
    let mut copy = g.clone();
    assert_eq!(
        copy.play(&mv("tile:C-R")).unwrap_err().reason,
        IllegalReason::NotInPile
    );
    g.play(&mv("tile:C-B")).unwrap();
    g.play(&mv("tile:C-R")).unwrap();
    // The red corner fits End1 (red): it must be placed, either way.
    assert_eq!(legal(&g), ["C-R@E1:L", "C-R@E1:R"]);
    assert_eq!(g.turn_progress().2, Some("C-R".parse().unwrap()));
}

#[test]
fn the_next_deal_starts_with_the_next_player_and_a_full_pile() {
    // §3.2 step 4: deal 1's first player is a chance node; later deals rotate.
    let mut g = Continued::new(Options::default(), 3).unwrap();
    g.play(&mv("first:2")).unwrap();
    let mut rng = jokoak_core::rng_from_seed(4);
    while g.deal() == 1 {
        assert!(jokoak_core::testkit::step_random(&mut g, &mut rng));
    }
    assert_eq!(g.first_player(), Some(Player(0)));
    assert_eq!(g.node(), Node::Start);
    assert_eq!(g.pile(), TileCounts::STANDARD);
    assert!(g.on_table().is_empty());
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 13);
    // No `first:S` after deal 1.
    assert!(g.clone().play(&mv("first:1")).is_err());
}

#[test]
fn refused_moves_name_the_rule() {
    let g = two_seats("act", "FS-Y+SC-B+C-Y", "-", &Options::default(), "-");
    let reason = |m: &str| g.clone().play(&mv(m)).unwrap_err().reason;
    assert_eq!(reason("FS-B@E1"), IllegalReason::NotInHand);
    assert_eq!(reason("SC-B@E1"), IllegalReason::Mismatch);
    assert_eq!(reason("tile:FS-R"), IllegalReason::WrongNode);
    assert_eq!(reason("pass"), IllegalReason::Pass);
    let err = g.clone().play(&mv("C-Y@E1:L")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move `C-Y@E1:L`: the edges do not match (§4.2)"
    );
}
