package org.stratagem.engine.search.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.minimax.MinimaxSearcher;

/**
 * Root parallelism: two threads prove the outcomes minimax finds on the fixtures, and play the
 * proven win; the trees' root children merge move by move; the threads share the node limit
 * exactly and answer the same every time under it, report every thread's nodes, end together on
 * the time limit and the stop signal, and a thread's failure ends the search with that failure;
 * no thread outlives a search; one thread is the single-threaded search.
 */
class RootParallelTest {
    private static final int POSITIONS = 100;
    private static final long NODES = 5_000_000;
    private static final SearchLimits TWO_THREADS = new SearchLimits(0, NODES, 0, 16, 2);

    private final SearchSession mcts = new MctsSearcher()::search;
    private final SearchSession minimax = new MinimaxSearcher()::search;

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void twoThreadsProveTheOutcomeMinimaxFinds(LongFunction<Game<?>> games) {
        int[] outcomes = new int[3];
        for (long seed = 0; seed < POSITIONS; seed++) {
            outcomes[compare(games.apply(seed), seed).ordinal()]++;
        }
        assertTrue(outcomes[Outcome.WIN.ordinal()] > 0 && outcomes[Outcome.LOSS.ordinal()] > 0,
                "wins and losses among the roots: " + Arrays.toString(outcomes));
    }

    private <P extends Position> Outcome compare(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 4);
        SearchRequest<P> request = SearchRequest.of(game, root, TWO_THREADS);
        int sign = Integer.signum(Score.gameValue(Fixtures.search(minimax, request).score()));
        Outcome expected = Outcome.ofValue(sign);
        SearchResult result = Fixtures.search(mcts, request);
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root) + ": " + Fixtures.describe(result);
        assertTrue(result.proven(), where);
        assertEquals(expected, result.outcome(), where);
        assertEquals(Score.provenOutcome(sign), result.score(), where);
        assertEquals(result.bestMove(), result.pv()[0], where);
        assertEquals(expected, outcomeOf(request, result.bestMove()), where + ": the best move achieves it");
        assertNoHelperAlive();
        return expected;
    }

    private <P extends Position> Outcome outcomeOf(SearchRequest<P> request, int move) {
        SearchResult ofMove = Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(request.position(), move)));
        return Outcome.ofValue(Score.gameValue(ofMove.score()));
    }

    /** Every won root among random tic-tac-toe positions: two threads prove the win and play a winning move. */
    @Test
    void twoThreadsPlayTheProvenWin() {
        TicTacToe game = new TicTacToe();
        TicTacToe.Board obvious = game.parsePosition("xx./oo./...");
        assertEquals(game.parseMove(obvious, "c1"), Fixtures.search(mcts, SearchRequest.of(game, obvious, TWO_THREADS)).bestMove());
        int won = 0;
        for (long seed = 0; seed < 200; seed++) {
            TicTacToe.Board root = Fixtures.randomDecisionPosition(game, new Random(seed), 6);
            SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, root, TWO_THREADS);
            if (Score.gameValue(Fixtures.search(minimax, request).score()) <= 0) {
                continue;
            }
            won++;
            SearchResult result = Fixtures.search(mcts, request);
            String where = "seed " + seed + " at " + game.formatPosition(root) + ": " + Fixtures.describe(result);
            assertTrue(result.proven(), where);
            assertEquals(Outcome.WIN, result.outcome(), where);
            assertEquals(Outcome.WIN, outcomeOf(request, result.bestMove()), where + ": a winning move");
        }
        assertTrue(won > 20, won + " won roots");
    }

    /**
     * Two trees built by hand merge at the root move by move, whatever their order: visits and
     * rewards add up, proofs narrow to what both proved, and the final choice is the move most
     * visited over both trees.
     */
    @Test
    void rootChildrenMergeMoveByMove() {
        Tree main = treeWithRootChildren(10, 11, 12);
        Tree helper = treeWithRootChildren(12, 13, 10, 11);
        int first = main.firstChild(Tree.ROOT);
        int other = helper.firstChild(Tree.ROOT);
        visit(main, first, 30, 0.6);
        visit(main, first + 1, 20, 0.5);
        visit(helper, other + 3, 40, 0.4);
        visit(helper, other + 1, 99, 1);
        main.setBounds(first + 2, Tree.DRAW, Tree.WIN);
        helper.setBounds(other, Tree.LOSS, Tree.DRAW);
        assertEquals(first, new RobustChild(main).choose(Tree.ROOT, Tree.ROOT_TEAM), "the main tree alone prefers 10");

        main.addRootChildren(helper);
        assertEquals(30, main.visits(first));
        assertEquals(60, main.visits(first + 1), "move 11, the helper's fourth child");
        assertEquals((20 * 0.5 + 40 * 0.4) / 60, main.mean(first + 1), 1e-12);
        assertTrue(main.isProven(first + 2), "move 12: a draw at least in one tree, at most in the other");
        assertEquals(Tree.DRAW, main.lowerBound(first + 2));
        assertEquals(first + 1, new RobustChild(main).choose(Tree.ROOT, Tree.ROOT_TEAM), "move 11, the most visited of both");
        assertEquals(3, main.childCount(Tree.ROOT), "move 13 of the helper's tree is not the main tree's");
    }

    private static Tree treeWithRootChildren(int... moves) {
        Tree tree = new Tree(1 << 20);
        MoveList list = new MoveList();
        Arrays.stream(moves).forEach(list::add);
        assertTrue(tree.expand(Tree.ROOT, list));
        return tree;
    }

    private static void visit(Tree tree, int node, int times, double reward) {
        for (int i = 0; i < times; i++) {
            tree.addReward(node, reward);
        }
    }

    /**
     * Each thread spends exactly its share of the node limit, which the main thread's share shows:
     * the limit rounded down to a multiple of the thread count, no more and no less.
     */
    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theThreadsShareTheNodeLimitExactly() {
        for (int threads = 2; threads <= 3; threads++) {
            for (int limit = 10_000; limit < 10_010; limit++) {
                SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.nodes(limit).withThreads(threads));
                SearchResult result = Fixtures.search(mcts, request);
                assertEquals(limit - limit % threads, result.nodes(), threads + " threads, limit " + limit);
                assertFalse(result.proven());
                assertLegal(request, result.bestMove());
                assertNoHelperAlive();
            }
        }
    }

    @Test
    void underANodeLimitTwoThreadsGiveTheSameResultEveryTime() {
        SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.nodes(300_000).withThreads(2));
        SearchResult first = Fixtures.search(mcts, request);
        SearchResult second = Fixtures.search(new MctsSearcher()::search, request);
        assertEquals(first.bestMove(), second.bestMove());
        assertEquals(first.score(), second.score());
        assertArrayEquals(first.pv(), second.pv());
        assertEquals(first.depth(), second.depth());
        assertEquals(300_000, first.nodes());
        assertEquals(first.tableBytes(), second.tableBytes());
        SearchResult mainTreeAlone = Fixtures.search(mcts, request.withLimits(SearchLimits.nodes(150_000)));
        assertEquals(mainTreeAlone.depth(), first.depth(), "the main thread's tree is the single-threaded one");
        assertNotEquals(mainTreeAlone.score(), first.score(), "the helper's tree counts in the answer");
    }

    @Test
    void progressReportsCountEveryThreadsNodes() {
        List<SearchProgress> reports = new ArrayList<>();
        SearchResult result = Fixtures.search(mcts, endless(SearchLimits.nodes(1_000_000).withThreads(2)).withListener(reports::add));
        assertTrue(reports.size() >= 5, reports.size() + " reports");
        SearchProgress last = reports.get(reports.size() - 1);
        assertEquals(1_000_000, result.nodes());
        assertEquals(result.nodes(), last.nodes());
        assertEquals(result.score(), last.score());
        assertEquals(result.pv().length, last.pv().size());
    }

    /** The threads' promptness is tested with Lazy SMP's, in ParallelStopTest; here, a search stopped before it starts. */
    @Test
    void aSearchStoppedBeforeItStartsAnswersNoMove() {
        StopSignal stop = new StopSignal();
        stop.stop();
        SearchResult stoppedBefore = Fixtures.search(mcts, endless(SearchLimits.NONE.withThreads(2)).withStop(stop));
        assertEquals(MoveList.NONE, stoppedBefore.bestMove());
        assertEquals(0, stoppedBefore.nodes(), "no thread searched");
        assertNoHelperAlive();
    }

    /** A search without limits ends with a thread's failure, the helper's or the main thread's. */
    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aThreadsFailureEndsTheSearchWithIt() {
        for (boolean inHelper : new boolean[] {true, false}) {
            MoveGenerator<RandomTreeGame.Node> failing = (position, out) -> {
                if (Thread.currentThread().getName().startsWith("mcts-helper") == inHelper) {
                    throw new IllegalStateException("failed in the " + (inHelper ? "helper" : "main thread"));
                }
                position.legalMoves(out);
            };
            SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.NONE.withThreads(2)).withMoves(failing);
            IllegalStateException failure = assertThrows(IllegalStateException.class, () -> mcts.search(request));
            assertEquals("failed in the " + (inHelper ? "helper" : "main thread"), failure.getMessage());
            assertNoHelperAlive();
        }
    }

    @Test
    void oneThreadIsTheSingleThreadedSearch() {
        SearchRequest<RandomTreeGame.Node> request = endless(SearchLimits.nodes(200_000));
        SearchResult alone = new Mcts<>(SearchRun.start(new MctsSearcher(), request),
                new Tree((long) MctsSearcher.DEFAULT_MEGABYTES << 20), MctsSearcher.DEFAULT_EXPLORATION).search();
        for (int threads = 0; threads <= 1; threads++) {
            SearchResult result = Fixtures.search(mcts, request.withLimits(SearchLimits.nodes(200_000).withThreads(threads)));
            assertEquals(alone.bestMove(), result.bestMove(), threads + " threads");
            assertEquals(alone.score(), result.score(), threads + " threads");
            assertArrayEquals(alone.pv(), result.pv(), threads + " threads");
            assertEquals(alone.nodes(), result.nodes(), threads + " threads");
            assertEquals(alone.tableBytes(), result.tableBytes(), threads + " threads");
        }
    }

    /** A game far too large to prove: 60 plies, 1 to 3 moves each, a tenth of them keeping the turn. */
    private static SearchRequest<RandomTreeGame.Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits);
    }

    private static <P extends Position> void assertLegal(SearchRequest<P> request, int move) {
        Game<P> game = request.game();
        P root = request.position();
        assertEquals(move, game.parseMove(root, game.formatMove(root, move)), "a legal move");
    }

    private static void assertNoHelperAlive() {
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith("mcts-helper")),
                "every helper thread has ended");
    }
}
