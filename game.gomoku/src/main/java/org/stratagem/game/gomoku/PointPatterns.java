package org.stratagem.game.gomoku;

/**
 * The patterns of a position, kept by make and undo: for every point, direction and colour the
 * neighbourhood code of {@link LinePatterns}, and for each colour how many empty (point, direction)
 * pairs would make each {@link Pattern}. Those counts are the threats of each side (a count of
 * {@link Pattern#FIVE} is the number of ways to make five now) and all the pattern evaluator reads.
 * The pairs of the threats from {@link #LISTED} up are also listed, so that a threat search finds
 * the points of its fours and of the fives to block, and the quiescence those of its open threes,
 * without a scan of the board.
 *
 * <p>A stone enters the codes of the points within the codes' reach each side on each of the four
 * lines through it: a move updates those 32 codes (freestyle's reach of 4) or 40 (5) for both colours and moves each changed
 * empty point's count from its old pattern to its new one; its own point leaves the counts, being
 * no longer empty. Undo does the reverse. Nothing is allocated. The pattern of every empty pair is
 * kept beside its code, so that a change costs one table look-up, of the new pattern, and a pair
 * whose pattern stays below {@link #LISTED} is left as it is: the table's look-ups, spread over a
 * large table, were the larger part of a move's time in profiles of the search. A pair enters a
 * list at its end and leaves it by a swap with the last entry; a listed pair whose pattern a move
 * does not change still leaves its list and enters it again, so that the lists' order, which decides
 * which of several fives {@link #listedPoint} names first, is the same as if every pair were
 * recounted in turn.
 */
final class PointPatterns {
    /** The weakest pattern whose pairs are listed: an open three, one stone short of an open four. */
    static final Pattern LISTED = Pattern.OPEN_THREE;

    private static final int PATTERNS = Pattern.values().length;
    private static final int LISTS = PATTERNS - LISTED.ordinal();

    private final LineGeometry lines;
    /** Each colour's patterns, black's then white's: a rule may judge their lines apart. */
    private final LinePatterns[] tables;
    /**
     * What a stone adds to each colour's code, by its cell ({@link LinePatterns#cell}): in black's
     * view then white's, the codes of its own stone then of the other colour's, {@link #cellsPerCode} each.
     */
    private final int[] stoneCodes;
    /** The cells a code covers, both colours' tables alike. */
    private final int cellsPerCode;
    /** The number of slots of the board: each colour's view of the codes and indices is that long. */
    private final int slots;
    /** The position's cells, shared with it: 0 empty, 1 + colour for a stone. */
    private final byte[] cells;
    /** The code of each slot, black's view then white's. */
    private final int[] codes;
    /** For each colour, the empty slots making each pattern, at {@code colour * PATTERNS + ordinal}. */
    private final int[] counts = new int[2 * PATTERNS];
    /**
     * For each colour and listed pattern, its slots in no particular order, the list of
     * {@code colour * LISTS + ordinal - LISTED.ordinal()} at that times {@code slots}, its length the
     * pattern's count.
     */
    private final int[] listed;
    /** The index of each slot in the list of its pattern, black's view then white's, where it is listed. */
    private final int[] listIndex;
    /** The ordinal of each empty slot's pattern, black's view then white's: its code's, kept with it. */
    private final byte[] patterns;

    /**
     * The patterns of the empty board.
     *
     * @param lines the board's line geometry of the rule's reach ({@link Board#lines(Rule)})
     * @param rule  the rule, whose patterns of each colour are counted
     * @param cells the position's cells, all empty
     */
    PointPatterns(LineGeometry lines, Rule rule, byte[] cells) {
        this.lines = lines;
        this.tables = new LinePatterns[] {LinePatterns.of(rule, 0), LinePatterns.of(rule, 1)};
        cellsPerCode = tables[0].cells();
        stoneCodes = new int[4 * cellsPerCode];
        for (int view = 0; view < 2; view++) {
            for (int cell = 0; cell < cellsPerCode; cell++) {
                stoneCodes[stoneCode(view, view, cell)] = tables[view].cellCode(LinePatterns.OWN, cell);
                stoneCodes[stoneCode(view, 1 - view, cell)] = tables[view].cellCode(LinePatterns.BLOCKED, cell);
            }
        }
        this.cells = cells;
        slots = lines.slots();
        codes = new int[2 * slots];
        listed = new int[2 * LISTS * slots];
        listIndex = new int[2 * slots];
        patterns = new byte[2 * slots];
        for (int slot = 0; slot < slots; slot++) {
            codes[slot] = lines.emptyBoardCode(slot, tables[0]);
            codes[slots + slot] = lines.emptyBoardCode(slot, tables[1]);
            count(slot);
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
        tables = other.tables;
        stoneCodes = other.stoneCodes;
        cellsPerCode = other.cellsPerCode;
        slots = other.slots;
        this.cells = cells;
        codes = other.codes.clone();
        System.arraycopy(other.counts, 0, counts, 0, counts.length);
        listed = other.listed.clone();
        listIndex = other.listIndex.clone();
        patterns = other.patterns.clone();
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
     * @param colour 0 for black, 1 for white
     * @param point  an empty point
     * @return whether a stone of the colour there makes a line that wins by the rule
     */
    boolean makesFive(int colour, int point) {
        for (int direction = 0; direction < LineGeometry.DIRECTIONS; direction++) {
            if (patterns[colour * slots + LineGeometry.slot(point, direction)] == Pattern.FIVE.ordinal()) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param colour  0 for black, 1 for white
     * @param pattern a pattern from {@link #LISTED} up
     * @param index   0 to its {@link #count} less one
     * @return the point of one of the empty (point, direction) pairs where a stone of the colour
     *         would make the pattern; the order is arbitrary and changes with every move
     */
    int listedPoint(int colour, Pattern pattern, int index) {
        return LineGeometry.point(listed[list(colour, pattern.ordinal()) * slots + index]);
    }

    /**
     * @param colour  0 for black, 1 for white
     * @param pattern a pattern from {@link #LISTED} up
     * @param index   0 to its {@link #count} less one
     * @return the slot of the pair {@link #listedPoint} names: its point and direction
     */
    int listedSlot(int colour, Pattern pattern, int index) {
        return listed[list(colour, pattern.ordinal()) * slots + index];
    }

    /**
     * @param colour 0 for black, 1 for white
     * @param slot   the slot of an empty point
     * @return the ordinal of the pattern a stone of the colour there makes along the slot's line
     */
    int patternAt(int colour, int slot) {
        return patterns[colour * slots + slot];
    }

    /**
     * What a stone of the colour on the slot's point would make along its line, were one more empty
     * cell of the line taken by the other colour: how far a stone there stops the colour's threat.
     *
     * @param colour 0 for black, 1 for white
     * @param slot   the slot of an empty point
     * @param offset the steps from the point to that empty cell along the line, 1 to
     *               {@value LinePatterns#MAX_REACH} either way
     * @return the ordinal of that pattern: the pattern there now if the cell lies beyond the codes'
     *         reach, where no stone changes it
     */
    int patternIfBlocked(int colour, int slot, int offset) {
        if (Math.abs(offset) > lines.reach()) {
            return patternAt(colour, slot);
        }
        return tables[colour].ordinalOf(codes[colour * slots + slot]
                + tables[colour].cellCode(LinePatterns.BLOCKED, LinePatterns.cell(offset, lines.reach())));
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
            uncount(slot);
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
            count(slot);
        }
    }

    /** Adds (sign 1) or removes (-1) a stone on the slot's point in the codes of its line's neighbours. */
    private void enterNeighbours(int slot, int colour, int sign) {
        int own = colour * slots;
        int blocked = (1 - colour) * slots;
        for (int i = 0; i < lines.neighbours(slot); i++) {
            int neighbour = lines.neighbour(slot, i);
            int cell = lines.neighbourCell(slot, i);
            codes[own + neighbour] += sign * stoneCodes[stoneCode(colour, colour, cell)];
            codes[blocked + neighbour] += sign * stoneCodes[stoneCode(1 - colour, colour, cell)];
            if (cells[LineGeometry.point(neighbour)] == 0) {
                recount(0, neighbour);
                recount(1, neighbour);
            }
        }
    }

    /** Moves an empty slot whose code changed from its old pattern of the colour to its new one. */
    private void recount(int colour, int slot) {
        int old = patterns[colour * slots + slot];
        int pattern = tables[colour].ordinalOf(codes[colour * slots + slot]);
        if (pattern != old || old >= LISTED.ordinal()) {
            uncount(colour, slot, old);
            count(colour, slot, pattern);
        }
    }

    /** Adds an empty slot's patterns for both colours to the counts and lists. */
    private void count(int slot) {
        count(0, slot, tables[0].ordinalOf(codes[slot]));
        count(1, slot, tables[1].ordinalOf(codes[slots + slot]));
    }

    /** Removes a slot that was empty, about to take a stone, from the counts and lists. */
    private void uncount(int slot) {
        uncount(0, slot, patterns[slot]);
        uncount(1, slot, patterns[slots + slot]);
    }

    private void count(int colour, int slot, int pattern) {
        patterns[colour * slots + slot] = (byte) pattern;
        if (pattern >= LISTED.ordinal()) {
            relist(colour, pattern, slot, 1);
        }
        counts[colour * PATTERNS + pattern]++;
    }

    private void uncount(int colour, int slot, int pattern) {
        if (pattern >= LISTED.ordinal()) {
            relist(colour, pattern, slot, -1);
        }
        counts[colour * PATTERNS + pattern]--;
    }

    /**
     * Appends the slot to its pattern's list (1), or removes it (-1), moving the list's last slot
     * into its place. The pattern's count, not yet changed, is the list's length.
     */
    private void relist(int colour, int pattern, int slot, int change) {
        int start = list(colour, pattern) * slots;
        int length = counts[colour * PATTERNS + pattern];
        if (change > 0) {
            listed[start + length] = slot;
            listIndex[colour * slots + slot] = length;
        } else {
            int index = listIndex[colour * slots + slot];
            int moved = listed[start + length - 1];
            listed[start + index] = moved;
            listIndex[colour * slots + moved] = index;
        }
    }

    /** @return the index in {@link #stoneCodes} of a stone of the colour in the cell, in the view's code */
    private int stoneCode(int view, int colour, int cell) {
        return (2 * view + (view == colour ? 0 : 1)) * cellsPerCode + cell;
    }

    /** @return the list of the colour and pattern, by the pattern's ordinal */
    private static int list(int colour, int pattern) {
        return colour * LISTS + pattern - LISTED.ordinal();
    }
}
