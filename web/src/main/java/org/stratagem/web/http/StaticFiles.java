package org.stratagem.web.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The pages and their scripts and style, plain files of this bundle ({@code pages/} beside this class),
 * served by name: only the files listed here, each with its content type, so that no request names
 * anything else of the bundle or of the disk.
 */
final class StaticFiles {
    /** The pages' files, by path; each page's script beside it, the shared ones after. */
    private static final Set<String> FILES = Set.of(
            "/gomoku.html", "/gomoku.js", "/gomoku-board.js",
            "/strategies.html", "/strategies.js",
            "/trianglewar.html", "/trianglewar.js", "/trianglewar-board.js",
            "/twofour.html", "/twofour.js", "/twofour-board.js",
            "/junqi.html", "/junqi.js",
            "/klotski.html", "/klotski.js",
            "/match.html", "/match.js",
            "/api.js", "/play.js", "/stratagem.css", "/boards.css");
    /** The content type of each kind of file, by the name's extension. */
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8");

    private StaticFiles() {
    }

    /** @return whether the path names one of the pages' files */
    static boolean has(String path) {
        return FILES.contains(path);
    }

    /**
     * @param path the request's path
     * @return the file's reply, if it is one of the pages' files
     */
    static Optional<Reply> file(String path) {
        if (!FILES.contains(path)) {
            return Optional.empty();
        }
        String type = TYPES.get(path.substring(path.lastIndexOf('.') + 1));
        try (InputStream in = StaticFiles.class.getResourceAsStream("pages" + path)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Optional.of(new Reply(200, type, text.stripTrailing(), Map.of()));
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
