package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * End to end, through {@code ./stratagem web} in a real subprocess: bound to every address (0.0.0.0), the
 * server requires the token it printed and wrote to {@code data/web-token} on every API call and event
 * stream, even from this machine; a client beyond its rate is told to wait, one with too many requests in
 * progress is refused; no path, however encoded, reaches a file outside the pages, and oversized headers
 * are refused. On the default loopback binding without a token, only requests addressed to a loopback name
 * are answered (DNS rebinding); with a token configured, the token guards instead.
 */
class WebAccessIT {
    private static final Pattern PAGE_ADDRESS = Pattern.compile("http://0\\.0\\.0\\.0:\\d+/\\?token=([A-Za-z0-9_-]{43})");

    @Test
    void boundElsewhereEveryApiCallNeedsTheToken() throws Exception {
        Path home = Files.createTempDirectory("stratagem-access");
        try (WebServer web = WebServer.start(home, "0.0.0.0")) {
            Matcher page = PAGE_ADDRESS.matcher(String.valueOf(web.second));
            assertTrue(page.matches(), "the second line: " + web.second);
            String token = page.group(1);
            Path file = home.resolve("data/web-token");
            assertEquals(token + "\n", Files.readString(file));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));

            HttpResponse<String> refused = web.get("api/games");
            assertEquals(401, refused.statusCode(), refused.body());
            assertTrue(refused.body().matches("\\{\"error\":\"a token is required[^\"\n]*\"}\n"), refused.body());
            assertEquals(Optional.of("Bearer"), refused.headers().firstValue("WWW-Authenticate"));
            assertEquals(401, web.get("api/games", "Authorization", "Bearer " + "x".repeat(43)).statusCode());
            assertEquals(401, web.get("").statusCode(), "the index lists the services: it needs the token too");
            assertEquals(401, web.get("api/services/events").statusCode());
            assertEquals(200, web.get("gomoku.html").statusCode(), "the pages' files need no token");

            HttpResponse<String> games = web.get("api/games", "Authorization", "Bearer " + token);
            assertEquals(200, games.statusCode(), games.body());
            assertTrue(games.body().contains("\"id\":\"gomoku\""), games.body());
            HttpResponse<String> opened = web.get("?token=" + token);
            assertEquals(200, opened.statusCode(), opened.body());
            String cookie = opened.headers().firstValue("Set-Cookie").orElse("");
            assertEquals("stratagem-token=" + token + "; Path=/; HttpOnly; SameSite=Strict", cookie);
            assertEquals(200, web.get("api/games", "Cookie", "stratagem-token=" + token).statusCode());
            HttpResponse<InputStream> stream = WebServer.CLIENT.send(HttpRequest.newBuilder(URI.create(web.base
                    + "api/services/events")).header("Cookie", "stratagem-token=" + token).timeout(Duration.ofSeconds(30))
                    .build(), HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream events = stream.body()) {
                assertEquals(200, stream.statusCode());
                assertTrue(new String(events.readNBytes(15), StandardCharsets.UTF_8).startsWith("event: services"));
            }

            for (InetAddress address : otherAddresses()) {
                String other = "http://" + address.getHostAddress() + ":" + URI.create(web.base).getPort() + "/api/games";
                assertEquals(401, status(other), other);
                assertEquals(200, status(other, "Authorization", "Bearer " + token), other);
            }
        }
    }

    @Test
    void noPathReachesAFileAndAClientBeyondItsLimitsIsToldToWait() throws Exception {
        Path home = Files.createTempDirectory("stratagem-access");
        Files.createDirectories(home.resolve("conf"));
        Files.writeString(home.resolve("conf/org.stratagem.web.cfg"), "burst=40\nrequestsPerMinute=600\nrequestsInProgress=2\n");
        Files.writeString(home.resolve("secret.txt"), "not to be served");
        try (WebServer web = WebServer.start(home)) {
            int port = URI.create(web.base).getPort();
            for (String path : List.of("/../secret.txt", "/../../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
                    "/..%2f..%2f..%2fetc%2fpasswd", "/%252e%252e/secret.txt", "//etc/passwd", "/gomoku.html/..%2f..%2fsecret.txt",
                    "/api/..%2f..%2fsecret.txt", "/api/sessions/..%2f..%2fsecret.txt/record/sgf", "/api/sessions/%2e%2e/events",
                    "/api/sessions/0123456789ab/record/..%2f..%2fsecret.txt", "/data/web-token", "/conf/org.stratagem.web.cfg",
                    "/secret.txt", "/C:%5c..%5csecret.txt", "/gomoku.html%00.txt")) {
                String answer = raw(port, "GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                assertTrue(answer.matches("(?s)HTTP/1\\.1 40[04] .*"), path + ":\n" + answer);
                assertFalse(answer.contains("not to be served") || answer.contains("root:"), path + ":\n" + answer);
            }
            String header = raw(port, "GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "x".repeat(64 * 1024)
                    + "\r\nConnection: close\r\n\r\n");
            assertTrue(header.startsWith("HTTP/1.1 431 "), header);
            String query = raw(port, "GET /api/games?" + "q".repeat(64 * 1024) + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Connection: close\r\n\r\n");
            assertTrue(query.matches("(?s)HTTP/1\\.1 4(14|31) .*"), query);

            List<Integer> statuses = new ArrayList<>();
            HttpResponse<String> limited = null;
            long start = System.nanoTime();
            while (statuses.size() < 400 && limited == null) {
                HttpResponse<String> games = web.get("api/games");
                statuses.add(games.statusCode());
                limited = games.statusCode() == 429 ? games : null;
            }
            long refilled = (System.nanoTime() - start) / 100_000_000 + 1;
            assertTrue(limited != null, "never limited: " + statuses);
            assertTrue(statuses.size() <= 41 + refilled, "more than the burst and the rate let through: " + statuses);
            assertTrue(limited.body().matches("\\{\"error\":\"too many requests: 600 a minute at most; try again in 1 s\"}\n"),
                    limited.body());
            assertEquals(Optional.of("1"), limited.headers().firstValue("Retry-After"));
            Thread.sleep(1000);
            assertEquals(200, web.get("api/games").statusCode(), "after Retry-After the client may go on");

            List<InputStream> streams = new ArrayList<>();
            try {
                for (int i = 0; i < 2; i++) {
                    HttpResponse<InputStream> stream = WebServer.CLIENT.send(HttpRequest.newBuilder(URI.create(web.base
                            + "api/services/events")).timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofInputStream());
                    streams.add(stream.body());
                    assertEquals(200, stream.statusCode());
                }
                HttpResponse<String> third = web.get("api/services/events");
                assertEquals(429, third.statusCode(), third.body());
                assertTrue(third.body().contains("too many requests in progress: 2 at most at once"), third.body());
            } finally {
                for (InputStream stream : streams) {
                    stream.close();
                }
            }
        }
    }

    @Test
    void onLoopbackARequestAddressedToAnotherNameIsRefusedUnlessATokenIsConfigured() throws Exception {
        Path home = Files.createTempDirectory("stratagem-access");
        try (WebServer web = WebServer.start(home)) {
            int port = URI.create(web.base).getPort();
            for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port)) {
                String answer = raw(port, "GET /api/games HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
                assertTrue(answer.startsWith("HTTP/1.1 200 "), host + ":\n" + answer);
            }
            for (String path : List.of("/api/games", "/gomoku.html", "/api/services/events")) {
                String answer = raw(port, "GET " + path + " HTTP/1.1\r\nHost: rebound.example:" + port
                        + "\r\nConnection: close\r\n\r\n");
                assertTrue(answer.startsWith("HTTP/1.1 403 "), path + ":\n" + answer);
                assertTrue(answer.contains("{\"error\":\"this server answers requests addressed to localhost, 127.0.0.1 or"
                        + " [::1] with its port, not to 'rebound.example:" + port + "' (a defence against DNS rebinding)"), answer);
            }
        }
        String secret = "configured-token-0123456789";
        Files.createDirectories(home.resolve("conf"));
        Files.writeString(home.resolve("conf/org.stratagem.web.cfg"), "token=" + secret + "\n");
        try (WebServer web = WebServer.start(home)) {
            int port = URI.create(web.base).getPort();
            String request = "GET /api/games HTTP/1.1\r\nHost: stratagem.lan:" + port + "\r\nConnection: close\r\n";
            String without = raw(port, request + "\r\n");
            assertTrue(without.startsWith("HTTP/1.1 401 "), without);
            String with = raw(port, request + "Authorization: Bearer " + secret + "\r\n\r\n");
            assertTrue(with.startsWith("HTTP/1.1 200 "), with);
            assertEquals(secret + "\n", Files.readString(home.resolve("data/web-token")));
        }
    }

    private static String raw(int port, String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request.getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (SocketException closedEarly) {
                // the server may answer and close before it has read all of an oversized request
            }
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static int status(String address, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(address)).timeout(Duration.ofSeconds(30));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return WebServer.CLIENT.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** @return this machine's IPv4 addresses other than loopback (a sandbox may have none) */
    private static List<InetAddress> otherAddresses() throws SocketException {
        List<InetAddress> addresses = new ArrayList<>();
        for (NetworkInterface network : NetworkInterface.networkInterfaces().toList()) {
            if (network.isUp() && !network.isLoopback()) {
                network.inetAddresses().filter(Inet4Address.class::isInstance).forEach(addresses::add);
            }
        }
        return addresses;
    }
}
