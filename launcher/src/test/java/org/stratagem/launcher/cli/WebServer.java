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
import java.util.ArrayList;
import java.util.List;
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
    /** What the web command printed after the address (the address with the token, when one is required), or null. */
    public final String second;

    private WebServer(Process process, Path home, Path err, String base, String second) {
        this.process = process;
        this.home = home;
        this.err = err;
        this.base = base;
        this.second = second;
    }

    /**
     * @param home the platform's folder
     * @return the platform serving on a free port, once it has printed its address
     */
    public static WebServer start(Path home) throws IOException, InterruptedException {
        return start(home, null);
    }

    /**
     * @param home the platform's folder
     * @param bind the address to bind ({@code --bind}), or null for the default; a wildcard one is reached on 127.0.0.1
     * @return the platform serving on a free port, once it has printed its address (and the line after it,
     *         unless bound to a loopback address)
     */
    public static WebServer start(Path home, String bind) throws IOException, InterruptedException {
        int port = freePort();
        Path err = Files.createTempFile("stratagem-web", ".err");
        List<String> command = new ArrayList<>(List.of(CommandLineIT.SCRIPT.toString(), "web", "--port", Integer.toString(port)));
        if (bind != null) {
            command.addAll(List.of("--bind", bind));
        }
        ProcessBuilder builder = new ProcessBuilder(command).directory(home.toFile()).redirectError(err.toFile());
        builder.environment().put("STRATAGEM_HOME", home.toString());
        Process process = builder.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String address = line(out);
        String host = bind == null ? "127.0.0.1" : bind;
        if (!("http://" + host + ":" + port + "/").equals(address)) {
            process.destroyForcibly();
            throw new IllegalStateException("web printed '" + address + "' first; stderr: " + Files.readString(err));
        }
        String second = host.startsWith("127.") ? null : line(out);
        return new WebServer(process, home, err, "http://127.0.0.1:" + port + "/", second);
    }

    public HttpResponse<String> get(String path, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return send("POST", path, body);
    }

    HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(90))
                .method(method, HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Ends the platform as a user does, its input closed (Ctrl-D): it stops its components and exits. */
    void quit() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the platform did not exit within 60 s of its input's end");
        }
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

    private static String line(BufferedReader out) {
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
