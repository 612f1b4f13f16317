//! Checks of the [`Draw`] contract for the conformance kit: the picture is well-formed XML,
//! its keys are unique, and the legal moves' click sequences are keys of the picture,
//! distinct and prefix-free (`docs/architecture.md` "Pictures").

use std::collections::HashSet;

use crate::{Draw, DrawOptions, GameRng, Player, ToMove, rng_from_seed};

/// The click keys of `state`'s picture as every seat sees it ([`DrawOptions::default`]), in
/// document order.
///
/// # Errors
/// The picture is not well-formed XML ([`xml_keys`]' message).
pub fn picture_keys<G: Draw>(state: &G) -> Result<Vec<String>, String> {
    xml_keys(&state.svg(&DrawOptions::default()))
}

/// Checks `state`'s picture and clicks against the [`Draw`] contract: for the public view and
/// for every seat's view, the SVG is well-formed XML with a single `<svg>` root, no key occurs
/// twice, and at a decision node every legal move's keys occur in the picture of the seat to
/// act; distinct moves with keys have distinct sequences, none a proper prefix of another.
///
/// # Errors
/// A message naming the state and what is wrong.
pub fn check_drawing<G: Draw>(state: &G) -> Result<(), String> {
    let fail = |what: String| format!("{what}\nin state `{state}`");
    let mut seats: Vec<Option<Player>> = vec![None];
    seats.extend((0..state.num_players()).map(|i| Some(Player(i as u8))));
    let mut pictures = Vec::new();
    for seat in seats {
        let svg = state.svg(&DrawOptions {
            seat,
            ..DrawOptions::default()
        });
        let keys = xml_keys(&svg).map_err(|e| fail(format!("seat {seat:?}: bad XML: {e}")))?;
        let mut seen = HashSet::new();
        for key in &keys {
            if !seen.insert(key.as_str()) {
                return Err(fail(format!("seat {seat:?}: key `{key}` occurs twice")));
            }
        }
        pictures.push((
            seat,
            seen.into_iter().map(str::to_owned).collect::<HashSet<_>>(),
        ));
    }
    let ToMove::Player(actor) = state.to_move() else {
        return Ok(());
    };
    let keys = pictures
        .iter()
        .find(|(seat, _)| *seat == Some(actor))
        .map(|(_, k)| k.clone())
        .unwrap_or_default();
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut sequences: Vec<(Vec<String>, String)> = Vec::new();
    for mv in &moves {
        let clicks = state.clicks(mv);
        for key in &clicks {
            if !keys.contains(key) {
                return Err(fail(format!(
                    "move `{mv}` clicks `{key}`, which is not in the picture"
                )));
            }
        }
        if !clicks.is_empty() {
            sequences.push((clicks, mv.to_string()));
        }
    }
    sequences.sort();
    for pair in sequences.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if b.0.starts_with(&a.0) {
            return Err(fail(format!(
                "moves `{}` and `{}` click {:?} and {:?}: the first is a prefix of the second",
                a.1, b.1, a.0, b.0
            )));
        }
    }
    Ok(())
}

/// Runs [`check_drawing`] on every state of `games` seeded random games of at most `max_plies`
/// plies from `start`.
///
/// # Panics
/// On the first violation: it is a test helper.
pub fn check_drawings<G: Draw>(start: &G, games: u64, max_plies: u64) {
    for seed in 0..games {
        let mut rng: GameRng = rng_from_seed(seed);
        let mut state = start.clone();
        for ply in 0..=max_plies {
            if let Err(e) = check_drawing(&state) {
                panic!("seed {seed}, ply {ply}: {e}");
            }
            if !crate::testkit::step_random(&mut state, &mut rng) {
                break;
            }
        }
    }
}

/// The `data-key` values of an XML document, in document order, after checking that it is
/// well-formed: one root element, balanced and properly nested tags, quoted attributes without
/// duplicates, `<` never in text or values, and `&` only as one of XML's five entities or a
/// character reference.
///
/// # Errors
/// What is wrong and the byte offset where.
pub fn xml_keys(text: &str) -> Result<Vec<String>, String> {
    let bytes = text.as_bytes();
    let mut stack: Vec<&str> = Vec::new();
    let mut keys = Vec::new();
    let mut roots = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            let end = text[i..].find('<').map_or(text.len(), |n| i + n);
            check_entities(&text[i..end], i)?;
            if stack.is_empty() && !text[i..end].trim().is_empty() {
                return Err(format!("text outside the root element at byte {i}"));
            }
            i = end;
            continue;
        }
        let rest = &text[i..];
        if let Some(body) = rest.strip_prefix("<!--") {
            let n = body
                .find("-->")
                .ok_or(format!("unclosed comment at byte {i}"))?;
            i += 4 + n + 3;
            continue;
        }
        if rest.starts_with("<?") {
            let n = rest
                .find("?>")
                .ok_or(format!("unclosed declaration at byte {i}"))?;
            i += n + 2;
            continue;
        }
        let close = tag_end(rest).ok_or(format!("unclosed tag at byte {i}"))?;
        let tag = &rest[1..close];
        i += close + 1;
        if let Some(name) = tag.strip_prefix('/') {
            let name = name.trim_end();
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("`</{name}>` closes {other:?} before byte {i}")),
            }
            continue;
        }
        let (tag, empty) = match tag.strip_suffix('/') {
            Some(t) => (t, true),
            None => (tag, false),
        };
        let name_end = tag
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(tag.len());
        let name = &tag[..name_end];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_alphanumeric() || ":-_.".contains(c))
        {
            return Err(format!("bad element name `{name}` before byte {i}"));
        }
        if stack.is_empty() {
            roots += 1;
            if roots > 1 {
                return Err(format!("a second root element before byte {i}"));
            }
        }
        let mut names = HashSet::new();
        let mut attrs = tag[name_end..].trim_start();
        while !attrs.is_empty() {
            let eq = attrs
                .find('=')
                .ok_or(format!("attribute without value before byte {i}"))?;
            let key = attrs[..eq].trim_end();
            if !names.insert(key) {
                return Err(format!("attribute `{key}` twice before byte {i}"));
            }
            let value = attrs[eq + 1..].trim_start();
            let quote = value.chars().next().filter(|c| *c == '"' || *c == '\'');
            let quote = quote.ok_or(format!("unquoted attribute `{key}` before byte {i}"))?;
            let n = value[1..]
                .find(quote)
                .ok_or(format!("unclosed attribute `{key}` before byte {i}"))?;
            let raw = &value[1..1 + n];
            if raw.contains('<') {
                return Err(format!("`<` in attribute `{key}` before byte {i}"));
            }
            check_entities(raw, i)?;
            if key == "data-key" {
                keys.push(unescape(raw));
            }
            let after = &value[n + 2..];
            if !after.is_empty() && !after.starts_with(|c: char| c.is_ascii_whitespace()) {
                return Err(format!("no space after attribute `{key}` before byte {i}"));
            }
            attrs = after.trim_start();
        }
        if !empty {
            stack.push(name);
        }
    }
    if let Some(open) = stack.last() {
        return Err(format!("`<{open}>` is never closed"));
    }
    if roots == 0 {
        return Err("no root element".to_owned());
    }
    Ok(keys)
}

/// The offset of the `>` ending the tag at the start of `rest`, skipping quoted values.
fn tag_end(rest: &str) -> Option<usize> {
    let mut quote = None;
    for (n, c) in rest.char_indices().skip(1) {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(n),
            (None, '<') => return None,
            _ => {}
        }
    }
    None
}

/// Checks that every `&` in `text` starts an entity or character reference.
fn check_entities(text: &str, at: usize) -> Result<(), String> {
    let mut rest = text;
    while let Some(n) = rest.find('&') {
        let after = &rest[n + 1..];
        let end = after.find(';').ok_or(format!("bare `&` near byte {at}"))?;
        let name = &after[..end];
        let ok = matches!(name, "amp" | "lt" | "gt" | "quot" | "apos")
            || name
                .strip_prefix("#x")
                .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
            || name
                .strip_prefix('#')
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
        if !ok {
            return Err(format!("unknown entity `&{name};` near byte {at}"));
        }
        rest = &after[end + 1..];
    }
    Ok(())
}

fn unescape(raw: &str) -> String {
    raw.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::xml_keys;

    #[test]
    fn accepts_well_formed_documents() {
        let doc = "<?xml version=\"1.0\"?>\n<svg a=\"1\"><!-- c --><g><rect data-key=\"a&amp;1\"/>\
                   <text>x &lt; y</text></g></svg>\n";
        assert_eq!(xml_keys(doc).unwrap(), vec!["a&1".to_owned()]);
    }

    #[test]
    fn refuses_malformed_documents() {
        for doc in [
            "<svg><g></svg>",
            "<svg></g></svg>",
            "<svg a=1/>",
            "<svg a=\"1\" a=\"2\"/>",
            "<svg>a & b</svg>",
            "<svg>a < b</svg>",
            "<svg/><svg/>",
            "<svg>",
            "text",
            "<svg a=\"<\"/>",
            "<svg>&nbsp;</svg>",
        ] {
            assert!(xml_keys(doc).is_err(), "{doc}");
        }
    }
}
