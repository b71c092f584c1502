package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.NotationException;

/**
 * Found by {@code GomocupFuzzTest}: the brain and the line reader quoted a bad line whole, so a
 * manager's 10 MB line came back as a 10 MB answer, and a control character split the answer.
 */
class GomocupLongLineTest {
    private static final String HUGE = "9".repeat(10_000_000);
    private static final String PREFIX = "9".repeat(NotationException.EXCERPT_LENGTH) + "...";

    @Test
    void aHugeNumberIsQuotedByAShortPrefix() {
        assertEquals("'START " + "9".repeat(NotationException.EXCERPT_LENGTH - 6) + "...': '" + PREFIX
                + "' is not a whole number", assertThrows(NotationException.class,
                        () -> GomocupLine.parse("START " + HUGE).number()).getMessage());
        assertEquals("'" + PREFIX + "' needs 3 comma-separated whole numbers",
                assertThrows(NotationException.class, () -> GomocupLine.numbers(HUGE, 3)).getMessage());
    }

    @Test
    void theBrainAnswersAHugeOrBrokenLineInOneShortLine() {
        GomocupBrain brain = new GomocupBrain(() -> GomocupFuzzTest.NO_MOVE, new NearbyMoves(), Evaluator.neutral());
        assertEquals(List.of("UNKNOWN '" + PREFIX + "' is not a command of this brain"),
                brain.answer(GomocupLine.parse(HUGE)));
        assertEquals(List.of("UNKNOWN 'A?B' is not a command of this brain"), brain.answer(GomocupLine.parse("a\u0000b")));
        brain.answer(GomocupLine.parse("START 15"));
        brain.answer(GomocupLine.parse("BOARD"));
        String wide = "\u2003".repeat(100);
        brain.answer(GomocupLine.parse("1,1," + wide + "3"));
        assertEquals(List.of("ERROR BOARD line 1: '1,1," + wide.substring(0, NotationException.EXCERPT_LENGTH - 4)
                + "...': field 3 (a continuous game's winning line) is not supported"), brain.answer(GomocupLine.parse("DONE")));
    }
}
