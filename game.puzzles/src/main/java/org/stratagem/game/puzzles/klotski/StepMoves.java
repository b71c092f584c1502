package org.stratagem.game.puzzles.klotski;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MovegenId;

/** One-cell slides: the moves of the {@code step} metric, the default (service.ranking 10). */
@Component(service = MoveGenerator.class, property = "service.ranking:Integer=10")
@GameId(KlotskiGame.ID)
@MovegenId("step")
public final class StepMoves extends MetricMoves {

    /** The component. */
    public StepMoves() {
        super(Metric.STEP);
    }
}
