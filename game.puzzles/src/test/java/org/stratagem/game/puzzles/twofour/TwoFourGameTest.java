package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/** The game service: traits and notation. */
class TwoFourGameTest {
    private final TwoFourGame game = new TwoFourGame();

    @Test
    void traitsDescribeATwoPlayerGameWithDrawsAndHashedKeys() {
        assertEquals(GameTraits.twoPlayers(KeyKind.HASH).withDraws(), game.traits());
        assertEquals("twofour", game.id());
        assertEquals(1, game.teamOf(1));
        assertThrows(IndexOutOfBoundsException.class, () -> game.teamOf(2));
    }

    @Test
    void positionsAndMovesRoundTrip() {
        MoveList moves = new MoveList();
        RandomPositions.forEachPositionOfRandomGames(6, 200, position -> {
            String text = game.formatPosition(position);
            TwoFourPosition parsed = game.parsePosition(text);
            assertEquals(text, game.formatPosition(parsed));
            assertEquals(position.key(), parsed.key(), text);
            assertEquals(0, parsed.movesMade());
            position.legalMoves(moves);
            for (int move : moves.toArray()) {
                assertEquals(move, game.parseMove(position, game.formatMove(position, move)), text);
            }
        });
    }

    @Test
    void spacesAroundAndBetweenPilesAreAccepted() {
        assertEquals("0 3 4 1 2b/1", game.parsePosition("  0  3\t4 1 2b /1 ").toString());
    }

    @Test
    void aFinishedGameKeepsTheSideThatWouldMove() {
        TwoFourPosition position = game.parsePosition("2a 2b 2b/2");
        assertTrue(position.isTerminal());
        assertEquals("2a 2b 2b/2", game.formatPosition(position));
        assertEquals(1, position.terminalValue(1));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                | the empty string is not a TwoFour position: give the piles and the side to move, e.g. '0 3 4 1 2b/1'
            "   "             | the empty string is not a TwoFour position: give the piles and the side to move, e.g. '0 3 4 1 2b/1'
            0 3 4 1 2b        | missing the side to move: end with '/1' or '/2', e.g. '0 3 4 1 2b/1'
            0 3 4 1 2b/3      | side to move '3' is not 1 or 2
            0 3 4 1 2b/       | side to move '' is not 1 or 2
            0 3 4 1 2b/1/2    | side to move '1/2' is not 1 or 2
            0 3 5 1 1/1       | pile 3: '5' is not 0..4
            -1 3 4 2a 2b/1    | pile 1: '-1' is not 0..4
            0 3 4 1 2/1       | pile 5: a 2-ball pile needs an owner: '2a' or '2b'
            0 3 4 1 2c/1      | pile 5: '2c': the owner of a 2-ball pile is 'a' (player 1) or 'b' (player 2)
            0 3a 4 1 2b/1     | pile 2: '3a': only a 2-ball pile has an owner
            0 x 4 1 2b/1      | pile 2: 'x' is not a pile: expected 0, 1, 2a, 2b, 3 or 4
            0 3,4 1 2b/1      | pile 2: '3,4' is not a pile: expected 0, 1, 2a, 2b, 3 or 4
            0 3 4 1 1/1       | total of 9 balls, expected 2N = 10
            2a 2b/1           | 2 piles, expected 3..30
            /1                | 0 piles, expected 3..30
            """)
    void badPositionsSayWhatAndWhere(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> game.parsePosition(text)).getMessage());
    }

    @Test
    void moreThanThirtyPilesAreRejected() {
        String piles = "2a ".repeat(31).strip() + "/1";
        assertEquals("31 piles, expected 3..30",
                assertThrows(NotationException.class, () -> game.parsePosition(piles)).getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            3-1   | move '3-1': expected i>j, a ball from pile i to pile j, e.g. '3>1'
            ""    | move '': expected i>j, a ball from pile i to pile j, e.g. '3>1'
            6>1   | move '6>1': there is no pile 6, the piles are 1..5
            0>1   | move '0>1': there is no pile 0, the piles are 1..5
            3>3   | move '3>3': the ball must go to another pile
            2>5   | move '2>5' is illegal: pile 2 holds 3 and pile 5 holds 2; the first must hold at least 2 more
            1>3   | move '1>3' is illegal: pile 1 holds 0 and pile 3 holds 4; the first must hold at least 2 more
            """)
    void badMovesSayWhatAndWhere(String text, String message) {
        TwoFourPosition position = game.parsePosition("0 3 4 1 2b/1");
        assertEquals(message, assertThrows(NotationException.class, () -> game.parseMove(position, text)).getMessage());
    }

    /** Found by {@code TwoFourFuzzTest}: a bad position or move was quoted whole, control characters and all. */
    @Test
    void aHugeOrMultiLineTextIsQuotedByAShortPrefixOnOneLine() {
        String huge = "x".repeat(10_000_000);
        String prefix = "x".repeat(NotationException.EXCERPT_LENGTH) + "...";
        assertEquals("side to move '" + prefix + "' is not 1 or 2",
                assertThrows(NotationException.class, () -> game.parsePosition("0 3 4 1 2b/" + huge)).getMessage());
        assertEquals("pile 1: '" + prefix + "' is not a pile: expected 0, 1, 2a, 2b, 3 or 4",
                assertThrows(NotationException.class, () -> game.parsePosition(huge + " 3 4 1 2b/1")).getMessage());
        assertEquals("pile 2: '??' is not a pile: expected 0, 1, 2a, 2b, 3 or 4",
                assertThrows(NotationException.class, () -> game.parsePosition("0 \u0000\u0001 4 1 2b/1")).getMessage());
        TwoFourPosition position = game.parsePosition("0 3 4 1 2b/1");
        assertEquals("move '" + prefix + "': expected i>j, a ball from pile i to pile j, e.g. '3>1'",
                assertThrows(NotationException.class, () -> game.parseMove(position, huge)).getMessage());
    }
}
