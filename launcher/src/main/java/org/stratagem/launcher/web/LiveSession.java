package org.stratagem.launcher.web;

import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.session.GameSession;
import org.stratagem.web.api.SessionEvent;
import org.stratagem.web.api.SessionState;

/**
 * A web session in memory: what is stored of it, its {@link GameSession} once its game is bound (after
 * a restart, at its first use), the search running in it, the report of its last search and its
 * watchers. One request at a time changes it ({@link #lock}); reading its last state never waits for a
 * search.
 */
final class LiveSession {
    /** Held by whoever changes the session or searches in it. */
    final ReentrantLock lock = new ReentrantLock();
    private final Watchers watchers;
    private volatile StoredSession stored;
    private volatile StopSignal running;
    private volatile Map<String, Object> lastSearch;
    private volatile SessionState lastState;
    private GameSession<?> game;

    LiveSession(StoredSession stored) {
        this.stored = stored;
        this.watchers = new Watchers("session " + stored.id());
    }

    StoredSession stored() {
        return stored;
    }

    void store(StoredSession changed) {
        stored = changed;
    }

    /** @return the bound game session, or null before the first use; under the lock */
    GameSession<?> game() {
        return game;
    }

    void bind(GameSession<?> bound) {
        game = bound;
    }

    Map<String, Object> lastSearch() {
        return lastSearch;
    }

    void searched(Map<String, Object> report) {
        lastSearch = report;
    }

    /** @return the session's state when it was last read under the lock, or null if never */
    SessionState lastState() {
        return lastState;
    }

    void read(SessionState state) {
        lastState = state;
    }

    /** @return whether a search runs in the session */
    boolean thinking() {
        return running != null;
    }

    void running(StopSignal stop) {
        running = stop;
    }

    /** @return whether a search was running and was told to stop */
    boolean stop() {
        StopSignal stop = running;
        if (stop != null) {
            stop.stop();
        }
        return stop != null;
    }

    AutoCloseable watch(Consumer<SessionEvent> watcher) {
        return watchers.watch(watcher);
    }

    /** Gives the event to every watcher; a watcher that throws is dropped. */
    void emit(SessionEvent event) {
        watchers.emit(event);
    }
}
