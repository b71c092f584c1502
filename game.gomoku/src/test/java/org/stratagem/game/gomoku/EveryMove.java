package org.stratagem.game.gomoku;

import java.util.function.Predicate;
import org.stratagem.engine.api.MoveList;

/** A check of the tests' references: a condition after each of a list of moves, each played and taken back. */
final class EveryMove {
    private EveryMove() {
    }

    /**
     * @param position  the position, left as it was
     * @param moves     legal moves there
     * @param condition the condition, asked of the position after each move
     * @return whether it holds after every move (true for no move)
     */
    static boolean holds(GomokuPosition position, MoveList moves, Predicate<GomokuPosition> condition) {
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            boolean holds = condition.test(position);
            position.undoMove();
            if (!holds) {
                return false;
            }
        }
        return true;
    }
}
