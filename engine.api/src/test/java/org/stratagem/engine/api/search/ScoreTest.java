package org.stratagem.engine.api.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreTest {
    @Test
    void aProvenScoreCarriesItsMarginAndOutcome() {
        int lossByThree = Score.proven(-3, 14);
        assertTrue(Score.isDecisive(lossByThree));
        assertTrue(Score.hasMargin(lossByThree));
        assertEquals(-3, Score.gameValue(lossByThree));
        assertEquals(-1, Score.outcome(lossByThree));
        assertTrue(Score.proven(1, 0) > Score.proven(1, 5), "the quicker win first");
        assertTrue(Score.proven(2, 30) > Score.proven(1, 0), "the larger margin first");
    }

    @Test
    void anOutcomeWithoutMarginSaysSo() {
        int win = Score.provenOutcome(1);
        int loss = Score.provenOutcome(-1);
        assertEquals(Score.WIN, win);
        assertFalse(Score.hasMargin(win));
        assertFalse(Score.hasMargin(loss));
        assertEquals(1, Score.outcome(win));
        assertEquals(-1, Score.outcome(loss));
        assertEquals(-1, Score.gameValue(loss), "only the sign");
        assertEquals(0, Score.provenOutcome(0));
        assertTrue(Score.hasMargin(Score.provenOutcome(0)), "a draw's margin is known: none");
        assertTrue(win > Score.MAX_EVAL && win < Score.proven(1, Score.VALUE_UNIT - 1), "between evaluations and known wins");
    }

    @Test
    void anEvaluationIsNoOutcome() {
        assertEquals(0, Score.outcome(123));
        assertFalse(Score.isDecisive(Score.MAX_EVAL));
    }
}
