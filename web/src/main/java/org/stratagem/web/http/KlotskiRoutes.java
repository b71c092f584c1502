package org.stratagem.web.http;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.stratagem.web.api.CommandRunner;

/**
 * The Huarong Dao (Klotski) endpoints, {@code /api/klotski/...}, each a run of the platform's
 * {@code klotski} command with {@code --json}: {@code POST solve} (an optimal solution of a layout or a
 * named layout, in either metric), {@code GET census} (every layout, by number of horizontal generals)
 * and {@code GET layouts} (the named layouts). Each run takes one of the API's search slots (a 503 beyond). The census and the named layouts are facts of the puzzle, the same at every run: each
 * is computed once, at its first request, and then answered from memory for as long as the API lives.
 */
final class KlotskiRoutes {
    static final String GAME = "klotski";
    private static final Set<String> SOLVE = Set.of("layout", "metric");
    private static final Set<String> METRICS = Set.of("step", "piece");

    private final Api.Searches searches;
    private final Catalog catalog;
    private final Map<String, String> computed = new ConcurrentHashMap<>();

    /**
     * @param searches runs the command in a search slot
     * @param catalog  the registered services, to tell whether the game is installed
     */
    KlotskiRoutes(Api.Searches searches, Catalog catalog) {
        this.searches = searches;
        this.catalog = catalog;
    }

    /**
     * @param method the HTTP method
     * @param action the path's part after {@code /klotski/}
     * @param body   the request's body
     * @return the reply
     */
    Reply route(String method, String action, String body) {
        switch (action) {
            case "solve" -> Api.post(method);
            case "census", "layouts" -> Api.get(method);
            default -> throw Api.noSuchEndpoint("/klotski/" + action);
        }
        if (catalog.game(GAME).isEmpty()) {
            throw new HttpError(404, "no game '" + GAME + "'");
        }
        return switch (action) {
            case "solve" -> solve(JsonBody.parse(body, SOLVE));
            case "census" -> Reply.json(200, once("census"));
            default -> Reply.json(200, once("layouts"));
        };
    }

    private Reply solve(JsonBody request) {
        String layout = request.text("layout", true);
        String metric = request.text("metric", false);
        if (layout.isBlank()) {
            throw JsonBody.badInput("field 'layout' must be a layout or a layout's name");
        }
        if (metric != null && !METRICS.contains(metric)) {
            throw JsonBody.badInput("field 'metric' must be 'step' or 'piece'");
        }
        // "--" ends the options: a layout is never read as one
        return Reply.json(200, searches.run(GAME, List.of("solve", "--metric", metric == null ? "step" : metric, "--json",
                "--", layout)));
    }

    /** @return the output of {@code klotski ACTION --json}, run at the first call only (unless it failed) */
    private String once(String action) {
        return computed.computeIfAbsent(action, first -> searches.run(GAME, List.of(action, "--json")));
    }
}
