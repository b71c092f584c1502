package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;

/**
 * The seed's evaluator ({@code ../shared/seeds/002_3e35481d83394dcf.txt}): for every stone and
 * each of the four directions, the number of stones of its colour in a row through it along that
 * direction (the seed's matrices {@code CpuPri[M][N][4]} and {@code UserPri[M][N][4]}, zero on empty
 * points and on the other colour's stones); each side's sum of its matrix ({@code CpuSum},
 * {@code UserSum}); and the attack/defend switch {@code tag = own sum / opponent sum}. A row of
 * {@code n} counts {@code n} for each of its {@code n} stones, so longer rows weigh quadratically
 * more. The seed does not say whether a gap breaks a row; here it does, as it does for the win.
 *
 * <p>The switch: when the side to move's sum exceeds the opponent's ({@code tag > 1}) it attacks,
 * and the score is its own sum, to be made as large as possible; when it is behind ({@code tag < 1})
 * it defends, and the score is minus the opponent's sum, to be made as small as possible; level
 * sums score 0. The seed decides the switch once, at the root of each search, from the computer's
 * side; an {@link Evaluator} sees one position and no root, so the switch is decided at each
 * evaluated position, by the same rule, from the side to move's view. That keeps the score a
 * negamax score: seen by the other side, the same position scores the negation.
 *
 * <p>Not incremental: an evaluation scans the stones. Registered as {@code evaluator.id=classic};
 * at most 4 x 22 x 22 stones of a row of 22 sum to 42 592, within the heuristic range. Stateless.
 */
@Component(service = Evaluator.class)
@GameId(GomokuGame.ID)
@EvaluatorId("classic")
public final class ClassicEvaluator implements Evaluator<GomokuPosition> {

    @Override
    public int evaluate(GomokuPosition position) {
        int mover = position.seatToMove();
        int own = sum(position, mover);
        int opponent = sum(position, 1 - mover);
        if (own > opponent) {
            return own;
        }
        return own < opponent ? -opponent : 0;
    }

    /**
     * The seed's {@code CpuSum} or {@code UserSum}: over the colour's stones and the four directions,
     * the stones in a row through each, which is {@code n * n} for each row of {@code n}.
     *
     * @param position the position
     * @param colour   0 for black, 1 for white
     * @return the colour's sum
     */
    static int sum(GomokuPosition position, int colour) {
        Board board = position.board();
        int sum = 0;
        for (int point = 0; point < board.points(); point++) {
            if (position.colourAt(point) != colour) {
                continue;
            }
            for (int[] step : Board.DIRECTIONS) {
                int x = board.x(point);
                int y = board.y(point);
                if (isColour(position, x - step[0], y - step[1], colour)) {
                    continue;
                }
                int row = 1;
                while (isColour(position, x + row * step[0], y + row * step[1], colour)) {
                    row++;
                }
                sum += row * row;
            }
        }
        return sum;
    }

    /** @return whether (x, y) is on the board and holds a stone of the colour */
    private static boolean isColour(GomokuPosition position, int x, int y, int colour) {
        Board board = position.board();
        return board.contains(x, y) && position.colourAt(board.point(x, y)) == colour;
    }
}
