package org.stratagem.game.junqi;

import java.util.List;

/**
 * A list of {@code int}s for each cell of a board, laid end to end in one array so that reading them
 * allocates nothing and stays in one block of memory: the list of cell {@code c} is
 * {@code at(start(c)) .. at(end(c) - 1)}. Immutable.
 */
final class CellLists {
    private final int[] start;
    private final int[] values;

    /**
     * @param lists the list of each cell, in cell order
     */
    CellLists(List<List<Integer>> lists) {
        start = new int[lists.size() + 1];
        values = new int[lists.stream().mapToInt(List::size).sum()];
        int at = 0;
        for (int cell = 0; cell < lists.size(); cell++) {
            start[cell] = at;
            for (int value : lists.get(cell)) {
                values[at++] = value;
            }
        }
        start[lists.size()] = at;
    }

    /** @return where the list of the cell begins */
    int start(int cell) {
        return start[cell];
    }

    /** @return where the list of the cell ends (exclusive) */
    int end(int cell) {
        return start[cell + 1];
    }

    /** @return the value at an index between a cell's {@link #start} and {@link #end} */
    int at(int index) {
        return values[index];
    }
}
