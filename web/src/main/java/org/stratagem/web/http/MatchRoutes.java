package org.stratagem.web.http;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.stratagem.engine.api.Game;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.MatchSetup;

/**
 * The endpoints of the engine-against-engine matches, {@code /api/matches...}: start, list, get, delete,
 * stop and resume; a match's live events are served by {@link EventStream}. A match's searches run on the
 * platform's match threads (a few at a time, a 409 beyond), not in the API's search slots.
 *
 * <p>A new match takes what {@code ./stratagem match} takes that makes sense on the web: the games, a time
 * a move ({@code timeMs}) and a clock ({@code clockMs}, {@code incrementMs}), the game's variant, and
 * openings, given inline or as a file in the platform's data folder ({@code openingsFile}, a relative path
 * without {@code ..}; the platform checks again that it stays inside the folder). No request names a file
 * elsewhere.
 */
final class MatchRoutes {
    static final long MAX_GAMES = 1000;
    static final long DEFAULT_GAMES = 10;
    static final long DEFAULT_TIME_MS = 100;
    /** The longest clock a player may have for a game, a day, as {@code ./stratagem match --clock} allows. */
    static final long MAX_CLOCK_MS = 86_400_000;
    private static final Set<String> START = Set.of("game", "a", "b", "games", "timeMs", "clockMs", "incrementMs",
            "variant", "openings", "openingsFile");
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
                return switch (method) {
                    case "GET" -> SessionRoutes.ok(SessionRoutes.call(() -> matches.get(id)));
                    case "DELETE" -> {
                        SessionRoutes.call(() -> {
                            matches.delete(id);
                            return id;
                        });
                        yield SessionRoutes.ok(Map.of("deleted", id));
                    }
                    default -> throw HttpError.methodNotAllowed("GET, DELETE");
                };
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
        String gameId = request.text("game", true);
        String a = request.text("a", true);
        String b = request.text("b", true);
        Long games = request.number("games", MAX_GAMES);
        Long timeMs = request.number("timeMs", AnalyzeRequest.MAX_TIME_MS);
        Long clockMs = request.number("clockMs", MAX_CLOCK_MS);
        Long incrementMs = request.number("incrementMs", MAX_CLOCK_MS);
        if (incrementMs != null && clockMs == null) {
            throw JsonBody.badInput("field 'incrementMs' needs a clock: give 'clockMs' too");
        }
        Map<String, String> variant = request.variant();
        List<String> openings = request.texts("openings");
        if (request.has("openings") && openings.isEmpty()) {
            throw JsonBody.badInput("field 'openings' must hold at least one opening");
        }
        String openingsFile = request.text("openingsFile", false);
        if (openingsFile != null) {
            checkDataPath(openingsFile);
            if (!openings.isEmpty()) {
                throw JsonBody.badInput("give either 'openings' or 'openingsFile', not both");
            }
        }
        Game<?> game = catalog.game(gameId).orElseThrow(() -> new HttpError(404, "no game '" + Api.cut(gameId) + "'"));
        for (String option : variant.keySet()) {
            if (!game.variantOptions().contains(option)) {
                throw JsonBody.badInput("field 'variant': game '" + gameId + "' has no variant option '" + option + "'");
            }
        }
        long moveMillis = timeMs != null ? timeMs : clockMs == null ? DEFAULT_TIME_MS : 0;
        MatchSetup setup = new MatchSetup(gameId, variant, a, b, (int) (games == null ? DEFAULT_GAMES : games),
                moveMillis, clockMs == null ? 0 : clockMs, incrementMs == null ? 0 : incrementMs, openings, openingsFile);
        return Reply.json(201, GSON.toJson(SessionRoutes.call(() -> matches.start(setup))));
    }

    /** A file of the data folder: a relative path of plain names, never one that climbs out with {@code ..}. */
    private static void checkDataPath(String path) {
        String[] names = path.split("/", -1);
        for (String name : names) {
            if (!name.matches("[A-Za-z0-9_.-]+") || name.equals(".") || name.equals("..")) {
                throw JsonBody.badInput("field 'openingsFile' must be a file's path relative to the platform's data"
                        + " folder, of names of letters, digits, '.', '_' and '-' separated by '/' (no '..')");
            }
        }
    }
}
