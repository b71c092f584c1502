package org.stratagem.engine.search.alphabeta;

import java.lang.annotation.Annotation;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.ForwardPruning;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchExtension;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchProgress;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.minimax.MinimaxSearcher;
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * Alpha-beta against plain minimax on seeded random positions of every kind of two-team game (each
 * with a pass added, so that null-move pruning has something to play): to the end of the game with
 * every combination of the prunings and of the table (a megabyte, a few buckets, none), where every
 * variant must prove minimax's value; and at a fixed horizon with a random evaluator, the prunings
 * and the table off, where it must equal minimax's value to that depth. At a fixed horizon with the
 * table on, entries searched deeper (in earlier iterations, or at transpositions reached nearer the
 * root) legitimately change the value, so it is not compared with minimax's; the prunings change it
 * by design. Principal variation search and aspiration windows are always on: the random evaluator
 * makes the windows fail high and low.
 */
class AlphaBetaTest {
    private static final int POSITIONS = 150;
    private static final SearchLimits SMALL_TABLE = new SearchLimits(0, 0, 0, 1, 1);

    private final AlphaBetaSearcher alphaBeta = new AlphaBetaSearcher();
    private final SearchSession minimax = new MinimaxSearcher()::search;

    /**
     * An alpha-beta configuration under test: its prunings and extension and a fresh table for each search.
     *
     * @param name        for failure messages
     * @param selectivity the prunings and the extension
     * @param table       makes the table of one search
     */
    record Variant(String name, Selectivity selectivity, Supplier<TranspositionTable> table) implements SearchSession {
        @Override
        public <P extends Position> SearchResult search(SearchRequest<P> request) {
            return new LazySmp(selectivity).search(SearchRun.start(new AlphaBetaSearcher(selectivity), request), table.get());
        }

        static List<Variant> all() {
            List<Variant> variants = new ArrayList<>();
            for (Selectivity selectivity : List.of(Selectivity.NONE, new Selectivity(true, false), new Selectivity(false, true),
                    Selectivity.ALL, EXTENDED, new Selectivity(true, true, true, false))) {
                variants.add(new Variant(selectivity + ", 1 MiB table", selectivity, () -> new TranspositionTable(1 << 20)));
                variants.add(new Variant(selectivity + ", table of 4 buckets", selectivity,
                        () -> new TranspositionTable(4 * TranspositionTable.BUCKET * TranspositionTable.ENTRY_BYTES)));
                variants.add(new Variant(selectivity + ", no table", selectivity, TranspositionTable::disabled));
            }
            return variants;
        }
    }

    /** The single-reply extension alone. */
    private static final Selectivity EXTENDED = new Selectivity(false, false, true, false);

    private static final Variant WITHOUT_TABLE = new Variant("no table", Selectivity.NONE, TranspositionTable::disabled);

    private static <P extends Position> Game<PassingGame.Node<P>> withPasses(Game<P> game) {
        return PassingGame.of(game);
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void everyVariantProvesTheMinimaxValueToTheEndOfTheGame(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compareToTheEnd(withPasses(games.apply(seed)), seed);
        }
    }

    private <P extends Position> void compareToTheEnd(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        SearchRequest<P> request = SearchRequest.of(game, root, SMALL_TABLE).withEvaluator(Fixtures.randomEvaluator(seed));
        SearchResult expected = Fixtures.search(minimax, request);
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root);
        assertTrue(expected.proven(), where);
        for (Variant variant : Variant.all()) {
            SearchResult result = Fixtures.search(variant, request);
            String which = where + ", " + variant.name() + ": " + Fixtures.describe(result);
            assertEquals(expected.score(), result.score(), which);
            assertTrue(result.proven(), which + ": the value is proven");
            SearchResult ofBestMove = Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(root, result.bestMove())));
            assertEquals(expected.score(), ofBestMove.score(), which + ": the best move achieves the value");
        }
    }

    /**
     * The prunings and the extension act on the fixtures: each changes the search on some positions (else
     * the test above would not test them), and together the prunings search a deep tree in fewer nodes.
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void eachPruningAndTheExtensionChangeTheSearch(LongFunction<Game<?>> games) {
        for (Selectivity selectivity : List.of(new Selectivity(true, false), new Selectivity(false, true), EXTENDED)) {
            Variant on = new Variant(selectivity.toString(), selectivity, () -> new TranspositionTable(1 << 20));
            Variant off = new Variant("none", Selectivity.NONE, () -> new TranspositionTable(1 << 20));
            int changed = 0;
            for (long seed = 0; seed < POSITIONS; seed++) {
                Game<?> game = withPasses(games.apply(seed));
                changed += nodesDiffer(game, seed, on, off) ? 1 : 0;
            }
            assertTrue(changed > 0, selectivity + " never changed the search");
        }
    }

    private static <P extends Position> boolean nodesDiffer(Game<P> game, long seed, Variant on, Variant off) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        SearchRequest<P> request = SearchRequest.of(game, root, SMALL_TABLE).withEvaluator(Fixtures.randomEvaluator(seed));
        return Fixtures.search(on, request).nodes() != Fixtures.search(off, request).nodes();
    }

    @Test
    void thePruningsSearchADeepTreeInFewerNodes() {
        Game<PassingGame.Node<RandomTreeGame.Node>> game = withPasses(new RandomTreeGame(Config.huge(3)));
        SearchRequest<PassingGame.Node<RandomTreeGame.Node>> request = SearchRequest.of(game, game.parsePosition(""),
                new SearchLimits(9, 0, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(3));
        long plain = Fixtures.search(new AlphaBetaSearcher(Selectivity.NONE)::search, request).nodes();
        long reduced = Fixtures.search(new AlphaBetaSearcher(new Selectivity(true, false))::search, request).nodes();
        long nullMoves = Fixtures.search(new AlphaBetaSearcher(new Selectivity(false, true))::search, request).nodes();
        long both = Fixtures.search(new AlphaBetaSearcher(Selectivity.ALL)::search, request).nodes();
        String counts = "plain " + plain + ", reductions " + reduced + ", null moves " + nullMoves + ", both " + both;
        assertTrue(reduced < plain && nullMoves < plain && both < Math.min(reduced, nullMoves), counts);
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void equalsMinimaxAtAFixedHorizonWithoutTheTableAndThePrunings(LongFunction<Game<?>> games) {
        for (long seed = 0; seed < POSITIONS; seed++) {
            compareAtHorizon(games.apply(seed), seed, 1 + (int) (seed % 6));
        }
    }

    private <P extends Position> void compareAtHorizon(Game<P> game, long seed, int depth) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        Evaluator<P> evaluator = Fixtures.randomEvaluator(seed);
        SearchRequest<P> request = SearchRequest.of(game, root, SearchLimits.depth(depth)).withEvaluator(evaluator);
        SearchResult expected = Fixtures.search(minimax, request);
        SearchResult result = Fixtures.search(WITHOUT_TABLE, request);
        String where = game.name() + " seed " + seed + " depth " + depth + " at " + game.formatPosition(root);
        assertEquals(expected.score(), result.score(), where + ": " + Fixtures.describe(result));
        assertTrue(result.depth() <= depth, where);
        if (!result.proven()) {
            assertEquals(depth, result.depth(), where + ": an unproven search completes its depth");
        }
    }

    /**
     * A root whose best move wins by the game's value bound is proven at a fixed depth, though its
     * other moves stop at the horizon: the score is the game's, the quickest win by that margin, as
     * minimax searching to the end finds it.
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void aWinByTheValueBoundIsProvenBeforeTheEnd(LongFunction<Game<?>> games) {
        int early = 0;
        for (long seed = 0; seed < POSITIONS; seed++) {
            early += provenEarly(games.apply(seed), seed) ? 1 : 0;
        }
        assertTrue(early > 0, "no win by the bound proven before the end of the tree");
    }

    /**
     * @return whether alpha-beta proved the root at depth 2 by a win by the bound where minimax to
     *         depth 2 does not see every line end; any proof's score must be the game's
     */
    private <P extends Position> boolean provenEarly(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 5);
        SearchRequest<P> request = SearchRequest.of(game, root, SearchLimits.depth(2)).withEvaluator(Fixtures.randomEvaluator(seed));
        SearchResult result = Fixtures.search(new AlphaBetaSearcher()::search, request);
        if (!result.proven()) {
            return false;
        }
        SearchResult toTheEnd = Fixtures.search(minimax, request.withLimits(SearchLimits.NONE));
        assertEquals(toTheEnd.score(), result.score(), game.name() + " seed " + seed + " at " + game.formatPosition(root));
        return Score.gameValue(result.score()) == SearchHints.of(game).valueBound() && !Fixtures.search(minimax, request).proven();
    }

    @Test
    void reportsEachIterationWithALegalPrincipalVariationAndItsNodes() {
        TicTacToe game = new TicTacToe();
        List<SearchProgress> reports = new ArrayList<>();
        TicTacToe.Board root = game.parsePosition("x../.../...");
        SearchResult result = Fixtures.search(alphaBeta::search,
                SearchRequest.of(game, root, SearchLimits.NONE).withListener(reports::add));
        assertTrue(result.proven());
        assertEquals(0, result.score(), "tic-tac-toe is a draw");
        assertEquals(result.depth(), reports.size(), "one report per completed iteration");
        long nodes = 0;
        for (int i = 0; i < reports.size(); i++) {
            SearchProgress report = reports.get(i);
            assertEquals(i + 1, report.depth());
            assertFalse(report.pv().isEmpty());
            TicTacToe.Board line = root.copy();
            for (String move : report.pv()) {
                line.makeMove(game.parseMove(line, move));
            }
            assertTrue(report.nodes() > nodes, "nodes so far grow with each iteration");
            assertTrue(report.nodesPerSecond() > 0);
            nodes = report.nodes();
        }
        SearchProgress last = reports.get(reports.size() - 1);
        assertEquals(result.score(), last.score());
        assertEquals(result.pv().length, last.pv().size());
        assertEquals(game.formatMove(root, result.bestMove()), last.pv().get(0));
        assertEquals(result.nodes(), last.nodes(), "the last iteration ends the search");
    }

    /**
     * Move ordering (the table's move, killers, history) and principal variation search with
     * aspiration windows. Regression bounds: the searches below take 5,308 and 16,980 nodes; with the
     * table's move alone and full windows (the engine before them), they took 7,847 and 22,147.
     */
    @Test
    void moveOrderingOrdersTheSearch() {
        TicTacToe game = new TicTacToe();
        SearchResult draw = Fixtures.search(alphaBeta::search, SearchRequest.of(game, game.parsePosition(""), SMALL_TABLE));
        assertTrue(draw.proven() && draw.score() == 0);
        assertTrue(draw.nodes() < 6000, "tic-tac-toe proved in " + draw.nodes() + " nodes");
        RandomTreeGame tree = new RandomTreeGame(Config.huge(3));
        SearchResult deep = Fixtures.search(alphaBeta::search, SearchRequest.of(tree, tree.parsePosition(""),
                new SearchLimits(8, 0, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(3)));
        assertTrue(deep.nodes() < 18500, "depth 8 in " + deep.nodes() + " nodes");
    }

    /** One thread is deterministic: the same search visits the same nodes and finds the same line. */
    @Test
    void oneThreadSearchesTheSameNodesEveryTime() {
        TicTacToe game = new TicTacToe();
        assertSameSearchTwice(alphaBeta, SearchRequest.of(game, game.parsePosition(""), SMALL_TABLE));
        Game<PassingGame.Node<RandomTreeGame.Node>> tree = withPasses(new RandomTreeGame(Config.huge(5)));
        SearchRequest<PassingGame.Node<RandomTreeGame.Node>> deep = SearchRequest.of(tree, tree.parsePosition(""),
                new SearchLimits(9, 0, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(5));
        assertSameSearchTwice(alphaBeta, deep);
        assertSameSearchTwice(new AlphaBetaSearcher(Selectivity.ALL), deep);
    }

    private static <P extends Position> void assertSameSearchTwice(AlphaBetaSearcher searcher, SearchRequest<P> request) {
        SearchResult first = Fixtures.search(searcher::search, request);
        SearchResult second = Fixtures.search(searcher::search, request);
        assertEquals(first.nodes(), second.nodes());
        assertEquals(first.score(), second.score());
        assertEquals(first.depth(), second.depth());
        assertArrayEquals(first.pv(), second.pv());
    }

    /**
     * A tactical oracle (here minimax to the end within the probe's budget) changes no proven value,
     * distances included, in any variant; and it is probed: with it, every variant proves more roots
     * at depth 2 than without it (minimax's wins within the root's budget are proven at once).
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void aTacticalOracleKeepsTheValueAndProvesEarlier(LongFunction<Game<?>> games) {
        int provenWith = 0;
        int provenWithout = 0;
        for (long seed = 0; seed < POSITIONS / 3; seed++) {
            Game<?> game = games.apply(seed);
            compareToTheEnd(new OracleGame<>(game), seed);
            provenWith += provenAtDepthTwo(new OracleGame<>(game), seed) ? 1 : 0;
            provenWithout += provenAtDepthTwo(game, seed) ? 1 : 0;
        }
        assertTrue(provenWith > provenWithout, provenWith + " roots proven at depth 2 with the oracle, " + provenWithout
                + " without");
    }

    /**
     * The nodes one ply above the horizon are probed only where the game names no moves past the horizon,
     * whose quiescence would follow the short wins there: a search of tic-tac-toe's empty board to depth 2
     * probes the root's children without a quiescence, and none of its nodes with one (even one naming no
     * moves).
     */
    @Test
    void theNodesJustAboveTheHorizonAreProbedOnlyWithoutAQuiescence() {
        for (boolean quiescence : new boolean[] {false, true}) {
            OracleGame<TicTacToe.Board> game = new OracleGame<>(new TicTacToe(), 0, quiescence);
            Fixtures.search(WITHOUT_TABLE, SearchRequest.of(game, game.parsePosition(""), SearchLimits.depth(2))
                    .withEvaluator(Fixtures.randomEvaluator(1)));
            if (quiescence) {
                assertEquals(0, game.nodeProbes(), "nodes probed one ply above the horizon");
            } else {
                assertTrue(game.nodeProbes() >= 9, game.nodeProbes() + " nodes probed, fewer than the root's children");
            }
        }
    }

    /**
     * The probes of the best move's reply refute the moves that lose to a win the probes of the nodes do
     * not see: with an oracle that proves minimax's wins only with a root probe's budget, a search to
     * depth 2 under a node limit (which gives the probes their share) never answers with a move after
     * which the opponents win, unless the root is lost; and there are such moves to avoid.
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void aMoveTheReplyProbesRefuteIsNotPlayed(LongFunction<Game<?>> games) {
        int avoided = 0;
        for (long seed = 0; seed < POSITIONS; seed++) {
            avoided += refutedMovesAvoided(new OracleGame<>(games.apply(seed), RootProbes.FIRST_BUDGET), seed);
        }
        assertTrue(avoided > 0, "no position had a losing move to avoid");
    }

    /** @return the moves after which the opponents win that the search avoided at a random root not lost (it must avoid all) */
    private <P extends Position> int refutedMovesAvoided(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        if (toTheEnd(game, root).score() < 0) {
            return 0;
        }
        SearchResult result = new AlphaBetaSearcher(Selectivity.NONE).search(SearchRequest.of(game, root,
                new SearchLimits(2, 200_000, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(seed)));
        MoveList moves = new MoveList();
        root.legalMoves(moves);
        int team = game.teamOf(root.seatToMove());
        List<Integer> losing = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            root.makeMove(moves.get(i));
            if (!root.isTerminal() && root.seatToMove() >= 0 && game.teamOf(root.seatToMove()) != team) {
                if (toTheEnd(game, root).score() > 0) {
                    losing.add(moves.get(i));
                }
            }
            root.undoMove();
        }
        assertFalse(losing.contains(result.bestMove()), game.name() + " seed " + seed + " at " + game.formatPosition(root)
                + ": " + Fixtures.describe(result) + " plays a move after which the opponents win, of " + losing);
        return losing.size();
    }

    /** @return minimax's search of a copy of the position to the end of the game */
    private static <P extends Position> SearchResult toTheEnd(Game<P> game, P position) {
        @SuppressWarnings("unchecked")
        P copy = (P) position.copy();
        return new MinimaxSearcher().search(SearchRequest.of(game, copy, new SearchLimits(0, 0, 0, 0, 1)));
    }

    private <P extends Position> boolean provenAtDepthTwo(Game<P> game, long seed) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        return Fixtures.search(WITHOUT_TABLE, SearchRequest.of(game, root, SearchLimits.depth(2))
                .withEvaluator(Fixtures.randomEvaluator(seed))).proven();
    }

    /**
     * A time limit shorter than the first iteration (3000 moves, each evaluation 20 µs) still gets a move: at
     * depth 0, the best of the root moves searched before the limit, which beats the first of them.
     */
    @Test
    void aLimitShorterThanTheFirstIterationStillGetsAMove() {
        RandomTreeGame game = new RandomTreeGame(new Config(5, 2, 60, 3000, 3000, 3000, 0, 0, 0, 0, 2));
        Evaluator<RandomTreeGame.Node> random = Fixtures.randomEvaluator(9);
        Evaluator<RandomTreeGame.Node> slow = position -> {
            long until = System.nanoTime() + 20_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            return random.evaluate(position);
        };
        RandomTreeGame.Node root = game.parsePosition("");
        SearchResult result = new AlphaBetaSearcher(Selectivity.NONE).search(
                SearchRequest.of(game, root, SearchLimits.time(20)).withEvaluator(slow));
        assertEquals(0, result.depth(), String.valueOf(result));
        assertTrue(result.nodes() < 3000, "the first iteration did not complete: " + result);
        assertArrayEquals(new int[] {result.bestMove()}, result.pv());
        MoveList moves = new MoveList();
        root.legalMoves(moves);
        assertEquals(valueAfter(root, result.bestMove(), random), result.score());
        assertTrue(result.score() > valueAfter(root, moves.get(0), random), "the best searched, not the first: " + result);
    }

    /**
     * A search stopped inside an iteration that had searched the last iteration's move and then found a
     * better one plays that one: on random trees, without the table and the prunings (so that the root's
     * values are minimax's), stopped by node budgets inside the fourth iteration, every answer other than
     * the third iteration's move is better than it by minimax to the fourth iteration's depth, with its
     * variation to that depth; and some are.
     */
    @Test
    void aStoppedIterationsBetterMoveIsPlayed() {
        int improved = 0;
        for (long seed = 0; seed < 60; seed++) {
            RandomTreeGame game = new RandomTreeGame(new Config(seed, 2, 12, 3, 6, 6, 0, 0, 0, 0, 2));
            RandomTreeGame.Node root = game.parsePosition("");
            Evaluator<RandomTreeGame.Node> evaluator = Fixtures.randomEvaluator(seed);
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, root, SearchLimits.depth(4)).withEvaluator(evaluator);
            List<SearchProgress> full = new ArrayList<>();
            Fixtures.search(WITHOUT_TABLE, request.withListener(full::add));
            long third = full.get(2).nodes();
            long fourth = full.get(3).nodes();
            for (long budget = third + 1; budget < fourth; budget += Math.max(1, (fourth - third) / 20)) {
                List<SearchProgress> reports = new ArrayList<>();
                SearchResult result = Fixtures.search(WITHOUT_TABLE,
                        request.withLimits(SearchLimits.nodes(budget)).withListener(reports::add));
                int lastMove = game.parseMove(root, reports.get(reports.size() - 1).pv().get(0));
                if (result.bestMove() != lastMove) {
                    String where = "seed " + seed + ", " + budget + " nodes: " + Fixtures.describe(result);
                    assertEquals(3, reports.size(), where);
                    assertTrue(minimaxAfter(game, root, result.bestMove(), evaluator) > minimaxAfter(game, root, lastMove, evaluator), where);
                    assertEquals(4, result.pv().length, "the move's variation in the fourth iteration: " + where);
                    improved++;
                }
            }
        }
        assertTrue(improved > 0, "no stopped iteration's better move was played");
    }

    /** @return the value of a root move searched by minimax three plies past it, for the side that made it */
    private int minimaxAfter(RandomTreeGame game, RandomTreeGame.Node root, int move, Evaluator<RandomTreeGame.Node> evaluator) {
        RandomTreeGame.Node child = root.copy();
        child.makeMove(move);
        SearchResult result = Fixtures.search(minimax, SearchRequest.of(game, child, SearchLimits.depth(3)).withEvaluator(evaluator));
        return -result.score();
    }

    /** @return the value of a root move searched to depth 1 with the evaluator, for the side that made it */
    private static int valueAfter(RandomTreeGame.Node root, int move, Evaluator<RandomTreeGame.Node> evaluator) {
        root.makeMove(move);
        int value = -evaluator.evaluate(root);
        root.undoMove();
        return value;
    }

    /**
     * A game of forced moves only, seven plies long: at depth 3 the extension follows the line to the end
     * of the game (the plies before the sixth are extended, the last three cost the depth), which the
     * search without it does not see.
     */
    @Test
    void theSingleReplyExtensionFollowsForcedMovesPastTheHorizon() {
        RandomTreeGame game = new RandomTreeGame(new Config(5, 2, 7, 1, 1, 1, 0, 0, 0, 0, 2));
        SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), SearchLimits.depth(3))
                .withEvaluator(Fixtures.randomEvaluator(5));
        SearchResult extended = Fixtures.search(new Variant("extended", EXTENDED, TranspositionTable::disabled), request);
        SearchResult plain = Fixtures.search(WITHOUT_TABLE, request);
        assertTrue(extended.proven(), Fixtures.describe(extended));
        assertEquals(Fixtures.search(minimax, request.withLimits(SearchLimits.NONE)).score(), extended.score());
        assertFalse(plain.proven(), Fixtures.describe(plain));
    }

    /**
     * The extension a game recommends is applied by default and where the configuration follows the games'
     * recommendations, never where it does not.
     */
    @Test
    void aGameRecommendsTheSingleReplyExtension() {
        PassingGame<RandomTreeGame.Node> plain = PassingGame.of(new RandomTreeGame(Config.twoSeats(3)));
        PassingGame<RandomTreeGame.Node> game = plain.recommendingExtensions(Set.of(SearchExtension.SINGLE_REPLY));
        long extended = nodes(plain, EXTENDED, 3);
        long exact = nodes(plain, Selectivity.NONE, 3);
        assertNotEquals(exact, extended);
        assertEquals(extended, nodes(game, Selectivity.RECOMMENDED, 3));
        assertEquals(exact, nodes(game, Selectivity.NONE, 3));
        assertEquals(extended, nodes(game, new Selectivity(false, false, true, false), 3));
        assertEquals(extended, nodes(game, new AlphaBetaSearcher(), 3));
        assertEquals(exact, nodes(game, new AlphaBetaSearcher(config(false, false, false, false)), 3));
        assertEquals(extended, nodes(plain, new AlphaBetaSearcher(config(false, false, true, false)), 3));
    }

    @Test
    void aDepthLimitedSearchIsNotProven() {
        TicTacToe game = new TicTacToe();
        SearchResult result = Fixtures.search(alphaBeta::search, SearchRequest.of(game, game.parsePosition(""), SearchLimits.depth(3)));
        assertFalse(result.proven());
        assertEquals(3, result.depth());
    }

    /** A game that declares a pruning unsound never gets it, whatever the configuration says. */
    @Test
    void aGameTurnsOffThePruningsItDeclaresUnsound() {
        PassingGame<RandomTreeGame.Node> game = PassingGame.of(new RandomTreeGame(Config.huge(3)));
        long reductionsOnly = nodesWithEveryPruning(game.declaringUnsound(Set.of(ForwardPruning.NULL_MOVE)));
        long nullMovesOnly = nodesWithEveryPruning(game.declaringUnsound(Set.of(ForwardPruning.LATE_MOVE_REDUCTIONS)));
        long neither = nodesWithEveryPruning(game.declaringUnsound(EnumSet.allOf(ForwardPruning.class)));
        assertEquals(nodes(game, new Selectivity(true, false), 7), reductionsOnly);
        assertEquals(nodes(game, new Selectivity(false, true), 7), nullMovesOnly);
        assertEquals(nodes(game, Selectivity.NONE, 7), neither);
        assertNotEquals(neither, nodesWithEveryPruning(game));
    }

    /**
     * A pruning the game recommends is applied by default and where the configuration follows the games'
     * recommendations, never where it does not, nor where the game also declares it unsound.
     */
    @Test
    void aGameRecommendsPrunings() {
        PassingGame<RandomTreeGame.Node> plain = PassingGame.of(new RandomTreeGame(Config.huge(3)));
        PassingGame<RandomTreeGame.Node> game = plain.recommending(Set.of(ForwardPruning.LATE_MOVE_REDUCTIONS));
        long reduced = nodes(plain, new Selectivity(true, false), 7);
        long exact = nodes(plain, Selectivity.NONE, 7);
        assertNotEquals(exact, reduced);
        assertEquals(reduced, nodes(game, Selectivity.RECOMMENDED, 7));
        assertEquals(reduced, nodes(game, new Selectivity(false, false, false, true), 7));
        assertEquals(reduced, nodes(game, new Selectivity(true, false, false, false), 7));
        assertEquals(exact, nodes(game, Selectivity.NONE, 7));
        assertEquals(exact, nodes(game.declaringUnsound(Set.of(ForwardPruning.LATE_MOVE_REDUCTIONS)), Selectivity.RECOMMENDED, 7));
        assertEquals(reduced, nodes(game, new AlphaBetaSearcher(config(false, false, false, true)), 7));
        assertEquals(exact, nodes(game, new AlphaBetaSearcher(config(false, false, false, false)), 7));
        assertEquals(reduced, nodes(game, new AlphaBetaSearcher(), 7));
    }

    private static long nodesWithEveryPruning(PassingGame<RandomTreeGame.Node> game) {
        return nodes(game, Selectivity.ALL, 7);
    }

    private static long nodes(PassingGame<RandomTreeGame.Node> game, Selectivity selectivity, int depth) {
        return nodes(game, new AlphaBetaSearcher(selectivity), depth);
    }

    private static long nodes(PassingGame<RandomTreeGame.Node> game, AlphaBetaSearcher searcher, int depth) {
        SearchRequest<PassingGame.Node<RandomTreeGame.Node>> request = SearchRequest.of(game, game.parsePosition(""),
                new SearchLimits(depth, 0, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(3));
        return searcher.search(request).nodes();
    }

    /**
     * The components's configuration turns the prunings and the extension on; the default component has none
     * where the game recommends none.
     */
    @Test
    void theConfigurationTurnsThePruningsOn() {
        Game<PassingGame.Node<RandomTreeGame.Node>> game = withPasses(new RandomTreeGame(Config.huge(3)));
        SearchRequest<PassingGame.Node<RandomTreeGame.Node>> request = SearchRequest.of(game, game.parsePosition(""),
                new SearchLimits(7, 0, 0, 1, 1)).withEvaluator(Fixtures.randomEvaluator(3));
        long byDefault = new AlphaBetaSearcher().search(request).nodes();
        assertEquals(byDefault, new AlphaBetaSearcher(config(false, false, false, true)).search(request).nodes());
        assertEquals(new AlphaBetaSearcher(Selectivity.ALL).search(request).nodes(),
                new AlphaBetaSearcher(config(true, true, false, true)).search(request).nodes());
        assertNotEquals(byDefault, new AlphaBetaSearcher(config(true, false, false, true)).search(request).nodes());
        assertNotEquals(byDefault, new AlphaBetaSearcher(config(false, true, false, true)).search(request).nodes());
        assertEquals(new AlphaBetaSearcher(EXTENDED).search(request).nodes(),
                new AlphaBetaSearcher(config(false, false, true, true)).search(request).nodes());
    }

    private static AlphaBetaSearcher.Config config(boolean lateMoveReductions, boolean nullMove,
            boolean singleReplyExtension, boolean gameRecommendations) {
        return new AlphaBetaSearcher.Config() {
            @Override
            public Class<? extends Annotation> annotationType() {
                return AlphaBetaSearcher.Config.class;
            }

            @Override
            public boolean lateMoveReductions() {
                return lateMoveReductions;
            }

            @Override
            public boolean nullMove() {
                return nullMove;
            }

            @Override
            public boolean singleReplyExtension() {
                return singleReplyExtension;
            }

            @Override
            public boolean gameRecommendations() {
                return gameRecommendations;
            }
        };
    }

    @Test
    void aSessionKeepsItsTableBetweenSearches() {
        TicTacToe game = new TicTacToe();
        SearchSession session = alphaBeta.openSession();
        SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, game.parsePosition(""), SMALL_TABLE);
        SearchResult first = Fixtures.search(session, request);
        SearchResult second = Fixtures.search(session, request);
        SearchResult fresh = Fixtures.search(alphaBeta::search, request);
        assertEquals(first.score(), second.score());
        assertEquals(first.bestMove(), second.bestMove(), "the root is searched, not cut off: it needs a move");
        assertTrue(second.pv().length > 0);
        assertTrue(second.nodes() * 10 < first.nodes(), "the second search finds the first's proof: " + second.nodes()
                + " nodes after " + first.nodes());
        assertEquals(first.nodes(), fresh.nodes(), "a search without a session starts afresh");
        assertTrue(first.tableBytes() > 1 << 19 && first.tableBytes() <= 1 << 20,
                "the table fits its megabyte: " + first.tableBytes());
    }

    @Test
    void aSessionStartsANewTableForAnotherGameGeneratorOrBudget() {
        TicTacToe game = new TicTacToe();
        SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, game.parsePosition(""), SMALL_TABLE);
        long fresh = Fixtures.search(alphaBeta::search, request).nodes();
        TicTacToe otherGame = new TicTacToe();
        List<SearchRequest<TicTacToe.Board>> changes = List.of(
                SearchRequest.of(otherGame, otherGame.parsePosition(""), SMALL_TABLE),
                request.withMoves((position, out) -> position.legalMoves(out)),
                request.withLimits(new SearchLimits(0, 0, 0, 2, 1)));
        for (SearchRequest<TicTacToe.Board> changed : changes) {
            SearchSession session = alphaBeta.openSession();
            Fixtures.search(session, request);
            SearchResult result = Fixtures.search(session, changed);
            assertEquals(fresh, result.nodes(), "a new table, as fresh as a new search's");
        }
        SearchSession session = alphaBeta.openSession();
        Fixtures.search(session, request);
        assertTrue(Fixtures.search(session, request.withLimits(new SearchLimits(0, 0, 0, 2, 1))).tableBytes() > 1 << 20,
                "the table follows the budget");
    }

    /**
     * One session, many roots: the same positions recur at other distances from the root, so the
     * table's scores must be stored relative to the node (quicker wins, slower losses).
     */
    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void aSessionAgreesWithMinimaxFromRootAfterRoot(LongFunction<Game<?>> games) {
        sessionFromRootAfterRoot(games.apply(17));
    }

    private <P extends Position> void sessionFromRootAfterRoot(Game<P> game) {
        SearchSession session = alphaBeta.openSession();
        for (long seed = 0; seed < POSITIONS; seed++) {
            P root = Fixtures.randomDecisionPosition(game, new Random(seed), 5);
            SearchRequest<P> request = SearchRequest.of(game, root, SMALL_TABLE);
            SearchResult result = Fixtures.search(session, request);
            String where = game.name() + " seed " + seed + " at " + game.formatPosition(root);
            assertEquals(Fixtures.search(minimax, request).score(), result.score(), where + ": " + Fixtures.describe(result));
            assertTrue(result.proven(), where);
        }
    }
}
