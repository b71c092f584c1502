package org.stratagem.engine.search.retrograde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.bfs.BfsSearcher;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.engine.search.fixtures.TicTacToe.Board;
import org.stratagem.engine.search.fixtures.TicTacToe;
import org.stratagem.engine.search.fixtures.WaterJugs.Jugs;
import org.stratagem.engine.search.fixtures.WaterJugs;
import org.stratagem.engine.search.minimax.MinimaxSearcher;

/**
 * The {@code retrograde} strategy answers positions from its table as the reference strategies do
 * by search: tic-tac-toe (followed through positions, acyclic, two teams) against minimax, water
 * jugs (a puzzle with cycles) against breadth-first search; the line it reports is legal and
 * reaches the value it claims.
 */
class RetrogradeSearcherTest {
    private final RetrogradeSearcher retrograde = new RetrogradeSearcher();

    @Test
    void ticTacToeValuesEqualMinimaxWithABestLineToTheEnd() {
        TicTacToe game = new TicTacToe();
        SearchSession session = retrograde.openSession();
        Random random = new Random(11);
        for (int trial = 0; trial < 60; trial++) {
            Board root = Fixtures.randomDecisionPosition(game, random, 7);
            SearchResult expected = new MinimaxSearcher().search(SearchRequest.of(game, root, SearchLimits.NONE));
            SearchResult actual = Fixtures.search(session, SearchRequest.of(game, root, SearchLimits.NONE));
            String where = game.formatPosition(root) + ": " + Fixtures.describe(actual);
            assertTrue(actual.proven(), where);
            assertEquals(Score.gameValue(expected.score()), Score.gameValue(actual.score()), where);
            assertEquals(actual.pv()[0], actual.bestMove(), where);
            int team = game.teamOf(root.seatToMove());
            for (int move : actual.pv()) {
                root.makeMove(move);
            }
            assertTrue(root.isTerminal(), where + ": the line ends the game");
            assertEquals(Score.gameValue(actual.score()), root.terminalValue(team), where + ": the line reaches the value");
        }
    }

    @Test
    void waterJugDistancesEqualBreadthFirstSearch() {
        int unsolvable = 0;
        for (WaterJugs game : new WaterJugs[] {new WaterJugs(4, 1, false, 3, 5, 8), new WaterJugs(3, false, 2, 4, 6)}) {
            unsolvable += checkEveryState(game);
        }
        assertTrue(unsolvable > 0, "some puzzles cannot be solved");
    }

    /** @return the number of unsolvable states */
    private int checkEveryState(WaterJugs game) {
        SearchSession session = retrograde.openSession();
        int unsolvable = 0;
        for (long index = 0; index < game.stateSpace().size(); index++) {
            Jugs root = game.stateSpace().positionAt(index);
            if (root.isTerminal()) {
                continue;
            }
            SearchResult expected = new BfsSearcher().search(SearchRequest.of(game, root, SearchLimits.NONE));
            SearchResult actual = Fixtures.search(session, SearchRequest.of(game, root, SearchLimits.NONE));
            String where = game.formatPosition(root) + ": " + Fixtures.describe(actual);
            assertTrue(actual.proven(), where);
            assertEquals(expected.score(), actual.score(), where);
            assertEquals(expected.pv().length, actual.pv().length, where);
            if (actual.bestMove() == MoveList.NONE) {
                unsolvable++;
                assertEquals(Outcome.LOSS, actual.outcome(), where);
            } else {
                for (int move : actual.pv()) {
                    root.makeMove(move);
                }
                assertTrue(root.isTerminal() && root.terminalValue(0) >= 0, where + ": the solution reaches a goal");
            }
        }
        return unsolvable;
    }

    @Test
    void aPuzzleWhoseMovesCostMoreThanOneIsNotSupported() {
        WaterJugs byLitres = new WaterJugs(4, true, 3, 5);
        assertThrows(IllegalArgumentException.class,
                () -> retrograde.search(SearchRequest.of(byLitres, byLitres.parsePosition(""), SearchLimits.NONE)));
    }

    @Test
    void aGameWithoutStateSpaceIsNotSupported() {
        RandomTreeGame game = new RandomTreeGame(RandomTreeGame.Config.twoSeats(1));
        assertThrows(IllegalArgumentException.class,
                () -> retrograde.search(SearchRequest.of(game, game.parsePosition(""), SearchLimits.NONE)));
    }

    @Test
    void aStoppedSearchIsUnproven() {
        WaterJugs game = new WaterJugs(4, false, 3, 5);
        StopSignal stop = new StopSignal();
        stop.stop();
        Jugs root = game.parsePosition("");
        SearchResult stopped = retrograde.search(SearchRequest.of(game, root, SearchLimits.NONE).withStop(stop));
        assertFalse(stopped.proven());
        assertEquals(MoveList.NONE, stopped.bestMove());
    }

    /**
     * A puzzle without a graph of its own is followed through positions, listing every state's
     * moves before the first backward step: that listing stops within one poll interval too. The
     * stop is set as the 5000th position's moves are generated; at most one interval's more follow.
     */
    @Test
    void aStopWhileListingMovesEndsTheSearchWithinOnePollInterval() {
        WaterJugs game = new WaterJugs(2, false, 61, 67, 71);
        StopSignal stop = new StopSignal();
        AtomicLong generated = new AtomicLong();
        MoveGenerator<Jugs> counting = (position, out) -> {
            if (generated.incrementAndGet() == 5000) {
                stop.stop();
            }
            position.legalMoves(out);
        };
        SearchResult stopped = retrograde.search(SearchRequest.of(game, game.parsePosition(""), SearchLimits.NONE)
                .withMoves(counting).withStop(stop));
        assertEquals(MoveList.NONE, stopped.bestMove());
        assertTrue(generated.get() <= 5000 + Retrograde.POLL_INTERVAL, generated.get() + " positions' moves generated");
    }
}
