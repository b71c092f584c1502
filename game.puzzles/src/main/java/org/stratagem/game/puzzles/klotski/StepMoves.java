package org.stratagem.game.puzzles.klotski;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.ServiceProperties;

/** One-cell slides: the moves of the {@code step} metric, the default (service.ranking 10). */
@Component(service = MoveGenerator.class, property = {
    ServiceProperties.GAME_ID + "=" + KlotskiGame.ID,
    ServiceProperties.MOVEGEN_ID + "=step",
    "service.ranking:Integer=10"})
public final class StepMoves extends MetricMoves {

    /** The component. */
    public StepMoves() {
        super(Metric.STEP);
    }
}
