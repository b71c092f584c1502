package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.web.api.CommandRunner;

/** The JSON API without a server: a fake platform that answers list and records the analyze arguments. */
class ApiTest {
    private static final String LIST = "{\"services\": ["
            + "{\"kind\": \"game\", \"id\": \"twofour\", \"game\": \"twofour\", \"ranking\": 0, \"bundle\": \"b.games\", \"version\": \"1.0.0\"},"
            + "{\"kind\": \"strategy\", \"id\": \"alphabeta\", \"game\": null, \"ranking\": 100, \"bundle\": \"b.search\", \"version\": \"2.0.0\","
            + " \"plays\": [\"twofour\", \"trianglewar\"]},"
            + "{\"kind\": \"evaluator\", \"id\": \"piles\", \"game\": \"twofour\", \"ranking\": 5, \"bundle\": \"b.games\", \"version\": \"1.0.0\"},"
            + "{\"kind\": \"movegen\", \"id\": \"legal\", \"game\": \"twofour\", \"ranking\": 0, \"bundle\": \"b.games\", \"version\": \"1.0.0\"},"
            + "{\"kind\": \"command\", \"id\": \"analyze\", \"game\": null, \"ranking\": 0, \"bundle\": \"b.launcher\", \"version\": \"1.0.0\"}]}";

    private final List<List<String>> analyzed = new ArrayList<>();
    private CommandRunner.Outcome analyzeOutcome = new CommandRunner.Outcome(0, "{\"bestMove\": \"2>4\"}\n", "");

    private final CommandRunner runner = (name, arguments, input) -> {
        if (name.equals("list")) {
            return new CommandRunner.Outcome(0, LIST, "");
        }
        analyzed.add(arguments);
        return analyzeOutcome;
    };
    private final RecordingSessions sessions = new RecordingSessions();
    private final Api api = new Api(runner, new Catalog(runner, List.of(game("twofour", Set.of()),
            game(KlotskiRoutes.GAME, Set.of()))), sessions, new RecordingMatches());

    @Test
    void gamesHaveTheirNameTraitsVariantsAndBundle() {
        JsonObject game = json(api.handle("GET", "/games", ""), 200).getAsJsonArray("games").get(0).getAsJsonObject();
        assertEquals("twofour", game.get("id").getAsString());
        assertEquals("Game twofour", game.get("name").getAsString());
        assertEquals(2, game.getAsJsonObject("traits").get("seats").getAsInt());
        assertEquals("exact", game.getAsJsonObject("traits").get("keyKind").getAsString());
        assertEquals("b.games", game.get("bundle").getAsString());
        assertEquals(0, game.getAsJsonArray("variantOptions").size());
    }

    @Test
    void eachKindOfProviderIsListedWithItsBundleAndVersion() {
        JsonObject strategies = json(api.handle("GET", "/strategies", ""), 200);
        assertEquals(1, strategies.getAsJsonArray("strategies").size());
        JsonObject alphabeta = strategies.getAsJsonArray("strategies").get(0).getAsJsonObject();
        assertEquals("alphabeta", alphabeta.get("id").getAsString());
        assertTrue(alphabeta.get("game").isJsonNull());
        assertEquals(100, alphabeta.get("ranking").getAsInt());
        assertEquals("2.0.0", alphabeta.get("version").getAsString());
        assertEquals("[\"twofour\",\"trianglewar\"]", alphabeta.get("plays").toString(), "the games it plays");
        assertTrue(json(api.handle("GET", "/evaluators", ""), 200).getAsJsonArray("evaluators").get(0).getAsJsonObject()
                .get("plays") == null, "only strategies say which games they play");
        assertEquals("piles", json(api.handle("GET", "/evaluators", ""), 200).getAsJsonArray("evaluators").get(0)
                .getAsJsonObject().get("id").getAsString());
        assertEquals("legal", json(api.handle("GET", "/movegens", ""), 200).getAsJsonArray("movegens").get(0)
                .getAsJsonObject().get("id").getAsString());
    }

    @Test
    void analyzeRunsTheAnalyzeCommandWithTheRequestsOptions() {
        Reply reply = api.handle("POST", "/analyze", "{\"game\": \"twofour\", \"position\": \"0 3 4 1 2b/1\","
                + " \"strategy\": \"alphabeta\", \"movegen\": \"legal\", \"depth\": 6, \"variant\": {\"size\": 5}}");
        assertEquals("2>4", json(reply, 200).get("bestMove").getAsString());
        assertEquals(List.of("twofour", "--strategy", "alphabeta", "--movegen", "legal", "--depth", "6",
                "--size", "5", "--json", "--", "0 3 4 1 2b/1"), analyzed.get(0));
    }

    @Test
    void aSearchWithoutLimitsGetsTheDefaultTime() {
        api.handle("POST", "/analyze", "{\"game\": \"twofour\", \"position\": \"\"}");
        assertEquals(List.of("twofour", "--time", Long.toString(AnalyzeRequest.DEFAULT_TIME_MS), "--json", "--", ""),
                analyzed.get(0));
    }

    @Test
    void badInputIsA400WithOneLine() {
        for (String body : List.of("", "{", "[1]", "{\"position\": \"\"}", "{\"game\": 3, \"position\": \"\"}",
                "{\"game\": \"twofour\", \"position\": \"\", \"depth\": 0}",
                "{\"game\": \"twofour\", \"position\": \"\", \"depth\": 1.5}",
                "{\"game\": \"twofour\", \"position\": \"\", \"timeMs\": 600001}",
                "{\"game\": \"twofour\", \"position\": \"\", \"nodes\": \"9\"}",
                "{\"game\": \"twofour\", \"position\": \"\", \"variant\": [\"x\"]}",
                "{\"game\": \"twofour\", \"position\": \"\", \"variant\": {\"--x y\": \"1\"}}",
                "{\"game\": \"twofour\", \"position\": \"\", \"colour\": \"red\"}")) {
            Reply reply = api.handle("POST", "/analyze", body);
            assertEquals(400, reply.status(), body + ": " + reply.body());
            assertEquals(1, reply.body().lines().count(), reply.body());
            assertTrue(json(reply, 400).has("error"), reply.body());
        }
        assertTrue(analyzed.isEmpty(), "no search for bad input: " + analyzed);
    }

    @Test
    void unknownIdsAre404s() {
        assertEquals("no game 'chess'", error(api.handle("POST", "/analyze", "{\"game\": \"chess\", \"position\": \"\"}"), 404));
        assertEquals("no strategy 'magic'", error(api.handle("POST", "/analyze",
                "{\"game\": \"twofour\", \"position\": \"\", \"strategy\": \"magic\"}"), 404));
        assertEquals("no evaluator 'legal'", error(api.handle("POST", "/analyze",
                "{\"game\": \"twofour\", \"position\": \"\", \"evaluator\": \"legal\"}"), 404));
        assertEquals("no such endpoint: /api/session", error(api.handle("GET", "/session", ""), 404));
        assertTrue(analyzed.isEmpty(), analyzed.toString());
    }

    @Test
    void thePlatformsVerdictDecidesTheStatus() {
        analyzeOutcome = new CommandRunner.Outcome(CommandRunner.BAD_INPUT, "", "analyze: pile 3: '9' is not 0..4");
        assertEquals("analyze: pile 3: '9' is not 0..4",
                error(api.handle("POST", "/analyze", "{\"game\": \"twofour\", \"position\": \"0 3 9 1 2b/1\"}"), 400));
        analyzeOutcome = new CommandRunner.Outcome(CommandRunner.FAILURE, "", "analyze: strategy alphabeta threw");
        assertEquals("analyze: strategy alphabeta threw",
                error(api.handle("POST", "/analyze", "{\"game\": \"twofour\", \"position\": \"\"}"), 500));
    }

    @Test
    void aWrongMethodIsA405ThatSaysWhichOne() {
        Reply post = api.handle("POST", "/games", "");
        assertEquals("method not allowed; use GET", error(post, 405));
        assertEquals(Map.of("Allow", "GET"), post.headers());
        assertEquals(Map.of("Allow", "POST"), api.handle("GET", "/analyze", "").headers());
    }

    @Test
    void theOpenApiDocumentDescribesEveryEndpointAndNoOther() {
        JsonObject document = json(api.handle("GET", "/openapi.json", ""), 200);
        assertTrue(document.get("openapi").getAsString().startsWith("3."));
        Set<String> documented = new TreeSet<>(document.getAsJsonObject("paths").keySet());
        Set<String> served = new TreeSet<>();
        for (String path : documented) {
            String concrete = path.substring("/api".length()).replace("{id}", RecordingSessions.ID)
                    .replace("{format}", "sgf").replace("{seat}", "0");
            Reply reply = api.handle("GET", concrete, "");
            if (reply.status() != 404 || concrete.endsWith("/events")) { // the streams are the servlet's
                served.add(path);
            }
        }
        assertEquals(Set.of("/api/games", "/api/strategies", "/api/evaluators", "/api/movegens", "/api/analyze",
                "/api/openapi.json", "/api/sessions", "/api/sessions/{id}", "/api/sessions/{id}/moves",
                "/api/sessions/{id}/undo", "/api/sessions/{id}/settings", "/api/sessions/{id}/go",
                "/api/sessions/{id}/stop", "/api/sessions/{id}/record/{format}", "/api/sessions/{id}/events",
                "/api/sessions/{id}/forbidden", "/api/sessions/{id}/view/{seat}", "/api/services/events", "/api/klotski/solve", "/api/klotski/census",
                "/api/klotski/layouts", "/api/matches", "/api/matches/{id}", "/api/matches/{id}/stop",
                "/api/matches/{id}/resume", "/api/matches/{id}/events"), documented);
        assertEquals(documented, served);
    }

    private static JsonObject json(Reply reply, int status) {
        assertEquals(status, reply.status(), reply.body());
        assertEquals(Reply.JSON, reply.contentType());
        return JsonParser.parseString(reply.body()).getAsJsonObject();
    }

    private static String error(Reply reply, int status) {
        return json(reply, status).get("error").getAsString();
    }

    /** A game service that answers only what the catalog asks. */
    static Game<?> game(String id, Set<String> variantOptions) {
        return (Game<?>) Proxy.newProxyInstance(ApiTest.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, arguments) -> switch (method.getName()) {
                    case "id" -> id;
                    case "name" -> "Game " + id;
                    case "traits" -> GameTraits.twoPlayers(KeyKind.EXACT);
                    case "variantOptions" -> variantOptions;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
