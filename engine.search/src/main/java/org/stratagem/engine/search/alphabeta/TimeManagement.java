package org.stratagem.engine.search.alphabeta;

/**
 * When to start another iteration under a per-move time budget ({@code SearchLimits.timeMillis});
 * Stockfish's {@code timeman.cpp} in miniature.
 *
 * <p>Two limits. The hard limit is the budget itself: the search polls the clock and stops
 * mid-iteration when it runs out, answering with the last completed iteration (see
 * {@link org.stratagem.engine.search.common.SearchRun}). The soft limit, here, is half the budget:
 * no iteration starts once it is spent. An iteration usually costs more than all the earlier ones
 * together (the tree grows by the branching factor with each ply), so one started past half the
 * budget would most likely be cut off by the hard limit and its result thrown away; ending early
 * leaves that time unspent instead, and the move is the same.
 *
 * <p>Whole-game budgets (a clock for the rest of the game, increments, moves to go) are left for
 * later: the API has no field for them, so a caller with a game clock divides it into per-move
 * budgets itself.
 */
final class TimeManagement {
    /** The share of the budget after which no iteration starts, in percent. */
    static final int SOFT_LIMIT_PERCENT = 50;

    private TimeManagement() {
    }

    /**
     * @param elapsedMillis the time spent so far
     * @param budgetMillis  the per-move budget; 0 for none
     * @return whether another iteration may start
     */
    static boolean startsAnotherIteration(long elapsedMillis, long budgetMillis) {
        return budgetMillis == 0 || elapsedMillis * 100 <= budgetMillis * SOFT_LIMIT_PERCENT;
    }
}
