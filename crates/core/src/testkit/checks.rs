//! The properties the fuzz targets (`fuzz/`) and the games' stable proptests check, one function
//! each, so both run exactly the same code (DESIGN §4; docs/reliability.md).
//!
//! Every function takes untrusted text (a position, a script of plies, a record) and panics with
//! the position notation and the `Debug` of the move when a property fails; bad input that the
//! game refuses is fine and is simply skipped.

#[cfg(feature = "serde")]
use crate::Record;
use crate::{Game, Player, Probability, Settings, Setup, ToMove, next_plies};

/// Most plies a script plays (a fuzz input is bounded anyway; this keeps a long one quick).
pub const MAX_SCRIPT_PLIES: usize = 2_000;

/// A state as failure messages show it: its position notation and its settings.
pub fn describe<G: Setup>(state: &G) -> String {
    let s = state.settings();
    let options: Vec<String> = s.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!(
        "`{state}` ({} {}, {} players, options [{}])",
        G::INFO.name,
        s.variant,
        s.players,
        options.join(" ")
    )
}

/// A move as failure messages show it: its notation and its `Debug` (a malformed move can
/// print like a legal one).
pub fn describe_move<G: Game>(mv: &G::Move) -> String {
    format!("`{mv}` ({mv:?})")
}

/// Parses `text` as a position under `settings` and, when it parses, checks the position
/// parser's properties: the printed text parses back to an equal state that prints the same
/// (parse → print → parse), and [`check_plies_of`] holds. Returns the parsed state, `None` when
/// the game refuses the text or the settings.
///
/// # Panics
/// When a property fails, naming the input text and the printed position.
pub fn check_position_text<G>(text: &str, settings: &Settings) -> Option<G>
where
    G: Setup + PartialEq,
{
    let state = G::parse_position(text, settings).ok()?;
    let printed = state.to_string();
    let back = G::parse_position(&printed, settings).unwrap_or_else(|e| {
        panic!("`{text}` parses, but its printed form `{printed}` does not: {e}")
    });
    assert!(
        back == state,
        "`{text}` parses and prints `{printed}`, which parses to another state, {back:?}"
    );
    let reprinted = back.to_string();
    assert_eq!(
        reprinted, printed,
        "`{text}` prints `{printed}`, which parses and prints `{reprinted}`"
    );
    check_views(&state);
    check_plies_of(&state);
    Some(state)
}

/// What the CLI shows of a state works on it: one label per seat, the board picture, each
/// seat's view, each listed ply as each seat sees it; and its settings are accepted by
/// [`Setup::from_settings`].
///
/// # Panics
/// When a label is missing or the settings are refused (a picture that panics panics too).
pub fn check_views<G: Setup>(state: &G) {
    let n = state.num_players();
    assert_eq!(
        state.seat_labels().len(),
        n,
        "{}: seat labels for {n} seats",
        describe(state)
    );
    let _ = state.board();
    let plies = next_plies(state);
    for seat in 0..n {
        let seat = Player(u8::try_from(seat).unwrap_or(u8::MAX));
        let _ = state.view(seat);
        for mv in &plies {
            let _ = state.ply_seen_by(mv, seat);
        }
    }
    if let Err(e) = G::from_settings(&state.settings()) {
        panic!("{}: its own settings are refused: {e}", describe(state));
    }
}

/// Checks every listed ply of `state` (legal moves, or chance outcomes at a chance node):
///
/// - the ply's notation parses back to the same move;
/// - `play` accepts it on a copy, and `play_unchecked` gives the same state;
/// - the state after it prints a position that parses back (under the state's own
///   [`Setup::settings`]) to a state that prints the same, with the same player to move and the
///   same listed plies: one position string, one state.
///
/// # Panics
/// When a property fails, naming the position and the move.
pub fn check_plies_of<G>(state: &G)
where
    G: Setup + PartialEq,
{
    check_node(state);
    for mv in next_plies(state) {
        check_listed_ply(state, &mv);
    }
}

/// The node contract of `state` (the `Game` trait's docs): at a decision node a seat below
/// `num_players`, at least one legal move and no chance outcome; at a chance node at least one
/// outcome, each of probability > 0, summing to exactly 1, and no legal move; at the end
/// nothing to play and an outcome with one score and one place per seat; no outcome before.
///
/// # Panics
/// When the contract fails, naming the position.
pub fn check_node<G: Setup>(state: &G) {
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    state.legal_moves(&mut legal);
    state.chance_outcomes(&mut chance);
    let outcome = state.outcome();
    let at = || describe(state);
    match state.to_move() {
        ToMove::Player(p) => {
            assert!(
                p.index() < state.num_players(),
                "{}: seat {p} to move",
                at()
            );
            assert!(
                !legal.is_empty(),
                "{}: no legal move at a decision node",
                at()
            );
            assert!(
                chance.is_empty(),
                "{}: chance outcomes at a decision node",
                at()
            );
            assert!(outcome.is_none(), "{}: an outcome before the end", at());
        }
        ToMove::Chance => {
            assert!(!chance.is_empty(), "{}: no outcome at a chance node", at());
            assert!(legal.is_empty(), "{}: legal moves at a chance node", at());
            assert!(outcome.is_none(), "{}: an outcome before the end", at());
            assert!(
                chance.iter().all(|(_, p)| p.numerator() > 0),
                "{}: a chance outcome of probability 0",
                at()
            );
            assert_eq!(
                Probability::sum(chance.iter().map(|(_, p)| *p)),
                Some(Probability::ONE),
                "{}: chance probabilities do not sum to 1",
                at()
            );
        }
        ToMove::Over => {
            assert!(
                legal.is_empty() && chance.is_empty(),
                "{}: plies after the end",
                at()
            );
            let o = outcome.unwrap_or_else(|| panic!("{}: no outcome at the end", at()));
            assert!(
                o.scores().len() == state.num_players() && o.places().len() == state.num_players(),
                "{}: outcome {o:?} for {} seats",
                at(),
                state.num_players()
            );
        }
    }
}

/// [`check_plies_of`] for one listed ply `mv` of `state`.
///
/// # Panics
/// When a property fails.
pub fn check_listed_ply<G>(state: &G, mv: &G::Move)
where
    G: Setup + PartialEq,
{
    let at = || format!("{}, ply {}", describe(state), describe_move::<G>(mv));
    let text = mv.to_string();
    match text.parse::<G::Move>() {
        Ok(back) => assert!(back == *mv, "{}: parses back as {back:?}", at()),
        Err(e) => panic!("{}: the notation does not parse: {e}", at()),
    }
    let mut next = state.clone();
    if let Err(e) = next.play(mv) {
        panic!("{}: a listed ply is refused: {e}", at());
    }
    let mut fast = state.clone();
    fast.play_unchecked(mv);
    assert!(
        fast == next && fast.to_string() == next.to_string(),
        "{}: play_unchecked gives {}, play gives {}",
        at(),
        describe(&fast),
        describe(&next)
    );
    check_reparse(&next, &at);
}

/// The position text of `state` parses back under its settings to a state that prints the
/// same, has the same player to move and lists the same plies.
fn check_reparse<G: Setup>(state: &G, at: &dyn Fn() -> String) {
    let printed = state.to_string();
    let back = G::parse_position(&printed, &state.settings()).unwrap_or_else(|e| {
        panic!(
            "{}: the state after it, {}, does not parse back: {e}",
            at(),
            describe(state)
        )
    });
    assert_eq!(
        back.to_string(),
        printed,
        "{}: the state after it does not print the same once parsed",
        at()
    );
    assert_eq!(
        back.to_move(),
        state.to_move(),
        "{}: the state after it, {}, has another player to move once parsed",
        at(),
        describe(state)
    );
    let mut played = next_plies(state);
    let mut parsed = next_plies(&back);
    if played != parsed {
        let key = |m: &G::Move| m.to_string();
        played.sort_by_key(key);
        parsed.sort_by_key(key);
        assert!(
            played == parsed,
            "{}: the state after it, {}, lists {} plies, the same text parsed lists {}: {:?} vs {:?}",
            at(),
            describe(state),
            played.len(),
            parsed.len(),
            played.iter().map(ToString::to_string).collect::<Vec<_>>(),
            parsed.iter().map(ToString::to_string).collect::<Vec<_>>(),
        );
    }
}

/// Plays a script of plies from `start`, one per line, and checks `play` at each step:
///
/// - a line starting with `#` picks a listed ply by number (`#7`, taken modulo the number of
///   plies; `#` alone takes the first): `play` accepts it and `play_unchecked` gives the same;
/// - any other line is parsed as a move; one that does not parse is skipped. `play` accepts
///   it exactly when it is listed (or is the game's time-out move for the player to move); a
///   refused move leaves the state exactly as it was (equal, same text, same `Debug`).
///
/// Stops at the end of the game, at the end of the script or after [`MAX_SCRIPT_PLIES`];
/// returns the state reached.
///
/// # Panics
/// When a property fails, naming the position, the line and the move.
pub fn check_ply_script<G>(start: G, script: &str) -> G
where
    G: Setup + PartialEq,
{
    let mut state = start;
    for line in script.lines().take(MAX_SCRIPT_PLIES) {
        check_node(&state);
        if state.is_over() {
            break;
        }
        let plies = next_plies(&state);
        if let Some(number) = line.strip_prefix('#') {
            let i = number.trim().parse::<usize>().unwrap_or(0);
            let mv = &plies[i % plies.len()];
            let mut fast = state.clone();
            fast.play_unchecked(mv);
            if let Err(e) = state.play(mv) {
                panic!(
                    "{}: listed ply {} refused: {e}",
                    describe(&fast),
                    describe_move::<G>(mv)
                );
            }
            assert!(
                fast == state && fast.to_string() == state.to_string(),
                "ply {}: play_unchecked gives {}, play gives {}",
                describe_move::<G>(mv),
                describe(&fast),
                describe(&state)
            );
            continue;
        }
        let Ok(mv) = line.parse::<G::Move>() else {
            continue;
        };
        let listed = plies.contains(&mv);
        let time_out = state
            .to_move()
            .player()
            .and_then(|p| state.time_out_move(p))
            .is_some_and(|t| t == mv);
        let before = state.clone();
        let before_debug = format!("{before:?}");
        match state.play(&mv) {
            Ok(()) => assert!(
                listed || time_out,
                "{}: `play` accepts {}, which is not listed",
                describe(&before),
                describe_move::<G>(&mv)
            ),
            Err(e) => {
                assert!(
                    !listed,
                    "{}: `play` refuses the listed {}: {e}",
                    describe(&before),
                    describe_move::<G>(&mv)
                );
                assert!(
                    state == before
                        && state.to_string() == before.to_string()
                        && format!("{state:?}") == before_debug,
                    "{}: the refused {} changed the state to {}",
                    describe(&before),
                    describe_move::<G>(&mv),
                    describe(&state)
                );
            }
        }
    }
    state
}

/// Replays a record of game `G` and, when it replays, checks that it replays the same way
/// twice and that the record rebuilt from the replayed plies serialises to JSON and back to
/// an equal record that replays to an equal state. Returns `false` when the record is not of
/// `G` or does not replay.
///
/// # Panics
/// When a property fails.
#[cfg(feature = "serde")]
pub fn check_record<G>(record: &Record) -> bool
where
    G: Setup + PartialEq,
{
    if record.game != G::INFO.name {
        return false;
    }
    let Ok(state) = record.replay::<G>() else {
        return false;
    };
    let again = record
        .replay::<G>()
        .unwrap_or_else(|e| panic!("{record:?} replays once, then fails: {e}"));
    assert!(again == state, "{record:?} replays to two states");
    let json = record.to_json();
    let back = Record::from_json(&json)
        .unwrap_or_else(|e| panic!("{record:?} prints `{json}`, which does not read back: {e}"));
    assert_eq!(back, *record, "`{json}` reads back as another record");
    let end = state.current();
    assert_eq!(
        state.outcome().is_some(),
        end.is_over(),
        "{}: outcome and end disagree",
        describe(end)
    );
    check_reparse(end, &|| format!("{record:?}"));
    true
}

/// Checks that the current state of a game `G` in a match prints a position that parses back
/// to the same text, player to move and plies (see [`check_plies_of`]).
///
/// # Panics
/// When it does not.
pub fn check_position_reparses<G: Setup>(state: &G) {
    check_reparse(state, &|| describe(state));
}
