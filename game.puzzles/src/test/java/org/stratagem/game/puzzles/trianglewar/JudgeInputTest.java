package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.NotationException;

/** The judge's input format: the sample, and every kind of bad input with its line number. */
class JudgeInputTest {
    /** The sample input of PKU 1085, as the seed gives it. */
    static final String SAMPLE = """
            4
            6
            2 4
            4 5
            5 9
            3 6
            2 5
            3 5
            7
            2 4
            4 5
            5 9
            3 6
            2 5
            3 5
            7 8
            6
            1 2
            2 3
            1 3
            2 4
            2 5
            4 5
            10
            1 2
            2 5
            3 6
            5 8
            4 7
            6 10
            2 4
            4 5
            4 8
            7 8
            """;

    private static List<TriangleWarPosition> read(String text) {
        return JudgeInput.read(new BufferedReader(new StringReader(text)));
    }

    /** @return a game's segments, its score A:B and the seat to move, e.g. {@code 1-2 2-3 1-3 1:0 A} */
    private static String summary(TriangleWarPosition position) {
        return position + " " + position.triangles(0) + ":" + position.triangles(1) + " "
                + (position.seatOnTurn() == 0 ? "A" : "B");
    }

    @Test
    void theSampleGivesFourGamesPlayedFromTheEmptyBoard() {
        assertEquals(List.of("2-4 4-5 5-9 3-6 2-5 3-5 1:0 B", "2-4 4-5 5-9 3-6 2-5 3-5 7-8 1:0 A",
                "1-2 2-3 1-3 2-4 2-5 4-5 2:0 A", "1-2 2-5 3-6 5-8 4-7 6-10 2-4 4-5 4-8 7-8 0:3 B"),
                read(SAMPLE).stream().map(JudgeInputTest::summary).toList());
        assertEquals(0, read(SAMPLE).get(0).movesMade());
    }

    @Test
    void dotsInEitherOrderBlanksCarriageReturnsAndTrailingBlankLinesAreAccepted() {
        List<TriangleWarPosition> games = read("2\r\n 1 \r\n  2\t1 \r\n0\n\n  \n");
        assertEquals(List.of("1-2 0:0 B", " 0:0 A"), games.stream().map(JudgeInputTest::summary).toList());
    }

    @Test
    void aFinishedGameIsAccepted() {
        StringBuilder input = new StringBuilder("1\n18\n");
        for (int segment = 0; segment < Board.SEGMENTS; segment++) {
            input.append(Board.highDot(segment)).append(' ').append(Board.lowDot(segment)).append('\n');
        }
        TriangleWarPosition finished = read(input.toString()).get(0);
        assertEquals(Board.TRIANGLES, finished.triangles(0) + finished.triangles(1));
        assertTrue(finished.isTerminal());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                          | line 1: expected the number of games T, found end of input
            "2 3"                       | line 1: expected the number of games T, found '2 3'
            "\\n1"                      | line 1: expected the number of games T, found ''
            "x"                         | line 1: 'x' is not a number
            "99999999999"               | line 1: '99999999999' is too large
            "0"                         | line 1: T = 0 games, expected at least 1
            "1"                         | line 2: expected the number of moves m of game 1, found end of input
            "1\\n19"                    | line 2: m = 19 moves, expected 0..18
            "1\\n-1"                    | line 2: m = -1 moves, expected 0..18
            "1\\n1.5"                   | line 2: '1.5' is not a number
            "2\\n0"                     | line 3: expected the number of moves m of game 2, found end of input
            "1\\n2\\n1 2"               | line 4: expected move 2 of game 1, 'i j', found end of input
            "1\\n1\\n1 2 3"             | line 3: expected 'i j', the two dots of a segment, found '1 2 3'
            "1\\n1\\n1-2"               | line 3: expected 'i j', the two dots of a segment, found '1-2'
            "1\\n1\\n\\n1 2"            | line 3: expected 'i j', the two dots of a segment, found ''
            "1\\n1\\n1 x"               | line 3: 'x' is not a number
            "1\\n2\\n1 2\\n3 9"         | line 4: '3 9' is not a segment of the board (dots 3 and 9 are not neighbours)
            "1\\n1\\n3 11"              | line 3: '3 11': dot 11 is not a dot (1..10)
            "1\\n1\\n0 1"               | line 3: '0 1': dot 0 is not a dot (1..10)
            "1\\n1\\n4 4"               | line 3: '4 4' joins dot 4 to itself
            "1\\n3\\n1 2\\n2 4\\n2  1"  | line 5: '2 1' was already drawn
            "1\\n0\\n\\n5"              | line 4: unexpected text after the last game (T = 1)
            "1\\n1\\n1 2\\n2 4"         | line 4: unexpected text after the last game (T = 1)
            """)
    void badInputNamesTheLine(String input, String message) {
        String text = input.replace("\\n", "\n");
        assertEquals(message, assertThrows(NotationException.class, () -> read(text)).getMessage());
    }

    @Test
    void aSegmentMayBeDrawnAgainInTheNextGame() {
        assertEquals(2, read("2\n1\n1 2\n1\n2 1\n").size());
    }

    /** Found by {@code TriangleWarFuzzTest}: a bad line or field was quoted whole. */
    @Test
    void aHugeLineIsQuotedByAShortPrefix() {
        String huge = "x".repeat(10_000_000);
        String prefix = "x".repeat(NotationException.EXCERPT_LENGTH) + "...";
        assertEquals("line 1: '" + prefix + "' is not a number",
                assertThrows(NotationException.class, () -> read(huge)).getMessage());
        assertEquals("line 3: expected 'i j', the two dots of a segment, found '1 2 " + "x".repeat(36) + "...'",
                assertThrows(NotationException.class, () -> read("1\n1\n1 2 " + huge)).getMessage());
    }
}
