package org.stratagem.engine.api.search;

/**
 * The one scale on which searches compare positions: heuristic scores from an
 * {@link org.stratagem.engine.api.Evaluator} and proven results from terminal positions.
 *
 * <p>A heuristic score lies within ±{@link #MAX_EVAL}. A proven result of value {@code v} (in the
 * game's units, for the team to move) reached {@code ply} moves from the root is encoded as
 * {@code ±(WIN + |v| * VALUE_UNIT - ply)} when {@code v != 0} and as {@code 0} for a draw: every
 * proven win outranks every heuristic score, a larger margin outranks a smaller one, and among
 * equal margins the quicker win (the slower loss) is preferred, as mate distances are in chess.
 *
 * <p>How a proven result is reported. Its outcome ({@link #outcome}: win, draw or loss for the team to
 * move) always; its margin in the game's units ({@link #gameValue}) where the strategy established it
 * ({@link #hasMargin}); its distance in plies is the length of the principal variation played out to
 * the end. A strategy that proves outcomes only (dfpn, MCTS-Solver, and the solver in a game that does
 * not declare its {@link SearchHints#valueBound()}) scores {@link #provenOutcome}: {@code ±WIN}, below every win of
 * known margin. Unproven scores are on the scale of their strategy: the evaluator's (within
 * ±{@link #MAX_EVAL}) for alphabeta, minimax and expectimax, a mean reward scaled to ±1000 for MCTS,
 * and 0 for the exact solvers, which know nothing until they prove.
 */
public final class Score {
    /** The largest heuristic score. */
    public static final int MAX_EVAL = 1_000_000;
    /** The base of proven wins; above every heuristic score. */
    public static final int WIN = 100_000_000;
    /** The weight of one unit of game value in a proven score; more than any search ply. */
    public static final int VALUE_UNIT = 10_000;
    /** Larger than every score; the bound of a full window. */
    public static final int INFINITE = Integer.MAX_VALUE - 1;

    private Score() {
    }

    /**
     * @param value the proven value in game units for the team to move, |value| &lt; 100 000
     * @param ply   moves from the root, 0..VALUE_UNIT-1
     * @return the encoded score
     */
    public static int proven(int value, int ply) {
        if (value == 0) {
            return 0;
        }
        int magnitude = WIN + Math.abs(value) * VALUE_UNIT - ply;
        return value > 0 ? magnitude : -magnitude;
    }

    /**
     * @param outcome +1 (a proven win for the team to move), 0 (draw) or -1 (loss)
     * @return the score of that outcome when its margin and distance are not known: {@code ±WIN}, or
     *         0 for a draw (whose margin is known: none)
     */
    public static int provenOutcome(int outcome) {
        return Integer.signum(outcome) * WIN;
    }

    /**
     * @param score a proven score
     * @return whether it carries the game's margin ({@link #gameValue}): every proven score but those
     *         of {@link #provenOutcome} wins and losses
     */
    public static boolean hasMargin(int score) {
        return Math.abs(score) != WIN;
    }

    /**
     * @param score a proven score
     * @return +1, 0 or -1: the outcome it encodes for the team to move
     */
    public static int outcome(int score) {
        return isDecisive(score) ? Integer.signum(score) : 0;
    }

    /**
     * @param score a score
     * @return whether it encodes a proven win or loss (a proven draw is 0, which is also a
     *         heuristic score; the search result says whether it is proven)
     */
    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN - VALUE_UNIT;
    }

    /**
     * @param score a decisive score, or 0 for a proven draw
     * @return the value in game units it encodes; for a {@link #provenOutcome} win or loss, whose
     *         margin is not known, only its sign (check {@link #hasMargin} before reporting a margin)
     */
    public static int gameValue(int score) {
        if (!isDecisive(score)) {
            return 0;
        }
        if (!hasMargin(score)) {
            return Integer.signum(score);
        }
        int magnitude = (Math.abs(score) - WIN + VALUE_UNIT - 1) / VALUE_UNIT;
        return score > 0 ? magnitude : -magnitude;
    }
}
