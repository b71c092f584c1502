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
 * A request's JSON body, read strictly: an object of known fields, each of its type and range, or a
 * 400 that names the field and says what it must be.
 */
final class JsonBody {
    private final JsonObject object;

    private JsonBody(JsonObject object) {
        this.object = object;
    }

    /**
     * @param body   the body; empty is an empty object
     * @param fields the fields it may have
     * @return the body
     * @throws HttpError 400 if it is not a JSON object of those fields
     */
    static JsonBody parse(String body, Set<String> fields) {
        JsonElement element;
        try {
            element = body.isBlank() ? new JsonObject() : JsonParser.parseString(body);
        } catch (JsonParseException malformed) {
            throw badInput("the body is not JSON");
        }
        if (!element.isJsonObject()) {
            throw badInput("the body must be a JSON object");
        }
        for (String field : element.getAsJsonObject().keySet()) {
            if (!fields.contains(field)) {
                throw badInput("unknown field '" + Api.cut(field) + "'");
            }
        }
        return new JsonBody(element.getAsJsonObject());
    }

    /** @return whether the field is given (and not null) */
    boolean has(String field) {
        return value(field) != null;
    }

    /** @return the string field, or null when it is absent and not required */
    String text(String field, boolean required) {
        JsonElement value = value(field);
        if (value == null) {
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

    /** @return the whole number field within 1..max, or null when it is absent */
    Long number(String field, long max) {
        JsonElement value = value(field);
        if (value == null) {
            return null;
        }
        long number = wholeNumber(field, value);
        if (number < 1 || number > max) {
            throw badInput("field '" + field + "' must be between 1 and " + max);
        }
        return number;
    }

    /** @return the boolean field, or the default when it is absent */
    boolean flag(String field, boolean absent) {
        JsonElement value = value(field);
        if (value == null) {
            return absent;
        }
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isBoolean()) {
            throw badInput("field '" + field + "' must be true or false");
        }
        return value.getAsBoolean();
    }

    /** @return the field's array of strings, empty when it is absent */
    List<String> texts(String field) {
        JsonElement value = value(field);
        List<String> texts = new ArrayList<>();
        if (value == null) {
            return texts;
        }
        if (!value.isJsonArray()) {
            throw badInput("field '" + field + "' must be an array of strings");
        }
        for (JsonElement element : value.getAsJsonArray()) {
            if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isString()) {
                throw badInput("field '" + field + "' must be an array of strings");
            }
            texts.add(element.getAsString());
        }
        return texts;
    }

    /** @return the variant options, by name: names of lower-case letters, values strings or numbers */
    Map<String, String> variant() {
        JsonElement value = value("variant");
        Map<String, String> options = new LinkedHashMap<>();
        if (value == null) {
            return options;
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
            options.put(option.getKey(), optionValue.getAsString());
        }
        return options;
    }

    private JsonElement value(String field) {
        JsonElement value = object.get(field);
        return value == null || value.isJsonNull() ? null : value;
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

    static HttpError badInput(String message) {
        return new HttpError(400, message);
    }
}
