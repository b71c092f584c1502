package org.stratagem.web.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code POST /api/analyze}, read strictly and turned into the arguments of the
 * {@code analyze} command: {@code {"game": ID, "position": TEXT, "strategy"?: ID, "evaluator"?: ID,
 * "movegen"?: ID, "depth"?: N, "nodes"?: N, "timeMs"?: N, "variant"?: {NAME: VALUE}}}. A field that is
 * not one of these, of the wrong type or out of range is a 400. Without any limit the search gets
 * {@value #DEFAULT_TIME_MS} ms; no limit may exceed the ranges below, so that no request holds the
 * server for long.
 *
 * @param game      the game's id
 * @param arguments the analyze command's options (they follow GAME; POSITION comes last, after {@code --})
 * @param position  the position, in the game's notation
 * @param choices   the chosen providers by kind ({@code strategy}, {@code evaluator}, {@code movegen})
 */
record AnalyzeRequest(String game, String position, Map<String, String> choices, List<String> arguments) {
    static final long DEFAULT_TIME_MS = 5_000;
    static final long MAX_TIME_MS = 60_000;
    static final long MAX_DEPTH = 200;
    static final long MAX_NODES = 10_000_000_000L;
    private static final Set<String> FIELDS = Set.of("game", "position", "strategy", "evaluator", "movegen", "depth",
            "nodes", "timeMs", "variant");

    /**
     * @param body the request's body
     * @return the request
     * @throws HttpError 400, saying which field is wrong and why
     */
    static AnalyzeRequest parse(String body) {
        JsonBody object = JsonBody.parse(body, FIELDS);
        String game = object.text("game", true);
        String position = object.text("position", true);
        Map<String, String> choices = choices(object);
        List<String> arguments = new ArrayList<>();
        choices.forEach((kind, id) -> arguments.addAll(List.of("--" + kind, id)));
        boolean limited = limit(object.number("depth", MAX_DEPTH), "--depth", arguments)
                | limit(object.number("nodes", MAX_NODES), "--nodes", arguments)
                | limit(object.number("timeMs", MAX_TIME_MS), "--time", arguments);
        if (!limited) {
            arguments.addAll(List.of("--time", Long.toString(DEFAULT_TIME_MS)));
        }
        object.variant().forEach((option, value) -> arguments.addAll(List.of("--" + option, value)));
        return new AnalyzeRequest(game, position, choices, arguments);
    }

    /** @return the providers the body chooses, by kind, in {@link Catalog#KINDS}' order */
    static Map<String, String> choices(JsonBody object) {
        Map<String, String> choices = new LinkedHashMap<>();
        for (String kind : Catalog.KINDS) {
            String id = object.text(kind, false);
            if (id != null) {
                choices.put(kind, id);
            }
        }
        return choices;
    }

    private static boolean limit(Long value, String option, List<String> arguments) {
        if (value == null) {
            return false;
        }
        arguments.addAll(List.of(option, Long.toString(value)));
        return true;
    }
}
