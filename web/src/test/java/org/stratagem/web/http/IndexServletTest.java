package org.stratagem.web.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.web.api.CommandRunner;

/** The pages' files are served by name from a fixed list: no path names anything else of the bundle or of the disk. */
class IndexServletTest {
    private final CommandRunner runner = (name, arguments, input) -> new CommandRunner.Outcome(0, "{\"services\": []}", "");
    private final IndexServlet servlet = new IndexServlet(new Catalog(runner, List.of()));

    @Test
    void thePagesFilesAreServed() {
        for (String file : List.of("/gomoku.html", "/strategies.html", "/gomoku.js", "/strategies.js", "/api.js",
                "/stratagem.css", "/trianglewar.html", "/trianglewar.js", "/twofour.html", "/twofour.js", "/junqi.html",
                "/junqi.js", "/play.js", "/boards.css")) {
            Reply reply = servlet.reply("GET", file);
            assertEquals(200, reply.status(), file);
            assertTrue(StaticFiles.has(file), file);
            assertTrue(reply.body().length() > 100, file);
            String extension = file.substring(file.lastIndexOf('.') + 1);
            assertTrue(reply.contentType().startsWith(extension.equals("js") ? "text/javascript" : "text/" + extension),
                    reply.contentType());
        }
    }

    @Test
    void theIndexLinksEveryPage() {
        String index = servlet.reply("GET", "/").body();
        for (String page : List.of("gomoku.html", "trianglewar.html", "twofour.html", "junqi.html", "strategies.html")) {
            assertTrue(index.contains("<a href=\"" + page + "\">"), page);
        }
    }

    @Test
    void noOtherPathNamesAFile() {
        for (String path : List.of("/../etc/passwd", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
                "/..%2f..%2fetc%2fpasswd", "/gomoku.html/../../../etc/passwd", "//etc/passwd", "/etc/passwd",
                "/pages/gomoku.html", "/./gomoku.html", "/GOMOKU.HTML", "/gomoku.html%00", "/..\\..\\etc\\passwd",
                "/org/stratagem/web/http/Api.class", "/openapi.json", "/META-INF/MANIFEST.MF", "/data/web-token",
                "/sessions/0123456789ab.json", "file:///etc/passwd")) {
            Reply reply = servlet.reply("GET", path);
            assertEquals(404, reply.status(), path);
            assertEquals("not found: " + Api.cut(path), reply.body());
        }
    }
}
