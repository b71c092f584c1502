package org.stratagem.engine.search.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.fixtures.RandomTreeGame;

/** The deadline a run enforces: its budget's maximum less the reserve for the unwinding and the answer, first polled at its 16th node. */
class SearchRunTest {
    private static final RandomTreeGame GAME = new RandomTreeGame(new RandomTreeGame.Config(7, 2, 30, 2, 4, 8, 0, 0, 0, 0, 2));

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

    /**
     * A deadline already past when the search begins stops it only at the first poll, the 16th node, by
     * which every strategy has begun (alpha-beta has listed the root's moves, a move to answer with).
     */
    @Test
    void theFirstPollComesAtTheSixteenthNode() throws InterruptedException {
        SearchRun<?> run = SearchRun.start(new AlphaBetaSearcher(),
                SearchRequest.of(GAME, GAME.parsePosition(""), SearchLimits.time(1)));
        Thread.sleep(2);
        for (int node = 1; node < 16; node++) {
            run.countNode(0);
            assertFalse(run.stopped(), "stopped at node " + node + ", before the first poll");
        }
        run.countNode(0);
        assertTrue(run.stopped(), "the first poll sees the deadline passed");
    }
}
