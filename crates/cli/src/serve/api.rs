//! The page and its small JSON API (docs/serve.md), as a function from a request to a reply,
//! apart from the HTTP server so it is tested without sockets. Every bad request gets a 4xx
//! reply with `{"error": "…"}`; nothing here panics on input.

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::{Value, json};

use super::session::NewGame;
use super::store::Store;
use crate::games;

/// The page, its script and its style, embedded in the binary.
const INDEX_HTML: &str = include_str!("page/index.html");
const APP_JS: &str = include_str!("page/app.js");
const STYLE_CSS: &str = include_str!("page/style.css");

/// The agents the page offers, the strongest first (the default).
pub const AGENTS: &[(&str, &str)] = &[
    ("ai", "strongest (1 s a move)"),
    ("ai:300", "quick (0.3 s a move)"),
    ("mcts:1000", "MCTS, 1,000 iterations"),
    ("greedy", "greedy (one ply ahead)"),
    ("random", "random moves"),
];

/// The pause between two plies the person does not make, unless the page asks otherwise.
pub const DEFAULT_PACE: Duration = Duration::from_millis(400);

/// The longest a `GET /api/session/ID?after=V` waits for a change.
pub const LONG_POLL: Duration = Duration::from_secs(2);

/// The value of `key` in the query of `url` (`?after=3`), undecoded.
fn query<'a>(url: &'a str, key: &str) -> Option<&'a str> {
    let (_, query) = url.split_once('?')?;
    query.split('&').find_map(|pair| {
        pair.split_once('=')
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v)
    })
}

/// A refused request: an HTTP status and a message for the person.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    /// The HTTP status (400, 404, 409, …).
    pub status: u16,
    /// What was wrong, in one sentence.
    pub message: String,
    /// With 405: the method the path takes, sent as the `Allow` header.
    pub allow: Option<&'static str>,
}

impl ApiError {
    /// An error of `status` saying `message` as the CLI's error lines do (docs/cli.md "Errors
    /// and exit codes"): on one line, each `` ` ``-quoted input cut to 60 characters.
    pub fn new(status: u16, message: impl std::fmt::Display) -> Self {
        ApiError {
            status,
            message: crate::process::error_line(&message.to_string(), '`'),
            allow: None,
        }
    }

    /// 400 Bad Request.
    pub fn bad(message: impl std::fmt::Display) -> Self {
        ApiError::new(400, message)
    }

    /// 404 Not Found.
    pub fn not_found(message: impl std::fmt::Display) -> Self {
        ApiError::new(404, message)
    }

    /// 409 Conflict: the request is well formed but the game is not in a state to take it.
    pub fn conflict(message: impl std::fmt::Display) -> Self {
        ApiError::new(409, message)
    }
}

/// A reply: status, content type and body, and a file name when the body is a download.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: String,
    /// The file name of a download (`Content-Disposition: attachment`).
    pub download: Option<String>,
    /// The method a 405 reply's path takes (the `Allow` header).
    pub allow: Option<&'static str>,
}

impl Reply {
    fn json(value: &Value) -> Self {
        Reply {
            status: 200,
            content_type: "application/json",
            body: value.to_string(),
            download: None,
            allow: None,
        }
    }

    fn text(content_type: &'static str, body: &str) -> Self {
        Reply {
            status: 200,
            content_type,
            body: body.to_owned(),
            download: None,
            allow: None,
        }
    }
}

impl From<ApiError> for Reply {
    fn from(e: ApiError) -> Self {
        Reply {
            status: e.status,
            content_type: "application/json",
            body: json!({ "error": e.message }).to_string(),
            download: None,
            allow: e.allow,
        }
    }
}

/// The page's server state: the games being played.
pub struct App {
    store: Store,
}

/// A request as the server read it.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// The method (`GET`, `POST`, …).
    pub method: &'a str,
    /// The path and query.
    pub url: &'a str,
    /// Whether the `Content-Type` is `application/json` (the media type exactly, parameters
    /// such as `; charset=utf-8` aside).
    pub json: bool,
    /// The body, at most 64 KiB.
    pub body: &'a [u8],
}

impl Request<'_> {
    /// Whether `content_type` is JSON: its media type, before any parameter, is
    /// `application/json` (case aside), not merely a type that begins so
    /// (`application/jsonp`).
    #[must_use]
    pub fn is_json(content_type: &str) -> bool {
        content_type
            .split(';')
            .next()
            .is_some_and(|media| media.trim().eq_ignore_ascii_case("application/json"))
    }
}

impl App {
    /// An app keeping at most `max_games` games; starting one more ends the least recently
    /// used.
    #[must_use]
    pub fn new(max_games: usize) -> Self {
        App {
            store: Store::new(max_games),
        }
    }

    /// The reply to `request` (its body already read and size-checked): 404 for a path the
    /// API does not have, then 405 for a method the path does not take, then 415 for a `POST`
    /// whose body is not JSON.
    pub fn handle(&self, request: &Request<'_>) -> Reply {
        self.route(request).unwrap_or_else(|e: ApiError| e.into())
    }

    fn route(&self, request: &Request<'_>) -> Result<Reply, ApiError> {
        let &Request {
            method,
            url,
            json,
            body,
        } = request;
        let path = url.split('?').next().unwrap_or("");
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let allow = |wanted: &'static str| -> Result<(), ApiError> {
            // HEAD wherever GET (RFC 9110, "HEAD"): the server sends the head alone.
            if method != wanted && !(wanted == "GET" && method == "HEAD") {
                Err(ApiError {
                    allow: Some(wanted),
                    ..ApiError::new(405, format!("`{path}` takes {wanted}, not `{method}`"))
                })
            } else if method == "POST" && !json {
                // No form of another site posts JSON without the browser asking first.
                Err(ApiError::new(
                    415,
                    "a POST body must be `Content-Type: application/json`",
                ))
            } else {
                Ok(())
            }
        };
        match parts.as_slice() {
            [""] | ["index.html"] => {
                allow("GET")?;
                Ok(Reply::text("text/html; charset=utf-8", INDEX_HTML))
            }
            ["app.js"] => {
                allow("GET")?;
                Ok(Reply::text("text/javascript; charset=utf-8", APP_JS))
            }
            ["style.css"] => {
                allow("GET")?;
                Ok(Reply::text("text/css; charset=utf-8", STYLE_CSS))
            }
            ["api", "games"] => {
                allow("GET")?;
                Ok(Reply::json(&catalogue()))
            }
            ["api", "new"] => {
                allow("POST")?;
                let request = parse_body(body, NEW_KEYS)?;
                let game = str_field(&request, "game")?
                    .ok_or_else(|| ApiError::bad("`game` is missing"))?;
                let entry = games::find(game).map_err(ApiError::bad)?;
                let new = new_game(&request, entry)?;
                let session = (entry.serve.open)(&new)?;
                let id = self.store.insert(session.clone());
                Ok(Reply::json(&session.snapshot(&id)))
            }
            ["api", "session", id] => {
                allow("GET")?;
                let session = self.store.get(id)?;
                if let Some(after) = query(url, "after") {
                    let after = jokoak_core::parse_decimal(after)
                        .ok_or_else(|| ApiError::bad("`after` must be a version number"))?;
                    session.wait(after, LONG_POLL);
                }
                Ok(Reply::json(&session.snapshot(id)))
            }
            ["api", "session", id, action] => {
                let session = self.store.get(id)?;
                match *action {
                    "move" => {
                        allow("POST")?;
                        let request = parse_body(body, &["move"])?;
                        let text = str_field(&request, "move")?
                            .ok_or_else(|| ApiError::bad("`move` is missing"))?;
                        session.play(text)?;
                        Ok(Reply::json(&session.snapshot(id)))
                    }
                    "undo" => {
                        allow("POST")?;
                        session.undo()?;
                        Ok(Reply::json(&session.snapshot(id)))
                    }
                    "record" => {
                        allow("GET")?;
                        Ok(Reply {
                            download: Some(format!("jokoak-{}.json", session.game())),
                            ..Reply::text("application/json", &session.record()?)
                        })
                    }
                    "svg" => {
                        allow("POST")?;
                        let request = parse_body(body, &["selected", "targets"])?;
                        let selected = keys_field(&request, "selected")?;
                        let targets = keys_field(&request, "targets")?;
                        let svg = session.picture(&selected, &targets);
                        Ok(Reply::text("image/svg+xml", &svg))
                    }
                    other => Err(ApiError::not_found(format!("no action `{other}`"))),
                }
            }
            _ => Err(ApiError::not_found(format!("nothing at `{path}`"))),
        }
    }
}

/// Every game with its variants, player counts, default player count and, per variant, its
/// options with their default values; and the agents.
fn catalogue() -> Value {
    let games: Vec<Value> = games::all()
        .iter()
        .map(|g| {
            let info = g.info;
            let counts = info.player_counts();
            let options: BTreeMap<&str, BTreeMap<String, String>> = info
                .variants
                .iter()
                .map(|v| {
                    let d = (g.serve.defaults)(v.name, info.default_players);
                    (v.name, d.map(|d| d.options).unwrap_or_default())
                })
                .collect();
            // Seat labels by player count, under the default variant.
            let labels: BTreeMap<String, Vec<String>> = counts
                .iter()
                .filter_map(|&n| {
                    let labels = (g.serve.defaults)(info.default_variant(), n)?.labels;
                    Some((n.to_string(), labels))
                })
                .collect();
            json!({
                "name": info.name,
                "variants": info.variant_names(),
                "players": counts,
                "default_players": info.default_players,
                "options": options,
                "labels": labels,
            })
        })
        .collect();
    let agents: Vec<Value> = AGENTS
        .iter()
        .map(|(name, label)| json!({"name": name, "label": label}))
        .collect();
    json!({ "games": games, "agents": agents })
}

/// The body as a JSON object of no keys but `keys`, each named once (a misspelt key is
/// refused, not ignored).
fn parse_body(body: &[u8], keys: &[&str]) -> Result<Value, ApiError> {
    let text = std::str::from_utf8(body).map_err(|_| ApiError::bad("the body is not UTF-8"))?;
    let value: Value = serde_json::from_str(text)
        .map_err(|e| ApiError::bad(format!("the body is not JSON: {e}")))?;
    super::json::check_keys(text).map_err(|e| ApiError::bad(format!("the body: {e}")))?;
    let Some(object) = value.as_object() else {
        return Err(ApiError::bad("the body must be a JSON object"));
    };
    if let Some(unknown) = object.keys().find(|k| !keys.contains(&k.as_str())) {
        return Err(ApiError::bad(format!(
            "unknown key `{unknown}` (the keys are {})",
            keys.join(", ")
        )));
    }
    Ok(value)
}

/// The keys of `POST /api/new` (docs/serve.md).
const NEW_KEYS: &[&str] = &[
    "game", "variant", "players", "options", "seat", "agent", "seed", "pace_ms",
];

fn str_field<'a>(request: &'a Value, key: &str) -> Result<Option<&'a str>, ApiError> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(ApiError::bad(format!("`{key}` must be a string"))),
    }
}

fn uint_field(request: &Value, key: &str) -> Result<Option<u64>, ApiError> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v.as_u64().map(Some).ok_or_else(|| {
            ApiError::bad(format!(
                "`{key}` must be an integer from 0 to {} (JSON without a fraction or \
                     exponent)",
                u64::MAX
            ))
        }),
    }
}

fn keys_field(request: &Value, key: &str) -> Result<Vec<String>, ApiError> {
    match request.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) if items.len() <= 1000 => items
            .iter()
            .map(|v| {
                v.as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| ApiError::bad(format!("`{key}` must hold strings")))
            })
            .collect(),
        Some(_) => Err(ApiError::bad(format!(
            "`{key}` must be an array of at most 1000 strings"
        ))),
    }
}

/// The game `request` asks for, with the defaults of docs/serve.md for what it leaves out.
fn new_game(request: &Value, entry: &games::Entry) -> Result<NewGame, ApiError> {
    let variant = str_field(request, "variant")?
        .unwrap_or(entry.info.default_variant())
        .to_owned();
    let players = match uint_field(request, "players")? {
        None => entry.info.default_players,
        Some(n) => usize::try_from(n).map_err(|_| ApiError::bad("`players` is too large"))?,
    };
    let mut options = BTreeMap::new();
    match request.get("options") {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (key, value) in map {
                let value = match value {
                    Value::String(s) => s.clone(),
                    Value::Number(n) => n.to_string(),
                    Value::Bool(b) => b.to_string(),
                    _ => {
                        return Err(ApiError::bad(format!(
                            "option `{key}` must be a string, number or boolean"
                        )));
                    }
                };
                options.insert(key.clone(), value);
            }
        }
        Some(_) => return Err(ApiError::bad("`options` must be an object")),
    }
    let seat = match uint_field(request, "seat")? {
        None => 0,
        Some(n) => usize::try_from(n).map_err(|_| ApiError::bad("`seat` is too large"))?,
    };
    let agent = str_field(request, "agent")?
        .unwrap_or(AGENTS[0].0)
        .to_owned();
    let seed = match uint_field(request, "seed")? {
        Some(seed) => seed,
        None => fresh_seed(),
    };
    let pace = match uint_field(request, "pace_ms")? {
        None => DEFAULT_PACE,
        Some(ms) => Duration::from_millis(ms),
    };
    Ok(NewGame {
        variant,
        players,
        options,
        seat,
        agent,
        seed,
        pace,
    })
}

/// A seed for a game the page did not seed: from the process's random hasher keys and the
/// clock.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        h.write_u128(t.as_nanos());
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `app`'s reply to `method url` with a JSON `body`.
    fn call(app: &App, method: &str, url: &str, body: &[u8]) -> Reply {
        app.handle(&Request {
            method,
            url,
            json: true,
            body,
        })
    }

    fn body(reply: &Reply) -> Value {
        serde_json::from_str(&reply.body).expect("JSON")
    }

    /// Starts a game as the JSON `request` asks (status 200): the session's id and state.
    fn new_game(app: &App, request: &str) -> (String, Value) {
        let reply = call(app, "POST", "/api/new", request.as_bytes());
        assert_eq!(reply.status, 200, "{}", reply.body);
        let state = body(&reply);
        (state["id"].as_str().expect("id").to_owned(), state)
    }

    fn new_linja(app: &App) -> String {
        let (id, _) = new_game(
            app,
            r#"{"game":"linja","agent":"random","seed":3,"pace_ms":0}"#,
        );
        id
    }

    #[test]
    fn serves_the_page_and_the_catalogue() {
        let app = App::new(4);
        let page = call(&app, "GET", "/", b"");
        assert_eq!(page.status, 200);
        assert!(page.body.contains("app.js"));
        let games = body(&call(&app, "GET", "/api/games", b""));
        let names: Vec<&str> = games["games"]
            .as_array()
            .expect("games")
            .iter()
            .filter_map(|g| g["name"].as_str())
            .collect();
        assert_eq!(names, ["linja", "bul", "continued", "abalone", "agon"]);
        // The tile game seats 2 to 6 (to-be-continued.md §1); Abalone 2 or 3 (abalone.md §1).
        assert_eq!(games["games"][2]["players"], json!([2, 3, 4, 5, 6]));
        assert_eq!(games["games"][3]["players"], json!([2, 3]));
        // Linja's one option and its default (docs/linja.md: a single game).
        assert_eq!(
            games["games"][0]["options"]["standard"]["match_games"],
            json!("1")
        );
    }

    #[test]
    fn bad_requests_are_refused_with_a_message() {
        let app = App::new(4);
        let cases: &[(&str, &str, &[u8], u16)] = &[
            ("GET", "/nowhere", b"", 404),
            ("POST", "/", b"", 405),
            ("GET", "/api/new", b"", 405),
            ("POST", "/api/new", b"not json", 400),
            ("POST", "/api/new", b"[1]", 400),
            ("POST", "/api/new", b"{}", 400),
            ("POST", "/api/new", br#"{"game":"chess"}"#, 400),
            ("POST", "/api/new", br#"{"game":"linja","players":3}"#, 400),
            ("POST", "/api/new", br#"{"game":"linja","seat":2}"#, 400),
            (
                "POST",
                "/api/new",
                br#"{"game":"linja","agent":"human"}"#,
                400,
            ),
            (
                "POST",
                "/api/new",
                br#"{"game":"linja","agent":"mcts:0"}"#,
                400,
            ),
            (
                "POST",
                "/api/new",
                br#"{"game":"linja","options":{"x":"1"}}"#,
                400,
            ),
            (
                "POST",
                "/api/new",
                br#"{"game":"linja","options":[1]}"#,
                400,
            ),
            ("POST", "/api/new", br#"{"game":"linja","players":-1}"#, 400),
            (
                "POST",
                "/api/new",
                br#"{"game":"linja","pace_ms":999999}"#,
                400,
            ),
            ("POST", "/api/new", b"\xff\xfe", 400),
            ("GET", "/api/session/nope", b"", 404),
            ("GET", "/api/session/nope?after=1", b"", 404),
            ("POST", "/api/session/nope/move", b"{}", 404),
        ];
        for &(method, url, request, status) in cases {
            let reply = call(&app, method, url, request);
            assert_eq!(reply.status, status, "{method} {url}: {}", reply.body);
            let message = body(&reply)["error"].as_str().unwrap_or("").to_owned();
            assert!(!message.is_empty(), "{method} {url}: no message");
        }
    }

    #[test]
    fn a_wrong_method_is_answered_405_with_the_method_allowed() {
        // HTTP (RFC 9110, "405 Method Not Allowed"): a 405 names the methods the resource
        // takes, in `Allow`.
        let app = App::new(4);
        for (method, path, allowed) in [
            ("POST", "/api/games", "GET"),
            ("DELETE", "/", "GET"),
            ("GET", "/api/new", "POST"),
        ] {
            let reply = call(&app, method, path, b"");
            assert_eq!(reply.status, 405, "{method} {path}");
            assert_eq!(reply.allow, Some(allowed), "{method} {path}");
        }
        assert_eq!(call(&app, "GET", "/api/games", b"").allow, None);
    }

    #[test]
    fn a_path_and_its_method_are_checked_before_the_body_is() {
        // A body that is not JSON is refused (415) only where the path takes a `POST`: an
        // unknown path is 404 and a path that takes `GET` is 405 whatever the body.
        let app = App::new(4);
        let text = |method, url| {
            app.handle(&Request {
                method,
                url,
                json: false,
                body: b"x",
            })
            .status
        };
        assert_eq!(text("POST", "/api/nowhere"), 404);
        assert_eq!(text("POST", "/api/games"), 405);
        assert_eq!(text("POST", "/api/new"), 415);
        assert_eq!(text("POST", "/api/session/nope/undo"), 404);
    }

    #[test]
    fn head_is_answered_wherever_get_is() {
        // RFC 9110, "HEAD": a server answers HEAD as GET (hyper then sends the head alone).
        let app = App::new(4);
        for path in ["/", "/app.js", "/api/games"] {
            assert_eq!(call(&app, "HEAD", path, b"").status, 200, "{path}");
        }
        assert_eq!(call(&app, "HEAD", "/api/new", b"").status, 405);
    }

    #[test]
    fn a_misspelt_key_is_refused_not_ignored() {
        let app = App::new(4);
        let reply = call(
            &app,
            "POST",
            "/api/new",
            br#"{"game":"linja","agnet":"random"}"#,
        );
        assert_eq!(reply.status, 400, "{}", reply.body);
        let error = body(&reply)["error"].as_str().unwrap_or("").to_owned();
        assert!(
            error.starts_with("unknown key `agnet` (the keys are game,"),
            "{error}"
        );
        let (id, _) = new_game(&app, r#"{"game":"linja","agent":"random","pace_ms":0}"#);
        for (action, request) in [
            ("move", r#"{"move":"x","mvoe":"y"}"#),
            ("svg", r#"{"selected":[],"target":[]}"#),
        ] {
            let url = format!("/api/session/{id}/{action}");
            let reply = call(&app, "POST", &url, request.as_bytes());
            assert_eq!(reply.status, 400, "{action}: {}", reply.body);
            assert!(
                reply.body.contains("unknown key"),
                "{action}: {}",
                reply.body
            );
        }
    }

    #[test]
    fn paths_and_methods_are_quoted_cut_as_every_input() {
        // docs/serve.md: an error quotes at most 60 characters of each input it names.
        let app = App::new(4);
        let long = format!("/{}", "a".repeat(10_000));
        let reply = call(&app, "GET", &long, b"");
        assert_eq!(reply.status, 404);
        let error = body(&reply)["error"].as_str().unwrap_or("").to_owned();
        assert_eq!(error, format!("nothing at `/{}…`", "a".repeat(59)));
        let method = "M".repeat(2_000);
        let reply = call(&app, &method, "/", b"");
        assert_eq!(reply.status, 405);
        let error = body(&reply)["error"].as_str().unwrap_or("").to_owned();
        assert_eq!(error, format!("`/` takes GET, not `{}…`", "M".repeat(60)));
    }

    #[test]
    fn a_move_is_checked_and_undone() {
        let app = App::new(4);
        let id = new_linja(&app);
        let url = |action: &str| format!("/api/session/{id}/{action}");
        // Nothing of the person's to take back yet.
        assert_eq!(call(&app, "POST", &url("undo"), b"").status, 409);
        // Wait for the first ply (who starts, linja.md R3) and, if Red starts, the AI's turn.
        let mut state = Value::Null;
        for _ in 0..500 {
            state = body(&call(&app, "GET", &format!("/api/session/{id}"), b""));
            if state["status"] == "your-turn" {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(state["status"], "your-turn", "{state}");
        let before = state["log"].as_array().map_or(0, Vec::len);
        // A move that is not in the notation, and one that is not legal at the start.
        for (text, status) in [("x", 400), ("7-8", 400)] {
            let reply = call(
                &app,
                "POST",
                &url("move"),
                format!(r#"{{"move":"{text}"}}"#).as_bytes(),
            );
            assert_eq!(reply.status, status, "{text}: {}", reply.body);
        }
        let first = state["moves"][0]["move"]
            .as_str()
            .expect("a legal move")
            .to_owned();
        let reply = call(
            &app,
            "POST",
            &url("move"),
            format!(r#"{{"move":"{first}"}}"#).as_bytes(),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        assert_eq!(
            body(&reply)["log"].as_array().map_or(0, Vec::len),
            before + 1
        );
        assert_eq!(body(&reply)["can_undo"], json!(true));
        let undone = call(&app, "POST", &url("undo"), b"");
        assert_eq!(undone.status, 200, "{}", undone.body);
        assert_eq!(body(&undone)["log"].as_array().map_or(0, Vec::len), before);
        assert_eq!(body(&undone)["status"], "your-turn");
        // The record replays (docs/cli.md "Records").
        let record = call(&app, "GET", &url("record"), b"");
        assert_eq!(record.download.as_deref(), Some("jokoak-linja.json"));
        let record = jokoak_core::Record::from_json(&record.body).expect("a record");
        assert_eq!(record.moves.len(), before);
        assert!(record.replay::<jokoak_linja::Linja>().is_ok());
    }

    /// The state once the person is to move again (or the game is over).
    fn settled(app: &App, id: &str) -> Value {
        let mut state = Value::Null;
        let mut version = 0;
        for _ in 0..200 {
            // Waits (at most LONG_POLL) for a version after the one seen.
            state = body(&call(
                app,
                "GET",
                &format!("/api/session/{id}?after={version}"),
                b"",
            ));
            if state["status"] != "thinking" {
                return state;
            }
            version = state["version"].as_u64().unwrap_or(0);
        }
        panic!("the AI never finished: {state}");
    }

    #[test]
    fn a_move_taken_back_and_made_again_is_answered_the_same() {
        // Bul: the throws after a move (bul.md §3) and the AI's reply are drawn from the
        // game's seed and the ply number, so undo cannot fish for better dice.
        let app = App::new(4);
        let (id, _) = new_game(
            &app,
            r#"{"game":"bul","agent":"random","seed":11,"pace_ms":0}"#,
        );
        let state = settled(&app, &id);
        assert_eq!(state["status"], "your-turn", "{state}");
        let mv = state["moves"][0]["move"]
            .as_str()
            .expect("a move")
            .to_owned();
        let request = format!(r#"{{"move":"{mv}"}}"#);
        let url = format!("/api/session/{id}/move");
        assert_eq!(call(&app, "POST", &url, request.as_bytes()).status, 200);
        let first = settled(&app, &id)["log"].clone();
        let undo = call(&app, "POST", &format!("/api/session/{id}/undo"), b"{}");
        assert_eq!(undo.status, 200, "{}", undo.body);
        assert_eq!(call(&app, "POST", &url, request.as_bytes()).status, 200);
        let again = settled(&app, &id)["log"].clone();
        assert_eq!(first, again);
    }

    #[test]
    fn the_tile_games_record_waits_for_the_end() {
        // Its record holds every hand and draw, which to-be-continued.md T12 hides.
        let app = App::new(4);
        let (id, state) = new_game(
            &app,
            r#"{"game":"continued","players":2,"agent":"random","seed":1,"pace_ms":0}"#,
        );
        assert_eq!(state["record_ready"], json!(false));
        let record = call(&app, "GET", &format!("/api/session/{id}/record"), b"");
        assert_eq!(record.status, 409, "{}", record.body);
    }

    #[test]
    fn the_oldest_game_is_ended_past_the_bound() {
        let app = App::new(2);
        let first = new_linja(&app);
        let second = new_linja(&app);
        let third = new_linja(&app);
        let get = |id: &str| call(&app, "GET", &format!("/api/session/{id}"), b"").status;
        assert_eq!(get(&first), 404);
        assert_eq!(get(&second), 200);
        assert_eq!(get(&third), 200);
    }
}
