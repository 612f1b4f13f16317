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
