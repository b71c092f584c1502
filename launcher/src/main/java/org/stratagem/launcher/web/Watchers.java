package org.stratagem.launcher.web;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.stratagem.web.api.SessionEvent;

/** The watchers of a session's or a match's events; thread-safe. */
final class Watchers {
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher");

    private final String what;
    private final List<Consumer<SessionEvent>> watchers = new CopyOnWriteArrayList<>();

    /**
     * @param what what is watched, for the log ({@code session ID})
     */
    Watchers(String what) {
        this.what = what;
    }

    /** @return closing it ends the watch */
    AutoCloseable watch(Consumer<SessionEvent> watcher) {
        watchers.add(watcher);
        return () -> watchers.remove(watcher);
    }

    /** Gives the event to every watcher; a watcher that throws is dropped. */
    void emit(SessionEvent event) {
        for (Consumer<SessionEvent> watcher : watchers) {
            try {
                watcher.accept(event);
            } catch (RuntimeException failed) {
                watchers.remove(watcher);
                LOG.fine("a watcher of " + what + " failed and was dropped: " + failed);
            }
        }
    }
}
