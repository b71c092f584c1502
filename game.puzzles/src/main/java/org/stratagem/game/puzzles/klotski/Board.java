package org.stratagem.game.puzzles.klotski;

/**
 * The geometry of the 4x5 board: cells numbered 0..19 row by row from the top left, sets of cells
 * as 20-bit masks, and where each shape may stand and slide. A piece is placed by its anchor, its
 * top-left cell. Everything is computed once, so the hot paths only read tables.
 */
final class Board {
    /** Columns. */
    static final int COLUMNS = 4;
    /** Rows. */
    static final int ROWS = 5;
    /** Cells. */
    static final int CELLS = COLUMNS * ROWS;
    /** Every cell. */
    static final int ALL = (1 << CELLS) - 1;
    /** The anchor of Cao Cao at the goal: rows 4-5, columns 2-3. */
    static final int GOAL_ANCHOR = 3 * COLUMNS + 1;
    /** Directions, in the order of their letters. */
    static final int UP = 0;
    static final int DOWN = 1;
    static final int LEFT = 2;
    static final int RIGHT = 3;
    /** The letters of the directions: {@code U D L R}. */
    static final String DIRECTIONS = "UDLR";

    /*
     * The tables are flat arrays indexed by shape * CELLS + anchor (times 4 plus the direction for
     * NEXT): one memory access instead of a chain of them, on the hottest path of every search.
     */
    /** The cells a shape covers from an anchor, 0 if it does not fit there. */
    private static final int[] COVER = new int[Shape.BY_CODE.length * CELLS];
    /** The cells next to a shape standing at an anchor, where it could slide. */
    private static final int[] AROUND = new int[Shape.BY_CODE.length * CELLS];
    /** The anchor of the mirror image (columns reversed) of a shape standing at an anchor. */
    private static final int[] MIRROR = new int[Shape.BY_CODE.length * CELLS];
    /** The anchor one cell in a direction, -1 if the shape would leave the board. */
    private static final int[] NEXT = new int[Shape.BY_CODE.length * CELLS * 4];

    static {
        for (Shape shape : Shape.BY_CODE) {
            for (int anchor = 0; anchor < CELLS; anchor++) {
                int at = shape.code() * CELLS + anchor;
                COVER[at] = cover(shape, anchor);
                int column = anchor % COLUMNS;
                MIRROR[at] = anchor - column + COLUMNS - shape.width() - column;
                for (int direction = 0; direction < 4; direction++) {
                    int next = next(shape, anchor, direction);
                    NEXT[4 * at + direction] = next;
                    AROUND[at] |= next < 0 ? 0 : cover(shape, next) & ~cover(shape, anchor);
                }
            }
        }
    }

    private Board() {
    }

    private static int cover(Shape shape, int anchor) {
        int row = anchor / COLUMNS;
        int column = anchor % COLUMNS;
        if (row + shape.height() > ROWS || column + shape.width() > COLUMNS) {
            return 0;
        }
        int mask = 0;
        for (int r = 0; r < shape.height(); r++) {
            for (int c = 0; c < shape.width(); c++) {
                mask |= 1 << (anchor + r * COLUMNS + c);
            }
        }
        return mask;
    }

    private static int next(Shape shape, int anchor, int direction) {
        if (cover(shape, anchor) == 0) {
            return -1;
        }
        int row = anchor / COLUMNS;
        int column = anchor % COLUMNS;
        int target = switch (direction) {
            case UP -> row > 0 ? anchor - COLUMNS : -1;
            case DOWN -> row + shape.height() < ROWS ? anchor + COLUMNS : -1;
            case LEFT -> column > 0 ? anchor - 1 : -1;
            default -> column + shape.width() < COLUMNS ? anchor + 1 : -1;
        };
        return target;
    }

    /**
     * @param shape  a shape
     * @param anchor a cell
     * @return the cells the shape covers from that anchor, 0 if it does not fit on the board there
     */
    static int cover(int shape, int anchor) {
        return COVER[shape * CELLS + anchor];
    }

    /**
     * @param shape  a shape
     * @param anchor where it stands
     * @return the cells next to it on the board, into which it could slide
     */
    static int around(int shape, int anchor) {
        return AROUND[shape * CELLS + anchor];
    }

    /**
     * @param shape     a shape
     * @param anchor    where it stands
     * @param direction a direction
     * @return its anchor one cell that way, or -1 if that leaves the board
     */
    static int next(int shape, int anchor, int direction) {
        return NEXT[4 * (shape * CELLS + anchor) + direction];
    }

    /**
     * @param shape     a shape
     * @param anchor    where it stands
     * @param direction a direction
     * @param others    the cells covered by every other piece
     * @return its anchor after sliding one cell that way, or -1 if it cannot
     */
    static int slide(int shape, int anchor, int direction, int others) {
        int target = NEXT[4 * (shape * CELLS + anchor) + direction];
        return target >= 0 && (COVER[shape * CELLS + target] & others) == 0 ? target : -1;
    }

    /**
     * @param shape  a shape
     * @param anchor a cell where it fits
     * @return the anchor of its mirror image (columns reversed)
     */
    static int mirror(int shape, int anchor) {
        return MIRROR[shape * CELLS + anchor];
    }

    /**
     * @param direction a direction
     * @return the opposite direction
     */
    static int opposite(int direction) {
        return direction ^ 1;
    }
}
