"use strict";
// The JSON API of the platform, for the pages: each call answers the parsed body, or throws an Error
// whose message is the API's one-line error.
const api = {
  async call(method, path, body) {
    const init = { method: method, headers: {} };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch("api/" + path, init);
    const text = await response.text();
    let data = text;
    try {
      data = JSON.parse(text);
    } catch (notJson) {
      // a record or a page: the text itself
    }
    if (!response.ok) {
      throw new Error(data && data.error ? data.error : response.status + " " + text);
    }
    return data;
  },
  get(path) {
    return api.call("GET", path);
  },
  post(path, body) {
    return api.call("POST", path, body || {});
  },
  // Fills a <select> with the strategies (or other providers) that can serve the game, keeping its choice. With
  // a service event's change that tells a provider is going, that one is left out: the platform may still
  // list it while the framework unregisters it, and no later event would tell.
  async fillProviders(select, kind, game, change) {
    const plural = kind === "strategy" ? "strategies" : kind + "s";
    const going = p => change && change.change === "unregistering" && change.kind === kind && change.id === p.id
        && change.bundle === p.bundle;
    const listed = (await api.get(plural))[plural].filter(p => !going(p) && (p.game === game
        || p.game === null && (p.plays === undefined || p.plays.includes(game))));
    const chosen = select.value;
    select.replaceChildren(new Option("preferred", ""));
    for (const provider of listed) {
      select.add(new Option(provider.id + " (" + provider.ranking + ")", provider.id));
    }
    select.value = listed.some(p => p.id === chosen) ? chosen : "";
  }
};
