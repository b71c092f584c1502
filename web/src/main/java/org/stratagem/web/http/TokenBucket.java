package org.stratagem.web.http;

/**
 * A token bucket: it holds at most {@code capacity} tokens, gains {@code perMinute} a minute, and a
 * request takes one. A client may so send a burst of {@code capacity} requests at once, then
 * {@code perMinute} a minute for as long as it keeps up. Kept as the generic cell rate algorithm does
 * (one time, when the bucket will be full again, instead of a count of tokens and the time of the last
 * refill), so that the arithmetic is exact in whole nanoseconds. Time is given in nanoseconds (a
 * {@link System#nanoTime()} reading) so that tests choose it. Not thread-safe: {@link RequestRates}
 * guards its buckets.
 */
final class TokenBucket {
    private static final long NANOS_PER_MINUTE = 60_000_000_000L;

    /** The time one token takes to come back. */
    private final long interval;
    /** How far ahead of now {@link #fullAt} may be: the time the burst after the first request takes to come back. */
    private final long tolerance;
    /** When the bucket is full again: each request taken puts it one interval later. */
    private long fullAt;

    /**
     * @param capacity  the largest burst, at least 1
     * @param perMinute the tokens gained a minute, at least 1
     * @param now       the time of its creation, when it is full
     */
    TokenBucket(int capacity, int perMinute, long now) {
        if (capacity < 1 || perMinute < 1) {
            throw new IllegalArgumentException("a bucket needs a capacity and a rate of at least 1: " + capacity + ", " + perMinute);
        }
        this.interval = Math.max(1, NANOS_PER_MINUTE / perMinute);
        this.tolerance = (long) Math.min((capacity - 1) * (double) interval, Long.MAX_VALUE / 4.0);
        this.fullAt = now;
    }

    /**
     * Takes a token if there is one.
     *
     * @param now the time now, not before the last call's
     * @return 0 if a token was taken; else how many nanoseconds until there is one (nothing taken)
     */
    long take(long now) {
        if (fullAt - now < 0) {
            fullAt = now;
        }
        long wait = fullAt - tolerance - now;
        if (wait > 0) {
            return wait;
        }
        fullAt += interval;
        return 0;
    }

    /** @return whether the bucket is full at that time: it then knows nothing a new bucket would not */
    boolean full(long now) {
        return fullAt - now <= 0;
    }
}
