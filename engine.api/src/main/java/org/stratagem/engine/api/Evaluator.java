package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A static score of a non-terminal position, from the point of view of the team to move: higher
 * is better for that team. Registered with {@link ServiceProperties#GAME_ID} and
 * {@link ServiceProperties#EVALUATOR_ID}.
 *
 * <p>Scores lie within ±{@link org.stratagem.engine.api.search.Score#MAX_EVAL}, so that every
 * heuristic score ranks below every proven win and above every proven loss. Implementations are stateless or
 * thread-safe: parallel searches share one evaluator.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface Evaluator<P extends Position> {

    /**
     * @param position a non-terminal decision position, unchanged on return
     * @return its score for the team to move, within
     *         ±{@link org.stratagem.engine.api.search.Score#MAX_EVAL}
     */
    int evaluate(P position);

    /**
     * The evaluator that knows nothing: every position scores 0.
     *
     * @param <P> the game's position type
     * @return the evaluator
     */
    static <P extends Position> Evaluator<P> neutral() {
        return position -> 0;
    }
}
