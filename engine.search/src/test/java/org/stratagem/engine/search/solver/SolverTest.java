package org.stratagem.engine.search.solver;

import java.util.ArrayList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchHints;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame.Config;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.minimax.MinimaxSearcher;
import org.stratagem.engine.search.table.PackedHashTable;

/**
 * The solver against the sign of the minimax value on seeded random positions of every kind of
 * two-team game, with a fresh memo, with one session for many positions, and with a memo too small
 * to hold them; and its principal variation against the rules.
 */
class SolverTest {
    private static final int POSITIONS = 150;
    private static final SearchLimits SMALL_MEMO = new SearchLimits(0, 0, 0, 1, 1);

    private final SolverSearcher solver = new SolverSearcher();
    private final SearchSession minimax = new MinimaxSearcher()::search;

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void outcomeIsTheSignOfTheMinimaxValue(LongFunction<Game<?>> games) {
        SearchSession session = solver.openSession();
        SearchSession tinyMemo = SolverTest::searchWithTinyMemo;
        for (long seed = 0; seed < POSITIONS; seed++) {
            Game<?> game = games.apply(seed);
            compare(game, seed, solver::search);
            compare(game, seed, tinyMemo);
            if (game instanceof TicTacToe) {
                compare(game, seed, session);
            }
        }
    }

    private static <P extends Position> SearchResult searchWithTinyMemo(SearchRequest<P> request) {
        return Solver.search(SearchRun.start(new SolverSearcher(), request), new PackedHashTable(1024, 1));
    }

    private <P extends Position> void compare(Game<P> game, long seed, SearchSession searcher) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 3);
        SearchRequest<P> request = SearchRequest.of(game, root, SMALL_MEMO);
        int value = Score.gameValue(Fixtures.search(minimax, request).score());
        SearchResult result = Fixtures.search(searcher, request);
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root);
        assertTrue(result.proven(), where);
        assertEquals(Outcome.ofValue(value), result.outcome(), where);
        boolean exactValues = SearchHints.of(game).valueBound() > 0;
        assertEquals(exactValues ? Score.proven(value, 0) : Score.provenOutcome(value), result.score(), where);
        assertEquals(result.bestMove(), result.pv()[0], where);
        SearchResult ofBestMove = Fixtures.search(minimax, request.withMoves(Fixtures.onlyAtRoot(root, result.bestMove())));
        int ofBest = Score.gameValue(ofBestMove.score());
        assertEquals(exactValues ? value : Integer.signum(value), exactValues ? ofBest : Integer.signum(ofBest),
                where + ": the best move");
        checkPrincipalVariation(game, root, result);
    }

    /** The variation is legal and, when it reaches the end, ends with the outcome. */
    private static <P extends Position> void checkPrincipalVariation(Game<P> game, P root, SearchResult result) {
        int team = game.teamOf(root.seatToMove());
        int[] pv = result.pv();
        for (int move : pv) {
            assertEquals(move, game.parseMove(root, game.formatMove(root, move)), "a legal move");
            root.makeMove(move);
        }
        if (root.isTerminal()) {
            assertEquals(result.outcome(), Outcome.ofValue(root.terminalValue(team)), "the variation ends with the outcome");
        }
        for (int i = 0; i < pv.length; i++) {
            root.undoMove();
        }
    }

    @Test
    void ticTacToeIsADrawAndASessionSolvesEveryPositionOnce() {
        TicTacToe game = new TicTacToe();
        SearchResult empty = Fixtures.search(solver::search, SearchRequest.of(game, game.parsePosition(""), SMALL_MEMO));
        assertEquals(Outcome.DRAW, empty.outcome());
        TicTacToe.Board line = game.parsePosition("");
        for (int move : empty.pv()) {
            line.makeMove(move);
        }
        assertTrue(line.isTerminal(), "the variation plays the game out");
        assertEquals(0, line.terminalValue(0), "to a draw");
        assertTrue(empty.tableBytes() > 0 && empty.tableBytes() <= 1 << 20, "the memo fits its budget: " + empty.tableBytes());

        SearchSession session = solver.openSession();
        long sessionNodes = 0;
        long freshNodes = 0;
        List<Outcome> outcomes = new ArrayList<>();
        for (long seed = 0; seed < 100; seed++) {
            TicTacToe.Board root = Fixtures.randomDecisionPosition(game, new Random(seed), 4);
            SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, root, SMALL_MEMO);
            SearchResult kept = Fixtures.search(session, request);
            SearchResult fresh = Fixtures.search(solver::search, request);
            assertEquals(fresh.outcome(), kept.outcome());
            outcomes.add(kept.outcome());
            sessionNodes += kept.nodes();
            freshNodes += fresh.nodes();
        }
        assertTrue(sessionNodes * 5 < freshNodes, "the session reuses its memo: " + sessionNodes + " vs " + freshNodes);
        assertTrue(outcomes.contains(Outcome.WIN) && outcomes.contains(Outcome.LOSS) && outcomes.contains(Outcome.DRAW));
    }

    @Test
    void theMemoIsKeyedOnCanonicalKeys() {
        TicTacToe game = new TicTacToe();
        SearchSession session = solver.openSession();
        SearchResult corner = Fixtures.search(session, SearchRequest.of(game, game.parsePosition("x../.../..."), SMALL_MEMO));
        SearchResult otherCorner = Fixtures.search(session, SearchRequest.of(game, game.parsePosition(".../.../..x"), SMALL_MEMO));
        assertEquals(corner.outcome(), otherCorner.outcome());
        assertTrue(otherCorner.nodes() * 10 < corner.nodes(), "the mirror image is known: " + otherCorner.nodes()
                + " nodes after " + corner.nodes());
    }

    @Test
    void aGrowingMemoKeepsItsOutcomes() {
        for (long seed = 0; seed < 3; seed++) {
            RandomTreeGame game = new RandomTreeGame(new Config(seed, 2, 13, 2, 3, 24, 0.2, 0, 0, 0.02, 2));
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, game.parsePosition(""), SMALL_MEMO);
            SearchResult result = Fixtures.search(solver::search, request);
            assertTrue(result.tableBytes() > new PackedHashTable(1 << 20, 1).bytes(), "the memo grew: " + result.tableBytes());
            assertEquals(Outcome.ofValue(Score.gameValue(Fixtures.search(minimax, request).score())), result.outcome());
        }
    }
}
