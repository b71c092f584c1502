package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.web.api.CommandRunner;

/**
 * The session endpoints without a server: each request's bad input is a one-line 4xx that names what is
 * wrong, and what is valid reaches the {@link RecordingSessions} as it was meant.
 */
class SessionRoutesTest {
    private static final String LIST = "{\"services\": ["
            + "{\"kind\": \"game\", \"id\": \"gomoku\", \"game\": \"gomoku\", \"ranking\": 0, \"bundle\": \"g\", \"version\": \"1\"},"
            + "{\"kind\": \"strategy\", \"id\": \"mcts\", \"game\": null, \"ranking\": 20, \"bundle\": \"s\", \"version\": \"1\"}]}";
    private static final String S = "/sessions/" + RecordingSessions.ID;

    private final RecordingSessions sessions = new RecordingSessions();
    private final CommandRunner runner = (name, arguments, input) -> new CommandRunner.Outcome(0, LIST, "");
    private final Api api = new Api(runner, new Catalog(runner, List.of(ApiTest.game("gomoku", Set.of("rule", "size")))),
            sessions, new RecordingMatches());

    @Test
    void validRequestsReachTheSessions() {
        assertEquals(201, api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"variant\": {\"rule\": \"renju\","
                + " \"size\": 15}, \"moves\": [\"7,7\"], \"strategy\": \"mcts\", \"timeMs\": 300}").status());
        assertEquals(200, api.handle("POST", S + "/moves", "{\"move\": \"8,8\"}").status());
        assertEquals(200, api.handle("POST", S + "/undo", "").status());
        assertEquals(200, api.handle("POST", S + "/settings", "{\"strategy\": \"\", \"depth\": 4}").status());
        assertEquals(200, api.handle("POST", S + "/go", "{\"play\": false}").status());
        assertEquals("{\"stopped\":false}", api.handle("POST", S + "/stop", "").body());
        assertEquals("(;GM[4])", api.handle("GET", S + "/record/sgf", "").body());
        assertEquals(200, api.handle("DELETE", S, "").status());
        assertEquals(List.of("create gomoku {rule=renju, size=15}  [7,7] SessionSettings[strategy=mcts, evaluator=null,"
                + " movegen=null, timeMs=300, depth=null, nodes=null]",
                "play " + RecordingSessions.ID + " [8,8]", "undo " + RecordingSessions.ID + " 1",
                "configure " + RecordingSessions.ID + " SessionSettings[strategy=, evaluator=null, movegen=null,"
                        + " timeMs=null, depth=4, nodes=null]",
                "go " + RecordingSessions.ID + " false", "stop " + RecordingSessions.ID,
                "record " + RecordingSessions.ID + " sgf", "delete " + RecordingSessions.ID), sessions.calls);
    }

    @Test
    void badInputIsA400ThatSaysWhat() {
        assertEquals("missing field 'game'", error(api.handle("POST", "/sessions", "{}"), 400));
        assertEquals("the body is not JSON", error(api.handle("POST", "/sessions", "{game"), 400));
        assertEquals("unknown field 'colour'", error(api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"colour\": 1}"), 400));
        assertEquals("game 'gomoku' has no variant option 'swap'",
                error(api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"variant\": {\"swap\": \"2\"}}"), 400));
        assertEquals("field 'moves' must be an array of strings",
                error(api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"moves\": \"7,7\"}"), 400));
        assertEquals("field 'timeMs' must be between 1 and 60000",
                error(api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"timeMs\": 600000}"), 400));
        assertEquals("give either 'move' or a non-empty 'moves'", error(api.handle("POST", S + "/moves", "{}"), 400));
        assertEquals("give either 'move' or a non-empty 'moves'",
                error(api.handle("POST", S + "/moves", "{\"move\": \"7,7\", \"moves\": [\"8,8\"]}"), 400));
        assertEquals("move 'bad': not a move", error(api.handle("POST", S + "/moves", "{\"move\": \"bad\"}"), 400));
        assertEquals("field 'count' must be between 1 and 100000", error(api.handle("POST", S + "/undo", "{\"count\": 0}"), 400));
        assertEquals("field 'depth' must be a whole number", error(api.handle("POST", S + "/settings", "{\"depth\": 2.5}"), 400));
        assertEquals("field 'play' must be true or false", error(api.handle("POST", S + "/go", "{\"play\": 1}"), 400));
        assertEquals("the body must be a JSON object", error(api.handle("POST", S + "/go", "[]"), 400));
        assertEquals(List.of(), sessions.calls);
    }

    @Test
    void unknownSessionsGamesAndProvidersAre404s() {
        assertEquals("no game 'chess'", error(api.handle("POST", "/sessions", "{\"game\": \"chess\"}"), 404));
        assertEquals("no strategy 'magic'", error(api.handle("POST", "/sessions", "{\"game\": \"gomoku\", \"strategy\": \"magic\"}"), 404));
        assertEquals("no evaluator 'x'", error(api.handle("POST", S + "/settings", "{\"evaluator\": \"x\"}"), 404));
        assertEquals("no session '..'", error(api.handle("GET", "/sessions/../../etc", ""), 404));
        assertEquals("no session 'ffffffffffff'", error(api.handle("POST", "/sessions/ffffffffffff/go", ""), 404));
        assertEquals("no session 'ffffffffffff'", error(api.handle("GET", "/sessions/ffffffffffff/forbidden", ""), 404));
        assertEquals("no session 'ffffffffffff'", error(api.handle("GET", "/sessions/ffffffffffff/record/sgf", ""), 404));
        assertEquals("no such endpoint: /api/sessions/" + RecordingSessions.ID + "/fly",
                error(api.handle("POST", S + "/fly", ""), 404));
        assertEquals("no such endpoint: /api/sessions/", error(api.handle("GET", "/sessions/", ""), 404));
    }

    @Test
    void noSessionIdOrRecordFormatCanNameAFile() {
        for (String id : List.of("..", "..%2f..%2fetc", "0123456789AB", "0123456789ab.json", "%2e%2e", "/etc/passwd",
                "0123456789a\\", "0123456789ab%00")) {
            assertEquals(404, api.handle("GET", "/sessions/" + id + "/record/sgf", "").status(), id);
            assertEquals(404, api.handle("DELETE", "/sessions/" + id, "").status(), id);
        }
        assertEquals(404, api.handle("GET", "/sessions/../../etc/passwd", "").status());
        for (String format : List.of("..", "..%2f..%2fetc", "sgf.json", "%2e%2e", "SGF")) {
            assertEquals("no record format '" + format + "'", error(api.handle("GET", S + "/record/" + format, ""), 404));
        }
        assertEquals(List.of(), sessions.calls, "nothing reached the sessions");
    }

    @Test
    void aWrongMethodIsA405ThatSaysWhichOnes() {
        Reply put = api.handle("PUT", "/sessions", "");
        assertEquals("method not allowed; use GET, POST", error(put, 405));
        assertEquals(Map.of("Allow", "GET, DELETE"), api.handle("POST", S, "").headers());
        assertEquals(Map.of("Allow", "POST"), api.handle("GET", S + "/go", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", S + "/record/sgf", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("DELETE", S + "/forbidden", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", S + "/events", "").headers());
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", "/services/events", "").headers());
    }

    @Test
    void aSeatsViewIsServedAndABadSeatIsA400() {
        Reply view = api.handle("GET", S + "/view/2", "");
        assertEquals(200, view.status(), view.body());
        assertEquals("{\"seat\":2,\"pieces\":[{\"cell\":\"6,11\",\"owner\":2,\"seen\":false,\"ranks\":["
                + "{\"rank\":\"38\",\"probability\":0.75},{\"rank\":\"E\",\"probability\":0.25}]}]}", view.body());
        assertEquals("seat 1 does not play the duel: its seats are 0 and 2", error(api.handle("GET", S + "/view/1", ""), 400));
        assertEquals(List.of("view " + RecordingSessions.ID + " 2", "view " + RecordingSessions.ID + " 1"), sessions.calls);
        for (String seat : List.of("-1", "x", "100", "1.5", "%31")) {
            assertEquals("'" + seat + "' is not a seat: a number 0, 1, ...", error(api.handle("GET", S + "/view/" + seat, ""), 400));
        }
        assertEquals("no session 'ffffffffffff'", error(api.handle("GET", "/sessions/ffffffffffff/view/0", ""), 404));
        assertEquals(Map.of("Allow", "GET"), api.handle("POST", S + "/view/0", "").headers());
        assertEquals("no such endpoint: /api/sessions/" + RecordingSessions.ID + "/view",
                error(api.handle("GET", S + "/view", ""), 404));
        assertEquals(2, sessions.calls.size(), "no bad seat reached the sessions");
    }

    private static String error(Reply reply, int status) {
        assertEquals(status, reply.status(), reply.body());
        assertTrue(reply.body().lines().count() == 1, reply.body());
        return JsonParser.parseString(reply.body()).getAsJsonObject().get("error").getAsString();
    }
}
