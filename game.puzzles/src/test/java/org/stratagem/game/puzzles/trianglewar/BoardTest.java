package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board: its segments and triangles, checked against the PKU statement's picture. */
class BoardTest {
    /** The 18 segments as the seed's program lists them (its table {@code dot}). */
    private static final int[][] PKU_SEGMENTS = {{1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 5}, {3, 6}, {4, 5},
        {5, 6}, {4, 7}, {4, 8}, {5, 8}, {5, 9}, {6, 9}, {6, 10}, {7, 8}, {8, 9}, {9, 10}};
    /** The 9 small triangles by their dots, row by row, left to right. */
    private static final int[][] TRIANGLE_DOTS = {{1, 2, 3}, {2, 4, 5}, {2, 3, 5}, {3, 5, 6}, {4, 7, 8}, {4, 5, 8},
        {5, 8, 9}, {5, 6, 9}, {6, 9, 10}};
    /** The segments along the three sides of the big triangle. */
    private static final Set<String> OUTER = Set.of("1-2", "2-4", "4-7", "1-3", "3-6", "6-10", "7-8", "8-9", "9-10");

    @Test
    void theSegmentsAreThoseOfThePkuBoardNumberedInTheOrderOfTheirDots() {
        Set<String> expected = new HashSet<>();
        for (int[] dots : PKU_SEGMENTS) {
            expected.add(dots[0] + "-" + dots[1]);
        }
        List<String> segments = new ArrayList<>();
        int previous = 0;
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            segments.add(SegmentNotation.format(segment));
            assertTrue(Board.lowDot(segment) < Board.highDot(segment));
            int dots = Board.lowDot(segment) * 100 + Board.highDot(segment);
            assertTrue(dots > previous, "segment " + segment + " is out of order");
            previous = dots;
        }
        assertEquals(expected, new HashSet<>(segments));
        assertEquals(18, segments.size());
        assertEquals("1-2", segments.get(0));
        assertEquals("9-10", segments.get(17));
    }

    @Test
    void everyPairOfNeighboursHasOneSegmentInEitherOrderAndNoOtherPairHasAny() {
        int pairs = 0;
        for (int dot1 = 1; dot1 <= Board.DOTS; dot1++) {
            for (int dot2 = 1; dot2 <= Board.DOTS; dot2++) {
                int segment = Board.segment(dot1, dot2);
                assertEquals(segment, Board.segment(dot2, dot1));
                if (segment >= 0) {
                    pairs++;
                    assertEquals(Math.min(dot1, dot2), Board.lowDot(segment));
                    assertEquals(Math.max(dot1, dot2), Board.highDot(segment));
                }
            }
        }
        assertEquals(2 * Board.SEGMENTS, pairs);
    }

    @Test
    void theNineTrianglesAreTheSmallTrianglesRowByRow() {
        for (int triangle = 0; triangle < Board.TRIANGLES; triangle++) {
            int[] dots = TRIANGLE_DOTS[triangle];
            int sides = 1 << Board.segment(dots[0], dots[1]) | 1 << Board.segment(dots[0], dots[2])
                    | 1 << Board.segment(dots[1], dots[2]);
            assertEquals(3, Integer.bitCount(sides), "triangle " + (triangle + 1));
            assertEquals(sides, Board.sides(triangle), "triangle " + (triangle + 1));
        }
    }

    @Test
    void outerSegmentsBoundOneTriangleAndInnerOnesTwo() {
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            int bounded = 0;
            for (int triangle = 0; triangle < Board.TRIANGLES; triangle++) {
                bounded += (Board.sides(triangle) & 1 << segment) != 0 ? 1 : 0;
            }
            String name = SegmentNotation.format(segment);
            assertEquals(OUTER.contains(name) ? 1 : 2, bounded, name);
        }
    }

    @Test
    void aSegmentCompletesTheTrianglesItBoundsWhoseOtherSidesAreDrawn() {
        for (int drawn = 0; drawn <= Board.ALL_SEGMENTS; drawn++) {
            for (int segment = 0; segment < Board.SEGMENTS; segment++) {
                int after = drawn | 1 << segment;
                int completed = 0;
                for (int triangle = 0; triangle < Board.TRIANGLES; triangle++) {
                    int sides = Board.sides(triangle);
                    completed += (sides & 1 << segment) != 0 && (after & sides) == sides ? 1 : 0;
                }
                if (completed != Board.completedBy(drawn, segment)) {
                    assertEquals(completed, Board.completedBy(drawn, segment), "set " + drawn + ", segment " + segment);
                }
            }
        }
    }
}
