"use strict";
// Triangle War's board (play.js), drawn by the Triangle War page and the match page: ten dots in rows of 1, 2, 3
// and 4, numbered 1..10 from the top, left to right; 18 segments between neighbouring dots; 9 small triangles.
// Players A and B draw segments in turn, and whoever completes one or two triangles scores them and moves again. The score and the turn are read from the
// position, the segments in the order they were drawn (a set drawn before play, "{1-2 1-3} ...", scores nobody).
const SIDE = 120;
const HEIGHT = SIDE * Math.sqrt(3) / 2;
const ROWS = 4;

const dotNumber = (row, column) => row * (row + 1) / 2 + column + 1;

// The board: each dot's place, each segment "i-j" (smaller dot first) and each triangle's three segments.
const BOARD = (() => {
  const dots = {};
  const segments = [];
  const triangles = [];
  const segment = (a, b) => Math.min(a, b) + "-" + Math.max(a, b);
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column <= row; column++) {
      const dot = dotNumber(row, column);
      dots[dot] = { x: 30 + SIDE * (column + (ROWS - 1 - row) / 2), y: 30 + HEIGHT * row };
      if (column < row) {
        segments.push(segment(dot, dot + 1));
      }
      if (row < ROWS - 1) {
        const left = dotNumber(row + 1, column);
        segments.push(segment(dot, left), segment(dot, left + 1));
        triangles.push({ dots: [dot, left, left + 1],
          sides: [segment(dot, left), segment(dot, left + 1), segment(left, left + 1)] });
        if (column < row) {
          triangles.push({ dots: [dot, dot + 1, left + 1],
            sides: [segment(dot, dot + 1), segment(dot, left + 1), segment(dot + 1, left + 1)] });
        }
      }
    }
  }
  return { dots: dots, segments: segments, triangles: triangles, segment: segment };
})();

// Replays a position: who drew each segment ("" for a set drawn before play), who owns each triangle, the
// triangles of each side, the side to move and the side that drew each segment since the set.
function replay(position) {
  const text = position.trim();
  const close = text.startsWith("{") ? text.indexOf("}") : -1;
  const words = s => s.trim() === "" ? [] : s.trim().split(/\s+/).map(w => BOARD.segment(...w.split("-").map(Number)));
  const preset = close < 0 ? [] : words(text.slice(1, close));
  const drawn = new Map(preset.map(s => [s, ""]));
  const owners = new Map();
  const score = { A: 0, B: 0 };
  const movers = [];
  let toMove = "A";
  for (const segment of words(text.slice(close + 1))) {
    drawn.set(segment, toMove);
    movers.push(toMove);
    const completed = BOARD.triangles.filter(t => !owners.has(t) && t.sides.includes(segment) && t.sides.every(s => drawn.has(s)));
    completed.forEach(t => owners.set(t, toMove));
    score[toMove] += completed.length;
    if (completed.length === 0) {
      toMove = toMove === "A" ? "B" : "A";
    }
  }
  return { drawn: drawn, owners: owners, score: score, movers: movers, toMove: toMove };
}

// Where a click draws the segment between two dots: a band along it, short of the dots (an area, not a line, so
// that a level segment has a height too).
function hitArea(a, b) {
  const along = { x: (b.x - a.x) / SIDE, y: (b.y - a.y) / SIDE };
  const across = { x: -along.y * 12, y: along.x * 12 };
  const inset = 14;
  const corner = (end, toward, side) => (end.x + toward * inset * along.x + side * across.x) + ","
    + (end.y + toward * inset * along.y + side * across.y);
  const corners = [corner(a, 1, 1), corner(b, -1, 1), corner(b, -1, -1), corner(a, 1, -1)];
  return play.svg("polygon", { class: "hit", points: corners.join(" ") });
}

// The board of a position replayed (view: what replay gave) as an SVG element: the triangles in their owners'
// colours, the segments drawn, the last one (last) thicker and, as given, what a click on a free segment draws
// (move) and the engine's principal variation numbered (pv).
function drawTriangleWar(view, last, { move = null, pv = [] } = {}) {
  const lastSegment = last ? BOARD.segment(...last.split("-").map(Number)) : null;
  const board = play.svg("svg", { viewBox: "0 0 420 400", width: 420, height: 400, role: "img" });
  for (const triangle of BOARD.triangles) {
    const owner = view.owners.get(triangle);
    board.append(play.svg("polygon", { class: "triangle" + (owner ? " " + owner.toLowerCase() : ""),
      points: triangle.dots.map(d => BOARD.dots[d].x + "," + BOARD.dots[d].y).join(" ") }));
  }
  for (const segment of BOARD.segments) {
    const [a, b] = segment.split("-").map(d => BOARD.dots[d]);
    const by = view.drawn.get(segment);
    const kind = by === undefined ? "free" : by === "" ? "preset" : by.toLowerCase();
    const group = play.svg("g", { id: "s-" + segment, class: "segment " + kind + (segment === lastSegment ? " last" : "") },
      play.svg("line", { class: "ink", x1: a.x, y1: a.y, x2: b.x, y2: b.y }), hitArea(a, b), play.svg("title", {}, segment));
    if (kind === "free" && move) {
      group.addEventListener("click", () => move(segment));
    }
    board.append(group);
  }
  for (const [dot, at] of Object.entries(BOARD.dots)) {
    board.append(play.svg("circle", { class: "dot", cx: at.x, cy: at.y, r: 6 }),
      play.svg("text", { class: "dot-label", x: at.x + 9, y: at.y - 8 }, dot));
  }
  pv.forEach((move, i) => {
    const [a, b] = move.split("-").map(d => BOARD.dots[d]);
    if (a && b && !view.drawn.has(BOARD.segment(...move.split("-").map(Number)))) {
      const x = (a.x + b.x) / 2;
      const y = (a.y + b.y) / 2;
      board.append(play.svg("g", { class: "pv-mark" }, play.svg("circle", { cx: x, cy: y, r: 10 }),
        play.svg("text", { x: x, y: y }, String(i + 1))));
    }
  });
  return board;
}

// The score of a position replayed, A's triangles and B's in their colours.
function triangleWarScore(view) {
  const side = name => Object.assign(document.createElement("span"), { className: "side-" + name.toLowerCase(),
    textContent: name + " " + view.score[name] });
  return [side("A"), " · ", side("B"), " of 9 triangles"];
}

play.boards.trianglewar = { className: "svg-board", draw(board, game) {
  board.replaceChildren(drawTriangleWar(replay(game.position), game.moves[game.moves.length - 1]));
} };
