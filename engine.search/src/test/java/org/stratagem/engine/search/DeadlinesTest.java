package org.stratagem.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.annotation.Annotation;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.mcts.MctsSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/**
 * Every strategy answers within its limit or says why it cannot: under a time limit each returns a
 * move (its best so far); a strategy that cannot serve a request refuses it before searching, with
 * its reason; and tables are made when the session is prepared, not within a move.
 */
class DeadlinesTest {

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.StrategiesTest#adversarial")
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void underATimeLimitEveryStrategyAnswersWithAMove(Searcher searcher) {
        SearchRequest<?> request = StrategiesTest.endless(searcher, SearchLimits.time(50));
        assertEquals(Optional.empty(), searcher.refusal(request.game(), request.limits()), searcher.id());
        SearchResult result = Fixtures.search(searcher::search, request);
        assertNotEquals(MoveList.NONE, result.bestMove(), searcher.id() + " answered no move");
        assertTrue(result.pv().length > 0 && result.pv()[0] == result.bestMove(), searcher.id());
    }

    @Test
    void mctsNeedsATimeOrNodeLimit() {
        MctsSearcher mcts = new MctsSearcher();
        TicTacToe game = new TicTacToe();
        assertEquals("it needs a time or node limit (--time or --nodes): it stops only at a proof of the result, which it"
                + " may never reach", mcts.refusal(game, SearchLimits.NONE).orElseThrow());
        assertTrue(mcts.refusal(game, SearchLimits.depth(4)).orElseThrow().endsWith("and a depth limit does not apply"));
        assertEquals(Optional.empty(), mcts.refusal(game, SearchLimits.time(100)));
        assertEquals(Optional.empty(), mcts.refusal(game, SearchLimits.nodes(1000)));
    }

    @Test
    void anInvalidMctsConfigurationRefusesEverySearchWithItsReason() {
        MctsSearcher misconfigured = new MctsSearcher(new MctsSearcher.Config() {
            @Override
            public double exploration() {
                return -1;
            }

            @Override
            public Class<? extends Annotation> annotationType() {
                return MctsSearcher.Config.class;
            }
        });
        assertEquals("its configuration org.stratagem.search.mcts is invalid: exploration -1.0 must be finite and not"
                + " negative", misconfigured.refusal(new TicTacToe(), SearchLimits.time(100)).orElseThrow());
    }

    @Test
    void retrogradeRefusesAGameWithoutAStateSpaceAndEveryStrategyAGameItDoesNotPlay() {
        RandomTreeGame tree = new RandomTreeGame(Config.withChance(1));
        assertEquals("game " + tree.id() + " has no indexed state space to solve by retrograde analysis",
                new RetrogradeSearcher().refusal(tree, SearchLimits.NONE).orElseThrow());
        assertTrue(new AlphaBetaSearcher().refusal(tree, SearchLimits.time(10)).orElseThrow()
                .startsWith("it does not play games like " + tree.id()));
    }

    /** A prepared session searches with the table it was given: the search allocates no table. */
    @Test
    void aPreparedSessionAllocatesNoTableInItsSearches() {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchSession session = new AlphaBetaSearcher().openSession();
        session.prepare(new SearchLimits(0, 0, 0, 64, 1));
        long thread = Thread.currentThread().getId();
        for (int move = 0; move < 3; move++) {
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""),
                    new SearchLimits(0, 0, 50, 64, 1)).withEvaluator(Fixtures.randomEvaluator(move));
            long before = threads.getThreadAllocatedBytes(thread);
            SearchResult result = Fixtures.search(session, request);
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            assertTrue(result.tableBytes() > 63L << 20, "the prepared table: " + result.tableBytes());
            assertTrue(allocated < 4 << 20, "move " + move + " allocated " + allocated + " bytes");
        }
        RandomTreeGame other = new RandomTreeGame(Config.huge(4));
        long before = threads.getThreadAllocatedBytes(thread);
        Fixtures.search(session, SearchRequest.of(other, other.parsePosition(""), new SearchLimits(0, 0, 50, 64, 1))
                .withEvaluator(Fixtures.randomEvaluator(1)));
        assertTrue(threads.getThreadAllocatedBytes(thread) - before < 4 << 20, "another game: the table forgotten, not made anew");
    }
}
