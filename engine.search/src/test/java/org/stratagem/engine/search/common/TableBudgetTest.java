package org.stratagem.engine.search.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.SearchLimits;

/** A table's size: the memory asked, no more than the searches can fill, no more than the heap holds. */
class TableBudgetTest {
    private static final long DEFAULT = 16L << 20;

    @Test
    void theMemoryAskedOrTheDefault() {
        assertEquals(64L << 20, TableBudget.bytes(new SearchLimits(0, 0, 0, 64, 1), DEFAULT, 0));
        assertEquals(DEFAULT, TableBudget.bytes(SearchLimits.NONE, DEFAULT, 0));
    }

    @Test
    void noMoreThanATimeOrNodeLimitCanFill() {
        assertEquals(100 * TableBudget.POSITIONS_PER_MILLI * TableBudget.BYTES_PER_POSITION,
                TableBudget.bytes(new SearchLimits(0, 0, 100, 4096, 1), DEFAULT, 0), "100 ms fill 80 MB, not 4 GiB");
        assertEquals(2 * 100 * TableBudget.POSITIONS_PER_MILLI * TableBudget.BYTES_PER_POSITION,
                TableBudget.bytes(new SearchLimits(0, 0, 100, 4096, 2), DEFAULT, 0), "two threads fill twice as much");
        assertEquals(TableBudget.MIN_BYTES, TableBudget.bytes(new SearchLimits(0, 10, 0, 4096, 1), DEFAULT, 0));
    }

    @Test
    void noMoreThanTheHeapCanHold() {
        long asked = 65_536L << 20;
        long budget = TableBudget.bytes(new SearchLimits(0, 0, 0, 65_536, 1), DEFAULT, 0);
        assertTrue(budget < Runtime.getRuntime().maxMemory() && budget < asked, "64 GiB asked, " + budget + " given");
        assertTrue(budget > 0);
    }
}
