package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Whole boards whose every forbidden point is known, from the test suite and the rules page of
 * mintaka, a renju engine that judges the RIF rules strictly (github.com/junghyun397/mintaka:
 * {@code rusty_renju/tests/test_forbid.rs}, {@code rusty_renju/tests/test_nested_forbid.rs},
 * {@code documents/renju.md}; the nested cases are those of its {@code strict_renju} feature, the
 * full recursion of the RIF rules). The diagrams are redrawn here, row 15 of theirs on top; the
 * judgement does not depend on the board's orientation.
 *
 * <p>A board is drawn row by row: {@code X} black, {@code O} white, {@code .} an empty point where
 * black may play, and an empty point where black may not: {@code 6} an overline, {@code 4} a double
 * four, {@code 3} a double three (mintaka's marks). Every empty point is checked, so a board says as
 * much about where black may play as about where it may not, both by {@link Forbidden} and by
 * {@link RenjuReference}.
 */
class ForbiddenGoldenTest {

    /**
     * An overline ({@code F8}), a double four of a closed four and a broken four ({@code E14}), a
     * double three ({@code K5}), and {@code K12}, where an overline along the row gives way to the
     * five along the column (test_forbid.rs, basic_forbidden_moves).
     */
    @Test
    void basicForbiddenMoves() {
        assertBoard(
                "..........X....",
                "....4.....X....",
                "....X.....X....",
                "..X.X....X.XXXX",
                ".X..X.....X....",
                "X...O..........",
                "...............",
                "...XX6XXX......",
                "...............",
                "...............",
                ".........X3.X..",
                ".X........X....",
                ".X.X......X....",
                "...X...........",
                "...............");
    }

    /**
     * Two fours along one line, {@code X.X+X.X}, {@code X.XX+.X} and {@code XX.X+.XX}, each one
     * double four; the bottom row's look-alikes, whose second five point would be an overline, are
     * single fours (documents/renju.md, single-line forbidden moves).
     */
    @Test
    void twoFoursAlongOneLine() {
        assertBoard(
                "...............",
                "....X.X4X.X....",
                "...............",
                "....OOOOOOO....",
                "...............",
                "....X.XX4.X....",
                "...............",
                "....OOOOOOO....",
                "...............",
                "....XX.X4.XX...",
                "...............",
                "....OOOOOOO....",
                "...............",
                "..X.X.XX..XX.X.",
                "...............");
    }

    /** Threes that look real but cannot become a straight four, so no double three (test_forbid.rs, pseudo_double_three). */
    @Test
    void pseudoDoubleThrees() {
        assertBoard(board(blank(5), "........O......", "....OOXOO......", "....X3.X.......", "....XO.........",
                "....XXX........", "....X..........", "....O..........", blank(3)));
        assertBoard(board(blank(4), ".......O.......", ".....O.........", ".....XX........", "......OXO......",
                "......OXO......", "........XXXO...", blank(5)));
        assertBoard(board(blank(4), "....O..........", ".....X.........", "......XOOX.....", ".......XX......",
                ".....X.OO......", "....OXX.OX.....", ".....O.O.X.....", blank(4)));
        assertBoard(board(blank(3), "....O..........", ".....O.........", ".....XO.OX.....", "......X.X......",
                ".......XOX.....", ".....XOXOXO....", ".....X...O.....", ".....O.........", blank(4)));
    }

    /**
     * The recursive boards, and how deep each needs the recursion at its deepest point, as
     * {@link RenjuReference} cut off at each depth measures it (the depths are ours, not mintaka's):
     * one level for single_nested and the first double_nested board, two for the second
     * double_nested, pseudo_double_nested and recursive_double_three, three and four or more for the
     * multiple_nested boards.
     */
    @Test
    void recursiveDoubleThrees() {
        List<Integer> depths = new ArrayList<>();
        for (String[] rows : recursiveBoards()) {
            int[][] grid = assertBoard(rows);
            RenjuReference rules = new RenjuReference(grid, Integer.MAX_VALUE);
            RenjuReference[] cutOff = ForbiddenReferenceTest.cutOff(grid);
            int deepest = 0;
            for (int x = 0; x < grid.length; x++) {
                for (int y = 0; y < grid[x].length; y++) {
                    if (grid[x][y] == 0) {
                        deepest = Math.max(deepest, ForbiddenReferenceTest.depthNeeded(cutOff, x, y, rules.judge(x, y)));
                    }
                }
            }
            depths.add(deepest);
        }
        assertEquals(List.of(1, 1, 2, 2, 3, 4, 2), depths, "4 for four levels or more");
    }

    /**
     * The boards whose verdicts turn on the recursion of the three, also the seeds of
     * {@link ForbiddenReferenceTest}'s generated positions: from test_nested_forbid.rs,
     * single_nested_double_three, double_nested_double_three (two boards),
     * pseudo_double_nested_double_three, multiple_nested_double_three (two boards),
     * recursive_double_three; the first of the double-nested boards and the first of the
     * multiple-nested ones are also documents/renju.md's "nested" and "multiple-nested" diagrams.
     */
    static List<String[]> recursiveBoards() {
        String[] empty = blank(3);
        return List.of(
                board(empty, ".......O.......", ".......X.......", ".....O.X.......", ".....XOXO......", "....3X.X.O.....",
                        "..OXXXXOX......", "....3X.O.O.....", "....XOO........", "...O...........", empty),
                board(empty, "...............", "...O..O........", "....X..X.O.....", "....OXOXX......", "......XX3......",
                        "......OOXX.....", ".....X.........", "....OX.........", ".....O.........", empty),
                board(empty, "...............", "...O..O........", "....X.3X3O.....", "....OXOXX......", "......XX3.O....",
                        "......OOXX.....", ".....XO........", "....OX.........", ".....O.........", empty),
                board(empty, "...............", ".....X...O.....", "..........X....", ".......3..OX...", ".....OXXXOX....",
                        ".....X.3.......", ".......X3......", ".........X.....", "...............", empty),
                board(empty, ".......X.......", "............X..", ".....O...3..OX.", "..OX..XOXXXOX..", "...XOO.XO3.....",
                        ".O..XX3..X3....", "......X...XXO..", "....O..........", "...............", empty),
                board(empty, ".......X.......", "............X.X", ".....O...3..OX.", "..OX..XOXXXOX..", "...XOO.XO3.....",
                        ".O.3XX3..X.....", "......X...XXO..", "....O..........", "...............", empty),
                board(empty, "...............", "...............", "......OO.......", ".....3XX3......", "....OXXXXO.....",
                        "....OXXXXO.....", ".....3XX3......", "......OO.......", "...............", empty));
    }

    /** @return that many empty rows */
    private static String[] blank(int rows) {
        String[] blank = new String[rows];
        Arrays.fill(blank, ".".repeat(15));
        return blank;
    }

    /** Rows, or groups of rows, joined into one board. */
    private static String[] board(Object... parts) {
        return Arrays.stream(parts)
                .flatMap(part -> part instanceof String[] rows ? Arrays.stream(rows) : Stream.of((String) part))
                .toArray(String[]::new);
    }

    /**
     * Checks every empty point of the board by both judges.
     *
     * @return the board's stones by {@code [x][y]}: 0 empty, 1 black, 2 white
     */
    static int[][] assertBoard(String... rows) {
        assertEquals(15, rows.length, "a board of 15 rows");
        int[][] grid = new int[rows.length][rows.length];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows.length; x++) {
                grid[x][y] = "XO".indexOf(rows[y].charAt(x)) + 1;
            }
        }
        GomokuPosition position = ForbiddenReferenceTest.position(grid);
        RenjuReference reference = new RenjuReference(grid, Integer.MAX_VALUE);
        Map<String, String> expected = new TreeMap<>();
        Map<String, String> found = new TreeMap<>();
        Map<String, String> byReference = new TreeMap<>();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows.length; x++) {
                int mark = "643".indexOf(rows[y].charAt(x));
                if (grid[x][y] != 0) {
                    continue;
                }
                String point = x + "," + y;
                if (mark >= 0) {
                    expected.put(point, Forbidden.Kind.values()[mark].label());
                }
                label(found, point, position.forbiddenKind(position.board().point(x, y)));
                label(byReference, point, reference.judge(x, y));
            }
        }
        String board = String.join("\n", rows);
        assertEquals(expected, found, "Forbidden on\n" + board);
        assertEquals(expected, byReference, "RenjuReference on\n" + board);
        return grid;
    }

    private static void label(Map<String, String> verdicts, String point, Forbidden.Kind kind) {
        if (kind != null) {
            verdicts.put(point, kind.label());
        }
    }
}
