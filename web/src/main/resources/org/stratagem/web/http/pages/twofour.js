"use strict";
// TwoFour against the engine (play.js): the piles drawn from the session's position (twofour-board.js); a click on
// a pile chooses the pile a ball leaves, a click on a highlighted one moves it there.
let selected = null;

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
  render(session, view, pv) {
    const playing = !session.over && !session.thinking && view.toMove === $("human").value;
    $("board").replaceChildren(drawTwoFour(view.list, session.moves[session.moves.length - 1],
      { selected: selected, targets: playing, choose: pile => choose(view.list, pile), pv: pv }));
    $("score").replaceChildren(...twoFourScore(view.list));
  },
  newGame() {
    selected = null;
    return { position: startPosition($("start").value, Number($("piles").value)) };
  }
});
