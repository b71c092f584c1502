package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.ServiceProperties;

/**
 * Every legal move of Gomoku, every empty point in point order: the generator whose proofs are the
 * game's. Stateless; registered as {@code movegen.id=legal}, the default (service.ranking 10).
 */
@Component(service = MoveGenerator.class, property = {
    ServiceProperties.GAME_ID + "=" + GomokuGame.ID,
    ServiceProperties.MOVEGEN_ID + "=legal",
    "service.ranking:Integer=10"})
public final class LegalMoves implements MoveGenerator<GomokuPosition> {

    @Override
    public void generate(GomokuPosition position, MoveList out) {
        position.legalMoves(out);
    }
}
