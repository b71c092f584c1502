package org.stratagem.game.gomoku;

import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.EvaluatorId;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.search.Score;

/**
 * Gomoku's line-pattern evaluator: the threats of both sides, read from the pattern counts that
 * make and undo keep ({@link GomokuPosition#patternCount}), so an evaluation costs a few dozen
 * reads and a network of about 140 multiplications. Registered as {@code evaluator.id=pattern}, the
 * game's default (service.ranking 10). Thread-safe: each thread fills its own inputs.
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
 * Otherwise the score is a small network's judgement of the counts ({@link CountsNetwork}), within
 * ±{@link #HEURISTIC_BOUND}, far below the decisive scores.
 *
 * <p>The network's inputs are, for each pattern from {@link Pattern#TWO} up, the side to move's count and
 * the opponent's, then each side's four-three points: points where it makes a four and an open three (or
 * two fours) at once, the mover's counted only when the opponent has no five to make. Such a point wins
 * unless the forced blocks give the other side a counter-attack. Eight hidden units, its weights in
 * {@code pattern-network.txt} beside this class. It was fitted to a stronger engine's judgement
 * (distillation): the side to move's expected score, as the teacher's score of the position says it, on
 * 11 420 freestyle 15x15 positions where the game goes on and neither side has a five to make, from 800
 * games of this engine against itself and from 288 games against the teacher, PentaZen 0.4.18 (an
 * open-source Gomocup engine, built locally from its published source; not part of this project), which
 * scored each searching 150 ms. Fitted on a seeded half of them, it predicts the other half with a log-loss
 * of 0.456, where a weighted sum of the same counts (the evaluator before it) does 0.511: what a count is
 * worth depends on the others, which a sum cannot say. Its output is scaled as that sum's was (the mover's open-three
 * point about 120), so the scores keep their size.
 *
 * <p>Three counts are never non-zero in the fitted positions, which are neither decided nor forced: the
 * mover's five points (decided above), its open-four points (decided above unless the opponent has a
 * five to make) and the opponent's five points. They are scored by fixed terms instead: the opponent's
 * single five point forces the mover's next move, {@link #FORCED_BLOCK} less, the largest cost short of a
 * loss; the mover's open-four points are then its next threat, {@link #NEXT_THREAT} each. The counts do
 * not ask whether black may play the points (under renju a forbidden point of black counts as its
 * threat): the decisive cases do, and the move generators leave those points out.
 *
 * <p>The fit is reproducible: {@code game.gomoku/measure/fit-weights.py} (its docstring is the recipe)
 * samples the positions and has a teacher brain score them, {@code EvaluatorFeaturesTest} with
 * {@code -Dgomoku.scored=FILE} writes their counts, and the script's {@code fit-network} fits them.
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
    /** The bound of the network's score. */
    static final int HEURISTIC_BOUND = Score.MAX_EVAL / 2;

    private static final Pattern[] PATTERNS = Pattern.values();
    /** The network's inputs: each pattern's counts from {@link Pattern#TWO} up, the mover's then the opponent's, then the four-three points. */
    static final int INPUTS = 2 * (PATTERNS.length - 1) + 2;
    /** The cost of the opponent's five point, which the mover must block. */
    static final int FORCED_BLOCK = 3000;
    /** The worth of the mover's open-four point when it must first block the opponent's five. */
    static final int NEXT_THREAT = 2500;
    /** The network, shared: it is immutable. */
    static final CountsNetwork NETWORK = CountsNetwork.ofResource("pattern-network.txt");

    private final ThreadLocal<int[]> inputs = ThreadLocal.withInitial(() -> new int[INPUTS]);

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
        int[] counts = inputs.get();
        networkInputs(position, mover, counts);
        double score = NETWORK.output(counts) + NEXT_THREAT * position.patternCount(mover, Pattern.OPEN_FOUR)
                - FORCED_BLOCK * opponentFives;
        return (int) Math.max(-HEURISTIC_BOUND, Math.min(HEURISTIC_BOUND, Math.round(score)));
    }

    /**
     * The network's inputs: each pattern's counts from {@link Pattern#TWO} up, the mover's then the
     * opponent's, but the three that the fixed terms score (zero here), then the four-three points of the
     * mover (zero when the opponent can make five) and of the opponent.
     *
     * @param position a position where the mover cannot make five
     * @param mover    the side to move
     * @param inputs   filled with the {@value #INPUTS} inputs
     */
    static void networkInputs(GomokuPosition position, int mover, int[] inputs) {
        int opponent = 1 - mover;
        int at = 0;
        for (int p = Pattern.TWO.ordinal(); p < PATTERNS.length; p++) {
            Pattern pattern = PATTERNS[p];
            inputs[at++] = pattern.compareTo(Pattern.OPEN_FOUR) >= 0 ? 0 : position.patternCount(mover, pattern);
            inputs[at++] = pattern == Pattern.FIVE ? 0 : position.patternCount(opponent, pattern);
        }
        boolean mustBlock = position.patternCount(opponent, Pattern.FIVE) > 0;
        inputs[at++] = mustBlock ? 0 : fourThreePoints(position, mover);
        inputs[at] = fourThreePoints(position, opponent);
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
