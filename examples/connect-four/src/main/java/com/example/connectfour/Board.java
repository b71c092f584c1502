package com.example.connectfour;

/**
 * The geometry of a board, as John Tromp's bitboards lay it out (https://tromp.github.io/c4/c4.html):
 * column {@code c} takes the bits {@code c*(height+1)} to {@code c*(height+1)+height-1}, bottom row
 * first, and one more bit above them that no stone ever fills. That empty bit is what keeps a line
 * from wrapping from the top of one column into the bottom of the next, so that four in a row is four
 * shifted ANDs; and it makes {@code stones of the side to move + all stones + bottom row} a key that
 * tells every position apart. The board fits a 64-bit word when {@code width * (height + 1) <= 64}.
 *
 * @param width  the number of columns
 * @param height the number of rows
 */
record Board(int width, int height) {
    /** The smallest width or height offered. */
    static final int MIN_SIDE = 4;
    /** The largest width or height offered (the notation writes a column as one digit). */
    static final int MAX_SIDE = 9;

    Board {
        if (width < MIN_SIDE || width > MAX_SIDE || height < MIN_SIDE || height > MAX_SIDE) {
            throw new IllegalArgumentException("board " + width + "x" + height + " is not within "
                    + MIN_SIDE + "x" + MIN_SIDE + " and " + MAX_SIDE + "x" + MAX_SIDE);
        }
        if (width * (height + 1) > Long.SIZE) {
            throw new IllegalArgumentException("board " + width + "x" + height + " does not fit in 64 bits");
        }
    }

    /** @return whether a board of that size exists: within the sides, and in 64 bits */
    static boolean fits(int width, int height) {
        return width >= MIN_SIDE && width <= MAX_SIDE && height >= MIN_SIDE && height <= MAX_SIDE
                && width * (height + 1) <= Long.SIZE;
    }

    /** @return the bits one column takes, its empty top bit included */
    int columnBits() {
        return height + 1;
    }

    /** @return the lowest cell of the column */
    long bottom(int column) {
        return 1L << column * columnBits();
    }

    /** @return the highest cell of the column */
    long top(int column) {
        return 1L << column * columnBits() + height - 1;
    }

    /** @return every cell of the column */
    long column(int column) {
        return ((1L << height) - 1) << column * columnBits();
    }

    /** @return the lowest cell of every column */
    long bottomRow() {
        long row = 0;
        for (int c = 0; c < width; c++) {
            row |= bottom(c);
        }
        return row;
    }

    /** @return the number of cells */
    int cells() {
        return width * height;
    }

    /**
     * @param stones the stones of one side
     * @return whether they hold four in a row: vertically (shift 1), horizontally (a column's bits),
     *         or on either diagonal (a column's bits, one more or one less)
     */
    boolean hasFour(long stones) {
        return hasFour(stones, 1) || hasFour(stones, columnBits()) || hasFour(stones, columnBits() - 1)
                || hasFour(stones, columnBits() + 1);
    }

    private static boolean hasFour(long stones, int shift) {
        long pairs = stones & stones >>> shift;
        return (pairs & pairs >>> 2 * shift) != 0;
    }

    /**
     * @param key a key of this board
     * @return the key of the mirror image: the same columns in the opposite order
     */
    long mirror(long key) {
        long fieldMask = (1L << columnBits()) - 1;
        long mirrored = 0;
        for (int c = 0; c < width; c++) {
            long field = key >>> c * columnBits() & fieldMask;
            mirrored |= field << (width - 1 - c) * columnBits();
        }
        return mirrored;
    }

    /**
     * @return the columns from the middle outwards, the order in which moves are listed: central columns
     *         take part in the most lines, so a search that tries them first cuts off sooner
     */
    int[] middleFirst() {
        int[] order = new int[width];
        for (int i = 0; i < width; i++) {
            int step = (i + 1) / 2;
            order[i] = (width - 1) / 2 + (i % 2 == 1 ? step : -step);
        }
        return order;
    }
}
