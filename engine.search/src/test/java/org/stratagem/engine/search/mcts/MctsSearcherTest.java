package org.stratagem.engine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;

/**
 * What the {@code mcts} component promises as a service: the games it supports, its limits (a
 * node limit honoured exactly, a time limit and the stop signal promptly, the root handed back
 * unchanged), the same result for the same request, a tree within its memory budget (and a move
 * when the budget holds nothing but the root's children), progress reports, its configuration,
 * and a hot path that allocates nothing but the tree.
 */
class MctsSearcherTest {
    /** The largest power of two of nodes that fits in 1 MiB, in bytes. */
    private static final long FULL_TREE_OF_ONE_MEBIBYTE = Long.highestOneBit((1 << 20) / Tree.BYTES_PER_NODE) * Tree.BYTES_PER_NODE;

    private final MctsSearcher mcts = new MctsSearcher();


    /** A game far too large to prove: 60 plies, 1 to 3 moves each, a tenth of them keeping the turn. */
    private static SearchRequest<RandomTreeGame.Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits);
    }

    @Test
    void theSameRequestGivesTheSameResult() {
        RandomTreeGame chance = new RandomTreeGame(Config.withChance(5));
        for (SearchRequest<?> request : List.of(endless(SearchLimits.nodes(300_000)),
                SearchRequest.of(chance, chance.parsePosition(""), SearchLimits.nodes(20_000)))) {
            SearchResult first = Fixtures.search(mcts::search, request);
            SearchResult second = Fixtures.search(new MctsSearcher()::search, request);
            assertEquals(first.bestMove(), second.bestMove());
            assertEquals(first.score(), second.score());
            assertArrayEquals(first.pv(), second.pv());
            assertEquals(first.depth(), second.depth());
            assertEquals(first.nodes(), second.nodes());
            assertEquals(first.tableBytes(), second.tableBytes());
        }
    }

    @Test
    void theTreeStaysWithinItsMemoryBudgetAndKeepsSimulatingWhenFull() {
        SearchResult result = Fixtures.search(mcts::search, endless(new SearchLimits(0, 3_000_000, 0, 1, 1)));
        assertEquals(FULL_TREE_OF_ONE_MEBIBYTE, result.tableBytes(), "the tree fills its budget");
        assertEquals(3_000_000, result.nodes(), "the search went on with a full tree");
        assertLegal(endless(SearchLimits.NONE), result.bestMove());
    }

    @Test
    void aTreeWithRoomForTheRootsChildrenOnlyStillChoosesAndProves() {
        TicTacToe game = new TicTacToe();
        TicTacToe.Board won = game.parsePosition("xx./oo./...");
        SearchResult win = searchWithTinyTree(SearchRequest.of(game, won, SearchLimits.nodes(100_000)));
        assertEquals(game.parseMove(won, "c1"), win.bestMove(), "the winning move is a child of the root");
        assertEquals(Outcome.WIN, win.outcome());
        assertEquals((1 + 5) * Tree.BYTES_PER_NODE, win.tableBytes(), "the root and its five children");

        SearchRequest<RandomTreeGame.Node> huge = endless(SearchLimits.nodes(100_000));
        SearchResult result = searchWithTinyTree(huge);
        assertFalse(result.proven());
        assertEquals(1, result.depth(), "a tree of one level");
        assertLegal(huge, result.bestMove());
    }

    private static <P extends Position> SearchResult searchWithTinyTree(SearchRequest<P> request) {
        return Fixtures.search(MctsTest::withRootChildrenOnly, request);
    }

    private static <P extends Position> void assertLegal(SearchRequest<P> request, int move) {
        Game<P> game = request.game();
        P root = request.position();
        assertEquals(move, game.parseMove(root, game.formatMove(root, move)), "a legal move");
    }

    @Test
    void progressIsReportedWithTheLineOfTheMostVisitedMoves() {
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.nodes(1_000_000)).withListener(reports::add);
        SearchResult result = Fixtures.search(mcts::search, request);
        assertTrue(reports.size() >= 5, reports.size() + " reports");
        for (int i = 1; i < reports.size(); i++) {
            assertTrue(reports.get(i).nodes() > reports.get(i - 1).nodes(), "nodes grow from report to report");
        }
        SearchProgress last = reports.get(reports.size() - 1);
        assertEquals(result.nodes(), last.nodes());
        assertEquals(result.score(), last.score());
        assertEquals(result.depth(), last.depth());
        RandomTreeGame.Node root = request.position();
        List<String> line = new ArrayList<>();
        for (int move : result.pv()) {
            line.add(request.game().formatMove(root, move));
            root.makeMove(move);
        }
        for (int i = 0; i < line.size(); i++) {
            root.undoMove();
        }
        assertEquals(line, last.pv());
        assertTrue(line.size() >= 2, "a line, not just a move: " + line);
        assertTrue(Math.abs(result.score()) < Mcts.SCORE_SCALE, "a heuristic score: " + result.score());
    }

    @Test
    void theExplorationConstantIsConfigurable() {
        assertThrows(IllegalArgumentException.class, () -> new MctsSearcher(-1));
        assertThrows(IllegalArgumentException.class, () -> new MctsSearcher(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new MctsSearcher(Double.POSITIVE_INFINITY));
        SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.nodes(300_000));
        SearchResult byDefault = Fixtures.search(mcts::search, request);
        assertArrayEquals(byDefault.pv(), Fixtures.search(new MctsSearcher(Math.sqrt(2))::search, request).pv(), "the default is sqrt(2)");
        SearchResult greedy = Fixtures.search(new MctsSearcher(0.1)::search, request);
        assertTrue(greedy.depth() > byDefault.depth(), "less exploration, a deeper tree: " + greedy.depth() + " vs " + byDefault.depth());
        assertNotEquals(byDefault.score(), greedy.score());
    }

    @Test
    void aProvenLossIsProvenAndTheSearchEndsEarly() {
        TicTacToe game = new TicTacToe();
        TicTacToe.Board lost = game.parsePosition("x.x/.o./o.x");
        SearchResult result = Fixtures.search(mcts::search, SearchRequest.of(game, lost, SearchLimits.nodes(1_000_000)));
        assertEquals(Outcome.LOSS, result.outcome(), Fixtures.describe(result));
        assertEquals(Score.provenOutcome(-1), result.score());
        assertTrue(result.nodes() < 1_000_000);
    }

    private long allocatedBy(com.sun.management.ThreadMXBean threads, SearchRequest<RandomTreeGame.Node> request) {
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        SearchResult result = mcts.search(request);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertEquals(FULL_TREE_OF_ONE_MEBIBYTE, result.tableBytes(), "the tree is full");
        return allocated;
    }
}
