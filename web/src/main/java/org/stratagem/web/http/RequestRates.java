package org.stratagem.web.http;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The request rate of each client: a {@link TokenBucket} per client, in a table of at most
 * {@value #MAX_CLIENTS} entries, so that a flood of addresses cannot grow it without bound. A full
 * bucket carries nothing a new one would not, so the full ones are dropped once a minute (the idle
 * clients); beyond the bound, the least recently seen client is dropped first. Thread-safe.
 */
final class RequestRates {
    static final int MAX_CLIENTS = 10_000;
    private static final long SWEEP_NANOS = 60_000_000_000L;

    private final int capacity;
    private final int perMinute;
    private final Map<String, TokenBucket> buckets = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, TokenBucket> eldest) {
            return size() > MAX_CLIENTS;
        }
    };
    private long lastSweep;

    /**
     * @param capacity  each client's largest burst, at least 1
     * @param perMinute each client's sustained requests a minute, at least 1
     * @param now       the time now ({@link System#nanoTime()})
     */
    RequestRates(int capacity, int perMinute, long now) {
        this.capacity = capacity;
        this.perMinute = perMinute;
        this.lastSweep = now;
    }

    /**
     * Counts a request of the client.
     *
     * @param client the client's key (its address)
     * @param now    the time now ({@link System#nanoTime()})
     * @return 0 if the request may go on; else how many nanoseconds until the client may send one
     */
    synchronized long take(String client, long now) {
        if (now - lastSweep >= SWEEP_NANOS) {
            lastSweep = now;
            for (Iterator<TokenBucket> bucket = buckets.values().iterator(); bucket.hasNext();) {
                if (bucket.next().full(now)) {
                    bucket.remove();
                }
            }
        }
        return buckets.computeIfAbsent(client, key -> new TokenBucket(capacity, perMinute, now)).take(now);
    }

    /** @return how many clients the table holds */
    synchronized int clients() {
        return buckets.size();
    }
}
