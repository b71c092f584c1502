package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.stratagem.engine.api.SearchLimits;
import org.stratagem.engine.api.SearchProgress;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;

/** The soft time limit: no iteration starts past half the per-move budget. */
class TimeManagementTest {

    @Test
    void anotherIterationStartsUntilHalfTheBudgetIsSpent() {
        assertTrue(TimeManagement.startsAnotherIteration(0, 1000));
        assertTrue(TimeManagement.startsAnotherIteration(500, 1000));
        assertFalse(TimeManagement.startsAnotherIteration(501, 1000));
        assertTrue(TimeManagement.startsAnotherIteration(1_000_000, 0), "no budget, no limit");
    }

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

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
