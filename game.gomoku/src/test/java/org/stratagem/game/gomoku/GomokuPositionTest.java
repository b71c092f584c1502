package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;

/** The rules: lines in every direction, overlines by rule, draws, make and undo, keys, nearby points. */
class GomokuPositionTest {
    private final GomokuGame freestyle = new GomokuGame();

    /** Black builds five along a line from (x, y) by (dx, dy), white answering far away; black wins on the fifth. */
    @ParameterizedTest
    @ValueSource(strings = {"0,0,1,0", "10,14,1,0", "14,0,0,1", "0,0,1,1", "10,10,1,1", "4,0,-1,1", "14,10,-1,1"})
    void fiveInARowWinsInEveryDirectionUpToTheEdges(String line) {
        String[] part = line.split(",");
        int x = Integer.parseInt(part[0]);
        int y = Integer.parseInt(part[1]);
        int dx = Integer.parseInt(part[2]);
        int dy = Integer.parseInt(part[3]);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            moves.add((x + i * dx) + "," + (y + i * dy));
            if (i < 4) {
                moves.add(farFrom(x, y, i));
            }
        }
        GomokuPosition beforeLast = freestyle.parsePosition(String.join(" ", moves.subList(0, 8)));
        assertFalse(beforeLast.isTerminal(), line);
        GomokuPosition won = freestyle.parsePosition(String.join(" ", moves));
        assertTrue(won.isTerminal(), line);
        assertEquals(Position.NOBODY, won.seatToMove());
        assertEquals(1, won.terminalValue(0), "black wins");
        assertEquals(-1, won.terminalValue(1));
        MoveList none = new MoveList();
        won.legalMoves(none);
        assertTrue(none.isEmpty());
    }

    /** A white stone in the corner region opposite the line, never in a row with another. */
    private static String farFrom(int x, int y, int i) {
        int wx = x < 7 ? 14 - 2 * i : 2 * i;
        int wy = y < 7 ? 14 : 0;
        return wx + "," + wy;
    }

    /** A strategy's answer is a move only if it names an empty point of the board the side to move may play. */
    @Test
    void aLegalPointIsOnTheBoardEmptyAndPlayable() {
        GomokuPosition renju = new GomokuGame(15, Rule.RENJU).parsePosition("7,7 0,0 8,7 0,2 10,7 0,4 11,7");
        assertTrue(renju.isLegalPoint(renju.board().point(5, 5)));
        assertFalse(renju.isLegalPoint(renju.board().point(7, 7)), "a stone");
        assertFalse(renju.isLegalPoint(MoveList.NONE), "no move");
        assertFalse(renju.isLegalPoint(renju.board().points()), "past the board");
        GomokuPosition blackToMove = new GomokuGame(15, Rule.RENJU).parsePosition("6,7 0,0 7,7 0,2 8,7 0,4 10,7 0,6 11,7 0,8");
        assertFalse(blackToMove.isLegalPoint(blackToMove.board().point(9, 7)), "black's overline");
    }

    @Test
    void anOverlineWinsInFreestyleButNotInStandard() {
        String six = "0,0 0,5 1,0 2,5 2,0 4,5 4,0 6,5 5,0 8,5 3,0";
        assertTrue(freestyle.parsePosition(six).isTerminal());
        GomokuGame standard = new GomokuGame(15, Rule.STANDARD);
        GomokuPosition overline = standard.parsePosition(six);
        assertFalse(overline.isTerminal(), "six in a row do not win under the standard rule");
        assertEquals(1, overline.seatToMove());
        assertTrue(standard.parsePosition("0,0 0,5 1,0 2,5 2,0 4,5 4,0 6,5 3,0").isTerminal(), "exactly five do");
    }

    /**
     * Each rule's judgement of the last stone of a line (the case's {@code +}), on a set-up board:
     * black ({@code X}) or white ({@code O}) completing five, six, five closed by the opponent at
     * both ends, and five closed at one end with the edge at the other. {@code win}: the game ends,
     * the mover wins; {@code on}: it goes on; {@code illegal}: black may not play there.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "FREESTYLE | ..XXXX+.. | win",
        "FREESTYLE | .XX+XXX.. | win",
        "FREESTYLE | OXXXX+O.. | win",
        "FREESTYLE | ..OOOO+.. | win",
        "STANDARD  | ..XXXX+.. | win",
        "STANDARD  | .XX+XXX.. | on",
        "STANDARD  | .OO+OOO.. | on",
        "STANDARD  | OXXXX+O.. | win",
        "RENJU     | ..XXXX+.. | win",
        "RENJU     | .XX+XXX.. | illegal",
        "RENJU     | .OO+OOO.. | win",
        "RENJU     | OXXXX+O.. | win",
        "RENJU     | XOOOO+X.. | win",
        "CARO      | ..XXXX+.. | win",
        "CARO      | .XX+XXX.. | win",
        "CARO      | OXXXX+O.. | on",
        "CARO      | XOOOO+X.. | on",
        "CARO      | OXXX+XO.. | on",
        "CARO      | XXXX+O... | win",
        "CARO      | OXXXX+... | win"})
    void everyRuleJudgesFivesOverlinesAndBlockedFives(Rule rule, String line, String outcome) {
        GomokuGame game = new GomokuGame(9, rule);
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (int x = 0; x < line.length(); x++) {
            switch (line.charAt(x)) {
                case 'X' -> black.add(x + ",4");
                case 'O' -> white.add(x + ",4");
                default -> {
                    // an empty point, or the point to play
                }
            }
        }
        int mover = line.contains("OOOO+") || line.contains("OO+OOO") ? 1 : 0;
        GomokuPosition position = game.parsePosition("black " + String.join(" ", black) + " 0,8 white "
                + String.join(" ", white) + " 8,8 next " + (mover == 0 ? "black" : "white"));
        String move = line.indexOf('+') + ",4";
        if (outcome.equals("illegal")) {
            assertThrows(NotationException.class, () -> game.parseMove(position, move));
            return;
        }
        position.makeMove(game.parseMove(position, move));
        assertEquals(outcome.equals("win"), position.isTerminal(), rule + " " + line);
        if (position.isTerminal()) {
            assertEquals(1, position.terminalValue(mover));
        }
    }

    /** 13 black and 12 white stones fill a 5x5 board without a line of one colour: a draw. */
    @Test
    void aFullBoardWithoutFiveIsADraw() {
        String[] rows = {"BWWBW", "WWBBW", "BWBBB", "BBWWB", "BBWWW"};
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                (rows[y].charAt(x) == 'B' ? black : white).add(x + "," + y);
            }
        }
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < black.size(); i++) {
            moves.add(black.get(i));
            if (i < white.size()) {
                moves.add(white.get(i));
            }
        }
        GomokuPosition full = new GomokuGame(5, Rule.FREESTYLE).parsePosition(String.join(" ", moves));
        assertTrue(full.isTerminal());
        assertEquals(0, full.terminalValue(0));
        assertEquals(0, full.terminalValue(1));
    }

    @Test
    void undoRestoresEveryStoneAndKeyAndMovesInAnyOrderReachOneKey() {
        GomokuPosition position = freestyle.parsePosition("7,7 7,8");
        long start = position.key();
        position.makeMove(point(8, 8));
        position.makeMove(point(6, 6));
        position.makeMove(point(9, 9));
        long after = position.key();
        assertEquals(3, position.movesMade());
        position.undoMove();
        position.undoMove();
        position.undoMove();
        assertEquals(start, position.key());
        assertEquals(0, position.movesMade());
        assertThrows(IllegalStateException.class, position::undoMove, "the given moves cannot be taken back");
        assertEquals(after, freestyle.parsePosition("9,9 7,8 7,7 6,6 8,8").key(), "the same stones, another order");
        assertNotEquals(after, freestyle.parsePosition("7,8 7,7 8,8 6,6 9,9").key(), "the colours swapped");
        assertNotEquals(after, new GomokuGame(15, Rule.STANDARD).parsePosition("9,9 7,8 7,7 6,6 8,8").key(),
                "the same stones under another rule: tables shared by both rules keep them apart");
    }

    @Test
    void aPassHandsTheTurnOverAsASetUpPositionWithTheOtherSideToMoveWould() {
        GomokuPosition position = freestyle.parsePosition("7,7 7,8 8,8");
        long before = position.key();
        position.pass();
        assertEquals(0, position.seatToMove(), "black again");
        assertEquals(freestyle.parsePosition("black 7,7 8,8 white 7,8 next black").key(), position.key());
        position.makeMove(point(9, 9));
        assertEquals(freestyle.parsePosition("black 7,7 8,8 9,9 white 7,8 next white").key(), position.key());
        assertEquals(1, position.seatToMove());
        position.undoMove();
        position.undoPass();
        assertEquals(before, position.key());
        assertEquals(1, position.seatToMove());
        assertEquals(freestyle.parsePosition("7,7 7,8 8,8").key(), position.key());
    }

    /**
     * The nearby points, kept by make and undo, equal a scan of the stones on random games: on the
     * standard board, the largest and a rectangle (rows and columns kept apart).
     */
    @ParameterizedTest
    @CsvSource({"15, 15", "22, 22", "20, 7"})
    void nearbyMovesAreTheEmptyPointsWithinTwoOfAStone(int width, int height) {
        Board board = new Board(width, height);
        Random random = new Random(5);
        NearbyMoves nearby = new NearbyMoves();
        MoveList generated = new MoveList();
        MoveList legal = new MoveList();
        for (int game = 0; game < 40; game++) {
            GomokuPosition position = new GomokuPosition(board, Rule.FREESTYLE);
            while (!position.isTerminal() && position.stones() < 60) {
                nearby.generate(position, generated);
                assertEquals(expectedNearby(position, board), List.of(boxed(generated)), "game " + game);
                position.legalMoves(legal);
                position.makeMove(random.nextInt(3) == 0 ? legal.get(random.nextInt(legal.size()))
                        : generated.get(random.nextInt(generated.size())));
            }
            while (position.movesMade() > 0) {
                position.undoMove();
            }
            nearby.generate(position, generated);
            assertEquals(List.of(board.point(width / 2, height / 2)), List.of(boxed(generated)), "the centre of the empty board");
        }
    }

    private static List<Integer> expectedNearby(GomokuPosition position, Board board) {
        List<Integer> expected = new ArrayList<>();
        if (position.stones() == 0) {
            expected.add(board.point(board.width() / 2, board.height() / 2));
            return expected;
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (position.isEmpty(board.point(x, y)) && hasStoneWithinTwo(position, board, x, y)) {
                    expected.add(board.point(x, y));
                }
            }
        }
        return expected;
    }

    private static boolean hasStoneWithinTwo(GomokuPosition position, Board board, int x, int y) {
        for (int ny = y - 2; ny <= y + 2; ny++) {
            for (int nx = x - 2; nx <= x + 2; nx++) {
                if (board.contains(nx, ny) && !position.isEmpty(board.point(nx, ny))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Integer[] boxed(MoveList moves) {
        Integer[] boxed = new Integer[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            boxed[i] = moves.get(i);
        }
        return boxed;
    }

    private static int point(int x, int y) {
        return y * 15 + x;
    }
}
