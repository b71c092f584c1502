package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.WebSessionsIT.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * End to end: engine-against-engine matches over the HTTP API of {@code ./stratagem web} in a real
 * subprocess. A Triangle War match watched move by move as server-sent events, the platform killed
 * (SIGKILL) in the middle and started again on the same folder: the match goes on by itself from its last
 * move and finishes with every game written before the kill, while a match stopped by a request stays
 * stopped; a platform that quits (its input closed) takes its running match up again alike. A Gomoku match
 * on a variant, a clock and openings read from the data folder. Deleted matches are gone, with their
 * files. Bad requests are one-line 4xx.
 */
class WebMatchesIT {
    private static final int GAMES = 6;
    private static final String TRIANGLE_WAR = "{\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\","
            + " \"b\": \"strategy=mcts\", \"timeMs\": 40, \"games\": ";

    @Test
    void aMatchGoesOnByItselfAfterTheKillOfThePlatformAndAStoppedOneStaysStopped() throws Exception {
        Path home = Files.createTempDirectory("stratagem-matches");
        String id;
        String stopped;
        int movesSeen;
        try (WebServer web = WebServer.start(home)) {
            stopped = json(web.post("api/matches", TRIANGLE_WAR + "2}"), 201).get("id").getAsString();
            assertEquals("stopped", json(web.post("api/matches/" + stopped + "/stop", ""), 200).get("status").getAsString());
            JsonObject started = json(web.post("api/matches", TRIANGLE_WAR + GAMES + "}"), 201);
            id = started.get("id").getAsString();
            assertEquals("running", started.get("status").getAsString());
            HttpResponse<Stream<String>> stream = WebServer.CLIENT.send(HttpRequest.newBuilder(URI.create(web.base
                    + "api/matches/" + id + "/events")).timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofLines());
            Iterator<String> lines = stream.body().iterator();
            assertEquals("event: state", lines.next());
            JsonObject move = null;
            while (move == null || move.get("game").getAsInt() < 2) {
                String line = lines.next();
                if (line.equals("event: move")) {
                    move = JsonParser.parseString(lines.next().substring("data: ".length())).getAsJsonObject();
                }
            }
            movesSeen = move.get("ply").getAsInt();
            web.kill();
        }
        JsonObject written = JsonParser.parseString(Files.readString(home.resolve("data/matches/" + id + ".json")))
                .getAsJsonObject();
        assertEquals("running", written.get("status").getAsString(), "the platform was killed while it ran");
        assertTrue(written.getAsJsonArray("moves").size() >= movesSeen || written.getAsJsonArray("results").size() >= 2,
                written.toString());
        try (WebServer again = WebServer.start(home)) {
            JsonObject back = json(again.get("api/matches/" + id), 200);
            assertNotEquals("stopped", back.get("status").getAsString(), "the match goes on by itself: " + back);
            JsonObject finished = waitFor(again, id, "finished");
            JsonArray results = finished.getAsJsonArray("results");
            assertEquals(GAMES, results.size());
            JsonArray before = written.getAsJsonArray("results");
            for (int game = 0; game < before.size(); game++) {
                assertEquals(before.get(game), results.get(game), "game " + (game + 1) + " was kept as it was played");
            }
            assertEquals(GAMES, finished.get("wins").getAsInt() + finished.get("draws").getAsInt()
                    + finished.get("losses").getAsInt());
            assertEquals(0, finished.getAsJsonArray("moves").size());
            assertEquals(409, again.post("api/matches/" + id + "/resume", "").statusCode());
            JsonObject still = json(again.get("api/matches/" + stopped), 200);
            assertEquals("stopped", still.get("status").getAsString(), "stopped by a request, it stays stopped");
            assertEquals(0, still.getAsJsonArray("results").size());
        }
    }

    @Test
    void aPlatformThatQuitsTakesItsMatchUpWhenItServesAgainAndDeletedMatchesAreGone() throws Exception {
        Path home = Files.createTempDirectory("stratagem-matches");
        String id;
        try (WebServer web = WebServer.start(home)) {
            id = json(web.post("api/matches", TRIANGLE_WAR + "4}"), 201).get("id").getAsString();
            waitFor(web, id, match -> match.getAsJsonArray("moves").size() >= 3);
            web.quit();
        }
        assertEquals("running", JsonParser.parseString(Files.readString(home.resolve("data/matches/" + id + ".json")))
                .getAsJsonObject().get("status").getAsString(), "halted by the platform, not stopped by a request");
        try (WebServer again = WebServer.start(home)) {
            assertEquals(4, waitFor(again, id, "finished").getAsJsonArray("results").size());
            String running = json(again.post("api/matches", TRIANGLE_WAR + "100}"), 201).get("id").getAsString();
            for (String deleted : List.of(id, running)) {
                assertEquals("{\"deleted\":\"" + deleted + "\"}", json(again.send("DELETE", "api/matches/" + deleted,
                        ""), 200).toString());
                assertFalse(Files.exists(home.resolve("data/matches/" + deleted + ".json")), deleted);
                assertEquals(404, again.get("api/matches/" + deleted).statusCode());
                assertEquals(404, again.send("DELETE", "api/matches/" + deleted, "").statusCode());
            }
            assertEquals(0, json(again.get("api/matches"), 200).getAsJsonArray("matches").size());
        }
    }

    @Test
    void aMatchOnAVariantAClockAndOpeningsOfTheDataFolder() throws Exception {
        Path home = Files.createTempDirectory("stratagem-matches");
        Files.writeString(Files.createDirectories(home.resolve("data/openings")).resolve("small.txt"),
                "# two openings on 9x9\n4,4 5,5\n\n4,4 3,3 5,5\n");
        try (WebServer web = WebServer.start(home)) {
            JsonObject started = json(web.post("api/matches", "{\"game\": \"gomoku\", \"a\": \"strategy=alphabeta\","
                    + " \"b\": \"strategy=mcts\", \"games\": 4, \"clockMs\": 1500, \"incrementMs\": 20,"
                    + " \"variant\": {\"size\": 9, \"rule\": \"standard\"}, \"openingsFile\": \"openings/small.txt\"}"), 201);
            String id = started.get("id").getAsString();
            assertEquals(List.of("4,4 5,5", "4,4 3,3 5,5"), strings(started.getAsJsonArray("openings")));
            assertEquals(JsonParser.parseString("{\"size\": \"9\", \"rule\": \"standard\"}"), started.get("variant"));
            assertEquals(0, started.get("moveMillis").getAsLong());
            assertEquals(1500, started.get("clockMillis").getAsLong());
            assertEquals(20, started.get("incrementMillis").getAsLong());
            assertEquals("4,4 5,5", started.get("start").getAsString());
            JsonObject third = waitFor(web, id, match -> match.getAsJsonArray("results").size() >= 2
                    || match.get("status").getAsString().equals("finished"));
            if (third.getAsJsonArray("results").size() < 4) {
                assertEquals("4,4 3,3 5,5", third.get("start").getAsString(), third.toString());
            }
            JsonObject finished = waitFor(web, id, "finished");
            assertEquals(4, finished.getAsJsonArray("results").size(), finished.toString());
            for (JsonElement result : finished.getAsJsonArray("results")) {
                assertTrue(result.getAsString().matches("(win|draw|loss) (end|time|forfeit|adjudicated)"), finished.toString());
            }
            Files.writeString(home.resolve("secret.txt"), "4,4\n");
            Files.createSymbolicLink(home.resolve("data/outside.txt"), home.resolve("secret.txt"));
            String gomoku = "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", ";
            Map<String, String> refusals = Map.of(
                    gomoku + "\"openingsFile\": \"outside.txt\"}",
                    "field 'openingsFile' 'outside.txt' leads out of the platform's data folder",
                    gomoku + "\"openingsFile\": \"none.txt\"}",
                    "field 'openingsFile' 'none.txt' is not a file in the platform's data folder",
                    gomoku + "\"openingsFile\": \"openings\"}", "field 'openingsFile' 'openings' is not a file",
                    gomoku + "\"openingsFile\": \"../secret.txt\"}", "field 'openingsFile' must be a file's path relative"
                            + " to the platform's data folder, of names of letters, digits, '.', '_' and '-' separated by"
                            + " '/' (no '..')",
                    gomoku + "\"variant\": {\"size\": 30}}",
                    "field 'variant': " + refusal(web, "{\"game\": \"gomoku\", \"variant\": {\"size\": 30}}"),
                    gomoku + "\"variant\": {\"rule\": \"chess\"}}",
                    "field 'variant': " + refusal(web, "{\"game\": \"gomoku\", \"position\": \"\","
                            + " \"variant\": {\"rule\": \"chess\"}}"),
                    gomoku + "\"openings\": [\"4,4\", \"99,99\"]}", "field 'openings': opening 2 '99,99': "
                            + refusal(web, "{\"game\": \"gomoku\", \"position\": \"99,99\"}"),
                    gomoku + "\"variant\": {\"size\": 9}, \"openings\": [\"12,12\"]}", "field 'openings': opening 1"
                            + " '12,12': " + refusal(web, "{\"game\": \"gomoku\", \"position\": \"12,12\","
                            + " \"variant\": {\"size\": 9}}"));
            for (Map.Entry<String, String> refused : refusals.entrySet()) {
                HttpResponse<String> reply = web.post("api/matches", refused.getKey());
                assertEquals(400, reply.statusCode(), refused.getKey() + ": " + reply.body());
                assertEquals(refused.getValue(), JsonParser.parseString(reply.body()).getAsJsonObject().get("error")
                        .getAsString(), refused.getKey());
            }
        }
    }

    @Test
    void badRequestsAreOneLine4xxs() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-matches"))) {
            for (String body : List.of("{\"game\": \"junqi\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"klotski\", \"a\": \"strategy=bfs\", \"b\": \"strategy=bfs\"}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=magic\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"gomoku\", \"a\": \"colour=red\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", \"games\": 0}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", \"incrementMs\": 5}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", \"openings\": []}",
                    "{\"game\": \"trianglewar\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\","
                            + " \"variant\": {\"rule\": \"renju\"}}")) {
                HttpResponse<String> refused = web.post("api/matches", body);
                assertEquals(400, refused.statusCode(), body + ": " + refused.body());
                assertTrue(refused.body().matches("\\{\"error\":\"[^\"\n]+\"}\n"), refused.body());
            }
            assertEquals(404, web.post("api/matches", "{\"game\": \"chess\", \"a\": \"strategy=mcts\", \"b\": \"\"}")
                    .statusCode());
            assertEquals(404, web.get("api/matches/0123456789ab/events").statusCode());
            String slow = "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", \"games\": 100,"
                    + " \"timeMs\": 1000}";
            String first = json(web.post("api/matches", slow), 201).get("id").getAsString();
            String second = json(web.post("api/matches", slow), 201).get("id").getAsString();
            HttpResponse<String> third = web.post("api/matches", slow);
            assertEquals(409, third.statusCode(), third.body());
            long stopping = System.nanoTime();
            assertEquals("stopped", json(web.post("api/matches/" + first + "/stop", ""), 200).get("status").getAsString());
            assertTrue(System.nanoTime() - stopping < 5_000_000_000L, "the match did not stop within 5 s");
            assertEquals("stopped", json(web.post("api/matches/" + second + "/stop", ""), 200).get("status").getAsString());
            assertEquals(0, json(web.get("api/matches/" + first), 200).getAsJsonArray("results").size());
        }
    }

    /** @return the error of a request the sessions refuse, the same words a match's refusal carries after its field */
    private static String refusal(WebServer web, String session) throws Exception {
        HttpResponse<String> refused = web.post("api/sessions", session);
        assertEquals(400, refused.statusCode(), refused.body());
        return JsonParser.parseString(refused.body()).getAsJsonObject().get("error").getAsString();
    }

    private static List<String> strings(JsonArray array) {
        List<String> strings = new ArrayList<>();
        array.forEach(element -> strings.add(element.getAsString()));
        return strings;
    }

    private static JsonObject waitFor(WebServer web, String id, String status) throws Exception {
        return waitFor(web, id, match -> match.get("status").getAsString().equals(status));
    }

    private static JsonObject waitFor(WebServer web, String id, Predicate<JsonObject> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            JsonObject match = json(web.get("api/matches/" + id), 200);
            if (condition.test(match)) {
                return match;
            }
            assertTrue(System.nanoTime() < deadline, "the match is not as awaited after 120 s: " + match);
            Thread.sleep(200);
        }
    }
}
