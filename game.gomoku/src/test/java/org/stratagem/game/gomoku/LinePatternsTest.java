package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The patterns of hand-built lines, under both rules. A line is a whole line of the board: its ends
 * are the edges; {@code +} is the point played, {@code X} the player's stones, {@code O} the
 * opponent's, {@code .} empty points.
 */
class LinePatternsTest {

    @ParameterizedTest(name = "{0}: {1} freestyle, {2} standard")
    @CsvSource(delimiter = '|', value = {
        "....XXXX+.....  | FIVE       | FIVE",
        "...XXX+XX.....  | FIVE       | NONE",
        "...XXXX+X.....  | FIVE       | NONE",
        "..X.XXX+......  | OPEN_FOUR  | FOUR",
        "....XXX+......  | OPEN_FOUR  | OPEN_FOUR",
        "...OXXX+......  | FOUR       | FOUR",
        "XXX+..........  | FOUR       | FOUR",
        "....XXX+O.....  | FOUR       | FOUR",
        "....XX.X+.....  | FOUR       | FOUR",
        "...OXXX+O.....  | NONE       | NONE",
        "..X.XX+.X.....  | OPEN_FOUR  | OPEN_FOUR",
        ".....XX+......  | OPEN_THREE | OPEN_THREE",
        "....X.X+......  | OPEN_THREE | OPEN_THREE",
        "....X+.X......  | OPEN_THREE | OPEN_THREE",
        "....OXX+......  | THREE      | THREE",
        "...OX.X+......  | THREE      | THREE",
        "..O.XX+.O.....  | THREE      | THREE",
        "XX+...........  | THREE      | THREE",
        ".XX+..........  | OPEN_THREE | OPEN_THREE",
        "X.XX+.XX......  | OPEN_FOUR  | FOUR",
        "XX.XX+X.......  | OPEN_FOUR  | FOUR",
        "......X+......  | OPEN_TWO   | OPEN_TWO",
        "....X..+......  | OPEN_TWO   | OPEN_TWO",
        ".....OX+......  | TWO        | TWO",
        "......+.......  | NONE       | NONE",
        "OX+..O        | NONE       | NONE",
        "X+...         | TWO        | TWO"})
    void linesArePatterns(String line, Pattern freestyle, Pattern standard) {
        assertEquals(freestyle, LinePatterns.of(Rule.FREESTYLE).of(code(line.strip())), "freestyle");
        assertEquals(standard, LinePatterns.of(Rule.STANDARD).of(code(line.strip())), "standard");
    }

    /** The code of the point marked {@code +}, seen by X; beyond the line's ends is off the board. */
    private static int code(String line) {
        int point = line.indexOf('+');
        int code = 0;
        for (int offset = -LinePatterns.REACH; offset <= LinePatterns.REACH; offset++) {
            int index = point + offset;
            if (offset == 0) {
                continue;
            }
            char cell = index < 0 || index >= line.length() ? 'O' : line.charAt(index);
            int state = switch (cell) {
                case 'X' -> LinePatterns.OWN;
                case 'O' -> LinePatterns.BLOCKED;
                default -> LinePatterns.EMPTY;
            };
            code += state * LinePatterns.weight(offset);
        }
        return code;
    }
}
