//! `jokoak serve` over real HTTP (docs/serve.md): the page, the checks that keep other sites
//! out, and refusals that never take the server down. The browser test (`browser.rs`) plays
//! the games; this one needs no browser.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// The server, stopped when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start() -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("jokoak serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the address line");
    let port = line
        .split("127.0.0.1:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {line:?}"));
    Server { child, port }
}

/// Sends one HTTP/1.0 request (so the reply is not chunked) and returns the status and the
/// body.
fn request(port: u16, head: &str, body: &[u8]) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    let head = head.replace("PORT", &port.to_string());
    let mut message = format!(
        "{head}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    message.extend_from_slice(body);
    stream.write_all(&message).expect("sent");
    let mut reply = Vec::new();
    stream.read_to_end(&mut reply).expect("a reply");
    let reply = String::from_utf8_lossy(&reply).into_owned();
    let status = reply
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = reply
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

#[test]
fn serves_the_page_and_refuses_what_it_must() {
    let server = start();
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
