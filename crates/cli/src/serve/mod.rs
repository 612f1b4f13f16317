//! `jokoak serve`: a local web page to play every game against the AI by clicking
//! (docs/serve.md). The HTTP server is `hyper` (HTTP/1) on a small `tokio` runtime, bound to
//! 127.0.0.1 only, with its heads, bodies, connections and waits bounded; the page is plain
//! HTML, JavaScript and CSS embedded in the binary; the games live on the server and draw
//! themselves through [`Draw`].

pub mod api;
mod json;
mod session;
mod store;

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::{BodyExt as _, Full, Limited};
use hyper::Response;
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderName, HeaderValue};
use hyper_util::rt::{TokioIo, TokioTimer};

use jokoak_core::{Draw, Evaluate};

pub use session::{NewGame, Session};

use crate::error::CliError;
use api::{ApiError, App, Reply, Request};

/// The port `jokoak serve` listens on without `--port`.
pub const DEFAULT_PORT: u16 = 8765;

/// The most games kept at once; starting one more ends the least recently used.
pub const MAX_GAMES: usize = 64;

/// The largest request body read, in bytes.
const MAX_BODY: usize = 64 * 1024;

/// The largest request head (request line and header fields), in bytes; a longer one is
/// answered 431 and its connection closed.
const MAX_HEAD: usize = 16 * 1024;

/// The most connections open at once; past them, new ones wait in the listener's backlog
/// until one closes. A browser opens at most six to a host.
const MAX_CONNECTIONS: usize = 128;

/// How long a connection may take to send a request's head, or stay idle between requests,
/// before it is closed.
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a request's body may take to arrive (408 after).
const BODY_TIMEOUT: Duration = Duration::from_secs(10);

/// Threads answering requests (the AI thinks on threads of its own): one for every connection
/// that may be open, so a request never waits for a thread behind long polls (a page holds
/// one for up to 2 s); idle ones end after 10 s.
const HANDLERS: usize = MAX_CONNECTIONS;

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
/// [`CliError::Input`] when the port cannot be bound; [`CliError::Internal`] when the
/// runtime cannot start.
pub fn run(port: u16) -> Result<(), CliError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(HANDLERS)
        .thread_name("jokoak-http")
        .enable_io()
        .enable_time()
        .build()
        .map_err(|e| CliError::Internal(format!("cannot start the server's threads: {e}")))?;
    runtime.block_on(serve(port))
}

/// Accepts connections, at most [`MAX_CONNECTIONS`] open at once, each served by `hyper`
/// with a head of at most [`MAX_HEAD`] bytes sent within [`HEAD_TIMEOUT`].
async fn serve(port: u16) -> Result<(), CliError> {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .map_err(|e| CliError::Input(format!("cannot listen on 127.0.0.1:{port}: {e}")))?;
    let port = listener.local_addr().map_or(port, |addr| addr.port());
    {
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        writeln!(
            out,
            "jokoak serve: http://127.0.0.1:{port}/ (stop with Ctrl-C)"
        )?;
        out.flush()?;
    }
    let app = Arc::new(App::new(MAX_GAMES));
    let open = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_header_size(MAX_HEAD);
    loop {
        let Ok(permit) = Arc::clone(&open).acquire_owned().await else {
            return Ok(());
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of descriptors, say: wait a little rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let app = Arc::clone(&app);
        let connection = http.serve_connection(
            TokioIo::new(stream),
            hyper::service::service_fn(move |request| answer(Arc::clone(&app), request, port)),
        );
        tokio::spawn(async move {
            // A client that went away, or sent what is not HTTP, is no error of the server's.
            let _ = connection.await;
            drop(permit);
        });
    }
}

/// Answers one request.
async fn answer(
    app: Arc<App>,
    request: hyper::Request<Incoming>,
    port: u16,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let reply = match read(request, port).await {
        Ok((method, url, json, body)) => tokio::task::spawn_blocking(move || {
            app.handle(&Request {
                method: &method,
                url: &url,
                json,
                body: &body,
            })
        })
        .await
        .unwrap_or_else(|_| Reply::from(ApiError::new(500, "the request failed"))),
        Err(error) => Reply::from(error),
    };
    let mut response = Response::new(Full::new(Bytes::from(reply.body)));
    *response.status_mut() =
        hyper::StatusCode::from_u16(reply.status).unwrap_or(hyper::StatusCode::OK);
    let mut headers = vec![
        ("content-type", reply.content_type.to_owned()),
        ("cache-control", "no-store".to_owned()),
        ("x-content-type-options", "nosniff".to_owned()),
    ];
    if let Some(allow) = reply.allow {
        headers.push(("allow", allow.to_owned()));
    }
    if let Some(name) = reply.download {
        headers.push((
            "content-disposition",
            format!("attachment; filename=\"{name}\""),
        ));
    }
    for (name, value) in headers {
        if let Ok(value) = HeaderValue::from_str(&value) {
            response
                .headers_mut()
                .insert(HeaderName::from_static(name), value);
        }
    }
    Ok(response)
}

/// The method, path (with its query), whether the body is JSON ([`Request::is_json`]) and the
/// body of a request whose `Host` is this server (no page of another site reaches the API
/// through DNS rebinding) and whose body, if any, is at most 64 KiB and arrives within
/// [`BODY_TIMEOUT`].
async fn read(
    request: hyper::Request<Incoming>,
    port: u16,
) -> Result<(String, String, bool, Vec<u8>), ApiError> {
    let header = |name: &str| {
        request
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    if request.headers().get_all("host").iter().count() > 1 {
        return Err(ApiError::bad("a request names one Host"));
    }
    // A request line in absolute form (`GET http://HOST/…`) names the host that counts.
    let host = request
        .uri()
        .authority()
        .map_or_else(|| header("host"), |a| a.as_str().to_owned());
    let allowed = [format!("127.0.0.1:{port}"), format!("localhost:{port}")];
    if !allowed.iter().any(|a| a.eq_ignore_ascii_case(&host)) {
        return Err(ApiError::new(
            403,
            format!("this server answers only to 127.0.0.1:{port} and localhost:{port}"),
        ));
    }
    let method = request.method().as_str().to_owned();
    let url = request
        .uri()
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .to_owned();
    let json = Request::is_json(&header("content-type"));
    // A body declared longer than the most read is refused before it is waited for.
    if hyper::body::Body::size_hint(request.body()).lower() > MAX_BODY as u64 {
        return Err(too_large());
    }
    let body = Limited::new(request.into_body(), MAX_BODY).collect();
    match tokio::time::timeout(BODY_TIMEOUT, body).await {
        Ok(Ok(body)) => Ok((method, url, json, body.to_bytes().to_vec())),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => Err(too_large()),
        Ok(Err(e)) => Err(ApiError::bad(format!("cannot read the body: {e}"))),
        Err(_) => Err(ApiError::new(
            408,
            format!(
                "the body did not arrive within {} s",
                BODY_TIMEOUT.as_secs()
            ),
        )),
    }
}

/// 413: a body past [`MAX_BODY`].
fn too_large() -> ApiError {
    ApiError::new(413, format!("the body is larger than {MAX_BODY} bytes"))
}
