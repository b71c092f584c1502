"use strict";
// A game against the engine, whatever the game: a session of the platform (its id in the address, #ID, so that
// a reload or a restart of the platform finds the game again), the engine's search shown live from the
// session's event stream, the engine's moves, analysis, undo, new game and the choice of strategy and time.
// A page gives what is its game's own (see play.page) and draws the board; it holds #board, #human (the side the
// user plays), the button #new and #engine-panel, where the engine's controls and the game's status go.
const $ = id => document.getElementById(id);

// The engine's controls (strategy, time, the engine moves, analysis, stop, undo) and the game's status, the
// engine's search and the last error: the same on every page.
const ENGINE_PANEL = `<fieldset>
  <legend>Engine</legend>
  <label>Strategy <select id="strategy"><option value="">preferred</option></select></label>
  <label>Time a move (ms) <input id="time" type="number" min="1" max="60000" value="1000"></label>
  <br><button id="engine">Engine moves</button><button id="analyse">Analyse</button>
  <button id="stop">Stop</button><button id="undo">Undo</button>
</fieldset>
<div id="status"></div>
<div id="thinking"></div>
<p id="error" role="alert"></p>`;

const play = {
  // The boards of the games, by game id, each registered by its game's board script (gomoku-board.js, ...):
  // { className, the board element's class; draw(board, game), which draws game.position (in the game's
  // notation, of the variant game.variant, after the moves game.moves) into the board element, to be watched }.
  boards: {},

  // Namespace of SVG elements, for the boards drawn in SVG.
  SVG: "http://www.w3.org/2000/svg",

  // An SVG element with its attributes and children.
  svg(name, attributes, ...children) {
    const element = document.createElementNS(play.SVG, name);
    for (const [key, value] of Object.entries(attributes || {})) {
      element.setAttribute(key, value);
    }
    element.append(...children);
    return element;
  },

  // Starts the page of a game. The game gives:
  //   id                   the game's id on the platform
  //   read(session)        what the page needs of the session's position: { toMove, movers }, the side to move
  //                        (as #human names sides) and the side that made each of session.moves, in order
  //                        (null if the page cannot tell)
  //   outcome(session)     the end of a game over, e.g. "white wins"
  //   render(session, view, pv)  draws the board (view: what read gave; pv: the running search's moves)
  //   newGame()            what a new session is created with besides the game and the settings
  //   restore(session)?    sets the page's fields from a session it opens
  //   refresh(session)?    async, fetches what the board needs beyond the session (after every change)
  //   side(name)?          a side's name in the status line
  // and gets back move(text), the user's move; render(), to draw again (a choice of the page changed); and
  // newGame(given), a new session with those fields too (a record to start from, say).
  page(game) {
    $("engine-panel").innerHTML = ENGINE_PANEL;
    const state = { id: null, session: null, events: null, pv: [], engineRound: null };
    const sideName = side => game.side ? game.side(side) : side;

    function render() {
      const session = state.session;
      if (!session || session.position === null) {
        $("board").replaceChildren();
        return;
      }
      const view = game.read(session);
      game.render(session, view, state.pv);
      $("status").textContent = status(session, view);
    }

    function status(session, view) {
      if (session.over) {
        return "Game over: " + game.outcome(session);
      }
      if (session.thinking) {
        return "The engine is thinking (" + sideName(view.toMove) + ")";
      }
      return (view.toMove === $("human").value ? "Your move (" : "The engine's move (") + sideName(view.toMove) + ")";
    }

    function showError(failure) {
      $("error").textContent = failure ? failure.message : "";
    }

    // Runs an action of the user's: the last error goes, and the action's own failure shows.
    function act(action) {
      showError(null);
      return follow(action);
    }

    // Runs what an event of the platform's asks (a new state of the session, a strategy come or gone): its
    // failure shows, and the user's last error stays until the user acts again.
    async function follow(action) {
      try {
        await action();
      } catch (failure) {
        showError(failure);
      }
    }

    // Shows the session, unless it is one the page has left (an answer that comes after a new game began).
    async function update(session) {
      if (session.id !== state.id) {
        return;
      }
      state.session = session;
      if (game.refresh && session.position !== null && !session.thinking) {
        await game.refresh(session);
      }
      render();
    }

    function searchLine(r) {
      return "depth " + r.depth + (r.score === null ? "" : "  score " + r.score) + "  nodes " + r.nodes + "  nps " + r.nps + "  " + r.timeMs
        + " ms\npv " + r.pv.join(" ");
    }

    function watch(id) {
      if (state.events) {
        state.events.close();
      }
      state.events = new EventSource("api/sessions/" + id + "/events");
      state.events.addEventListener("state", event => follow(() => update(JSON.parse(event.data).session)));
      state.events.addEventListener("progress", event => {
        const progress = JSON.parse(event.data);
        state.pv = progress.pv;
        $("thinking").textContent = searchLine(progress);
        render();
      });
      state.events.addEventListener("search", event => {
        const r = JSON.parse(event.data);
        state.pv = [];
        $("thinking").textContent = r.strategy + ": " + r.bestMove + (r.proven ? "  proven " + r.result : "")
          + "  " + searchLine(r);
        render();
      });
    }

    async function start(session) {
      state.id = session.id;
      history.replaceState(null, "", "#" + session.id);
      if (game.restore) {
        game.restore(session);
      }
      state.pv = [];
      watch(session.id);
      await update(session);
      await engineIfItsTurn();
    }

    function go(analyse) {
      return api.post("sessions/" + state.session.id + "/go", { play: !analyse });
    }

    // The engine moves while it is its turn: more than once where a move can keep the turn, or where the user
    // leaves every side to it. One such round at a time for a session: a second (the user changes sides while
    // the engine plays) leaves it to the one running, which reads the user's side again before every move;
    // two would both ask the engine to move, and the session refuses the second while it thinks.
    async function engineIfItsTurn() {
      const id = state.id;
      if (state.engineRound === id) {
        return;
      }
      state.engineRound = id;
      try {
        let session = state.session;
        while (session && session.id === state.id && !session.over && !session.thinking
            && game.read(session).toMove !== $("human").value) {
          const played = session.moves.length;
          session = await go(false);
          await update(session);
          if (session.moves.length === played) {
            return;
          }
        }
      } finally {
        if (state.engineRound === id) {
          state.engineRound = null;
        }
      }
    }

    function move(text) {
      const session = state.session;
      if (!session || session.over || session.thinking || game.read(session).toMove !== $("human").value) {
        return;
      }
      act(async () => {
        await update(await api.post("sessions/" + session.id + "/moves", { move: text }));
        await engineIfItsTurn();
      });
    }

    function settings() {
      return { strategy: $("strategy").value, timeMs: Number($("time").value) };
    }

    // A new session: the game's choices (game.newGame()), then those given (a record to start from, say).
    async function newGame(given) {
      await start(await api.post("sessions", Object.assign({ game: game.id }, game.newGame(), given, settings())));
    }

    // Takes back the user's last move and every move after it (the engine's replies); where the page cannot tell
    // who made each move, the last move.
    async function undo() {
      const movers = game.read(state.session).movers;
      const count = movers ? movers.length - movers.lastIndexOf($("human").value) : Math.min(1, state.session.moves.length);
      if (count > 0 && count <= state.session.moves.length) {
        await update(await api.post("sessions/" + state.session.id + "/undo", { count: count }));
      }
    }

    $("new").addEventListener("click", () => act(() => newGame()));
    // The engine plays the side to move, then answers for itself if the turn is its own.
    $("engine").addEventListener("click", () => act(async () => {
      await update(await go(false));
      await engineIfItsTurn();
    }));
    $("analyse").addEventListener("click", () => act(async () => update(await go(true))));
    $("stop").addEventListener("click", () => act(() => api.post("sessions/" + state.session.id + "/stop")));
    $("undo").addEventListener("click", () => act(undo));
    // The engine takes over the side the user leaves.
    $("human").addEventListener("change", () => act(engineIfItsTurn));
    for (const field of ["strategy", "time"]) {
      $(field).addEventListener("change", () => act(async () => {
        if (state.session) {
          await update(await api.post("sessions/" + state.session.id + "/settings", settings()));
        }
      }));
    }

    // The strategies to choose from follow the platform's: a bundle dropped into load/ offers its strategy at
    // once, and when the chosen one goes, the game goes on with the preferred one.
    new EventSource("api/services/events").addEventListener("service", event => follow(async () => {
      const chosen = $("strategy").value;
      await api.fillProviders($("strategy"), "strategy", game.id, JSON.parse(event.data));
      if (state.session && $("strategy").value !== chosen) {
        await update(await api.post("sessions/" + state.session.id + "/settings", settings()));
      }
    }));

    act(async () => {
      await api.fillProviders($("strategy"), "strategy", game.id);
      const id = location.hash.slice(1);
      if (id) {
        const session = await api.get("sessions/" + id);
        $("strategy").value = session.settings.strategy || "";
        $("time").value = session.settings.timeMs || 1000;
        await start(session);
      } else {
        await newGame();
      }
    });

    return { move: move, render: render, newGame: given => act(() => newGame(given)) };
  }
};
