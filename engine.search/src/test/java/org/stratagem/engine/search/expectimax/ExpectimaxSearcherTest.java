package org.stratagem.engine.search.expectimax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Node;
import org.stratagem.engine.search.fixtures.RandomTreeGame;

/**
 * What the registered strategy promises, whatever its values: its id and the games it supports;
 * the roots it rejects; its limits (a node limit exactly, a time limit and the stop signal
 * promptly, unproven, the root handed back unchanged), on a game with chance far too deep to
 * finish; a report per iteration; and a hot path that allocates nothing. Timing bounds are generous
 * (the contract asks for milliseconds; a loaded build machine gets two seconds).
 */
class ExpectimaxSearcherTest {
    private final ExpectimaxSearcher expectimax = new ExpectimaxSearcher();

    /** A search that would take ages: a game with chance, 60 plies deep. */
    private static SearchRequest<Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0.3, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits).withEvaluator(Fixtures.randomEvaluator(9));
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
