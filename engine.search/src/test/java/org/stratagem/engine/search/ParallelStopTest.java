package org.stratagem.engine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Named.named;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.mcts.MctsSearcher;

/**
 * The parallel searches (alpha-beta's Lazy SMP, MCTS's root parallelism) on two threads: a time
 * limit and the stop signal end every thread, and no helper thread outlives the search. Bounds are
 * generous: promptness in nodes is PromptnessTest's, latency in time the StopLatency benchmark's.
 */
class ParallelStopTest {
    private static final long GENEROUS_MILLIS = 2000;
    private static final ScheduledExecutorService STOPPER = Executors.newSingleThreadScheduledExecutor();

    @AfterAll
    static void stopTheStopper() {
        STOPPER.shutdownNow();
    }

    static Stream<Arguments> parallelSearches() {
        return Stream.of(arguments(named("alphabeta", new AlphaBetaSearcher()), "alphabeta-helper"),
                arguments(named("mcts", new MctsSearcher()), "mcts-helper"));
    }

    @ParameterizedTest
    @MethodSource("parallelSearches")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTimeLimitEndsEveryThreadPromptly(Searcher searcher, String helperName) {
        long start = System.nanoTime();
        SearchResult result = Fixtures.search(searcher::search, endless(SearchLimits.time(100).withThreads(2)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < GENEROUS_MILLIS, millis + " ms for 100");
        assertTrue(result.millis() >= 50, "half the budget at least: " + result.millis());
        assertFalse(result.proven());
        assertNoThreadAlive(helperName);
    }

    @ParameterizedTest
    @MethodSource("parallelSearches")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theStopSignalEndsEveryThreadPromptly(Searcher searcher, String helperName) {
        StopSignal stop = new StopSignal();
        AtomicBoolean scheduled = new AtomicBoolean();
        SearchListener stopSoonAfterTheFirstReport = progress -> {
            if (scheduled.compareAndSet(false, true)) {
                STOPPER.schedule(stop::stop, 20, TimeUnit.MILLISECONDS);
            }
        };
        long start = System.nanoTime();
        SearchResult result = Fixtures.search(searcher::search, endless(SearchLimits.NONE.withThreads(2)).withStop(stop)
                .withListener(stopSoonAfterTheFirstReport));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < GENEROUS_MILLIS, millis + " ms to stop");
        assertFalse(result.proven());
        assertNotEquals(MoveList.NONE, result.bestMove(), "stopped after a report, the search has a move");
        assertNoThreadAlive(helperName);
    }

    /** A deep tree of 60 plies that no search finishes. */
    private static SearchRequest<RandomTreeGame.Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits).withEvaluator(Fixtures.randomEvaluator(9));
    }

    private static void assertNoThreadAlive(String name) {
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith(name)),
                "every " + name + " thread has ended");
    }
}
