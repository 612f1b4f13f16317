//! Every rule citation in the repository resolves to a section of a file in the repository
//! (issue 14): `bul.md §14` to `docs/rules/bul.md`, `DESIGN §6.2` to `docs/design.md`, a bare
//! `Abalone §5.4` or a bare section number in a game crate to that game's rules text.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository root (the facade package's manifest directory).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The section numbers a Markdown file declares: headings `## 4.`, `### 4.3 …`, `### E1 …`,
/// and bold rule labels such as `**R7`.
fn sections(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('#') {
            let rest = t
                .trim_start_matches('#')
                .trim_start()
                .trim_start_matches('§');
            let label: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '.')
                .collect();
            let label = label.trim_end_matches('.');
            if label.chars().any(|c| c.is_ascii_digit()) {
                out.insert(label.to_owned());
            }
        }
        let mut rest = t;
        while let Some(i) = rest.find("**R") {
            let digits: String = rest[i + 3..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if !digits.is_empty() {
                out.insert(format!("R{digits}"));
            }
            rest = &rest[i + 3..];
        }
    }
    out
}

/// A section cited as `4.3.1` exists if it or one of its parents (`4.3`, `4`) is a heading:
/// numbered paragraphs below the deepest heading are part of it.
fn resolves(sections: &BTreeSet<String>, cited: &str) -> bool {
    let mut s = cited;
    loop {
        if sections.contains(s) {
            return true;
        }
        match s.rfind('.') {
            Some(i) => s = &s[..i],
            None => return false,
        }
    }
}

/// Each game's crate name and rules text.
const GAMES: [(&str, &str); 5] = [
    ("linja", "linja.md"),
    ("bul", "bul.md"),
    ("continued", "to-be-continued.md"),
    ("abalone", "abalone.md"),
    ("agon", "agon.md"),
];

/// The rules text a bare `§` in `path` refers to.
fn default_spec(path: &Path) -> Option<&'static str> {
    let p = path.to_string_lossy();
    GAMES
        .iter()
        .find(|(game, _)| {
            p.contains(&format!("crates/{game}/"))
                || p.ends_with(&format!("docs/{game}.md"))
                || p.contains(&format!("examples/{game}"))
                || p.contains(&format!("benches/{game}"))
                || p.ends_with(&format!("tests/{game}.rs"))
                || (*game == "continued" && p.ends_with("docs/notation.md"))
        })
        .map(|(_, spec)| *spec)
}

/// Linja's rule labels cited in `line`: `R` and one or two digits, standing alone.
fn linja_rules(line: &str) -> Vec<String> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    for i in 0..b.len() {
        let alone_before = i == 0 || !b[i - 1].is_ascii_alphanumeric();
        if b[i] == b'R' && alone_before {
            let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            let after = b.get(i + 1 + digits);
            if (1..=2).contains(&digits) && !after.is_some_and(|c| c.is_ascii_alphanumeric()) {
                out.push(line[i..i + 1 + digits].to_owned());
            }
        }
    }
    out
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if p.is_dir() {
            if !matches!(name, "target" | ".git" | "rules" | "oracle" | "fuzz") {
                files(&p, out);
            }
        } else if name.ends_with(".rs") || name.ends_with(".md") || name.ends_with(".txt") {
            out.push(p);
        }
    }
}

#[test]
fn every_rule_citation_resolves_inside_the_repository() {
    let root = root();
    let load = |rel: &str| -> Option<BTreeSet<String>> {
        fs::read_to_string(root.join(rel))
            .ok()
            .map(|t| sections(&t))
    };
    let mut paths = Vec::new();
    for dir in ["crates", "src", "examples", "benches", "docs", "tests"] {
        files(&root.join(dir), &mut paths);
    }
    paths.push(root.join("README.md"));
    let mut bad = Vec::new();
    let mut checked = 0usize;
    for path in &paths {
        let Ok(text) = fs::read_to_string(path) else {
            continue;
        };
        let rel = path.strip_prefix(&root).unwrap_or(path).to_path_buf();
        for (n, line) in text.lines().enumerate() {
            if default_spec(&rel) == Some("linja.md") {
                for r in linja_rules(line) {
                    checked += 1;
                    if !load("docs/rules/linja.md").is_some_and(|s| s.contains(&r)) {
                        bad.push(format!(
                            "{}:{}: docs/rules/linja.md has no rule {r}",
                            rel.display(),
                            n + 1
                        ));
                    }
                }
            }
            let mut from = 0;
            // A bare `§5` after `abalone.md §7.1` on the same line cites the same text.
            let mut line_file: Option<String> = None;
            while let Some(i) = line[from..].find('§') {
                let at = from + i;
                from = at + '§'.len_utf8();
                let number: String = line[from..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '.')
                    .collect();
                let number = number.trim_end_matches('.');
                // `§9` inside code quotes is an example of the form, not a citation.
                let quoted = line[..at].ends_with('`');
                if quoted || number.is_empty() || !number.starts_with(|c: char| c.is_ascii_digit())
                {
                    continue;
                }
                let before = line[..at].trim_end();
                let game_named = GAMES.iter().find(|(game, _)| {
                    before
                        .get(before.len().saturating_sub(game.len())..)
                        .is_some_and(|tail| tail.eq_ignore_ascii_case(game))
                });
                let file = if before.ends_with("DESIGN") || before.ends_with("DESIGN.md") {
                    Some("docs/design.md".to_owned())
                } else if let Some((_, spec)) = game_named {
                    Some(format!("docs/rules/{spec}"))
                } else if let Some(word) = before
                    .rsplit(|c: char| c.is_whitespace() || c == '(' || c == '`' || c == '[')
                    .next()
                    .filter(|w| w.ends_with(".md"))
                {
                    let name = word.rsplit('/').next().unwrap_or(word);
                    ["docs/rules/", "docs/"]
                        .iter()
                        .map(|d| format!("{d}{name}"))
                        .find(|p| root.join(p).is_file())
                        .or_else(|| Some(format!("docs/rules/{name}")))
                } else if let Some(f) = line_file.clone() {
                    Some(f)
                } else if rel.ends_with("docs/design.md") {
                    Some("docs/design.md".to_owned())
                } else {
                    default_spec(&rel).map(|s| format!("docs/rules/{s}"))
                };
                let Some(file) = file else {
                    bad.push(format!(
                        "{}:{}: `§{number}` names no file (write `<game>.md §…` or `DESIGN §…`)",
                        rel.display(),
                        n + 1
                    ));
                    continue;
                };
                checked += 1;
                line_file = Some(file.clone());
                match load(&file) {
                    None => bad.push(format!(
                        "{}:{}: `§{number}` cites {file}, which is not in the repository",
                        rel.display(),
                        n + 1
                    )),
                    Some(secs) if !resolves(&secs, number) => bad.push(format!(
                        "{}:{}: {file} has no section {number}",
                        rel.display(),
                        n + 1
                    )),
                    Some(_) => {}
                }
            }
        }
    }
    assert!(
        checked > 500,
        "only {checked} citations found: is the scan broken?"
    );
    assert!(
        bad.is_empty(),
        "{} unresolved citations:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// No file of the repository keeps a merge's conflict markers.
#[test]
fn no_file_keeps_conflict_markers() {
    let root = root();
    let mut paths = Vec::new();
    for dir in [
        "crates", "src", "examples", "benches", "docs", "tests", ".ci",
    ] {
        files(&root.join(dir), &mut paths);
    }
    paths.extend(["README.md", "CHANGELOG.md", "Cargo.toml"].map(|f| root.join(f)));
    let marked: Vec<String> = paths
        .iter()
        .filter_map(|p| {
            let text = fs::read_to_string(p).ok()?;
            let n = text.lines().position(|l| {
                l.starts_with("<<<<<<< ") || l.starts_with(">>>>>>> ") || l == "======="
            })?;
            Some(format!("{}:{}", p.display(), n + 1))
        })
        .collect();
    assert!(marked.is_empty(), "conflict markers in {marked:?}");
}
