package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
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
    private static final String M = "/matches/" + RecordingSessions.ID;

    private final RecordingMatches matches = new RecordingMatches();
    private final CommandRunner runner = (name, arguments, input) -> new CommandRunner.Outcome(0, LIST, "");
    private final Api api = new Api(runner, new Catalog(runner, List.of(ApiTest.game("trianglewar", Set.of()))),
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
        assertEquals(200, api.handle("GET", "/matches", "").status());
        assertEquals(200, api.handle("GET", M, "").status());
        assertEquals(200, api.handle("POST", M + "/stop", "").status());
        assertEquals(200, api.handle("POST", M + "/resume", "").status());
        assertEquals(List.of("start trianglewar strategy=alphabeta strategy=mcts 4 50",
                "start trianglewar strategy=solver strategy=mcts " + MatchRoutes.DEFAULT_GAMES + " "
                        + MatchRoutes.DEFAULT_TIME_MS,
                "list", "get " + RecordingSessions.ID, "stop " + RecordingSessions.ID, "resume " + RecordingSessions.ID),
                matches.calls);
    }

    @Test
    void badInputIsA400ThatSaysWhat() {
        String a = "\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\"";
        assertEquals("missing field 'game'", error(api.handle("POST", "/matches", "{}"), 400));
        assertEquals("missing field 'b'", error(api.handle("POST", "/matches", "{" + a + "}"), 400));
        assertEquals("the body is not JSON", error(api.handle("POST", "/matches", "{game"), 400));
        assertEquals("the body must be a JSON object", error(api.handle("POST", "/matches", "[]"), 400));
        assertEquals("unknown field 'openings'",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"\", \"openings\": []}"), 400));
        assertEquals("field 'b' must be a string", error(api.handle("POST", "/matches", "{" + a + ", \"b\": 1}"), 400));
        assertEquals("field 'games' must be between 1 and 1000",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"games\": 0}"), 400));
        assertEquals("field 'games' must be a whole number",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"games\": \"2\"}"), 400));
        assertEquals("field 'timeMs' must be between 1 and 60000",
                error(api.handle("POST", "/matches", "{" + a + ", \"b\": \"x\", \"timeMs\": 60001}"), 400));
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
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", M, "").headers());
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
