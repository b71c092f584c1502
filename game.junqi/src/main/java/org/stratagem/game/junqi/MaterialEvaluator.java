package org.stratagem.game.junqi;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;

/**
 * Junqi's evaluator of true positions ({@code evaluator.id=material}): {@link Material}'s score with every
 * rank known, for the team to move. What a search of a determinized position (every hidden rank dealt)
 * scores its horizon with. Stateless.
 */
@Component(service = Evaluator.class)
@GameId(JunqiGame.ID)
@EvaluatorId(MaterialEvaluator.ID)
public final class MaterialEvaluator implements Evaluator<JunqiPosition> {
    /** The evaluator id. */
    public static final String ID = "material";

    @Override
    public int evaluate(JunqiPosition position) {
        Board board = position.board();
        return Material.score(board, board.teamOf(position.turn()), new Material.Cells() {
            @Override
            public int owner(int cell) {
                int code = position.code(cell);
                return code == Piece.EMPTY ? -1 : Piece.owner(code);
            }

            @Override
            public double value(int cell) {
                return Material.VALUES[Piece.rank(position.code(cell))];
            }

            @Override
            public double flag(int cell) {
                return Piece.rank(position.code(cell)) == Piece.FLAG ? 1 : 0;
            }

            @Override
            public boolean mobile(int cell) {
                return Rank.ALL[Piece.rank(position.code(cell))].mobile();
            }
        });
    }
}
