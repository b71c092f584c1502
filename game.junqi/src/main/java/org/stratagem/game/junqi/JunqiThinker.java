package org.stratagem.game.junqi;

import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The search on expectations (seed 003): the belief state ({@link BeliefGame}) searched with a platform
 * strategy that handles chance nodes (engine.search's {@code expectimax}), each attack on a piece of
 * uncertain rank a chance node.
 */
final class JunqiThinker extends BeliefSearch {
    private final SearchSession searcher;
    private final MoveGenerator<BeliefPosition> moves;
    private final Evaluator<BeliefPosition> evaluator;

    /**
     * @param searcher  a session of a strategy that supports games with chance (on the platform, contained)
     * @param moves     the moves it searches ({@link MoveGenerator#legal()}, or {@link ContactMoves})
     * @param evaluator the score of a belief state ({@link BeliefEvaluator})
     * @param nodeLimit the most positions a search may visit, 0 for no limit but the time
     */
    JunqiThinker(SearchSession searcher, MoveGenerator<BeliefPosition> moves, Evaluator<BeliefPosition> evaluator,
            long nodeLimit) {
        super(nodeLimit);
        this.searcher = searcher;
        this.moves = moves;
        this.evaluator = evaluator;
    }

    @Override
    int search(Beliefs beliefs, BeliefPosition root, SearchLimits limits) {
        return searcher.search(SearchRequest.of(new BeliefGame(beliefs.variant()), root, limits).withMoves(moves)
                .withEvaluator(evaluator)).bestMove();
    }
}
