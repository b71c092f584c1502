"use strict";
// Engine against engine: a match of the platform (its id in the address, #ID), watched move by move from its
// event stream (state after every game and change of status, move after every move), with the running score
// and Elo difference; Gomoku's games drawn on a board as they go.
const $ = id => document.getElementById(id);
const page = { id: null, match: null, events: null };
const GOMOKU_SIZE = 15;
const POINT = 22;

function elo(match) {
  return match.elo === null ? "Elo unbounded so far" : "Elo " + (match.elo > 0 ? "+" : "") + match.elo.toFixed(1)
    + " ± " + match.eloMargin.toFixed(1);
}

function scoreLine(match) {
  const played = match.results.length;
  const score = played === 0 ? "" : " · score " + ((match.wins + match.draws / 2) / played).toFixed(3);
  return "A " + match.wins + " wins, " + match.draws + " draws, " + match.losses + " losses" + score + " · " + elo(match);
}

// Gomoku's moves are points "x,y" from the top left, black first.
function drawBoard(match) {
  const board = $("board");
  board.replaceChildren();
  if (match.game !== "gomoku") {
    board.style.display = "none";
    return;
  }
  board.style.display = "";
  const size = GOMOKU_SIZE * POINT;
  board.setAttribute("width", size);
  board.setAttribute("height", size);
  const ns = "http://www.w3.org/2000/svg";
  const add = (name, attributes) => {
    const element = document.createElementNS(ns, name);
    Object.entries(attributes).forEach(([key, value]) => element.setAttribute(key, value));
    board.appendChild(element);
    return element;
  };
  add("rect", { x: 0, y: 0, width: size, height: size, class: "wood" });
  for (let i = 0; i < GOMOKU_SIZE; i++) {
    const at = POINT / 2 + i * POINT;
    add("line", { x1: POINT / 2, y1: at, x2: size - POINT / 2, y2: at, class: "line" });
    add("line", { x1: at, y1: POINT / 2, x2: at, y2: size - POINT / 2, class: "line" });
  }
  match.moves.forEach((move, i) => {
    const [x, y] = move.split(",").map(Number);
    add("circle", { cx: POINT / 2 + x * POINT, cy: POINT / 2 + y * POINT, r: POINT / 2 - 1,
      class: (i % 2 === 0 ? "black" : "white") + (i === match.moves.length - 1 ? " last" : "") });
  });
}

function render() {
  const match = page.match;
  $("title").textContent = match.game + ": A (" + match.a + ") against B (" + match.b + ")";
  $("score").textContent = scoreLine(match);
  $("status").textContent = match.status + (match.message ? ": " + match.message : "") + " · " + match.results.length
    + " of " + match.games + " games played, " + match.moveMillis + " ms a move";
  $("stop").disabled = match.status !== "running";
  $("resume").disabled = match.status !== "stopped";
  const playing = match.results.length < match.games;
  $("game-title").textContent = playing ? "Game " + (match.results.length + 1) + ": A plays "
    + (match.aTeam === 0 ? "first" : "second") : "";
  $("moves").replaceChildren(...match.moves.map(move => {
    const item = document.createElement("li");
    item.textContent = move;
    return item;
  }));
  $("results").replaceChildren(...match.results.map((result, i) => {
    const item = document.createElement("li");
    item.textContent = "A " + result.replace(" ", " (") + ")" + (i % 2 === 0 ? ", A first" : ", A second");
    return item;
  }));
  drawBoard(match);
}

function watch(id) {
  if (page.events) {
    page.events.close();
  }
  page.id = id;
  history.replaceState(null, "", "#" + id);
  page.events = new EventSource("api/matches/" + id + "/events");
  page.events.addEventListener("state", event => {
    page.match = JSON.parse(event.data).match;
    render();
    list();
  });
  page.events.addEventListener("move", event => {
    const move = JSON.parse(event.data);
    if (page.match && move.game === page.match.results.length + 1 && move.ply === page.match.moves.length + 1) {
      page.match.moves.push(move.move);
      render();
    }
  });
}

async function list() {
  const matches = (await api.get("matches")).matches;
  $("matches").querySelector("tbody").replaceChildren(...matches.map(match => {
    const row = document.createElement("tr");
    row.id = "match-" + match.id;
    row.className = "pick" + (match.id === page.id ? " chosen" : "");
    for (const cell of [match.game, match.a, match.b, match.status, match.wins + " " + match.draws + " " + match.losses,
      match.elo === null ? "" : match.elo.toFixed(1)]) {
      row.insertCell().textContent = cell;
    }
    row.addEventListener("click", () => watch(match.id));
    return row;
  }));
}

async function act(action) {
  $("error").textContent = "";
  try {
    await action();
  } catch (failure) {
    $("error").textContent = failure.message;
  }
}

async function games() {
  const playable = (await api.get("games")).games.filter(g => g.traits.teams === 2 && !g.traits.hiddenInformation);
  $("game").replaceChildren(...playable.map(g => new Option(g.name + " (" + g.id + ")", g.id)));
  $("game").value = playable.some(g => g.id === "trianglewar") ? "trianglewar" : playable[0].id;
}

$("start").addEventListener("click", () => act(async () => {
  const match = await api.post("matches", { game: $("game").value, a: $("a").value, b: $("b").value,
    games: Number($("games").value), timeMs: Number($("time").value) });
  watch(match.id);
  await list();
}));
$("stop").addEventListener("click", () => act(() => api.post("matches/" + page.id + "/stop")));
$("resume").addEventListener("click", () => act(() => api.post("matches/" + page.id + "/resume")));

act(async () => {
  await games();
  await list();
  if (location.hash.length > 1) {
    watch(location.hash.slice(1));
  }
});
