// The jokoak page: set up a game, show the server's state, turn clicks into moves.
// The server holds the game; this script asks (docs/serve.md) and draws what it is told.
"use strict";

const $ = (id) => document.getElementById(id);
let catalogue = null; // GET /api/games
let state = null; // the current game's snapshot
let clicks = []; // the keys clicked so far towards the person's next move
let pollTimer = null;
let pollToken = 0; // the current chain of polls; an answer to an older one is dropped
let drawToken = 0; // the latest board drawing asked for; older answers are dropped
let shownSvg = null; // the picture on the board now

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (method === "POST") {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body || {});
  }
  const response = await fetch(path, init);
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    throw new Error(`the server answered ${response.status}`);
  }
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

function option(select, value, text) {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  select.appendChild(o);
}

function currentGame() {
  return catalogue.games.find((g) => g.name === $("game").value);
}

function fillGames() {
  for (const g of catalogue.games) option($("game"), g.name, g.name);
  for (const a of catalogue.agents) option($("agent"), a.name, a.label);
  fillGame();
}

function fillGame() {
  const g = currentGame();
  $("variant").replaceChildren();
  for (const v of g.variants) option($("variant"), v, v);
  $("players").replaceChildren();
  for (const n of g.players) option($("players"), n, n);
  $("players").value = g.default_players;
  fillSeats();
  fillOptions();
}

function fillSeats() {
  const g = currentGame();
  const labels = g.labels[$("players").value] || [];
  $("seat").replaceChildren();
  // Seats are named by their labels; the tile game's labels are the seat numbers.
  labels.forEach((label, i) =>
    option($("seat"), i, /^[0-9]+$/.test(label) ? `seat ${label}` : `${label} (seat ${i + 1})`),
  );
}

function fillOptions() {
  const g = currentGame();
  const box = $("options");
  box.replaceChildren();
  const defaults = g.options[$("variant").value] || {};
  for (const [key, value] of Object.entries(defaults)) {
    const label = document.createElement("label");
    label.textContent = key.replace(/_/g, " ") + " ";
    const input = document.createElement("input");
    input.name = key;
    input.value = value;
    input.dataset.default = value;
    input.size = 8;
    label.appendChild(input);
    box.appendChild(label);
  }
}

async function newGame(event) {
  if (event) event.preventDefault();
  const options = {};
  for (const input of $("options").querySelectorAll("input")) {
    if (input.value !== input.dataset.default) options[input.name] = input.value.trim();
  }
  const request = {
    game: $("game").value,
    variant: $("variant").value,
    players: Number($("players").value),
    seat: Number($("seat").value),
    agent: $("agent").value,
    options,
  };
  const pace = new URLSearchParams(location.search).get("pace_ms");
  if (pace !== null) request.pace_ms = Number(pace);
  try {
    clicks = [];
    show(await api("POST", "/api/new", request));
  } catch (e) {
    say(e.message);
  }
}

function say(text) {
  $("message").textContent = text || "";
}

function label(seat) {
  if (seat === null || seat === undefined) return "chance";
  let name = state.labels[seat] || String(seat);
  if (/^[0-9]+$/.test(name)) name = `seat ${name}`;
  return seat === state.human ? `you (${name})` : name;
}

// The moves whose click path starts with `prefix`.
function matching(prefix) {
  return state.moves.filter(
    (m) => m.clicks.length >= prefix.length && prefix.every((k, i) => m.clicks[i] === k),
  );
}

function show(next) {
  const fresh = !state || next.id !== state.id || next.version !== state.version;
  state = next;
  if (fresh) clicks = [];
  document.body.dataset.status = state.status;
  document.body.dataset.game = state.game;
  render();
  clearTimeout(pollTimer);
  pollToken += 1;
  if (state.status === "thinking") pollTimer = setTimeout(() => poll(pollToken), 0);
}

// A long poll: the server answers when the state changes (or after 2 s unchanged).
async function poll(token) {
  if (!state || token !== pollToken) return;
  try {
    const next = await api("GET", `/api/session/${state.id}?after=${state.version}`);
    if (token !== pollToken) return; // the state moved on meanwhile (a move, a new game)
    if (next.version > state.version) show(next);
    else pollTimer = setTimeout(() => poll(token), 0);
  } catch (e) {
    if (token !== pollToken) return;
    say(e.message);
    document.body.dataset.status = "lost";
  }
}

function render() {
  drawBoard();

  const turn = state.turn;
  let status;
  switch (state.status) {
    case "your-turn":
      status = `Your turn (${state.labels[state.human]})`;
      break;
    case "thinking":
      status = turn === null ? "Chance…" : `${label(turn)} is thinking…`;
      break;
    case "over":
      status = "Game over";
      break;
    default:
      status = `The AI stopped: ${state.failure}`;
  }
  if (state.games > 1) status += ` · game ${state.game_number} of ${state.games}`;
  $("status").textContent = status;
  $("result").hidden = !state.outcome;
  if (state.outcome) {
    $("result").textContent = `${state.outcome.words} · ${state.outcome.summary}`;
  }
  $("last").textContent = state.last ? `Last: ${state.last}` : "";
  $("played").replaceChildren();
  for (const [i, summary] of state.played.entries()) {
    if (state.games < 2) break;
    const li = document.createElement("li");
    li.textContent = `game ${i + 1}: ${summary}`;
    $("played").appendChild(li);
  }

  renderChoices();

  $("type-move").hidden = state.status !== "your-turn";
  $("actions").hidden = false;
  $("undo").disabled = !state.can_undo;
  $("record").href = `/api/session/${state.id}/record`;
  $("record").download = `jokoak-${state.game}.json`;
  $("record").hidden = !state.record_ready;

  const log = $("log");
  log.replaceChildren();
  let game = 0;
  for (const [i, ply] of state.log.entries()) {
    if (ply.game !== game) {
      game = ply.game;
      const li = document.createElement("li");
      li.className = "game-break";
      li.textContent = `game ${game + 1}`;
      log.appendChild(li);
    }
    const li = document.createElement("li");
    li.className = ply.seat === null ? "chance" : ply.seat === state.human ? "mine" : "ai";
    li.value = i + 1; // the ply number, whatever headings come between
    li.textContent = `${label(ply.seat)}: ${ply.text}`;
    log.appendChild(li);
  }
  log.scrollTop = log.scrollHeight;
}

// Buttons for moves without clicks (passes), for moves the clicks so far complete while
// longer ones go on, and a way back.
function renderChoices() {
  const box = $("choices");
  box.replaceChildren();
  if (state.status !== "your-turn") return;
  const button = (text, move, cls) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.className = cls;
    b.dataset.move = move;
    b.addEventListener("click", () => play(move));
    box.appendChild(b);
  };
  for (const m of state.moves) {
    if (m.clicks.length === 0) button(m.move, m.move, "move");
  }
  if (clicks.length > 0) {
    for (const m of matching(clicks)) {
      if (m.clicks.length === clicks.length) button(`play ${m.move}`, m.move, "move complete");
    }
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "clear selection";
    cancel.id = "clear";
    cancel.addEventListener("click", () => {
      clicks = [];
      render();
    });
    box.appendChild(cancel);
  }
}

// The keys that may be clicked next, each once.
function nextKeys() {
  const next = [];
  for (const m of matching(clicks)) {
    const key = m.clicks[clicks.length];
    if (m.clicks.length > clicks.length && !next.includes(key)) next.push(key);
  }
  return next;
}

// The board: the game's picture (with the clicks so far and their targets drawn by the game,
// POST /api/session/ID/svg), or the text board when there is no picture.
async function drawBoard() {
  const token = ++drawToken;
  if (!state.svg) {
    shownSvg = null;
    $("board").replaceChildren();
    $("board").hidden = true;
    $("board-text").hidden = false;
    $("board-text").textContent = state.board;
    return;
  }
  $("board").hidden = false;
  $("board-text").hidden = true;
  let svg = state.svg;
  if (state.status === "your-turn" && clicks.length > 0) {
    document.body.dataset.status = "selecting";
    try {
      const response = await fetch(`/api/session/${state.id}/svg`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ selected: clicks, targets: nextKeys() }),
      });
      if (response.ok) svg = await response.text();
    } catch (e) {
      // The plain picture will do.
    }
    if (token !== drawToken) return;
    document.body.dataset.status = state.status;
  }
  if (svg !== shownSvg) {
    $("board").innerHTML = svg;
    shownSvg = svg;
  }
  markNext();
}

// Marks the elements that may be clicked now, for the hover style.
function markNext() {
  const next = new Set(state.status === "your-turn" ? nextKeys() : []);
  for (const el of $("board").querySelectorAll("[data-key]")) {
    el.classList.toggle("jk-next", next.has(el.dataset.key));
  }
}

function onBoardClick(event) {
  const el = event.target.closest("[data-key]");
  if (!el || !state || document.body.dataset.status !== "your-turn") return;
  const key = el.dataset.key;
  say("");
  if (clicks.length > 0 && clicks[clicks.length - 1] === key) {
    clicks.pop(); // a second click on the last choice takes it back
    render();
    return;
  }
  let prefix = clicks.concat([key]);
  let found = matching(prefix);
  if (found.length === 0) {
    prefix = [key]; // start again from this element
    found = matching(prefix);
  }
  if (found.length === 0) {
    clicks = [];
    render();
    say("No legal move starts there.");
    return;
  }
  clicks = prefix;
  const complete = found.filter((m) => m.clicks.length === clicks.length);
  if (complete.length === 1 && found.length === 1) {
    play(complete[0].move);
  } else {
    render();
  }
}

async function play(move) {
  if (!state || state.status !== "your-turn") return;
  document.body.dataset.status = "sending";
  try {
    show(await api("POST", `/api/session/${state.id}/move`, { move }));
  } catch (e) {
    document.body.dataset.status = state.status;
    clicks = [];
    render();
    say(e.message);
  }
}

async function undo() {
  if (!state) return;
  try {
    show(await api("POST", `/api/session/${state.id}/undo`, {}));
  } catch (e) {
    say(e.message);
  }
}

async function start() {
  try {
    catalogue = await api("GET", "/api/games");
  } catch (e) {
    say(e.message);
    return;
  }
  fillGames();
  const wanted = new URLSearchParams(location.search).get("game");
  if (wanted && catalogue.games.some((g) => g.name === wanted)) {
    $("game").value = wanted;
    fillGame();
  }
  $("game").addEventListener("change", fillGame);
  $("variant").addEventListener("change", fillOptions);
  $("players").addEventListener("change", fillSeats);
  $("setup").addEventListener("submit", newGame);
  $("board").addEventListener("click", onBoardClick);
  $("undo").addEventListener("click", undo);
  $("type-move").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-text").value.trim();
    if (text) {
      $("move-text").value = "";
      play(text);
    }
  });
  document.body.dataset.status = "ready";
}

// For tests and the curious: the state as the page holds it.
window.jokoak = { state: () => state, clicks: () => clicks };
start();
