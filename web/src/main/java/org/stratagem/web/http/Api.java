package org.stratagem.web.http;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.stratagem.web.api.CommandRunner;
import org.stratagem.web.api.MatchService;
import org.stratagem.web.api.SessionService;

/**
 * The JSON API under {@code /api}, independent of the servlet container: a method, a path and a
 * body in, a {@link Reply} out. Bad input is a 4xx with a one-line {@code {"error": "..."}} and
 * never a 500; a 500 means the platform failed (a strategy that threw or overran, say). Searches
 * run through the platform's {@code analyze} command, contained as on the command line, at most
 * {@value #CONCURRENT_SEARCHES} at a time (a 503 beyond).
 */
final class Api {
    static final int CONCURRENT_SEARCHES = 2;
    private static final Logger LOG = Logger.getLogger("org.stratagem.web");
    private static final String SESSIONS = "/sessions";
    private static final String MATCHES = "/matches";
    private static final String KLOTSKI = "/klotski/";
    private static final int MAX_ECHO = 80;
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
    private static final String OPENAPI = "openapi.json";

    private final CommandRunner runner;
    private final Catalog catalog;
    private final Semaphore searches = new Semaphore(CONCURRENT_SEARCHES);
    private final SessionRoutes sessions;
    private final Searches commands;
    private final KlotskiRoutes klotski;
    private final MatchRoutes matches;

    /**
     * @param runner   runs the platform's commands
     * @param catalog  the registered services
     * @param sessions the games in progress
     * @param matches  the engine-against-engine matches
     */
    Api(CommandRunner runner, Catalog catalog, SessionService sessions, MatchService matches) {
        this.runner = runner;
        this.catalog = catalog;
        this.sessions = new SessionRoutes(sessions, catalog, searches, runner);
        this.commands = new Searches(runner, searches);
        this.klotski = new KlotskiRoutes(commands, catalog);
        this.matches = new MatchRoutes(matches, catalog);
    }

    /**
     * @param method the HTTP method
     * @param path   the path after {@code /api} (empty or starting with {@code /})
     * @param body   the request's body, read in full (the servlet refuses a large one)
     * @return the reply
     */
    Reply handle(String method, String path, String body) {
        try {
            return route(method, path, body);
        } catch (HttpError refused) {
            return refusal(refused);
        } catch (RuntimeException internal) {
            LOG.log(Level.SEVERE, method + " /api" + cut(path) + " failed", internal);
            return error(500, "internal error (the trace is in the platform's log)");
        }
    }

    private Reply route(String method, String path, String body) {
        if (under(SESSIONS, path)) {
            return sessions.route(method, parts(SESSIONS, path), body);
        }
        if (under(MATCHES, path)) {
            return matches.route(method, parts(MATCHES, path), body);
        }
        if (path.startsWith(KLOTSKI)) {
            return klotski.route(method, path.substring(KLOTSKI.length()), body);
        }
        switch (path) {
            case "/games":
                get(method);
                return ok(Map.of("games", catalog.games()));
            case "/strategies":
            case "/evaluators":
            case "/movegens":
                get(method);
                String kind = path.equals("/strategies") ? "strategy" : path.substring(1, path.length() - 1);
                return ok(Map.of(path.substring(1), catalog.providers(kind)));
            case "/analyze":
                post(method);
                return analyze(AnalyzeRequest.parse(body));
            case "/services/events":
                throw HttpError.methodNotAllowed("GET");
            case "/openapi.json":
                get(method);
                return Reply.json(200, openApi());
            default:
                throw noSuchEndpoint(path);
        }
    }

    private Reply analyze(AnalyzeRequest request) {
        if (catalog.game(request.game()).isEmpty()) {
            throw new HttpError(404, "no game '" + cut(request.game()) + "'");
        }
        request.choices().forEach((kind, id) -> {
            if (!catalog.has(kind, id)) {
                throw new HttpError(404, "no " + kind + " '" + cut(id) + "'");
            }
        });
        List<String> arguments = new ArrayList<>(List.of(request.game()));
        arguments.addAll(request.arguments());
        // "--" ends the options: a position is never read as one
        arguments.addAll(List.of("--json", "--", request.position()));
        return Reply.json(200, commands.run("analyze", arguments));
    }

    /**
     * The platform's commands that search, run under the API's bound on concurrent searches: each run
     * holds one of the {@value #CONCURRENT_SEARCHES} slots while it lasts.
     */
    static final class Searches {
        private final CommandRunner runner;
        private final Semaphore slots;

        /**
         * @param runner runs the platform's commands
         * @param slots  the API's search slots
         */
        Searches(CommandRunner runner, Semaphore slots) {
            this.runner = runner;
            this.slots = slots;
        }

        /**
         * @param command   the command's name
         * @param arguments its arguments, {@code --json} among them
         * @return the JSON it printed
         * @throws HttpError 503 when every slot is taken, 400 with the command's message for bad input,
         *                   500 with it when the platform failed (a strategy that threw or overran)
         */
        String run(String command, List<String> arguments) {
            if (!slots.tryAcquire()) {
                throw busy();
            }
            try {
                CommandRunner.Outcome outcome = runner.run(command, arguments, "");
                return switch (outcome.status()) {
                    case CommandRunner.OK -> outcome.output().strip();
                    case CommandRunner.BAD_INPUT -> throw new HttpError(400, outcome.error());
                    default -> throw new HttpError(500, outcome.error());
                };
            } finally {
                slots.release();
            }
        }
    }

    private static boolean under(String collection, String path) {
        return path.equals(collection) || path.startsWith(collection + "/");
    }

    /** @return the path's parts after the collection's name; a 404 if one is empty */
    private static List<String> parts(String collection, String path) {
        String rest = path.substring(collection.length());
        List<String> parts = rest.isEmpty() ? List.of() : Arrays.asList(rest.substring(1).split("/", -1));
        if (parts.contains("")) {
            throw noSuchEndpoint(path);
        }
        return parts;
    }

    /** @throws HttpError 405 unless the method is GET */
    static void get(String method) {
        if (!"GET".equals(method)) {
            throw HttpError.methodNotAllowed("GET");
        }
    }

    /** @throws HttpError 405 unless the method is POST */
    static void post(String method) {
        if (!"POST".equals(method)) {
            throw HttpError.methodNotAllowed("POST");
        }
    }

    /** @return the 404 of a path after /api that names no endpoint */
    static HttpError noSuchEndpoint(String path) {
        return new HttpError(404, "no such endpoint: /api" + cut(path));
    }

    /** @return the 503 of a search beyond the concurrent ones */
    static HttpError busy() {
        return new HttpError(503, "busy: " + CONCURRENT_SEARCHES + " searches are running; try again", Map.of("Retry-After", "1"));
    }

    private static Reply ok(Object value) {
        return Reply.json(200, GSON.toJson(value));
    }

    /** @return the reply that refuses a request: its status, one-line JSON error and headers */
    static Reply refusal(HttpError refused) {
        return error(refused.status(), refused.getMessage()).withHeaders(refused.headers());
    }

    /** @return the one-line JSON error reply */
    static Reply error(int status, String message) {
        return Reply.json(status, GSON.toJson(Map.of("error", message.replaceAll("[\\r\\n]+", " "))));
    }

    /** @return text from a request, cut so that an error message stays short */
    static String cut(String text) {
        return text.length() <= MAX_ECHO ? text : text.substring(0, MAX_ECHO - 3) + "...";
    }

    private static String openApi() {
        try (InputStream document = Api.class.getResourceAsStream(OPENAPI)) {
            return new String(document.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
