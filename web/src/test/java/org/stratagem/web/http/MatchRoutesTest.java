package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.web.api.CommandRunner;

/**
 * The match endpoints without a server: each request's bad input is a one-line 4xx that names what is
 * wrong, and what is valid reaches the {@link RecordingMatches} as it was meant.
 */
class MatchRoutesTest {
    private static final String LIST = "{\"services\": [{\"kind\": \"game\", \"id\": \"trianglewar\", \"game\": \"trianglewar\","
            + " \"ranking\": 0, \"bundle\": \"p\", \"version\": \"1\"}]}";
    private static final String A = "\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\", \"b\": \"strategy=mcts\"";
    private static final String M = "/matches/" + RecordingSessions.ID;

    private final RecordingMatches matches = new RecordingMatches();
    private final CommandRunner runner = (name, arguments, input) -> new CommandRunner.Outcome(0, LIST, "");
    private final Api api = new Api(runner, new Catalog(runner, List.of(ApiTest.game("trianglewar", Set.of("size")))),
            new RecordingSessions(), matches);

    @Test
    void validRequestsReachTheMatches() {
        Reply started = api.handle("POST", "/matches", "{\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\","
                + " \"b\": \"strategy=mcts\", \"games\": 4, \"timeMs\": 50}");
        assertEquals(201, started.status(), started.body());
        JsonObject match = JsonParser.parseString(started.body()).getAsJsonObject();
        assertEquals(RecordingSessions.ID, match.get("id").getAsString());
        assertEquals("running", match.get("status").getAsString());
        assertTrue(match.get("elo").isJsonNull());
        api.handle("POST", "/matches", "{\"game\": \"trianglewar\", \"a\": \"strategy=solver\", \"b\": \"strategy=mcts\"}");
        assertEquals(201, api.handle("POST", "/matches", "{" + A + ", \"clockMs\": 2000, \"incrementMs\": 50,"
                + " \"variant\": {\"size\": 4}, \"openings\": [\"1-2\", \"2-3\"]}").status());
        assertEquals(201, api.handle("POST", "/matches", "{" + A + ", \"clockMs\": 2000, \"timeMs\": 30,"
                + " \"openingsFile\": \"openings/trianglewar.txt\"}").status());
        assertEquals(200, api.handle("GET", "/matches", "").status());
        assertEquals(200, api.handle("GET", M, "").status());
        assertEquals(200, api.handle("POST", M + "/stop", "").status());
        assertEquals(200, api.handle("POST", M + "/resume", "").status());
        Reply deleted = api.handle("DELETE", M, "");
        assertEquals(200, deleted.status());
        assertEquals("{\"deleted\":\"" + RecordingSessions.ID + "\"}", deleted.body());
        assertEquals(List.of("start trianglewar {} strategy=alphabeta strategy=mcts 4 50 0+0 [] null",
                "start trianglewar {} strategy=solver strategy=mcts " + MatchRoutes.DEFAULT_GAMES + " "
                        + MatchRoutes.DEFAULT_TIME_MS + " 0+0 [] null",
                "start trianglewar {size=4} strategy=alphabeta strategy=mcts 10 0 2000+50 [1-2, 2-3] null",
                "start trianglewar {} strategy=alphabeta strategy=mcts 10 30 2000+0 [] openings/trianglewar.txt",
                "list", "get " + RecordingSessions.ID, "stop " + RecordingSessions.ID, "resume " + RecordingSessions.ID,
                "delete " + RecordingSessions.ID), matches.calls);
    }

    @Test
    void badInputIsA400ThatSaysWhat() {
        String a = "\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\"";
        assertEquals("missing field 'game'", error(api.handle("POST", "/matches", "{}"), 400));
        assertEquals("missing field 'b'", error(api.handle("POST", "/matches", "{" + a + "}"), 400));
        assertEquals("the body is not JSON", error(api.handle("POST", "/matches", "{game"), 400));
        assertEquals("the body must be a JSON object", error(api.handle("POST", "/matches", "[]"), 400));
        assertEquals("unknown field 'opening'",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"\", \"opening\": \"\"}"), 400));
        assertEquals("field 'b' must be a string", error(api.handle("POST", "/matches", "{" + a + ", \"b\": 1}"), 400));
        assertEquals("field 'games' must be between 1 and 1000",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"games\": 0}"), 400));
        assertEquals("field 'games' must be a whole number",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"games\": \"2\"}"), 400));
        assertEquals("field 'timeMs' must be between 1 and 60000",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"timeMs\": 60001}"), 400));
        assertEquals("field 'clockMs' must be between 1 and 86400000",
                error(api.handle("POST", "/matches", "{" + A + ", \"clockMs\": 0}"), 400));
        assertEquals("field 'clockMs' must be a whole number",
                error(api.handle("POST", "/matches", "{" + A + ", \"clockMs\": 1.5}"), 400));
        assertEquals("field 'incrementMs' must be between 1 and 86400000",
                error(api.handle("POST", "/matches", "{" + A + ", \"clockMs\": 1000, \"incrementMs\": -1}"), 400));
        assertEquals("field 'incrementMs' needs a clock: give 'clockMs' too",
                error(api.handle("POST", "/matches", "{" + A + ", \"incrementMs\": 10}"), 400));
        assertEquals("field 'variant' must be an object of option names and values",
                error(api.handle("POST", "/matches", "{" + A + ", \"variant\": \"renju\"}"), 400));
        assertEquals("variant option 'Size' must be a name with a string or number",
                error(api.handle("POST", "/matches", "{" + A + ", \"variant\": {\"Size\": 4}}"), 400));
        assertEquals("field 'variant': game 'trianglewar' has no variant option 'rule'",
                error(api.handle("POST", "/matches", "{" + A + ", \"variant\": {\"rule\": \"renju\"}}"), 400));
        assertEquals("field 'openings' must be an array of strings",
                error(api.handle("POST", "/matches", "{" + A + ", \"openings\": \"1-2\"}"), 400));
        assertEquals("field 'openings' must be an array of strings",
                error(api.handle("POST", "/matches", "{" + A + ", \"openings\": [1]}"), 400));
        assertEquals("field 'openings' must hold at least one opening",
                error(api.handle("POST", "/matches", "{" + A + ", \"openings\": []}"), 400));
        assertEquals("field 'openingsFile' must be a string",
                error(api.handle("POST", "/matches", "{" + A + ", \"openingsFile\": [\"a\"]}"), 400));
        assertEquals("give either 'openings' or 'openingsFile', not both", error(api.handle("POST", "/matches",
                "{" + A + ", \"openings\": [\"1-2\"], \"openingsFile\": \"o.txt\"}"), 400));
        for (String outside : List.of("../web-token", "/etc/passwd", "openings/../../x", "", "a//b", "./o.txt", "o.txt/",
                "C:\\o.txt", "~/o.txt")) {
            assertEquals("field 'openingsFile' must be a file's path relative to the platform's data folder, of names of"
                    + " letters, digits, '.', '_' and '-' separated by '/' (no '..')", error(api.handle("POST", "/matches",
                    "{" + A + ", \"openingsFile\": " + new JsonPrimitive(outside) + "}"), 400), outside);
        }
        assertEquals("a 'bad': 'bad' is not strategy=ID",
                error(api.handle("POST", "/matches", "{\"game\": \"trianglewar\", \"a\": \"bad\", \"b\": \"x\"}"), 400));
        assertEquals(List.of(), matches.calls);
    }

    @Test
    void unknownMatchesGamesAndEndpointsAre404s() {
        assertEquals("no game 'chess'", error(api.handle("POST", "/matches", "{\"game\": \"chess\", \"a\": \"\", \"b\": \"\"}"),
                404));
        assertEquals("no match '..'", error(api.handle("GET", "/matches/../../etc", ""), 404));
        assertEquals("no match 'ffffffffffff'", error(api.handle("GET", "/matches/ffffffffffff", ""), 404));
        assertEquals("no match 'ffffffffffff'", error(api.handle("POST", "/matches/ffffffffffff/stop", ""), 404));
        assertEquals("no match 'ffffffffffff'", error(api.handle("DELETE", "/matches/ffffffffffff", ""), 404));
        assertEquals("no match '..'", error(api.handle("DELETE", "/matches/..", ""), 404));
        assertEquals("no such endpoint: /api/matches/" + RecordingSessions.ID + "/pause",
                error(api.handle("POST", M + "/pause", ""), 404));
        assertEquals("no such endpoint: /api/matches/" + RecordingSessions.ID + "/stop/now",
                error(api.handle("POST", M + "/stop/now", ""), 404));
        assertEquals("no such endpoint: /api/matches/", error(api.handle("GET", "/matches/", ""), 404));
        assertEquals(List.of(), matches.calls);
    }

    @Test
    void aWrongMethodIsA405ThatSaysWhichOnes() {
        assertEquals(Map.of("Allow", "GET, POST"), api.handle("DELETE", "/matches", "").headers());
        assertEquals(Map.of("Allow", "GET, DELETE"), api.handle("POST", M, "").headers());
        assertEquals(Map.of("Allow", "POST"), api.handle("GET", M + "/stop", "").headers());
        assertEquals(Map.of("Allow", "POST"), api.handle("GET", M + "/resume", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", M + "/events", "").headers());
    }

    private static String error(Reply reply, int status) {
        assertEquals(status, reply.status(), reply.body());
        assertEquals(1, reply.body().lines().count(), reply.body());
        return JsonParser.parseString(reply.body()).getAsJsonObject().get("error").getAsString();
    }
}
