package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/** The game service: traits and notation. */
class TriangleWarGameTest {
    private final TriangleWarGame game = new TriangleWarGame();

    @Test
    void traitsDescribeATwoPlayerGameWithoutDrawsWhereTheTurnCanStay() {
        assertEquals(GameTraits.twoPlayers(KeyKind.EXACT).withTurnKeeping(), game.traits());
        assertEquals("trianglewar", game.id());
        assertEquals("Triangle War", game.name());
        assertEquals(1, game.teamOf(1));
        assertThrows(IndexOutOfBoundsException.class, () -> game.teamOf(2));
        assertSame(game.stateSpace(), new TriangleWarGame().stateSpace());
    }

    @Test
    void theEmptyStringIsTheEmptyBoardWithAToMove() {
        TriangleWarPosition empty = game.parsePosition("  ");
        assertEquals(TriangleWarPosition.initial().key(), empty.key());
        assertEquals(0, empty.seatToMove());
        assertEquals("", game.formatPosition(empty));
    }

    @Test
    void positionsAndMovesRoundTrip() {
        MoveList moves = new MoveList();
        RandomGames.forEachPosition(6, 300, position -> {
            String text = game.formatPosition(position);
            TriangleWarPosition parsed = game.parsePosition(text);
            assertEquals(text, game.formatPosition(parsed));
            assertEquals(position.key(), parsed.key(), text);
            assertEquals(0, parsed.movesMade());
            position.legalMoves(moves);
            for (int move : moves.toArray()) {
                String notation = game.formatMove(position, move);
                assertEquals(move, game.parseMove(position, notation), text);
                String[] dots = notation.split("-");
                assertEquals(move, game.parseMove(position, dots[1] + "-" + dots[0]), text);
            }
        });
    }

    @Test
    void segmentsArePrintedSmallerDotFirstInTheOrderDrawn() {
        assertEquals("2-4 1-2 5-8", game.formatPosition(game.parsePosition(" 4-2\t2-1  8-5 ")));
        assertEquals("{1-2 2-4} 4-5", game.formatPosition(game.parsePosition("{4-2 2-1}4-5")));
        assertEquals("", game.formatPosition(game.parsePosition("{}")));
    }

    @Test
    void aSetIsDrawnWithNoTriangleCreditedAndAToMove() {
        TriangleWarPosition set = game.parsePosition("{1-2 1-3 2-3 2-4}");
        assertEquals(0, set.triangles(0) + set.triangles(1));
        assertEquals(0, set.seatToMove());
        TriangleWarPosition then = game.parsePosition("{1-2 2-4} 4-5 2-5");
        assertEquals(1, then.triangles(1), "B closes 2-4-5 after A's 4-5");
        assertEquals(1, then.seatToMove());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            1-2 2-7           | segment 2: '2-7' is not a segment of the board (dots 2 and 7 are not neighbours)
            1-2 4-5 2-4 3-5 5-4 | segment 5: '5-4' was already drawn
            1-2 1-11          | segment 2: '1-11': dot 11 is not a dot (1..10)
            0-1               | segment 1: '0-1': dot 0 is not a dot (1..10)
            3-3               | segment 1: '3-3' joins dot 3 to itself
            1-2 x             | segment 2: 'x' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            1 2               | segment 1: '1' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            "1-2,2-3"         | segment 1: '1-2,2-3' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            -1-2              | segment 1: '-1-2' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            1-2}              | segment 1: '1-2}' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            {1-2 1-3          | missing '}' after the set of segments the position starts from, e.g. '{1-2 1-3} 2-3'
            {1-2 2-1}         | segment 2: '2-1' was already drawn
            {1-2 1-3} 3-1     | segment 3: '3-1' was already drawn
            {1-2} {1-3}       | segment 2: '{1-3}' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            """)
    void badPositionsSayWhatAndWhere(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> game.parsePosition(text)).getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            2-7   | move '2-7' is not a segment of the board (dots 2 and 7 are not neighbours)
            3-1   | move '3-1' was already drawn
            11-10 | move '11-10': dot 11 is not a dot (1..10)
            5-5   | move '5-5' joins dot 5 to itself
            5>4   | move '5>4' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            ""    | move '' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'
            """)
    void badMovesSayWhatAndWhere(String text, String message) {
        TriangleWarPosition position = game.parsePosition("1-2 1-3");
        assertEquals(message, assertThrows(NotationException.class, () -> game.parseMove(position, text)).getMessage());
    }

    /** Found by {@code TriangleWarFuzzTest}: a bad segment was quoted whole. */
    @Test
    void aHugeSegmentIsQuotedByAShortPrefix() {
        String huge = "1-".repeat(5_000_000);
        String prefix = "1-".repeat(NotationException.EXCERPT_LENGTH / 2) + "...";
        assertEquals("segment 2: '" + prefix + "' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'",
                assertThrows(NotationException.class, () -> game.parsePosition("1-2 " + huge)).getMessage());
        assertEquals("move '" + prefix + "' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'",
                assertThrows(NotationException.class, () -> game.parseMove(game.parsePosition(""), huge)).getMessage());
    }
}
