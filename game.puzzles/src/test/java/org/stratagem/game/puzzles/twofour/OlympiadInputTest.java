package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.NotationException;

/** The olympiad's input format: the sample, and every kind of bad input with its line number. */
class OlympiadInputTest {
    static final String SAMPLE = "5 4\n0 3 4 1 2\n2 2 2 2 2\n1 1 2 2 4\n4 3 2 1 0\n";

    private static List<TwoFourPosition> read(String text) {
        return OlympiadInput.read(new BufferedReader(new StringReader(text)));
    }

    @Test
    void theSampleGivesFourDealtGamesWithPlayerOneToMove() {
        assertEquals(List.of("0 3 4 1 2b/1", "2b 2a 2b 2a 2b/1", "1 1 2b 2a 4/1", "4 3 2b 1 0/1"),
                read(SAMPLE).stream().map(TwoFourPosition::toString).toList());
    }

    @Test
    void blankLinesAfterTheLastGameAndCarriageReturnsAreAccepted() {
        assertEquals(1, read("3 1\r\n 2  2 2 \r\n\n  \n").size());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                                  | line 1: expected 'N G', found end of input
            "5"                                 | line 1: expected 'N G', found '5'
            "5 1 7"                             | line 1: expected 'N G', found '5 1 7'
            "5 x"                               | line 1: 'x' is not a number
            "2 1"                               | line 1: N = 2 is not 3..30
            "31 1"                              | line 1: N = 31 is not 3..30
            "5 0"                               | line 1: G = 0 is not 1..1000
            "5 1001"                            | line 1: G = 1001 is not 1..1000
            "5 99999999999"                     | line 1: '99999999999' is too large
            "5 2\\n0 3 4 1 2\\n2 2 2 2"         | line 3: expected 5 piles, found 4
            "5 2\\n0 3 4 1 2\\n2 2 2 2 2 2"     | line 3: expected 5 piles, found 6
            "5 2\\n0 3 4 1 2\\n"                | line 3: expected 5 piles, found end of input
            "5 1\\n\\n0 3 4 1 2"                | line 2: expected 5 piles, found 0
            "5 1\\n0 3 4 1 x"                   | line 2: pile 5: 'x' is not a number
            "5 1\\n0 3 4 1 2.0"                 | line 2: pile 5: '2.0' is not a number
            "5 1\\n0 3 5 1 1"                   | line 2: pile 3: '5' is not 0..4
            "5 1\\n0 3 -1 4 4"                  | line 2: pile 3: '-1' is not 0..4
            "5 1\\n0 3 4 1 1"                   | line 2: total of 9 balls, expected 2N = 10
            "5 1\\n0 3 4 1 2\\n\\n7"            | line 4: unexpected text after the last game (G = 1)
            """)
    void badInputNamesTheLine(String input, String message) {
        String text = input.replace("\\n", "\n");
        assertEquals(message, assertThrows(NotationException.class, () -> read(text)).getMessage());
    }

    /** Found by {@code TwoFourFuzzTest}: a bad field or header was quoted whole. */
    @Test
    void aHugeFieldIsQuotedByAShortPrefix() {
        String huge = "7".repeat(10_000_000);
        String prefix = "7".repeat(NotationException.EXCERPT_LENGTH) + "...";
        assertEquals("line 1: '" + prefix + "' is too large",
                assertThrows(NotationException.class, () -> read("5 " + huge)).getMessage());
        assertEquals("line 1: expected 'N G', found '5 1 " + "7".repeat(NotationException.EXCERPT_LENGTH - 4) + "...'",
                assertThrows(NotationException.class, () -> read("5 1 " + huge)).getMessage());
    }
}
