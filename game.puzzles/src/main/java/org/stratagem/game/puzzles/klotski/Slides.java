package org.stratagem.game.puzzles.klotski;

import java.util.Arrays;

/**
 * Where one piece can go in one move, the other pieces standing still: the anchors one slide away
 * ({@link Metric#STEP}), or every anchor it can reach by slides in a row ({@link Metric#PIECE}),
 * as a 20-bit mask of anchors. Allocation-free.
 */
final class Slides {
    private Slides() {
    }

    /**
     * @param metric what one move is
     * @param shape  the piece's shape
     * @param anchor where it stands
     * @param others the cells covered by every other piece
     * @return the anchors it can move to in one move, never its own
     */
    static int destinations(Metric metric, int shape, int anchor, int others) {
        if (metric == Metric.STEP) {
            return oneSlideAway(shape, anchor, others);
        }
        int reached = 1 << anchor;
        int todo = reached;
        while (todo != 0) {
            int from = Integer.numberOfTrailingZeros(todo);
            todo &= todo - 1;
            for (int direction = 0; direction < 4; direction++) {
                int to = Board.slide(shape, from, direction, others);
                if (to >= 0 && (reached & 1 << to) == 0) {
                    reached |= 1 << to;
                    todo |= 1 << to;
                }
            }
        }
        return reached & ~(1 << anchor);
    }

    /** @return the anchors one slide away, as a mask */
    private static int oneSlideAway(int shape, int anchor, int others) {
        int targets = 0;
        for (int direction = 0; direction < 4; direction++) {
            int to = Board.slide(shape, anchor, direction, others);
            targets |= to >= 0 ? 1 << to : 0;
        }
        return targets;
    }

    /**
     * @param shape  the piece's shape
     * @param anchor where it stands
     * @param target where it goes, one of its {@link Metric#PIECE} destinations
     * @param others the cells covered by every other piece
     * @return the letters ({@code U D L R}) of a shortest series of one-cell slides that takes it there
     */
    static String path(int shape, int anchor, int target, int others) {
        int[] cameFrom = new int[Board.CELLS];
        int[] direction = new int[Board.CELLS];
        Arrays.fill(cameFrom, -1);
        cameFrom[anchor] = anchor;
        int[] queue = new int[Board.CELLS];
        int tail = 0;
        queue[tail++] = anchor;
        for (int head = 0; head < tail && cameFrom[target] < 0; head++) {
            for (int d = 0; d < 4; d++) {
                int to = Board.slide(shape, queue[head], d, others);
                if (to >= 0 && cameFrom[to] < 0) {
                    cameFrom[to] = queue[head];
                    direction[to] = d;
                    queue[tail++] = to;
                }
            }
        }
        StringBuilder path = new StringBuilder();
        for (int at = target; at != anchor; at = cameFrom[at]) {
            path.append(Board.DIRECTIONS.charAt(direction[at]));
        }
        return path.reverse().toString();
    }
}
