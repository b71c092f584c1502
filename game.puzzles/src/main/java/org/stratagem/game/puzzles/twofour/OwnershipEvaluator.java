package org.stratagem.game.puzzles.twofour;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;

/**
 * The piles the side to move owns minus the piles the other side owns, {@value #PILE} points a
 * pile: the final score if the game stopped now. With at most 30 piles the score stays within
 * ±30 000, far inside {@link org.stratagem.engine.api.search.Score#MAX_EVAL}. Stateless. Registered as
 * {@code evaluator.id=ownership}.
 */
@Component(service = Evaluator.class)
@GameId(TwoFourGame.ID)
@EvaluatorId("ownership")
public final class OwnershipEvaluator implements Evaluator<TwoFourPosition> {
    /** The score of one owned pile. */
    public static final int PILE = 1000;

    @Override
    public int evaluate(TwoFourPosition position) {
        int seat = position.seatOnTurn();
        return PILE * (position.pilesOwnedBy(seat) - position.pilesOwnedBy(1 - seat));
    }
}
