package org.stratagem.engine.api.search;

import java.util.Objects;

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
 * @param clock      the whole-game clock of the side to move, {@link GameClock#NONE} if there is
 *                   none; the searcher spends a share of it on this move and never all of it. With
 *                   both a clock and a time limit, the move takes no longer than the time limit.
 */
public record SearchLimits(int depth, long nodes, long timeMillis, int memoryMb, int threads, GameClock clock) {

    /** No limit at all. */
    public static final SearchLimits NONE = new SearchLimits(0, 0, 0, 0, 1);

    /**
     * @throws IllegalArgumentException if a limit is negative
     * @throws NullPointerException     if the clock is missing
     */
    public SearchLimits {
        if (depth < 0 || nodes < 0 || timeMillis < 0 || memoryMb < 0 || threads < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
        Objects.requireNonNull(clock, "clock");
    }

    /**
     * Limits without a game clock.
     *
     * @param depth      the nominal depth in plies
     * @param nodes      the number of positions visited
     * @param timeMillis the wall-clock time in milliseconds
     * @param memoryMb   the memory for tables in MiB
     * @param threads    the number of search threads
     */
    public SearchLimits(int depth, long nodes, long timeMillis, int memoryMb, int threads) {
        this(depth, nodes, timeMillis, memoryMb, threads, GameClock.NONE);
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
     * @return the longest the search may take, in milliseconds: the time limit, the clock's
     *         {@linkplain GameClock#longestMoveMillis() longest move}, or the smaller of both; 0 if
     *         neither is set
     */
    public long deadlineMillis() {
        long onClock = clock.longestMoveMillis();
        if (timeMillis == 0 || onClock == 0) {
            return Math.max(timeMillis, onClock);
        }
        return Math.min(timeMillis, onClock);
    }

    /**
     * @param millis the time limit in milliseconds
     * @return these limits with the time limit replaced
     */
    public SearchLimits withTime(long millis) {
        return new SearchLimits(depth, nodes, millis, memoryMb, threads, clock);
    }

    /**
     * @param megabytes the memory for tables in MiB, 0 to let the strategy choose
     * @return these limits with the memory replaced
     */
    public SearchLimits withMemory(int megabytes) {
        return new SearchLimits(depth, nodes, timeMillis, megabytes, threads, clock);
    }

    /**
     * @param count the number of threads
     * @return these limits with the thread count replaced
     */
    public SearchLimits withThreads(int count) {
        return new SearchLimits(depth, nodes, timeMillis, memoryMb, count, clock);
    }

    /**
     * @param gameClock the whole-game clock of the side to move
     * @return these limits with that clock
     */
    public SearchLimits withClock(GameClock gameClock) {
        return new SearchLimits(depth, nodes, timeMillis, memoryMb, threads, gameClock);
    }
}
