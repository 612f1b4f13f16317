//! Differential test against Ludii's `Agon.lud` (agon.md §13, `tests/oracle/README.md`):
//! every ply of the recorded random games, under `ludii_compat`, must offer exactly Ludii's
//! legal moves and the chosen move must lead to Ludii's next position; each game must end
//! with Ludii's result.

use std::collections::BTreeMap;
use std::path::PathBuf;

use jokoak_agon::{Agon, Cell, Move, Options};
use jokoak_core::{Game, Player, ToMove};
use serde_json::Value;

/// The oracle data, copied into `tests/oracle` from `../shared/oracle` (see its README).
fn oracle_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("oracle")
}

/// Ludii site → our cell, through the (q, r) columns of `agon-ludii-board.json`.
fn site_table(dir: &std::path::Path) -> BTreeMap<i64, Cell> {
    let text = std::fs::read_to_string(dir.join("agon-ludii-board.json")).unwrap();
    let json: Value = serde_json::from_str(&text).unwrap();
    let cells = json["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 91);
    cells
        .iter()
        .map(|c| {
            let (q, r) = (c["q"].as_i64().unwrap(), c["r"].as_i64().unwrap());
            let cell = Cell::from_axial(q as i32, r as i32).unwrap();
            assert_eq!(i64::from(cell.ring()), c["ring"].as_i64().unwrap());
            (c["site"].as_i64().unwrap(), cell)
        })
        .collect()
}

/// Ludii's `position` as a §13 position string with `actor` and our ply counter.
fn position(sites: &BTreeMap<i64, Cell>, pos: &Value, actor: char, ply: u64) -> String {
    let mut text = actor.to_string();
    for piece in pos.as_array().unwrap() {
        let site = piece[0].as_i64().unwrap();
        let name = piece[1].as_str().unwrap();
        let owner = if piece[2].as_i64().unwrap() == 1 {
            'A'
        } else {
            'B'
        };
        let kind = if name.starts_with("Queen") { 'Q' } else { 'G' };
        let star = if piece[3].as_i64().unwrap() == 1 {
            "*"
        } else {
            ""
        };
        text.push_str(&format!(" {owner}{kind}@{}{star}", sites[&site]));
    }
    if ply > 0 {
        text.push_str(&format!(" ply={ply}"));
    }
    text
}

fn pair(sites: &BTreeMap<i64, Cell>, mv: &Move) -> (Option<Cell>, Option<Cell>) {
    let _ = sites;
    match *mv {
        Move::Step { from, to } | Move::Reenter { from, to } => (Some(from), Some(to)),
        Move::Pass => (None, None),
        other => panic!("unexpected move {other} under ludii_compat"),
    }
}

fn ludii_pair(sites: &BTreeMap<i64, Cell>, from: i64, to: i64) -> (Option<Cell>, Option<Cell>) {
    (sites.get(&from).copied(), sites.get(&to).copied())
}

#[test]
fn every_ply_matches_ludii() {
    let dir = oracle_dir();
    let sites = site_table(&dir);
    let text = std::fs::read_to_string(dir.join("agon-ludii.jsonl")).unwrap();
    let options = Options::ludii();
    let mut game: Option<Agon> = None;
    let (mut plies, mut games) = (0, 0);
    for line in text.lines() {
        let rec: Value = serde_json::from_str(line).unwrap();
        let number = rec["game"].as_i64().unwrap();
        if rec.get("end").is_some() {
            let g = game.take().expect("an end line follows ply lines");
            let expected =
                Agon::parse(&position(&sites, &rec["position"], '-', g.ply()), &options).unwrap();
            assert!(
                g.same_position(&expected),
                "game {number}: final position {g} against {expected}"
            );
            let outcome = g.outcome().expect("game over");
            let ranking = rec["ranking"].as_array().unwrap();
            let a_first = ranking[0].as_f64().unwrap() < ranking[1].as_f64().unwrap();
            assert!(
                outcome.is_first(Player(u8::from(!a_first))),
                "game {number}: result"
            );
            assert!(
                !outcome.is_draw(),
                "game {number}: Ludii's game was decisive"
            );
            assert_eq!(g.ply(), rec["plies"].as_u64().unwrap());
            games += 1;
            continue;
        }
        let ply = rec["ply"].as_u64().unwrap();
        let actor = if rec["mover"].as_i64().unwrap() == 1 {
            'A'
        } else {
            'B'
        };
        let expected =
            Agon::parse(&position(&sites, &rec["position"], actor, ply), &options).unwrap();
        let g = game.get_or_insert_with(|| expected.clone());
        assert!(
            g.same_position(&expected),
            "game {number} ply {ply}: position {g} against {expected}"
        );
        assert_eq!(g.to_move(), ToMove::Player(Player(u8::from(actor == 'B'))));

        let mut ours = Vec::new();
        g.legal_moves(&mut ours);
        let mut ours: Vec<_> = ours.iter().map(|m| pair(&sites, m)).collect();
        ours.sort();
        let mut theirs: Vec<_> = rec["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| ludii_pair(&sites, m[0].as_i64().unwrap(), m[1].as_i64().unwrap()))
            .collect();
        theirs.sort();
        assert_eq!(rec["num_legal"].as_u64().unwrap() as usize, theirs.len());
        assert_eq!(ours, theirs, "game {number} ply {ply} `{g}`: legal moves");

        let chosen = &rec["chosen"];
        let want = ludii_pair(
            &sites,
            chosen["from"].as_i64().unwrap(),
            chosen["to"].as_i64().unwrap(),
        );
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let mv = *legal
            .iter()
            .find(|m| pair(&sites, m) == want)
            .unwrap_or_else(|| panic!("game {number} ply {ply}: chosen move not ours"));
        g.play(&mv).unwrap();
        plies += 1;
    }
    assert_eq!(games, 5);
    assert_eq!(plies, 1832);
}
