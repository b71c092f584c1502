package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.stratagem.game.gomoku.PatternEvaluatorTest.interleaved;

import org.junit.jupiter.api.Test;

/** The seed's sums of stones in a row per point and direction, and its attack/defend switch. */
class ClassicEvaluatorTest {
    private final GomokuGame game = new GomokuGame();
    private final ClassicEvaluator evaluator = new ClassicEvaluator();

    /** Three in a row: 3 for each stone along the row, 1 along each other direction: 9 + 9. */
    @Test
    void eachStoneCountsItsRowInEachDirection() {
        GomokuPosition position = game.parsePosition(interleaved("5,7 6,7 7,7", "0,0 14,14 0,14"));
        assertEquals(18, ClassicEvaluator.sum(position, 0));
        assertEquals(12, ClassicEvaluator.sum(position, 1), "lone stones count 1 in each direction");
        assertEquals(8, ClassicEvaluator.sum(game.parsePosition("5,7 0,0 7,7"), 0), "a gap breaks the row");
        assertEquals(10, ClassicEvaluator.sum(game.parsePosition("5,7 0,0 6,7"), 0));
    }

    /** Ahead, the side to move attacks: its own sum; behind, it defends: minus the opponent's; level: 0. */
    @Test
    void theSwitchAttacksWhenAheadAndDefendsWhenBehind() {
        assertEquals(18, evaluator.evaluate(game.parsePosition(interleaved("5,7 6,7 7,7", "0,0 14,14 0,14"))));
        assertEquals(-18, evaluator.evaluate(game.parsePosition(interleaved("0,0 14,14 0,14", "5,7 6,7 7,7"))));
        assertEquals(0, evaluator.evaluate(game.parsePosition(interleaved("3,3 4,3", "11,11 10,11"))));
    }

    /** Seen by the other side, a position scores the negation: the same stones, white to move after a far black stone. */
    @Test
    void theScoreIsANegamaxScore() {
        GomokuPosition blackToMove = game.parsePosition(interleaved("5,7 6,7 7,7", "0,0 14,14 0,14"));
        GomokuPosition whiteToMove = game.parsePosition(interleaved("5,7 6,7 7,7 14,0", "0,0 14,14 0,14"));
        assertEquals(18, evaluator.evaluate(blackToMove));
        assertEquals(-(18 + 4), evaluator.evaluate(whiteToMove), "white behind defends: minus black's sum");
    }
}
