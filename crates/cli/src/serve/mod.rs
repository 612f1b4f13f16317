//! `jokoak serve`: a local web page to play every game against the AI by clicking
//! (docs/serve.md). The HTTP server is `tiny_http`, bound to 127.0.0.1 only; the page is
//! plain HTML, JavaScript and CSS embedded in the binary; the games live on the server and
//! draw themselves through [`Draw`].

pub mod api;
mod json;
mod session;
mod store;

use std::io::Read as _;
use std::sync::Arc;

use jokoak_core::{Draw, Evaluate};

pub use session::{NewGame, Session};

use crate::error::CliError;
use api::{ApiError, App, Reply};

/// The port `jokoak serve` listens on without `--port`.
pub const DEFAULT_PORT: u16 = 8765;

/// The most games kept at once; starting one more ends the least recently used.
pub const MAX_GAMES: usize = 64;

/// The largest request body read, in bytes.
const MAX_BODY: u64 = 64 * 1024;

/// Threads answering requests (the AI thinks on threads of its own); a page holds at most one
/// in a long poll (up to 2 s), so 32 leave room for many open pages before a request waits.
const HANDLERS: usize = 32;

/// What the server asks of a game: its picture and clicks ([`Draw`], with [`jokoak_core::Setup`])
/// and what its AI agents need ([`Evaluate`]). Every game of the table is one.
pub trait Playable: Draw + Evaluate + 'static {}

impl<G: Draw + Evaluate + 'static> Playable for G {}

/// What the game table holds for the server: how to start a game of it and its options'
/// defaults.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// Starts a game under the page's settings.
    pub open: fn(&NewGame) -> Result<Arc<dyn Session>, ApiError>,
    /// Every option of `variant` with `players` seats and its default value, and the seat
    /// labels; `None` if the game refuses the settings.
    pub defaults: fn(&str, usize) -> Option<Defaults>,
}

/// The hooks of game `G`.
#[must_use]
pub const fn hooks<G: Playable>() -> Hooks {
    Hooks {
        open: session::open::<G>,
        defaults: defaults::<G>,
    }
}

/// A game's options with their default values and its seat labels, for one variant and
/// player count.
pub struct Defaults {
    /// Every option, `KEY` → default `VALUE` (docs/cli.md spelling).
    pub options: std::collections::BTreeMap<String, String>,
    /// The seat labels in seat order (docs/cli.md: linja `B R`, …).
    pub labels: Vec<String>,
}

fn defaults<G: Playable>(variant: &str, players: usize) -> Option<Defaults> {
    let settings = jokoak_core::Settings::new(variant, players);
    G::from_settings(&settings).ok().map(|g| Defaults {
        options: g.settings().options,
        labels: g.seat_labels(),
    })
}

/// Serves the page on `127.0.0.1:port` (port 0: any free port) until the process is stopped.
/// Prints `jokoak serve: http://127.0.0.1:PORT/` once listening.
///
/// # Errors
/// [`CliError::Input`] when the port cannot be bound.
pub fn run(port: u16) -> Result<(), CliError> {
    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| CliError::Input(format!("cannot listen on 127.0.0.1:{port}: {e}")))?;
    let port = server
        .server_addr()
        .to_ip()
        .map_or(port, |addr| addr.port());
    {
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        writeln!(
            out,
            "jokoak serve: http://127.0.0.1:{port}/ (stop with Ctrl-C)"
        )?;
        out.flush()?;
    }
    let server = Arc::new(server);
    let app = Arc::new(App::new(MAX_GAMES));
    let handlers: Vec<_> = (0..HANDLERS)
        .map(|i| {
            let server = Arc::clone(&server);
            let app = Arc::clone(&app);
            std::thread::Builder::new()
                .name(format!("jokoak-http-{i}"))
                .spawn(move || {
                    while let Ok(request) = server.recv() {
                        answer(&app, request, port);
                    }
                })
        })
        .collect::<Result<_, _>>()
        .map_err(|e| CliError::Internal(format!("cannot start the server's threads: {e}")))?;
    for handler in handlers {
        let _ = handler.join();
    }
    Ok(())
}

/// Answers one request; a client that went away is no error.
fn answer(app: &App, mut request: tiny_http::Request, port: u16) {
    let reply = check_and_handle(app, &mut request, port).unwrap_or_else(Reply::from);
    let mut response = tiny_http::Response::from_string(reply.body).with_status_code(reply.status);
    let mut headers = vec![
        ("Content-Type", reply.content_type.to_owned()),
        ("Cache-Control", "no-store".to_owned()),
        ("X-Content-Type-Options", "nosniff".to_owned()),
    ];
    if let Some(allow) = reply.allow {
        headers.push(("Allow", allow.to_owned()));
    }
    if let Some(name) = reply.download {
        headers.push((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ));
    }
    for (name, value) in headers {
        if let Ok(header) = tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(header);
        }
    }
    let _ = request.respond(response);
}

/// The reply to a request that passes the server's checks: a `Host` of this server (no page
/// of another site reaches the API through DNS rebinding), JSON bodies on `POST` (no form of
/// another site posts without the browser asking first), bodies of at most 64 KiB.
fn check_and_handle(
    app: &App,
    request: &mut tiny_http::Request,
    port: u16,
) -> Result<Reply, ApiError> {
    let header = |name: &'static str| {
        request
            .headers()
            .iter()
            .find(|h| h.field.equiv(name))
            .map(|h| h.value.as_str().to_owned())
    };
    let host = header("Host").unwrap_or_default();
    let allowed = [format!("127.0.0.1:{port}"), format!("localhost:{port}")];
    if !allowed.iter().any(|a| a.eq_ignore_ascii_case(&host)) {
        return Err(ApiError::new(
            403,
            format!("this server answers only to 127.0.0.1:{port} and localhost:{port}"),
        ));
    }
    let method = request.method().as_str().to_owned();
    let url = request.url().to_owned();
    let mut body = Vec::new();
    if method == "POST" {
        // The media type before any parameter (`; charset=utf-8`), exactly.
        let json = header("Content-Type").is_some_and(|t| {
            t.split(';')
                .next()
                .is_some_and(|media| media.trim().eq_ignore_ascii_case("application/json"))
        });
        if !json {
            return Err(ApiError::new(
                415,
                "a POST body must be `Content-Type: application/json`",
            ));
        }
        request
            .as_reader()
            .take(MAX_BODY + 1)
            .read_to_end(&mut body)
            .map_err(|e| ApiError::bad(format!("cannot read the body: {e}")))?;
        if body.len() as u64 > MAX_BODY {
            return Err(ApiError::new(
                413,
                format!("the body is larger than {MAX_BODY} bytes"),
            ));
        }
    }
    Ok(app.handle(&method, &url, &body))
}
