package org.stratagem.game.puzzles.twofour;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * One TwoFour move per kind of move (see {@link MoveKinds}), best first: at most eight moves.
 *
 * <p>Two moves of the same kind take a ball between piles of the same kinds, so they lead to
 * positions with the same census of pile kinds, that is the same
 * {@link TwoFourPosition#canonicalKey()} and the same value. Keeping one of them loses nothing for
 * an exact search, and a search that memoises canonical keys visits at most eight children per node
 * instead of up to 225. The representative is the move between the first pile of each kind.
 * Stateless. Registered as {@code movegen.id=distinct}.
 */
@Component(service = MoveGenerator.class)
@GameId(TwoFourGame.ID)
@MovegenId(DistinctMoves.ID)
public final class DistinctMoves implements MoveGenerator<TwoFourPosition> {
    /** The generator's id. */
    public static final String ID = "distinct";

    @Override
    public void generate(TwoFourPosition position, MoveList out) {
        out.clear();
        int seat = position.seatOnTurn();
        for (int moveKind = 0; moveKind < MoveKinds.COUNT; moveKind++) {
            int from = position.firstPile(MoveKinds.source(moveKind, seat));
            int to = position.firstPile(MoveKinds.target(moveKind, seat));
            if (from >= 0 && to >= 0) {
                out.add(TwoFourPosition.move(from, to));
            }
        }
    }
}
