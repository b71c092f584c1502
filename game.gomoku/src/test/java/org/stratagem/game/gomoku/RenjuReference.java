package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A second judge of black's forbidden points, written from the RIF definitions alone and on purpose
 * unlike {@link Forbidden}: a plain grid indexed by column and row, every line scanned from edge to
 * edge, no prefilter, and a four identified by its stones rather than by the distance between its
 * five points. Slow, and meant to be: it is the yardstick the fast judge is measured with.
 *
 * <p>The definitions (RIF rules of 1996 with the correction of 1998, renju.net/study/rifrules.php),
 * for a black stone put on an empty point, in force with the stone in place:
 * <ul>
 * <li>an exactly-five along some line wins, whatever else the stone makes: the point is lawful;</li>
 * <li>else six or more in a row along some line is an overline;</li>
 * <li>a four is four black stones, the new one among them, to which one more stone on an empty point
 * makes exactly five. Two five points make one four when the four stones they complete are the
 * same (the straight four {@code .XXXX.}), two fours when they are not ({@code X.X+X.X}). Two fours
 * or more in all, on one line or several, are a double four;</li>
 * <li>a three is three black stones, the new one among them, to which one more stone makes a straight
 * four (four in an unbroken row whose both ends make exactly five) without making a five anywhere
 * at the same time, on a point that is itself lawful, judged with the new stone in place and so on
 * recursively. A line counts once: a line with a four is not also a three. Two threes or more, on
 * different lines, are a double three.</li>
 * </ul>
 * White is never restricted, so only black stones are put.
 *
 * <p>{@code depthLimit} caps the recursion, for the tests that measure how deep a case goes: at the
 * limit a straight-four point is taken as lawful without looking. Not thread-safe.
 */
final class RenjuReference {
    /** The four line directions, as column and row steps. */
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final int EMPTY = 0;
    private static final int BLACK = 1;

    private final int width;
    private final int height;
    private final int[][] grid;
    private final int depthLimit;

    /**
     * @param grid       the stones by {@code [x][y]}, a rectangle: 0 empty, 1 black, 2 white; copied
     * @param depthLimit how many straight-four points deep a judgement looks; {@link Integer#MAX_VALUE} for the rules
     */
    RenjuReference(int[][] grid, int depthLimit) {
        width = grid.length;
        height = grid[0].length;
        this.grid = new int[width][];
        for (int x = 0; x < width; x++) {
            this.grid[x] = grid[x].clone();
        }
        this.depthLimit = depthLimit;
    }

    /**
     * @param x the column of an empty point
     * @param y its row
     * @return why a black stone there is forbidden, or null if it is lawful
     */
    Forbidden.Kind judge(int x, int y) {
        return judge(x, y, 0);
    }

    private Forbidden.Kind judge(int x, int y, int depth) {
        grid[x][y] = BLACK;
        try {
            return shapeOfStone(x, y, depth);
        } finally {
            grid[x][y] = EMPTY;
        }
    }

    /** The verdict on the black stone on (x, y), judged with it in place. */
    private Forbidden.Kind shapeOfStone(int x, int y, int depth) {
        if (makesFive(x, y)) {
            return null;
        }
        for (int[] line : LINES) {
            if (runThrough(x, y, line) >= 6) {
                return Forbidden.Kind.OVERLINE;
            }
        }
        int fours = 0;
        int threes = 0;
        for (int[] line : LINES) {
            int here = foursAlong(x, y, line);
            fours += here;
            if (here == 0 && isThreeAlong(x, y, line, depth)) {
                threes++;
            }
        }
        if (fours >= 2) {
            return Forbidden.Kind.DOUBLE_FOUR;
        }
        return threes >= 2 ? Forbidden.Kind.DOUBLE_THREE : null;
    }

    /** Whether the black stone on (x, y) stands in a row of exactly five along some line. */
    private boolean makesFive(int x, int y) {
        for (int[] line : LINES) {
            if (runThrough(x, y, line) == 5) {
                return true;
            }
        }
        return false;
    }

    /**
     * The distinct fours through the black stone on (x, y) along the line: for each empty point of
     * the whole line where a stone makes exactly five with it, the set of the four stones that five
     * completes; the fours are the distinct sets.
     */
    private int foursAlong(int x, int y, int[] line) {
        Set<Set<Integer>> fours = new HashSet<>();
        for (int[] point : emptyPointsAlong(x, y, line)) {
            int px = point[0];
            int py = point[1];
            grid[px][py] = BLACK;
            if (runThrough(px, py, line) == 5 && sameRun(px, py, x, y, line)) {
                Set<Integer> stones = runStones(px, py, line);
                stones.remove(px * height + py);
                fours.add(stones);
            }
            grid[px][py] = EMPTY;
        }
        return fours.size();
    }

    /**
     * Whether the black stone on (x, y) makes a three along the line: some empty point of the whole
     * line where a stone makes a straight four holding (x, y), makes no five, and is lawful.
     */
    private boolean isThreeAlong(int x, int y, int[] line, int depth) {
        for (int[] point : emptyPointsAlong(x, y, line)) {
            int px = point[0];
            int py = point[1];
            grid[px][py] = BLACK;
            boolean straight = isStraightFour(px, py, x, y, line) && !makesFive(px, py);
            grid[px][py] = EMPTY;
            if (straight && (depth + 1 > depthLimit || judge(px, py, depth + 1) == null)) {
                return true;
            }
        }
        return false;
    }

    /** The empty points of the whole line through (x, y), edge to edge, as {@code {x, y}}. */
    private List<int[]> emptyPointsAlong(int x, int y, int[] line) {
        List<int[]> points = new ArrayList<>();
        for (int step = -width - height; step <= width + height; step++) {
            if (isEmpty(x + step * line[0], y + step * line[1])) {
                points.add(new int[] {x + step * line[0], y + step * line[1]});
            }
        }
        return points;
    }

    /**
     * Whether the unbroken row through the black stone on (px, py) holds (x, y), has four stones,
     * and can be made exactly five at both of its ends.
     */
    private boolean isStraightFour(int px, int py, int x, int y, int[] line) {
        if (runThrough(px, py, line) != 4 || !sameRun(px, py, x, y, line)) {
            return false;
        }
        int fivePoints = 0;
        for (int sign = -1; sign <= 1; sign += 2) {
            int ex = px;
            int ey = py;
            while (isBlack(ex, ey)) {
                ex += sign * line[0];
                ey += sign * line[1];
            }
            if (isEmpty(ex, ey)) {
                grid[ex][ey] = BLACK;
                fivePoints += runThrough(ex, ey, line) == 5 ? 1 : 0;
                grid[ex][ey] = EMPTY;
            }
        }
        return fivePoints == 2;
    }

    /** The length of the unbroken black row through (x, y), a black stone, along the line. */
    private int runThrough(int x, int y, int[] line) {
        return runStones(x, y, line).size();
    }

    /** The points of the unbroken black row through (x, y), a black stone, along the line, as {@code x * height + y}. */
    private Set<Integer> runStones(int x, int y, int[] line) {
        Set<Integer> stones = new HashSet<>();
        for (int sign = -1; sign <= 1; sign += 2) {
            int cx = x;
            int cy = y;
            while (isBlack(cx, cy)) {
                stones.add(cx * height + cy);
                cx += sign * line[0];
                cy += sign * line[1];
            }
        }
        return stones;
    }

    /** Whether (x, y) lies in the unbroken black row through (px, py) along the line. */
    private boolean sameRun(int px, int py, int x, int y, int[] line) {
        return runStones(px, py, line).contains(x * height + y);
    }

    private boolean isBlack(int x, int y) {
        return onBoard(x, y) && grid[x][y] == BLACK;
    }

    private boolean isEmpty(int x, int y) {
        return onBoard(x, y) && grid[x][y] == EMPTY;
    }

    private boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }
}
