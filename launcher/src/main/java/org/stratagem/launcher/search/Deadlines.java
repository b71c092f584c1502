package org.stratagem.launcher.search;

import java.util.Map;
import java.util.logging.Logger;
import org.stratagem.engine.api.NotationException;

/**
 * The containment settings as a search uses them, each read from the configuration of
 * {@value ContainedSearches#PID} and checked: a value that is not a whole number of milliseconds,
 * zero or more, is reported in the log with its key, and its default is used.
 *
 * @param graceMillis   how long past its time limit a search may run before it is stopped
 * @param ceilingMillis how long a search without a time limit may run
 */
record Deadlines(long graceMillis, long ceilingMillis) {
    static final long GRACE_MILLIS = 500;
    static final long CEILING_MILLIS = 600_000;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    /**
     * @param properties the component's properties (its configuration among them)
     * @return the settings, defaults in place of missing or malformed values
     */
    static Deadlines of(Map<String, Object> properties) {
        return new Deadlines(millis(properties, "graceMillis", GRACE_MILLIS), millis(properties, "ceilingMillis", CEILING_MILLIS));
    }

    private static long millis(Map<String, Object> properties, String key, long fallback) {
        Object value = properties.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            long millis = Long.parseLong(value.toString().trim());
            if (millis >= 0) {
                return millis;
            }
        } catch (NumberFormatException malformed) {
            // reported below
        }
        LOG.warning("configuration " + ContainedSearches.PID + ": " + key + " '" + NotationException.excerpt(value.toString())
                + "' is not a whole number of milliseconds (0 or more); " + fallback + " is used");
        return fallback;
    }
}
