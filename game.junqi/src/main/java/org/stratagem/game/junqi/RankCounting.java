package org.stratagem.game.junqi;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The probability of each rank for each piece of one seat, from the ranks each piece may have (a 12-bit
 * mask, as {@link Collision}) and how many pieces of each rank the seat has in all; the pieces include those
 * already removed, whose ranks count too. Every assignment of ranks to pieces that fits the masks and the
 * counts is taken as equally likely (a uniformly random lineup, conditioned on what was seen), and a
 * piece's probability of a rank is the share of those assignments that give it that rank.
 *
 * <p>Exact counting. Pieces with the same mask are interchangeable, so they form groups; the count is a
 * dynamic programme over the ranks, strongest first, whose state is how many pieces of each group are
 * still without a rank: rank {@code r} goes to {@code x_j} pieces of each group {@code j} whose mask has
 * {@code r} ({@code sum x_j = count(r)}) in {@code prod C(left_j, x_j)} ways. A piece of group {@code j}
 * has rank {@code r} in as many assignments as the other pieces have with one {@code r} fewer, so each
 * marginal is one more count. The states are memoised; when there are more than {@value #MAX_GROUPS}
 * groups or the memo passes {@value #MAX_STATES} states, counting stops and the marginals are
 * approximated instead.
 *
 * <p>The approximation: iterative proportional fitting (Sinkhorn's matrix scaling) of the piece-by-rank
 * matrix that is 1 where a mask allows the rank, scaled in turn so that each piece's row sums to 1 and
 * each rank's column sums to its count, {@value #SCALING_ROUNDS} rounds. It is the maximum-entropy
 * matrix with those margins: it honours every mask and every count, as the exact marginals do, and is
 * close to them but in general not equal ({@code RankCountingTest} bounds the difference on small cases).
 */
final class RankCounting {
    /** More groups than this and the count is approximated (the state packs 5 bits a group; more groups make the count slow). */
    static final int MAX_GROUPS = 8;
    /** More memoised states than this and the count is approximated. */
    static final int MAX_STATES = 2_000;
    /** The rounds of matrix scaling of the approximation. */
    static final int SCALING_ROUNDS = 60;
    private static final int RANKS = Rank.ALL.length;
    private static final int GROUP_BITS = 5;

    private final int[] groupMasks;
    private final int[] counts;
    private final StateCounts memo = new StateCounts();
    private boolean tooLarge;

    private RankCounting(int[] groupMasks, int[] counts) {
        this.groupMasks = groupMasks;
        this.counts = counts;
    }

    /**
     * @param masks  the ranks each piece may have; none empty
     * @param counts the pieces of each rank, by {@link Rank} ordinal, summing to {@code masks.length}
     * @return the probability of each rank (by ordinal) for each piece; all zero for a piece if no
     *         assignment fits at all
     */
    static double[][] marginals(int[] masks, int[] counts) {
        int[] distinct = Arrays.stream(masks).distinct().toArray();
        if (distinct.length <= MAX_GROUPS) {
            double[][] exact = exact(masks, distinct, counts);
            if (exact != null) {
                return exact;
            }
        }
        return scaled(masks, counts);
    }

    /**
     * @param groupMasks the distinct masks, at most {@value #MAX_GROUPS}
     * @param counts     the pieces of each rank, by {@link Rank} ordinal
     * @return a counter of the assignments, its memo kept from one draw to the next
     */
    static RankCounting of(int[] groupMasks, int[] counts) {
        return new RankCounting(groupMasks, counts);
    }

    /**
     * Draws an assignment among the counted ones, each equally likely: the count's dynamic programme is
     * walked forward, each rank giving each group as many pieces as a draw in proportion to the assignments
     * that follow chooses, and within a group the pieces are shuffled.
     *
     * @param members the pieces of each group, by index; shuffled in place
     * @param pieces  the number of pieces
     * @param random  the source of randomness
     * @return the rank ordinal of each piece, or null if no assignment fits or there are too many states to count
     */
    int[] walk(int[][] members, int pieces, RandomGenerator random) {
        long left = 0;
        for (int g = 0; g < members.length; g++) {
            left |= (long) members[g].length << GROUP_BITS * g;
        }
        if (count(left) <= 0 || tooLarge) {
            return null;
        }
        int[] ranks = new int[pieces];
        int[] given = new int[groupMasks.length];
        int[] taken = new int[groupMasks.length];
        for (int rank = 0; rank < RANKS; rank++) {
            Arrays.fill(taken, 0);
            double[] target = {random.nextDouble() * count(rank, left)};
            long next = pick(rank, counts[rank], 0, left, 1.0, target, taken);
            if (next < 0 || tooLarge) {
                return null;
            }
            for (int g = 0; g < groupMasks.length; g++) {
                int[] group = members[g];
                for (int n = 0; n < taken[g]; n++) {
                    int at = given[g] + random.nextInt(group.length - given[g]);
                    int piece = group[at];
                    ranks[piece] = rank;
                    group[at] = group[given[g]];
                    group[given[g]++] = piece;
                }
            }
            left = next;
        }
        return ranks;
    }

    /**
     * Chooses how many pieces of a rank each group from {@code group} on gets, walking the distributions in
     * {@link #distribute}'s order and spending {@code target} on their weights until it runs out.
     *
     * @return the pieces left in each group after the chosen distribution, or -1 if the target outlasts them
     */
    private long pick(int rank, int remaining, int group, long left, double weight, double[] target, int[] taken) {
        if (remaining == 0) {
            target[0] -= weight * count(rank + 1, left);
            return target[0] < 0 ? left : -1;
        }
        if (group == groupMasks.length) {
            return -1;
        }
        long found = pick(rank, remaining, group + 1, left, weight, target, taken);
        if (found >= 0 || (groupMasks[group] >> rank & 1) == 0) {
            return found;
        }
        int size = (int) (left >>> GROUP_BITS * group) & (1 << GROUP_BITS) - 1;
        double choices = 1;
        for (int x = 1; x <= Math.min(size, remaining) && found < 0; x++) {
            choices = choices * (size - x + 1) / x;
            taken[group] = x;
            found = pick(rank, remaining - x, group + 1, left - ((long) x << GROUP_BITS * group), weight * choices, target, taken);
        }
        if (found < 0) {
            taken[group] = 0;
        }
        return found;
    }

    /** @return the exact marginals, or null if counting them would take too long */
    private static double[][] exact(int[] masks, int[] groupMasks, int[] counts) {
        int[] sizes = new int[groupMasks.length];
        int[] groupOf = new int[masks.length];
        for (int i = 0; i < masks.length; i++) {
            for (int g = 0; g < groupMasks.length; g++) {
                if (groupMasks[g] == masks[i]) {
                    groupOf[i] = g;
                    sizes[g]++;
                }
            }
        }
        RankCounting total = new RankCounting(groupMasks, counts);
        double all = total.count(pack(sizes));
        if (total.tooLarge) {
            return null;
        }
        double[][] byGroup = new double[groupMasks.length][RANKS];
        for (int g = 0; g < groupMasks.length && all > 0; g++) {
            for (int r = 0; r < RANKS; r++) {
                if ((groupMasks[g] >> r & 1) != 0 && counts[r] > 0) {
                    int[] fewer = counts.clone();
                    fewer[r]--;
                    sizes[g]--;
                    RankCounting rest = new RankCounting(groupMasks, fewer);
                    byGroup[g][r] = rest.count(pack(sizes)) / all;
                    sizes[g]++;
                    if (rest.tooLarge) {
                        return null;
                    }
                }
            }
        }
        double[][] marginals = new double[masks.length][];
        for (int i = 0; i < masks.length; i++) {
            marginals[i] = byGroup[groupOf[i]].clone();
        }
        return marginals;
    }

    private static long pack(int[] sizes) {
        long state = 0;
        for (int g = 0; g < sizes.length; g++) {
            state |= (long) sizes[g] << GROUP_BITS * g;
        }
        return state;
    }

    /** @return the assignments of the ranks from the first to the pieces left in each group */
    private double count(long left) {
        return count(0, left);
    }

    private double count(int rank, long left) {
        if (rank == RANKS) {
            return left == 0 ? 1 : 0;
        }
        if (tooLarge) {
            return 0;
        }
        long key = left << 4 | rank;
        double known = memo.get(key);
        if (!Double.isNaN(known)) {
            return known;
        }
        if (memo.size() >= MAX_STATES) {
            tooLarge = true;
            return 0;
        }
        double ways = distribute(rank, counts[rank], 0, left, 1.0);
        memo.put(key, ways);
        return ways;
    }

    /** Gives {@code remaining} pieces of a rank to the groups from {@code group} on, in every way. */
    private double distribute(int rank, int remaining, int group, long left, double weight) {
        if (remaining == 0) {
            return weight * count(rank + 1, left);
        }
        if (group == groupMasks.length) {
            return 0;
        }
        double ways = distribute(rank, remaining, group + 1, left, weight);
        if ((groupMasks[group] >> rank & 1) != 0) {
            int size = (int) (left >>> GROUP_BITS * group) & (1 << GROUP_BITS) - 1;
            double choices = 1;
            for (int x = 1; x <= Math.min(size, remaining); x++) {
                choices = choices * (size - x + 1) / x;
                ways += distribute(rank, remaining - x, group + 1, left - ((long) x << GROUP_BITS * group), weight * choices);
            }
        }
        return ways;
    }

    /** The approximation: the mask matrix scaled to rows of 1 and columns of the counts. */
    static double[][] scaled(int[] masks, int[] counts) {
        double[][] m = new double[masks.length][RANKS];
        for (int i = 0; i < masks.length; i++) {
            for (int r = 0; r < RANKS; r++) {
                m[i][r] = masks[i] >> r & 1;
            }
        }
        for (int round = 0; round < SCALING_ROUNDS; round++) {
            for (int r = 0; r < RANKS; r++) {
                double column = 0;
                for (double[] row : m) {
                    column += row[r];
                }
                for (double[] row : m) {
                    row[r] = column > 0 ? row[r] * counts[r] / column : 0;
                }
            }
            for (double[] row : m) {
                double sum = 0;
                for (double cell : row) {
                    sum += cell;
                }
                for (int r = 0; r < RANKS && sum > 0; r++) {
                    row[r] /= sum;
                }
            }
        }
        return m;
    }
}
