package org.stratagem.game.junqi;

import java.util.SplittableRandom;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchSession;

/**
 * Determinization from a seat's beliefs: the seat's position, its hidden ranks drawn from the
 * {@link Beliefs}, searched by a platform strategy that plays games with hidden information
 * (engine.search's {@code determinize}) on a {@link JunqiGame} whose {@link BeliefDraws} draw the
 * strategy's positions from the same beliefs, so that every position it searches fits every collision the
 * seat has seen. The draws are seeded with the belief state's key: the same beliefs draw the same positions.
 */
final class Determinizer extends BeliefSearch {
    private final SearchSession searcher;
    private final MoveGenerator<JunqiPosition> moves;
    private final Evaluator<JunqiPosition> evaluator;

    /**
     * @param searcher  a session of a strategy that supports games with hidden information (contained)
     * @param moves     the moves it searches
     * @param evaluator the score of a position ({@link MaterialEvaluator})
     * @param nodeLimit the most positions a search may visit, 0 for no limit but the time
     */
    Determinizer(SearchSession searcher, MoveGenerator<JunqiPosition> moves,
            Evaluator<JunqiPosition> evaluator, long nodeLimit) {
        super(nodeLimit);
        this.searcher = searcher;
        this.moves = moves;
        this.evaluator = evaluator;
    }

    @Override
    int search(Beliefs beliefs, BeliefPosition root, SearchLimits limits) {
        JunqiPosition drawn = beliefs.sample(new SplittableRandom(root.key()), beliefs.seat());
        JunqiGame game = new JunqiGame().variant(beliefs.variant().options()).withHidden(new BeliefDraws(beliefs));
        return searcher.search(SearchRequest.of(game, drawn, limits).withMoves(moves).withEvaluator(evaluator)).bestMove();
    }
}
