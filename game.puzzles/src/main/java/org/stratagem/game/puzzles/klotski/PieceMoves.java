package org.stratagem.game.puzzles.klotski;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.ServiceProperties;

/** Whole moves of one piece, every legal move: the moves of the {@code piece} metric. */
@Component(service = MoveGenerator.class, property = {
    ServiceProperties.GAME_ID + "=" + KlotskiGame.ID,
    ServiceProperties.MOVEGEN_ID + "=piece",
    "service.ranking:Integer=0"})
public final class PieceMoves extends MetricMoves {

    /** The component. */
    public PieceMoves() {
        super(Metric.PIECE);
    }
}
