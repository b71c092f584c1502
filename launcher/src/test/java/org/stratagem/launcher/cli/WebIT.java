package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * End to end: {@code ./stratagem web --port P} in a real subprocess prints its address first, serves the
 * JSON API through the platform's HTTP server, refuses bad input with a one-line 400, and stops when its
 * input ends.
 */
class WebIT {
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void webServesTheApiUntilItsInputEnds() throws Exception {
        int port = freePort();
        Path err = Files.createTempFile("stratagem-web", ".err");
        Process web = new ProcessBuilder(CommandLineIT.SCRIPT.toString(), "web", "--port", Integer.toString(port))
                .directory(Files.createTempDirectory("stratagem-web").toFile()).redirectError(err.toFile()).start();
        try {
            String base = firstLine(web);
            assertEquals("http://127.0.0.1:" + port + "/", base, Files.readString(err));

            HttpResponse<String> games = get(base + "api/games");
            assertEquals(200, games.statusCode(), games.body());
            assertTrue(games.body().contains("\"id\":\"twofour\""), games.body());
            assertTrue(get(base + "api/openapi.json").body().contains("\"/api/analyze\""));
            assertTrue(get(base).body().contains("<td>alphabeta</td>"));

            HttpResponse<String> analyzed = post(base + "api/analyze",
                    "{\"game\": \"twofour\", \"position\": \"0 3 4 1 2b/1\", \"strategy\": \"solver\"}");
            assertEquals(200, analyzed.statusCode(), analyzed.body());
            assertTrue(analyzed.body().contains("\"bestMove\": \"2>4\""), analyzed.body());
            assertTrue(analyzed.body().contains("\"result\": \"win\""), analyzed.body());

            HttpResponse<String> bad = post(base + "api/analyze", "{\"game\": \"twofour\", \"position\": \"0 3 9 1 2b/1\"}");
            assertEquals(400, bad.statusCode(), bad.body());
            assertTrue(bad.body().matches("\\{\"error\":\"analyze: [^\"\n]+\"}\n"), bad.body());
            assertEquals(404, post(base + "api/analyze", "{\"game\": \"chess\", \"position\": \"\"}").statusCode());

            web.getOutputStream().close();
            assertTrue(web.waitFor(30, TimeUnit.SECONDS), "web did not stop when its input ended");
            assertEquals(0, web.exitValue(), Files.readString(err));
            assertEquals("", Files.readString(err));
        } finally {
            web.destroyForcibly();
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

    private static String firstLine(Process web) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(web.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException unreadable) {
                return "unreadable: " + unreadable;
            }
        });
        return line.get(60, TimeUnit.SECONDS);
    }

    private static HttpResponse<String> get(String uri) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(uri)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String uri, String body) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(uri)).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
