package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/** The move ordering's list operations: a move put off goes last, and the history sorts only the moves it is given. */
class MoveOrderingTest {
    private static MoveList moves(int... moves) {
        MoveList list = new MoveList();
        for (int move : moves) {
            list.add(move);
        }
        return list;
    }

    @Test
    void aMovePutOffGoesLastAndTheOthersMoveUp() {
        MoveList list = moves(10, 11, 12, 13);
        MoveOrdering.moveToEnd(list, 1);
        assertArrayEquals(new int[] {10, 12, 13, 11}, list.toArray());
        MoveOrdering.moveToEnd(list, 3);
        assertArrayEquals(new int[] {10, 12, 13, 11}, list.toArray());
    }

    @Test
    void theHistorySortsOnlyTheMovesBeforeTheEnd() {
        MoveOrdering ordering = new MoveOrdering();
        MoveList cutoffs = moves(1, 2, 3, 4, 5);
        ordering.cutoff(cutoffs, 4, 0, 0, 3);
        ordering.cutoff(cutoffs, 3, 1, 0, 2);
        MoveList list = moves(1, 2, 3, 4, 5);
        ordering.sortByHistory(list, 1, 4, 0);
        assertArrayEquals(new int[] {1, 4, 2, 3, 5}, list.toArray(), "5 stays last, past the end");
        ordering.sortByHistory(list, 0, 5, 0);
        assertArrayEquals(new int[] {5, 4, 1, 2, 3}, list.toArray());
    }
}
