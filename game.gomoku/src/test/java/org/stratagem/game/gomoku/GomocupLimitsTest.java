package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/** The manager's INFO figures as search limits, each with its safety margin. */
class GomocupLimitsTest {

    @Test
    void theTurnTimeKeepsFifteenPercentAndAtLeastEightyMilliseconds() {
        assertEquals(850, limitsOf(1000, 0, 0, 0).timeMillis());
        assertEquals(4250, limitsOf(5000, 0, 0, 0).timeMillis());
        assertEquals(220, limitsOf(300, 0, 0, 0).timeMillis());
        assertEquals(1, limitsOf(70, 0, 0, 0).timeMillis(), "a turn shorter than the reserve: as short as can be");
        assertEquals(GomocupLimits.FAST_MILLIS, limitsOf(0, 0, 0, 0).timeMillis(), "0: as fast as possible");
        assertEquals(850, new GomocupLimits().forMove().timeMillis(), "a second a move until the manager says");
    }

    @Test
    void timeLeftIsASuddenDeathClockUnlessTheMatchIsUntimed() {
        assertEquals(GameClock.of(29_900, 0), limitsOf(5000, 60_000, 30_000, 0).clock());
        assertEquals(GameClock.of(1, 0), limitsOf(5000, 60_000, -300, 0).clock(), "overdrawn: the least there is");
        assertEquals(GameClock.of(1, 0), limitsOf(5000, 60_000, Long.MIN_VALUE, 0).clock(), "no overflow into plenty");
        assertEquals(GameClock.NONE, limitsOf(5000, 0, 30_000, 0).clock(), "timeout_match 0: no limit");
        assertEquals(GameClock.NONE, limitsOf(5000, 60_000, GomocupLimits.UNLIMITED, 0).clock());
        GomocupLimits noTimeLeft = new GomocupLimits();
        noTimeLeft.match(60_000);
        assertEquals(GameClock.NONE, noTimeLeft.forMove().clock(), "the clock rests on time_left alone");
        assertEquals(4250, limitsOf(5000, 60_000, 30_000, 0).timeMillis(), "the turn time still bounds each move");
    }

    @Test
    void theTablesGetHalfTheMemoryLeftAfterTheJvm() {
        assertEquals(75, limitsOf(5000, 0, 0, 350L << 20).memoryMb());
        assertEquals(1, limitsOf(5000, 0, 0, 100L << 20).memoryMb(), "too little for tables: the least");
        assertEquals(0, limitsOf(5000, 0, 0, 0).memoryMb(), "no limit: the strategy's own choice");
        assertEquals(new SearchLimits(0, 0, 4250, 75, 1), limitsOf(5000, 0, 0, 350L << 20));
    }

    @Test
    void aSearchRunsOnTheThreadsAskedForUpToTheProcessors() {
        int processors = Runtime.getRuntime().availableProcessors();
        GomocupLimits limits = new GomocupLimits();
        assertEquals(1, limits.forMove().threads(), "one thread until the manager says");
        limits.threads(2);
        assertEquals(Math.min(2, processors), limits.forMove().threads());
        limits.threads(1_000_000);
        assertEquals(processors, limits.forMove().threads());
        limits.threads(0);
        assertEquals(1, limits.forMove().threads());
        limits.threads(-5);
        assertEquals(1, limits.forMove().threads());
    }

    /** @return the limits after {@code INFO timeout_turn, timeout_match, time_left, max_memory} */
    static SearchLimits limitsOf(long turn, long match, long timeLeft, long memory) {
        GomocupLimits limits = new GomocupLimits();
        limits.turn(turn);
        limits.match(match);
        limits.timeLeft(timeLeft);
        limits.memory(memory);
        return limits.forMove();
    }
}
