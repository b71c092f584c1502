package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The patterns of hand-built lines, under every rule (caro's differ where the opponent's stones
 * would block a five at both ends: the edge does not). A line is a whole line of the board: its ends
 * are the edges; {@code +} is the point played, {@code X} the player's stones, {@code O} the
 * opponent's, {@code .} empty points.
 */
class LinePatternsTest {

    @ParameterizedTest(name = "{0}: {1} freestyle, {2} standard, {3} caro")
    @CsvSource(delimiter = '|', value = {
        "....XXXX+.....  | FIVE       | FIVE       | FIVE",
        "...XXX+XX.....  | FIVE       | NONE       | FIVE",
        "...XXXX+X.....  | FIVE       | NONE       | FIVE",
        "..X.XXX+......  | OPEN_FOUR  | FOUR       | OPEN_FOUR",
        "....XXX+......  | OPEN_FOUR  | OPEN_FOUR  | OPEN_FOUR",
        "...OXXX+......  | FOUR       | FOUR       | FOUR",
        "XXX+..........  | FOUR       | FOUR       | FOUR",
        "....XXX+O.....  | FOUR       | FOUR       | FOUR",
        "....XX.X+.....  | FOUR       | FOUR       | FOUR",
        "...OXXX+O.....  | NONE       | NONE       | NONE",
        "..X.XX+.X.....  | OPEN_FOUR  | OPEN_FOUR  | OPEN_FOUR",
        ".....XX+......  | OPEN_THREE | OPEN_THREE | OPEN_THREE",
        "....X.X+......  | OPEN_THREE | OPEN_THREE | OPEN_THREE",
        "....X+.X......  | OPEN_THREE | OPEN_THREE | OPEN_THREE",
        "....OXX+......  | THREE      | THREE      | THREE",
        "...OX.X+......  | THREE      | THREE      | THREE",
        "..O.XX+.O.....  | THREE      | THREE      | NONE",
        "XX+...........  | THREE      | THREE      | THREE",
        ".XX+..........  | OPEN_THREE | OPEN_THREE | OPEN_THREE",
        "X.XX+.XX......  | OPEN_FOUR  | FOUR       | OPEN_FOUR",
        "XX.XX+X.......  | OPEN_FOUR  | FOUR       | OPEN_FOUR",
        "......X+......  | OPEN_TWO   | OPEN_TWO   | OPEN_TWO",
        "....X..+......  | OPEN_TWO   | OPEN_TWO   | OPEN_TWO",
        ".....OX+......  | TWO        | TWO        | TWO",
        "......+.......  | NONE       | NONE       | NONE",
        "OX+..O        | NONE       | NONE       | NONE",
        "X+...         | TWO        | TWO        | TWO",
        "XXXX+O......   | FIVE       | FIVE       | FIVE",
        "OXXXX+O.....   | FIVE       | FIVE       | NONE",
        "OXX+XXXO....   | FIVE       | NONE       | NONE"})
    void linesArePatterns(String line, Pattern freestyle, Pattern standard, Pattern caro) {
        assertEquals(freestyle, patternOf(LinePatterns.of(Rule.FREESTYLE, 0), line.strip()), "freestyle");
        assertEquals(standard, patternOf(LinePatterns.of(Rule.STANDARD, 0), line.strip()), "standard");
        assertEquals(caro, patternOf(LinePatterns.of(Rule.CARO, 0), line.strip()), "caro");
        assertEquals(standard, patternOf(LinePatterns.of(Rule.RENJU, 0), line.strip()), "renju, black: exactly five");
        assertEquals(freestyle, patternOf(LinePatterns.of(Rule.RENJU, 1), line.strip()), "renju, white: five or more");
    }

    /** The table's pattern of the point marked {@code +}, seen by X; beyond the line's ends is the edge. */
    private static Pattern patternOf(LinePatterns table, String line) {
        int point = line.indexOf('+');
        int code = 0;
        for (int offset = -LinePatterns.REACH; offset <= LinePatterns.REACH; offset++) {
            int index = point + offset;
            if (offset == 0) {
                continue;
            }
            char cell = index < 0 || index >= line.length() ? '#' : line.charAt(index);
            int state = switch (cell) {
                case 'X' -> LinePatterns.OWN;
                case 'O' -> LinePatterns.BLOCKED;
                case '#' -> LinePatterns.EDGE;
                default -> LinePatterns.EMPTY;
            };
            code += table.cellCode(state, LinePatterns.cell(offset));
        }
        return table.of(code);
    }
}
