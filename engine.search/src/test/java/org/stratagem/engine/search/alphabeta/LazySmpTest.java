package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.HelperScheme;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.minimax.MinimaxSearcher;

/**
 * Lazy SMP: two threads prove the values one thread proves, on the fixtures (with and without the
 * prunings) and on a bigger random game where the helper has time to matter; the helper really
 * searches; and the threads honour the node limit, the time limit and the stop signal together,
 * leaving no thread behind.
 */
class LazySmpTest {
    private static final int POSITIONS = 60;
    private static final SearchLimits ONE_THREAD = new SearchLimits(0, 0, 0, 1, 1);
    private static final SearchLimits TWO_THREADS = ONE_THREAD.withThreads(2);

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void twoThreadsProveWhatOneThreadProves(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compareThreads(new AlphaBetaSearcher(), games.apply(seed), seed);
            compareThreads(new AlphaBetaSearcher(Selectivity.ALL), PassingGame.of(games.apply(seed)), seed);
            compareThreads(new AlphaBetaSearcher(), new SkippingGame<>(games.apply(seed)), seed);
        }
    }

    private static <P extends Position> void compareThreads(AlphaBetaSearcher searcher, Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        SearchRequest<P> request = SearchRequest.of(game, root, ONE_THREAD).withEvaluator(Fixtures.randomEvaluator(seed));
        SearchResult one = Fixtures.search(searcher::search, request);
        SearchResult two = Fixtures.search(searcher::search, request.withLimits(TWO_THREADS));
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root) + ": " + Fixtures.describe(two);
        assertTrue(one.proven() && two.proven(), where);
        assertEquals(one.score(), two.score(), where);
        SearchResult ofBestMove = Fixtures.search(new MinimaxSearcher()::search,
                request.withMoves(Fixtures.onlyAtRoot(root, two.bestMove())));
        assertEquals(one.score(), ofBestMove.score(), where + ": the best move achieves the value");
        assertOptimalLine(game, root, one, true, where + ", one thread");
        assertOptimalLine(game, root, two, false, where + ", two threads");
    }

    /**
     * A proven variation, completed from the table where the search stopped early, keeps the proven
     * value with every move (minimax says so), and on one thread is a whole game. With two threads
     * the table may lack a solved entry the line needs (another thread's store can replace it), so
     * the line may end early.
     */
    private static <P extends Position> void assertOptimalLine(Game<P> game, P root, SearchResult result,
            boolean wholeGame, String where) {
        @SuppressWarnings("unchecked")
        P end = (P) root.copy();
        int team = game.teamOf(root.seatToMove());
        int value = Score.gameValue(result.score());
        String line = where + ": the variation " + Arrays.toString(result.pv());
        for (int move : result.pv()) {
            end.makeMove(move);
            if (!end.isTerminal()) {
                @SuppressWarnings("unchecked")
                P copy = (P) end.copy();
                int mover = game.teamOf(end.seatToMove());
                int minimax = Score.gameValue(new MinimaxSearcher().search(SearchRequest.of(game, copy, SearchLimits.NONE)).score());
                assertEquals(value, mover == team ? minimax : -minimax, line + " leaves the value after " + move);
            }
        }
        assertTrue(end.isTerminal() || !wholeGame, line + " does not end the game");
        if (end.isTerminal()) {
            assertEquals(value, end.terminalValue(team), line + " ends with another result");
        }
    }

    /** A game of 12 plies, 1-4 moves a position and few tokens: proofs of some 10^5 nodes, with transpositions. */
    @Test
    void twoThreadsProveWhatOneThreadProvesOnABiggerGame() {
        compareThreadsOnBiggerGames(game -> game);
    }

    /** The same under the skipping of depths, which a game may recommend: the helper's deeper results serve the main thread. */
    @Test
    void twoThreadsSkippingDepthsProveWhatOneThreadProvesOnABiggerGame() {
        compareThreadsOnBiggerGames(SkippingGame::new);
    }

    private static void compareThreadsOnBiggerGames(UnaryOperator<Game<RandomTreeGame.Node>> variant) {
        for (long seed = 0; seed < 6; seed++) {
            Game<RandomTreeGame.Node> game = variant.apply(new RandomTreeGame(new Config(seed, 2, 12, 1, 4, 8, 0.1, 0, 0, 0.05, 3)));
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), ONE_THREAD)
                    .withEvaluator(Fixtures.randomEvaluator(seed));
            SearchResult one = Fixtures.search(new AlphaBetaSearcher()::search, request);
            SearchResult two = Fixtures.search(new AlphaBetaSearcher()::search, request.withLimits(TWO_THREADS));
            assertTrue(one.proven() && two.proven(), game.name() + " seed " + seed);
            assertEquals(one.score(), two.score(), game.name() + " seed " + seed);
        }
    }

    /** The scheme is the game's recommendation, unless the configuration turns recommendations off. */
    @Test
    void theHelpersSkipDepthsWhereTheGameRecommendsIt() {
        Game<RandomTreeGame.Node> plain = new RandomTreeGame(Config.twoSeats(1));
        Game<RandomTreeGame.Node> skipping = new SkippingGame<>(plain);
        assertEquals(HelperScheme.SKIPPED_DEPTHS, LazySmp.scheme(Selectivity.RECOMMENDED, skipping));
        assertEquals(HelperScheme.SHARED_DEPTHS, LazySmp.scheme(Selectivity.NONE, skipping));
        assertEquals(HelperScheme.SHARED_DEPTHS, LazySmp.scheme(Selectivity.RECOMMENDED, plain));
    }

    /**
     * A helper that skips depths searches only the others: without prunings, extensions or quiescence, an
     * iteration evaluates its positions at its depth's ply, so the first helper (which skips the odd depths)
     * evaluates at even plies only; with shared depths it evaluates at odd plies too. Each evaluation takes
     * 2 µs, so that the search lasts long enough for the helper to take part whatever the JIT has compiled.
     */
    @Test
    void theFirstHelperSearchesOnlyTheEvenDepthsWhenSkipping() {
        assertEquals(Set.of(0), pliesTheHelperEvaluatesModuloTwo(new SkippingGame<>(new RandomTreeGame(Config.huge(3)))));
        assertEquals(Set.of(0, 1), pliesTheHelperEvaluatesModuloTwo(new RandomTreeGame(Config.huge(3))));
    }

    private static Set<Integer> pliesTheHelperEvaluatesModuloTwo(Game<RandomTreeGame.Node> game) {
        Set<Integer> plies = ConcurrentHashMap.newKeySet();
        Evaluator<RandomTreeGame.Node> random = Fixtures.randomEvaluator(3);
        Evaluator<RandomTreeGame.Node> watched = position -> {
            if (Thread.currentThread().getName().equals("alphabeta-helper-1")) {
                plies.add(position.movesMade() % 2);
            }
            long until = System.nanoTime() + 2_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            return random.evaluate(position);
        };
        Fixtures.search(new AlphaBetaSearcher(Selectivity.RECOMMENDED)::search,
                SearchRequest.of(game, game.parsePosition(""), new SearchLimits(9, 0, 0, 1, 2)).withEvaluator(watched));
        assertNoHelperAlive();
        return plies;
    }

    /** The first helper skips the odd depths, the second the even ones: between them they search every depth. */
    @Test
    void theFirstTwoHelpersSkipComplementaryDepths() {
        for (int depth = 1; depth <= 20; depth++) {
            assertEquals(depth % 2 == 1, SkippedDepths.skips(1, depth), "depth " + depth);
            assertEquals(depth % 2 == 0, SkippedDepths.skips(2, depth), "depth " + depth);
        }
    }

    @Test
    void theHelperSearchesAndStopsWithTheMainThread() {
        Set<String> searchers = ConcurrentHashMap.newKeySet();
        Evaluator<RandomTreeGame.Node> random = Fixtures.randomEvaluator(3);
        Evaluator<RandomTreeGame.Node> watched = position -> {
            searchers.add(Thread.currentThread().getName());
            return random.evaluate(position);
        };
        RandomTreeGame game = new RandomTreeGame(Config.huge(3));
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search,
                SearchRequest.of(game, game.parsePosition(""), new SearchLimits(9, 0, 0, 1, 2)).withEvaluator(watched));
        assertEquals(9, result.depth());
        assertTrue(searchers.contains(Thread.currentThread().getName()), searchers.toString());
        assertTrue(searchers.contains("alphabeta-helper-1"), searchers.toString());
        assertNoHelperAlive();
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theThreadsShareTheNodeLimit() {
        for (int limit = 10_000; limit < 10_000 + 40; limit += 3) {
            SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, endless(new SearchLimits(0, limit, 0, 1, 2)));
            assertTrue(result.nodes() <= limit && result.nodes() >= limit / 2, result.nodes() + " nodes for " + limit);
            assertFalse(result.proven());
            assertNoHelperAlive();
        }
    }

    private static SearchRequest<RandomTreeGame.Node> endless(SearchLimits limits) {
        RandomTreeGame game = new RandomTreeGame(new Config(9, 2, 60, 1, 3, 16, 0.1, 0, 0, 0, 2));
        return SearchRequest.of(game, game.parsePosition(""), limits).withEvaluator(Fixtures.randomEvaluator(9));
    }

    private static void assertNoHelperAlive() {
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith("alphabeta-helper")),
                "every helper thread has ended");
    }

    @Test
    void oneThreadIsTheSingleThreadedSearch() {
        TicTacToe game = new TicTacToe();
        SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, game.parsePosition(""), ONE_THREAD);
        SearchResult one = Fixtures.search(new AlphaBetaSearcher()::search, request);
        SearchResult zero = Fixtures.search(new AlphaBetaSearcher()::search, request.withLimits(ONE_THREAD.withThreads(0)));
        assertEquals(one.nodes(), zero.nodes(), "0 threads means one");
    }
}
