package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.WebSessionsIT.json;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * End to end: engine-against-engine matches over the HTTP API of {@code ./stratagem web} in a real
 * subprocess. A Triangle War match watched move by move as server-sent events, the platform killed
 * (SIGKILL) in the middle and started again on the same folder: the match is back, stopped, with every
 * game and move written before the kill, and resumed to its end. Bad requests are one-line 4xx.
 */
class WebMatchesIT {
    private static final int GAMES = 6;

    @Test
    void aMatchIsWatchedMoveByMoveAndSurvivesTheKillOfThePlatform() throws Exception {
        Path home = Files.createTempDirectory("stratagem-matches");
        String id;
        int movesSeen;
        try (WebServer web = WebServer.start(home)) {
            JsonObject started = json(web.post("api/matches", "{\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\","
                    + " \"b\": \"strategy=mcts\", \"games\": " + GAMES + ", \"timeMs\": 40}"), 201);
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
            assertEquals("stopped", back.get("status").getAsString());
            assertEquals(written.get("results"), back.get("results"));
            assertEquals(written.get("moves"), back.get("moves"));
            JsonObject listed = json(again.get("api/matches"), 200).getAsJsonArray("matches").get(0).getAsJsonObject();
            assertEquals(id, listed.get("id").getAsString());
            assertEquals("running", json(again.post("api/matches/" + id + "/resume", ""), 200).get("status").getAsString());
            JsonObject finished = waitFor(again, id, "finished");
            assertEquals(GAMES, finished.getAsJsonArray("results").size());
            assertEquals(GAMES, finished.get("wins").getAsInt() + finished.get("draws").getAsInt()
                    + finished.get("losses").getAsInt());
            assertEquals(0, finished.getAsJsonArray("moves").size());
            assertEquals(409, again.post("api/matches/" + id + "/resume", "").statusCode());
        }
    }

    @Test
    void badRequestsAreOneLine4xxs() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-matches"))) {
            for (String body : List.of("{\"game\": \"junqi\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"klotski\", \"a\": \"strategy=bfs\", \"b\": \"strategy=bfs\"}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=magic\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"gomoku\", \"a\": \"colour=red\", \"b\": \"strategy=mcts\"}",
                    "{\"game\": \"gomoku\", \"a\": \"strategy=mcts\", \"b\": \"strategy=mcts\", \"games\": 0}")) {
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

    private static JsonObject waitFor(WebServer web, String id, String status) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            JsonObject match = json(web.get("api/matches/" + id), 200);
            if (match.get("status").getAsString().equals(status)) {
                return match;
            }
            assertTrue(System.nanoTime() < deadline, "the match is not " + status + " after 120 s: " + match);
            Thread.sleep(200);
        }
    }
}
