package org.stratagem.launcher.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.WebServer;

/**
 * End to end: a session's engine on strategies that misbehave, dropped into {@code load/} of
 * {@code ./stratagem web}: one that throws and one that never stops are each a one-line 500 within the
 * containment's grace, and the server and the session go on with a strategy that plays.
 */
class WebContainmentIT {
    private static final long WAIT_MILLIS = 60_000;

    @Test
    void aMisbehavingStrategyFailsItsSearchAndNothingElse() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-containment"))) {
            drop(web.home, "thrower", "throw");
            drop(web.home, "looper", "loop");
            awaitStrategies(web, "thrower", "looper");
            String session = "api/sessions/" + json(web.post("api/sessions",
                    "{\"game\": \"gomoku\", \"moves\": [\"7,7\"], \"strategy\": \"thrower\"}"), 201).get("id").getAsString();

            String thrown = error(web.post(session + "/go", "{}"), 500);
            assertTrue(thrown.startsWith("strategy 'thrower' (org.stratagem.it.thrower 1.0.0) failed: probe strategy failure"),
                    thrown);

            json(web.post(session + "/settings", "{\"strategy\": \"looper\", \"timeMs\": 100}"), 200);
            long start = System.nanoTime();
            String runaway = error(web.post(session + "/go", "{}"), 500);
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(runaway.startsWith("strategy 'looper'") && runaway.contains("did not stop"), runaway);
            assertTrue(millis < 5_000, "the runaway search was cut off after " + millis + " ms");

            json(web.post(session + "/settings", "{\"strategy\": \"alphabeta\", \"timeMs\": 200}"), 200);
            JsonObject played = json(web.post(session + "/go", "{}"), 200);
            assertEquals(2, played.getAsJsonArray("moves").size(), played.toString());
            assertEquals(200, web.get("api/games").statusCode());
        }
    }

    private static void drop(Path home, String id, String behaviour) throws Exception {
        Path load = Files.createDirectories(home.resolve("load"));
        Path building = home.resolve(id + ".tmp");
        try (InputStream bundle = ProbeBundles.strategy("org.stratagem.it." + id, "1.0.0", id, 0, 0, behaviour)) {
            Files.copy(bundle, building, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(building, load.resolve(id + ".jar"));
    }

    private static void awaitStrategies(WebServer web, String... ids) throws Exception {
        long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
        String listed = "";
        while (System.nanoTime() < deadline) {
            listed = web.get("api/strategies").body();
            String seen = listed;
            if (Arrays.stream(ids).allMatch(id -> seen.contains("\"id\":\"" + id + "\""))) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the strategies dropped into load/ did not appear: " + listed);
    }

    private static JsonObject json(HttpResponse<String> response, int status) {
        assertEquals(status, response.statusCode(), response.body());
        return JsonParser.parseString(response.body()).getAsJsonObject();
    }

    private static String error(HttpResponse<String> response, int status) {
        assertEquals(1, response.body().lines().count(), response.body());
        return json(response, status).get("error").getAsString();
    }
}
