package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.search.Score;

/**
 * Gomoku's line-pattern evaluator: the threats of both sides, read from the pattern counts that
 * make and undo keep ({@link GomokuPosition#patternCount}), so an evaluation costs a few dozen
 * reads. Registered as {@code evaluator.id=pattern}, the game's default (service.ranking 10).
 * Stateless.
 *
 * <p>A count is of empty (point, line) pairs where a stone makes a {@link Pattern}: a four on the
 * board shows as one {@link Pattern#FIVE} point (an open four as two), an open three as one or two
 * {@link Pattern#OPEN_FOUR} points, and so on down. First the threats that decide the game, from the
 * point of view of the side to move, which plays first:
 * <ol>
 * <li>it can make five: it wins now, {@link #WIN_NOW};</li>
 * <li>otherwise, if the opponent can make five in two ways, one block cannot stop both:
 * {@link #LOSS_NEXT}. Two ways on one point (a five along two lines) count twice here, a rare
 * misjudgement the search corrects a ply deeper. Under renju, one way is enough when black, to
 * move, may not play its point;</li>
 * <li>otherwise, if the opponent cannot make five and the side to move can make an open four (under
 * renju, black on a point it may play), the opponent can block one end only: {@link #WIN_SOON}.</li>
 * </ol>
 * Otherwise the score is the weighted counts of the side to move minus those of the opponent, within
 * ±{@link #HEURISTIC_BOUND}, far below the decisive scores.
 *
 * <p>The weights ({@link #MOVER} and {@link #OPPONENT}, indexed by pattern) were fitted to a stronger
 * engine's judgement (distillation): a logistic regression of the side to move's expected score, as the
 * teacher's score of the position says it, on the pattern counts, on 11 420 freestyle 15x15 positions, from
 * 800 games of this engine against itself and from 288 games against the teacher, PentaZen 0.4.18 (an
 * open-source Gomocup engine, built locally from its published source; not part of this project), which
 * scored each searching 150 ms; a term for the colour to move took up black's advantage and is not part of
 * the score. The weights fitted before to the results of the self-play games alone (Texel's method) agree
 * with the teacher less well: log-loss 0.525 on these positions, at their best scale, against 0.501.
 * They rise steeply with the threat, since each level forces more than the one below; the opponent's open-two points cost the mover little, and its points making an open three
 * (its open twos) cost about half as much as the mover's gain from its own. Two weights are not fitted, for
 * the decisive cases above: the mover's open-four points count only when it must first block the opponent's
 * single four, and then they are its next threat; the opponent's single five point forces the mover's next
 * move, the largest cost short of a loss. The weighted counts do not ask whether black may play the points
 * (under renju a forbidden point of black counts as its threat): the decisive cases do, and the move
 * generators leave those points out.
 *
 * <p>Two more terms, fitted with them: each point where a side, the mover with the opponent having no five
 * to make, makes a four and an open three (or two fours) at once, {@link #FOUR_THREE} for the mover's,
 * {@link #OPPONENT_FOUR_THREE} against the opponent's. Such a point wins unless the forced blocks give the
 * other side a counter-attack: worth far more than its parts; the opponent's, which the mover must stop
 * before it is played, less.
 *
 * <p>The fit is reproducible: {@code game.gomoku/measure/fit-weights.py} (its docstring is the recipe)
 * samples the positions and has a teacher brain score them, {@code EvaluatorFeaturesTest} with
 * {@code -Dgomoku.scored=FILE} writes their counts, and the script fits them.
 */
@Component(service = Evaluator.class, property = "service.ranking:Integer=10")
@GameId(GomokuGame.ID)
@EvaluatorId(PatternEvaluator.ID)
public final class PatternEvaluator implements Evaluator<GomokuPosition> {
    /** The evaluator's id. */
    public static final String ID = "pattern";

    /** The side to move can make five. */
    static final int WIN_NOW = Score.MAX_EVAL;
    /** The opponent can make five in two ways, and the side to move cannot make five. */
    static final int LOSS_NEXT = -Score.MAX_EVAL * 9 / 10;
    /** The side to move can make an open four, and the opponent cannot make five. */
    static final int WIN_SOON = Score.MAX_EVAL * 8 / 10;
    /** The bound of the weighted counts. */
    static final int HEURISTIC_BOUND = Score.MAX_EVAL / 2;

    private static final Pattern[] PATTERNS = Pattern.values();
    /** The side to move's weight per point, by pattern: NONE, TWO, OPEN_TWO, THREE, OPEN_THREE, FOUR, OPEN_FOUR, FIVE. */
    private static final int[] MOVER = {0, 10, 17, 30, 120, 186, 2500, 0};
    /** The opponent's weight per point, by pattern, as {@link #MOVER}. */
    private static final int[] OPPONENT = {0, 5, 9, 31, 72, 197, 653, 3000};
    /** The weight of a point where the side to move makes a four and an open three, or two fours. */
    static final int FOUR_THREE = 948;
    /** The cost of a point where the opponent makes a four and an open three, or two fours. */
    static final int OPPONENT_FOUR_THREE = 303;

    @Override
    public int evaluate(GomokuPosition position) {
        int mover = position.seatToMove();
        int opponent = 1 - mover;
        if (position.patternCount(mover, Pattern.FIVE) > 0) {
            return WIN_NOW;
        }
        int opponentFives = position.patternCount(opponent, Pattern.FIVE);
        if (opponentFives >= 2
                || opponentFives == 1 && !position.mayPlay(mover, position.threatPoint(opponent, Pattern.FIVE, 0))) {
            return LOSS_NEXT;
        }
        if (opponentFives == 0 && canMakeOpenFour(position, mover)) {
            return WIN_SOON;
        }
        int score = weightedCounts(position, mover);
        if (opponentFives == 0) {
            score += FOUR_THREE * fourThreePoints(position, mover);
        }
        score -= OPPONENT_FOUR_THREE * fourThreePoints(position, opponent);
        return Math.max(-HEURISTIC_BOUND, Math.min(HEURISTIC_BOUND, score));
    }

    /** @return the pattern counts of the side to move weighted by {@link #MOVER}, less the opponent's by {@link #OPPONENT} */
    static int weightedCounts(GomokuPosition position, int mover) {
        int score = 0;
        for (Pattern pattern : PATTERNS) {
            score += MOVER[pattern.ordinal()] * position.patternCount(mover, pattern)
                    - OPPONENT[pattern.ordinal()] * position.patternCount(1 - mover, pattern);
        }
        return score;
    }

    /**
     * @return the colour's points, that it may play, where a stone makes a four along one line and at least an
     *         open three along another; a point making fours along two lines counts once for each
     */
    static int fourThreePoints(GomokuPosition position, int colour) {
        int points = 0;
        for (int i = 0; i < position.patternCount(colour, Pattern.FOUR); i++) {
            int point = position.threatPoint(colour, Pattern.FOUR, i);
            if (makesAThreeBeside(position, colour, point, position.threatDirection(colour, Pattern.FOUR, i))
                    && position.mayPlay(colour, point)) {
                points++;
            }
        }
        return points;
    }

    private static boolean makesAThreeBeside(GomokuPosition position, int colour, int point, int fourLine) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            if (direction != fourLine && position.patternAt(colour, point, direction) >= Pattern.OPEN_THREE.ordinal()) {
                return true;
            }
        }
        return false;
    }

    /** @return whether the colour has an open-four point it may play */
    private static boolean canMakeOpenFour(GomokuPosition position, int colour) {
        for (int i = 0; i < position.patternCount(colour, Pattern.OPEN_FOUR); i++) {
            if (position.mayPlay(colour, position.threatPoint(colour, Pattern.OPEN_FOUR, i))) {
                return true;
            }
        }
        return false;
    }
}
