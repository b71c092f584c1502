package org.stratagem.game.gomoku;

/**
 * Which neighbourhood codes ({@link LinePatterns}) a stone on each point enters, so that a move
 * updates them without a scan: for every point and direction, the points within the codes' reach
 * of it on that line and the index of its cell in their codes. And, for the codes of the empty
 * board, which cells of each point's code are off the board ({@link LinePatterns#EDGE}).
 *
 * <p>A slot is one point's line in one direction, {@code point * DIRECTIONS + direction}, in the
 * order of {@link Board#DIRECTIONS}. Immutable; built once per {@link Board} and reach.
 */
final class LineGeometry {
    /** The lines through a point. */
    static final int DIRECTIONS = Board.DIRECTIONS.length;

    /** The cells each side of a point that the codes cover. */
    private final int reach;
    /** The most neighbourhoods one line of a point enters: the reach each side. */
    private final int maxNeighbours;
    /** For slot s, its neighbours' slots at {@code s * maxNeighbours}, the first {@code neighbourCounts[s]} used. */
    private final int[] neighbourSlots;
    /** The index ({@link LinePatterns#cell}) of the slot's point's cell in each of those neighbours' codes. */
    private final byte[] neighbourCells;
    private final int[] neighbourCounts;
    /** For each slot, the cells of its code off the board, a bit each by index. */
    private final int[] edgeCells;

    /**
     * @param board the board
     * @param reach the cells each side of a point that the codes cover ({@link LinePatterns#reach(Rule)})
     */
    LineGeometry(Board board, int reach) {
        this.reach = reach;
        maxNeighbours = 2 * reach;
        int slots = board.points() * DIRECTIONS;
        neighbourSlots = new int[slots * maxNeighbours];
        neighbourCells = new byte[slots * maxNeighbours];
        neighbourCounts = new int[slots];
        edgeCells = new int[slots];
        for (int point = 0; point < board.points(); point++) {
            for (int direction = 0; direction < DIRECTIONS; direction++) {
                int slot = slot(point, direction);
                int[] step = Board.DIRECTIONS[direction];
                for (int offset = -reach; offset <= reach; offset++) {
                    if (offset == 0) {
                        continue;
                    }
                    int x = board.x(point) + offset * step[0];
                    int y = board.y(point) + offset * step[1];
                    if (board.contains(x, y)) {
                        int other = slot(board.point(x, y), direction);
                        int index = other * maxNeighbours + neighbourCounts[other]++;
                        neighbourSlots[index] = slot;
                        neighbourCells[index] = (byte) LinePatterns.cell(offset, reach);
                    } else {
                        edgeCells[slot] |= 1 << LinePatterns.cell(offset, reach);
                    }
                }
            }
        }
    }

    /** @return the slot of a point's line in a direction */
    static int slot(int point, int direction) {
        return point * DIRECTIONS + direction;
    }

    /** @return the point of a slot */
    static int point(int slot) {
        return slot / DIRECTIONS;
    }

    /** @return the number of slots */
    int slots() {
        return neighbourCounts.length;
    }

    /** @return how many neighbourhood codes a stone on the slot's point enters along its line */
    int neighbours(int slot) {
        return neighbourCounts[slot];
    }

    /** @return the i-th slot whose code covers the slot's point */
    int neighbour(int slot, int i) {
        return neighbourSlots[slot * maxNeighbours + i];
    }

    /** @return the index ({@link LinePatterns#cell(int, int)}) of the slot's point's cell in the i-th neighbour's code */
    int neighbourCell(int slot, int i) {
        return neighbourCells[slot * maxNeighbours + i];
    }

    /** @return the cells each side of a point that the codes cover */
    int reach() {
        return reach;
    }

    /**
     * @param table a table of patterns of this geometry's reach
     * @return the slot's code in that table on the empty board, seen by either colour
     */
    int emptyBoardCode(int slot, LinePatterns table) {
        int code = 0;
        for (int cell = 0; cell < 2 * reach; cell++) {
            code += (edgeCells[slot] >> cell & 1) == 0 ? 0 : table.cellCode(LinePatterns.EDGE, cell);
        }
        return code;
    }
}
