package org.stratagem.game.junqi;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;

/**
 * The evaluator of belief states: {@link Material}'s score with each piece worth its expected value under
 * its weights, and each cell's flag pressure weighted by the chance that its piece is the flag; for the
 * team to move. Stateless.
 */
@Component(service = Evaluator.class)
@GameId(BeliefGame.ID)
@EvaluatorId(BeliefEvaluator.ID)
public final class BeliefEvaluator implements Evaluator<BeliefPosition> {
    /** The evaluator id. */
    static final String ID = "belief";

    @Override
    public int evaluate(BeliefPosition position) {
        JunqiPosition board = position.board();
        return Material.score(board.board(), board.board().teamOf(board.turn()), new Material.Cells() {
            @Override
            public int owner(int cell) {
                int code = board.code(cell);
                return code == Piece.EMPTY ? -1 : Piece.owner(code);
            }

            @Override
            public double value(int cell) {
                int[] weights = position.weights(cell);
                double sum = 0;
                double total = 0;
                for (int r = 0; r < weights.length; r++) {
                    sum += weights[r] * Material.VALUES[r];
                    total += weights[r];
                }
                return sum / total;
            }

            @Override
            public double flag(int cell) {
                int[] weights = position.weights(cell);
                int total = 0;
                for (int weight : weights) {
                    total += weight;
                }
                return (double) weights[Piece.FLAG] / total;
            }

            @Override
            public boolean mobile(int cell) {
                return Rank.ALL[Piece.rank(board.code(cell))].mobile();
            }
        });
    }
}
