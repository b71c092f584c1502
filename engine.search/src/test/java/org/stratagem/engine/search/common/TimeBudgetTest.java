package org.stratagem.engine.search.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/** The time of one move under a per-move limit, a game clock, or both. */
class TimeBudgetTest {

    @Test
    void aPerMoveLimitIsBothTheOptimumAndTheDeadline() {
        assertEquals(new TimeBudget(1000, 1000), TimeBudget.of(SearchLimits.time(1000)));
        assertEquals(new TimeBudget(0, 0), TimeBudget.of(SearchLimits.NONE));
    }

    @Test
    void anIterationStartsUntilHalfTheOptimumIsSpent() {
        TimeBudget budget = new TimeBudget(1000, 1000);
        assertTrue(budget.startsAnotherIteration(0));
        assertTrue(budget.startsAnotherIteration(500));
        assertFalse(budget.startsAnotherIteration(501));
        assertTrue(new TimeBudget(0, 0).startsAnotherIteration(1_000_000), "no budget, no limit");
    }

    @Test
    void onlyAClockWhoseShareBindsKeepsTheTimeAMoveLeaves() {
        assertFalse(TimeBudget.of(SearchLimits.time(1000)).banksTimeLeft(), "a move's limit alone");
        assertTrue(TimeBudget.of(SearchLimits.NONE.withClock(GameClock.of(60_000, 0))).banksTimeLeft(), "a clock");
        assertFalse(TimeBudget.of(SearchLimits.time(500).withClock(GameClock.of(60_000, 0))).banksTimeLeft(),
                "a move's limit below the clock's share");
        assertFalse(new TimeBudget(0, 0).banksTimeLeft(), "no time limit");
    }

    @Test
    void anAnytimeSearchAnswersOnceTheOptimumIsSpent() {
        TimeBudget budget = new TimeBudget(200, 1000);
        assertFalse(budget.optimumSpent(199));
        assertTrue(budget.optimumSpent(200));
        assertFalse(new TimeBudget(0, 0).optimumSpent(1_000_000));
    }

    @Test
    void suddenDeathSharesTheClockOverThirtyMoves() {
        TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(GameClock.of(60_000, 0)));
        assertEquals(2000, budget.optimumMillis());
        assertEquals(10_000, budget.maximumMillis(), "five times the optimum");
    }

    @Test
    void theIncrementAddsThreeQuartersOfItself() {
        TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(GameClock.of(3000, 1000)));
        assertEquals(100 + 750, budget.optimumMillis());
        assertEquals(1450, budget.maximumMillis(), "half the clock after its 100 ms reserve");
    }

    @Test
    void theLastMoveBeforeTheControlMayTakeAllButTheReserve() {
        TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(new GameClock(5000, 0, 1)));
        assertEquals(4900, budget.optimumMillis());
        assertEquals(4900, budget.maximumMillis());
        assertEquals(100, TimeBudget.of(SearchLimits.NONE.withClock(new GameClock(1000, 0, 10))).optimumMillis());
    }

    @Test
    void aTimeLimitCapsTheClock() {
        TimeBudget budget = TimeBudget.of(SearchLimits.time(500).withClock(GameClock.of(60_000, 0)));
        assertEquals(new TimeBudget(500, 500), budget);
    }

    @Test
    void aNearlyEmptyClockStillAllowsAMillisecond() {
        TimeBudget budget = TimeBudget.of(SearchLimits.NONE.withClock(GameClock.of(1, 0)));
        assertEquals(new TimeBudget(1, 1), budget);
    }

    @Test
    void aClockCannotBeNegativeNorHaveAnIncrementWithoutTime() {
        assertThrows(IllegalArgumentException.class, () -> new GameClock(-1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new GameClock(0, 100, 0));
        assertThrows(NullPointerException.class, () -> new SearchLimits(0, 0, 0, 0, 1, null));
    }
}
