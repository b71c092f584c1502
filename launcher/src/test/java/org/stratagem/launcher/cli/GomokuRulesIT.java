package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: Gomoku's rules as a user reaches them, {@code ./stratagem gomoku forbidden}, a set-up
 * position under renju in {@code analyze}, and a brain told renju that answers a {@code BOARD} whose
 * stone counts do not say it is its turn.
 */
class GomokuRulesIT {
    /** An overline at 4,1, a double three at 11,5 and a double four at 4,10 for black. */
    private static final String FORBIDDEN_BOARD =
            "black 1,1 2,1 3,1 5,1 6,1 11,3 11,4 9,5 10,5 4,7 4,8 4,9 1,10 2,10 3,10 white 4,6 next black";

    @Test
    void forbiddenPrintsBlacksForbiddenPointsByRowThenColumn() throws Exception {
        Run run = stratagem("", "gomoku", "forbidden", FORBIDDEN_BOARD);
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of("4,1 overline", "11,5 double-three", "4,10 double-four"), run.out().lines().toList());
        Run none = stratagem("", "gomoku", "forbidden", "", "--size", "9");
        assertEquals(0, none.status(), none.err());
        assertEquals("", none.out());
    }

    @Test
    void badPositionsAreOneLineUsageErrors() throws Exception {
        Run taken = stratagem("", "gomoku", "forbidden", "7,7 7,7");
        assertEquals(2, taken.status());
        assertEquals(1, taken.err().lines().count(), taken.err());
        assertTrue(taken.err().contains("move 2: 7,7 is taken"), taken.err());
        Run size = stratagem("", "gomoku", "forbidden", "7,7", "--size", "4");
        assertEquals(2, size.status());
        assertEquals(1, size.err().lines().count(), size.err());
    }

    /** Black to move must not play the double three at 4,5, even where it would be its best point. */
    @Test
    void analyzeSearchesASetUpRenjuPositionWithoutForbiddenMoves() throws Exception {
        Run run = stratagem("", "analyze", "gomoku", "black 4,3 4,4 2,5 3,5 white 0,0 0,8 8,0 next black", "--rule",
                "renju", "--size", "9", "--depth", "2", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"bestMove\""), run.out());
        assertTrue(!run.out().contains("\"bestMove\": \"4,5\"") && !run.out().contains("\"bestMove\":\"4,5\""), run.out());
    }

    /** Three black stones and no white one: the brain, black, moves (after a MESSAGE if it sees a win). */
    @Test
    void aBrainToldRenjuAnswersABoardWhateverItsCounts() throws Exception {
        String session = String.join("\r\n", "START 15", "INFO rule 4", "INFO timeout_turn 300", "BOARD", "7,7,1",
                "8,8,1", "6,6,1", "DONE", "END") + "\r\n";
        Run run = stratagem(session, "gomoku", "pbrain");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("OK", lines.get(0));
        assertTrue(lines.get(lines.size() - 1).matches("\\d+,\\d+"), run.out());
        assertTrue(lines.subList(1, lines.size() - 1).stream().allMatch(line -> line.startsWith("MESSAGE ")), run.out());
    }
}
