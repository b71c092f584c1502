package org.stratagem.engine.api.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The Elo arithmetic of a match. */
class MatchScoreTest {

    @Test
    void eloFollowsTheLogisticCurve() {
        assertEquals(0, new MatchScore(5, 0, 5).elo(), 1e-9);
        assertEquals(0, new MatchScore(0, 10, 0).elo(), 1e-9);
        assertEquals(190.85, new MatchScore(3, 0, 1).elo(), 0.01, "a 75% score");
        assertEquals(-190.85, new MatchScore(1, 0, 3).elo(), 0.01);
        assertEquals(0.75, new MatchScore(5, 5, 0).score(), 1e-9, "a draw is half a point");
    }

    @Test
    void theMarginShrinksWithMoreGamesAndIsInfiniteWhenUnbounded() {
        double few = new MatchScore(6, 2, 2).eloMargin();
        double many = new MatchScore(600, 200, 200).eloMargin();
        assertTrue(few > many && many > 0, few + " then " + many);
        assertEquals(Double.POSITIVE_INFINITY, new MatchScore(4, 0, 0).elo());
        assertEquals(Double.POSITIVE_INFINITY, new MatchScore(4, 0, 0).eloMargin());
        assertEquals(Double.POSITIVE_INFINITY, new MatchScore(0, 0, 0).eloMargin());
        assertEquals(0, new MatchScore(0, 10, 0).eloMargin(), 1e-9, "all draws: no spread");
    }

    @Test
    void scoresAddUp() {
        assertEquals(new MatchScore(3, 2, 1), new MatchScore(1, 2, 0).plus(new MatchScore(2, 0, 1)));
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(-1, 0, 0));
    }

    @Test
    void theEloTextSaysTheDifferenceAndItsMarginOrThatEveryGameWentOneWay() {
        assertEquals("+147.2 ± 66.0 (95%)", new MatchScore(60, 20, 20).eloText());
        assertEquals("+infinity (every game won)", new MatchScore(4, 0, 0).eloText());
        assertEquals("-infinity (every game lost)", new MatchScore(0, 0, 2).eloText());
    }
}
