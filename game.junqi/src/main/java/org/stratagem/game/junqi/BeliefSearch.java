package org.stratagem.game.junqi;

import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;

/**
 * A seat's move searched from its {@link Beliefs}, answered by a deadline. Before the search starts a
 * legal move is chosen (an attack if the seat has one), the answer whenever the search fails, finds no
 * legal move in its time, or no time is left for it; so {@link #chooseMove} returns by the deadline
 * with a legal move whenever the seat has one.
 *
 * <p>Time: the search gets half the time left before the deadline less a margin, {@link #MARGIN_MILLIS} or a
 * quarter of the time left if that is less: a strategy reads the clock every few hundred positions, which a
 * cold JVM can take a hundred milliseconds to visit, and the answer must still make its way out. The margin
 * shrinks with a short turn so that the search still gets a share of it: a fixed one left a turn of 150 ms
 * none, and the seat played its fallback moves. Not thread-safe; one per brain.
 *
 * <p>Implementations: {@link JunqiThinker} (expectations over the belief state),
 * {@link Determinizer} (positions drawn from the beliefs, and a vote).
 */
abstract class BeliefSearch {
    /** The time kept back from the deadline, in milliseconds, at most. */
    static final long MARGIN_MILLIS = 60;
    /** Less search time than this, in milliseconds, and the fallback move is played at once. */
    static final long LEAST_SEARCH_MILLIS = 5;

    private final long nodeLimit;

    /** @param nodeLimit the most positions a search may visit, 0 for no limit but the time */
    BeliefSearch(long nodeLimit) {
        this.nodeLimit = nodeLimit;
    }

    /**
     * Chooses the move of the seat the beliefs are of, which must be the seat to move.
     *
     * @param beliefs        the seat's beliefs, up to date with every result seen
     * @param deadlineMillis when the answer is due, on the clock of {@link System#currentTimeMillis()}
     * @return a legal move {@code from | to << 8} (cells of the variant's {@link Board}; the protocol writes
     *         them with {@link Board#name}), or {@link JunqiPosition#PASS} if the seat has no move
     */
    final int chooseMove(Beliefs beliefs, long deadlineMillis) {
        // Step 1. The seat's legal moves, and one to fall back on: an attack if there is one.
        BeliefPosition root = BeliefPosition.of(beliefs, beliefs.seat());
        MoveList legal = new MoveList();
        root.legalMoves(legal);
        if (legal.isEmpty()) {
            return JunqiPosition.PASS;
        }
        int fallback = legal.get(0);
        for (int i = 0; i < legal.size(); i++) {
            if (root.board().code(JunqiPosition.to(legal.get(i))) != Piece.EMPTY) {
                fallback = legal.get(i);
                break;
            }
        }

        // Step 2. Search with the time left, unless there is too little of it.
        long left = deadlineMillis - System.currentTimeMillis();
        long millis = (left - Math.min(MARGIN_MILLIS, left / 4)) / 2;
        if (millis < LEAST_SEARCH_MILLIS || legal.size() == 1) {
            return fallback;
        }
        try {
            int move = search(beliefs, root, new SearchLimits(0, nodeLimit, millis, 0, 1));
            return legal.contains(move) ? move : fallback;
        } catch (RuntimeException failed) {
            return fallback;
        }
    }

    /**
     * @param beliefs the seat's beliefs
     * @param root    the belief state of the seat to move, to be searched or read but left as it is
     * @param limits  the search's limits
     * @return the move found, or any other value if none was
     */
    abstract int search(Beliefs beliefs, BeliefPosition root, SearchLimits limits);
}
