package org.stratagem.web.http;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
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
 * @param arguments the analyze command's arguments after GAME and POSITION
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
        JsonObject object = object(body);
        for (String field : object.keySet()) {
            if (!FIELDS.contains(field)) {
                throw badInput("unknown field '" + Api.cut(field) + "'");
            }
        }
        String game = text(object, "game", true);
        String position = text(object, "position", true);
        Map<String, String> choices = new LinkedHashMap<>();
        List<String> arguments = new ArrayList<>();
        for (String kind : Catalog.KINDS) {
            String id = text(object, kind, false);
            if (id != null) {
                choices.put(kind, id);
                arguments.addAll(List.of("--" + kind, id));
            }
        }
        boolean limited = limit(object, "depth", "--depth", MAX_DEPTH, arguments)
                | limit(object, "nodes", "--nodes", MAX_NODES, arguments)
                | limit(object, "timeMs", "--time", MAX_TIME_MS, arguments);
        if (!limited) {
            arguments.addAll(List.of("--time", Long.toString(DEFAULT_TIME_MS)));
        }
        variant(object, arguments);
        return new AnalyzeRequest(game, position, choices, arguments);
    }

    private static JsonObject object(String body) {
        JsonElement element;
        try {
            element = JsonParser.parseString(body);
        } catch (JsonParseException malformed) {
            throw badInput("the body is not JSON");
        }
        if (!element.isJsonObject()) {
            throw badInput("the body must be a JSON object");
        }
        return element.getAsJsonObject();
    }

    private static String text(JsonObject object, String field, boolean required) {
        JsonElement value = object.get(field);
        if (value == null || value.isJsonNull()) {
            if (required) {
                throw badInput("missing field '" + field + "'");
            }
            return null;
        }
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw badInput("field '" + field + "' must be a string");
        }
        return value.getAsString();
    }

    private static boolean limit(JsonObject object, String field, String option, long max, List<String> arguments) {
        JsonElement value = object.get(field);
        if (value == null || value.isJsonNull()) {
            return false;
        }
        long number = wholeNumber(field, value);
        if (number < 1 || number > max) {
            throw badInput("field '" + field + "' must be between 1 and " + max);
        }
        arguments.addAll(List.of(option, Long.toString(number)));
        return true;
    }

    private static long wholeNumber(String field, JsonElement value) {
        if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()) {
            JsonPrimitive number = value.getAsJsonPrimitive();
            try {
                return number.getAsBigDecimal().longValueExact();
            } catch (ArithmeticException | NumberFormatException notWhole) {
                // reported below
            }
        }
        throw badInput("field '" + field + "' must be a whole number");
    }

    private static void variant(JsonObject object, List<String> arguments) {
        JsonElement value = object.get("variant");
        if (value == null || value.isJsonNull()) {
            return;
        }
        if (!value.isJsonObject()) {
            throw badInput("field 'variant' must be an object of option names and values");
        }
        for (Map.Entry<String, JsonElement> option : value.getAsJsonObject().entrySet()) {
            JsonElement optionValue = option.getValue();
            if (!option.getKey().matches("[a-z][a-z0-9-]*") || !optionValue.isJsonPrimitive()
                    || optionValue.getAsJsonPrimitive().isBoolean()) {
                throw badInput("variant option '" + Api.cut(option.getKey()) + "' must be a name with a string or number");
            }
            arguments.addAll(List.of("--" + option.getKey(), optionValue.getAsString()));
        }
    }

    private static HttpError badInput(String message) {
        return new HttpError(400, message);
    }
}
