package org.stratagem.game.junqi;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * Every legal move of a belief state ({@code movegen.id=legal}), as {@link BeliefPosition#legalMoves}
 * lists them: the generator the thinker searches with unless a configuration names {@link ContactMoves}.
 */
/* service.ranking 10: the default of the belief state, preferred to contacts (0) until that measures stronger. */
@Component(service = MoveGenerator.class, property = "service.ranking:Integer=10")
@GameId(BeliefGame.ID)
@MovegenId(BeliefLegalMoves.ID)
public final class BeliefLegalMoves implements MoveGenerator<BeliefPosition> {
    /** The generator id. */
    static final String ID = "legal";

    @Override
    public void generate(BeliefPosition position, MoveList out) {
        position.legalMoves(out);
    }
}
