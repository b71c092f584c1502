package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.engine.search.dfpn.DfpnSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;
import org.stratagem.engine.search.solver.SolverSearcher;

/**
 * Triangle War solved four ways by the platform's generic strategies, which must agree on every
 * position reached in seeded-random games: alpha-beta's proven final margin equals the value read
 * from the retrograde solution of all 2^18 segment sets, and the win/loss solver (the seed's cutoff:
 * stop as soon as a move is known to win) and df-pn (proof numbers, no margins) give its sign.
 */
class StrategiesAgreementTest {
    /** Random games whose positions df-pn proves: a few seconds' work in all. */
    private static final int DFPN_GAMES = 12;

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

    /**
     * Every position of seeded-random games from the empty board, the empty board itself excepted
     * (proven end to end by the {@code analyze} tests): df-pn, with a fresh proof table for each game
     * that its positions then share, proves the outcome whose sign the retrograde value has
     * (Triangle War has no draws: a win or a loss).
     */
    @Test
    void dfpnProvesTheSignOfTheRetrogradeValueOnRandomGames() {
        SearchSession retrograde = new RetrogradeSearcher().openSession();
        SplittableRandom random = new SplittableRandom(1085);
        Map<Outcome, Integer> checked = new EnumMap<>(Outcome.class);
        for (int played = 0; played < DFPN_GAMES; played++) {
            SearchSession dfpn = new DfpnSearcher().openSession();
            TriangleWarPosition position = TriangleWarPosition.initial();
            do {
                position.makeMove(RandomGames.randomMove(random, position));
                if (!position.isTerminal()) {
                    SearchResult proof = dfpn.search(SearchRequest.of(game, position, SearchLimits.NONE));
                    assertTrue(proof.proven(), position::toString);
                    Outcome outcome = Outcome.ofValue(value(retrograde, position));
                    assertEquals(outcome, proof.outcome(), position::toString);
                    assertTrue(proof.bestMove() != MoveList.NONE, position::toString);
                    checked.merge(outcome, 1, Integer::sum);
                }
            } while (!position.isTerminal());
        }
        // Wins and losses both (random play mostly leaves the side to move winning): a constant
        // answer would not pass.
        assertTrue(checked.getOrDefault(Outcome.WIN, 0) >= 10 && checked.getOrDefault(Outcome.LOSS, 0) >= 10,
                checked + " positions");
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
