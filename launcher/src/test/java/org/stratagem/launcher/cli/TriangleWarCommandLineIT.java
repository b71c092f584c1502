package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: {@code ./stratagem trianglewar} on PKU 1085 input as a judge feeds it: the sample of
 * the seed, a game given with no moves, games already decided or finished by the moves given, every
 * proving strategy, a file argument, and bad input (one line, status 2, nothing printed).
 */
class TriangleWarCommandLineIT {
    private static final String SAMPLE = "4\n6\n2 4\n4 5\n5 9\n3 6\n2 5\n3 5\n7\n2 4\n4 5\n5 9\n3 6\n2 5\n3 5\n7 8\n6\n"
            + "1 2\n2 3\n1 3\n2 4\n2 5\n4 5\n10\n1 2\n2 5\n3 6\n5 8\n4 7\n6 10\n2 4\n4 5\n4 8\n7 8\n";
    private static final String SAMPLE_ANSWERS = "Game 1: B wins.\nGame 2: A wins.\nGame 3: A wins.\nGame 4: B wins.\n";

    @Test
    void theSeedsSampleWithEveryProvingStrategy() throws Exception {
        for (String strategy : List.of("alphabeta", "solver", "retrograde")) {
            Run run = stratagem(SAMPLE, "trianglewar", "--strategy", strategy);
            assertEquals(0, run.status(), strategy + ": " + run.err());
            assertEquals(SAMPLE_ANSWERS, run.out(), strategy);
        }
    }

    @Test
    void noMovesADecidedGameAndAFinishedGame() throws Exception {
        String finished = "18\n1 2\n1 3\n2 3\n2 4\n2 5\n3 5\n3 6\n4 5\n5 6\n4 7\n4 8\n5 8\n5 9\n6 9\n6 10\n7 8\n8 9\n9 10\n";
        // A completes five triangles within these 13 moves: decided, whatever follows.
        String decided = "13\n5 9\n3 5\n5 8\n5 6\n6 9\n2 3\n4 5\n2 5\n3 6\n2 4\n7 8\n4 7\n8 9\n";
        // Drawn in this order, the 18 segments give A 3 triangles and B 6.
        Run run = stratagem("3\n0\n" + decided + finished, "trianglewar");
        assertEquals(0, run.status(), run.err());
        assertEquals("Game 1: B wins.\nGame 2: A wins.\nGame 3: B wins.\n", run.out());
    }

    @Test
    void analyzeProvesTheEmptyBoardTheSameWithAlphaBetaProofNumbersAndRetrograde() throws Exception {
        // One scale: the margin (a loss by 3) from every strategy that establishes it; proof numbers
        // prove the outcome only, and say so with a null score.
        for (String strategy : List.of("alphabeta", "retrograde", "dfpn", "solver")) {
            Run run = stratagem("", "analyze", "trianglewar", "", "--strategy", strategy, "--json");
            assertEquals(0, run.status(), strategy + ": " + run.err());
            assertTrue(run.out().contains("\"proven\": true, \"result\": \"loss\""), strategy + ": " + run.out());
            boolean margin = !strategy.equals("dfpn");
            assertTrue(run.out().contains("\"score\": " + (margin ? "-3" : "null") + ","), strategy + ": " + run.out());
            assertTrue(!margin || run.out().contains("\"plies\": 18,"), strategy + ": " + run.out());
            boolean table = strategy.equals("alphabeta");
            assertEquals(table, run.out().matches("(?s).*\"tableHitRate\": 0\\.\\d+}\n"), strategy + ": " + run.out());
            assertEquals(!table, run.out().contains("\"tableHitRate\": null}"), strategy + ": " + run.out());
        }
    }

    @Test
    void aFileArgument() throws Exception {
        Path file = Files.createTempFile("trianglewar", ".in");
        Files.writeString(file, SAMPLE);
        Run run = stratagem("", "trianglewar", file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(SAMPLE_ANSWERS, run.out());
    }

    @Test
    void badInputGetsOneLineAndStatusTwo() throws Exception {
        for (String input : List.of("1\n1\n3 9\n", "1\n2\n1 2\n2 1\n", "1\n2\n1 2\n", "x\n", "", "1\n1\n1 2 3\n",
                "1\n1\n1 11\n", "2\n0\n")) {
            Run run = stratagem(input, "trianglewar");
            assertEquals(2, run.status(), input.replace("\n", "/") + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("trianglewar: "), run.err());
            assertEquals("", run.out());
        }
    }
}
