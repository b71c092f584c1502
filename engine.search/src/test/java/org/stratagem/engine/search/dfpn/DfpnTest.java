package org.stratagem.engine.search.dfpn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
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
import org.stratagem.engine.search.solver.SolverSearcher;

/**
 * Df-pn against the solver and the sign of the minimax value on seeded random positions of every
 * kind of two-team game and of Nim where a move can keep the turn (with a fresh table, with one
 * session for many positions, and with a table far too small to hold a proof), and on Nim, a game
 * without draws, against Bouton's theory; its best move against minimax on the position after it;
 * its principal variation against the solver at every position along it; a session after a search
 * cut short anywhere; its session and its canonical keys against the work they save. A search that
 * does not end fails on a one-minute timeout rather than hanging the build.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DfpnTest {
    private static final int POSITIONS = 150;
    private static final SearchLimits SMALL_TABLE = new SearchLimits(0, 0, 0, 1, 1);

    private final DfpnSearcher dfpn = new DfpnSearcher();
    private final SearchSession solver = new SolverSearcher()::search;
    private final SearchSession minimax = new MinimaxSearcher()::search;

    private static <P extends Position> SearchResult searchWithTinyTable(SearchRequest<P> request) {
        return Dfpn.search(SearchRun.start(new DfpnSearcher(), request), new ProofTable(1024));
    }

    @ParameterizedTest
    @MethodSource("org.stratagem.engine.search.fixtures.Fixtures#twoTeamGames")
    void outcomeIsTheSolversAndTheSignOfTheMinimaxValue(LongFunction<Game<?>> games) {
        SearchSession session = dfpn.openSession();
        Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
        for (long seed = 0; seed < POSITIONS; seed++) {
            Game<?> game = games.apply(seed);
            outcomes.add(compare(game, seed, dfpn::search));
            compare(game, seed, session);
            compare(game, seed, DfpnTest::searchWithTinyTable);
        }
        assertEquals(EnumSet.allOf(Outcome.class), outcomes, "wins, draws and losses were all tested");
    }

    private <P extends Position> Outcome compare(Game<P> game, long seed, SearchSession searcher) {
        P root = Fixtures.randomDecisionPosition(game, new Random(seed), 5);
        SearchRequest<P> request = SearchRequest.of(game, root, SMALL_TABLE);
        int value = Score.gameValue(Fixtures.search(minimax, request).score());
        Outcome solved = solve(game, root);
        SearchResult result = Fixtures.search(searcher, request);
        String where = game.name() + " seed " + seed + " at " + game.formatPosition(root) + ": "
                + Fixtures.describe(result);
        assertTrue(result.proven(), where);
        assertEquals(solved, result.outcome(), where);
        assertEquals(Outcome.ofValue(value), result.outcome(), where);
        assertEquals(Score.provenOutcome(value), result.score(), where);
        assertEquals(result.bestMove(), result.pv()[0], where);
        checkBestMove(game, root, result, where);
        checkPrincipalVariation(game, root, result, where);
        return result.outcome();
    }

    /** The best move achieves the outcome: minimax, offered that move only at the root, finds the same value. */
    private <P extends Position> void checkBestMove(Game<P> game, P root, SearchResult result, String where) {
        SearchRequest<P> onlyBest = SearchRequest.of(game, root, SMALL_TABLE)
                .withMoves(Fixtures.onlyAtRoot(root, result.bestMove()));
        int value = Score.gameValue(Fixtures.search(minimax, onlyBest).score());
        assertEquals(result.outcome(), Outcome.ofValue(value),
                where + ": the best move " + game.formatMove(root, result.bestMove()));
    }

    /**
     * Every move of the variation is legal and keeps the root's outcome for the root's team: the
     * solver (or, at the end, the rules) gives every position along it that outcome.
     */
    private <P extends Position> void checkPrincipalVariation(Game<P> game, P root, SearchResult result, String where) {
        int team = game.teamOf(root.seatToMove());
        int[] pv = result.pv();
        int played = 0;
        for (int move : pv) {
            assertEquals(move, game.parseMove(root, game.formatMove(root, move)), where + ": a legal move");
            root.makeMove(move);
            played++;
            Outcome reached = root.isTerminal() ? Outcome.ofValue(root.terminalValue(team))
                    : game.teamOf(root.seatToMove()) == team ? solve(game, root) : solve(game, root).negate();
            assertEquals(result.outcome(), reached, where + ": the variation's move " + played + " keeps the outcome");
        }
        for (int i = 0; i < played; i++) {
            root.undoMove();
        }
    }

    private <P extends Position> Outcome solve(Game<P> game, P position) {
        return Fixtures.search(solver, SearchRequest.of(game, position, SMALL_TABLE)).outcome();
    }

    @Test
    void nimIsLostExactlyWhenThePilesXorToZero() {
        Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
        for (long seed = 0; seed < POSITIONS; seed++) {
            Random random = new Random(seed);
            Nim game = new Nim(false, random.ints(4, 1, 8).toArray());
            Nim.Piles root = Fixtures.randomDecisionPosition(game, random, 3);
            String where = game.name() + " at " + game.formatPosition(root);
            SearchResult result = Fixtures.search(dfpn::search, SearchRequest.of(game, root, SMALL_TABLE));
            assertTrue(result.proven(), where);
            assertEquals(root.nimSum() == 0 ? Outcome.LOSS : Outcome.WIN, result.outcome(), where);
            outcomes.add(result.outcome());
            if (result.outcome() == Outcome.WIN) {
                root.makeMove(result.bestMove());
                assertEquals(0, root.nimSum(), where + ": the winning move leaves piles that XOR to 0");
                root.undoMove();
            }
            checkPrincipalVariation(game, root, result, where);
        }
        assertEquals(EnumSet.of(Outcome.WIN, Outcome.LOSS), outcomes);
    }

    @Test
    void nimWhereTakingTwoKeepsTheTurnIsTheSolvers() {
        Set<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
        for (long seed = 0; seed < POSITIONS; seed++) {
            Random random = new Random(seed);
            Nim game = new Nim(true, random.ints(3, 1, 4).toArray());
            outcomes.add(compare(game, seed, dfpn::search));
            compare(game, seed, DfpnTest::searchWithTinyTable);
        }
        assertEquals(EnumSet.of(Outcome.WIN, Outcome.LOSS), outcomes);
    }

    @Test
    void ticTacToeIsADrawPlayedOutByTheVariation() {
        TicTacToe game = new TicTacToe();
        List<SearchProgress> reports = new ArrayList<>();
        SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, game.parsePosition(""), SMALL_TABLE)
                .withListener(reports::add);
        SearchResult empty = Fixtures.search(dfpn::search, request);
        assertEquals(Outcome.DRAW, empty.outcome());
        TicTacToe.Board line = game.parsePosition("");
        for (int move : empty.pv()) {
            line.makeMove(move);
        }
        assertTrue(line.isTerminal(), "the variation plays the game out: " + game.formatPosition(line));
        assertEquals(0, line.terminalValue(0), "to a draw");
        assertTrue(empty.tableBytes() > 0 && empty.tableBytes() <= 1 << 20,
                "the table fits its budget: " + empty.tableBytes());
        assertEquals(1, reports.size(), "one report, at the end");
        assertEquals(empty.nodes(), reports.get(0).nodes());
        assertEquals(empty.pv().length, reports.get(0).pv().size());
    }

    /**
     * A session that follows games of tic-tac-toe from the empty board, move after move, finds
     * much of each search after the first in its table.
     */
    @Test
    void aSessionKeepsItsTableFromOneMoveToTheNext() {
        TicTacToe game = new TicTacToe();
        long keptNodes = 0;
        long freshNodes = 0;
        for (long seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            SearchSession session = dfpn.openSession();
            TicTacToe.Board board = game.parsePosition("");
            Fixtures.search(session, SearchRequest.of(game, board, SMALL_TABLE));
            MoveList moves = new MoveList();
            for (board.legalMoves(moves); !moves.isEmpty(); board.legalMoves(moves)) {
                board.makeMove(moves.get(random.nextInt(moves.size())));
                if (!board.isTerminal()) {
                    SearchRequest<TicTacToe.Board> request = SearchRequest.of(game, board, SMALL_TABLE);
                    SearchResult kept = Fixtures.search(session, request);
                    SearchResult fresh = Fixtures.search(dfpn::search, request);
                    assertEquals(fresh.outcome(), kept.outcome(), game.formatPosition(board));
                    keptNodes += kept.nodes();
                    freshNodes += fresh.nodes();
                }
            }
        }
        assertTrue(keptNodes * 2 < freshNodes,
                "the session reuses its table: " + keptNodes + " nodes against " + freshNodes);
    }

    /**
     * A search cut short by its node limit, anywhere, leaves only true numbers in its session's
     * table: the next search of the session, unlimited, still gets the outcome right.
     */
    @Test
    void aSearchCutShortLeavesItsSessionRight() {
        for (long seed = 0; seed < 40; seed++) {
            RandomTreeGame game = new RandomTreeGame(Config.twoSeats(seed));
            RandomTreeGame.Node root = Fixtures.randomDecisionPosition(game, new Random(seed), 2);
            SearchRequest<RandomTreeGame.Node> request = SearchRequest.of(game, root, SMALL_TABLE);
            Outcome expected = Fixtures.search(solver, request).outcome();
            long nodes = Fixtures.search(dfpn::search, request).nodes();
            for (long limit = 1; limit < nodes; limit++) {
                SearchSession session = dfpn.openSession();
                Fixtures.search(session, request.withLimits(new SearchLimits(0, limit, 0, 1, 1)));
                assertEquals(expected, Fixtures.search(session, request).outcome(),
                        game.name() + " after " + limit + " nodes");
            }
        }
    }

    /** The eight images of a position under the symmetries of the board cost one search in a session. */
    @Test
    void theTableIsKeyedOnCanonicalKeys() {
        TicTacToe game = new TicTacToe();
        SearchSession session = dfpn.openSession();
        String cells = "x.o.x....";
        SearchResult first = Fixtures.search(session, SearchRequest.of(game, game.parsePosition(board(cells)),
                SMALL_TABLE));
        for (int image = 1; image < 8; image++) {
            cells = image == 4 ? mirror(cells) : rotate(cells);
            SearchResult again = Fixtures.search(session, SearchRequest.of(game, game.parsePosition(board(cells)),
                    SMALL_TABLE));
            assertEquals(first.outcome(), again.outcome(), board(cells));
            assertTrue(again.nodes() * 5 < first.nodes(), board(cells) + " is known: " + again.nodes() + " nodes after "
                    + first.nodes());
        }
    }

    /** @return the cells, row by row, turned a quarter turn clockwise */
    private static String rotate(String cells) {
        StringBuilder turned = new StringBuilder();
        for (int cell = 0; cell < 9; cell++) {
            turned.append(cells.charAt(3 * (2 - cell % 3) + cell / 3));
        }
        return turned.toString();
    }

    /** @return the cells, row by row, with the left and right columns exchanged */
    private static String mirror(String cells) {
        StringBuilder mirrored = new StringBuilder();
        for (int cell = 0; cell < 9; cell++) {
            mirrored.append(cells.charAt(cell - cell % 3 + 2 - cell % 3));
        }
        return mirrored.toString();
    }

    /** @return nine cells, row by row, in tic-tac-toe's notation */
    private static String board(String cells) {
        return cells.substring(0, 3) + "/" + cells.substring(3, 6) + "/" + cells.substring(6);
    }
}
