package org.stratagem.launcher.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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

/**
 * {@code ./stratagem web --port P} in a real subprocess, with its own platform folder
 * ({@code STRATAGEM_HOME}: its {@code data/}, {@code load/} and {@code conf/}), and an HTTP client for it.
 * Closing it kills the platform.
 */
public final class WebServer implements AutoCloseable {
    static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    final Process process;
    public final Path home;
    final Path err;
    public final String base;

    private WebServer(Process process, Path home, Path err, String base) {
        this.process = process;
        this.home = home;
        this.err = err;
        this.base = base;
    }

    /**
     * @param home the platform's folder
     * @return the platform serving on a free port, once it has printed its address
     */
    public static WebServer start(Path home) throws IOException, InterruptedException {
        int port = freePort();
        Path err = Files.createTempFile("stratagem-web", ".err");
        ProcessBuilder builder = new ProcessBuilder(CommandLineIT.SCRIPT.toString(), "web", "--port", Integer.toString(port))
                .directory(home.toFile()).redirectError(err.toFile());
        builder.environment().put("STRATAGEM_HOME", home.toString());
        Process process = builder.start();
        String base = firstLine(process);
        if (!("http://127.0.0.1:" + port + "/").equals(base)) {
            process.destroyForcibly();
            throw new IllegalStateException("web printed '" + base + "' first; stderr: " + Files.readString(err));
        }
        return new WebServer(process, home, err, base);
    }

    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return send("POST", path, body);
    }

    HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(90))
                .method(method, HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Kills the platform's JVM at once (SIGKILL: the script execs java), as a crash would. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }

    private static String firstLine(Process web) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(web.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException unreadable) {
                return "unreadable: " + unreadable;
            }
        });
        try {
            return line.get(60, TimeUnit.SECONDS);
        } catch (Exception late) {
            return "nothing within 60 s (" + late + ")";
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
