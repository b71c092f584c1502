package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Solving with the seed's shortcuts, a memo on canonical keys and one move per kind of move, gives
 * the same final margins as minimax over the ordered piles: the canonical key is sound and the
 * {@code distinct} generator complete.
 */
class SolverAgreementTest {

    @ParameterizedTest(name = "{0} piles")
    @ValueSource(ints = {3, 4, 5, 6})
    void canonicalMemoAgreesWithBruteForce(int piles) {
        SplittableRandom random = new SplittableRandom(piles);
        CanonicalSolver distinct = new CanonicalSolver();
        CanonicalSolver legal = new CanonicalSolver();
        for (int trial = 0; trial < 40; trial++) {
            TwoFourPosition position = RandomPositions.next(random, piles);
            int expected = ReferenceSolver.bruteForce(position);
            assertEquals(expected, ReferenceSolver.withTranspositions(position), position::toString);
            assertEquals(expected, distinct.value(position, new DistinctMoves()), position::toString);
            assertEquals(expected, legal.value(position, new LegalMoves()), position::toString);
        }
    }

    @Test
    void everyStateOfUpToSixPilesHasItsBruteForceValue() {
        TwoFourStateSpace space = new TwoFourStateSpace(3, 6);
        CanonicalSolver distinct = new CanonicalSolver();
        for (long index = 0; index < space.size(); index++) {
            TwoFourPosition state = space.positionAt(index);
            assertEquals(ReferenceSolver.bruteForce(state), distinct.value(state, new DistinctMoves()), state::toString);
        }
    }

    @ParameterizedTest(name = "{0} piles")
    @ValueSource(ints = {7, 8})
    void canonicalMemoAgreesWithOrderedMinimax(int piles) {
        SplittableRandom random = new SplittableRandom(piles);
        CanonicalSolver distinct = new CanonicalSolver();
        for (int trial = 0; trial < 20; trial++) {
            TwoFourPosition position = RandomPositions.next(random, piles);
            assertEquals(ReferenceSolver.withTranspositions(position), distinct.value(position, new DistinctMoves()),
                    position::toString);
        }
    }

    @Test
    void theOlympiadSampleHasTheOlympiadsAnswers() {
        int[][] games = {{0, 3, 4, 1, 2}, {2, 2, 2, 2, 2}, {1, 1, 2, 2, 4}, {4, 3, 2, 1, 0}};
        int[] winners = new int[games.length];
        for (int game = 0; game < games.length; game++) {
            int playerOneMargin = ReferenceSolver.bruteForce(TwoFourPosition.fromOlympiadPiles(games[game]));
            winners[game] = playerOneMargin > 0 ? 1 : playerOneMargin < 0 ? 2 : 0;
        }
        assertArrayEquals(new int[] {1, 2, 1, 1}, winners);
    }

    @Test
    void aMemoOnCanonicalKeysOfThirtyPilesStaysWithinTheStateSpace() {
        SplittableRandom random = new SplittableRandom(30);
        CanonicalSolver solver = new CanonicalSolver();
        for (int trial = 0; trial < 50; trial++) {
            solver.value(RandomPositions.next(random, 30), new DistinctMoves());
        }
        assertTrue(solver.memoSize() > 1000 && solver.memoSize() <= 8266, "memo of " + solver.memoSize());
    }
}
