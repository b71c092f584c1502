package org.stratagem.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.mcts.MctsSearcher;

/**
 * Time management: the iterative searches, alpha-beta and expectimax, start no iteration past half
 * the optimum of the move's time budget where a game clock saves the time left for later moves; with
 * only a move's own limit, alpha-beta spends the whole of it (a stopped iteration still gives its better
 * move) and expectimax does not (a stopped iteration gives it nothing). The anytime search, MCTS,
 * answers at the optimum.
 */
class SoftTimeLimitTest {

    static List<Searcher> iterativeSearchers() {
        return List.of(new AlphaBetaSearcher(), new ExpectimaxSearcher());
    }

    /**
     * A listener that takes most of the optimum after the first iteration (listeners should not,
     * which makes the clock's effect certain): on a clock of 30 s in sudden death a move of at most 2 s
     * aims at 1 s, so the search must not start the second iteration, however cheap, and ends well
     * before its hard limit.
     */
    @ParameterizedTest
    @MethodSource("iterativeSearchers")
    @Timeout(10)
    void noIterationStartsPastTheSoftLimit(Searcher searcher) {
        SearchResult result = searchWithASlowListener(searcher, SearchLimits.time(2000).withClock(GameClock.of(30_000, 0)), 600);
        assertEquals(1, result.depth());
        assertTrue(result.millis() < 2000, "ended at " + result.millis() + " ms");
    }

    /** Expectimax under a move's limit alone starts no iteration past half of it either. */
    @Test
    @Timeout(10)
    void expectimaxStartsNoIterationPastHalfTheMovesLimit() {
        SearchResult result = searchWithASlowListener(new ExpectimaxSearcher(), SearchLimits.time(1000), 600);
        assertEquals(1, result.depth());
        assertTrue(result.millis() < 1000, "ended at " + result.millis() + " ms");
    }

    /**
     * Alpha-beta under a move's limit alone, where no clock keeps the time left, goes on past half of
     * it: a listener that sleeps 300 ms at each report leaves it past half the second after its second
     * iteration, and it completes a third (at once: the tree is searched in microseconds a ply).
     */
    @Test
    @Timeout(10)
    void alphaBetaSpendsTheWholeOfAMovesLimit() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), SearchLimits.time(1000))
                .withEvaluator(Fixtures.randomEvaluator(3)).withListener(progress -> sleep(300));
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, request);
        assertTrue(result.depth() >= 3, "answered at depth " + result.depth());
    }

    /**
     * On a game clock of 6 s in sudden death a move aims at 200 ms: a listener that sleeps 150 ms
     * after the first iteration leaves the search past half of that, so it answers at depth 1.
     */
    @ParameterizedTest
    @MethodSource("iterativeSearchers")
    @Timeout(10)
    void aGameClockGivesTheMoveItsShare(Searcher searcher) {
        SearchResult result = searchWithASlowListener(searcher, SearchLimits.NONE.withClock(GameClock.of(6000, 0)), 150);
        assertEquals(1, result.depth());
    }

    /**
     * MCTS, an anytime search, answers once a move's share of the clock is spent: on 6 s in sudden
     * death it aims at 200 ms, well before its hard deadline of 1 s.
     */
    @Test
    @Timeout(10)
    void anAnytimeSearchAnswersAtItsShareOfTheClock() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                SearchLimits.NONE.withClock(GameClock.of(6000, 0)));
        SearchResult result = Fixtures.search(new MctsSearcher()::search, request);
        assertTrue(result.millis() >= 200 && result.millis() < 1000, "answered after " + result.millis() + " ms");
    }

    /** Searches a deep tree with a listener that sleeps at every report; checks there was one report. */
    private static SearchResult searchWithASlowListener(Searcher searcher, SearchLimits limits, long sleepMillis) {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), limits)
                .withEvaluator(Fixtures.randomEvaluator(3)).withListener(progress -> {
                    reports.add(progress);
                    sleep(sleepMillis);
                });
        SearchResult result = Fixtures.search(searcher::search, request);
        assertEquals(1, reports.size());
        return result;
    }

    /** An endless search on a clock ends by the hard deadline, long before the clock runs out. */
    @ParameterizedTest
    @MethodSource("iterativeSearchers")
    @Timeout(10)
    void anEndlessSearchOnAClockStopsAtItsDeadline(Searcher searcher) {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                SearchLimits.NONE.withClock(GameClock.of(3000, 0))).withEvaluator(Fixtures.randomEvaluator(3));
        SearchResult result = Fixtures.search(searcher::search, request);
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
