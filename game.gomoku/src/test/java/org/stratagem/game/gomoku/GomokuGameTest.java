package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
        assertEquals("--rule 'renju' is not freestyle or standard (renju is not played yet)",
                assertThrows(NotationException.class, () -> game.variant(Map.of("rule", "renju"))).getMessage());
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
     * A board's stones in an order that is not the order of play: under the standard rule the five
     * 0..4 would end the game before the sixth stone made an overline of it, but stones are judged
     * only once all are down; a board with a winning line is refused.
     */
    @Test
    void stonesInAnyOrderAreJudgedOnlyOnceAllAreDown() {
        GomokuGame standard = new GomokuGame(15, Rule.STANDARD);
        String outOfOrder = "0,0 0,5 1,0 2,5 2,0 4,5 3,0 6,5 4,0 8,5 5,0";
        assertThrows(NotationException.class, () -> standard.parsePosition(outOfOrder), "five before the sixth stone");
        GomokuPosition overline = standard.parseStones(outOfOrder);
        assertEquals(11, overline.stones());
        assertEquals(1, overline.seatToMove(), "six in a row do not win: white to move");
        assertEquals("five in a row on the board: the game is over",
                assertThrows(NotationException.class, () -> game.parseStones(outOfOrder)).getMessage());
        assertEquals("stone 3: 0,0 is taken",
                assertThrows(NotationException.class, () -> game.parseStones("0,0 1,1 0,0")).getMessage());
        assertEquals("stone 1: 15,0 is off the 15x15 board (0..14)",
                assertThrows(NotationException.class, () -> game.parseStones("15,0")).getMessage());
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
        assertEquals("--rule '" + prefix + "' is not freestyle or standard",
                assertThrows(NotationException.class, () -> game.variant(Map.of("rule", huge))).getMessage());
        String wide = "7," + "\u2003".repeat(100) + "7";
        assertEquals("stone 2: " + wide.substring(0, NotationException.EXCERPT_LENGTH) + "... is taken",
                assertThrows(NotationException.class, () -> game.parseStones("7,7 " + wide)).getMessage());
    }
}
