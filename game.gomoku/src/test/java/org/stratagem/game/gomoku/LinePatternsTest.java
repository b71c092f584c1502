package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
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
        for (int offset = -table.reach(); offset <= table.reach(); offset++) {
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
            code += table.cellCode(state, LinePatterns.cell(offset, table.reach()));
        }
        return table.of(code);
    }

    /**
     * Freestyle's table sees four cells each side, the others five: where five or more win, the fifth
     * cell never changes a pattern. Every neighbourhood of five cells each side (the edge as the
     * opponent's stone, as both tables take it) has the same pattern in freestyle's table, its outer
     * cells dropped, as in the five-or-more table of renju's white, which sees them.
     */
    @Test
    void freestylesShorterReachLosesNoPattern() {
        LinePatterns near = LinePatterns.of(Rule.FREESTYLE, 0);
        LinePatterns far = LinePatterns.of(Rule.RENJU, 1);
        assertEquals(4, near.reach());
        assertEquals(LinePatterns.MAX_REACH, far.reach());
        int[] states = {LinePatterns.EMPTY, LinePatterns.OWN, LinePatterns.BLOCKED};
        int neighbourhoods = (int) Math.pow(states.length, far.cells());
        for (int n = 0; n < neighbourhoods; n++) {
            int nearCode = 0;
            int farCode = 0;
            int digits = n;
            for (int offset = -far.reach(); offset <= far.reach(); offset++) {
                if (offset == 0) {
                    continue;
                }
                int state = states[digits % states.length];
                digits /= states.length;
                farCode += far.cellCode(state, LinePatterns.cell(offset, far.reach()));
                if (Math.abs(offset) <= near.reach()) {
                    nearCode += near.cellCode(state, LinePatterns.cell(offset, near.reach()));
                }
            }
            assertEquals(far.of(farCode), near.of(nearCode), "neighbourhood " + n);
        }
    }
}
