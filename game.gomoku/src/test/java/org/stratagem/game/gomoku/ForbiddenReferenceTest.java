package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link Forbidden} against {@link RenjuReference}, the slow judge written from the RIF definitions,
 * on every empty point of seeded random positions dense with black shapes: clusters of 30 to 70
 * stones on 15x15, black the larger share, and smaller boards where the edges close lines; and on
 * the golden boards of {@link ForbiddenGoldenTest} with recursive double threes, turned and shifted
 * at random and with stones added around them, so that verdicts needing the recursion two levels
 * deep come up by the hundred, and three and more by the dozen.
 *
 * <p>Each run counts what it met and insists on enough of it (forbidden points of every kind, points
 * whose verdict needs the recursion one, two, three levels deep), so that a generator that
 * stopped making hard cases would fail the test rather than pass it idly. The system property
 * {@code renju.reference.positions} scales the run (the normal build uses a few hundred positions;
 * the long runs reported in the commit used many more).
 */
class ForbiddenReferenceTest {
    private static final int POSITIONS = Integer.getInteger("renju.reference.positions", 200);
    private static final int SIZE = 15;
    /** The depths of recursion told apart: 0 (none needed) to 4 and more. */
    private static final int DEPTHS = 5;

    /** What a run met, for the assertions on coverage and for the message of a failure. */
    private static final class Tally {
        int positions;
        int points;
        final int[] kinds = new int[Forbidden.Kind.values().length];
        /**
         * By depth: the points whose verdict needs the recursion that deep, the straight-four points
         * judged and theirs in turn down to that many levels: judged to any depth from there on,
         * the verdict is the rules' one, but not one level less deep (a cut-off recursion may get a
         * point right by chance and lose it one level deeper). The last entry counts that depth
         * and more.
         */
        final int[] depths = new int[DEPTHS];
        /** The first disagreements, drawn; {@link #disagreeing} counts them all. */
        final List<String> disagreements = new ArrayList<>();
        int disagreeing;

        @Override
        public String toString() {
            return positions + " positions, " + points + " points, forbidden " + Arrays.toString(kinds)
                    + " (overline, double four, double three), verdicts needing the recursion 1, 2, 3, 4+ levels deep "
                    + Arrays.toString(Arrays.copyOfRange(depths, 1, DEPTHS)) + "; " + disagreeing + " disagreements";
        }
    }

    /** Random clusters on 15x15, black about three stones in five. */
    @Test
    void agreesWithTheReferenceOnDenseRandomPositions() {
        Tally tally = compareOn(20261125L,
                random -> clustered(random, SIZE, SIZE, 30 + random.nextInt(41), 0.55 + random.nextDouble() * 0.15));
        assertTrue(tally.kinds[Forbidden.Kind.OVERLINE.ordinal()] > POSITIONS / 10, tally::toString);
        assertTrue(tally.kinds[Forbidden.Kind.DOUBLE_FOUR.ordinal()] > POSITIONS / 2, tally::toString);
        assertTrue(tally.kinds[Forbidden.Kind.DOUBLE_THREE.ordinal()] > POSITIONS / 2, tally::toString);
        assertTrue(tally.depths[1] > POSITIONS / 10, tally::toString);
    }

    /** Boards, square or not, of 6 to 12 points a side, crowded, where the edges end most lines. */
    @Test
    void agreesWithTheReferenceNearTheEdges() {
        Tally tally = compareOn(7L, random -> {
            int width = 6 + random.nextInt(7);
            int height = 6 + random.nextInt(7);
            int points = width * height;
            return clustered(random, width, height, points / 4 + random.nextInt(points / 4), 0.6);
        });
        assertTrue(tally.kinds[Forbidden.Kind.DOUBLE_THREE.ordinal()] > POSITIONS / 20, tally::toString);
        assertTrue(tally.kinds[Forbidden.Kind.DOUBLE_FOUR.ordinal()] > POSITIONS / 4, tally::toString);
    }

    /** The recursive golden boards, each turned, shifted and given a few more stones. */
    @Test
    void agreesWithTheReferenceAroundRecursiveDoubleThrees() {
        List<String[]> seeds = ForbiddenGoldenTest.recursiveBoards();
        Tally tally = compareOn(1998L, random -> variant(seeds.get(random.nextInt(seeds.size())), random));
        assertTrue(tally.depths[1] > POSITIONS / 3, tally::toString);
        assertTrue(tally.depths[2] > POSITIONS / 3, tally::toString);
        assertTrue(tally.depths[3] + tally.depths[4] > POSITIONS / 50, tally::toString);
    }

    /**
     * Compares the judges on {@link #POSITIONS} positions drawn by the generator, a grid by
     * {@code [x][y]} each, from the seed; fails on any disagreement.
     */
    private static Tally compareOn(long seed, Function<Random, int[][]> generator) {
        Random random = new Random(seed);
        Tally tally = new Tally();
        for (int i = 0; i < POSITIONS; i++) {
            int[][] grid = generator.apply(random);
            compare(grid, tally);
        }
        assertEquals(List.of(), tally.disagreements, tally.toString());
        System.out.println("ForbiddenReferenceTest: " + tally);
        return tally;
    }

    /** Judges every empty point both ways; records the verdicts and any disagreement. */
    private static void compare(int[][] grid, Tally tally) {
        GomokuPosition position = position(grid);
        RenjuReference rules = new RenjuReference(grid, Integer.MAX_VALUE);
        RenjuReference[] cutOff = cutOff(grid);
        tally.positions++;
        for (int x = 0; x < grid.length; x++) {
            for (int y = 0; y < grid[x].length; y++) {
                if (grid[x][y] != 0) {
                    continue;
                }
                tally.points++;
                Forbidden.Kind expected = rules.judge(x, y);
                Forbidden.Kind found = position.forbiddenKind(position.board().point(x, y));
                if (expected != null) {
                    tally.kinds[expected.ordinal()]++;
                }
                tally.disagreeing += expected != found ? 1 : 0;
                if (expected != found && tally.disagreements.size() < 10) {
                    tally.disagreements.add(x + "," + y + ": reference " + expected + ", Forbidden " + found + "\n"
                            + drawn(grid));
                }
                tally.depths[depthNeeded(cutOff, x, y, expected)]++;
            }
        }
    }

    /** @return the reference judges of the grid cut off at each depth from 0 to {@link #DEPTHS} - 2 */
    static RenjuReference[] cutOff(int[][] grid) {
        RenjuReference[] cutOff = new RenjuReference[DEPTHS - 1];
        for (int depth = 0; depth < cutOff.length; depth++) {
            cutOff[depth] = new RenjuReference(grid, depth);
        }
        return cutOff;
    }

    /**
     * How deep the recursion must go for the verdict on an empty point: the least depth from which
     * on every cut-off judge gives the rules' verdict ({@link #DEPTHS} - 1 for that depth and
     * more); 0 if the verdict needs no recursion, as when no judge counts two threes there.
     *
     * @param cutOff  the judges of {@link #cutOff}
     * @param verdict the rules' verdict on the point
     */
    static int depthNeeded(RenjuReference[] cutOff, int x, int y, Forbidden.Kind verdict) {
        if (cutOff[0].judge(x, y) != Forbidden.Kind.DOUBLE_THREE) {
            return 0;
        }
        int depth = cutOff.length;
        while (depth > 0 && cutOff[depth - 1].judge(x, y) == verdict) {
            depth--;
        }
        return depth;
    }

    /**
     * A random position: the first stone near the centre, each next one most often within two
     * points of an earlier stone, so that lines form.
     *
     * @param blackShare the chance that a stone is black
     */
    static int[][] clustered(Random random, int width, int height, int stones, double blackShare) {
        int[][] grid = new int[width][height];
        List<int[]> placed = new ArrayList<>();
        while (placed.size() < stones) {
            int x;
            int y;
            if (placed.isEmpty() || random.nextInt(8) == 0) {
                x = width / 4 + random.nextInt(width - width / 2);
                y = height / 4 + random.nextInt(height - height / 2);
            } else {
                int[] near = placed.get(random.nextInt(placed.size()));
                x = near[0] + random.nextInt(5) - 2;
                y = near[1] + random.nextInt(5) - 2;
            }
            if (x >= 0 && y >= 0 && x < width && y < height && grid[x][y] == 0) {
                grid[x][y] = random.nextDouble() < blackShare ? 1 : 2;
                placed.add(new int[] {x, y});
            }
        }
        return grid;
    }

    /**
     * A golden board turned by one of the eight symmetries of the square, shifted by up to two points
     * (stones pushed off the board are dropped), and given up to six stones near others.
     */
    private static int[][] variant(String[] rows, Random random) {
        int[][] grid = new int[SIZE][SIZE];
        int symmetry = random.nextInt(8);
        int dx = random.nextInt(5) - 2;
        int dy = random.nextInt(5) - 2;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int stone = "XO".indexOf(rows[y].charAt(x)) + 1;
                int tx = (symmetry & 1) == 0 ? x : SIZE - 1 - x;
                int ty = (symmetry & 2) == 0 ? y : SIZE - 1 - y;
                int sx = ((symmetry & 4) == 0 ? tx : ty) + dx;
                int sy = ((symmetry & 4) == 0 ? ty : tx) + dy;
                if (stone > 0 && sx >= 0 && sy >= 0 && sx < SIZE && sy < SIZE) {
                    grid[sx][sy] = stone;
                }
            }
        }
        for (int added = random.nextInt(7); added > 0; added--) {
            int x = random.nextInt(SIZE);
            int y = random.nextInt(SIZE);
            if (grid[x][y] == 0 && hasNeighbour(grid, x, y)) {
                grid[x][y] = 1 + random.nextInt(2);
            }
        }
        return grid;
    }

    private static boolean hasNeighbour(int[][] grid, int x, int y) {
        for (int nx = Math.max(0, x - 1); nx <= Math.min(SIZE - 1, x + 1); nx++) {
            for (int ny = Math.max(0, y - 1); ny <= Math.min(SIZE - 1, y + 1); ny++) {
                if (grid[nx][ny] != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The grid set up as a position, black to move; unlike the set-up notation this allows a five
     * on the board (the seven white stones that separate the rows of some golden boards).
     */
    static GomokuPosition position(int[][] grid) {
        Board board = new Board(grid.length, grid[0].length);
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int x = 0; x < grid.length; x++) {
            for (int y = 0; y < grid[x].length; y++) {
                if (grid[x][y] != 0) {
                    (grid[x][y] == 1 ? black : white).add(board.point(x, y));
                }
            }
        }
        return new GomokuPosition(board, Rule.RENJU, black.stream().mapToInt(Integer::intValue).toArray(),
                white.stream().mapToInt(Integer::intValue).toArray(), 0, new int[0]);
    }

    /** The grid drawn row by row, for a failure's message. */
    private static String drawn(int[][] grid) {
        StringBuilder text = new StringBuilder();
        for (int y = 0; y < grid[0].length; y++) {
            for (int x = 0; x < grid.length; x++) {
                text.append(".XO".charAt(grid[x][y]));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
