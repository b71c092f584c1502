package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * End to end: {@code ./stratagem web --port P} in a real subprocess prints its address first, serves the
 * JSON API through the platform's HTTP server, refuses bad input with a one-line 400, and stops when its
 * input ends.
 */
class WebIT {
    @Test
    void webServesTheApiUntilItsInputEnds() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-web"))) {
            HttpResponse<String> games = web.get("api/games");
            assertEquals(200, games.statusCode(), games.body());
            assertTrue(games.body().contains("\"id\":\"twofour\""), games.body());
            assertTrue(web.get("api/openapi.json").body().contains("\"/api/analyze\""));
            assertTrue(web.get("").body().contains("<td>alphabeta</td>"));

            HttpResponse<String> analyzed = web.post("api/analyze",
                    "{\"game\": \"twofour\", \"position\": \"0 3 4 1 2b/1\", \"strategy\": \"solver\"}");
            assertEquals(200, analyzed.statusCode(), analyzed.body());
            assertTrue(analyzed.body().contains("\"bestMove\": \"2>4\""), analyzed.body());
            assertTrue(analyzed.body().contains("\"result\": \"win\""), analyzed.body());

            HttpResponse<String> bad = web.post("api/analyze", "{\"game\": \"twofour\", \"position\": \"0 3 9 1 2b/1\"}");
            assertEquals(400, bad.statusCode(), bad.body());
            assertTrue(bad.body().matches("\\{\"error\":\"analyze: [^\"\n]+\"}\n"), bad.body());
            assertEquals(404, web.post("api/analyze", "{\"game\": \"chess\", \"position\": \"\"}").statusCode());
            HttpResponse<String> option = web.post("api/analyze", "{\"game\": \"twofour\", \"position\": \"--help\"}");
            assertEquals(400, option.statusCode(), option.body());
            assertTrue(option.body().startsWith("{\"error\":\"analyze: "), option.body());

            web.process.getOutputStream().close();
            assertTrue(web.process.waitFor(30, TimeUnit.SECONDS), "web did not stop when its input ended");
            assertEquals(0, web.process.exitValue(), Files.readString(web.err));
            assertEquals("", Files.readString(web.err));
        }
    }

    @Test
    void klotskiIsSolvedAndCountedThroughTheApi() throws Exception {
        try (WebServer web = WebServer.start(Files.createTempDirectory("stratagem-web"))) {
            HttpResponse<String> solved = web.post("api/klotski/solve", "{\"layout\": \"hengdaolima\", \"metric\": \"piece\"}");
            assertEquals(200, solved.statusCode(), solved.body());
            assertTrue(solved.body().startsWith("{\"layout\": \"ACCB/ACCB/DEEF/DGHF/I..J\", \"metric\": \"piece\","
                    + " \"moves\": 81, \"solution\": [\""), solved.body());
            HttpResponse<String> bad = web.post("api/klotski/solve", "{\"layout\": \"ACCB/ACCB/DEEF/DGHF/I..\"}");
            assertEquals(400, bad.statusCode(), bad.body());
            assertEquals("{\"error\":\"klotski: layout 'ACCB/ACCB/DEEF/DGHF/I..': row 5 'I..' has 3 cells, expected 4\"}\n",
                    bad.body());
            HttpResponse<String> option = web.post("api/klotski/solve", "{\"layout\": \"--help\"}");
            assertEquals(400, option.statusCode(), option.body());
            assertTrue(option.body().startsWith("{\"error\":\"klotski: layout '--help': "), option.body());
            HttpResponse<String> census = web.get("api/klotski/census");
            assertEquals(200, census.statusCode(), census.body());
            assertTrue(census.body().contains("{\"horizontal\": 2, \"layouts\": 109260, \"wins\": 8250, \"solvable\": 83972,"
                    + " \"hardest\": {\"step\": 179, "), census.body());
            assertEquals(census.body(), web.get("api/klotski/census").body());
            assertTrue(web.get("api/klotski/layouts").body().contains("\"pinyin\": \"fenghuiluzhuan\""));
            assertEquals(405, web.get("api/klotski/solve").statusCode());
            assertTrue(web.get("klotski.html").body().contains("<script src=\"klotski.js\"></script>"));
        }
    }

    @Test
    void aBadPortIsBadInput() throws Exception {
        CommandLineIT.Run run = CommandLineIT.stratagem("", "web", "--port", "70000");
        assertEquals(2, run.status());
        assertEquals("web: --port: 70000 is not a port (1..65535)\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void aTakenPortIsReportedAtOnce() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            long start = System.nanoTime();
            CommandLineIT.Run run = CommandLineIT.stratagem("", "web", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(1, run.status(), run.err());
            assertTrue(run.err().startsWith("web: internal error: cannot listen on http://127.0.0.1:" + taken.getLocalPort()
                    + "/"), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertEquals("", run.out());
            assertTrue(System.nanoTime() - start < 15_000_000_000L, "the taken port was reported late");
        }
    }
}
