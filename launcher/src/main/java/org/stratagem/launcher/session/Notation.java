package org.stratagem.launcher.session;

import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;

/** Formatting of move sequences, which needs each move's own position. */
public final class Notation {
    private Notation() {
    }

    /**
     * @param game     the game
     * @param position the position the line starts from; unchanged on return
     * @param moves    the moves, each legal where it is played
     * @param <P>      the game's position type
     * @return the moves in the game's notation
     */
    public static <P extends Position> List<String> line(Game<P> game, P position, int[] moves) {
        @SuppressWarnings("unchecked")
        P walk = (P) position.copy();
        List<String> line = new ArrayList<>(moves.length);
        for (int move : moves) {
            line.add(game.formatMove(walk, move));
            walk.makeMove(move);
        }
        return line;
    }
}
