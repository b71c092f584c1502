package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.Score;
import org.stratagem.engine.api.SearchLimits;
import org.stratagem.engine.api.SearchRequest;
import org.stratagem.engine.api.SearchResult;
import org.stratagem.engine.api.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;
import org.stratagem.engine.search.solver.SolverSearcher;

/**
 * Triangle War solved three ways by the platform's generic strategies, which must agree on every
 * position reached in seeded-random games: alpha-beta's proven final margin equals the value read
 * from the retrograde solution of all 2^18 segment sets, and the win/loss solver (the seed's cutoff:
 * stop as soon as a move is known to win) gives its sign.
 */
class StrategiesAgreementTest {
    private final TriangleWarGame game = new TriangleWarGame();

    @Test
    void alphaBetaRetrogradeAndTheWinLossSolverAgreeOnRandomGames() {
        SearchSession alphaBeta = new AlphaBetaSearcher().openSession();
        SearchSession retrograde = new RetrogradeSearcher().openSession();
        SearchSession solver = new SolverSearcher().openSession();
        int[] checked = new int[1];
        RandomGames.forEachPosition(1085, 40, position -> {
            if (position.isTerminal() || position.movesMade() < 4) {
                return;
            }
            int margin = value(alphaBeta, position);
            assertEquals(margin, value(retrograde, position), position::toString);
            SearchResult outcome = solver.search(SearchRequest.of(game, position, SearchLimits.NONE));
            assertEquals(Outcome.ofValue(margin), outcome.outcome(), position::toString);
            checked[0]++;
        });
        assertTrue(checked[0] > 300, checked[0] + " positions");
    }

    @Test
    void theEmptyBoardIsLostByThreeWithAlphaBetaAndRetrograde() {
        TriangleWarPosition empty = TriangleWarPosition.initial();
        assertEquals(-3, value(new AlphaBetaSearcher().openSession(), empty));
        assertEquals(-3, value(new RetrogradeSearcher().openSession(), empty));
    }

    private int value(SearchSession session, TriangleWarPosition position) {
        SearchResult result = session.search(SearchRequest.of(game, position, SearchLimits.NONE));
        assertTrue(result.proven(), position::toString);
        return Score.gameValue(result.score());
    }
}
