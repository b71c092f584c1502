package org.stratagem.launcher.match;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;

/**
 * A player of a match: {@code strategy=ID,evaluator=ID,movegen=ID}, each part optional (a missing
 * part is the preferred provider), in any order.
 */
public final class PlayerSpec {
    private static final Set<String> KEYS = Set.of("strategy", "evaluator", "movegen");

    private PlayerSpec() {
    }

    /**
     * @param option the option that gave it, for messages ({@code --a})
     * @param text   the spec
     * @return the choice it names
     * @throws NotationException if a part is malformed, unknown or repeated
     */
    public static Choice parse(String option, String text) {
        Map<String, String> parts = new HashMap<>();
        for (String part : text.split(",", -1)) {
            int equals = part.indexOf('=');
            String key = equals < 0 ? part.strip() : part.substring(0, equals).strip();
            String value = equals < 0 ? "" : part.substring(equals + 1).strip();
            if (!KEYS.contains(key) || value.isEmpty()) {
                throw new NotationException(option + " '" + text + "': '" + part
                        + "' is not strategy=ID, evaluator=ID or movegen=ID");
            }
            if (parts.put(key, value) != null) {
                throw new NotationException(option + " '" + text + "': " + key + " is given twice");
            }
        }
        return new Choice(parts.get("strategy"), parts.get("movegen"), parts.get("evaluator"));
    }
}
