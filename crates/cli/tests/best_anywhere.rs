//! `jokoak best abalone --agent ai:500` prints a legal move for any legal position (issue 10,
//! "done when"): positions reached by seeded random play, 2 and 3 players, every variant, from
//! the start to late middle games. Run in release by `.ci/run` (`--ignored`): ~15 s of search.

mod common;
use common::stdout;

#[test]
#[ignore = "searches for ~15 s; run in release by .ci/run"]
fn ai_finds_a_legal_move_in_random_abalone_positions() {
    let mut checked = 0;
    for (i, (variant, players)) in [
        ("standard", "2"),
        ("belgian-daisy", "2"),
        ("german-daisy", "2"),
        ("standard", "3"),
    ]
    .into_iter()
    .enumerate()
    {
        for (j, plies) in [0usize, 1, 7, 30, 80, 150].into_iter().enumerate() {
            let seed = (10 * i + j).to_string();
            let base = ["--variant", variant, "--players", players];
            let mut args = vec!["play", "abalone", "--seed", &seed, "--max-plies"];
            let max = plies.to_string();
            args.push(&max);
            args.extend(base);
            let played = stdout(&args);
            // One line per ply, then the result line.
            let moves: Vec<&str> = played.lines().take(plies).collect();
            let mut apply = vec!["apply", "abalone"];
            apply.extend(base);
            apply.push("--");
            apply.extend(moves.iter().copied());
            let state = stdout(&apply).trim().to_owned();
            let legal = stdout(&["legal", "abalone", "--state", &state]);
            if legal.is_empty() {
                continue; // the random game ended before `plies`
            }
            let best = stdout(&["best", "abalone", "--state", &state, "--agent", "ai:500"]);
            assert_eq!(best.lines().count(), 1, "{state}: {best}");
            assert!(
                legal.lines().any(|l| l == best.trim()),
                "{} is not legal in {state}",
                best.trim()
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 20,
        "only {checked} positions were still being played"
    );
}
