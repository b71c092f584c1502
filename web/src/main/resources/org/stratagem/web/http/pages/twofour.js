"use strict";
// TwoFour against the engine (play.js): N piles of 0..4 balls, 2N balls in all. A move takes one ball from a pile to
// another that holds at least two fewer; a pile the move leaves with two balls belongs to the mover, any other it
// changes to nobody. When every pile holds two the game ends, and whoever owns more piles wins. Positions are the
// game's notation: the piles ("2a" a pile of two of player 1's, "2b" of player 2's), then "/1" or "/2", the side
// to move.
const PILE = { width: 44, gap: 10, ball: 34, top: 80, margin: 14 };
const WELL_HEIGHT = 4 * PILE.ball + 8;
const OWNERS = { a: "1", b: "2" };

let selected = null;

// The piles ({ balls, owner: "1", "2" or null }) and the side to move of a position.
function piles(position) {
  const [piled, side] = position.split("/");
  const list = piled.trim().split(/\s+/).map(pile => ({ balls: Number(pile[0]), owner: OWNERS[pile[1]] || null }));
  return { list: list, toMove: side.trim() };
}

// A start in the game's notation from what the user typed: a position as it is, or the olympiad's ball counts,
// whose piles of two are dealt in turn from the first, first to player 2; or, given nothing, count piles dealt at
// random.
function startPosition(typed, count) {
  if (typed.includes("/")) {
    return typed;
  }
  const balls = typed.trim() !== "" ? typed.trim().split(/\s+/).map(Number) : randomBalls(count);
  let dealt = 0;
  return balls.map(n => n === 2 ? "2" + (dealt++ % 2 === 0 ? "b" : "a") : String(n)).join(" ") + "/1";
}

// Two balls a pile, then balls moved at random from pile to pile, until some pile holds other than two.
function randomBalls(count) {
  if (!Number.isInteger(count) || count < 3 || count > 30) {
    throw new Error("a game has 3 to 30 piles");
  }
  const balls = new Array(count).fill(2);
  while (balls.every(n => n === 2)) {
    for (let shuffle = 0; shuffle < 4 * count; shuffle++) {
      const from = Math.floor(Math.random() * count);
      const to = Math.floor(Math.random() * count);
      if (from !== to && balls[from] > 0 && balls[to] < 4) {
        balls[from]--;
        balls[to]++;
      }
    }
  }
  return balls;
}

const owned = list => ({ 1: list.filter(p => p.owner === "1").length, 2: list.filter(p => p.owner === "2").length });

// A click on a pile: choose the pile a ball leaves, or play to the pile it goes to.
function choose(list, pile) {
  if (selected !== null && selected !== pile && list[selected].balls >= list[pile].balls + 2) {
    twoFour.move((selected + 1) + ">" + (pile + 1));
    selected = null;
    return;
  }
  selected = selected === pile || list[pile].balls < 2 ? null : pile;
  twoFour.render();
}

const centre = pile => PILE.margin + pile * (PILE.width + PILE.gap) + PILE.width / 2;

// An arrow over the piles from one pile to another, for a move "i>j".
function arrow(move, kind) {
  const [from, to] = move.split(">").map(n => centre(Number(n) - 1));
  const lift = 20 + Math.abs(to - from) / 6;
  const end = PILE.top - 6;
  return play.svg("path", { class: "arrow " + kind, "marker-end": "url(#head-" + kind + ")",
    d: "M" + from + "," + end + " Q" + (from + to) / 2 + "," + (end - 2 * lift) + " " + to + "," + end });
}

function render(session, view, pv) {
  const list = view.list;
  const width = 2 * PILE.margin + list.length * (PILE.width + PILE.gap) - PILE.gap;
  const height = PILE.top + WELL_HEIGHT + 30;
  const board = play.svg("svg", { viewBox: "0 0 " + width + " " + height, width: Math.min(width, 860), role: "img" });
  const head = (kind, colour) => play.svg("marker", { id: "head-" + kind, viewBox: "0 0 10 10", refX: 8, refY: 5,
    markerWidth: 5, markerHeight: 5, orient: "auto" }, play.svg("path", { d: "M0,0 L10,5 L0,10 z", fill: colour }));
  board.append(play.svg("defs", {}, head("last", "#e9a100"), head("pv", "#2858c8")));
  const playing = !session.over && !session.thinking && view.toMove === $("human").value;
  list.forEach((pile, i) => {
    const x = centre(i) - PILE.width / 2;
    const target = playing && selected !== null && selected !== i && list[selected].balls >= pile.balls + 2;
    const group = play.svg("g", { id: "pile-" + (i + 1), class: "pile" + (pile.owner ? " " + (pile.owner === "1" ? "a" : "b") : "")
      + (i === selected ? " selected" : "") + (target ? " target" : "") },
      play.svg("rect", { class: "well", x: x, y: PILE.top, width: PILE.width, height: WELL_HEIGHT, rx: 6 }),
      play.svg("text", { class: "pile-label", x: centre(i), y: PILE.top + WELL_HEIGHT + 20 }, String(i + 1)));
    for (let ball = 0; ball < pile.balls; ball++) {
      group.append(play.svg("circle", { class: "ball", cx: centre(i), r: PILE.ball / 2 - 3,
        cy: PILE.top + WELL_HEIGHT - 4 - PILE.ball / 2 - ball * PILE.ball }));
    }
    group.addEventListener("click", () => choose(list, i));
    board.append(group);
  });
  if (session.moves.length) {
    board.append(arrow(session.moves[session.moves.length - 1], "last"));
  }
  if (pv.length) {
    board.append(arrow(pv[0], "pv"));
  }
  $("board").replaceChildren(board);
  const count = owned(list);
  const side = name => Object.assign(document.createElement("span"), { className: "side-" + (name === "1" ? "a" : "b"),
    textContent: "player " + name + " " + count[name] });
  $("score").replaceChildren(side("1"), " · ", side("2"), " piles of two owned");
}

const twoFour = play.page({
  id: "twofour",
  read(session) {
    const view = piles(session.position);
    const first = piles(session.start).toMove;
    view.movers = session.moves.map((move, i) => i % 2 === 0 ? first : (first === "1" ? "2" : "1"));
    return view;
  },
  outcome(session) {
    const count = owned(piles(session.position).list);
    const tally = Math.max(count[1], count[2]) + "–" + Math.min(count[1], count[2]);
    return count[1] === count[2] ? "a draw " + tally : "player " + (count[1] > count[2] ? "1" : "2") + " wins " + tally;
  },
  side: name => "player " + name,
  render: render,
  newGame() {
    selected = null;
    return { position: startPosition($("start").value, Number($("piles").value)) };
  }
});
