"use strict";
// TwoFour's board (play.js), drawn by the TwoFour page and the match page: N piles of 0..4 balls, 2N balls in
// all. A move takes one ball from a pile to another that holds at least two fewer; a pile the move leaves with two
// balls belongs to the mover, any other it changes to nobody. When every pile holds two the game ends, and whoever owns more piles wins. Positions are the
// game's notation: the piles ("2a" a pile of two of player 1's, "2b" of player 2's), then "/1" or "/2", the side
// to move.
const PILE = { width: 44, gap: 10, ball: 34, top: 80, margin: 14 };
const WELL_HEIGHT = 4 * PILE.ball + 8;
const OWNERS = { a: "1", b: "2" };

// The piles ({ balls, owner: "1", "2" or null }) and the side to move of a position.
function piles(position) {
  const [piled, side] = position.split("/");
  const list = piled.trim().split(/\s+/).map(pile => ({ balls: Number(pile[0]), owner: OWNERS[pile[1]] || null }));
  return { list: list, toMove: side.trim() };
}

const owned = list => ({ 1: list.filter(p => p.owner === "1").length, 2: list.filter(p => p.owner === "2").length });

const centre = pile => PILE.margin + pile * (PILE.width + PILE.gap) + PILE.width / 2;

// An arrow over the piles from one pile to another, for a move "i>j".
function arrow(move, kind) {
  const [from, to] = move.split(">").map(n => centre(Number(n) - 1));
  const lift = 20 + Math.abs(to - from) / 6;
  const end = PILE.top - 6;
  return play.svg("path", { class: "arrow " + kind, "marker-end": "url(#head-" + kind + ")",
    d: "M" + from + "," + end + " Q" + (from + to) / 2 + "," + (end - 2 * lift) + " " + to + "," + end });
}

// The piles of a position (list: what piles gave) as an SVG element, each pile "pile-N" in its owner's colour, the
// last move (last) an arrow and, as given, the pile chosen (selected), the piles a ball may go to from it
// (targets), what a click on a pile does (choose) and the engine's best move so far (pv) a dashed arrow.
function drawTwoFour(list, last, { selected = null, targets = false, choose = null, pv = [] } = {}) {
  const width = 2 * PILE.margin + list.length * (PILE.width + PILE.gap) - PILE.gap;
  const height = PILE.top + WELL_HEIGHT + 30;
  const board = play.svg("svg", { viewBox: "0 0 " + width + " " + height, width: Math.min(width, 860), role: "img" });
  const head = (kind, colour) => play.svg("marker", { id: "head-" + kind, viewBox: "0 0 10 10", refX: 8, refY: 5,
    markerWidth: 5, markerHeight: 5, orient: "auto" }, play.svg("path", { d: "M0,0 L10,5 L0,10 z", fill: colour }));
  board.append(play.svg("defs", {}, head("last", "#e9a100"), head("pv", "#2858c8")));
  list.forEach((pile, i) => {
    const x = centre(i) - PILE.width / 2;
    const target = targets && selected !== null && selected !== i && list[selected].balls >= pile.balls + 2;
    const group = play.svg("g", { id: "pile-" + (i + 1), class: "pile" + (pile.owner ? " " + (pile.owner === "1" ? "a" : "b") : "")
      + (i === selected ? " selected" : "") + (target ? " target" : "") },
      play.svg("rect", { class: "well", x: x, y: PILE.top, width: PILE.width, height: WELL_HEIGHT, rx: 6 }),
      play.svg("text", { class: "pile-label", x: centre(i), y: PILE.top + WELL_HEIGHT + 20 }, String(i + 1)));
    for (let ball = 0; ball < pile.balls; ball++) {
      group.append(play.svg("circle", { class: "ball", cx: centre(i), r: PILE.ball / 2 - 3,
        cy: PILE.top + WELL_HEIGHT - 4 - PILE.ball / 2 - ball * PILE.ball }));
    }
    if (choose) {
      group.addEventListener("click", () => choose(i));
    }
    board.append(group);
  });
  if (last) {
    board.append(arrow(last, "last"));
  }
  if (pv.length) {
    board.append(arrow(pv[0], "pv"));
  }
  return board;
}

// The piles of two each player owns, in their colours.
function twoFourScore(list) {
  const count = owned(list);
  const side = name => Object.assign(document.createElement("span"), { className: "side-" + (name === "1" ? "a" : "b"),
    textContent: "player " + name + " " + count[name] });
  return [side("1"), " · ", side("2"), " piles of two owned"];
}

play.boards.twofour = { className: "svg-board", draw(board, game) {
  board.replaceChildren(drawTwoFour(piles(game.position).list, game.moves[game.moves.length - 1]));
} };
