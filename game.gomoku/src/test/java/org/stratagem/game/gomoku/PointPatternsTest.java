package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.stratagem.engine.api.MoveList;

/** The pattern counts kept by make and undo equal a recount from the stones, on random games. */
class PointPatternsTest {

    /** Random games, mostly near the stones so that lines form, with undos mixed in and a copy checked too. */
    @ParameterizedTest(name = "{0}x{0} {1}")
    @CsvSource({"15, FREESTYLE", "15, STANDARD", "7, FREESTYLE", "5, STANDARD", "22, STANDARD"})
    void countsEqualARecountAfterEveryMakeAndUndo(int size, Rule rule) {
        GomokuGame game = new GomokuGame(size, rule);
        Random random = new Random(size * 31L + rule.ordinal());
        NearbyMoves nearby = new NearbyMoves();
        MoveList moves = new MoveList();
        int checks = 0;
        int fivesSeen = 0;
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
                    position.makeMove(moves.get(random.nextInt(moves.size())));
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
        assertTrue(checks > 1000 && fivesSeen > 0, "the games made threats: " + fivesSeen + " five points");
    }

    private static void assertCountsAreRecounted(GomokuPosition position, GomokuGame game) {
        int[][] expected = recount(position);
        for (int colour = 0; colour < 2; colour++) {
            for (Pattern pattern : Pattern.values()) {
                assertEquals(expected[colour][pattern.ordinal()], position.patternCount(colour, pattern),
                        colour + " " + pattern + " after " + game.formatPosition(position));
            }
        }
    }

    /** The patterns of every empty point, line and colour, from a scan of the cells around it. */
    private static int[][] recount(GomokuPosition position) {
        Board board = position.board();
        LinePatterns table = LinePatterns.of(position.rule());
        int[][] counts = new int[2][Pattern.values().length];
        for (int point = 0; point < board.points(); point++) {
            if (!position.isEmpty(point)) {
                continue;
            }
            for (int[] step : Board.DIRECTIONS) {
                for (int colour = 0; colour < 2; colour++) {
                    int code = 0;
                    for (int offset = -LinePatterns.REACH; offset <= LinePatterns.REACH; offset++) {
                        if (offset != 0) {
                            code += state(position, board.x(point) + offset * step[0],
                                    board.y(point) + offset * step[1], colour) * LinePatterns.weight(offset);
                        }
                    }
                    counts[colour][table.of(code).ordinal()]++;
                }
            }
        }
        return counts;
    }

    private static int state(GomokuPosition position, int x, int y, int colour) {
        Board board = position.board();
        if (!board.contains(x, y)) {
            return LinePatterns.BLOCKED;
        }
        int stone = position.colourAt(board.point(x, y));
        return stone < 0 ? LinePatterns.EMPTY : stone == colour ? LinePatterns.OWN : LinePatterns.BLOCKED;
    }
}
