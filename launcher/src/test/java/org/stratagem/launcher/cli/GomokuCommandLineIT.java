package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.CommandLineIT.run;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: {@code ./stratagem gomoku pbrain} and {@code launcher/bin/pbrain-stratagem} as a Gomocup manager drives
 * them, a short match piped in with the manager's CR LF line ends, from another working directory.
 */
class GomokuCommandLineIT {
    private static final Path BRAIN = Path.of("bin", "pbrain-stratagem").toAbsolutePath().normalize();
    private static final String MATCH = String.join("\r\n", "START 15", "INFO timeout_turn 500",
            "INFO timeout_match 60000", "INFO max_memory 367001600", "INFO rule 0", "INFO time_left 60000", "BEGIN",
            "INFO time_left 59000", "TURN 8,8", "TURN 15,1", "BOARD", "5,7,2", "4,7,1", "6,7,2", "0,0,1", "7,7,2", "0,2,1",
            "8,7,2", "DONE", "ABOUT", "YIELD", "END") + "\r\n";

    @Test
    void theCommandPlaysAShortMatch() throws Exception {
        checkMatch(stratagem(MATCH, "gomoku", "pbrain"));
    }

    @Test
    void helpAndBadArguments() throws Exception {
        Run help = stratagem("", "gomoku", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("usage: ./stratagem gomoku pbrain [--strategy ID]"), help.out());
        Run unknown = stratagem("", "gomoku", "pbrain", "--fast");
        assertEquals(2, unknown.status());
        assertEquals("gomoku: unknown option: '--fast'\n", unknown.err());
        Run noStrategy = stratagem("END\r\n", "gomoku", "pbrain", "--strategy", "nosuch");
        assertEquals(2, noStrategy.status());
        assertEquals(1, noStrategy.err().lines().count(), noStrategy.err());
    }

    @Test
    void pbrainStratagemIsTheBrainForATournamentManager() throws Exception {
        assertTrue(Files.isExecutable(BRAIN), BRAIN + " is not executable");
        assertTrue(BRAIN.getFileName().toString().startsWith("pbrain-"));
        checkMatch(run(BRAIN, MATCH));
        Path link = Files.createTempDirectory("manager").resolve("pbrain-linked");
        Files.createSymbolicLink(link, BRAIN);
        Run linked = run(link, "ABOUT\r\nEND\r\n", "--strategy", "alphabeta");
        assertEquals(0, linked.status(), linked.err());
        assertTrue(linked.out().startsWith("name=\"stratagem\""), linked.out());
    }

    /** Checks the answers; each move comes after a MESSAGE of what its search found, for the manager's log. */
    private static void checkMatch(Run run) {
        assertEquals(0, run.status(), run.err());
        List<String> messages = run.out().lines().filter(line -> line.startsWith("MESSAGE ")).toList();
        assertEquals(3, messages.size(), run.out());
        assertTrue(messages.stream().allMatch(line -> line.matches("MESSAGE depth \\d+ score .* nodes \\d+ nps \\d+ time \\d+ ms")),
                run.out());
        List<String> lines = run.out().lines().filter(line -> !line.startsWith("MESSAGE ")).toList();
        assertEquals(7, lines.size(), run.out());
        assertEquals(List.of("OK", "7,7"), lines.subList(0, 2));
        String reply = lines.get(2);
        assertTrue(reply.matches("(1[0-4]|[0-9]),(1[0-4]|[0-9])") && !Set.of("7,7", "8,8").contains(reply), reply);
        assertEquals("ERROR 15,1 is off the 15x15 board (0..14)", lines.get(3));
        assertEquals("9,7", lines.get(4), "the four blocked");
        assertTrue(lines.get(5).startsWith("name=\"stratagem\", version=\""), lines.get(5));
        assertEquals("UNKNOWN 'YIELD' is not a command of this brain", lines.get(6));
    }
}
