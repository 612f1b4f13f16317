//! An evaluation against its documentation: the feature names (and weights, where the table
//! has them) of a game's table in `docs/ai.md` are those of its [`Evaluate`] impl.

use crate::Evaluate;

/// Checks that `G`'s [`Evaluate::FEATURES`] (and [`Evaluate::WEIGHTS`], where the table has a
/// `weight` column) are those of the table in the section of `doc` (a Markdown text, such as
/// `docs/ai.md`) whose heading line is `heading`, in order. A row names its features in
/// backticks in its first cell that has any (`` `hit_next_distance`, `hit_after_distance` ``
/// is two), and gives as many weights, comma-separated, in the `weight` column (`−` is a
/// minus). Also checks one weight per feature.
///
/// # Panics
/// When the section or its table is missing, or the names or weights differ.
pub fn check_features_documented<G: Evaluate>(doc: &str, heading: &str) {
    assert_eq!(
        G::FEATURES.len(),
        G::WEIGHTS.len(),
        "one weight per feature"
    );
    let mut lines = doc.lines().skip_while(|l| l.trim_end() != heading);
    assert!(lines.next().is_some(), "no section `{heading}`");
    let rows: Vec<Vec<&str>> = lines
        .take_while(|l| !l.starts_with('#'))
        .filter(|l| l.starts_with('|'))
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split('|')
                .map(str::trim)
                .collect()
        })
        .collect();
    let Some((header, body)) = rows.split_first() else {
        panic!("no table in `{heading}`");
    };
    let weight_column = header.iter().position(|h| *h == "weight");
    let (mut names, mut weights) = (Vec::new(), Vec::new());
    for row in body
        .iter()
        .filter(|r| !r.iter().all(|c| c.chars().all(|ch| ch == '-')))
    {
        let Some(cell) = row.iter().find(|c| c.contains('`')) else {
            continue;
        };
        let named: Vec<&str> = cell.split('`').skip(1).step_by(2).collect();
        if let Some(w) = weight_column.and_then(|i| row.get(i)) {
            let row_weights: Vec<i32> = w
                .replace('−', "-")
                .split(',')
                .map(|x| x.trim().parse().unwrap_or_else(|_| panic!("weight `{w}`")))
                .collect();
            assert_eq!(row_weights.len(), named.len(), "`{heading}`: {cell} | {w}");
            weights.extend(row_weights);
        }
        names.extend(named);
    }
    assert_eq!(names, G::FEATURES, "the features of `{heading}`");
    if weight_column.is_some() {
        assert_eq!(weights, G::WEIGHTS, "the weights of `{heading}`");
    }
}
