package org.stratagem.launcher.web;

import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.web.api.SessionException;
import org.stratagem.web.api.SessionSettings;

/**
 * A session's {@link SessionSettings} checked and turned into what a search takes. Every search is
 * bounded in time, so that no request holds a strategy for long: {@value #DEFAULT_TIME_MS} ms without any
 * limit, and at most {@value #MAX_TIME_MS} ms whatever the depth or nodes asked.
 */
final class EngineSettings {
    static final long DEFAULT_TIME_MS = 5_000;
    static final long MAX_TIME_MS = 60_000;
    static final int MAX_DEPTH = 200;

    private EngineSettings() {
    }

    /**
     * @return the settings
     * @throws SessionException BAD_INPUT naming the limit out of its range
     */
    static SessionSettings check(SessionSettings settings) {
        range("timeMs", settings.timeMs(), MAX_TIME_MS);
        range("depth", settings.depth() == null ? null : settings.depth().longValue(), MAX_DEPTH);
        range("nodes", settings.nodes(), Long.MAX_VALUE);
        return settings;
    }

    private static void range(String name, Long value, long max) {
        if (value != null && (value < 1 || value > max)) {
            throw new SessionException(SessionException.Reason.BAD_INPUT, name + " " + value + " is not in 1.." + max);
        }
    }

    /** @return the providers chosen, null where the preferred one is */
    static Choice choice(SessionSettings settings) {
        return new Choice(id(settings.strategy()), id(settings.movegen()), id(settings.evaluator()));
    }

    /** @return the limits of one search, one thread */
    static SearchLimits limits(SessionSettings settings) {
        boolean unlimited = settings.timeMs() == null && settings.depth() == null && settings.nodes() == null;
        long time = settings.timeMs() != null ? settings.timeMs() : unlimited ? DEFAULT_TIME_MS : MAX_TIME_MS;
        return new SearchLimits(settings.depth() == null ? 0 : settings.depth(),
                settings.nodes() == null ? 0 : settings.nodes(), time, 0, 1);
    }

    private static String id(String chosen) {
        return chosen == null || chosen.isEmpty() ? null : chosen;
    }
}
