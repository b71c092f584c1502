package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.NotationException;

/** Lineups: the jbrain format both ways, the placement rules with their one-line errors, random and default lineups. */
class LineupTest {
    private static final String STANDARD = "38 E 36 E 37 34 . 35 . 34 39 33 . 36 E 37 . 40 . 38 B M 35 34 B M F M 33 33";

    private static String refusal(String text) {
        return assertThrows(NotationException.class, () -> Lineup.parse(text)).getMessage();
    }

    @Test
    void theDefaultLineupGuardsItsFlagWithMinesAndBombs() {
        assertEquals(STANDARD, Lineup.STANDARD.toString());
        assertEquals(Rank.FLAG, Lineup.STANDARD.rankAt(26));
        for (int mine : new int[] {21, 25, 27}) {
            assertEquals(Rank.MINE, Lineup.STANDARD.rankAt(mine));
        }
        assertEquals(Rank.BOMB, Lineup.STANDARD.rankAt(20));
        assertEquals(Rank.ENGINEER, Lineup.STANDARD.rankAt(1));
    }

    @Test
    void randomLineupsAreLegalAndVaried() {
        SplittableRandom random = new SplittableRandom(7);
        Set<Lineup> seen = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            Lineup lineup = Lineup.random(random);
            assertEquals(lineup, Lineup.parse(lineup.toString()));
            seen.add(lineup);
        }
        assertEquals(500, seen.size());
        assertNotEquals(Lineup.random(new SplittableRandom(1)), Lineup.random(new SplittableRandom(2)));
        assertEquals(Lineup.random(new SplittableRandom(3)), Lineup.random(new SplittableRandom(3)));
    }

    @Test
    void everyBrokenRuleIsNamedWithItsToken() {
        assertEquals("a lineup has 30 tokens, not 29: '38 E 36 E 37 34 . 35 . 34 39 33 . 36 E 3...'",
                refusal(STANDARD.substring(0, STANDARD.lastIndexOf(' '))));
        assertEquals("lineup token 0 (row 0, column 0): 'X' is not a piece (40..33, E, B, M, F) or '.'",
                refusal(STANDARD.replaceFirst("38", "X")));
        assertEquals("lineup token 6 (row 1, column 1): '38' on a camp, which starts empty ('.')",
                refusal(STANDARD.replaceFirst("34 \\. 35", "34 38 35")));
        assertEquals("lineup token 0 (row 0, column 0): '.' outside a camp: every other cell holds a piece",
                refusal(STANDARD.replaceFirst("38", ".")));
        assertEquals("lineup token 29 (row 5, column 4): the flag outside a headquarters (row 5, column 1 or 3)",
                refusal(STANDARD.replace("M F M 33 33", "M 33 M 33 F")));
        assertEquals("lineup token 15 (row 3, column 0): a mine outside rows 4-5",
                refusal(STANDARD.replace("E 37 . 40", "E M . 40").replace("B M F M", "B 37 F M")));
        assertEquals("lineup token 2 (row 0, column 2): a bomb in the front row",
                refusal(STANDARD.replaceFirst("36", "B").replace("B M 35 34 B", "36 M 35 34 B")));
        assertEquals("lineup token 19 (row 3, column 4): one 38 too many: a lineup has 2",
                refusal(STANDARD.replaceFirst("36", "38")));
    }

    @Test
    void crlfAndExtraSpacesAreAccepted() {
        assertTrue(Lineup.parse("  " + STANDARD.replace(" ", "  ") + "\r\n").equals(Lineup.STANDARD));
    }
}
