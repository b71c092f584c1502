package org.stratagem.engine.api.table;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * The moves of a game between the states of its {@link IndexedStateSpace}, followed by index
 * without building positions: what a {@link TableSolver} needs to solve every state of a game in
 * one table, as retrograde analysis solves endgames. State {@code i} of the graph is state
 * {@code i} of the space it came from.
 *
 * <p>Two kinds of graph, told apart by {@link #singleAgent()}:
 * <ul>
 * <li>a single-agent puzzle: a terminal state is a goal when its {@link #terminalValue} is at least
 *     0 (a dead end otherwise); a solver works backwards from the goals through
 *     {@link #predecessors}, and a state's value is its distance (the least total move cost) to a
 *     goal;</li>
 * <li>a game of two teams without chance: a solver works from the terminal states back through
 *     {@link #successors}, and a state's value is the game's final value for the team to move under
 *     best play by both, in the game's units, counting from that state on (rewards already gained
 *     are not part of the state). The graph must be acyclic.</li>
 * </ul>
 * Implementations are stateless or thread-safe: a solver may call them from several threads, each
 * with its own {@link Transitions} buffer.
 */
@ConsumerType
public interface StateGraph {

    /** @return the number of states, the same as the space's {@link IndexedStateSpace#size()} */
    int size();

    /** @return whether this is a single-agent puzzle rather than a game of two teams */
    boolean singleAgent();

    /**
     * @param state a state, 0..size-1
     * @return whether the state has no moves: a goal or dead end of a puzzle, the end of a game
     */
    boolean isTerminal(int state);

    /**
     * @param state a terminal state
     * @return the final value for the team to move there (a puzzle: at least 0 for a goal)
     */
    int terminalValue(int state);

    /**
     * Lists the moves out of a state: for each legal move (or each move of the generator the graph
     * was made for), the state it leads to, its reward and whether the turn stays. Empty exactly when
     * the state is terminal. Moves that lead to the same state may be listed once.
     *
     * @param state a state, 0..size-1
     * @param out   cleared and filled with the moves
     */
    void successors(int state, Transitions out);

    /**
     * Lists the moves into a state: for each non-terminal state with a move to {@code state}, that
     * state, the move's reward and whether the turn stays. Puzzles must provide it; games of two
     * teams may leave it unsupported.
     *
     * @param state a state, 0..size-1
     * @param out   cleared and filled with the moves
     * @throws UnsupportedOperationException if the graph cannot list moves backwards
     */
    default void predecessors(int state, Transitions out) {
        throw new UnsupportedOperationException("this state graph lists moves forwards only");
    }

    /**
     * @return whether every move leads to a state of higher index, so that a solver may fill its
     *         table from the last index down, each state after all its successors
     */
    default boolean movesIncreaseIndex() {
        return false;
    }

    /**
     * The representative of a state's class under the game's symmetries: states of one class have
     * the same value, and the representative has the highest index of its class, so that a solver
     * filling its table from the last index down finds its value already there. A game without
     * symmetries leaves every state its own representative.
     *
     * @param state a state, 0..size-1
     * @return the index of its class's representative, at least {@code state}
     */
    default int representative(int state) {
        return state;
    }
}
