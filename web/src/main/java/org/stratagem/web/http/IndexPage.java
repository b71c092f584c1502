package org.stratagem.web.http;

import java.util.List;
import java.util.Map;

/** The index page: plain HTML listing the games and the strategies, with links to the API. */
final class IndexPage {
    private IndexPage() {
    }

    /**
     * @param games      the games, as {@link Catalog#games()} gives them
     * @param strategies the strategies, as {@link Catalog#providers} gives them
     * @return the page
     */
    static String html(List<Map<String, Object>> games, List<Map<String, Object>> strategies) {
        StringBuilder page = new StringBuilder(2048);
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Stratagem</title>\n")
                .append("<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}")
                .append("td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}</style></head>\n<body>\n")
                .append("<h1>Stratagem</h1>\n<h2>Games</h2>\n<table>\n<tr><th>id</th><th>name</th><th>bundle</th></tr>\n");
        for (Map<String, Object> game : games) {
            row(page, game.get("id"), game.get("name"), game.get("bundle") + " " + game.get("version"));
        }
        page.append("</table>\n<h2>Strategies</h2>\n<table>\n<tr><th>id</th><th>ranking</th><th>bundle</th></tr>\n");
        for (Map<String, Object> strategy : strategies) {
            row(page, strategy.get("id"), strategy.get("ranking"), strategy.get("bundle") + " " + strategy.get("version"));
        }
        return page.append("</table>\n<p>Pages: <a href=\"gomoku.html\">play Gomoku</a>, ")
                .append("<a href=\"trianglewar.html\">play Triangle War</a>, <a href=\"twofour.html\">play TwoFour</a>, ")
                .append("<a href=\"junqi.html\">Junqi, the referee's view</a>, ")
                .append("<a href=\"klotski.html\">Huarong Dao solved, and its census</a>, ")
                .append("<a href=\"match.html\">engine against engine</a>, ")
                .append("<a href=\"strategies.html\">")
                .append("the strategies, live</a>. The JSON API: <a href=\"api/openapi.json\">api/openapi.json</a></p>\n")
                .append("</body>\n</html>\n").toString();
    }

    private static void row(StringBuilder page, Object... cells) {
        page.append("<tr>");
        for (Object cell : cells) {
            page.append("<td>").append(escape(String.valueOf(cell))).append("</td>");
        }
        page.append("</tr>\n");
    }

    /** @return the text with HTML's special characters escaped */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
