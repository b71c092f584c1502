package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;

/**
 * The pattern counts, the lists of threats and the pattern of every empty point kept by make and
 * undo equal a recount from the stones, on random games, and a move wins exactly where a scan of
 * the board's lines finds five.
 */
class PointPatternsTest {

    /** Random games, mostly near the stones so that lines form, with undos mixed in and a copy checked too. */
    @ParameterizedTest(name = "{0}x{0} {1}")
    @CsvSource({"15, FREESTYLE", "15, STANDARD", "7, FREESTYLE", "5, STANDARD", "22, STANDARD", "15, RENJU", "9, CARO",
        "15, CARO"})
    void countsEqualARecountAfterEveryMakeAndUndo(int size, Rule rule) {
        GomokuGame game = new GomokuGame(size, rule);
        Random random = new Random(size * 31L + rule.ordinal());
        NearbyMoves nearby = new NearbyMoves();
        MoveList moves = new MoveList();
        int checks = 0;
        int fivesSeen = 0;
        int wins = 0;
        for (int sample = 0; sample < 12; sample++) {
            GomokuPosition position = game.parsePosition("");
            for (int step = 0; step < 120; step++) {
                if (position.movesMade() > 0 && (position.isTerminal() || random.nextInt(4) == 0)) {
                    position.undoMove();
                } else {
                    if (random.nextInt(4) == 0) {
                        position.legalMoves(moves);
                    } else {
                        nearby.generate(position, moves);
                    }
                    int mover = position.colourToMove();
                    boolean canWin = position.patternCount(mover, Pattern.FIVE) > 0
                            && position.isLegal(position.threatPoint(mover, Pattern.FIVE, 0));
                    position.makeMove(canWin && random.nextInt(3) == 0 ? position.threatPoint(mover, Pattern.FIVE, 0)
                            : moves.get(random.nextInt(moves.size())));
                    boolean won = position.isTerminal() && position.terminalValue(0) != 0;
                    assertEquals(position.hasWinningLine(), won, "the win read off the patterns after " + game.formatPosition(position));
                    wins += won ? 1 : 0;
                }
                assertCountsAreRecounted(position, game);
                checks++;
                fivesSeen += position.patternCount(0, Pattern.FIVE) + position.patternCount(1, Pattern.FIVE);
            }
            assertCountsAreRecounted(position.copy(), game);
            while (position.movesMade() > 0) {
                position.undoMove();
                assertCountsAreRecounted(position, game);
            }
        }
        assertTrue(checks > 1000 && fivesSeen > 0 && wins > 0, "the games made threats: " + fivesSeen + " five points, " + wins + " wins");
    }

    private static void assertCountsAreRecounted(GomokuPosition position, GomokuGame game) {
        List<List<List<Integer>>> expected = recount(position);
        for (int colour = 0; colour < 2; colour++) {
            for (Pattern pattern : Pattern.values()) {
                List<Integer> points = expected.get(colour).get(pattern.ordinal());
                String where = colour + " " + pattern + " after " + game.formatPosition(position);
                assertEquals(points.size(), position.patternCount(colour, pattern), where);
                if (pattern.compareTo(PointPatterns.LISTED) >= 0) {
                    List<Integer> listed = new ArrayList<>();
                    for (int i = 0; i < points.size(); i++) {
                        listed.add(position.threatPoint(colour, pattern, i));
                    }
                    Collections.sort(listed);
                    assertEquals(points, listed, where);
                }
            }
        }
    }

    /**
     * The patterns of every empty point, line and colour, from a scan of the cells around it, each
     * checked against the pattern the position keeps for it ({@link GomokuPosition#patternAt}).
     *
     * @return by colour and pattern, the point of each (point, line) pair making it, in point order
     */
    private static List<List<List<Integer>>> recount(GomokuPosition position) {
        Board board = position.board();
        List<List<List<Integer>>> points = new ArrayList<>();
        for (int colour = 0; colour < 2; colour++) {
            points.add(new ArrayList<>());
            for (int i = 0; i < Pattern.values().length; i++) {
                points.get(colour).add(new ArrayList<>());
            }
        }
        for (int point = 0; point < board.points(); point++) {
            if (!position.isEmpty(point)) {
                continue;
            }
            for (int direction = 0; direction < Board.DIRECTIONS.length; direction++) {
                int[] step = Board.DIRECTIONS[direction];
                for (int colour = 0; colour < 2; colour++) {
                    LinePatterns table = LinePatterns.of(position.rule(), colour);
                    int code = 0;
                    for (int offset = -table.reach(); offset <= table.reach(); offset++) {
                        if (offset != 0) {
                            code += table.cellCode(state(position, board.x(point) + offset * step[0],
                                    board.y(point) + offset * step[1], colour), LinePatterns.cell(offset, table.reach()));
                        }
                    }
                    Pattern pattern = table.of(code);
                    assertEquals(pattern.ordinal(), position.patternAt(colour, point, direction),
                            "the pattern kept for " + point + " along " + direction);
                    points.get(colour).get(pattern.ordinal()).add(point);
                }
            }
        }
        return points;
    }

    private static int state(GomokuPosition position, int x, int y, int colour) {
        Board board = position.board();
        if (!board.contains(x, y)) {
            return LinePatterns.EDGE;
        }
        int stone = position.colourAt(board.point(x, y));
        return stone < 0 ? LinePatterns.EMPTY : stone == colour ? LinePatterns.OWN : LinePatterns.BLOCKED;
    }
}
