"use strict";
// Gomoku's board (play.js), drawn by the Gomoku page and the match page: the stones of a position in the
// game's notation on a board of the variant's size, the last move dotted.
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

// Draws a position on a board element (CSS .board, a grid of points "p-X-Y"): its stones, the last move's dot
// and, as given, what a click on a point plays (move), black's forbidden points (forbidden) and the engine's
// principal variation numbered (pv).
function drawGomoku(board, position, variant, { move = null, forbidden = [], pv = [] } = {}) {
  const { w, h } = dimensions(variant);
  const { placed } = stones(position);
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
      if (move) {
        point.addEventListener("click", () => move(x + "," + y));
      }
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
  forbidden.forEach(p => $("p-" + p.x + "-" + p.y)?.classList.add("forbidden"));
  pv.forEach((move, i) => {
    const point = $("p-" + move.replace(",", "-"));
    if (point && !point.classList.contains("stone")) {
      point.classList.add("pv");
      point.dataset.pv = i + 1;
    }
  });
}

play.boards.gomoku = { className: "board", draw: (board, game) => drawGomoku(board, game.position, game.variant) };
