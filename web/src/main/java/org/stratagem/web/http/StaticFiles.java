package org.stratagem.web.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * The pages and their scripts and style, plain files of this bundle ({@code pages/} beside this class),
 * served by name: only the files listed here, each with its content type, so that no request names
 * anything else of the bundle or of the disk.
 */
final class StaticFiles {
    private static final String HTML = "text/html; charset=utf-8";
    private static final String JS = "text/javascript; charset=utf-8";
    private static final Map<String, String> FILES = Map.of(
            "/gomoku.html", HTML,
            "/strategies.html", HTML,
            "/klotski.html", HTML,
            "/match.html", HTML,
            "/gomoku.js", JS,
            "/klotski.js", JS,
            "/match.js", JS,
            "/strategies.js", JS,
            "/api.js", JS,
            "/stratagem.css", "text/css; charset=utf-8");

    private StaticFiles() {
    }

    /**
     * @param path the request's path
     * @return the file's reply, if it is one of the pages' files
     */
    static Optional<Reply> file(String path) {
        String type = FILES.get(path);
        if (type == null) {
            return Optional.empty();
        }
        try (InputStream in = StaticFiles.class.getResourceAsStream("pages" + path)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Optional.of(new Reply(200, type, text.stripTrailing(), Map.of()));
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
