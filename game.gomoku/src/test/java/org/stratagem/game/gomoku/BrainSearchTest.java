package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/** What is left of a move's limits once the brain's threat search has spent some of its time. */
class BrainSearchTest {

    @Test
    void theTimeSpentComesOffTheTimeLimitAndTheClock() {
        SearchLimits limits = SearchLimits.time(850).withMemory(64).withClock(GameClock.of(30_000, 500));
        SearchLimits left = BrainSearch.afterSpending(limits, 120);
        assertEquals(730, left.timeMillis());
        assertEquals(29_880, left.clock().remainingMillis());
        assertEquals(500, left.clock().incrementMillis());
        assertEquals(64, left.memoryMb());
    }

    @Test
    void aSpentMoveKeepsAMillisecondAndUnsetLimitsStayUnset() {
        SearchLimits left = BrainSearch.afterSpending(SearchLimits.time(100).withClock(GameClock.of(50, 0)), 400);
        assertEquals(1, left.timeMillis());
        assertEquals(1, left.clock().remainingMillis());
        SearchLimits unlimited = BrainSearch.afterSpending(SearchLimits.nodes(1000), 400);
        assertEquals(0, unlimited.timeMillis());
        assertEquals(GameClock.NONE, unlimited.clock());
    }
}
