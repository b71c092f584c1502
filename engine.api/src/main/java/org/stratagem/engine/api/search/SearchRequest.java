package org.stratagem.engine.api.search;

import java.util.Objects;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.Position;

/**
 * Everything one search needs: the game, the root position, the move generator and evaluator to
 * use, the limits, a listener for progress and a signal to stop.
 *
 * <p>The searcher may make and undo moves on {@code position} but returns it unchanged; callers
 * that keep using the position while a search runs pass a {@link Position#copy()}.
 *
 * @param game      the game's rules and notation
 * @param position  the root position, a non-terminal decision node
 * @param moves     the move generator
 * @param evaluator the evaluator of positions at the search horizon
 * @param limits    the budget
 * @param listener  receives progress reports
 * @param stop      polled by the search; set it to stop the search
 * @param <P>       the game's position type
 */
public record SearchRequest<P extends Position>(Game<P> game, P position, MoveGenerator<P> moves,
        Evaluator<P> evaluator, SearchLimits limits, SearchListener listener, StopSignal stop) {

    /**
     * @throws NullPointerException if a part is missing
     */
    public SearchRequest {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(evaluator, "evaluator");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(stop, "stop");
    }

    /**
     * A request with the legal moves, the neutral evaluator, no listener and a fresh stop signal.
     *
     * @param game     the game
     * @param position the root position
     * @param limits   the budget
     * @param <P>      the game's position type
     * @return the request
     */
    public static <P extends Position> SearchRequest<P> of(Game<P> game, P position, SearchLimits limits) {
        return new SearchRequest<>(game, position, MoveGenerator.legal(), Evaluator.neutral(), limits,
                SearchListener.NONE, new StopSignal());
    }

    /**
     * @param generator the move generator to use instead
     * @return this request with that generator
     */
    public SearchRequest<P> withMoves(MoveGenerator<P> generator) {
        return new SearchRequest<>(game, position, generator, evaluator, limits, listener, stop);
    }

    /**
     * @param scorer the evaluator to use instead
     * @return this request with that evaluator
     */
    public SearchRequest<P> withEvaluator(Evaluator<P> scorer) {
        return new SearchRequest<>(game, position, moves, scorer, limits, listener, stop);
    }

    /**
     * @param budget the limits to use instead
     * @return this request with those limits
     */
    public SearchRequest<P> withLimits(SearchLimits budget) {
        return new SearchRequest<>(game, position, moves, evaluator, budget, listener, stop);
    }

    /**
     * @param progressListener the listener to use instead
     * @return this request with that listener
     */
    public SearchRequest<P> withListener(SearchListener progressListener) {
        return new SearchRequest<>(game, position, moves, evaluator, limits, progressListener, stop);
    }

    /**
     * @param signal the stop signal to use instead
     * @return this request with that signal
     */
    public SearchRequest<P> withStop(StopSignal signal) {
        return new SearchRequest<>(game, position, moves, evaluator, limits, listener, signal);
    }
}
