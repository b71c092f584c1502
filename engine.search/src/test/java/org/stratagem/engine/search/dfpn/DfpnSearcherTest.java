package org.stratagem.engine.search.dfpn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;

/**
 * The {@code dfpn} component's promises as a strategy: its id and the games it supports; an
 * {@link IllegalArgumentException} for a game it does not support or a terminal root; its limits
 * (a node limit, a time limit and the stop signal each end a search that could run for ages,
 * promptly, unproven, with the root handed back unchanged), and a hot path that allocates nothing.
 * Timing bounds are generous, as in the other strategies' tests: a loaded build machine gets two
 * seconds, and a search that ignores its limits fails on a ten-second timeout.
 */
class DfpnSearcherTest {

    private final DfpnSearcher dfpn = new DfpnSearcher();


    /** A search that would take ages: a random tree of 60 plies, two or three moves a position. */
    private static SearchRequest<RandomTreeGame.Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits);
    }

    @Test
    void aNodeLimitLargeEnoughChangesNothing() {
        TicTacToe game = new TicTacToe();
        SearchRequest<TicTacToe.Board> request =
                SearchRequest.of(game, game.parsePosition("x../.o./..."), SearchLimits.NONE);
        SearchResult unlimited = Fixtures.search(dfpn::search, request);
        SearchResult limited = Fixtures.search(dfpn::search, request.withLimits(SearchLimits.nodes(unlimited.nodes())));
        assertTrue(limited.proven());
        assertEquals(unlimited.bestMove(), limited.bestMove());
        assertEquals(unlimited.nodes(), limited.nodes(), "deterministic");
        SearchResult tooFew =
                Fixtures.search(dfpn::search, request.withLimits(SearchLimits.nodes(unlimited.nodes() / 2)));
        assertFalse(tooFew.proven());
    }

    private static long bytesAllocatedBy(Runnable work) {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)
                || !threads.isThreadAllocatedMemorySupported() || !threads.isThreadAllocatedMemoryEnabled()) {
            throw new TestAbortedException("this JVM does not count the bytes a thread allocates");
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        work.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
