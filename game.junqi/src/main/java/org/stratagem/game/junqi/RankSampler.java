package org.stratagem.game.junqi;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

/**
 * Draws assignments of ranks to the pieces of one seat, from the ranks each piece may have (a 12-bit mask,
 * as {@link Collision}) and how many pieces of each rank the seat has in all, again and again: what one draw
 * prepares (the groups of pieces with the same mask, the count's memo, the approximate marginals) serves
 * the next.
 *
 * <p>Exactly, where the assignments can be counted ({@link RankCounting}): every assignment that fits the
 * masks and the counts equally likely. Where they cannot (more than {@value RankCounting#MAX_GROUPS} groups
 * or too many states), the pieces take ranks one after another, the most constrained first, each by its
 * approximate marginal ({@link RankCounting#scaled}) among the ranks still left; a draw that runs out of
 * ranks for a piece is drawn again, {@value #REDRAWS} times at most, and a piece no rank is left for takes
 * a rank of its mask at random.
 */
final class RankSampler {
    /** The approximate draws tried before one that runs out of ranks is kept. */
    static final int REDRAWS = 20;
    private static final int RANKS = Rank.ALL.length;

    private final int[] masks;
    private final int[] counts;
    private final int[][] members;
    private RankCounting counting;
    private double[][] chances;
    private int[] order;

    private RankSampler(int[] masks, int[] counts) {
        this.masks = masks.clone();
        this.counts = counts.clone();
        int[] groupMasks = Arrays.stream(masks).distinct().toArray();
        if (groupMasks.length <= RankCounting.MAX_GROUPS) {
            counting = RankCounting.of(groupMasks, this.counts);
            members = new int[groupMasks.length][];
            for (int g = 0; g < groupMasks.length; g++) {
                int mask = groupMasks[g];
                members[g] = IntStream.range(0, masks.length).filter(i -> masks[i] == mask).toArray();
            }
        } else {
            members = null;
        }
    }

    /**
     * @param masks  the ranks each piece may have; none empty
     * @param counts the pieces of each rank, by {@link Rank} ordinal, summing to {@code masks.length}
     * @return a sampler of the assignments that fit
     */
    static RankSampler of(int[] masks, int[] counts) {
        return new RankSampler(masks, counts);
    }

    /**
     * @param masks  the ranks each piece may have; none empty
     * @param counts the pieces of each rank, by {@link Rank} ordinal, summing to {@code masks.length}
     * @param random the source of randomness
     * @return one assignment drawn, as {@link #draw(RandomGenerator)}
     */
    static int[] draw(int[] masks, int[] counts, RandomGenerator random) {
        return of(masks, counts).draw(random);
    }

    /**
     * @param random the source of randomness
     * @return the rank ordinal of each piece, within its mask
     */
    int[] draw(RandomGenerator random) {
        if (counting != null) {
            int[] exact = counting.walk(members, masks.length, random);
            if (exact != null) {
                return exact;
            }
            counting = null;
        }
        return approximateDraw(random);
    }

    /** The draw where counting is too large: see the class comment. */
    int[] approximateDraw(RandomGenerator random) {
        if (chances == null) {
            chances = RankCounting.scaled(masks, counts);
            order = IntStream.range(0, masks.length).boxed()
                    .sorted((x, y) -> Integer.compare(Integer.bitCount(masks[x]), Integer.bitCount(masks[y])))
                    .mapToInt(Integer::intValue).toArray();
        }
        int[] ranks = new int[masks.length];
        int[] left = new int[RANKS];
        double[] open = new double[RANKS];
        for (int attempt = 0; attempt < REDRAWS; attempt++) {
            System.arraycopy(counts, 0, left, 0, RANKS);
            boolean fits = true;
            for (int i : order) {
                double total = 0;
                for (int r = 0; r < RANKS; r++) {
                    open[r] = left[r] > 0 && (masks[i] >> r & 1) != 0 ? Math.max(chances[i][r], 1e-9) : 0;
                    total += open[r];
                }
                fits &= total > 0;
                ranks[i] = total > 0 ? pick(open, total, random) : anyOf(masks[i], random);
                left[ranks[i]]--;
            }
            if (fits) {
                break;
            }
        }
        return ranks;
    }

    /** @return a rank drawn by its chance, out of their total */
    private static int pick(double[] chances, double total, RandomGenerator random) {
        double x = random.nextDouble() * total;
        int last = 0;
        for (int r = 0; r < RANKS; r++) {
            if (chances[r] > 0) {
                last = r;
                x -= chances[r];
                if (x < 0) {
                    return r;
                }
            }
        }
        return last;
    }

    /** @return a rank of the mask, drawn uniformly */
    private static int anyOf(int mask, RandomGenerator random) {
        int n = random.nextInt(Integer.bitCount(mask));
        int rank = Integer.numberOfTrailingZeros(mask);
        for (int i = 0; i < n; i++) {
            rank = Integer.numberOfTrailingZeros(mask & -(1 << rank + 1));
        }
        return rank;
    }
}
