package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.stratagem.testkit.command.CommandHarness;

/**
 * {@code gomoku forbidden POSITION} as a user, or a checker comparing it with another renju engine,
 * runs it: the position in the set-up notation, one {@code x,y KIND} line a forbidden point, by row
 * then column, nothing else. Checked on the recursive golden boards and on random dense positions
 * against {@link RenjuReference}.
 */
class ForbiddenCommandTest {

    /** The golden boards whose verdicts turn on the recursion, through the command. */
    @Test
    void listsTheRecursiveGoldenBoardsForbiddenPoints() {
        for (String[] rows : ForbiddenGoldenTest.recursiveBoards()) {
            List<String> expected = new ArrayList<>();
            for (int y = 0; y < rows.length; y++) {
                for (int x = 0; x < rows[y].length(); x++) {
                    int mark = "643".indexOf(rows[y].charAt(x));
                    if (mark >= 0) {
                        expected.add(x + "," + y + " " + Forbidden.Kind.values()[mark].label());
                    }
                }
            }
            assertEquals(expected, forbidden(ForbiddenTest.setUp(rows, "black")), String.join("\n", rows));
        }
    }

    /**
     * Random positions with black's shapes all over, on boards square or not given with
     * {@code --size}, black or white to move, through the command.
     */
    @Test
    void agreesWithTheReferenceThroughTheCommand() {
        Random random = new Random(17L);
        int listed = 0;
        for (int i = 0; i < 40; i++) {
            int width = 9 + random.nextInt(7);
            int height = i % 2 == 0 ? width : 9 + random.nextInt(7);
            int[][] grid = ForbiddenReferenceTest.clustered(random, width, height, width * height / 4, 0.6);
            if (ForbiddenReferenceTest.position(grid).hasWinningLine()) {
                continue;
            }
            RenjuReference reference = new RenjuReference(grid, Integer.MAX_VALUE);
            List<String> expected = new ArrayList<>();
            List<String> black = new ArrayList<>();
            List<String> white = new ArrayList<>();
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    Forbidden.Kind kind = grid[x][y] == 0 ? reference.judge(x, y) : null;
                    if (kind != null) {
                        expected.add(x + "," + y + " " + kind.label());
                    }
                    if (grid[x][y] != 0) {
                        (grid[x][y] == 1 ? black : white).add(x + "," + y);
                    }
                }
            }
            String setUp = "black " + String.join(" ", black) + " white " + String.join(" ", white) + " next "
                    + (random.nextBoolean() ? "black" : "white");
            String size = width == height ? String.valueOf(width) : width + "x" + height;
            assertEquals(expected, forbidden(setUp, "--size", size), size + ": " + setUp);
            listed += expected.size();
        }
        assertTrue(listed > 40, "forbidden points listed: " + listed);
    }

    /** @return the lines {@code gomoku forbidden POSITION [--size N]} prints, given the position and options */
    private static List<String> forbidden(String... positionAndOptions) {
        String[] command = Stream.concat(Stream.of(GomokuCommand.FORBIDDEN), Stream.of(positionAndOptions))
                .toArray(String[]::new);
        CommandHarness context = new CommandHarness(command);
        assertEquals(0, new GomokuCommand().run(context), String.join(" ", command));
        return context.lines();
    }
}
