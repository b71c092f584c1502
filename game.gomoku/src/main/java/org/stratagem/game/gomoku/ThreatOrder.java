package org.stratagem.game.gomoku;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;

/**
 * Orders Gomoku moves by the threats a stone makes and stops on its point, strongest first, for
 * alpha-beta, which prunes most when the best move comes first. A point's value sums, over its
 * four lines, what a stone of the side to move would make there ({@link #OWN}, by {@link Pattern})
 * and what a stone of the opponent would make there, which a stone of the mover prevents
 * ({@link #BLOCK}); two strong threats on one point (a double four, a four-three, a double three)
 * win where one does not, and get a bonus, as does an opponent's such point. A move of the mover
 * outweighs the same of the opponent: the mover acts first.
 *
 * <p>Ties keep point order, so the order is deterministic. Thread-safe: each thread sorts in its own
 * scratch array; nothing is allocated once that exists.
 */
final class ThreatOrder {
    /** The mover's value of a stone making each pattern along one line, by ordinal. */
    private static final int[] OWN = {0, 4, 20, 24, 120, 140, 2400, 60000};
    /** The value of stopping the opponent's pattern along one line, by ordinal. */
    private static final int[] BLOCK = {0, 3, 14, 16, 90, 100, 1600, 30000};
    /** The bonus of a point where the mover makes two fours, or a four and an open three. */
    private static final int OWN_DOUBLE_FOUR = 2000;
    /** The bonus of a point where the mover makes two open threes. */
    private static final int OWN_DOUBLE_THREE = 1000;
    /** The bonus of a point where the opponent would make two fours, or a four and an open three. */
    private static final int BLOCK_DOUBLE_FOUR = 800;
    /** The bonus of a point where the opponent would make two open threes. */
    private static final int BLOCK_DOUBLE_THREE = 500;
    /** The highest value a point can have, with room to spare: values are subtracted from it to sort. */
    private static final int LIMIT = 1 << 20;
    /** A point fits in the low bits of a sort key: boards have at most 22x22 points. */
    private static final int POINT_BITS = 9;
    private static final int FOUR = Pattern.FOUR.ordinal();
    private static final int OPEN_THREE = Pattern.OPEN_THREE.ordinal();

    private final ThreadLocal<int[]> keys = ThreadLocal.withInitial(() -> new int[Board.MAX_SIZE * Board.MAX_SIZE]);

    /**
     * Sorts the moves by their value for the side to move, highest first, ties by point.
     *
     * @param position the position
     * @param moves    distinct empty points
     */
    void sort(GomokuPosition position, MoveList moves) {
        int[] sorted = keys.get();
        int size = moves.size();
        for (int i = 0; i < size; i++) {
            int point = moves.get(i);
            sorted[i] = (LIMIT - value(position, point)) << POINT_BITS | point;
        }
        Arrays.sort(sorted, 0, size);
        moves.clear();
        for (int i = 0; i < size; i++) {
            moves.add(sorted[i] & (1 << POINT_BITS) - 1);
        }
    }

    /**
     * @param position the position
     * @param point    an empty point
     * @return the point's value for the side to move, 0 to below {@link #LIMIT}
     */
    static int value(GomokuPosition position, int point) {
        int mover = position.colourToMove();
        int value = 0;
        int ownFours = 0;
        int ownThrees = 0;
        int blockedFours = 0;
        int blockedThrees = 0;
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int own = position.patternAt(mover, point, direction);
            int opponent = position.patternAt(1 - mover, point, direction);
            value += OWN[own] + BLOCK[opponent];
            ownFours += own >= FOUR ? 1 : 0;
            ownThrees += own == OPEN_THREE ? 1 : 0;
            blockedFours += opponent >= FOUR ? 1 : 0;
            blockedThrees += opponent == OPEN_THREE ? 1 : 0;
        }
        return value + bonus(ownFours, ownThrees, OWN_DOUBLE_FOUR, OWN_DOUBLE_THREE)
                + bonus(blockedFours, blockedThrees, BLOCK_DOUBLE_FOUR, BLOCK_DOUBLE_THREE);
    }

    private static int bonus(int fours, int threes, int doubleFour, int doubleThree) {
        return fours >= 2 || fours == 1 && threes >= 1 ? doubleFour : threes >= 2 ? doubleThree : 0;
    }
}
