package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/**
 * TwoFour solved by the generic retrograde analysis: one table for every state of 3..30 piles,
 * filled once, within the olympiad's 1 MB; its values equal the memoised solver's on random
 * positions of every size, and its line of best play reaches the value it claims.
 */
class RetrogradeAgreementTest {
    private final TwoFourGame game = new TwoFourGame();

    @Test
    void retrogradeValuesEqualTheMemoisedSolverWithinOneMegabyte() {
        SearchSession retrograde = new RetrogradeSearcher().openSession();
        CanonicalSolver reference = new CanonicalSolver();
        SplittableRandom random = new SplittableRandom(2002);
        DistinctMoves moves = new DistinctMoves();
        long space = game.stateSpace().size();
        int first = -1;
        for (int trial = 0; trial < 400; trial++) {
            TwoFourPosition position = RandomPositions.next(random, 3 + random.nextInt(28));
            if (position.isTerminal()) {
                continue;
            }
            first = first < 0 ? trial : first;
            SearchResult result = retrograde.search(
                    SearchRequest.of(game, position, TwoFourCommand.OLYMPIAD_LIMITS).withMoves(moves));
            assertEquals(trial == first ? space : 0, result.nodes(), "the first search fills the table, the others read it");
            assertTrue(result.proven(), position::toString);
            assertTrue(result.tableBytes() <= 1 << 20, "table of " + result.tableBytes() + " bytes");
            int value = Score.gameValue(result.score());
            assertEquals(reference.value(position, moves), value, position::toString);
            int seat = position.seatToMove();
            for (int move : result.pv()) {
                position.makeMove(move);
            }
            assertTrue(position.isTerminal(), position::toString);
            assertEquals(value, position.terminalValue(seat), "the line reaches the value");
        }
    }
}
