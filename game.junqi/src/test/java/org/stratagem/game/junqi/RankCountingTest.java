package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The marginals of {@link RankCounting} against brute force: every assignment of ranks to a handful of
 * pieces enumerated, those that fit the masks and counts counted. Exact counting equals it; the matrix
 * scaling of large cases keeps its margins and stays close on the same cases. Draws of whole assignments
 * fit and are uniform among those that fit.
 */
class RankCountingTest {
    private static final int RANKS = Rank.ALL.length;

    @Test
    void exactMarginalsEqualBruteForceOnSmallCases() {
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 300; trial++) {
            int[][] smallCase = smallCase(random);
            double[][] expected = bruteForce(smallCase[0], smallCase[1]);
            double[][] actual = RankCounting.marginals(smallCase[0], smallCase[1]);
            for (int i = 0; i < expected.length; i++) {
                for (int r = 0; r < RANKS; r++) {
                    assertEquals(expected[i][r], actual[i][r], 1e-12, "trial " + trial + " piece " + i + " rank " + r);
                }
            }
        }
    }

    @Test
    void scalingKeepsTheMarginsAndStaysClose() {
        SplittableRandom random = new SplittableRandom(5);
        double worst = 0;
        for (int trial = 0; trial < 300; trial++) {
            int[][] smallCase = smallCase(random);
            double[][] expected = bruteForce(smallCase[0], smallCase[1]);
            if (expected[0][0] + sum(expected[0]) == 0) {
                continue;
            }
            double[][] scaled = RankCounting.scaled(smallCase[0], smallCase[1]);
            for (int i = 0; i < expected.length; i++) {
                assertEquals(1.0, sum(scaled[i]), 1e-6, "a row sums to one");
                for (int r = 0; r < RANKS; r++) {
                    assertEquals(0, (smallCase[0][i] >> r & 1) == 0 ? scaled[i][r] : 0, 0.0, "a rank outside the mask");
                    worst = Math.max(worst, Math.abs(expected[i][r] - scaled[i][r]));
                }
            }
        }
        assertEquals(0, worst, 0.25, "largest difference from the exact marginals");
    }

    @Test
    void drawsAreUniformOverTheAssignmentsThatFit() {
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int trial = 0; trial < 300 && checked < 12; trial++) {
            int[][] smallCase = smallCase(random);
            int[] masks = smallCase[0];
            int[] counts = smallCase[1];
            int fitting = enumerate(masks, counts.clone(), new int[masks.length], 0, new double[masks.length][RANKS]);
            if (fitting < 2 || fitting > 40) {
                continue;
            }
            checked++;
            Map<String, Integer> seen = new HashMap<>();
            int draws = 400 * fitting;
            for (int n = 0; n < draws; n++) {
                int[] ranks = RankSampler.draw(masks, counts, random);
                int[] left = counts.clone();
                for (int i = 0; i < ranks.length; i++) {
                    assertTrue((masks[i] >> ranks[i] & 1) != 0, "trial " + trial + ": a rank outside the mask");
                    left[ranks[i]]--;
                }
                assertTrue(Arrays.stream(left).allMatch(c -> c == 0), "trial " + trial + ": the counts are not kept");
                seen.merge(Arrays.toString(ranks), 1, Integer::sum);
            }
            assertEquals(fitting, seen.size(), "trial " + trial + ": every assignment that fits is drawn");
            for (Map.Entry<String, Integer> drawn : seen.entrySet()) {
                assertEquals(400, drawn.getValue(), 100, "trial " + trial + ": draws of " + drawn.getKey());
            }
        }
        assertEquals(12, checked, "cases with 2 to 40 assignments");
    }

    @Test
    void approximateDrawsFitMasksAndCounts() {
        SplittableRandom random = new SplittableRandom(9);
        for (int trial = 0; trial < 300; trial++) {
            int[][] smallCase = smallCase(random);
            int[] masks = smallCase[0];
            int[] counts = smallCase[1];
            if (enumerate(masks, counts.clone(), new int[masks.length], 0, new double[masks.length][RANKS]) > 0) {
                int[] ranks = RankSampler.of(masks, counts).approximateDraw(random);
                int[] left = counts.clone();
                for (int i = 0; i < ranks.length; i++) {
                    assertTrue((masks[i] >> ranks[i] & 1) != 0, "trial " + trial + ": a rank outside the mask");
                    left[ranks[i]]--;
                }
                assertTrue(Arrays.stream(left).allMatch(c -> c == 0), "trial " + trial + ": the counts are not kept");
            }
        }
    }

    private static double sum(double[] row) {
        double total = 0;
        for (double p : row) {
            total += p;
        }
        return total;
    }

    /** @return masks of 2-6 pieces over 3 of the ranks, each mask not empty, and counts summing to the pieces */
    private static int[][] smallCase(SplittableRandom random) {
        int pieces = 2 + random.nextInt(5);
        int[] ranks = {random.nextInt(RANKS), random.nextInt(RANKS), random.nextInt(RANKS)};
        int[] counts = new int[RANKS];
        for (int i = 0; i < pieces; i++) {
            counts[ranks[random.nextInt(3)]]++;
        }
        int[] masks = new int[pieces];
        for (int i = 0; i < pieces; i++) {
            while (masks[i] == 0) {
                for (int rank : ranks) {
                    masks[i] |= random.nextInt(3) > 0 ? 1 << rank : 0;
                }
            }
        }
        return new int[][] {masks, counts};
    }

    private static double[][] bruteForce(int[] masks, int[] counts) {
        double[][] tally = new double[masks.length][RANKS];
        int total = enumerate(masks, counts.clone(), new int[masks.length], 0, tally);
        for (double[] row : tally) {
            for (int r = 0; r < RANKS; r++) {
                row[r] = total == 0 ? 0 : row[r] / total;
            }
        }
        return tally;
    }

    private static int enumerate(int[] masks, int[] left, int[] assigned, int piece, double[][] tally) {
        if (piece == masks.length) {
            for (int i = 0; i < masks.length; i++) {
                tally[i][assigned[i]]++;
            }
            return 1;
        }
        int found = 0;
        for (int r = 0; r < RANKS; r++) {
            if ((masks[piece] >> r & 1) != 0 && left[r] > 0) {
                left[r]--;
                assigned[piece] = r;
                found += enumerate(masks, left, assigned, piece + 1, tally);
                left[r]++;
            }
        }
        return found;
    }
}
