package org.stratagem.game.puzzles.klotski;

import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;

/**
 * The moves of one {@link Metric}: one-cell slides ({@code step}) or whole moves of a piece
 * ({@code piece}, every legal move). A breadth-first search with one of them finds the optimal
 * solution in that metric. Registered as services by its two subclasses; stateless.
 */
abstract class MetricMoves implements MoveGenerator<KlotskiPosition> {
    private final Metric metric;

    /**
     * @param metric what one move is
     */
    protected MetricMoves(Metric metric) {
        this.metric = metric;
    }

    /** @return the metric */
    Metric metric() {
        return metric;
    }

    @Override
    public final void generate(KlotskiPosition position, MoveList out) {
        position.addMoves(metric, out);
    }
}
