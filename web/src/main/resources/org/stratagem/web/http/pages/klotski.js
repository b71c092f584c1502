"use strict";
// Huarong Dao: an optimal solution of a layout, from the platform's solver (POST api/klotski/solve), stepped
// through move by move with the pieces sliding; and the census of every layout (GET api/klotski/census) as a
// table and two bar charts. The board is drawn in SVG from the layout notation: 5 rows of 4 cells, '/'
// between rows, '.' empty, each piece's cells one letter.
const $ = id => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const CELL = 60;
const ROWS = 5;
const COLUMNS = 4;
const SLIDE_MS = 170;
const DIRECTIONS = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
const page = { start: null, solution: [], index: 0, pieces: null, playing: false, animating: false, token: 0 };

// The pieces of a layout, by letter: the top left cell, width and height (the server has checked the layout).
function pieces(layout) {
  const found = new Map();
  layout.split("/").forEach((row, r) => [...row].forEach((letter, c) => {
    if (letter === ".") {
      return;
    }
    const piece = found.get(letter) || { row: r, col: c, bottom: r, right: c };
    piece.row = Math.min(piece.row, r);
    piece.col = Math.min(piece.col, c);
    piece.bottom = Math.max(piece.bottom, r);
    piece.right = Math.max(piece.right, c);
    found.set(letter, piece);
  }));
  for (const piece of found.values()) {
    piece.w = piece.right - piece.col + 1;
    piece.h = piece.bottom - piece.row + 1;
  }
  return found;
}

// The layout notation of pieces where they are now.
function notation(placed) {
  const cells = Array.from({ length: ROWS }, () => Array(COLUMNS).fill("."));
  for (const [letter, p] of placed) {
    for (let r = p.row; r < p.row + p.h; r++) {
      for (let c = p.col; c < p.col + p.w; c++) {
        cells[r][c] = letter;
      }
    }
  }
  return cells.map(row => row.join("")).join("/");
}

// A move of the solution: the piece's letter and its one-cell slides ("C D", "E LL", "H UR").
function parseMove(move) {
  return { letter: move[0], slides: [...move.slice(2)] };
}

function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG, name);
  Object.entries(attributes).forEach(([key, value]) => element.setAttribute(key, value));
  if (parent) {
    parent.appendChild(element);
  }
  return element;
}

function place(letter) {
  const p = page.pieces.get(letter);
  const group = $("piece-" + letter);
  group.style.transform = "translate(" + p.col * CELL + "px, " + p.row * CELL + "px)";
  group.dataset.row = p.row;
  group.dataset.col = p.col;
}

function drawBoard() {
  const board = $("board");
  board.replaceChildren();
  svg("rect", { class: "frame", x: -4, y: -4, width: COLUMNS * CELL + 8, height: ROWS * CELL + 8, rx: 4 }, board);
  svg("rect", { class: "floor", x: 0, y: 0, width: COLUMNS * CELL, height: ROWS * CELL }, board);
  svg("rect", { class: "exit", x: CELL, y: ROWS * CELL, width: 2 * CELL, height: 4 }, board);
  svg("rect", { class: "goal", x: CELL + 3, y: 3 * CELL + 3, width: 2 * CELL - 6, height: 2 * CELL - 6 }, board);
  for (const [letter, p] of page.pieces) {
    const group = svg("g", { class: "piece" + (p.w === 2 && p.h === 2 ? " caocao" : ""), id: "piece-" + letter }, board);
    svg("rect", { x: 3, y: 3, width: p.w * CELL - 6, height: p.h * CELL - 6, rx: 6 }, group);
    svg("text", { x: p.w * CELL / 2, y: p.h * CELL / 2 }, group).textContent = letter;
    place(letter);
  }
}

function showProgress() {
  const moves = page.solution;
  const total = moves === null ? "no solution" : moves.length + " moves (" + page.metric + ")";
  $("progress").textContent = moves === null ? "No " + page.metric + " moves reach the goal"
    : "Move " + page.index + " of " + total;
  $("now").textContent = notation(page.pieces);
  [...$("moves").children].forEach((item, i) => {
    item.classList.toggle("done", i < page.index);
    item.classList.toggle("current", i === page.index - 1);
  });
  const current = $("moves").children[page.index - 1];
  if (current) {
    current.scrollIntoView({ block: "nearest" });
  }
  const length = moves === null ? 0 : moves.length;
  $("first").disabled = $("back").disabled = page.index === 0;
  $("next").disabled = $("last").disabled = page.index >= length;
  $("play").disabled = page.index >= length && !page.playing;
  $("play").textContent = page.playing ? "Pause" : "Play";
}

const pause = ms => new Promise(resume => setTimeout(resume, ms));

// One move forwards (sign 1) or backwards (-1), each one-cell slide animated in turn.
async function step(sign) {
  const moves = page.solution || [];
  const index = sign > 0 ? page.index : page.index - 1;
  if (page.animating || index < 0 || index >= moves.length) {
    return;
  }
  const token = page.token;
  page.animating = true;
  const { letter, slides } = parseMove(moves[index]);
  const piece = page.pieces.get(letter);
  const group = $("piece-" + letter);
  group.classList.add("moving");
  for (const slide of sign > 0 ? slides : [...slides].reverse()) {
    const [dr, dc] = DIRECTIONS[slide];
    piece.row += sign * dr;
    piece.col += sign * dc;
    place(letter);
    await pause(SLIDE_MS);
    if (token !== page.token) {
      return;
    }
  }
  group.classList.remove("moving");
  page.index += sign;
  page.animating = false;
  showProgress();
}

// Straight to a move of the solution, without animation: the start, then the moves before it.
function jump(index) {
  page.token++;
  page.animating = false;
  page.pieces = pieces(page.start);
  for (const move of (page.solution || []).slice(0, index)) {
    const { letter, slides } = parseMove(move);
    const piece = page.pieces.get(letter);
    slides.forEach(slide => {
      piece.row += DIRECTIONS[slide][0];
      piece.col += DIRECTIONS[slide][1];
    });
  }
  page.index = index;
  drawBoard();
  showProgress();
}

async function play() {
  if (page.playing) {
    page.playing = false;
    showProgress();
    return;
  }
  page.playing = true;
  showProgress();
  const token = page.token;
  while (page.playing && token === page.token && page.index < (page.solution || []).length) {
    await step(1);
    await pause(SLIDE_MS);
  }
  page.playing = false;
  showProgress();
}

function showError(failure) {
  $("error").textContent = failure ? failure.message : "";
}

async function solve() {
  showError(null);
  page.playing = false;
  $("status").textContent = "Solving…";
  const metric = $("metric").value;
  try {
    const answer = await api.post("klotski/solve", { layout: $("layout").value, metric: metric });
    page.start = answer.layout;
    page.metric = answer.metric;
    page.solution = answer.moves === null ? null : answer.solution;
    $("moves").replaceChildren(...(page.solution || []).map((move, i) => {
      const item = document.createElement("li");
      item.textContent = move;
      item.addEventListener("click", () => jump(i + 1));
      return item;
    }));
    $("status").textContent = answer.moves === null ? "Unsolvable: " + answer.layout
      : answer.moves + " " + answer.metric + " moves from " + answer.layout;
    history.replaceState(null, "", "#" + encodeURIComponent(metric + ":" + $("layout").value));
    jump(0);
  } catch (failure) {
    $("status").textContent = "";
    showError(failure);
  }
}

// A grouped bar chart of the census: one group of bars per number of horizontal generals, one bar per series.
function barChart(chart, groups, series) {
  chart.replaceChildren();
  const width = Number(chart.getAttribute("width"));
  const height = Number(chart.getAttribute("height"));
  const left = 56;
  const bottom = height - 36;
  const top = 28;
  const max = Math.max(...groups.flatMap(g => series.map(s => s.value(g))));
  const slot = (width - left - 8) / groups.length;
  const bar = (slot - 12) / series.length;
  svg("line", { class: "axis", x1: left, y1: bottom, x2: width - 4, y2: bottom }, chart);
  svg("line", { class: "axis", x1: left, y1: top, x2: left, y2: bottom }, chart);
  svg("text", { x: left - 4, y: top + 4, "text-anchor": "end" }, chart).textContent = max.toLocaleString("en");
  svg("text", { x: left - 4, y: bottom, "text-anchor": "end" }, chart).textContent = "0";
  groups.forEach((group, g) => {
    const x0 = left + g * slot + 6;
    series.forEach((s, i) => {
      const value = s.value(group);
      const h = (bottom - top) * value / max;
      const rect = svg("rect", { class: "s" + i, x: x0 + i * bar, y: bottom - h, width: bar - 2, height: h }, chart);
      svg("title", {}, rect).textContent = s.label + ", " + group.horizontal + " horizontal: " + value;
      svg("text", { x: x0 + i * bar + bar / 2, y: bottom - h - 3, "text-anchor": "middle" }, chart).textContent =
        value.toLocaleString("en");
    });
    svg("text", { x: x0 + slot / 2 - 6, y: bottom + 14, "text-anchor": "middle" }, chart).textContent = group.horizontal;
  });
  svg("text", { x: left + (width - left) / 2, y: height - 6, "text-anchor": "middle" }, chart).textContent =
    "horizontal generals";
  series.forEach((s, i) => {
    svg("rect", { class: "s" + i, x: left + 10 + i * 150, y: 4, width: 12, height: 12 }, chart);
    svg("text", { class: "legend", x: left + 26 + i * 150, y: 14 }, chart).textContent = s.label;
  });
}

function layoutLink(distance, layout) {
  const cell = document.createElement("td");
  cell.append(distance + " ");
  const link = document.createElement("a");
  link.textContent = layout;
  link.title = "solve this layout";
  link.addEventListener("click", () => {
    $("layout").value = layout;
    $("named").value = "";
    solve();
  });
  cell.append(link);
  return cell;
}

async function census() {
  try {
    const groups = (await api.get("klotski/census")).groups;
    document.querySelector("#census tbody").replaceChildren(...groups.map(group => {
      const row = document.createElement("tr");
      for (const value of [group.horizontal, group.layouts, group.wins, group.solvable]) {
        row.insertCell().textContent = value.toLocaleString("en");
      }
      row.append(layoutLink(group.hardest.step, group.hardest.stepLayout),
        layoutLink(group.hardest.piece, group.hardest.pieceLayout));
      return row;
    }));
    const all = groups.reduce((sum, g) => sum + g.layouts, 0);
    const solvable = groups.reduce((sum, g) => sum + g.solvable, 0);
    $("census-status").textContent = all.toLocaleString("en") + " legal layouts (pieces of one shape interchangeable), "
      + solvable.toLocaleString("en") + " of them solvable.";
    barChart($("chart-solvable"), groups, [
      { label: "layouts", value: g => g.layouts }, { label: "solvable", value: g => g.solvable }]);
    barChart($("chart-hardest"), groups, [
      { label: "steps", value: g => g.hardest.step }, { label: "piece moves", value: g => g.hardest.piece }]);
  } catch (failure) {
    $("census-status").textContent = "The census failed: " + failure.message;
  }
}

async function named() {
  try {
    for (const layout of (await api.get("klotski/layouts")).layouts) {
      $("named").add(new Option(layout.name + " (" + layout.pinyin + ")", layout.name));
    }
  } catch (failure) {
    showError(failure);
  }
}

$("solve").addEventListener("click", solve);
$("layout").addEventListener("keydown", event => {
  if (event.key === "Enter") {
    solve();
  }
});
$("named").addEventListener("change", () => {
  if ($("named").value) {
    $("layout").value = $("named").value;
    solve();
  }
});
$("metric").addEventListener("change", solve);
$("next").addEventListener("click", () => step(1));
$("back").addEventListener("click", () => step(-1));
$("first").addEventListener("click", () => jump(0));
$("last").addEventListener("click", () => jump((page.solution || []).length));
$("play").addEventListener("click", play);

// The address keeps the metric and the layout (#step:横刀立马), so that a reload shows the same solution.
const saved = decodeURIComponent(location.hash.slice(1));
if (saved.includes(":")) {
  $("metric").value = saved.slice(0, saved.indexOf(":")) === "piece" ? "piece" : "step";
  $("layout").value = saved.slice(saved.indexOf(":") + 1);
}
named().then(solve);
census();
