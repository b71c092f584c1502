package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * Seeded random self-play from random legal lineups: every game ends (a team out or the draw rule) with
 * results that sum to zero, never an exception, and undoing the whole game restores the start key.
 */
class SelfPlayTest {

    private static int[] play(JunqiGame game, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        int[] results = new int[3];
        for (int g = 0; g < games; g++) {
            JunqiPosition position = game.variant(Map.of("lineup", "random:" + random.nextLong())).parsePosition("");
            long start = position.key();
            while (!position.isTerminal()) {
                position.legalMoves(moves);
                assertTrue(moves.size() > 0, "a seat to move has a move");
                position.makeMove(moves.get(random.nextInt(moves.size())));
            }
            assertEquals(Position.NOBODY, position.seatToMove());
            assertEquals(0, position.terminalValue(0) + position.terminalValue(1));
            results[position.terminalValue(0) + 1]++;
            while (position.movesMade() > 0) {
                position.undoMove();
            }
            assertEquals(start, position.key(), "game " + g + ": undo back to the start");
        }
        return results;
    }

    @Test
    void aThousandFourSeatGamesEnd() {
        int[] results = play(new JunqiGame(), 1000, 12);
        assertEquals(1000, results[0] + results[1] + results[2]);
        assertTrue(results[0] > 0 && results[2] > 0, "both teams win some games: " + results[0] + " " + results[2]);
    }

    @Test
    void threeHundredDuelsEnd() {
        int[] results = play(new JunqiGame().variant(Map.of("variant", "duel")), 300, 13);
        assertEquals(300, results[0] + results[1] + results[2]);
    }
}
