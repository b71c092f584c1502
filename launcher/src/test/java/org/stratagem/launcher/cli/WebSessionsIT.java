package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * End to end: sessions over the HTTP API of {@code ./stratagem web} in a real subprocess. A Gomoku game
 * played by a person and the engine, the strategy changed mid-game, the platform killed (SIGKILL) in the
 * middle and started again on the same folder: the session is back with every move and setting, as a
 * record of its own and as SGF in {@code data/sessions/}, and the game goes on. Live analysis streams
 * the search's progress as server-sent events. A Junqi session written as a Junqi record
 * ({@code data/sessions/ID.jrec}) as it goes, which {@code ./stratagem junqi replay} reads to the session's
 * position, before and after the platform is killed. A Junqi session seen from each seat: its team's ranks seen, the
 * other team's pieces with the ranks they may have; a bad seat and a game that hides nothing are a 400.
 */
class WebSessionsIT {
    @Test
    void aGameSurvivesTheKillOfThePlatform() throws Exception {
        Path home = Files.createTempDirectory("stratagem-sessions");
        String id;
        JsonObject before;
        try (WebServer web = WebServer.start(home)) {
            JsonObject created = json(web.post("api/sessions",
                    "{\"game\": \"gomoku\", \"variant\": {\"rule\": \"renju\"}, \"moves\": [\"7,7\"], \"timeMs\": 200}"), 201);
            id = created.get("id").getAsString();
            JsonObject engine = json(web.post("api/sessions/" + id + "/go", "{}"), 200);
            assertEquals(2, engine.getAsJsonArray("moves").size(), engine.toString());
            assertEquals(engine.getAsJsonObject("search").get("bestMove"), engine.getAsJsonArray("moves").get(1));
            String black = freePoints(engine, List.of("8,8", "6,6", "8,6")).get(0);
            json(web.post("api/sessions/" + id + "/moves", "{\"move\": \"" + black + "\"}"), 200);
            JsonObject changed = json(web.post("api/sessions/" + id + "/settings", "{\"strategy\": \"mcts\"}"), 200);
            assertEquals("mcts", changed.getAsJsonObject("settings").get("strategy").getAsString());
            JsonObject mcts = json(web.post("api/sessions/" + id + "/go", "{}"), 200);
            assertEquals("mcts", mcts.getAsJsonObject("search").get("strategy").getAsString());
            JsonObject undone = json(web.post("api/sessions/" + id + "/undo", "{}"), 200);
            List<String> free = freePoints(undone, List.of("9,9", "6,6", "9,6", "6,9", "10,10", "4,4"));
            before = json(web.post("api/sessions/" + id + "/moves",
                    "{\"moves\": [\"" + free.get(0) + "\", \"" + free.get(1) + "\"]}"), 200);
            assertEquals(5, before.getAsJsonArray("moves").size(), before.toString());
            web.kill();
        }
        assertTrue(Files.readString(home.resolve("data/sessions/" + id + ".sgf")).contains("RU[renju]"));
        try (WebServer again = WebServer.start(home)) {
            JsonObject after = json(again.get("api/sessions/" + id), 200);
            for (String kept : List.of("moves", "position", "variant", "settings", "start")) {
                assertEquals(before.get(kept), after.get(kept), kept);
            }
            JsonObject next = json(again.post("api/sessions/" + id + "/go", "{\"play\": true}"), 200);
            assertEquals(6, next.getAsJsonArray("moves").size(), next.toString());
            String sgf = again.get("api/sessions/" + id + "/record/sgf").body();
            assertTrue(sgf.startsWith("(;GM[4]FF[4]SZ[15]RU[renju]"), sgf);
            assertEquals(6, sgf.split(";[BW]\\[", -1).length - 1, sgf);
        }
    }

    @Test
    void aRenjuSessionShowsBlacksForbiddenPoints() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-sessions"))) {
            String id = json(web.post("api/sessions", "{\"game\": \"gomoku\", \"variant\": {\"rule\": \"renju\"},"
                    + " \"position\": \"7,7 0,0 8,7 0,2 7,8 0,4 8,9 14,14 9,8 14,0\"}"), 201).get("id").getAsString();
            String points = web.get("api/sessions/" + id + "/forbidden").body();
            assertTrue(points.startsWith("{\"points\":[{\"x\":7,\"y\":6,\"kind\":\"double-three\"},"), points);
            String free = json(web.post("api/sessions", "{\"game\": \"gomoku\", \"position\": \"7,7 0,0 8,7 0,2 7,8 0,4"
                    + " 8,9 14,14 9,8 14,0\"}"), 201).get("id").getAsString();
            assertEquals("{\"points\":[]}\n", web.get("api/sessions/" + free + "/forbidden").body());
        }
    }

    @Test
    void aJunqiSessionIsRecordedAsItGoesAndSurvivesTheKill() throws Exception {
        Path home = Files.createTempDirectory("stratagem-sessions");
        String id;
        Path record;
        try (WebServer web = WebServer.start(home)) {
            JsonObject created = json(web.post("api/sessions", "{\"game\": \"junqi\", \"moves\": [\"6,11 5,10\","
                    + " \"11,10 5,10\"], \"strategy\": \"determinize\", \"timeMs\": 300}"), 201);
            id = created.get("id").getAsString();
            record = home.resolve("data/sessions/" + id + ".jrec");
            assertReplaysTo(created, record);
            JsonObject passed = json(web.post("api/sessions/" + id + "/moves", "{\"moves\": [\"10,5 11,6\", \"PASS\"]}"), 200);
            assertReplaysTo(passed, record);
            assertTrue(Files.readString(record).contains("\nPASS 3\n"), Files.readString(record));
            JsonObject engine = json(web.post("api/sessions/" + id + "/go", "{}"), 200);
            assertEquals(5, engine.getAsJsonArray("moves").size(), engine.toString());
            assertReplaysTo(engine, record);
            web.kill();
        }
        try (WebServer again = WebServer.start(home)) {
            JsonObject after = json(again.get("api/sessions/" + id), 200);
            assertReplaysTo(after, record);
            JsonObject next = json(again.post("api/sessions/" + id + "/go", "{}"), 200);
            assertEquals(6, next.getAsJsonArray("moves").size(), next.toString());
            assertReplaysTo(next, record);
            assertEquals(Files.readString(record), again.get("api/sessions/" + id + "/record/jrec").body());
            JsonObject undone = json(again.post("api/sessions/" + id + "/undo", "{\"count\": 6}"), 200);
            assertReplaysTo(undone, record);
            assertTrue(Files.readString(record).strip().endsWith("first 0"), Files.readString(record));
        }
    }

    /** The session's record on disk is one {@code ./stratagem junqi replay} reads to the session's position. */
    private static void assertReplaysTo(JsonObject session, Path record) throws Exception {
        CommandLineIT.Run replay = CommandLineIT.stratagem("", "junqi", "replay", record.toString());
        assertEquals(0, replay.status(), replay.err());
        assertEquals(session.get("position").getAsString() + "\n", replay.out());
    }

    @Test
    void aJunqiSessionIsSeenFromEachSeat() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-sessions"))) {
            JsonObject session = json(web.post("api/sessions", "{\"game\": \"junqi\", \"moves\": [\"6,11 5,10\","
                    + " \"11,10 5,10\", \"10,5 11,6\", \"5,6 11,6\"]}"), 201);
            String id = session.get("id").getAsString();
            String areas = session.get("position").getAsString().split(" ; ")[0];
            long onBoard = Stream.of(areas.split(" ")).filter(token -> !token.equals(".") && !token.equals("/")).count();
            for (int seat = 0; seat < 4; seat++) {
                JsonObject view = json(web.get("api/sessions/" + id + "/view/" + seat), 200);
                assertEquals(seat, view.get("seat").getAsInt());
                assertEquals(onBoard, view.getAsJsonArray("pieces").size(), view.toString());
                int hidden = 0;
                for (var element : view.getAsJsonArray("pieces")) {
                    JsonObject piece = element.getAsJsonObject();
                    boolean team = piece.get("owner").getAsInt() % 2 == seat % 2;
                    double sum = 0;
                    for (var chance : piece.getAsJsonArray("ranks")) {
                        sum += chance.getAsJsonObject().get("probability").getAsDouble();
                    }
                    assertEquals(1, sum, 1e-6, piece.toString());
                    assertEquals(team, piece.get("seen").getAsBoolean(), "seat " + seat + ": " + piece);
                    hidden += piece.getAsJsonArray("ranks").size() > 1 ? 1 : 0;
                }
                assertTrue(hidden > 40, "seat " + seat + " sees only " + hidden + " pieces as hidden");
            }
            assertEquals("{\"error\":\"seat 4 is not one of junqi's seats 0..3\"}\n",
                    web.get("api/sessions/" + id + "/view/4").body());
            assertEquals(400, web.get("api/sessions/" + id + "/view/South").statusCode());
            String gomoku = json(web.post("api/sessions", "{\"game\": \"gomoku\"}"), 201).get("id").getAsString();
            HttpResponse<String> none = web.get("api/sessions/" + gomoku + "/view/0");
            assertEquals(400, none.statusCode());
            assertEquals("{\"error\":\"game 'gomoku' has no seat views: it hides nothing from any seat\"}\n", none.body());
            assertEquals(404, web.get("api/sessions/ffffffffffff/view/0").statusCode());
        }
    }

    @Test
    void liveAnalysisStreamsTheSearchAndStops() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-sessions"))) {
            String id = json(web.post("api/sessions", "{\"game\": \"gomoku\", \"moves\": [\"7,7\", \"8,8\"],"
                    + " \"timeMs\": 60000}"), 201).get("id").getAsString();
            CompletableFuture<HttpResponse<Stream<String>>> events = WebServer.CLIENT.sendAsync(HttpRequest.newBuilder(
                    URI.create(web.base + "api/sessions/" + id + "/events")).timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofLines());
            HttpResponse<Stream<String>> stream = events.get(30, TimeUnit.SECONDS);
            assertEquals("text/event-stream; charset=utf-8", stream.headers().firstValue("Content-Type").orElse(""));
            CompletableFuture<HttpResponse<String>> search = CompletableFuture.supplyAsync(() -> {
                try {
                    return web.post("api/sessions/" + id + "/go", "{\"play\": false}");
                } catch (Exception failed) {
                    throw new IllegalStateException(failed);
                }
            });
            List<String> seen = stream.body().takeWhile(line -> !line.startsWith("event: progress")).toList();
            assertTrue(seen.get(0).startsWith("event: state"), seen.toString());
            assertEquals(409, web.post("api/sessions/" + id + "/moves", "{\"move\": \"9,9\"}").statusCode());
            assertTrue(JsonParser.parseString(web.get("api/sessions/" + id).body()).getAsJsonObject().get("thinking")
                    .getAsBoolean());
            long stopped = System.nanoTime();
            assertEquals("{\"stopped\":true}\n", web.post("api/sessions/" + id + "/stop", "").body());
            JsonObject analysed = json(search.get(30, TimeUnit.SECONDS), 200);
            assertTrue(System.nanoTime() - stopped < 5_000_000_000L, "the search did not stop within 5 s");
            assertEquals(2, analysed.getAsJsonArray("moves").size(), "an analysis plays no move");
            assertFalse(analysed.get("thinking").getAsBoolean());
            assertTrue(analysed.getAsJsonObject("search").get("depth").getAsInt() >= 1, analysed.toString());
        }
    }

    /** @return the candidates no stone of the session's moves is on, in their order: the engine's moves vary */
    private static List<String> freePoints(JsonObject session, List<String> candidates) {
        List<String> taken = new ArrayList<>();
        session.getAsJsonArray("moves").forEach(move -> taken.add(move.getAsString()));
        return candidates.stream().filter(point -> !taken.contains(point)).toList();
    }

    static JsonObject json(HttpResponse<String> response, int status) {
        assertEquals(status, response.statusCode(), response.body());
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }
}
