package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * Every legal move of Gomoku, every empty point in point order: the generator whose proofs are the
 * game's. Stateless; registered as {@code movegen.id=legal} (service.ranking 10, below the default
 * {@link ThreatMoves}).
 */
@Component(service = MoveGenerator.class, property = "service.ranking:Integer=10")
@GameId(GomokuGame.ID)
@MovegenId("legal")
public final class LegalMoves implements MoveGenerator<GomokuPosition> {

    @Override
    public void generate(GomokuPosition position, MoveList out) {
        position.legalMoves(out);
    }
}
