package com.example.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

class ConnectFourGameTest {
    private final ConnectFourGame standard = new ConnectFourGame();

    private static ConnectFourGame board(int width, int height) {
        return new ConnectFourGame().variant(Map.of("width", Integer.toString(width), "height", Integer.toString(height)));
    }

    /** The test kit's suite on the standard board, the smallest, the largest in 64 bits and two oblong ones. */
    @ParameterizedTest
    @CsvSource({"7,6", "4,4", "5,4", "4,9", "8,7", "9,5"})
    void conformsOnBoardsOfEverySize(int width, int height) {
        ConformanceReport report = Conformance.check(board(width, height), 100, 42);
        assertTrue(report.passed(), report.toString());
    }

    @Test
    void fourInAColumnWins() {
        ConnectFourPosition position = standard.parsePosition("1212121");
        assertTrue(position.isTerminal());
        assertEquals(Position.NOBODY, position.seatToMove());
        assertEquals(1, position.terminalValue(0));
        assertEquals(-1, position.terminalValue(1));
    }

    @Test
    void fourInARowAndOnBothDiagonalsWin() {
        assertEquals(1, standard.parsePosition("1122334").terminalValue(0));
        // seat 0 climbs from column 1 to column 4 on the stones of seat 1; then the same in the mirror
        assertEquals(1, standard.parsePosition("12233434464").terminalValue(0));
        assertEquals(1, standard.parsePosition("76655454424").terminalValue(0));
    }

    @Test
    void aFullBoardWithoutFourIsADraw() {
        ConnectFourPosition position = board(4, 4).parsePosition("4321311144234232");
        assertTrue(position.isTerminal());
        assertEquals(0, position.terminalValue(0));
        assertEquals(0, position.terminalValue(1));
    }

    @Test
    void movesAreListedFromTheMiddleOutwards() {
        MoveList moves = new MoveList();
        standard.parsePosition("444444").legalMoves(moves);
        assertEquals("[4, 2, 5, 1, 6, 0]", Arrays.toString(moves.toArray()));
    }

    @Test
    void aPositionAndItsMirrorImageShareTheCanonicalKey() {
        ConnectFourPosition left = standard.parsePosition("1123");
        ConnectFourPosition right = standard.parsePosition("7765");
        assertNotEquals(left.key(), right.key());
        assertEquals(left.canonicalKey(), right.canonicalKey());
        assertNotEquals(left.canonicalKey(), standard.parsePosition("1124").canonicalKey());
    }

    @Test
    void notationErrorsSayWhatIsWrong() {
        assertEquals("'8' at character 3 of '448' is not a column: columns are 1 to 7",
                assertThrows(NotationException.class, () -> standard.parsePosition("448")).getMessage());
        assertEquals("column 4 at character 7 of '4444444' is full (6 high)",
                assertThrows(NotationException.class, () -> standard.parsePosition("4444444")).getMessage());
        assertEquals("the game is already over at character 8 of '12121215'",
                assertThrows(NotationException.class, () -> standard.parsePosition("12121215")).getMessage());
        assertEquals("'x' is not a column: columns are 1 to 7",
                assertThrows(NotationException.class, () -> standard.parseMove(standard.parsePosition(""), "x")).getMessage());
        assertEquals("--width '12' is not a number from 4 to 9",
                assertThrows(NotationException.class, () -> standard.variant(Map.of("width", "12"))).getMessage());
        assertEquals("a board 9 wide and 9 high does not fit in 64 bits (width * (height + 1) must be at most 64)",
                assertThrows(NotationException.class, () -> board(9, 9)).getMessage());
        assertEquals("game connectfour has no option --size",
                assertThrows(NotationException.class, () -> standard.variant(Map.of("size", "5"))).getMessage());
    }

    @Test
    void aVariantKeepsTheIdAndNamesItsBoard() {
        ConnectFourGame small = board(5, 4);
        assertEquals("connectfour", small.id());
        assertEquals("Connect Four (5x4)", small.name());
        assertEquals(small, small.variant(Map.of("width", "5")));
        MoveList moves = new MoveList();
        small.parsePosition("").legalMoves(moves);
        assertEquals(5, moves.size());
    }
}
