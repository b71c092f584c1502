package org.stratagem.web.http;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.stratagem.engine.api.Game;
import org.stratagem.web.api.CommandRunner;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionService;
import org.stratagem.web.api.SessionSettings;

/**
 * The endpoints of the games in progress, {@code /api/sessions...}: create, list, get, delete, play,
 * undo, settings, go (the engine moves, or only analyses), stop, the game's record, renju's
 * forbidden points and the game seen from one seat. A session's
 * searches count against the API's concurrent searches (a 503 beyond); its live events are served by
 * {@link EventStream}.
 */
final class SessionRoutes {
    /** A session's id: what {@link SessionService} makes, and nothing that could name a file. */
    static final Pattern ID = Pattern.compile("[0-9a-f]{12}");
    /** A record format's name: a word the game's command knows ({@code sgf}), never a path. */
    static final Pattern FORMAT = Pattern.compile("[a-z0-9]{1,16}");
    /** A seat: a small number; whether the game has that seat is the game's to say. */
    static final Pattern SEAT = Pattern.compile("[0-9]{1,2}");
    static final long MAX_UNDO = 100_000;
    private static final Set<String> SETTINGS = Set.of("strategy", "evaluator", "movegen", "timeMs", "depth", "nodes");
    private static final Set<String> CREATE = Set.of("game", "position", "moves", "variant", "strategy", "evaluator",
            "movegen", "timeMs", "depth", "nodes");
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private final SessionService sessions;
    private final Catalog catalog;
    private final Semaphore searches;
    private final CommandRunner runner;

    SessionRoutes(SessionService sessions, Catalog catalog, Semaphore searches, CommandRunner runner) {
        this.sessions = sessions;
        this.catalog = catalog;
        this.searches = searches;
        this.runner = runner;
    }

    /**
     * @param method the HTTP method
     * @param parts  the path's parts after {@code /sessions}
     * @param body   the request's body
     * @return the reply
     */
    Reply route(String method, List<String> parts, String body) {
        if (parts.isEmpty()) {
            return switch (method) {
                case "GET" -> ok(Map.of("sessions", call(sessions::list)));
                case "POST" -> create(body);
                default -> throw HttpError.methodNotAllowed("GET, POST");
            };
        }
        String id = id(parts.get(0));
        String action = parts.size() == 1 ? "" : parts.get(1);
        if (action.equals("record") && parts.size() == 3) {
            Api.get(method);
            if (!FORMAT.matcher(parts.get(2)).matches()) {
                throw new HttpError(404, "no record format '" + Api.cut(parts.get(2)) + "'");
            }
            return new Reply(200, "text/plain; charset=utf-8", call(() -> sessions.record(id, parts.get(2))).strip(), Map.of());
        }
        if (action.equals("view") && parts.size() == 3) {
            Api.get(method);
            int seat = seat(parts.get(2));
            return ok(call(() -> sessions.view(id, seat)));
        }
        if (parts.size() > 2) {
            throw Api.noSuchEndpoint("/sessions/" + String.join("/", parts));
        }
        if (action.isEmpty()) {
            return session(method, id);
        }
        if (action.equals("view")) {
            throw Api.noSuchEndpoint("/sessions/" + id + "/view");
        }
        if (action.equals("events")) {
            throw HttpError.methodNotAllowed("GET");
        }
        if (action.equals("forbidden")) {
            Api.get(method);
            return ok(Map.of("points", ForbiddenPoints.of(call(() -> sessions.get(id)), runner)));
        }
        Api.post(method);
        return switch (action) {
            case "moves" -> play(id, body);
            case "undo" -> ok(call(() -> sessions.undo(id, count(body))));
            case "settings" -> ok(call(() -> sessions.configure(id, settings(JsonBody.parse(body, SETTINGS)))));
            case "go" -> go(id, JsonBody.parse(body, Set.of("play")).flag("play", true));
            case "stop" -> ok(Map.of("stopped", call(() -> sessions.stop(id))));
            default -> throw Api.noSuchEndpoint("/sessions/" + String.join("/", parts));
        };
    }

    private Reply session(String method, String id) {
        return switch (method) {
            case "GET" -> ok(call(() -> sessions.get(id)));
            case "DELETE" -> {
                call(() -> {
                    sessions.delete(id);
                    return id;
                });
                yield ok(Map.of("deleted", id));
            }
            default -> throw HttpError.methodNotAllowed("GET, DELETE");
        };
    }

    private Reply create(String body) {
        JsonBody object = JsonBody.parse(body, CREATE);
        String gameId = object.text("game", true);
        Game<?> game = catalog.game(gameId).orElseThrow(() -> new HttpError(404, "no game '" + Api.cut(gameId) + "'"));
        Map<String, String> variant = object.variant();
        for (String option : variant.keySet()) {
            if (!game.variantOptions().contains(option)) {
                throw JsonBody.badInput("game '" + gameId + "' has no variant option '" + option + "'");
            }
        }
        String position = object.text("position", false);
        List<String> moves = object.texts("moves");
        SessionSettings settings = settings(object);
        return Reply.json(201, GSON.toJson(call(() -> sessions.create(gameId, variant, position == null ? "" : position,
                moves, settings))));
    }

    private Reply play(String id, String body) {
        JsonBody object = JsonBody.parse(body, Set.of("move", "moves"));
        String move = object.text("move", false);
        List<String> moves = object.texts("moves");
        if ((move == null) == moves.isEmpty()) {
            throw JsonBody.badInput("give either 'move' or a non-empty 'moves'");
        }
        return ok(call(() -> sessions.play(id, move == null ? moves : List.of(move))));
    }

    private Reply go(String id, boolean play) {
        if (!searches.tryAcquire()) {
            throw Api.busy();
        }
        try {
            return ok(call(() -> sessions.go(id, play)));
        } finally {
            searches.release();
        }
    }

    private static int count(String body) {
        Long count = JsonBody.parse(body, Set.of("count")).number("count", MAX_UNDO);
        return count == null ? 1 : count.intValue();
    }

    private SessionSettings settings(JsonBody object) {
        Map<String, String> choices = AnalyzeRequest.choices(object);
        choices.forEach((kind, id) -> {
            if (!id.isEmpty() && !catalog.has(kind, id)) {
                throw new HttpError(404, "no " + kind + " '" + Api.cut(id) + "'");
            }
        });
        Long depth = object.number("depth", AnalyzeRequest.MAX_DEPTH);
        return new SessionSettings(choices.get("strategy"), choices.get("evaluator"), choices.get("movegen"),
                object.number("timeMs", AnalyzeRequest.MAX_TIME_MS), depth == null ? null : depth.intValue(),
                object.number("nodes", AnalyzeRequest.MAX_NODES));
    }

    /** @return the seat a path's part names; a 400 unless it is a number 0..99 */
    private static int seat(String text) {
        if (!SEAT.matcher(text).matches()) {
            throw new HttpError(400, "'" + Api.cut(text) + "' is not a seat: a number 0, 1, ...");
        }
        return Integer.parseInt(text);
    }

    /** @return the id, if it can be one; else a 404 */
    static String id(String text) {
        return id(text, "session");
    }

    /**
     * @param text a path's part that should be an id
     * @param kind what it names, for the 404 ({@code session}, {@code match})
     * @return the id, if it is one the platform could have made
     * @throws HttpError 404 if it is not
     */
    static String id(String text, String kind) {
        if (!ID.matcher(text).matches()) {
            throw new HttpError(404, "no " + kind + " '" + Api.cut(text) + "'");
        }
        return text;
    }

    /** @return what the service answers, or the HTTP error its refusal is */
    static <T> T call(Supplier<T> request) {
        try {
            return request.get();
        } catch (SessionException refused) {
            throw new HttpError(switch (refused.reason()) {
                case BAD_INPUT -> 400;
                case NOT_FOUND -> 404;
                case CONFLICT -> 409;
                case FAILED -> 500;
            }, refused.getMessage());
        }
    }

    /** @return a 200 with the value as JSON */
    static Reply ok(Object value) {
        return Reply.json(200, GSON.toJson(value));
    }
}
