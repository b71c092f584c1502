package org.stratagem.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.testkit.Countdown.Flaw;

/** The suite passes a correct game and catches each deliberate flaw, reporting the moves that show it. */
class ConformanceTest {
    @Test
    void aCorrectGameConforms() {
        ConformanceReport report = Conformance.check(new Countdown(9, Flaw.NONE), 50, 1);
        assertTrue(report.passed(), report.toString());
        assertEquals(50, report.games());
        assertTrue(report.positions() > 50 * 4, report.toString());
        assertTrue(report.toString().endsWith(": conforms"), report.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            UNDO_FORGETS_THE_KEY       | undo does not restore the key
            LOSSY_NOTATION             | parse(format(p)) has another key
            COLLIDING_KEYS             | for the side to move, but
            RESULTS_DO_NOT_SUM_TO_ZERO | the results of two teams do not sum to zero
            LYING_CANONICAL_KEY        | for the side to move, but
            """)
    void eachFlawIsCaughtWithTheMovesThatShowIt(Flaw flaw, String symptom) {
        ConformanceReport report = Conformance.check(new Countdown(9, flaw), 50, 1);
        assertFalse(report.passed(), flaw + ": " + report);
        assertTrue(report.violation().orElseThrow().message().contains(symptom), report.toString());
        assertTrue(report.toString().startsWith("countdown: "), report.toString());
        assertTrue(report.toString().contains(": FAILS from the initial position after "), report.toString());
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        ConformanceReport first = Conformance.check(new Countdown(12, Flaw.NONE), 20, 7);
        ConformanceReport second = Conformance.check(new Countdown(12, Flaw.NONE), 20, 7);
        assertEquals(first, second);
    }

    @Test
    void aViolationNamesItsStartAndMoves() {
        ConformanceReport.Violation violation = new ConformanceReport.Violation("5/0", List.of("1", "2"), "broken");
        assertEquals("from '5/0' after moves '1 2': broken", violation.toString());
        assertEquals("from the initial position after no move: broken",
                new ConformanceReport.Violation("", List.of(), "broken").toString());
    }
}
