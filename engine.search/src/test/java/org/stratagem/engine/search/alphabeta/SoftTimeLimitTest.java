package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.stratagem.engine.api.GameClock;
import org.stratagem.engine.api.SearchLimits;
import org.stratagem.engine.api.SearchProgress;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;

/** Alpha-beta's soft time limit: no iteration starts past half the optimum of its time budget. */
class SoftTimeLimitTest {

    /**
     * A listener that takes most of the budget after the first iteration (listeners should not,
     * which makes the clock's effect certain): the search must not start the second iteration,
     * however cheap, and ends well before its hard limit.
     */
    @Test
    @Timeout(10)
    void noIterationStartsPastTheSoftLimit() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), SearchLimits.time(1000))
                .withEvaluator(Fixtures.randomEvaluator(3)).withListener(progress -> {
                    reports.add(progress);
                    sleep(600);
                });
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, request);
        assertEquals(1, reports.size());
        assertEquals(1, result.depth());
        assertTrue(result.millis() < 1000, "ended at " + result.millis() + " ms");
    }

    /**
     * On a game clock of 6 s in sudden death a move aims at 200 ms: a listener that sleeps 150 ms
     * after the first iteration leaves the search past half of that, so it answers at depth 1.
     */
    @Test
    @Timeout(10)
    void aGameClockGivesTheMoveItsShare() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                SearchLimits.NONE.withClock(GameClock.of(6000, 0))).withEvaluator(Fixtures.randomEvaluator(3))
                .withListener(progress -> {
                    reports.add(progress);
                    sleep(150);
                });
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, request);
        assertEquals(1, reports.size());
        assertEquals(1, result.depth());
    }

    /** An endless search on a clock ends by the hard deadline, long before the clock runs out. */
    @Test
    @Timeout(10)
    void anEndlessSearchOnAClockStopsAtItsDeadline() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                SearchLimits.NONE.withClock(GameClock.of(3000, 0))).withEvaluator(Fixtures.randomEvaluator(3));
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, request);
        assertTrue(result.millis() < 1450, "ended at " + result.millis() + " ms, the clock allows 1450");
        assertFalse(result.proven());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
