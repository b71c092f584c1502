package org.stratagem.game.junqi;

import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The brain's entry point: one seat's move from its {@link Beliefs}, found by searching the belief state
 * ({@link BeliefGame}) on expectations with a platform strategy that handles chance nodes (engine.search's
 * {@code expectimax}), scored by {@link BeliefEvaluator}. Not thread-safe; one thinker per brain.
 *
 * <p>Time: the search gets half the time left before the deadline less {@link #MARGIN_MILLIS}: a strategy
 * reads the clock every few hundred positions, which a cold JVM can take a hundred milliseconds to visit,
 * and the answer must still make its way out. Before the search starts,
 * a legal move is chosen, the answer whenever the search fails, finds nothing in its time, or no time is
 * left for it. So {@link #chooseMove} returns by the deadline with a legal move whenever the seat has one.
 */
final class JunqiThinker {
    /** The time kept back from the deadline, in milliseconds. */
    static final long MARGIN_MILLIS = 60;
    /** Less search time than this, in milliseconds, and the fallback move is played at once. */
    static final long LEAST_SEARCH_MILLIS = 5;

    private final SearchSession searcher;
    private final MoveGenerator<BeliefPosition> moves;
    private final BeliefEvaluator evaluator = new BeliefEvaluator();
    private final long nodeLimit;

    /**
     * @param searcher  a session of a strategy that supports games with chance (engine.search's
     *                  {@code expectimax}; on the platform, contained)
     * @param moves     the moves it searches (the legal ones: {@link MoveGenerator#legal()})
     * @param nodeLimit the most positions a search may visit, 0 for no limit but the time
     */
    JunqiThinker(SearchSession searcher, MoveGenerator<BeliefPosition> moves, long nodeLimit) {
        this.searcher = searcher;
        this.moves = moves;
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
    int chooseMove(Beliefs beliefs, long deadlineMillis) {
        // Step 1. The belief state, and a legal move to fall back on: an attack if there is one.
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
        long millis = (deadlineMillis - System.currentTimeMillis() - MARGIN_MILLIS) / 2;
        if (millis < LEAST_SEARCH_MILLIS || legal.size() == 1) {
            return fallback;
        }
        SearchRequest<BeliefPosition> request = SearchRequest.of(new BeliefGame(beliefs.variant()), root, new SearchLimits(0, nodeLimit, millis, 0, 1))
                .withMoves(moves).withEvaluator(evaluator);
        try {
            SearchResult result = searcher.search(request);
            return legal.contains(result.bestMove()) ? result.bestMove() : fallback;
        } catch (RuntimeException failed) {
            return fallback;
        }
    }
}
