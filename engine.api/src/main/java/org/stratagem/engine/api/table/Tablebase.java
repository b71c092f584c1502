package org.stratagem.engine.api.table;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * The value of every state of a {@link StateGraph}, as a {@link TableSolver} computed it: for a
 * puzzle, the distance of each state to the nearest goal (the least total move cost), or
 * {@link #UNSOLVED} where no goal can be reached; for a game of two teams, the final value for the
 * team to move under best play by both. Immutable and thread-safe. Implemented by strategy bundles
 * (a table solver returns one), read by games and commands.
 */
@ConsumerType
public interface Tablebase {
    /** The value of a puzzle state from which no goal can be reached. */
    int UNSOLVED = Integer.MIN_VALUE;

    /** @return the number of states, the graph's {@link StateGraph#size()} */
    int size();

    /**
     * @param state a state, 0..size-1
     * @return its value, or {@link #UNSOLVED}
     */
    int value(int state);

    /** @return the memory the table holds, in bytes */
    long bytes();
}
