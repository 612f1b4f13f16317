//! Writes the seed corpora into `fuzz/corpus/TARGET/` (kept out of git): positions reached by
//! seeded random play under every settings, ply scripts, the code spans of each game's rules
//! text (docs/rules/*.md), JSON records and Aba-Pro game scores.
//!
//! Run from `fuzz/`: `cargo +nightly run --release --example seeds`.

use std::fs;
use std::path::Path;

use jokoak_core::testkit::{Testable, all_settings, play_random};
use jokoak_core::{Game, Record, Setup, next_plies};

const PLIES: [u64; 9] = [0, 1, 2, 3, 5, 10, 30, 80, 200];

/// A printable byte that selects settings `i` of `n` (`byte % n == i`).
fn selector(i: usize, n: usize) -> char {
    (b' '..=b'~')
        .find(|b| usize::from(*b) % n == i)
        .map_or(' ', char::from)
}

/// The text inside backticks of a Markdown file, one entry per span.
fn code_spans(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap_or_default();
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| !s.is_empty() && s.len() < 400 && !s.contains('\n'))
        .map(str::to_owned)
        .collect()
}

fn write(dir: &Path, name: &str, text: &str) {
    fs::create_dir_all(dir).expect("corpus folder");
    fs::write(dir.join(name), text).expect("seed file");
}

fn game<G: Testable>(target: &str, rules: &str) {
    let dir = Path::new("corpus").join(target);
    let all = all_settings::<G>();
    let n = all.len();
    let spans = code_spans(&Path::new("../docs/rules").join(rules));
    let mut count = 0;
    for (i, settings) in all.iter().enumerate() {
        let sel = selector(i, n);
        let start = G::from_settings(settings).expect("settings of all_settings");
        for seed in 0..3u64 {
            for plies in PLIES {
                let state = play_random(&start, seed * 1000 + plies, plies, seed == 2);
                let mut text = format!("{sel}{state}\n");
                for (k, mv) in next_plies(&state).iter().enumerate().take(3) {
                    text.push_str(&format!("{mv}\n#{}\n", k * 7 + 1));
                }
                text.push_str("#2\n#5\npass\n");
                write(&dir, &format!("s{i}-{seed}-{plies}"), &text);
                count += 1;
            }
        }
    }
    let default = selector(0, n);
    for (k, span) in spans.iter().enumerate() {
        write(&dir, &format!("doc{k}"), &format!("{default}{span}\n"));
        count += 1;
    }
    let script: String = spans.iter().map(|s| format!("{s}\n#1\n")).collect();
    write(&dir, "doc-script", &format!("{default}\n{script}"));
    eprintln!("{target}: {count} seeds");
    record::<G>(&all);
}

fn record<G: Testable>(all: &[jokoak_core::Settings]) {
    let dir = Path::new("corpus").join("record");
    for (i, settings) in all.iter().enumerate() {
        let start = G::from_settings(settings).expect("settings");
        for seed in 0..2u64 {
            let mut state = start.clone();
            let mut rng = jokoak_core::rng_from_seed(seed);
            let mut moves = Vec::new();
            let cap = if seed == 0 { 40 } else { 400 };
            while moves.len() < cap {
                let plies = next_plies(&state);
                if plies.is_empty() {
                    break;
                }
                let mv = plies[jokoak_core::random_index(plies.len(), &mut rng)].clone();
                state.play(&mv).expect("listed ply");
                moves.push(mv);
            }
            let rec = Record::new::<G>(
                G::INFO.name,
                &state.settings(),
                Some(seed),
                Vec::new(),
                &moves,
                state.outcome(),
            );
            write(&dir, &format!("{}-{i}-{seed}", G::INFO.name), &rec.to_json());
        }
    }
}

fn abapro() {
    use jokoak_abalone::Abalone;
    let dir = Path::new("corpus").join("abapro");
    let all = all_settings::<Abalone>();
    let mut ok = 0;
    for (i, settings) in all.iter().enumerate() {
        let sel = selector(i, all.len());
        let start = Abalone::from_settings(settings).expect("settings");
        for seed in 0..4u64 {
            let mut state = start.clone();
            let mut rng = jokoak_core::rng_from_seed(seed);
            let mut text = String::new();
            for ply in 0..(20 + seed * 30) {
                let plies = next_plies(&state);
                if plies.is_empty() || state.is_over() {
                    break;
                }
                let mv = plies[jokoak_core::random_index(plies.len(), &mut rng)].clone();
                if ply % 2 == 0 {
                    text.push_str(&format!("{}.", ply / 2 + 1));
                }
                text.push_str(&format!("{mv} "));
                state.play(&mv).expect("listed ply");
            }
            if matches!(Abalone::replay_native(&text, settings), Some(Ok(_))) {
                ok += 1;
            }
            write(&dir, &format!("s{i}-{seed}"), &format!("{sel}{text}"));
        }
    }
    for (k, span) in code_spans(Path::new("../docs/rules/abalone.md"))
        .iter()
        .enumerate()
    {
        write(
            &dir,
            &format!("doc{k}"),
            &format!("{}{span}", selector(0, all.len())),
        );
    }
    eprintln!("abapro: {ok} generated scores replay");
}

fn main() {
    game::<jokoak_linja::Linja>("linja", "linja.md");
    game::<jokoak_bul::Bul>("bul", "bul.md");
    game::<jokoak_continued::Continued>("continued", "to-be-continued.md");
    game::<jokoak_abalone::Abalone>("abalone", "abalone.md");
    game::<jokoak_agon::Agon>("agon", "agon.md");
    abapro();
}
