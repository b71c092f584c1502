package org.stratagem.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.bfs.BfsSearcher;
import org.stratagem.engine.search.dfpn.DfpnSearcher;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.KuhnPoker;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.fixtures.WaterJugs;
import org.stratagem.engine.search.mcts.MctsSearcher;
import org.stratagem.engine.search.minimax.MinimaxSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;
import org.stratagem.engine.search.solver.SolverSearcher;

/**
 * What every strategy promises, whatever its algorithm: its id and the games it supports; an
 * {@link IllegalArgumentException} for a game it does not support or a root it cannot search; and
 * its limits: a node limit, a time limit and the stop signal each end a search that could run for
 * ages, promptly, unproven, with the root handed back unchanged. Timing bounds are generous (the
 * contract asks for milliseconds; a loaded build machine gets two seconds), and a strategy that
 * ignores its limits fails on a ten-second timeout rather than hanging the build.
 */
class StrategiesTest {
    private static final long GENEROUS_MILLIS = 2000;
    private static final ScheduledExecutorService STOPPER = Executors.newSingleThreadScheduledExecutor();

    private static final GameTraits TWO_TEAMS = new TicTacToe().traits();
    private static final GameTraits WITH_CHANCE = new RandomTreeGame(Config.withChance(1)).traits();
    private static final GameTraits FOUR_SEATS = new RandomTreeGame(Config.fourSeats(1)).traits();
    private static final GameTraits HIDDEN = new KuhnPoker().traits();
    private static final GameTraits PUZZLE = new WaterJugs(4, false, 3, 5).traits();
    private static final GameTraits PUZZLE_WITH_CHANCE = GameTraits.puzzle(KeyKind.EXACT).withChance();

    @AfterAll
    static void stopTheStopper() {
        STOPPER.shutdownNow();
    }

    @Test
    void eachStrategyReportsItsIdAndTheGamesItSupports() {
        check(new MinimaxSearcher(), "minimax", true, true, true, false, false);
        check(new AlphaBetaSearcher(), "alphabeta", true, true, false, false, false);
        check(new SolverSearcher(), "solver", true, true, false, false, false);
        check(new BfsSearcher(), "bfs", false, false, false, false, true);
        check(new ExpectimaxSearcher(), "expectimax", true, true, true, false, false);
        check(new MctsSearcher(), "mcts", true, true, true, false, false);
        check(new DfpnSearcher(), "dfpn", true, true, false, false, false);
        check(new RetrogradeSearcher(), "retrograde", true, true, false, false, true);
    }

    private static void check(Searcher searcher, String id, boolean twoTeams, boolean fourSeats, boolean chance,
            boolean hidden, boolean puzzle) {
        assertEquals(id, searcher.id());
        assertEquals(twoTeams, searcher.supports(TWO_TEAMS), id + ": two teams");
        assertEquals(fourSeats, searcher.supports(FOUR_SEATS), id + ": four seats in two teams");
        assertEquals(chance, searcher.supports(WITH_CHANCE), id + ": chance");
        assertEquals(hidden, searcher.supports(HIDDEN), id + ": hidden information");
        assertEquals(puzzle, searcher.supports(PUZZLE), id + ": single agent");
        assertFalse(searcher.supports(PUZZLE_WITH_CHANCE), id + ": single agent with chance");
    }

    static Stream<Searcher> adversarial() {
        return Stream.of(new MinimaxSearcher(), new AlphaBetaSearcher(), new SolverSearcher(), new ExpectimaxSearcher(),
                new MctsSearcher(), new DfpnSearcher());
    }

    static Stream<Searcher> strategies() {
        return Stream.concat(adversarial(), Stream.of(new BfsSearcher()));
    }

    @ParameterizedTest
    @MethodSource("strategies")
    void unsupportedGamesAndTerminalRootsAreRejected(Searcher searcher) {
        KuhnPoker kuhn = new KuhnPoker();
        assertThrows(IllegalArgumentException.class,
                () -> searcher.search(SearchRequest.of(kuhn, kuhn.parsePosition("KQ/"), SearchLimits.NONE)));
        if (searcher.supports(TWO_TEAMS)) {
            TicTacToe game = new TicTacToe();
            assertThrows(IllegalArgumentException.class,
                    () -> searcher.search(SearchRequest.of(game, game.parsePosition("xxx/oo./..."), SearchLimits.NONE)));
        } else {
            WaterJugs game = new WaterJugs(4, false, 3, 5);
            assertThrows(IllegalArgumentException.class,
                    () -> searcher.search(SearchRequest.of(game, game.parsePosition("0,4"), SearchLimits.NONE)));
        }
        if (searcher.supports(WITH_CHANCE)) {
            RandomTreeGame game = new RandomTreeGame(Config.withChance(1));
            Position chanceNode = findChanceNode(game);
            assertThrows(IllegalArgumentException.class,
                    () -> searcher.search(SearchRequest.of(game, (RandomTreeGame.Node) chanceNode, SearchLimits.NONE)));
        }
    }

    private static Position findChanceNode(RandomTreeGame game) {
        MoveList moves = new MoveList();
        for (int walk = 0; walk < 1000; walk++) {
            RandomTreeGame.Node node = game.parsePosition("");
            while (!node.isTerminal()) {
                if (node.seatToMove() == Position.CHANCE) {
                    return node;
                }
                node.legalMoves(moves);
                node.makeMove(moves.get(walk % moves.size()));
            }
        }
        throw new AssertionError("no chance node in a game with chance");
    }

    /** A search that would take ages: a huge tree to its end, or a huge puzzle without a solution. */
    static SearchRequest<?> endless(Searcher searcher, SearchLimits limits) {
        if (searcher.supports(PUZZLE)) {
            WaterJugs game = new WaterJugs(200, false, 97, 101, 103, 107);
            return SearchRequest.of(game, game.parsePosition(""), limits);
        }
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits);
    }

    @ParameterizedTest
    @MethodSource("strategies")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTimeLimitEndsTheSearchPromptly(Searcher searcher) {
        SearchRequest<?> request = endless(searcher, SearchLimits.time(50));
        long start = System.nanoTime();
        SearchResult result = Fixtures.search(searcher::search, request);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < GENEROUS_MILLIS, searcher.id() + " took " + millis + " ms for 50");
        assertFalse(result.proven(), searcher.id());
        // Half the budget at least: alphabeta starts no iteration past that (its soft limit).
        assertTrue(result.millis() >= 25, searcher.id() + " stopped early: " + result.millis());
    }

    @ParameterizedTest
    @MethodSource("strategies")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theStopSignalEndsTheSearchPromptly(Searcher searcher) {
        StopSignal stop = new StopSignal();
        SearchRequest<?> request = endless(searcher, SearchLimits.NONE).withStop(stop);
        STOPPER.schedule(stop::stop, 50, TimeUnit.MILLISECONDS);
        long start = System.nanoTime();
        SearchResult result = Fixtures.search(searcher::search, request);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < GENEROUS_MILLIS, searcher.id() + " took " + millis + " ms to stop");
        assertFalse(result.proven(), searcher.id());
    }

    @ParameterizedTest
    @MethodSource("strategies")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNodeLimitIsHonouredExactly(Searcher searcher) {
        for (int limit = 10_000; limit < 10_020; limit++) {
            SearchResult result = Fixtures.search(searcher::search, endless(searcher, SearchLimits.nodes(limit)));
            assertEquals(limit, result.nodes(), searcher.id());
            assertFalse(result.proven(), searcher.id());
        }
    }

    @ParameterizedTest
    @MethodSource("strategies")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aSearchStoppedBeforeItStartsReturnsNoMove(Searcher searcher) {
        StopSignal stop = new StopSignal();
        stop.stop();
        SearchResult result = Fixtures.search(searcher::search, endless(searcher, SearchLimits.NONE).withStop(stop));
        assertEquals(MoveList.NONE, result.bestMove(), searcher.id());
        assertFalse(result.proven());
        assertEquals(0, result.pv().length);
    }

    /**
     * Alpha-beta stopped by its time answers with its last completed iteration, as a search to that depth
     * does, or with a better move the stopped iteration found after that iteration's move, and its variation.
     */
    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStoppedAlphaBetaAnswersWithItsLastCompletedIterationOrABetterMove() {
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        RandomTreeGame.Node root = game.parsePosition("");
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search,
                SearchRequest.of(game, root, SearchLimits.time(100)).withEvaluator(Fixtures.randomEvaluator(3)));
        assertTrue(result.depth() >= 3, "depth " + result.depth());
        SearchResult sameDepth = Fixtures.search(new AlphaBetaSearcher()::search,
                SearchRequest.of(game, root, SearchLimits.depth(result.depth())).withEvaluator(Fixtures.randomEvaluator(3)));
        if (result.bestMove() == sameDepth.bestMove()) {
            assertEquals(sameDepth.score(), result.score(), "the same iteration, completed");
            assertEquals(result.depth(), result.pv().length, "the last completed iteration's full variation");
        } else {
            assertLegalLine(root, result.pv());
        }
    }

    private static void assertLegalLine(RandomTreeGame.Node root, int[] line) {
        RandomTreeGame.Node position = root.copy();
        MoveList legal = new MoveList();
        for (int move : line) {
            legal.clear();
            position.legalMoves(legal);
            assertTrue(legal.contains(move), "an illegal move in the variation " + Arrays.toString(line));
            position.makeMove(move);
        }
    }

    /**
     * The hot path allocates nothing: a search of a few hundred thousand nodes allocates its tables
     * (a growing table allocates at most its final size again on the way) and a few kilobytes.
     */
    @ParameterizedTest
    @MethodSource("adversarial")
    void searchingAllocatesNothingPerNode(Searcher searcher) {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        Game<RandomTreeGame.Node> game = new RandomTreeGame(new Config(4, 4, 30, 6, 10, 64, 0.1, 0.1, 0, 0, 2));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                new SearchLimits(
                        searcher instanceof AlphaBetaSearcher || searcher instanceof ExpectimaxSearcher ? 12 : 6, 300_000, 0, 1, 1))
                .withEvaluator(Fixtures.randomEvaluator(1));
        for (int warmUp = 0; warmUp < 3; warmUp++) {
            searcher.search(request);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        SearchResult result = searcher.search(request);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertTrue(result.nodes() > 100_000, searcher.id() + " searched only " + result.nodes());
        assertTrue(allocated < 2 * result.tableBytes() + 64 * 1024, searcher.id() + " allocated " + allocated
                + " bytes for " + result.nodes() + " nodes and " + result.tableBytes() + " bytes of tables");
    }

    @Test
    void everyStrategyIsListed() {
        assertEquals(7, strategies().map(Searcher::id).distinct().count());
        assertTrue(List.of("minimax", "alphabeta", "solver", "bfs", "expectimax", "mcts", "dfpn")
                .containsAll(strategies().map(Searcher::id).toList()));
    }
}
