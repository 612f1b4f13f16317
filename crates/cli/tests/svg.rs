//! Black-box tests of `jokoak svg` (issue 12): every game's picture, its keys and its seats.

mod common;
use common::{bad_input, stdout};

/// The `data-key` values of a picture, in document order.
fn keys(svg: &str) -> Vec<String> {
    svg.split("data-key=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_game_prints_one_svg_document() {
    for game in ["linja", "bul", "continued", "abalone", "agon"] {
        let svg = stdout(&["svg", game]);
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{game}"
        );
        assert!(svg.ends_with("</svg>\n"), "{game}");
        assert_eq!(svg.matches("<svg").count(), 1, "{game}");
    }
}

#[test]
fn keys_are_the_notation_coordinates() {
    // Linja §2: spaces 0-7. Abalone §2.2: 61 cells a1 … i9. Agon §2: 91 cells 0:0 … 5:29.
    // Bul §2: positions 0-10 with the default track.
    let linja = keys(&stdout(&["svg", "linja"]));
    assert_eq!(linja, ["0", "1", "2", "3", "4", "5", "6", "7"]);
    let abalone = keys(&stdout(&["svg", "abalone"]));
    assert_eq!(abalone.len(), 61);
    assert!(abalone.contains(&"e5".to_owned()));
    let agon = keys(&stdout(&["svg", "agon"]));
    assert_eq!(agon.len(), 91);
    assert!(agon.contains(&"5:29".to_owned()));
    let bul = keys(&stdout(&[
        "svg",
        "bul",
        "--state",
        "-:- | home R0 B5 | - | dead R5 B0",
    ]));
    assert_eq!(bul.len(), 11);
}

#[test]
fn a_hand_is_shown_only_to_its_seat() {
    // The doc example of the tile game (crate docs): start tile FS-R on (10,7); seat 0 holds
    // six FS-Y and acts, seat 1 holds five MU-R and a C-R.
    let public = keys(&stdout(&[
        "svg",
        "continued",
        "--players",
        "2",
        "--state",
        &new_doc_example(),
    ]));
    assert_eq!(public, ["E0", "E1"]);
    let seat0 = keys(&stdout(&[
        "svg",
        "continued",
        "--players",
        "2",
        "--state",
        &new_doc_example(),
        "--seat",
        "0",
    ]));
    assert_eq!(seat0, ["E0", "E1", "hand-FS-Y"]);
}

/// The state after `first:0` and the pile order of the crate docs' example.
fn new_doc_example() -> String {
    "deal=1 first=0 node=act seat=0 placed=0 drawn=0 must=- passes=0 last=- \
     table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=FS-Y*6 h1=MU-R*5+C-R \
     pile=FS-R*6+FS-Y+FS-B*7+SC-R*5+SC-Y*5+SC-B*5+MU-Y*5+MU-B*5+C-K*6+C-R*4+C-Y*5+C-B*5 \
     buried=- scores=-"
        .to_owned()
}

#[test]
fn bad_seats_are_refused() {
    let err = bad_input(&["svg", "linja", "--seat", "X"]);
    assert!(err.contains("seat `X`"), "{err}");
    assert!(err.contains("B, R or 0-1"), "{err}");
    bad_input(&["svg", "continued", "--seat", "4"]);
    bad_input(&["svg", "abalone", "--state", "not a position"]);
}

#[test]
fn seats_are_labels_or_numbers() {
    assert_eq!(
        stdout(&["svg", "linja", "--seat", "R"]),
        stdout(&["svg", "linja", "--seat", "1"])
    );
}
