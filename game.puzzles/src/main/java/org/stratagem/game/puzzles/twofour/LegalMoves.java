package org.stratagem.game.puzzles.twofour;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * Every legal TwoFour move, best kind first (see {@link MoveKinds}); within a kind, by source pile,
 * then by target pile. Stateless. Registered as {@code movegen.id=legal}.
 */
@Component(service = MoveGenerator.class)
@GameId(TwoFourGame.ID)
@MovegenId("legal")
public final class LegalMoves implements MoveGenerator<TwoFourPosition> {

    @Override
    public void generate(TwoFourPosition position, MoveList out) {
        out.clear();
        int seat = position.seatOnTurn();
        for (int moveKind = 0; moveKind < MoveKinds.COUNT; moveKind++) {
            int source = MoveKinds.source(moveKind, seat);
            int target = MoveKinds.target(moveKind, seat);
            for (int from = 0; from < position.pileCount(); from++) {
                if (position.kind(from) != source) {
                    continue;
                }
                for (int to = 0; to < position.pileCount(); to++) {
                    if (position.kind(to) == target) {
                        out.add(TwoFourPosition.move(from, to));
                    }
                }
            }
        }
    }
}
