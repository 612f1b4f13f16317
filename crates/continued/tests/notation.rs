//! The position notation of docs/notation.md: exact round-trips and clear errors.

use jokoak_continued::{Continued, Move, Node, Options, TableSize};
use jokoak_core::{Game, Player};

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
