//! The pictures of docs/img (README and the games' pages), regenerated and compared: a change
//! to a game's picture fails here until the files are rewritten with
//! `JOKOAK_BLESS=1 cargo test --test pictures`.

use std::path::PathBuf;

use jokoak::abalone::Abalone;
use jokoak::agon::Agon;
use jokoak::bul::Bul;
use jokoak::continued::Continued;
use jokoak::linja::Linja;
use jokoak::{Draw, DrawOptions, Setup as _, ToMove};

/// The picture of `state` after `last`, as the seat to act sees it (the public view at
/// chance nodes and at the end).
fn picture<G: Draw>(state: &G, last: Option<&str>) -> String {
    let last: Option<G::Move> = last.map(|m| {
        m.parse()
            .unwrap_or_else(|_| panic!("`{m}` is a move of {}", G::INFO.name))
    });
    let seat = match state.to_move() {
        ToMove::Player(p) => Some(p),
        _ => None,
    };
    state.svg(&DrawOptions {
        seat,
        last_move: last.as_ref(),
        ..DrawOptions::default()
    })
}

fn parse<G: Draw>(text: &str) -> G {
    let settings = G::from_settings(&jokoak::Settings::new("standard", G::INFO.default_players))
        .expect("default settings")
        .settings();
    G::parse_position(text, &settings).unwrap_or_else(|e| panic!("{}: `{text}`: {e}", G::INFO.name))
}

/// Every picture: its file name under docs/img and its SVG text. The mid-game positions come
/// from seeded random games, kept as position notation so the pictures do not depend on the
/// move generators' order.
fn pictures() -> Vec<(&'static str, String)> {
    let tile_settings = jokoak::Settings::new("standard", 4);
    let tile_mid = Continued::parse_position(
        "deal=1 first=3 node=act seat=3 placed=0 drawn=2 must=FS-B passes=0 last=2 \
         table=C-R@0,0r2+FS-R@1,0r2+FS-B@2,0r2+MU-B@3,0r2+SC-B@4,0r2+MU-B@5,0r2+SC-R@6,0r2\
         +FS-R@0,1r3+C-K@0,2r1+FS-Y@1,2r0+MU-Y@2,2r0+MU-B@3,2r0+FS-Y@4,2r0+C-Y@5,2r3+FS-Y@5,3r3\
         +MU-Y@5,4r3+FS-R@5,5r3+C-B@10,5r1+FS-B@11,5r2+C-K@12,5r3+FS-R@5,6r3+FS-B@12,6r1\
         +C-K@5,7r1+FS-B@6,7r0+FS-B@7,7r0+FS-R@8,7r0+MU-B@9,7r0+MU-Y@10,7r0+FS-B@11,7r0\
         +C-B@12,7r0 e0=6,0E e1=10,5N h0=SC-Y*2+MU-Y+C-R+C-Y+C-B*2 h1=C-Y*2 h2=C-K+C-Y \
         h3=FS-R+FS-B+C-K pile=FS-R+FS-Y*4+SC-R*4+SC-Y*3+SC-B*4+MU-R*5+MU-Y+MU-B+C-K+C-R*3\
         +C-B buried=- scores=-",
        &tile_settings,
    )
    .expect("the tile game's mid-game position parses");
    let tile_start = Continued::parse_position(
        "deal=1 first=0 node=act seat=0 placed=0 drawn=0 must=- passes=0 last=- \
         table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=FS-Y*6 h1=MU-R*5+C-R \
         pile=FS-R*6+FS-Y+FS-B*7+SC-R*5+SC-Y*5+SC-B*5+MU-Y*5+MU-B*5+C-K*6+C-R*4+C-Y*5+C-B*5 \
         buried=- scores=-",
        &jokoak::Settings::new("standard", 2),
    )
    .expect("the tile game's start parses");
    vec![
        ("linja-start.svg", picture(&Linja::default(), None)),
        (
            "linja-mid.svg",
            picture(
                &parse::<Linja>("4:3/1:0/1:0/1:2/0:0/0:1/2:1/3:5 B init"),
                Some("4-3"),
            ),
        ),
        ("bul-start.svg", picture(&Bul::default(), None)),
        (
            "bul-mid.svg",
            picture(
                &parse::<Bul>("B:? | home R0 B0 | 1:RBR 3:BRB 6:R 7:B | dead R1 B1"),
                Some("5-1"),
            ),
        ),
        ("continued-start.svg", picture(&tile_start, None)),
        ("continued-mid.svg", picture(&tile_mid, Some("tile:FS-B"))),
        ("abalone-start.svg", picture(&Abalone::default(), None)),
        (
            "abalone-mid.svg",
            picture(
                &parse::<Abalone>(
                    "www1w/wb2w1/w1b2w1/b3w1ww/w6bb/1w2bb2/b2b3/1b2b1/b1b2 b 1 1 58 76",
                ),
                Some("f7g7f8"),
            ),
        ),
        ("agon-start.svg", picture(&Agon::default(), None)),
        (
            "agon-mid.svg",
            picture(
                &parse::<Agon>(
                    "A AQ@4:1 AG@2:4 AG@3:2 AG@3:16 AG@4:3 AG@4:4 AG@4:15 BQ@1:3 BG@1:0 \
                     BG@1:4 BG@2:2 BG@3:8 BG@3:12 BG@4:17 ply=89",
                ),
                Some("2:7-1:3"),
            ),
        ),
    ]
}

#[test]
fn docs_pictures_are_up_to_date() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/img");
    let bless = std::env::var_os("JOKOAK_BLESS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (name, svg) in pictures() {
        let path = dir.join(name);
        if bless {
            std::fs::create_dir_all(&dir).expect("docs/img can be created");
            std::fs::write(&path, &svg).expect("docs/img is writable");
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(svg.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "docs/img is out of date ({}); rewrite with `JOKOAK_BLESS=1 cargo test --test pictures`",
        stale.join(", ")
    );
}

#[test]
fn the_mid_game_pictures_show_the_seat_to_act() {
    // The tile game's mid-game position has seat 3 to act: its hand (FS-R, FS-B, C-K) is
    // drawn, no other seat's.
    let svg = pictures()
        .into_iter()
        .find(|(n, _)| *n == "continued-mid.svg")
        .map(|(_, s)| s)
        .unwrap();
    assert!(svg.contains("data-key=\"hand-C-K\""));
    assert!(!svg.contains("data-key=\"hand-C-Y\""));
}
