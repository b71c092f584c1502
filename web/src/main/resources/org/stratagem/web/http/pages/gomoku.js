"use strict";
// Gomoku against the engine: a session of the platform (its id in the address, #ID, so that a reload or a
// restart of the platform finds the game again), drawn from its position; the engine's search shown live
// from the session's event stream.
const $ = id => document.getElementById(id);
const page = { id: null, session: null, events: null, forbidden: [], pv: [] };

// The stones of a position in the game's notation: the moves from the empty board, black first, or a set-up
// board "black x,y ... white x,y ... [next black|white] [then MOVES]".
function stones(position) {
  const placed = [];
  const words = position.trim() === "" ? [] : position.trim().split(/\s+/);
  let colour = "black";
  let setUp = words[0] === "black" || words[0] === "white";
  let next = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (setUp && (word === "black" || word === "white")) {
      colour = word;
    } else if (word === "next") {
      next = words[++i];
    } else if (word === "then") {
      setUp = false;
      colour = next || (placed.filter(s => s.colour === "black").length > placed.filter(s => s.colour === "white").length
        ? "white" : "black");
    } else {
      const [x, y] = word.split(",").map(Number);
      placed.push({ x: x, y: y, colour: colour, played: !setUp });
      if (!setUp) {
        colour = colour === "black" ? "white" : "black";
      }
    }
  }
  const blacks = placed.filter(s => s.colour === "black").length;
  const toMove = setUp ? (next || (blacks > placed.length - blacks ? "white" : "black")) : colour;
  return { placed: placed, toMove: toMove };
}

function dimensions(variant) {
  const size = String(variant.size || "15");
  const [w, h] = size.includes("x") ? size.split("x").map(Number) : [Number(size), Number(size)];
  return { w: w, h: h };
}

// Whether the stone just placed makes five or more in a line: who won, when the game is over.
function makesFive(placed, last) {
  const at = new Map(placed.map(s => [s.x + "," + s.y, s.colour]));
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    let run = 1;
    for (const sign of [1, -1]) {
      for (let k = 1; at.get((last.x + sign * k * dx) + "," + (last.y + sign * k * dy)) === last.colour; k++) {
        run++;
      }
    }
    if (run >= 5) {
      return true;
    }
  }
  return false;
}

function render() {
  const session = page.session;
  const board = $("board");
  if (!session || session.position === null) {
    board.replaceChildren();
    return;
  }
  const { w, h } = dimensions(session.variant);
  const { placed, toMove } = stones(session.position);
  const last = placed.length ? placed[placed.length - 1] : null;
  board.style.gridTemplateColumns = "repeat(" + w + ", 30px)";
  const points = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const point = document.createElement("div");
      point.className = "pt";
      point.id = "p-" + x + "-" + y;
      point.dataset.x = x;
      point.dataset.y = y;
      point.title = x + "," + y;
      point.addEventListener("click", () => play(x + "," + y));
      points.push(point);
    }
  }
  board.replaceChildren(...points);
  for (const stone of placed) {
    $("p-" + stone.x + "-" + stone.y).classList.add("stone", stone.colour);
  }
  if (last) {
    $("p-" + last.x + "-" + last.y).classList.add("last");
  }
  if (toMove === "black" && !session.over) {
    page.forbidden.forEach(p => $("p-" + p.x + "-" + p.y)?.classList.add("forbidden"));
  }
  page.pv.forEach((move, i) => {
    const point = $("p-" + move.replace(",", "-"));
    if (point && !point.classList.contains("stone")) {
      point.classList.add("pv");
      point.dataset.pv = i + 1;
    }
  });
  $("status").textContent = status(session, placed, last, toMove);
  $("save-sgf").href = "api/sessions/" + session.id + "/record/sgf";
  $("save-psq").href = "api/sessions/" + session.id + "/record/psq";
}

function status(session, placed, last, toMove) {
  if (session.over) {
    return last && makesFive(placed, last) ? "Game over: " + last.colour + " wins" : "Game over: a draw";
  }
  if (session.thinking) {
    return "The engine is thinking (" + toMove + ")";
  }
  return toMove === $("human").value ? "Your move (" + toMove + ")" : "The engine's move (" + toMove + ")";
}

function showError(failure) {
  $("error").textContent = failure ? failure.message : "";
}

async function act(action) {
  showError(null);
  try {
    await action();
  } catch (failure) {
    showError(failure);
  }
}

// Shows the session, unless it is one the page has left (an answer that comes after a new game began).
async function update(session) {
  if (session.id !== page.id) {
    return;
  }
  page.session = session;
  page.forbidden = session.variant.rule === "renju" && session.position !== null && !session.thinking
    ? (await api.get("sessions/" + session.id + "/forbidden")).points : page.forbidden;
  render();
}

function watch(id) {
  if (page.events) {
    page.events.close();
  }
  page.events = new EventSource("api/sessions/" + id + "/events");
  page.events.addEventListener("state", event => act(() => update(JSON.parse(event.data).session)));
  page.events.addEventListener("progress", event => {
    const p = JSON.parse(event.data);
    page.pv = p.pv;
    $("thinking").textContent = "depth " + p.depth + "  score " + p.score + "  nodes " + p.nodes + "  nps " + p.nps
      + "  " + p.timeMs + " ms\npv " + p.pv.join(" ");
    render();
  });
  page.events.addEventListener("search", event => {
    const r = JSON.parse(event.data);
    page.pv = [];
    $("thinking").textContent = r.strategy + ": " + r.bestMove + "  score " + r.score + (r.proven ? " (proven " + r.result + ")" : "")
      + "  depth " + r.depth + "  nodes " + r.nodes + "  nps " + r.nps + "  " + r.timeMs + " ms\npv " + r.pv.join(" ");
  });
}

async function start(session) {
  page.id = session.id;
  history.replaceState(null, "", "#" + session.id);
  $("rule").value = session.variant.rule || "freestyle";
  $("size").value = session.variant.size || 15;
  page.pv = [];
  watch(session.id);
  await update(session);
  await engineIfItsTurn();
}

async function engineIfItsTurn() {
  const session = page.session;
  if (!session.over && !session.thinking && stones(session.position).toMove !== $("human").value) {
    await update(await api.post("sessions/" + session.id + "/go", { play: true }));
  }
}

async function play(move) {
  const session = page.session;
  if (!session || session.over || session.thinking || stones(session.position).toMove !== $("human").value) {
    return;
  }
  act(async () => {
    await update(await api.post("sessions/" + session.id + "/moves", { move: move }));
    await engineIfItsTurn();
  });
}

function settings() {
  return { strategy: $("strategy").value, timeMs: Number($("time").value) };
}

function variant() {
  return { rule: $("rule").value, size: Number($("size").value) };
}

async function newGame(position) {
  const body = Object.assign({ game: "gomoku", variant: variant() }, settings());
  if (position !== undefined) {
    body.position = position;
  }
  await start(await api.post("sessions", body));
}

// Reads a record's board and rule, so that the new session's variant is the record's.
function readVariant(record) {
  const size = /SZ\[(\d+)(?::(\d+))?\]/.exec(record) || /^Piskvorky (\d+)x(\d+)/.exec(record);
  if (size) {
    $("size").value = size[1];
  }
  const rule = /RU\[(\w+)\]/i.exec(record);
  if (rule) {
    $("rule").value = rule[1].toLowerCase();
  }
}

$("new").addEventListener("click", () => act(() => newGame()));
$("engine").addEventListener("click", () => act(async () => {
  await update(await api.post("sessions/" + page.session.id + "/go", { play: true }));
}));
$("stop").addEventListener("click", () => act(() => api.post("sessions/" + page.session.id + "/stop")));
$("undo").addEventListener("click", () => act(async () => {
  const played = page.session.moves.length;
  const count = Math.min(played, stones(page.session.position).toMove === $("human").value ? 2 : 1);
  if (count > 0) {
    await update(await api.post("sessions/" + page.session.id + "/undo", { count: count }));
  }
}));
for (const field of ["strategy", "time"]) {
  $(field).addEventListener("change", () => act(async () => {
    if (page.session) {
      await update(await api.post("sessions/" + page.session.id + "/settings", settings()));
    }
  }));
}
$("load").addEventListener("change", () => act(async () => {
  const record = await $("load").files[0].text();
  readVariant(record);
  await newGame(record);
}));

// The strategies to choose from follow the platform's: a bundle dropped into load/ offers its strategy at once,
// and when the chosen one goes, the game goes on with the preferred one.
new EventSource("api/services/events").addEventListener("service", () => act(async () => {
  const chosen = $("strategy").value;
  await api.fillProviders($("strategy"), "strategy", "gomoku");
  if (page.session && $("strategy").value !== chosen) {
    await update(await api.post("sessions/" + page.session.id + "/settings", settings()));
  }
}));

act(async () => {
  await api.fillProviders($("strategy"), "strategy", "gomoku");
  const id = location.hash.slice(1);
  if (id) {
    const session = await api.get("sessions/" + id);
    $("strategy").value = session.settings.strategy || "";
    $("time").value = session.settings.timeMs || 1000;
    await start(session);
  } else {
    await newGame();
  }
});
