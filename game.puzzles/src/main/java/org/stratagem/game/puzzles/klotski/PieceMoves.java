package org.stratagem.game.puzzles.klotski;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MovegenId;

/** Whole moves of one piece, every legal move: the moves of the {@code piece} metric. */
@Component(service = MoveGenerator.class, property = "service.ranking:Integer=0")
@GameId(KlotskiGame.ID)
@MovegenId("piece")
public final class PieceMoves extends MetricMoves {

    /** The component. */
    public PieceMoves() {
        super(Metric.PIECE);
    }
}
