"use strict";
// Gomoku against the engine (play.js): the board drawn from the session's position, renju's forbidden points,
// the rule and size of a new game, and records loaded and saved.
let forbidden = [];

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

function render(session, view, pv) {
  const { w, h } = dimensions(session.variant);
  const { placed, toMove } = stones(session.position);
  const last = placed.length ? placed[placed.length - 1] : null;
  const board = $("board");
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
      point.addEventListener("click", () => gomoku.move(x + "," + y));
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
    forbidden.forEach(p => $("p-" + p.x + "-" + p.y)?.classList.add("forbidden"));
  }
  pv.forEach((move, i) => {
    const point = $("p-" + move.replace(",", "-"));
    if (point && !point.classList.contains("stone")) {
      point.classList.add("pv");
      point.dataset.pv = i + 1;
    }
  });
  $("save-sgf").href = "api/sessions/" + session.id + "/record/sgf";
  $("save-psq").href = "api/sessions/" + session.id + "/record/psq";
}

function variant() {
  return { rule: $("rule").value, size: Number($("size").value) };
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

const gomoku = play.page({
  id: "gomoku",
  read(session) {
    const { placed, toMove } = stones(session.position);
    return { toMove: toMove, movers: placed.filter(s => s.played).map(s => s.colour) };
  },
  outcome(session) {
    const { placed } = stones(session.position);
    const last = placed.length ? placed[placed.length - 1] : null;
    return last && makesFive(placed, last) ? last.colour + " wins" : "a draw";
  },
  render: render,
  newGame: () => ({ variant: variant() }),
  restore(session) {
    $("rule").value = session.variant.rule || "freestyle";
    $("size").value = session.variant.size || 15;
  },
  async refresh(session) {
    forbidden = session.variant.rule === "renju" ? (await api.get("sessions/" + session.id + "/forbidden")).points : [];
  }
});

$("load").addEventListener("change", async () => {
  const record = await $("load").files[0].text();
  readVariant(record);
  gomoku.newGame({ position: record });
});
