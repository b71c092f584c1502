package org.stratagem.web.http;

import java.util.HashMap;
import java.util.Map;

/**
 * The requests each client has in progress, at most so many at once: an event stream holds its slot for
 * as long as it stays open, a search for as long as it runs. Only clients with a request in progress
 * have an entry, so the table is no larger than the server's connections. Thread-safe.
 */
final class ClientSlots {
    private final int perClient;
    private final Map<String, Integer> taken = new HashMap<>();

    /**
     * @param perClient the requests a client may have in progress at once, at least 1
     */
    ClientSlots(int perClient) {
        this.perClient = perClient;
    }

    /**
     * @param client the client's key
     * @return whether the client had a slot free, now taken; give it back with {@link #release}
     */
    synchronized boolean tryAcquire(String client) {
        int held = taken.getOrDefault(client, 0);
        if (held >= perClient) {
            return false;
        }
        taken.put(client, held + 1);
        return true;
    }

    /** Gives back a slot that {@link #tryAcquire} took. */
    synchronized void release(String client) {
        taken.computeIfPresent(client, (key, held) -> held == 1 ? null : held - 1);
    }

    /** @return how many clients have a request in progress */
    synchronized int clients() {
        return taken.size();
    }

    /** @return the requests a client may have in progress at once */
    int perClient() {
        return perClient;
    }
}
