package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The file of the 26 canonical renju openings: each parses as a game that goes on, has its stones
 * where the openings' rules put them, and no two are the same opening turned or mirrored, so that
 * the 26 are all there is.
 */
class RenjuOpeningsTest {
    private static final int CENTRE = 7;

    @Test
    void theTwentySixOpeningsAreEveryClassOfThreeStonesOnce() {
        List<String> positions = RenjuOpenings.positions();
        assertEquals(26, positions.size());
        GomokuGame game = new GomokuGame();
        Set<String> classes = new HashSet<>();
        int direct = 0;
        for (String text : positions) {
            GomokuPosition position = game.parsePosition(text);
            assertFalse(position.isTerminal(), text);
            int[][] stones = new int[3][];
            for (int i = 0; i < 3; i++) {
                int move = position.moves()[i];
                stones[i] = new int[] {position.board().x(move) - CENTRE, position.board().y(move) - CENTRE};
            }
            assertEquals(List.of(0, 0), List.of(stones[0][0], stones[0][1]), text + ": black first on the centre");
            assertEquals(1, Math.max(Math.abs(stones[1][0]), Math.abs(stones[1][1])), text + ": white next to it");
            assertTrue(Math.max(Math.abs(stones[2][0]), Math.abs(stones[2][1])) <= 2, text + ": black's next within the central 5x5");
            direct += stones[1][0] == 0 || stones[1][1] == 0 ? 1 : 0;
            assertTrue(classes.add(canonical(stones)), text + " repeats an opening turned or mirrored");
        }
        assertEquals(13, direct, "13 direct openings, 13 indirect");
    }

    /** The openings moved to the centre of any board stay on it, the first stone on the centre. */
    @Test
    void theOpeningsMoveToTheCentreOfEveryBoard() {
        for (Board board : List.of(new Board(5), new Board(20), new Board(22, 7))) {
            List<int[]> openings = RenjuOpenings.on(board);
            assertEquals(26, openings.size());
            for (int[] opening : openings) {
                assertEquals(board.point((board.width() - 1) / 2, (board.height() - 1) / 2), opening[0], board.dimensions());
                GomokuGame game = new GomokuGame(board, Rule.RENJU);
                assertEquals(3, game.parsePosition(game.formatMove(null, opening[0]) + " " + game.formatMove(null, opening[1])
                        + " " + game.formatMove(null, opening[2])).stones());
            }
        }
    }

    /** @return the least of the opening's eight images under the symmetries of the square about the centre */
    private static String canonical(int[][] stones) {
        String least = null;
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            StringBuilder image = new StringBuilder();
            for (int[] stone : stones) {
                int x = (symmetry & 1) == 0 ? stone[0] : -stone[0];
                int y = (symmetry & 2) == 0 ? stone[1] : -stone[1];
                image.append((symmetry & 4) == 0 ? x + "," + y : y + "," + x).append(' ');
            }
            least = least == null || image.toString().compareTo(least) < 0 ? image.toString() : least;
        }
        return least;
    }
}
