package org.stratagem.engine.search.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The hash table of the solver and of breadth-first search: growth, budget, both value sizes. */
class PackedHashTableTest {

    @Test
    void keepsEveryValueAsItGrows() {
        for (int valueBytes : new int[] {1, 4}) {
            PackedHashTable table = new PackedHashTable(1 << 20, valueBytes);
            long initialBytes = table.bytes();
            long[] keys = new SplittableRandom(valueBytes).longs(40_000).toArray();
            keys[0] = 0;
            for (int i = 0; i < keys.length; i++) {
                assertTrue(table.put(keys[i], value(i, valueBytes)));
            }
            assertTrue(table.put(keys[7], value(7, valueBytes)), "storing a key again");
            for (int i = 0; i < keys.length; i++) {
                assertEquals(value(i, valueBytes), table.get(keys[i], Integer.MIN_VALUE), "key " + i + " after growing");
            }
            assertEquals(Integer.MIN_VALUE, table.get(12345, Integer.MIN_VALUE), "an absent key");
            assertEquals(keys.length, table.size());
            assertTrue(table.bytes() > initialBytes && table.bytes() <= 1 << 20, "grew within its budget: " + table.bytes());
        }
    }

    private static int value(int i, int valueBytes) {
        return valueBytes == 1 ? i % 3 - 1 : i * 1_000_003;
    }

    @Test
    void aFullTableStopsStoring() {
        PackedHashTable table = new PackedHashTable(1024, 1);
        int stored = 0;
        for (long key = 0; key < 1000; key++) {
            stored += table.put(key * 7919, (int) (key % 3) - 1) ? 1 : 0;
        }
        assertTrue(stored < 1000 && stored == table.size(), stored + " stored");
        assertTrue(table.bytes() <= 1024, "within its budget: " + table.bytes());
        for (long key = 0; key < 1000; key++) {
            int value = table.get(key * 7919, Integer.MIN_VALUE);
            assertTrue(value == Integer.MIN_VALUE || value == (int) (key % 3) - 1, "key " + key);
        }
        assertFalse(table.put(-1, 0), "a new key when full");
        assertTrue(table.put(0, 1), "a known key when full");
        assertEquals(1, table.get(0, 5));
    }

    @Test
    void valuesTakeOneOrFourBytes() {
        assertThrows(IllegalArgumentException.class, () -> new PackedHashTable(1024, 2));
    }
}
