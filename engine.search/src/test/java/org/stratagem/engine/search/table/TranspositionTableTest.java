package org.stratagem.engine.search.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Score;

/** The transposition table's packing, replacement and budget. */
class TranspositionTableTest {

    @Test
    void storesAndFindsEveryField() {
        TranspositionTable table = new TranspositionTable(1 << 20);
        int win = Score.toStored(Score.proven(3, 7), 5);
        table.store(0, win, TranspositionTable.SOLVED, TranspositionTable.LOWER, 42);
        table.store(-1, -12345, 17, TranspositionTable.UPPER, -1);
        int slot = table.probe(0);
        assertTrue(slot >= 0, "key 0 is a key like any other");
        assertEquals(win, table.score(slot));
        assertEquals(Score.proven(3, 7), Score.fromStored(table.score(slot), 5));
        assertEquals(TranspositionTable.SOLVED, table.depth(slot));
        assertEquals(TranspositionTable.LOWER, table.bound(slot));
        assertEquals(42, table.move(slot));
        int other = table.probe(-1);
        assertEquals(-12345, table.score(other));
        assertEquals(17, table.depth(other));
        assertEquals(TranspositionTable.UPPER, table.bound(other));
        assertEquals(-1, table.move(other));
        assertEquals(-1, table.probe(1), "an absent key");
        table.store(7, 0, 999, TranspositionTable.EXACT, 3);
        assertEquals(TranspositionTable.MAX_DEPTH, table.depth(table.probe(7)), "deep searches are stored as MAX_DEPTH");
    }

    @Test
    void theDeepEntryOfABucketStaysAndRecentOnesPass() {
        TranspositionTable table = new TranspositionTable(40);
        assertEquals(40, table.bytes(), "one bucket of two entries: every key shares it");
        table.store(100, 1, 9, TranspositionTable.EXACT, 1);
        table.store(200, 2, 3, TranspositionTable.EXACT, 2);
        table.store(300, 3, 2, TranspositionTable.EXACT, 3);
        assertTrue(table.probe(100) >= 0, "the deepest entry stays");
        assertEquals(-1, table.probe(200), "the always-replace slot took the most recent entry");
        assertTrue(table.probe(300) >= 0);
        table.store(400, 4, 12, TranspositionTable.EXACT, 4);
        assertTrue(table.probe(400) >= 0, "a deeper entry takes the deep slot");
        assertEquals(-1, table.probe(100));
        table.store(500, 5, TranspositionTable.SOLVED, TranspositionTable.EXACT, 5);
        table.store(600, 6, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT, 6);
        assertTrue(table.probe(500) >= 0, "a solved entry outranks every depth");
        table.newSearch();
        table.store(700, 7, 1, TranspositionTable.EXACT, 7);
        assertTrue(table.probe(700) >= 0);
        assertEquals(-1, table.probe(500), "an entry of an earlier search gives way");
    }

    @Test
    void settlesOnlyWhatItsBoundAllows() {
        assertTrue(TranspositionTable.settles(TranspositionTable.EXACT, 5, 0, 10));
        assertTrue(TranspositionTable.settles(TranspositionTable.LOWER, 10, 0, 10));
        assertFalse(TranspositionTable.settles(TranspositionTable.LOWER, 9, 0, 10));
        assertTrue(TranspositionTable.settles(TranspositionTable.UPPER, 0, 0, 10));
        assertFalse(TranspositionTable.settles(TranspositionTable.UPPER, 1, 0, 10));
    }

    @Test
    void fitsItsBudgetAndADisabledTableHoldsNothing() {
        for (long budget : new long[] {1 << 10, 1 << 20, 16 << 20, 1_000_000}) {
            TranspositionTable table = new TranspositionTable(budget);
            assertTrue(table.bytes() <= budget && table.bytes() > budget / 4, budget + " gave " + table.bytes());
        }
        TranspositionTable disabled = TranspositionTable.disabled();
        disabled.store(5, 1, 1, TranspositionTable.EXACT, 1);
        assertEquals(-1, disabled.probe(5));
    }
}
