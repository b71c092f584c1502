package org.stratagem.engine.api;

/**
 * The budget of one search. A searcher honours every limit that is set and stops at the first one
 * reached; a limit of 0 means "not set". With no limit set, a search runs until it proves the
 * result or is stopped through its {@link StopSignal}.
 *
 * @param depth      the nominal depth in plies (iterative searches stop after completing it)
 * @param nodes      the number of positions visited
 * @param timeMillis the wall-clock time in milliseconds
 * @param memoryMb   the memory for tables (transposition table, memo) in MiB; 0 lets the strategy choose
 * @param threads    the number of search threads; 0 or 1 is one thread
 */
public record SearchLimits(int depth, long nodes, long timeMillis, int memoryMb, int threads) {

    /** No limit at all. */
    public static final SearchLimits NONE = new SearchLimits(0, 0, 0, 0, 1);

    /**
     * @throws IllegalArgumentException if a limit is negative
     */
    public SearchLimits {
        if (depth < 0 || nodes < 0 || timeMillis < 0 || memoryMb < 0 || threads < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
    }

    /**
     * @param depth the depth limit in plies
     * @return limits with only that depth
     */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0, 0, 1);
    }

    /**
     * @param millis the time limit in milliseconds
     * @return limits with only that time
     */
    public static SearchLimits time(long millis) {
        return new SearchLimits(0, 0, millis, 0, 1);
    }

    /**
     * @param nodes the node limit
     * @return limits with only that node count
     */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(0, nodes, 0, 0, 1);
    }

    /**
     * @param millis the time limit in milliseconds
     * @return these limits with the time limit replaced
     */
    public SearchLimits withTime(long millis) {
        return new SearchLimits(depth, nodes, millis, memoryMb, threads);
    }

    /**
     * @param count the number of threads
     * @return these limits with the thread count replaced
     */
    public SearchLimits withThreads(int count) {
        return new SearchLimits(depth, nodes, timeMillis, memoryMb, count);
    }
}
