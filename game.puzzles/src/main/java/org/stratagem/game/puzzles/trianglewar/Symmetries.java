package org.stratagem.game.puzzles.trianglewar;

/**
 * The six symmetries of the triangular board (three rotations, three reflections), acting on sets
 * of segments. A symmetry maps triangles to triangles, so symmetric sets of drawn segments have the
 * same value for the side to move: a solver need solve one set of each class.
 *
 * <p>A dot at row {@code r}, column {@code c} has the barycentric coordinates
 * {@code (r - c, c, 3 - r)}, which sum to 3; each permutation of the three coordinates is one
 * symmetry. A set is mapped in three table lookups, six segments at a time.
 */
final class Symmetries {
    private static final int COUNT = 6;
    private static final int CHUNK = 6;
    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {1, 0, 2}, {0, 2, 1}, {2, 1, 0}};
    /** {@code IMAGE[s][k][bits]}: the image under symmetry s of the segments {@code bits << 6k}. */
    private static final int[][][] IMAGE = new int[COUNT][Board.SEGMENTS / CHUNK][1 << CHUNK];

    static {
        for (int symmetry = 0; symmetry < COUNT; symmetry++) {
            int[] segmentImage = new int[Board.SEGMENTS];
            for (int segment = 0; segment < Board.SEGMENTS; segment++) {
                segmentImage[segment] = Board.segment(image(symmetry, Board.lowDot(segment)),
                        image(symmetry, Board.highDot(segment)));
            }
            for (int chunk = 0; chunk < Board.SEGMENTS / CHUNK; chunk++) {
                for (int bits = 0; bits < 1 << CHUNK; bits++) {
                    for (int i = 0; i < CHUNK; i++) {
                        if ((bits & 1 << i) != 0) {
                            IMAGE[symmetry][chunk][bits] |= 1 << segmentImage[chunk * CHUNK + i];
                        }
                    }
                }
            }
        }
    }

    private Symmetries() {
    }

    /** @return the image of a dot under a symmetry */
    private static int image(int symmetry, int dot) {
        int row = Board.row(dot);
        int column = dot - Board.dot(row, 0);
        int[] coordinates = {row - column, column, 3 - row};
        int[] permutation = PERMUTATIONS[symmetry];
        int imageColumn = coordinates[permutation[1]];
        int imageRow = 3 - coordinates[permutation[2]];
        return Board.dot(imageRow, imageColumn);
    }

    /**
     * @param segments a set of segments
     * @return its image under a symmetry
     */
    static int map(int symmetry, int segments) {
        int[][] image = IMAGE[symmetry];
        return image[0][segments & 63] | image[1][segments >>> CHUNK & 63] | image[2][segments >>> 2 * CHUNK];
    }

    /**
     * @param segments a set of segments
     * @return the largest of its images under the six symmetries: the same for every set of its class
     */
    static int representative(int segments) {
        int largest = segments;
        for (int symmetry = 1; symmetry < COUNT; symmetry++) {
            largest = Math.max(largest, map(symmetry, segments));
        }
        return largest;
    }
}
