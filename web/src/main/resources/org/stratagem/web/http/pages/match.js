"use strict";
// Engine against engine: a match of the platform (its id in the address, #ID), watched move by move from its
// event stream (state after every game and change of status, move after every move), with the running score
// and Elo difference; the game in progress drawn on its board as it goes, by the board scripts of the game pages
// (play.boards), for every game that has one.
const page = { id: null, match: null, events: null };

function elo(match) {
  return match.elo === null ? "Elo unbounded so far" : "Elo " + (match.elo > 0 ? "+" : "") + match.elo.toFixed(1)
    + " ± " + match.eloMargin.toFixed(1);
}

function scoreLine(match) {
  const played = match.results.length;
  const score = played === 0 ? "" : " · score " + ((match.wins + match.draws / 2) / played).toFixed(3);
  return "A " + match.wins + " wins, " + match.draws + " draws, " + match.losses + " losses" + score + " · " + elo(match);
}

// The game in progress on its game's board (the position after its moves); none for a game without one.
function drawBoard(match) {
  const board = $("board");
  const drawing = play.boards[match.game];
  if (!drawing || match.position === null) {
    board.replaceChildren();
    board.className = "";
    return;
  }
  board.className = drawing.className;
  drawing.draw(board, match);
}

// The time control: a time a move, a clock with its increment, or both.
function timeControl(match) {
  const clock = match.clockMillis === 0 ? "" : match.clockMillis + " ms a game"
    + (match.incrementMillis === 0 ? "" : " + " + match.incrementMillis + " ms a move");
  const move = match.moveMillis === 0 ? "" : match.moveMillis + " ms a move";
  return [move, clock].filter(part => part !== "").join(", ");
}

function render() {
  const match = page.match;
  $("title").textContent = match.game + ": A (" + match.a + ") against B (" + match.b + ")";
  $("score").textContent = scoreLine(match);
  $("status").textContent = match.status + (match.message ? ": " + match.message : "") + " · " + match.results.length
    + " of " + match.games + " games played, " + timeControl(match);
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
      page.match.position = move.position;
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

// The variant options typed as NAME=VALUE words ("rule=renju size=15").
function variant(typed) {
  return Object.fromEntries(typed.trim().split(/\s+/).filter(word => word !== "").map(word => {
    const at = word.indexOf("=");
    return at < 0 ? [word, ""] : [word.slice(0, at), word.slice(at + 1)];
  }));
}

$("start").addEventListener("click", () => act(async () => {
  const request = { game: $("game").value, a: $("a").value, b: $("b").value, games: Number($("games").value),
    variant: variant($("variant").value) };
  const openings = $("openings").value.split("\n").map(line => line.trim()).filter(line => line !== "" && !line.startsWith("#"));
  if (openings.length) {
    request.openings = openings;
  }
  if ($("clock").value !== "") {
    request.clockMs = Number($("clock").value);
    if ($("increment").value !== "") {
      request.incrementMs = Number($("increment").value);
    }
  }
  if ($("time").value !== "") {
    request.timeMs = Number($("time").value);
  }
  const match = await api.post("matches", request);
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
