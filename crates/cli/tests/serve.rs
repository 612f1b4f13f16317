//! `jokoak serve` over real HTTP (docs/serve.md): the page, the checks that keep other sites
//! out, and refusals that never take the server down. The browser test (`browser.rs`) plays
//! the games; this one needs no browser.

mod common;

use common::JOKOAK;
use common::http::{request, start};

#[test]
fn serves_the_page_and_refuses_what_it_must() {
    let server = start(JOKOAK);
    let port = server.port;
    let (status, page) = request(port, "GET / HTTP/1.0\r\nHost: 127.0.0.1:PORT", b"");
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"app.js\">"), "{page}");
    let (status, _) = request(port, "GET /app.js HTTP/1.0\r\nHost: localhost:PORT", b"");
    assert_eq!(status, 200);
    // A page of another site that reaches this port through its own name (DNS rebinding).
    let (status, body) = request(port, "GET /api/games HTTP/1.0\r\nHost: evil.example", b"");
    assert_eq!(status, 403, "{body}");
    // A form of another site posts without asking first only as a "simple" content type.
    let (status, body) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: text/plain",
        br#"{"game":"linja"}"#,
    );
    assert_eq!(status, 415, "{body}");
    // A body past 64 KiB.
    let big = vec![b' '; 64 * 1024 + 1];
    let (status, body) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
        &big,
    );
    assert_eq!(status, 413, "{body}");
    let (status, body) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
        b"{\"game\":",
    );
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("\"error\""), "{body}");
    // Agents that could hold one of the four AI threads for long: a fixed depth (depth 64
    // would not end in Abalone), more than 10 s a move, more than 100,000 iterations.
    for agent in [
        "alphabeta:d64",
        "ai:10001",
        "alphabeta:3600000",
        "mcts:100001",
    ] {
        let new = format!(r#"{{"game":"abalone","agent":"{agent}","seat":1}}"#);
        let (status, body) = request(
            port,
            "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
            new.as_bytes(),
        );
        assert_eq!(status, 400, "{agent}: {body}");
        assert!(body.contains(agent), "{body}");
    }
    // A time past the CLI's limit too is refused by the served limit, which is the one named.
    for (agent, limit) in [
        ("ai:5000000", "1 to 10000 ms"),
        ("mcts:20000000", "1 to 100000"),
    ] {
        let (status, reply) = new_game(port, &format!(r#"{{"game":"linja","agent":"{agent}"}}"#));
        assert_eq!(status, 400, "{agent}: {reply}");
        let error = reply["error"].as_str().unwrap_or_default();
        assert!(error.contains(limit), "{agent}: {error}");
    }
    // An unknown agent: the list offered is what a served game takes (no `human`, no
    // `alphabeta:dN`).
    let (status, body) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
        br#"{"game":"linja","agent":"Ai"}"#,
    );
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains(
            "unknown agent `Ai` (available: random, greedy, alphabeta[:MS], mcts[:ITERATIONS], ai[:MS])"
        ),
        "{body}"
    );
    // A number past u64 or with a fraction is out of range, not "not a whole number".
    for seed in ["18446744073709551616", "2.0"] {
        let new = format!(r#"{{"game":"linja","seed":{seed}}}"#);
        let (status, body) = request(
            port,
            "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
            new.as_bytes(),
        );
        assert_eq!(status, 400, "{body}");
        assert!(
            body.contains("`seed` must be an integer from 0 to 18446744073709551615"),
            "{body}"
        );
    }
    // Still serving after every refusal, and a game starts.
    let (status, body) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
        br#"{"game":"agon","agent":"random","pace_ms":0}"#,
    );
    assert_eq!(status, 200, "{body}");
    let state: serde_json::Value = serde_json::from_str(&body).expect("a state");
    assert_eq!(state["game"], "agon");
    // Agon's seats are A and B (docs/cli.md "Seat labels").
    assert_eq!(state["labels"], serde_json::json!(["A", "B"]));
}

/// `POST /api/new` with `body`: the reply's status and state.
fn new_game(port: u16, body: &str) -> (u16, serde_json::Value) {
    let (status, reply) = request(
        port,
        "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: application/json",
        body.as_bytes(),
    );
    (status, serde_json::from_str(&reply).unwrap_or_default())
}

#[test]
fn slow_paced_games_do_not_hold_up_another_games_ai() {
    // Four 6-player tile games, the person in the last seat: the first player and 37 tiles
    // to deal before the person's first turn, each ply 3 s apart (the pace). The AI's four
    // places are for its moves, not for the chance plies or the pauses between plies, so a
    // fifth game's first ply (who begins, a chance ply) comes at once, not after the others'
    // deals (before, it had not come after 90 s).
    let server = start(JOKOAK);
    let port = server.port;
    for _ in 0..4 {
        let (status, state) = new_game(
            port,
            r#"{"game":"continued","players":6,"seat":5,"agent":"random","pace_ms":3000}"#,
        );
        assert_eq!(status, 200, "{state}");
    }
    let (status, state) = new_game(port, r#"{"game":"linja","agent":"random","pace_ms":0}"#);
    assert_eq!(status, 200, "{state}");
    let id = state["id"].as_str().expect("an id").to_owned();
    // Long polls of up to 2 s each: five give it ten seconds.
    assert!(
        first_ply_comes(port, &id, 5),
        "the fifth game's first ply did not come"
    );
}

#[test]
fn an_error_quotes_at_most_60_characters_of_the_input() {
    // As the CLI's error lines (docs/cli.md "Errors and exit codes"): a game name of 60,000
    // characters comes back cut, not whole.
    let server = start(JOKOAK);
    let name = "x".repeat(60_000);
    let (status, state) = new_game(server.port, &format!(r#"{{"game":"{name}"}}"#));
    assert_eq!(status, 400, "{state}");
    let error = state["error"].as_str().expect("an error");
    assert!(error.contains(&format!("`{}…`", "x".repeat(60))), "{error}");
    assert!(
        error.chars().count() < 1000,
        "{} characters",
        error.chars().count()
    );
}

#[test]
fn a_body_is_json_by_its_media_type_and_names_each_key_once() {
    let server = start(JOKOAK);
    let port = server.port;
    let post = |content_type: &str, body: &str| {
        let head = format!(
            "POST /api/new HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nContent-Type: {content_type}"
        );
        request(port, &head, body.as_bytes())
    };
    let linja = r#"{"game":"linja","agent":"random","pace_ms":0}"#;
    // The media type exactly, parameters allowed, case aside.
    assert_eq!(post("application/jsonp", linja).0, 415);
    assert_eq!(post("application/json-seq", linja).0, 415);
    assert_eq!(post("Application/JSON; charset=utf-8", linja).0, 200);
    // serde_json keeps the last of a repeated key: refused instead of starting Agon.
    let (status, body) = post("application/json", r#"{"game":"linja","game":"agon"}"#);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("the key `game` appears twice"), "{body}");
}

/// Sends `bytes` on a fresh connection and returns the reply's first line, read until the
/// server closes the connection (or 30 s, far past the server's 10 s bounds, pass).
fn first_line_after(port: u16, bytes: &[u8]) -> String {
    use std::io::{Read as _, Write as _};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .expect("a timeout");
    stream.write_all(bytes).expect("sent");
    let mut reply = Vec::new();
    stream
        .read_to_end(&mut reply)
        .expect("the server closes the connection");
    String::from_utf8_lossy(&reply)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn heads_bodies_and_silent_connections_are_bounded() {
    // docs/serve.md: a head of at most 16 KiB, sent within 10 s; a body within 10 s more.
    let server = start(JOKOAK);
    let port = server.port;
    let big = format!(
        "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Big: {}\r\n\r\n",
        "a".repeat(20_000)
    );
    assert_eq!(
        first_line_after(port, big.as_bytes()),
        "HTTP/1.1 431 Request Header Fields Too Large"
    );
    // A head that stops half way, and a body that stops half way, in parallel.
    let silent_head = std::thread::spawn(move || first_line_after(port, b"GET /api/ga"));
    let silent_body = format!(
        "POST /api/new HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: 40\r\n\r\n{{\"game\""
    );
    let silent_body = std::thread::spawn(move || first_line_after(port, silent_body.as_bytes()));
    // Closed without a reply: nothing was asked.
    assert_eq!(silent_head.join().expect("no panic"), "");
    assert_eq!(
        silent_body.join().expect("no panic"),
        "HTTP/1.1 408 Request Timeout"
    );
    // A body declared past 64 KiB is refused at once, not waited for.
    let declared = format!(
        "POST /api/new HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: 99999999999\r\nConnection: close\r\n\r\n"
    );
    assert_eq!(
        first_line_after(port, declared.as_bytes()),
        "HTTP/1.1 413 Payload Too Large"
    );
    // One Host, and the host of a request line in absolute form is the one that counts.
    let two_hosts = format!(
        "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nHost: evil.example\r\n\
         Connection: close\r\n\r\n"
    );
    assert_eq!(
        first_line_after(port, two_hosts.as_bytes()),
        "HTTP/1.1 400 Bad Request"
    );
    let absolute = format!(
        "GET http://evil.example/api/games HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Connection: close\r\n\r\n"
    );
    assert_eq!(
        first_line_after(port, absolute.as_bytes()),
        "HTTP/1.1 403 Forbidden"
    );
    // A request line that is not UTF-8 gets an answer (tiny_http, before, gave none).
    let mut bytes = b"GET /api/\xff HTTP/1.1\r\nHost: 127.0.0.1:".to_vec();
    bytes.extend_from_slice(format!("{port}\r\n\r\n").as_bytes());
    let line = first_line_after(port, &bytes);
    assert!(line.starts_with("HTTP/1.1 4"), "{line}");
}

/// Long polls `id` until its version passes 0, at most `polls` of up to 2 s each: whether
/// the first ply came.
fn first_ply_comes(port: u16, id: &str, polls: usize) -> bool {
    (0..polls).any(|_| {
        let head = format!("GET /api/session/{id}?after=0 HTTP/1.0\r\nHost: 127.0.0.1:PORT");
        let (_, reply) = request(port, &head, b"");
        let state: serde_json::Value = serde_json::from_str(&reply).unwrap_or_default();
        state["version"].as_u64().unwrap_or(0) > 0
    })
}

#[test]
fn an_ai_move_takes_at_most_ten_seconds_whatever_its_iterations() {
    // docs/serve.md: at most 10,000 ms a move. 100,000 iterations of MCTS from Abalone's
    // start take about 13 s in a release build (far longer in this test's debug build); the
    // search is stopped at 10 s with its best move so far, so the AI's first move comes
    // within the 20 long polls of up to 2 s below.
    let server = start(JOKOAK);
    let (status, state) = new_game(
        server.port,
        r#"{"game":"abalone","agent":"mcts:100000","seat":1,"pace_ms":0}"#,
    );
    assert_eq!(status, 200, "{state}");
    let id = state["id"].as_str().expect("an id");
    assert!(first_ply_comes(server.port, id, 20), "no AI move in 40 s");
}

#[test]
fn a_closed_games_ai_leaves_at_once_not_after_its_pace() {
    // docs/serve.md: the server keeps 64 games, starting one more ends the least recently
    // used, and a game that ends while its AI waits stops waiting. 200 six-player tile games
    // whose first ply (chance's: who begins) waits out a pace of 3 s: the 136 ended games'
    // threads leave at once, so a second later the server holds the 64 live games' threads
    // and its own few, not one thread for each game started.
    let server = start(JOKOAK);
    for _ in 0..200 {
        let (status, state) = new_game(
            server.port,
            r#"{"game":"continued","players":6,"seat":5,"agent":"random","pace_ms":3000}"#,
        );
        assert_eq!(status, 200, "{state}");
    }
    std::thread::sleep(std::time::Duration::from_secs(1));
    if let Some(threads) = server.threads() {
        assert!(threads < 64 + 40, "{threads} threads for 64 live games");
    }
}
