"use strict";
// Triangle War against the engine (play.js): the board drawn from the session's position (trianglewar-board.js),
// a click on a free segment draws it.
const triangleWar = play.page({
  id: "trianglewar",
  read: session => replay(session.position),
  outcome(session) {
    const { score } = replay(session.position);
    const winner = score.A > score.B ? "A" : "B";
    return winner + " wins " + score[winner] + "–" + score[winner === "A" ? "B" : "A"];
  },
  render(session, view, pv) {
    $("board").replaceChildren(drawTriangleWar(view, session.moves[session.moves.length - 1],
      { move: segment => triangleWar.move(segment), pv: pv }));
    $("score").replaceChildren(...triangleWarScore(view));
  },
  newGame: () => ({})
});
