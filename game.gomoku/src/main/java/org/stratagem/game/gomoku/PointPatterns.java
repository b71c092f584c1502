package org.stratagem.game.gomoku;

/**
 * The patterns of a position, kept by make and undo: for every point, direction and colour the
 * neighbourhood code of {@link LinePatterns}, and for each colour how many empty (point, direction)
 * pairs would make each {@link Pattern}. Those counts are the threats of each side (a count of
 * {@link Pattern#FIVE} is the number of ways to make five now) and all the pattern evaluator reads.
 *
 * <p>A stone enters the codes of at most {@value LinePatterns#REACH} points each side on each of
 * the four lines through it: a move updates those 40 codes for both colours and moves each changed
 * empty point's count from its old pattern to its new one, a table look-up each; its own point
 * leaves the counts, being no longer empty. Undo does the reverse. Nothing is allocated.
 */
final class PointPatterns {
    private static final int PATTERNS = Pattern.values().length;

    private final LineGeometry lines;
    private final LinePatterns table;
    /** The position's cells, shared with it: 0 empty, 1 + colour for a stone. */
    private final byte[] cells;
    /** The code of each slot, black's view then white's. */
    private final int[] codes;
    /** For each colour, the empty slots making each pattern, at {@code colour * PATTERNS + ordinal}. */
    private final int[] counts = new int[2 * PATTERNS];

    /**
     * The patterns of the empty board.
     *
     * @param lines the board's line geometry
     * @param table the rule's patterns
     * @param cells the position's cells, all empty
     */
    PointPatterns(LineGeometry lines, LinePatterns table, byte[] cells) {
        this.lines = lines;
        this.table = table;
        this.cells = cells;
        int slots = lines.slots();
        codes = new int[2 * slots];
        for (int slot = 0; slot < slots; slot++) {
            codes[slot] = lines.emptyBoardCode(slot);
            codes[slots + slot] = lines.emptyBoardCode(slot);
            count(slot, 1);
        }
    }

    /**
     * A copy over another position's cells, which must equal the original's.
     *
     * @param other the patterns to copy
     * @param cells the copy's cells
     */
    PointPatterns(PointPatterns other, byte[] cells) {
        lines = other.lines;
        table = other.table;
        this.cells = cells;
        codes = other.codes.clone();
        System.arraycopy(other.counts, 0, counts, 0, counts.length);
    }

    /**
     * @param colour 0 for black, 1 for white
     * @param pattern a pattern
     * @return the empty (point, direction) pairs where a stone of the colour would make it
     */
    int count(int colour, Pattern pattern) {
        return counts[colour * PATTERNS + pattern.ordinal()];
    }

    /**
     * A stone was placed: the cells already hold it.
     *
     * @param point  its point
     * @param colour its colour
     */
    void place(int point, int colour) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int slot = LineGeometry.slot(point, direction);
            count(slot, -1);
            enterNeighbours(slot, colour, 1);
        }
    }

    /**
     * The stone placed last was taken back: the cells no longer hold it.
     *
     * @param point  its point
     * @param colour its colour
     */
    void lift(int point, int colour) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            int slot = LineGeometry.slot(point, direction);
            enterNeighbours(slot, colour, -1);
            count(slot, 1);
        }
    }

    /** Adds (sign 1) or removes (-1) a stone on the slot's point in the codes of its line's neighbours. */
    private void enterNeighbours(int slot, int colour, int sign) {
        int slots = lines.slots();
        int own = colour * slots;
        int blocked = (1 - colour) * slots;
        for (int i = 0; i < lines.neighbours(slot); i++) {
            int neighbour = lines.neighbour(slot, i);
            int weight = sign * lines.neighbourWeight(slot, i);
            boolean empty = cells[LineGeometry.point(neighbour)] == 0;
            if (empty) {
                count(neighbour, -1);
            }
            codes[own + neighbour] += LinePatterns.OWN * weight;
            codes[blocked + neighbour] += LinePatterns.BLOCKED * weight;
            if (empty) {
                count(neighbour, 1);
            }
        }
    }

    /** Adds (1) or removes (-1) an empty slot's patterns for both colours to or from the counts. */
    private void count(int slot, int change) {
        counts[table.of(codes[slot]).ordinal()] += change;
        counts[PATTERNS + table.of(codes[lines.slots() + slot]).ordinal()] += change;
    }
}
