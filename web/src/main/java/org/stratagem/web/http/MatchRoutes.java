package org.stratagem.web.http;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.stratagem.web.api.MatchService;

/**
 * The endpoints of the engine-against-engine matches, {@code /api/matches...}: start, list, get, stop and
 * resume; a match's live events are served by {@link EventStream}. A match's searches run on the
 * platform's match threads (a few at a time, a 409 beyond), not in the API's search slots.
 */
final class MatchRoutes {
    static final long MAX_GAMES = 1000;
    static final long DEFAULT_GAMES = 10;
    static final long DEFAULT_TIME_MS = 100;
    private static final Set<String> START = Set.of("game", "a", "b", "games", "timeMs");
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private final MatchService matches;
    private final Catalog catalog;

    MatchRoutes(MatchService matches, Catalog catalog) {
        this.matches = matches;
        this.catalog = catalog;
    }

    /**
     * @param method the HTTP method
     * @param parts  the path's parts after {@code /matches}
     * @param body   the request's body
     * @return the reply
     */
    Reply route(String method, List<String> parts, String body) {
        if (parts.isEmpty()) {
            return switch (method) {
                case "GET" -> SessionRoutes.ok(Map.of("matches", SessionRoutes.call(matches::list)));
                case "POST" -> start(JsonBody.parse(body, START));
                default -> throw HttpError.methodNotAllowed("GET, POST");
            };
        }
        String id = SessionRoutes.id(parts.get(0), "match");
        if (parts.size() > 2) {
            throw Api.noSuchEndpoint("/matches/" + String.join("/", parts));
        }
        String action = parts.size() == 1 ? "" : parts.get(1);
        switch (action) {
            case "" -> {
                Api.get(method);
                return SessionRoutes.ok(SessionRoutes.call(() -> matches.get(id)));
            }
            case "events" -> throw HttpError.methodNotAllowed("GET");
            case "stop" -> {
                Api.post(method);
                return SessionRoutes.ok(SessionRoutes.call(() -> matches.stop(id)));
            }
            case "resume" -> {
                Api.post(method);
                return SessionRoutes.ok(SessionRoutes.call(() -> matches.resume(id)));
            }
            default -> throw Api.noSuchEndpoint("/matches/" + String.join("/", parts));
        }
    }

    private Reply start(JsonBody request) {
        String game = request.text("game", true);
        String a = request.text("a", true);
        String b = request.text("b", true);
        Long games = request.number("games", MAX_GAMES);
        Long timeMs = request.number("timeMs", AnalyzeRequest.MAX_TIME_MS);
        if (catalog.game(game).isEmpty()) {
            throw new HttpError(404, "no game '" + Api.cut(game) + "'");
        }
        return Reply.json(201, GSON.toJson(SessionRoutes.call(() -> matches.start(game, a, b,
                (int) (games == null ? DEFAULT_GAMES : games), timeMs == null ? DEFAULT_TIME_MS : timeMs))));
    }
}
