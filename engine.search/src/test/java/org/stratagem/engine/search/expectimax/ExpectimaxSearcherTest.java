package org.stratagem.engine.search.expectimax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.SearchLimits;
import org.stratagem.engine.api.SearchProgress;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.api.StopSignal;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.KuhnPoker;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Node;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.fixtures.WaterJugs;

/**
 * What the registered strategy promises, whatever its values: its id and the games it supports;
 * the roots it rejects; its limits (a node limit exactly, a time limit and the stop signal
 * promptly, unproven, the root handed back unchanged), on a game with chance far too deep to
 * finish; a report per iteration; and a hot path that allocates nothing. Timing bounds are generous
 * (the contract asks for milliseconds; a loaded build machine gets two seconds).
 */
class ExpectimaxSearcherTest {
    private static final long GENEROUS_MILLIS = 2000;
    private final ExpectimaxSearcher expectimax = new ExpectimaxSearcher();

    @Test
    void itsIdAndTheGamesItSupports() {
        assertEquals("expectimax", expectimax.id());
        assertTrue(expectimax.supports(new TicTacToe().traits()), "two teams");
        assertTrue(expectimax.supports(new RandomTreeGame(Config.fourSeats(1)).traits()), "four seats in two teams");
        assertTrue(expectimax.supports(new RandomTreeGame(Config.withChance(1)).traits()), "chance");
        assertTrue(expectimax.supports(DiceRace.standard().traits()), "chance and turn-keeping");
        assertFalse(expectimax.supports(new KuhnPoker().traits()), "hidden information");
        assertFalse(expectimax.supports(new WaterJugs(4, false, 3, 5).traits()), "single agent");
    }

    @Test
    void unsupportedGamesTerminalRootsAndChanceRootsAreRejected() {
        KuhnPoker kuhn = new KuhnPoker();
        assertThrows(IllegalArgumentException.class,
                () -> expectimax.search(SearchRequest.of(kuhn, kuhn.parsePosition("KQ/"), SearchLimits.NONE)));
        DiceRace race = DiceRace.standard();
        assertThrows(IllegalArgumentException.class,
                () -> expectimax.search(SearchRequest.of(race, race.parsePosition("6,3,1"), SearchLimits.NONE)));
        assertThrows(IllegalArgumentException.class,
                () -> expectimax.search(SearchRequest.of(race, race.parsePosition("2,3,0,1"), SearchLimits.NONE)));
    }

    /** A search that would take ages: a game with chance, 60 plies deep. */
    private static SearchRequest<Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0.3, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits).withEvaluator(Fixtures.randomEvaluator(9));
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNodeLimitIsHonouredExactly() {
        for (int limit = 10_000; limit < 10_020; limit++) {
            SearchResult result = Fixtures.search(expectimax::search, endless(SearchLimits.nodes(limit)));
            assertEquals(limit, result.nodes());
            assertFalse(result.proven());
        }
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTimeLimitEndsTheSearchPromptly() {
        long start = System.nanoTime();
        SearchResult result = Fixtures.search(expectimax::search, endless(SearchLimits.time(50)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < GENEROUS_MILLIS, "took " + millis + " ms for 50");
        assertTrue(result.millis() >= 50, "stopped early: " + result.millis());
        assertFalse(result.proven());
        assertTrue(result.depth() >= 1 && result.bestMove() != MoveList.NONE, "an iteration completed: " + result);
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theStopSignalEndsTheSearchPromptly() {
        StopSignal stop = new StopSignal();
        ScheduledExecutorService stopper = Executors.newSingleThreadScheduledExecutor();
        try {
            stopper.schedule(stop::stop, 50, TimeUnit.MILLISECONDS);
            long start = System.nanoTime();
            SearchResult result = Fixtures.search(expectimax::search, endless(SearchLimits.NONE).withStop(stop));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(millis < GENEROUS_MILLIS, "took " + millis + " ms to stop");
            assertFalse(result.proven());
        } finally {
            stopper.shutdownNow();
        }
    }

    @Test
    void aSearchStoppedBeforeItStartsReturnsNoMove() {
        StopSignal stop = new StopSignal();
        stop.stop();
        SearchResult result = Fixtures.search(expectimax::search, endless(SearchLimits.NONE).withStop(stop));
        assertEquals(MoveList.NONE, result.bestMove());
        assertFalse(result.proven());
        assertEquals(0, result.pv().length);
        assertEquals(0, result.depth());
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStoppedSearchAnswersWithItsLastCompletedIteration() {
        SearchResult result = Fixtures.search(expectimax::search, endless(SearchLimits.time(100)));
        assertTrue(result.depth() >= 3, "depth " + result.depth());
        SearchResult sameDepth = Fixtures.search(expectimax::search, endless(SearchLimits.depth(result.depth())));
        assertEquals(sameDepth.score(), result.score(), "the same iteration, completed");
        assertEquals(sameDepth.bestMove(), result.bestMove());
    }

    /**
     * One report per iteration, each with a legal principal variation that stops at the first chance
     * node, at the end of the game or at the iteration's horizon.
     */
    @Test
    void reportsEachIterationWithALegalPrincipalVariation() {
        RandomTreeGame game = new RandomTreeGame(Config.withChance(5));
        Node root = game.parsePosition("");
        List<SearchProgress> reports = new ArrayList<>();
        SearchResult result = Fixtures.search(expectimax::search,
                SearchRequest.of(game, root, SearchLimits.NONE).withEvaluator(Fixtures.randomEvaluator(5)).withListener(reports::add));
        assertTrue(result.proven());
        assertEquals(result.depth(), reports.size(), "one report per completed iteration");
        for (int i = 0; i < reports.size(); i++) {
            SearchProgress report = reports.get(i);
            assertEquals(i + 1, report.depth());
            Node line = root.copy();
            for (String move : report.pv()) {
                assertTrue(line.seatToMove() >= 0, "the variation stops at a chance node or the end");
                line.makeMove(game.parseMove(line, move));
            }
            assertTrue(line.seatToMove() < 0 || report.pv().size() == report.depth(), "the variation stops at "
                    + game.formatPosition(line) + ", not at a chance node, the end or the horizon: " + report.pv());
        }
        SearchProgress last = reports.get(reports.size() - 1);
        assertEquals(result.score(), last.score());
        assertEquals(result.pv().length, last.pv().size());
        assertEquals(game.formatMove(root, result.bestMove()), last.pv().get(0));
    }

    /**
     * The hot path allocates nothing: a search of three times as many nodes allocates no more than a
     * few kilobytes more (a search's move buffers and reports, all it allocates, grow with its depth).
     */
    @Test
    void allocationDoesNotGrowWithTheNodesSearched() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean() instanceof ThreadMXBean bean ? bean : null;
        assumeTrue(threads != null && threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        long fewer = allocatedBySearch(threads, 100_000);
        long more = allocatedBySearch(threads, 300_000);
        assertTrue(more < fewer + 16 * 1024 && more < 128 * 1024, more + " bytes for 300 000 nodes, " + fewer + " for 100 000");
    }

    private long allocatedBySearch(ThreadMXBean threads, long nodes) {
        SearchRequest<Node> request = endless(SearchLimits.nodes(nodes));
        expectimax.search(request);
        long before = threads.getCurrentThreadAllocatedBytes();
        SearchResult result = expectimax.search(request);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(nodes, result.nodes());
        return allocated;
    }
}
