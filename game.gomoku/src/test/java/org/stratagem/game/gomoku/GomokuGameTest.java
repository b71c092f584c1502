package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/** The notation: moves x,y, positions as the moves from the empty board, and one-line errors that say where. */
class GomokuGameTest {
    private final GomokuGame game = new GomokuGame();

    @Test
    void positionsAndMovesRoundTrip() {
        String moves = "7,7 8,8 0,14 14,0 3,4";
        GomokuPosition position = game.parsePosition(moves);
        assertEquals(moves, game.formatPosition(position));
        assertEquals(5, position.stones());
        assertEquals(0, position.movesMade(), "a parsed position has no moves to undo");
        assertEquals(1, position.seatToMove(), "white moves after five stones");
        assertEquals("", game.formatPosition(game.parsePosition("  ")));
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        assertEquals(225 - 5, legal.size());
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            assertEquals(move, game.parseMove(position, game.formatMove(position, move)));
        }
        assertEquals(game.parsePosition(moves).key(), game.parsePosition(game.formatPosition(position)).key());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "7,7 7,7 | move 2: 7,7 is taken",
        "7,7 15,3 | move 2: 15,3 is off the 15x15 board (0..14)",
        "7,7 x,3 | move 2: 'x,3' is not a move x,y",
        "7 | move 1: '7' is not a move x,y",
        "-1,3 | move 1: '-1,3' is not a move x,y",
        "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0 4,1 | move 10: the game is over: no move 4,1"})
    void badPositionsSayWhatAndWhere(String text, String message) {
        NotationException bad = assertThrows(NotationException.class, () -> game.parsePosition(text));
        assertEquals(message, bad.getMessage());
    }

    @Test
    void variantsChooseTheRuleAndTheSize() {
        assertEquals("Gomoku (standard, 20x20)", game.variant(Map.of("rule", "standard", "size", "20")).name());
        assertEquals("Gomoku (freestyle, 9x9)", game.variant(Map.of("size", " 9")).name());
        assertSame(game, game.variant(Map.of()));
        assertSame(game, game.variant(Map.of("rule", "FREESTYLE", "size", "15")));
        assertEquals("Gomoku (renju, 15x15)", game.variant(Map.of("rule", "renju")).name());
        assertEquals("Gomoku (caro, 7x7)", game.variant(Map.of("rule", "Caro", "size", "7")).name());
        assertEquals("--rule 'gomoku' is not freestyle, standard, renju or caro",
                assertThrows(NotationException.class, () -> game.variant(Map.of("rule", "gomoku"))).getMessage());
        assertEquals("--size '23' is not a board size from 5 to 22",
                assertThrows(NotationException.class, () -> game.variant(Map.of("size", "23"))).getMessage());
        assertEquals("--size 'x' is not a board size from 5 to 22",
                assertThrows(NotationException.class, () -> game.variant(Map.of("size", "x"))).getMessage());
        assertEquals("game gomoku has no option --komi",
                assertThrows(NotationException.class, () -> game.variant(Map.of("komi", "6"))).getMessage());
        GomokuGame small = game.variant(Map.of("size", "5"));
        assertEquals("move 1: 5,0 is off the 5x5 board (0..4)",
                assertThrows(NotationException.class, () -> small.parsePosition("5,0")).getMessage());
    }

    /**
     * A board set up with stones of both colours: under the standard rule the five 0..4 would end a
     * game played in this order before the sixth stone made an overline of it, but set-up stones
     * are judged only once all are down; a board with a winning line is refused.
     */
    @Test
    void stonesSetUpInAnyOrderAreJudgedOnlyOnceAllAreDown() {
        GomokuGame standard = new GomokuGame(15, Rule.STANDARD);
        assertThrows(NotationException.class, () -> standard.parsePosition("0,0 0,5 1,0 2,5 2,0 4,5 3,0 6,5 4,0 8,5 5,0"),
                "five before the sixth stone");
        String outOfOrder = "black 0,0 1,0 2,0 3,0 4,0 5,0 white 0,5 2,5 4,5 6,5 8,5";
        GomokuPosition overline = standard.parsePosition(outOfOrder);
        assertEquals(11, overline.stones());
        assertEquals(1, overline.seatToMove(), "six in a row do not win; black has one stone more: white to move");
        assertEquals(outOfOrder + " next white", standard.formatPosition(overline));
        assertEquals("five in a row on the board: the game is over",
                assertThrows(NotationException.class, () -> game.parsePosition(outOfOrder)).getMessage());
    }

    /**
     * The side to move of a set-up board is given or implied by the counts; the key tells the two
     * sides apart, and a set-up board whose side to move the stones imply has the key of the same
     * stones played in turn.
     */
    @Test
    void aSetUpBoardHasItsSideToMoveGivenOrImplied() {
        GomokuPosition implied = game.parsePosition("white 8,8 black 7,7");
        assertEquals(0, implied.seatToMove());
        assertEquals("black 7,7 white 8,8 next black", game.formatPosition(implied));
        assertEquals(game.parsePosition("7,7 8,8").key(), implied.key());
        GomokuPosition given = game.parsePosition("black 7,7 white 8,8 next white");
        assertEquals(1, given.seatToMove());
        assertNotEquals(implied.key(), given.key());
        given.makeMove(game.parseMove(given, "9,9"));
        assertEquals(0, given.seatToMove(), "then the sides alternate");
        assertEquals(1, given.colourAt(game.parseMove(game.parsePosition(""), "9,9")), "white played 9,9");
        assertEquals("black 7,7 white 8,8 next white then 9,9", game.formatPosition(given));
        assertEquals(given.key(), game.parsePosition("black 7,7 white 8,8 next white then 9,9").key());
        given.undoMove();
        assertEquals("black 7,7 white 8,8 next white", game.formatPosition(given));
        assertEquals(0, game.parsePosition("next black").stones());
        assertEquals(1, game.parsePosition("next white").seatToMove());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "black 0,0 1,1 0,0 | stone 3: 0,0 is taken",
        "black 7,7 white 15,0 | stone 2: 15,0 is off the 15x15 board (0..14)",
        "next 7,7 | 'next' needs black or white after it",
        "next | 'next' needs black or white after it",
        "next black 7,7 | stone 1: 'black' or 'white' must come before the stones",
        "black 1,1 2,2 3,3 | black has 3 stones and white 0: say whose turn it is with 'next black' or 'next white'",
        "white 1,1 | black has 0 stones and white 1: say whose turn it is with 'next black' or 'next white'",
        "black 0,0 1,0 2,0 3,0 white 0,1 1,1 2,1 3,1 then 4,0 5,0 | move 2: the game is over: no move 5,0",
        "black 7,7 white 8,8 then 7,7 | move 1: 7,7 is taken"})
    void badSetUpsSayWhatAndWhere(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> game.parsePosition(text)).getMessage());
    }

    /** {@code --size WxH}: W columns and H rows; five along either side wins. */
    @Test
    void aBoardMayBeARectangle() {
        GomokuGame wide = game.variant(Map.of("size", "20x6"));
        assertEquals("Gomoku (freestyle, 20x6)", wide.name());
        assertEquals("move 1: 6,6 is off the 20x6 board (0..19, 0..5)",
                assertThrows(NotationException.class, () -> wide.parsePosition("6,6")).getMessage());
        assertTrue(wide.parsePosition("15,0 0,0 16,0 0,1 17,0 0,2 18,0 0,3 19,0").isTerminal(), "five along the row");
        assertTrue(wide.parsePosition("19,0 0,0 19,1 1,0 19,2 2,0 19,3 3,0 19,4").isTerminal(), "five along the column");
        GomokuPosition notYet = wide.parsePosition("19,1 0,0 19,2 1,0 19,3 2,0 19,4 3,0");
        assertFalse(notYet.isTerminal());
        assertEquals(20 * 6 - 8, legalMoves(notYet));
        assertSame(wide, wide.variant(Map.of("size", "20x6")));
        assertEquals("Gomoku (freestyle, 15x15)", wide.variant(Map.of("size", "15")).name());
        for (String bad : List.of("20x4", "4x20", "20x", "x6", "20x6x6", "20*6")) {
            assertEquals("--size '" + bad + "' is not a board size from 5 to 22",
                    assertThrows(NotationException.class, () -> game.variant(Map.of("size", bad))).getMessage());
        }
    }

    private static int legalMoves(GomokuPosition position) {
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        return moves.size();
    }

    @Test
    void theBoardSizeIsFiveToTwentyTwo() {
        assertEquals("Gomoku (standard, 20x20)", new GomokuGame(20, Rule.STANDARD).name());
        assertThrows(IllegalArgumentException.class, () -> new GomokuGame(4, Rule.FREESTYLE));
        assertThrows(IllegalArgumentException.class, () -> new GomokuGame(23, Rule.FREESTYLE));
    }

    /** Found by {@code GomokuFuzzTest}: a bad move, stone or variant option was quoted whole. */
    @Test
    void aHugeTextIsQuotedByAShortPrefix() {
        String huge = "7".repeat(10_000_000);
        String prefix = "7".repeat(NotationException.EXCERPT_LENGTH) + "...";
        assertEquals("move 2: '" + prefix + "' is not a move x,y",
                assertThrows(NotationException.class, () -> game.parsePosition("7,7 " + huge)).getMessage());
        assertEquals("--size '" + prefix + "' is not a board size from 5 to 22",
                assertThrows(NotationException.class, () -> game.variant(Map.of("size", huge))).getMessage());
        assertEquals("--rule '" + prefix + "' is not freestyle, standard, renju or caro",
                assertThrows(NotationException.class, () -> game.variant(Map.of("rule", huge))).getMessage());
        String wide = "7," + "\u2003".repeat(100) + "7";
        assertEquals("stone 2: 7,7 is taken",
                assertThrows(NotationException.class, () -> game.parsePosition("black 7,7 " + wide)).getMessage());
    }
}
