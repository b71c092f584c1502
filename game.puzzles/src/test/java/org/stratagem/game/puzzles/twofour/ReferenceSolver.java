package org.stratagem.game.puzzles.twofour;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The reference: minimax over the ordered piles, written from the olympiad's statement alone, as
 * the seed's first program was. No symmetry, and no code shared with the rules under test: it
 * reads the position from its notation and plays the moves on its own arrays.
 *
 * <p>{@link #bruteForce} has no memo at all; it is exponential and meant for up to 6 piles.
 * {@link #withTranspositions} remembers positions by their exact ordered state (piles, owners and
 * side in order), which only saves repeated work, and reaches 8 piles.
 */
final class ReferenceSolver {
    /** Final margins by exact ordered state, or null for plain brute force. */
    private final Map<String, Integer> transpositions;

    private ReferenceSolver(Map<String, Integer> transpositions) {
        this.transpositions = transpositions;
    }

    /**
     * @param position a position (its notation is all that is read)
     * @return the final margin under best play by both: piles owned by the side on turn (the side
     *         that would move, at the end) minus piles owned by the other side
     */
    static int bruteForce(TwoFourPosition position) {
        return new ReferenceSolver(null).solve(position);
    }

    /**
     * @param position a position (its notation is all that is read)
     * @return the same value as {@link #bruteForce}, remembering exact ordered states
     */
    static int withTranspositions(TwoFourPosition position) {
        return new ReferenceSolver(new HashMap<>()).solve(position);
    }

    private int solve(TwoFourPosition position) {
        String notation = position.toString();
        String[] piles = notation.substring(0, notation.indexOf('/')).split(" ");
        int[] balls = new int[piles.length];
        int[] owners = new int[piles.length];
        for (int pile = 0; pile < piles.length; pile++) {
            balls[pile] = piles[pile].charAt(0) - '0';
            owners[pile] = piles[pile].endsWith("a") ? 1 : piles[pile].endsWith("b") ? -1 : 0;
        }
        return negamax(balls, owners, notation.endsWith("/1") ? 1 : -1);
    }

    /** Owners and side: +1 for player 1, -1 for player 2, 0 for nobody. */
    private int negamax(int[] balls, int[] owners, int side) {
        String state = transpositions == null ? null : Arrays.toString(balls) + Arrays.toString(owners) + side;
        if (state != null && transpositions.containsKey(state)) {
            return transpositions.get(state);
        }
        int best = Integer.MIN_VALUE;
        for (int from = 0; from < balls.length; from++) {
            for (int to = 0; to < balls.length; to++) {
                if (balls[from] - balls[to] < 2) {
                    continue;
                }
                int fromOwner = owners[from];
                int toOwner = owners[to];
                balls[from]--;
                balls[to]++;
                owners[from] = balls[from] == 2 ? side : 0;
                owners[to] = balls[to] == 2 ? side : 0;
                best = Math.max(best, -negamax(balls, owners, -side));
                balls[from]++;
                balls[to]--;
                owners[from] = fromOwner;
                owners[to] = toOwner;
            }
        }
        if (best == Integer.MIN_VALUE) {
            best = 0;
            for (int owner : owners) {
                best += side * owner;
            }
        }
        if (state != null) {
            transpositions.put(state, best);
        }
        return best;
    }
}
