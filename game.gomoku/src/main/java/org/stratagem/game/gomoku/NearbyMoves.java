package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.MovegenId;

/**
 * The candidate moves of Gomoku: the empty points within {@value GomokuPosition#NEAR} rows and
 * columns of a stone that the side to move may play (under renju, black's forbidden points are left
 * out), in point order; on the empty board, the centre. Far from every stone a move
 * neither makes nor stops a line soon, so engines of the game leave those out, and a search is far
 * faster with this generator. But it is not every legal move: a result a search proves with it is
 * proven for the game without the far moves. Stateless; registered as {@code movegen.id=nearby},
 * ranked below {@link LegalMoves}, so it is used when asked for ({@code --movegen nearby}).
 */
@Component(service = MoveGenerator.class)
@GameId(GomokuGame.ID)
@MovegenId(NearbyMoves.ID)
public final class NearbyMoves implements MoveGenerator<GomokuPosition> {
    /** The generator's id. */
    public static final String ID = "nearby";

    @Override
    public void generate(GomokuPosition position, MoveList out) {
        out.clear();
        if (position.isTerminal()) {
            return;
        }
        Board board = position.board();
        if (position.stones() == 0) {
            out.add(board.point(board.width() / 2, board.height() / 2));
            return;
        }
        for (int y = 0; y < board.height(); y++) {
            for (int near = position.emptyPointsNearStones(y); near != 0; near &= near - 1) {
                int point = board.point(Integer.numberOfTrailingZeros(near), y);
                if (position.isLegal(point)) {
                    out.add(point);
                }
            }
        }
    }
}
