"use strict";
// Siguo Junqi as the referee sees it (play.js): the true position, every rank shown, on the spec's 17 x 17 grid
// (x to the right, y downward); or as one seat knows it (#viewer), from the session's view of that seat
// (api/sessions/ID/view/SEAT): its own and its visible partner's ranks, and for every other piece the ranks it may
// still have after what the seat was told, with their probabilities. Each seat's area is 6 rows (r, 0 at the front) of 5 columns (c, from the seat's
// own left); the centre holds nine railway stations. The position's text lists each seat's area in lineup order
// (index 5 r + c), then the centre by rows; a cell is "." or the owner's seat, the piece and a mark if it moved.
const CELL = 36;
const SEATS = ["South", "East", "North", "West"];
// A piece is drawn with its lineup token (40..33 the officers by rank, E, B, M, F), which every font has; its
// title names it.
const NAMES = { 40: "commander 司令", 39: "general 军长", 38: "major general 师长", 37: "brigadier 旅长",
  36: "colonel 团长", 35: "major 营长", 34: "captain 连长", 33: "lieutenant 排长", E: "engineer 工兵", B: "bomb 炸弹",
  M: "mine 地雷", F: "flag 军旗" };
const CAMPS = ["1,1", "1,3", "2,2", "3,1", "3,3"];
const HEADQUARTERS = ["5,1", "5,3"];
const CURVES = [[10, 11, 11, 10], [11, 6, 10, 5], [6, 5, 5, 6], [5, 10, 6, 11]];

// The grid cell of a seat's (row, column).
const AREA = [(r, c) => [6 + c, 11 + r], (r, c) => [11 + r, 10 - c], (r, c) => [10 - c, 5 - r], (r, c) => [5 - r, 6 + c]];

let selected = null;
// The chosen seat's view of the session's position, null for the referee's; and the session it was fetched for.
let seatView = null;
let viewed = null;

// Every cell of the board: { x, y, kind: "post", "camp", "headquarters" or "station", railway }, by "x,y".
function cells(seats) {
  const all = new Map();
  for (const seat of seats) {
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 5; c++) {
        const [x, y] = AREA[seat](r, c);
        const kind = CAMPS.includes(r + "," + c) ? "camp" : HEADQUARTERS.includes(r + "," + c) ? "headquarters" : "post";
        all.set(x + "," + y, { x: x, y: y, kind: kind, railway: r < 5 && (r === 0 || r === 4 || c === 0 || c === 4) });
      }
    }
  }
  if (seats.length === 4) {
    for (let k = 0; k < 9; k++) {
      const x = 6 + 2 * (k % 3);
      const y = 6 + 2 * Math.floor(k / 3);
      all.set(x + "," + y, { x: x, y: y, kind: "station", railway: true });
    }
  }
  return all;
}

// The position: the pieces by cell ({ seat, rank, moved }), the seat to move, the seats out and the quiet turns;
// not who made each move (seats that go out are skipped from then on), so undo takes back one move at a time.
function read(position) {
  const fields = position.split(" ; ");
  const areas = fields[0].split(" / ");
  const seats = areas.length === 5 ? [0, 1, 2, 3] : [0, 2];
  const pieces = new Map();
  const place = (x, y, token) => {
    if (token !== ".") {
      pieces.set(x + "," + y, { seat: Number(token[0]), rank: token.slice(1).replace(/[*^]$/, ""), moved: /[*^]$/.test(token) });
    }
  };
  seats.forEach((seat, i) => areas[i].split(" ")
    .forEach((token, index) => place(...AREA[seat](Math.floor(index / 5), index % 5), token)));
  if (seats.length === 4) {
    areas[4].split(" ").forEach((token, k) => place(6 + 2 * (k % 3), 6 + 2 * Math.floor(k / 3), token));
  }
  const field = name => fields.find(f => f.startsWith(name + " ")).slice(name.length + 1);
  const out = field("out") === "-" ? [] : field("out").split(" ").map(Number);
  return { seats: seats, pieces: pieces, toMove: field("turn"), out: out, quiet: Number(field("quiet")), movers: null };
}

// The links of the board to draw: railways between railway cells side by side and stations 2 apart, roads between
// other cells side by side and diagonally into or out of a camp.
function links(all) {
  const lines = [];
  for (const a of all.values()) {
    for (const [dx, dy] of [[1, 0], [0, 1], [2, 0], [0, 2], [1, 1], [1, -1]]) {
      const b = all.get((a.x + dx) + "," + (a.y + dy));
      const far = Math.abs(dx) === 2 || Math.abs(dy) === 2;
      const diagonal = dx !== 0 && dy !== 0;
      if (!b || far && !(a.kind === "station" && b.kind === "station") || diagonal && a.kind !== "camp" && b.kind !== "camp") {
        continue;
      }
      lines.push({ a: a, b: b, railway: a.railway && b.railway && !diagonal });
    }
  }
  return lines;
}

const centre = v => CELL / 2 + v * CELL;

// The pieces as the chosen seat knows them, by cell: { seat, rank, moved, ranks, seen } (moved is public: every seat
// sees the marks), or the true pieces when the referee watches.
function pieces(view) {
  if (!seatView) {
    return view.pieces;
  }
  return new Map(seatView.pieces.map(piece => [piece.cell, { seat: piece.owner, rank: piece.ranks[0].rank,
    moved: view.pieces.has(piece.cell) && view.pieces.get(piece.cell).moved, ranks: piece.ranks, seen: piece.seen }]));
}

// What a piece shows: its rank where known, the most likely one with "?" where the seat can only guess.
function label(piece) {
  return piece.ranks && piece.ranks.length > 1 ? piece.rank + "?" : piece.rank;
}

function title(piece, at) {
  const name = rank => NAMES[rank] || rank;
  const owner = SEATS[piece.seat] + "'s ";
  if (!piece.ranks) {
    return owner + name(piece.rank) + " at " + at;
  }
  if (piece.ranks.length === 1) {
    return owner + name(piece.rank) + " at " + at + (piece.seen ? "" : " (inferred)");
  }
  return owner + "hidden piece at " + at + ", possibly: "
    + piece.ranks.map(r => r.rank + " " + (100 * r.probability).toFixed(r.probability < 0.1 ? 1 : 0) + "%").join(", ");
}

function render(session, view) {
  const all = cells(view.seats);
  const size = 17 * CELL;
  const board = play.svg("svg", { viewBox: "0 0 " + size + " " + size, width: size, height: size, role: "img" });
  for (const link of links(all)) {
    board.append(play.svg("line", { class: link.railway ? "railway" : "road", x1: centre(link.a.x), y1: centre(link.a.y),
      x2: centre(link.b.x), y2: centre(link.b.y) }));
  }
  if (view.seats.length === 4) {
    for (const [x1, y1, x2, y2] of CURVES) {
      board.append(play.svg("path", { class: "railway", d: "M" + centre(x1) + "," + centre(y1) + " Q" + centre(x1) + ","
        + centre(y2) + " " + centre(x2) + "," + centre(y2) }));
    }
  }
  viewed = session;
  const shown = pieces(view);
  const last = session.moves.length ? session.moves[session.moves.length - 1].split(" ") : [];
  for (const cell of all.values()) {
    const at = cell.x + "," + cell.y;
    const piece = shown.get(at);
    const group = play.svg("g", { id: "c-" + cell.x + "-" + cell.y,
      class: "cell " + cell.kind + (at === selected ? " selected" : "") + (last.includes(at) ? " last" : "") });
    group.append(cell.kind === "camp" || cell.kind === "station"
      ? play.svg("circle", { class: "post", cx: centre(cell.x), cy: centre(cell.y), r: CELL / 2 - 3 })
      : play.svg("rect", { class: "post", x: cell.x * CELL + 3, y: cell.y * CELL + 7, width: CELL - 6, height: CELL - 14, rx: 3 }));
    if (piece) {
      const guessed = piece.ranks && piece.ranks.length > 1;
      group.append(play.svg("rect", { class: "piece seat-" + piece.seat + (piece.moved ? " moved" : "") + (guessed ? " hidden" : ""),
        x: cell.x * CELL + 2, y: cell.y * CELL + 8, width: CELL - 4, height: CELL - 16, rx: 3 }),
        play.svg("text", { class: "rank" + (guessed ? " guess" : ""), x: centre(cell.x), y: centre(cell.y) }, label(piece)),
        play.svg("title", {}, title(piece, at)));
    }
    group.addEventListener("click", () => choose(view, at));
    board.append(group);
  }
  $("board").replaceChildren(board);
  const seat = s => Object.assign(document.createElement("span"), { className: "piece-key seat-" + s, textContent: SEATS[s] });
  $("score").replaceChildren(...view.seats.flatMap(s => [seat(s), " "]), "· out: "
    + (view.out.length ? view.out.map(s => SEATS[s]).join(", ") : "none") + " · turns without a collision: " + view.quiet);
}

// The chosen seat's view, fetched after every change of the session (play.js: not while the engine thinks).
async function refresh(session) {
  const seat = $("viewer").value;
  seatView = seat === "" ? null : await api.get("sessions/" + session.id + "/view/" + seat);
}

// A click on a cell: choose a piece of the seat the user plays, or where the chosen piece goes.
function choose(view, at) {
  const piece = view.pieces.get(at);
  const own = piece && String(piece.seat) === $("human").value;
  if (selected !== null && selected !== at && !own) {
    junqi.move(selected + " " + at);
    selected = null;
    return;
  }
  selected = selected !== at && own ? at : null;
  junqi.render();
}

const junqi = play.page({
  id: "junqi",
  read: session => read(session.position),
  // The seats left win if they are one team (seats 0 and 2 against 1 and 3; in a duel, 0 against 2).
  outcome(session) {
    const view = read(session.position);
    const team = seat => view.seats.length === 4 ? seat % 2 : seat;
    const left = view.seats.filter(seat => !view.out.includes(seat));
    return left.every(seat => team(seat) === team(left[0]))
      ? left.map(seat => SEATS[seat]).join(" and ") + (left.length > 1 ? " win" : " wins") : "a draw";
  },
  side: seat => SEATS[seat] + " (" + seat + ")",
  render: render,
  refresh: refresh,
  newGame() {
    selected = null;
    return {};
  }
});

// Another viewer: the board as that seat knows it, or the referee's.
$("viewer").addEventListener("change", async () => {
  $("error").textContent = "";
  try {
    if (viewed && viewed.position !== null) {
      await refresh(viewed);
    }
    junqi.render();
  } catch (failure) {
    $("error").textContent = failure.message;
  }
});
