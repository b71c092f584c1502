package org.stratagem.engine.api;

/**
 * The one scale on which searches compare positions: heuristic scores from an {@link Evaluator}
 * and proven results from terminal positions.
 *
 * <p>A heuristic score lies within ±{@link #MAX_EVAL}. A proven result of value {@code v} (in the
 * game's units, for the team to move) reached {@code ply} moves from the root is encoded as
 * {@code ±(WIN + |v| * VALUE_UNIT - ply)} when {@code v != 0} and as {@code 0} for a draw: every
 * proven win outranks every heuristic score, a larger margin outranks a smaller one, and among
 * equal margins the quicker win (the slower loss) is preferred, as mate distances are in chess.
 * Scores stored in a transposition table are made relative to the node ({@link #toStored}) and
 * back ({@link #fromStored}) so that the ply stays correct wherever the entry is found.
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
     * @param score a score
     * @return whether it encodes a proven win or loss (a proven draw is 0, which is also a
     *         heuristic score; the search result says whether it is proven)
     */
    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN - VALUE_UNIT;
    }

    /**
     * @param score a decisive score, or 0 for a proven draw
     * @return the value in game units it encodes
     */
    public static int gameValue(int score) {
        if (!isDecisive(score)) {
            return 0;
        }
        int magnitude = (Math.abs(score) - WIN + VALUE_UNIT - 1) / VALUE_UNIT;
        return score > 0 ? magnitude : -magnitude;
    }

    /**
     * @param score a score
     * @param ply   the ply of the node where it is stored
     * @return the score relative to that node, for a transposition table
     */
    public static int toStored(int score, int ply) {
        if (!isDecisive(score)) {
            return score;
        }
        return score > 0 ? score + ply : score - ply;
    }

    /**
     * @param stored a score read from a transposition table
     * @param ply    the ply of the node where it is read
     * @return the score relative to the root
     */
    public static int fromStored(int stored, int ply) {
        if (!isDecisive(stored)) {
            return stored;
        }
        return stored > 0 ? stored - ply : stored + ply;
    }
}
