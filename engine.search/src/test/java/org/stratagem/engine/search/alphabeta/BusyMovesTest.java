package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The moves under search: marked while searched, for that node and move only, and cleared by their own leave only. */
class BusyMovesTest {
    @Test
    void aMoveIsBusyFromEnterToLeave() {
        BusyMoves busy = new BusyMoves();
        assertFalse(busy.isBusy(42, 7));
        busy.enter(42, 7);
        assertTrue(busy.isBusy(42, 7));
        busy.leave(42, 7);
        assertFalse(busy.isBusy(42, 7));
    }

    @Test
    void aMarkIsForItsNodeAndMoveOnly() {
        Random random = new Random(1);
        BusyMoves busy = new BusyMoves();
        long node = random.nextLong();
        busy.enter(node, 3);
        int otherwiseBusy = 0;
        for (int i = 0; i < 10_000; i++) {
            otherwiseBusy += busy.isBusy(random.nextLong(), 3) || busy.isBusy(node, 4 + i) ? 1 : 0;
        }
        assertTrue(otherwiseBusy == 0, otherwiseBusy + " other pairs taken for busy");
        assertTrue(busy.isBusy(node, 3));
    }

    @Test
    void theLeaveOfAnotherPairKeepsTheMark() {
        BusyMoves busy = new BusyMoves();
        busy.enter(42, 7);
        for (long[] other : new long[][] {{42, 8}, {43, 7}}) {
            busy.leave(other[0], (int) other[1]);
        }
        assertTrue(busy.isBusy(42, 7));
    }

    @Test
    void movesAreMarkedOnlyWellBeforeTheHorizon() {
        assertFalse(BusyMoves.takesPart(BusyMoves.LEAST_DEPTH - 1));
        assertTrue(BusyMoves.takesPart(BusyMoves.LEAST_DEPTH));
    }
}
