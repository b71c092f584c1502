package org.stratagem.game.gomoku;

import java.util.SplittableRandom;

/**
 * The geometry of a board of {@code width} x {@code height} points (square but for the Gomocup
 * protocol's {@code RECTSTART}), its lines ({@link LineGeometry}) and its Zobrist keys. A point is
 * {@code y * width + x}, column {@code x} and row {@code y} from 0; a move is the point it takes.
 * Immutable and shared by every position on the board.
 */
final class Board {
    /** The smallest board: five in a row must fit. */
    static final int MIN_SIZE = 5;
    /** The largest board (Gomocup's freestyle league plays 20x20). */
    static final int MAX_SIZE = 22;
    /** The four directions of a line, as (dx, dy): along a row, a column and both diagonals. */
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int width;
    private final int height;
    /** A random key for each (stone colour, point), XOR-ed into a position's key. */
    private final long[] keys;
    /** The line geometries of the two reaches that codes have: freestyle's, then every other rule's. */
    private final LineGeometry[] lines;

    /**
     * A square board.
     *
     * @param size the side of the board
     * @throws IllegalArgumentException if it is outside {@value #MIN_SIZE}..{@value #MAX_SIZE}
     */
    Board(int size) {
        this(size, size);
    }

    /**
     * @param width  the columns
     * @param height the rows
     * @throws IllegalArgumentException if either is outside {@value #MIN_SIZE}..{@value #MAX_SIZE}
     */
    Board(int width, int height) {
        if (!isSide(width) || !isSide(height)) {
            throw new IllegalArgumentException("a board of " + width + "x" + height + ": each side must be "
                    + MIN_SIZE + " to " + MAX_SIZE);
        }
        this.width = width;
        this.height = height;
        // a square board's keys are those it had before rectangles: searches' signatures depend on them
        SplittableRandom random = new SplittableRandom(0x60_40_4B_55L + width + (width == height ? 0 : 64L * height));
        keys = new long[2 * width * height + Rule.values().length + 1];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        lines = new LineGeometry[] {new LineGeometry(this, LinePatterns.reach(Rule.FREESTYLE)),
            new LineGeometry(this, LinePatterns.MAX_REACH)};
    }

    /** @return whether a side of that many points is allowed */
    static boolean isSide(long side) {
        return side >= MIN_SIZE && side <= MAX_SIZE;
    }

    /** @return the columns */
    int width() {
        return width;
    }

    /** @return the rows */
    int height() {
        return height;
    }

    /** @return the board's dimensions as the {@code --size} option and the messages give them: {@code 15x15} */
    String dimensions() {
        return width + "x" + height;
    }

    /** @return the number of points */
    int points() {
        return width * height;
    }

    /**
     * @param rule a rule
     * @return the neighbourhoods of the lines through each point, as far as the rule's codes reach
     */
    LineGeometry lines(Rule rule) {
        return lines[LinePatterns.reach(rule) == lines[0].reach() ? 0 : 1];
    }

    /** @return whether (x, y) is on the board */
    boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** @return the point at (x, y), which must be on the board */
    int point(int x, int y) {
        return y * width + x;
    }

    /** @return the point's column */
    int x(int point) {
        return point % width;
    }

    /** @return the point's row */
    int y(int point) {
        return point / width;
    }

    /**
     * @param point     a point
     * @param direction an index of {@link #DIRECTIONS}
     * @param offset    the steps along the direction (negative: against it)
     * @return the point that many steps from the point along the line, or -1 if it is off the board
     */
    int along(int point, int direction, int offset) {
        int x = x(point) + offset * DIRECTIONS[direction][0];
        int y = y(point) + offset * DIRECTIONS[direction][1];
        return contains(x, y) ? point(x, y) : -1;
    }

    /**
     * @param point     a point
     * @param direction an index of {@link #DIRECTIONS}
     * @param other     another point
     * @return the steps from the point to the other along the direction, negative against it, or 0 if
     *         the other point is not on that line or is the point itself
     */
    int offsetAlong(int point, int direction, int other) {
        int dx = x(other) - x(point);
        int dy = y(other) - y(point);
        int[] step = DIRECTIONS[direction];
        int offset = step[0] != 0 ? dx * step[0] : dy * step[1];
        return dx == offset * step[0] && dy == offset * step[1] ? offset : 0;
    }

    /**
     * @param rule a rule
     * @return the key of the empty board under that rule, which every position's key starts from
     */
    long ruleKey(Rule rule) {
        return keys[2 * points() + rule.ordinal()];
    }

    /**
     * @return the key of a side to move that the stones do not imply (white after as many black
     *         stones as white ones, black after one more black stone): a position set up with its
     *         side to move given ({@link GomokuPosition})
     */
    long turnKey() {
        return keys[keys.length - 1];
    }

    /**
     * @param colour 0 for black, 1 for white
     * @param point  a point
     * @return the key of that colour's stone on that point
     */
    long key(int colour, int point) {
        return keys[colour * points() + point];
    }

    /**
     * Whether a line of one colour through a point wins, in one of the four directions.
     *
     * @param cells  the board's cells: 0 empty, 1 + colour for a stone
     * @param point  a point holding a stone of the colour
     * @param rule   the rule that judges each direction's line
     * @return whether the line through the point wins in some direction
     */
    boolean winsThrough(byte[] cells, int point, Rule rule) {
        byte stone = cells[point];
        byte opponent = (byte) (3 - stone);
        int x = x(point);
        int y = y(point);
        for (int[] direction : DIRECTIONS) {
            int forward = run(cells, x, y, direction[0], direction[1], stone);
            int backward = run(cells, x, y, -direction[0], -direction[1], stone);
            boolean blockedTwice = holds(cells, x + (forward + 1) * direction[0], y + (forward + 1) * direction[1], opponent)
                    && holds(cells, x - (backward + 1) * direction[0], y - (backward + 1) * direction[1], opponent);
            if (rule.wins(stone - 1, 1 + forward + backward, blockedTwice)) {
                return true;
            }
        }
        return false;
    }

    /** @return whether (x, y) is on the board and holds the stone */
    private boolean holds(byte[] cells, int x, int y, byte stone) {
        return contains(x, y) && cells[point(x, y)] == stone;
    }

    /** @return the stones of the colour in a row from (x, y), not counting it, one way along a direction */
    private int run(byte[] cells, int x, int y, int dx, int dy, byte stone) {
        int count = 0;
        for (int cx = x + dx, cy = y + dy; holds(cells, cx, cy, stone); cx += dx, cy += dy) {
            count++;
        }
        return count;
    }
}
