package org.stratagem.game.puzzles.trianglewar;

import java.util.Arrays;

/**
 * The fixed board of Triangle War: {@value #DOTS} dots in rows of 1, 2, 3 and 4, numbered 1..10
 * from the top row down and left to right within a row; the {@value #SEGMENTS} unit segments
 * between neighbouring dots; the {@value #TRIANGLES} small triangles they bound.
 *
 * <pre>
 *          1
 *        2   3
 *      4   5   6
 *    7   8   9   10
 * </pre>
 *
 * <p>Segments are numbered 0..17 in the order of their dots {@code i < j}: 0 is {@code 1-2}, 1 is
 * {@code 1-3}, 2 is {@code 2-3}, ..., 17 is {@code 9-10}. A set of segments is an int with bit
 * {@code s} set for segment {@code s}. Triangles are numbered 0..8 row by row, left to right: the
 * top one, then {@code 2-4-5}, {@code 2-3-5}, {@code 3-5-6}, then the five of the bottom row.
 *
 * <p>The tables are built once from the dots' rows and columns; every query reads them and
 * allocates nothing.
 */
final class Board {
    /** The number of dots. */
    static final int DOTS = 10;
    /** The number of unit segments. */
    static final int SEGMENTS = 18;
    /** The number of small triangles. */
    static final int TRIANGLES = 9;
    /** The set of every segment: the board at the end of a game. */
    static final int ALL_SEGMENTS = (1 << SEGMENTS) - 1;

    private static final int ROWS = 4;

    /** The two dots of each segment, smaller first. */
    private static final int[] LOW_DOT = new int[SEGMENTS];
    private static final int[] HIGH_DOT = new int[SEGMENTS];
    /** The segment between two dots (index {@code dot * (DOTS + 1) + dot}), or -1. */
    private static final int[] SEGMENT_OF_DOTS = new int[(DOTS + 1) * (DOTS + 1)];
    /** The set of the three segments of each triangle. */
    private static final int[] TRIANGLE_SIDES = new int[TRIANGLES];
    /** The sides of the one or two triangles that each segment bounds; 0 where there is no second. */
    private static final int[] FIRST_TRIANGLE = new int[SEGMENTS];
    private static final int[] SECOND_TRIANGLE = new int[SEGMENTS];

    static {
        Arrays.fill(SEGMENT_OF_DOTS, -1);
        int segment = 0;
        for (int low = 1; low <= DOTS; low++) {
            for (int high = low + 1; high <= DOTS; high++) {
                if (adjacent(low, high)) {
                    LOW_DOT[segment] = low;
                    HIGH_DOT[segment] = high;
                    SEGMENT_OF_DOTS[low * (DOTS + 1) + high] = segment;
                    SEGMENT_OF_DOTS[high * (DOTS + 1) + low] = segment;
                    segment++;
                }
            }
        }
        int triangle = 0;
        for (int row = 0; row < ROWS - 1; row++) {
            for (int column = 0; column <= row; column++) {
                if (column > 0) {
                    addTriangle(triangle++, dot(row, column - 1), dot(row, column), dot(row + 1, column));
                }
                addTriangle(triangle++, dot(row, column), dot(row + 1, column), dot(row + 1, column + 1));
            }
        }
    }

    private Board() {
    }

    /**
     * @param dot a number
     * @return whether it numbers a dot, 1..10
     */
    static boolean isDot(int dot) {
        return dot >= 1 && dot <= DOTS;
    }

    /**
     * @param dot1 a dot, 1..10
     * @param dot2 a dot, 1..10
     * @return the segment between the two dots, in either order, or -1 if they are not neighbours
     */
    static int segment(int dot1, int dot2) {
        return SEGMENT_OF_DOTS[dot1 * (DOTS + 1) + dot2];
    }

    /**
     * @param segment a segment, 0..17
     * @return its smaller dot
     */
    static int lowDot(int segment) {
        return LOW_DOT[segment];
    }

    /**
     * @param segment a segment, 0..17
     * @return its larger dot
     */
    static int highDot(int segment) {
        return HIGH_DOT[segment];
    }

    /**
     * @param triangle a triangle, 0..8
     * @return the set of its three segments
     */
    static int sides(int triangle) {
        return TRIANGLE_SIDES[triangle];
    }

    /**
     * The triangles a segment completes when it is drawn: those it bounds whose other two sides are
     * drawn.
     *
     * @param drawn   a set of segments; whether it holds {@code segment} does not matter
     * @param segment a segment, 0..17
     * @return how many triangles are complete in {@code drawn} with {@code segment} added, among the
     *         one or two that {@code segment} bounds: 0, 1 or 2
     */
    static int completedBy(int drawn, int segment) {
        int after = drawn | 1 << segment;
        int second = SECOND_TRIANGLE[segment];
        return (complete(after, FIRST_TRIANGLE[segment]) ? 1 : 0)
                + (second != 0 && complete(after, second) ? 1 : 0);
    }

    private static boolean complete(int drawn, int sides) {
        return (drawn & sides) == sides;
    }

    private static void addTriangle(int triangle, int dot1, int dot2, int dot3) {
        int sides = 1 << segment(dot1, dot2) | 1 << segment(dot1, dot3) | 1 << segment(dot2, dot3);
        TRIANGLE_SIDES[triangle] = sides;
        for (int side = 0; side < SEGMENTS; side++) {
            if ((sides & 1 << side) != 0) {
                if (FIRST_TRIANGLE[side] == 0) {
                    FIRST_TRIANGLE[side] = sides;
                } else {
                    SECOND_TRIANGLE[side] = sides;
                }
            }
        }
    }

    /** Neighbours: side by side in a row, or a dot and either of the two just below it. */
    private static boolean adjacent(int dot1, int dot2) {
        int row1 = row(dot1);
        int column1 = dot1 - dot(row1, 0);
        int row2 = row(dot2);
        int column2 = dot2 - dot(row2, 0);
        return row2 == row1 && column2 == column1 + 1
                || row2 == row1 + 1 && (column2 == column1 || column2 == column1 + 1);
    }

    /**
     * @param row    a row, 0..3 from the top
     * @param column a column within the row, 0..row
     * @return the dot there, 1..10
     */
    static int dot(int row, int column) {
        return row * (row + 1) / 2 + column + 1;
    }

    /**
     * @param dot a dot, 1..10
     * @return its row, 0..3 from the top
     */
    static int row(int dot) {
        int row = 0;
        while (dot(row + 1, 0) <= dot) {
            row++;
        }
        return row;
    }
}
