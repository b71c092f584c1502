"use strict";
// Gomoku against the engine (play.js): the board drawn from the session's position (gomoku-board.js), renju's
// forbidden points, the rule and size of a new game, and records loaded and saved.
let forbidden = [];

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
  render(session, view, pv) {
    drawGomoku($("board"), session.position, session.variant, { move: point => gomoku.move(point), pv: pv,
      forbidden: view.toMove === "black" && !session.over ? forbidden : [] });
    $("save-sgf").href = "api/sessions/" + session.id + "/record/sgf";
    $("save-psq").href = "api/sessions/" + session.id + "/record/psq";
  },
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
