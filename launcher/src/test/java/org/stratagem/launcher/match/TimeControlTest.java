package org.stratagem.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/** The limits a match gives each search: a move limit, a clock in whole milliseconds, or both. */
class TimeControlTest {

    @Test
    void aMoveLimitAloneLimitsEveryMove() {
        assertEquals(SearchLimits.time(100), new TimeControl(100, 0, 0).limits(5_000_000_000L));
    }

    @Test
    void aClockGivesTheTimeLeftAndTheIncrement() {
        SearchLimits limits = new TimeControl(0, 60_000, 500).limits(2_000_400_000L);
        assertEquals(new GameClock(2000, 500, 0), limits.clock());
        assertEquals(0, limits.timeMillis());
        assertEquals(new GameClock(2000, 0, 0), new TimeControl(300, 60_000, 0).limits(2_000_000_000L).clock());
        assertEquals(300, new TimeControl(300, 60_000, 0).limits(2_000_000_000L).timeMillis());
    }

    /** Less than a millisecond left is still a set clock: the search has a deadline, not none. */
    @Test
    void aClockWithLessThanAMillisecondLeftStillBoundsTheSearch() {
        SearchLimits limits = new TimeControl(0, 1000, 0).limits(400_000);
        assertEquals(1, limits.clock().remainingMillis());
        assertTrue(limits.deadlineMillis() > 0, "deadline " + limits.deadlineMillis());
    }

    @Test
    void aTimeControlNeedsAMoveLimitOrAClock() {
        assertThrows(IllegalArgumentException.class, () -> new TimeControl(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeControl(-1, 100, 0));
    }
}
