package org.stratagem.game.puzzles.klotski;

/**
 * A layout of shapes (pieces of the same shape interchangeable) as one {@code int}: Cao Cao's
 * anchor in bits 22..26, then the shape found at each cell not yet covered, reading the board row
 * by row, two bits each ({@link Shape#EMPTY} 0, {@link Shape#SOLDIER} 1, {@link Shape#VERTICAL} 2,
 * {@link Shape#HORIZONTAL} 3), the first in bits 20..21. Every layout has 11 such entries (two empty
 * cells, four soldiers, five generals), so the codes of layouts in reading order sort as integers,
 * and a code is an exact key of its layout.
 *
 * <p>Codes are made from a grid: a {@code long} of 3 bits a cell holding, for each cell, the code
 * of the shape anchored there, {@link Shape#EMPTY}'s for an empty cell, or {@link #COVERED} for a
 * cell covered by a piece anchored elsewhere.
 */
final class LayoutCode {
    /** The grid value of a cell covered by a piece anchored elsewhere. */
    static final int COVERED = 7;
    /** The entries of a code after Cao Cao's anchor. */
    static final int ENTRIES = 11;
    /** The shift of Cao Cao's anchor in a code. */
    static final int CAO_SHIFT = 2 * ENTRIES;

    /** The lowest of the three grid bits of every cell. */
    private static final long LOWEST_BITS = 0x0249_2492_4924_9249L;
    /** By {@code shape * CELLS + anchor}: the grid bits of the cells a piece covers (all ones there). */
    private static final long[] CELLS_OF = new long[Shape.BY_CODE.length * Board.CELLS];
    /** By {@code shape * CELLS + anchor}: the grid of a piece alone, its shape at its anchor, covered elsewhere. */
    private static final long[] STAMP = new long[Shape.BY_CODE.length * Board.CELLS];

    static {
        for (Shape shape : Shape.BY_CODE) {
            for (int anchor = 0; anchor < Board.CELLS; anchor++) {
                int cells = Board.cover(shape.code(), anchor);
                int at = shape.code() * Board.CELLS + anchor;
                for (int cell = 0; cell < Board.CELLS; cell++) {
                    if ((cells & 1 << cell) != 0) {
                        CELLS_OF[at] |= 7L << (3 * cell);
                        STAMP[at] |= (long) (cell == anchor ? shape.code() : COVERED) << (3 * cell);
                    }
                }
            }
        }
    }

    private LayoutCode() {
    }

    /**
     * @param code a layout code
     * @return Cao Cao's anchor
     */
    static int caoCao(int code) {
        return code >>> CAO_SHIFT;
    }

    /**
     * @param grid   a grid
     * @param shape  a shape's code
     * @param anchor where it stands, a cell where it fits
     * @return the grid with that piece placed
     */
    static long place(long grid, int shape, int anchor) {
        int at = shape * Board.CELLS + anchor;
        return grid & ~CELLS_OF[at] | STAMP[at];
    }

    /**
     * @param grid   a grid
     * @param shape  a shape's code
     * @param anchor where it stands
     * @return the grid with that piece taken away, its cells empty
     */
    static long remove(long grid, int shape, int anchor) {
        return grid & ~CELLS_OF[shape * Board.CELLS + anchor];
    }

    /**
     * @param grid a grid of a whole layout
     * @return its code
     */
    static int encode(long grid) {
        int code = 0;
        int cao = 0;
        for (long cells = LOWEST_BITS & ~covered(grid); cells != 0; cells &= cells - 1) {
            int shift = Long.numberOfTrailingZeros(cells);
            int value = (int) (grid >>> shift & 7);
            if (value == Shape.CAO_CAO.code()) {
                cao = shift / 3;
            } else {
                code = code << 2 | value;
            }
        }
        return cao << CAO_SHIFT | code;
    }

    /**
     * @param grid a grid
     * @return the lowest grid bit of every cell covered by a piece anchored elsewhere
     */
    private static long covered(long grid) {
        return grid & grid >>> 1 & grid >>> 2 & LOWEST_BITS;
    }

    /**
     * @param grid a grid of a whole layout
     * @return the lowest grid bit of every cell where a piece is anchored, Cao Cao's included
     */
    static long anchors(long grid) {
        return (grid | grid >>> 1 | grid >>> 2) & LOWEST_BITS & ~covered(grid);
    }

    /**
     * @param grid a grid of a whole layout
     * @return its empty cells, as a mask of cells
     */
    static int emptyCells(long grid) {
        int empty = 0;
        for (long cells = ~(grid | grid >>> 1 | grid >>> 2) & LOWEST_BITS; cells != 0; cells &= cells - 1) {
            empty |= 1 << Long.numberOfTrailingZeros(cells) / 3;
        }
        return empty;
    }

    /**
     * @param code a layout code
     * @return its grid
     */
    static long decode(int code) {
        int cao = caoCao(code);
        long grid = place(0, Shape.CAO_CAO.code(), cao);
        int filled = Board.cover(Shape.CAO_CAO.code(), cao);
        for (int entry = ENTRIES - 1; entry >= 0; entry--) {
            int cell = Integer.numberOfTrailingZeros(~filled);
            int shape = code >>> (2 * entry) & 3;
            grid = place(grid, shape, cell);
            filled |= Board.cover(shape, cell);
        }
        return grid;
    }
}
