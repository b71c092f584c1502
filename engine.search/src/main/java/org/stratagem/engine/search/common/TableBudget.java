package org.stratagem.engine.search.common;

import org.stratagem.engine.api.search.SearchLimits;

/**
 * The memory a strategy's table may take for searches under some limits: the smallest of
 * <ol>
 * <li>the limits' memory budget, or the strategy's default when they leave it to the strategy;</li>
 * <li>what the searches can fill: a search under a time or node limit visits at most
 *     {@value #POSITIONS_PER_MILLI} positions a millisecond a thread (above the fastest strategy
 *     measured, about 12 M a second a thread) or its node limit, and keeps at most
 *     {@value #BYTES_PER_POSITION} bytes a position (a transposition table entry takes 24, a memo key
 *     about 17, a tree node 30); a larger table would only cost the time to allocate it;</li>
 * <li>what the Java heap can hold: its free room (the table being replaced counted as free) less an
 *     eighth of the heap for the platform and the searches, times two thirds, since a table that
 *     grows by doubling holds its old and new arrays for a moment. A budget the heap cannot hold
 *     gives a smaller table, never an {@link OutOfMemoryError}.</li>
 * </ol>
 * Stockfish sizes its hash once, when told, and so does a {@link TableSession}: this is the size.
 */
public final class TableBudget {
    /** Positions a thread visits in a millisecond, at most (measured: 10-12 M a second, mcts on Triangle War). */
    static final long POSITIONS_PER_MILLI = 25_000;
    /** The most bytes a table keeps for one visited position. */
    static final long BYTES_PER_POSITION = 32;
    /** The smallest table: what a budget is never cut below. */
    static final long MIN_BYTES = 1 << 16;

    private TableBudget() {
    }

    /**
     * @param limits         the limits of the searches
     * @param defaultBytes   the budget when the limits leave memory to the strategy
     * @param replacedBytes  the memory of the table the new one replaces, freed before it is made
     * @return the budget in bytes
     */
    public static long bytes(SearchLimits limits, long defaultBytes, long replacedBytes) {
        long asked = limits.memoryMb() > 0 ? (long) limits.memoryMb() << 20 : defaultBytes;
        return Math.max(MIN_BYTES, Math.min(asked, Math.min(fillable(limits), heapRoom(replacedBytes))));
    }

    /** @return the bytes the searches can fill under the limits' time and node limits, or no limit */
    static long fillable(SearchLimits limits) {
        int threads = Math.max(1, limits.threads());
        long positions = Long.MAX_VALUE;
        if (limits.deadlineMillis() > 0) {
            positions = limits.deadlineMillis() * POSITIONS_PER_MILLI * threads;
        }
        if (limits.nodes() > 0) {
            positions = Math.min(positions, limits.nodes());
        }
        return positions > Long.MAX_VALUE / BYTES_PER_POSITION ? Long.MAX_VALUE : positions * BYTES_PER_POSITION;
    }

    /** @return the bytes the heap can give a table now, the replaced table's counted as free */
    static long heapRoom(long replacedBytes) {
        Runtime heap = Runtime.getRuntime();
        long used = heap.totalMemory() - heap.freeMemory() - replacedBytes;
        return Math.max(0, heap.maxMemory() - heap.maxMemory() / 8 - used) / 3 * 2;
    }
}
