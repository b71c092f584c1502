package org.stratagem.engine.api.search;

/**
 * Tells a running search to stop: set by the caller (a user's "stop", a strategy being unbound,
 * a platform shutting down) and polled by the searcher. A search that sees it set returns
 * promptly with the best result it has, marked as not proven unless it was proven before.
 * Thread-safe; one signal may be shared by every thread of a parallel search.
 */
public final class StopSignal {
    private volatile boolean stopped;

    /** Asks the search to stop; idempotent. */
    public void stop() {
        stopped = true;
    }

    /** @return whether a stop was asked for */
    public boolean isStopped() {
        return stopped;
    }
}
