package org.stratagem.engine.search.dfpn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The proof-number table: the two questions about a position kept apart, work added up, growth
 * that keeps every entry, a budget never exceeded, and a full table that gives up its cheapest
 * entries and never refuses a store.
 */
class ProofTableTest {
    private static final int WIN = Dfpn.WIN;
    private static final int NOT_LOSE = Dfpn.NOT_LOSE;

    @Test
    void theQuestionsAboutAPositionAreKeptApart() {
        ProofTable table = new ProofTable(1 << 20);
        table.store(0, WIN, ProofNumbers.PROVEN, 5);
        assertEquals(ProofTable.ABSENT, table.find(0, NOT_LOSE));
        table.store(0, NOT_LOSE, ProofNumbers.of(3, 4), 1);
        assertEquals(ProofNumbers.PROVEN, table.find(0, WIN), "key 0 is a key like any other");
        assertEquals(ProofNumbers.of(3, 4), table.find(0, NOT_LOSE));
        table.store(0, NOT_LOSE, ProofNumbers.DISPROVEN, 1);
        assertEquals(ProofNumbers.DISPROVEN, table.find(0, NOT_LOSE), "a store replaces the numbers");
        assertEquals(2, table.size());
    }

    @Test
    void growingKeepsTheEntriesWithinTheBudget() {
        long budget = 16L << 20;
        ProofTable table = new ProofTable(budget);
        long initialBytes = table.bytes();
        SplittableRandom random = new SplittableRandom(1);
        long[] keys = random.longs(100_000).toArray();
        for (int i = 0; i < keys.length; i++) {
            table.store(keys[i], i & 1, ProofNumbers.of(i, i + 1), 1);
        }
        assertTrue(table.bytes() > initialBytes && table.bytes() <= budget, "grew within its budget: " + table.bytes());
        int found = 0;
        for (int i = 0; i < keys.length; i++) {
            long pair = table.find(keys[i], i & 1);
            assertTrue(pair == ProofNumbers.of(i, i + 1) || pair == ProofTable.ABSENT);
            found += pair == ProofTable.ABSENT ? 0 : 1;
            assertEquals(ProofTable.ABSENT, table.find(keys[i], 1 - (i & 1)));
        }
        assertEquals(table.size(), found);
        assertTrue(found >= keys.length - keys.length / 1000, "hardly an entry lost as the table grew: " + found);
    }

    @Test
    void aFullTableGivesUpItsCheapestEntries() {
        ProofTable table = new ProofTable(0);
        assertEquals(64 * 20, table.bytes(), "the smallest table: 64 slots");
        SplittableRandom random = new SplittableRandom(2);
        long[] costly = random.longs(16).toArray();
        for (long key : costly) {
            table.store(key, WIN, ProofNumbers.PROVEN, 1_000_000);
        }
        for (int i = 0; i < 10_000; i++) {
            long key = random.nextLong();
            table.store(key, NOT_LOSE, ProofNumbers.FRESH, 1 + i % 100);
            assertEquals(ProofNumbers.FRESH, table.find(key, NOT_LOSE), "a new entry always goes in");
        }
        assertEquals(64, table.size());
        assertEquals(64 * 20, table.bytes());
        int kept = 0;
        for (long key : costly) {
            kept += table.find(key, WIN) == ProofNumbers.PROVEN ? 1 : 0;
        }
        assertTrue(kept >= 14, "the costly entries stay: " + kept + " of 16");
    }

    @Test
    void workAddsUpOverTheSearchesOfANode() {
        ProofTable table = new ProofTable(0);
        long[] keys = sameHomeSlot(17);
        for (int i = 0; i < 3; i++) {
            table.store(keys[0], WIN, ProofNumbers.of(2, 2), 3);
        }
        for (int i = 1; i < 16; i++) {
            table.store(keys[i], WIN, ProofNumbers.FRESH, i == 2 ? 7 : 8 + i);
        }
        table.store(keys[16], WIN, ProofNumbers.FRESH, 1);
        assertEquals(ProofNumbers.of(2, 2), table.find(keys[0], WIN), "3 + 3 + 3 outweighs 7");
        assertEquals(ProofTable.ABSENT, table.find(keys[2], WIN), "the cheapest entry of the window went");
        assertEquals(ProofNumbers.FRESH, table.find(keys[16], WIN), "for the new one");
    }

    /** Keys that share their home slot in a table of the smallest size, 64 slots. */
    private static long[] sameHomeSlot(int count) {
        long[] keys = new long[count];
        int found = 0;
        for (long key = 0; found < count; key++) {
            if (((int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & 63) == 0) {
                keys[found++] = key;
            }
        }
        return keys;
    }
}
