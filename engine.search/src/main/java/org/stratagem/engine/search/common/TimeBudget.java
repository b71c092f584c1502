package org.stratagem.engine.search.common;

import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/**
 * How long one move should take: time management, Stockfish's {@code timeman.cpp} in miniature.
 *
 * <p>Two figures. The maximum is the hard deadline: the search polls the clock and stops
 * mid-iteration when it passes (see {@link SearchRun}). The optimum is the time the search aims to
 * spend: an anytime search (MCTS) stops there, and an iterative search starts no iteration once half
 * of it is spent. An iteration usually costs more than all the earlier ones together (the tree grows
 * by the branching factor with each ply), so one started later would most likely run past the
 * optimum, and often be cut off by the maximum and thrown away (alpha-beta keeps of it only a move that
 * beat the last iteration's); ending early leaves that time on the clock instead. Where no clock keeps
 * it ({@link #banksTimeLeft()}), alpha-beta spends it on that move all the same.
 *
 * <p>The figures. With only a per-move time limit, both are that limit. With a game clock, the
 * optimum is an even share of the time left over the moves to go (at most
 * {@value #ASSUMED_MOVES_TO_GO}, which is also assumed in sudden death) plus three quarters of the
 * increment; the maximum is {@value #MAXIMUM_OVER_OPTIMUM} times the optimum, within the clock's
 * {@linkplain GameClock#longestMoveMillis() longest move} and the time limit, where one is set.
 *
 * @param optimumMillis the time to aim for, in milliseconds; 0 for no time limit
 * @param maximumMillis the hard deadline, in milliseconds; 0 for none
 */
public record TimeBudget(long optimumMillis, long maximumMillis) {
    /** The moves left in the game when a clock does not say, and the most ever planned for. */
    static final int ASSUMED_MOVES_TO_GO = 30;
    /** How far past its optimum a move may run before the hard deadline stops it. */
    static final int MAXIMUM_OVER_OPTIMUM = 5;

    /**
     * @param limits a search's limits
     * @return the budget of one move under them
     */
    public static TimeBudget of(SearchLimits limits) {
        long deadline = limits.deadlineMillis();
        GameClock clock = limits.clock();
        if (!clock.isSet()) {
            return new TimeBudget(deadline, deadline);
        }
        int movesToGo = clock.movesToGo() > 0 ? Math.min(clock.movesToGo(), ASSUMED_MOVES_TO_GO) : ASSUMED_MOVES_TO_GO;
        long share = Math.max(1, clock.remainingMillis() / movesToGo + clock.incrementMillis() * 3 / 4);
        long optimum = Math.min(share, deadline);
        return new TimeBudget(optimum, Math.min(deadline, optimum * MAXIMUM_OVER_OPTIMUM));
    }

    /**
     * @param elapsedMillis the time spent on the move so far
     * @return whether an iterative search may start another iteration: less than half the optimum spent
     */
    public boolean startsAnotherIteration(long elapsedMillis) {
        return optimumMillis == 0 || elapsedMillis * 2 <= optimumMillis;
    }

    /**
     * @return whether time a move leaves unspent serves later moves: a game clock keeps it, unless the
     *         move's own limit is what binds it (its optimum is its maximum); without a clock, or with a
     *         clock whose share of the moves to go is no less than the limit, the time left is lost
     */
    public boolean banksTimeLeft() {
        return optimumMillis < maximumMillis;
    }

    /**
     * @param elapsedMillis the time spent on the move so far
     * @return whether an anytime search should answer now: the optimum is spent
     */
    public boolean optimumSpent(long elapsedMillis) {
        return optimumMillis > 0 && elapsedMillis >= optimumMillis;
    }
}
