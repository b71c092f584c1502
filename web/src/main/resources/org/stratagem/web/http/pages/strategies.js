"use strict";
// The platform's strategies, evaluators and move generators, listed again whenever the framework reports
// one coming, changing or going (a bundle dropped into load/, updated or removed): the services' event stream.
const $ = id => document.getElementById(id);
const KINDS = { strategies: "strategy", evaluators: "evaluator", movegens: "movegen" };

// The lists again; the service that changed is marked fresh, or left out when it is going (the platform may
// still list it while the framework unregisters it).
async function list(change) {
  const same = (kind, p) => change && KINDS[kind] === change.kind && change.id === p.id && change.bundle === p.bundle;
  for (const kind of Object.keys(KINDS)) {
    const listed = (await api.get(kind))[kind].filter(p => !(same(kind, p) && change.change === "unregistering"));
    const rows = listed.map(p => {
      const row = document.createElement("tr");
      row.id = kind + "-" + p.id + "-" + p.bundle;
      for (const cell of [p.id, p.game === null ? "any" : p.game, p.ranking, p.bundle, p.version]) {
        row.insertCell().textContent = cell;
      }
      if (same(kind, p)) {
        row.classList.add("fresh");
      }
      return row;
    });
    document.querySelector("#" + kind + " tbody").replaceChildren(...rows);
  }
}

function refresh(change) {
  list(change).then(() => { $("error").textContent = ""; }, failure => { $("error").textContent = failure.message; });
}

const events = new EventSource("api/services/events");
events.addEventListener("services", () => {
  $("connection").textContent = "live";
  refresh(null);
});
events.addEventListener("service", event => {
  const change = JSON.parse(event.data);
  const item = document.createElement("li");
  item.textContent = new Date().toLocaleTimeString() + " " + change.kind + " " + change.id + " " + change.change
    + " (" + change.bundle + " " + change.version + ")";
  $("changes").prepend(item);
  refresh(change);
});
events.addEventListener("error", () => { $("connection").textContent = "reconnecting…"; });
