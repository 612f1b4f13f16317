//! End to end in headless Chromium (issue 12): `jokoak serve` plays a whole game of every game
//! against the AI by clicks on the page, the result shows on the page, the downloaded record
//! replays with `jokoak replay`, and a screenshot of each finished game is saved to
//! `target/browser-artefacts/<game>.png` (with the record beside it).
//!
//! Needs Debian's `chromium` and `chromium-driver`; `.ci/run` installs them, starts
//! chromedriver and runs this test with `JOKOAK_WEBDRIVER` set to its address. Without that
//! variable the test starts `chromedriver` itself.
//!
//! Each turn the test reads the legal moves and their click paths from the page
//! (`window.jokoak.state()`), picks one, and clicks the board elements of its path in order
//! (a move without clicks, such as a pass, through its button). The AI is `random` with no
//! pause between its plies (Abalone's is `ai:300`, the strongest agent on a short budget),
//! and options keep the games short where a game has them.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

/// A child process killed when dropped (the server, chromedriver).
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `jokoak serve --port 0` and returns it with the address it prints.
fn start_server() -> (Killed, String) {
    use std::io::BufRead as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_jokoak"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("jokoak serve starts");
    let stdout = child.stdout.take().expect("stdout");
    let mut line = String::new();
    std::io::BufReader::new(stdout)
        .read_line(&mut line)
        .expect("jokoak serve prints its address");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_owned();
    (Killed(child), url)
}

/// The WebDriver address: `JOKOAK_WEBDRIVER`, or a chromedriver started here.
fn webdriver() -> (Option<Killed>, String) {
    if let Ok(url) = std::env::var("JOKOAK_WEBDRIVER") {
        return (None, url);
    }
    let port = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        probe.local_addr().expect("its address").port()
    };
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts (apt-get install chromium chromium-driver)");
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Some(Killed(child)), format!("http://127.0.0.1:{port}"))
}

fn artefacts() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/browser-artefacts");
    std::fs::create_dir_all(&dir).expect("the artefacts folder");
    dir
}

async fn connect(webdriver: &str, profile: &Path) -> Client {
    let args = [
        "--headless".to_owned(),
        "--no-sandbox".to_owned(),
        "--disable-gpu".to_owned(),
        "--disable-quic".to_owned(),
        "--no-first-run".to_owned(),
        "--disable-background-networking".to_owned(),
        "--disable-component-update".to_owned(),
        "--disable-sync".to_owned(),
        "--disable-dev-shm-usage".to_owned(),
        "--window-size=1400,1000".to_owned(),
        format!("--user-data-dir={}", profile.display()),
    ];
    let mut caps = serde_json::Map::new();
    caps.insert("browserName".to_owned(), json!("chrome"));
    caps.insert(
        "goog:chromeOptions".to_owned(),
        json!({ "args": args, "binary": chromium_binary() }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(webdriver)
        .await
        .expect("a WebDriver session")
}

fn chromium_binary() -> String {
    std::env::var("JOKOAK_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned())
}

/// Runs `script` in the page and returns its value.
async fn js(client: &Client, script: &str) -> Value {
    client
        .execute(script, Vec::new())
        .await
        .unwrap_or_else(|e| panic!("script {script:?}: {e}"))
}

/// Waits until the page's status (`body[data-status]`) is one of `wanted`, and returns it.
async fn wait_status(client: &Client, wanted: &[&str], what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let status = js(client, "return document.body.dataset.status").await;
        let status = status.as_str().unwrap_or("").to_owned();
        if wanted.contains(&status.as_str()) {
            return status;
        }
        assert!(
            status != "failed" && status != "lost",
            "{what}: the page says {status}: {}",
            js(client, "return document.getElementById('status').textContent + ' ' + document.getElementById('message').textContent").await
        );
        assert!(Instant::now() < deadline, "{what}: still {status:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A CSS string literal of `text`.
fn css_string(text: &str) -> String {
    let mut s = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                s.push('\\');
                s.push(c);
            }
            _ => s.push(c),
        }
    }
    s.push('"');
    s
}

/// One game to play: its name, player count, the AI and options that keep it short.
struct Case {
    game: &'static str,
    players: usize,
    agent: &'static str,
    options: &'static [(&'static str, &'static str)],
}

const fn case(
    game: &'static str,
    agent: &'static str,
    options: &'static [(&'static str, &'static str)],
) -> Case {
    Case {
        game,
        players: 2,
        agent,
        options,
    }
}

const CASES: &[Case] = &[
    case("linja", "random", &[]),
    case("bul", "random", &[("pieces_per_side", "2")]),
    case("continued", "random", &[]),
    // The strongest agent once, with a short budget: the page waits for a real search.
    case("abalone", "ai:300", &[("ply_limit", "24")]),
    case("agon", "random", &[("ply_limit", "40")]),
];

/// Clicks the element `locator` finds, `what` in a failure's message.
async fn click(client: &Client, locator: Locator<'_>, what: &str) {
    client
        .find(locator)
        .await
        .unwrap_or_else(|e| panic!("no {what}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("clicking {what}: {e}"));
}

/// Sets up `case` on the page and starts the game.
async fn start_game(client: &Client, base: &str, case: &Case) {
    client
        .goto(&format!("{base}?game={}&pace_ms=0", case.game))
        .await
        .expect("the page loads");
    wait_status(client, &["ready"], case.game).await;
    let pick = |select: &'static str, value: String| async move {
        let option = format!("#{select} option[value={}]", css_string(&value));
        click(client, Locator::Css(&option), &option).await;
    };
    pick("players", case.players.to_string()).await;
    pick("agent", case.agent.to_owned()).await;
    if !case.options.is_empty() {
        click(client, Locator::Css("#options-box summary"), "options").await;
    }
    for (key, value) in case.options {
        let input = client
            .find(Locator::Css(&format!(
                "#options input[name={}]",
                css_string(key)
            )))
            .await
            .unwrap_or_else(|e| panic!("option {key}: {e}"));
        input.clear().await.expect("cleared");
        input.send_keys(value).await.expect("typed");
    }
    click(client, Locator::Id("new-game"), "new-game button").await;
}

/// Plays the person's move `index` of the legal moves by its clicks; returns `true` if it
/// was made on the board (not with a button). With `shot`, a move of two clicks or more is
/// photographed after its first click (its targets highlighted) into that file.
async fn play_by_clicks(
    client: &Client,
    state: &Value,
    index: usize,
    game: &str,
    shot: Option<&Path>,
) -> bool {
    let moves = state["moves"].as_array().expect("moves");
    let chosen = &moves[index % moves.len()];
    let text = chosen["move"].as_str().expect("a move's text");
    let path: Vec<&str> = chosen["clicks"]
        .as_array()
        .expect("clicks")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for (i, key) in path.iter().enumerate() {
        let selector = format!("#board [data-key={}]", css_string(key));
        let element = client
            .find(Locator::Css(&selector))
            .await
            .unwrap_or_else(|e| panic!("{game}: move {text}: no element {selector}: {e}"));
        element
            .click()
            .await
            .unwrap_or_else(|e| panic!("{game}: move {text}: clicking {key}: {e}"));
        if i + 1 < path.len() {
            // The page draws the selection (the game's own highlight) before the next click.
            wait_status(client, &["your-turn"], game).await;
        }
        if let Some(file) = shot.filter(|_| i == 0 && path.len() > 1) {
            let png = client.screenshot().await.expect("a screenshot");
            std::fs::write(file, png).expect("the screenshot saved");
        }
        // After the last click the move is sent, unless a longer move shares the path: then
        // the page offers the complete one as a button.
        if i + 1 == path.len() {
            let status = js(client, "return document.body.dataset.status").await;
            if status == "your-turn" {
                let version = js(client, "return window.jokoak.state().version").await;
                if version == state["version"] {
                    click_move_button(client, text, game).await;
                }
            }
        }
    }
    if path.is_empty() {
        click_move_button(client, text, game).await;
    }
    !path.is_empty()
}

async fn click_move_button(client: &Client, text: &str, game: &str) {
    let selector = format!("#choices button[data-move={}]", css_string(text));
    click(
        client,
        Locator::Css(&selector),
        &format!("{game}: button for {text}"),
    )
    .await;
}

/// The record as the page's download link serves it.
async fn fetch_record(client: &Client) -> String {
    let value = client
        .execute_async(
            "const done = arguments[0];
             fetch(document.getElementById('record').href).then(r => r.text()).then(done);",
            Vec::new(),
        )
        .await
        .expect("the record downloads");
    value.as_str().expect("the record's text").to_owned()
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "needs chromium and chromium-driver; .ci/run runs it"]
async fn every_game_is_played_to_its_end_by_clicks() {
    let (_server, base) = start_server();
    let (_driver, webdriver) = webdriver();
    let profile = std::env::temp_dir().join(format!("jokoak-chromium-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&profile);
    let client = connect(&webdriver, &profile).await;
    let out = artefacts();
    let mut failures = Vec::new();
    for case in CASES {
        let began = Instant::now();
        start_game(&client, &base, case).await;
        let mut turns = 0usize;
        let mut clicked = 0usize;
        loop {
            let status = wait_status(&client, &["your-turn", "over"], case.game).await;
            if status == "over" {
                break;
            }
            let mut state = js(&client, "return window.jokoak.state()").await;
            if turns == 2 {
                // Undo takes back my last decision and what followed it.
                let before = state["log"].as_array().map_or(0, Vec::len);
                click(&client, Locator::Id("undo"), "undo button").await;
                let deadline = Instant::now() + Duration::from_secs(30);
                loop {
                    state = js(&client, "return window.jokoak.state()").await;
                    if state["log"].as_array().map_or(0, Vec::len) < before {
                        break;
                    }
                    assert!(Instant::now() < deadline, "{}: undo did nothing", case.game);
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                wait_status(&client, &["your-turn"], case.game).await;
                state = js(&client, "return window.jokoak.state()").await;
            }
            let moves = state["moves"].as_array().expect("moves");
            assert!(!moves.is_empty(), "{}: my turn without moves", case.game);
            // A spread of choices, the same every run; one photograph of a move half made.
            let shot = out.join(format!("{}-selecting.png", case.game));
            let shot = (turns == 4).then_some(shot.as_path());
            if play_by_clicks(&client, &state, turns * 7 + 3, case.game, shot).await {
                clicked += 1;
            }
            turns += 1;
            assert!(turns < 2000, "{}: no end after {turns} turns", case.game);
        }
        if case.game == "continued" {
            // The other seat's draws are masked in the log (to-be-continued.md T12).
            let log = js(&client, "return document.getElementById('log').textContent").await;
            if !log.as_str().unwrap_or("").contains("tile:?") {
                failures.push("continued: the other seat's draws are not masked".to_owned());
            }
        }
        let result = client
            .find(Locator::Id("result"))
            .await
            .expect("the result")
            .text()
            .await
            .expect("its text");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(out.join(format!("{}.png", case.game)), png).expect("the screenshot saved");
        let record = fetch_record(&client).await;
        let file = out.join(format!("{}.json", case.game));
        std::fs::write(&file, &record).expect("the record saved");
        let replay = Command::new(env!("CARGO_BIN_EXE_jokoak"))
            .arg("replay")
            .arg(&file)
            .output()
            .expect("jokoak replay runs");
        let replayed = String::from_utf8_lossy(&replay.stdout).trim().to_owned();
        let summary = result.split(" · ").nth(1).unwrap_or("").to_owned();
        eprintln!(
            "{}: {turns} turns of mine ({clicked} by board clicks) in {:.1?}; page: {result}; replay: {replayed}",
            case.game,
            began.elapsed()
        );
        if !replay.status.success() {
            failures.push(format!(
                "{}: jokoak replay refused the record: {}",
                case.game,
                String::from_utf8_lossy(&replay.stderr)
            ));
        } else if replayed != format!("result: {summary}") {
            failures.push(format!(
                "{}: the page shows {result:?}, the replay {replayed:?}",
                case.game
            ));
        }
        if clicked == 0 {
            failures.push(format!("{}: no move was made on the board", case.game));
        }
    }
    let _ = client.close().await;
    let _ = std::fs::remove_dir_all(&profile);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
