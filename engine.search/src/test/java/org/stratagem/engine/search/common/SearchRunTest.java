package org.stratagem.engine.search.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The deadline a run enforces: its budget's maximum less the reserve for the unwinding and the answer. */
class SearchRunTest {
    @Test
    void aShortLimitKeepsATwentiethForTheAnswer() {
        assertEquals(95_000_000, SearchRun.deadlineNanos(100));
        assertEquals(19_000_000, SearchRun.deadlineNanos(20));
        assertEquals(950_000, SearchRun.deadlineNanos(1));
    }

    @Test
    void aLongLimitKeepsAtMostFiveMilliseconds() {
        assertEquals(995_000_000, SearchRun.deadlineNanos(1000));
        assertEquals(1_995_000_000, SearchRun.deadlineNanos(2000));
    }
}
