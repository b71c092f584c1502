package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: deadlines hold whatever the memory, and every strategy answers within its limit or
 * says why it cannot. Times are asserted as promises with a generous margin for a loaded 2-core
 * machine (the search's own time against its limit plus the containment's grace; a Gomocup answer
 * against timeout_turn plus half a second), never as speed; the measured margins are in the README.
 */
class DeadlinesIT {
    private static final Pattern TIME = Pattern.compile("\"timeMs\": (\\d+)");
    private static final long GRACE_MILLIS = 500;
    /** Middle games of ours against PentaZen ({@code game.gomoku/measure/middle-games.txt}), black first. */
    /** How often the memory test searches every middle game. */
    private static final int ROUNDS = 8;
    private static final List<String> MIDDLE_GAMES = List.of(
            "7,5 6,9 7,9 6,10 6,11 7,11 5,9 8,10 7,10 8,9 8,6 9,9",
            "7,7 9,8 7,8 7,6 8,7 9,6 8,6 8,5 6,7 9,7 9,5 6,8 8,9 9,10 9,9",
            "5,7 9,6 9,9 8,6 7,9 6,8 7,7 6,6 7,6 7,8 6,9 8,9 6,7 4,7 5,8 4,9",
            "7,6 7,7 7,5 6,5 6,7 8,5 7,4 6,4 6,6 8,4 8,6 5,6 10,6 9,6 10,8",
            "5,9 5,5 9,5 5,6 5,4 4,5 6,5 4,6 6,7 3,5 6,8 6,4 3,7 4,8 4,7",
            "6,7 5,6 8,6 6,5 7,4 5,5 5,7 7,7 8,5 7,6 9,6 10,7 8,7 8,8 6,6 8,4 6,9 7,8 6,8 6,10 7,9 8,10");

    @Test
    void aLargeMemoryDoesNotCostTheSearchItsTime() throws Exception {
        Run run = stratagem("", "analyze", "gomoku", "7,7 8,8", "--memory", "4096", "--time", "100", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(searchMillis(run) < 100 + GRACE_MILLIS, run.out());
        assertFalse(run.out().contains("\"bestMove\": \"none\""), run.out());
    }

    @Test
    void aMemoryTheHeapCannotHoldIsRefused() throws Exception {
        Run run = stratagem("", "analyze", "gomoku", "", "--memory", "65536", "--time", "100");
        assertEquals(2, run.status(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("analyze: --memory 65536: the Java heap can hold "), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("Error"), run.err());
        assertEquals("", run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"alphabeta", "minimax", "solver", "dfpn", "expectimax", "mcts"})
    void underATimeLimitEveryStrategyAnswersItsBestMoveSoFar(String strategy) throws Exception {
        Run run = stratagem("", "analyze", "gomoku", "7,7 8,8 7,8", "--strategy", strategy, "--time", "200", "--json");
        assertEquals(0, run.status(), strategy + ": " + run.err());
        assertTrue(run.out().matches("(?s).*\"bestMove\": \"\\d+,\\d+\".*"), strategy + ": " + run.out());
        assertTrue(searchMillis(run) < 200 + GRACE_MILLIS, strategy + ": " + run.out());
    }

    @Test
    void aStrategyThatCannotServeIsRefusedUpFrontWithItsReason() throws Exception {
        Run mcts = stratagem("1\n0\n", "trianglewar", "--strategy", "mcts");
        assertEquals(2, mcts.status(), mcts.err());
        assertEquals("trianglewar: strategy 'mcts' cannot serve this search: it needs a time or node limit (--time or"
                + " --nodes): it stops only at a proof of the result, which it may never reach\n", mcts.err());
        assertEquals("", mcts.out());
        for (List<String> arguments : List.of(List.of("gomoku", "", "--strategy", "retrograde"),
                List.of("gomoku", "", "--strategy", "bfs", "--time", "100"),
                List.of("trianglewar", "", "--strategy", "mcts", "--depth", "3"))) {
            Run run = stratagem("", Stream.concat(Stream.of("analyze"), arguments.stream()).toArray(String[]::new));
            assertEquals(2, run.status(), arguments + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("analyze: strategy '"), run.err());
            assertFalse(run.err().contains("Exception"), run.err());
        }
    }

    /** The brain under max_memory 4 GiB answers every move within timeout_turn (plus a margin for the machine). */
    @ParameterizedTest
    @ValueSource(ints = {15, 20})
    void theBrainAnswersWithinItsTurnTimeUnderALargeMemory(int size) throws Exception {
        Process brain = startBrain();
        try (Writer manager = new OutputStreamWriter(brain.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader answers = new BufferedReader(new InputStreamReader(brain.getInputStream(), StandardCharsets.UTF_8))) {
            send(manager, "START " + size);
            assertEquals("OK", answer(answers));
            send(manager, "INFO timeout_turn 1000\r\nINFO max_memory 4294967296\r\nINFO timeout_match 0");
            int centre = size / 2;
            List<String> candidates = List.of(centre + "," + centre, (centre + 1) + "," + (centre + 1),
                    (centre + 2) + "," + (centre - 1), (centre - 1) + "," + (centre + 2), (centre - 2) + "," + (centre - 2),
                    (centre + 2) + "," + (centre + 2), (centre - 2) + "," + (centre + 1), (centre + 1) + "," + (centre - 2));
            Set<String> taken = new HashSet<>();
            for (int move = 0; move < 4; move++) {
                String point = candidates.stream().filter(candidate -> !taken.contains(candidate)).findFirst().orElseThrow();
                taken.add(point);
                long start = System.nanoTime();
                send(manager, "TURN " + point);
                String reply = answer(answers);
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(reply.matches("\\d+,\\d+"), reply);
                assertTrue(taken.add(reply), "the brain played a taken point: " + reply);
                assertTrue(millis < 1000 + GRACE_MILLIS, size + "x" + size + ": answered in " + millis + " ms");
            }
            send(manager, "END");
        } finally {
            assertTrue(brain.waitFor(30, TimeUnit.SECONDS), "the brain ends at END");
        }
    }

    /**
     * The brain's whole process stays within INFO max_memory: its peak resident memory (Linux's VmHWM), once
     * it has searched middle games (of our games against an established engine) for {@value #ROUNDS} rounds
     * with the tables it sized from the limit, is below it. 256 MiB, less than Gomocup's 350 MB, leaves the
     * JVM's default heap no room: once the searches' garbage had gone through its young generation, the peak
     * was 306 MiB here.
     */
    @Test
    void theBrainStaysWithinItsMaxMemory() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "resident memory is read from Linux's /proc");
        long limit = 256L << 20;
        Process brain = startBrain();
        try (Writer manager = new OutputStreamWriter(brain.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader answers = new BufferedReader(new InputStreamReader(brain.getInputStream(), StandardCharsets.UTF_8))) {
            send(manager, "START 15");
            assertEquals("OK", answer(answers));
            send(manager, "INFO timeout_turn 300\r\nINFO max_memory " + limit + "\r\nINFO timeout_match 0");
            for (int round = 0; round < ROUNDS; round++) {
                for (String moves : MIDDLE_GAMES) {
                    send(manager, board(moves));
                    assertTrue(answer(answers).matches("\\d+,\\d+"), moves);
                }
            }
            long peak = peakResidentBytes(brain.toHandle());
            assertTrue(peak < limit, "the brain's peak resident memory is " + (peak >> 20) + " MiB, above max_memory's "
                    + (limit >> 20) + " MiB");
            send(manager, "END");
        } finally {
            assertTrue(brain.waitFor(30, TimeUnit.SECONDS), "the brain ends at END");
        }
    }

    /** @return the BOARD command of a position given by its moves, black first: the stones of the side to move are the brain's */
    private static String board(String moves) {
        String[] points = moves.split(" ");
        StringBuilder command = new StringBuilder("BOARD");
        for (int i = 0; i < points.length; i++) {
            command.append("\r\n").append(points[i]).append(',').append(i % 2 == points.length % 2 ? 1 : 2);
        }
        return command.append("\r\nDONE").toString();
    }

    private static Process startBrain() throws IOException {
        return new ProcessBuilder(Path.of("..", "stratagem").toAbsolutePath().normalize().toString(), "gomoku", "pbrain")
                .directory(Files.createTempDirectory("brain").toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** @return the largest peak resident memory (VmHWM) of the process and its descendants, in bytes */
    private static long peakResidentBytes(ProcessHandle process) throws IOException {
        long peak = 0;
        for (ProcessHandle each : Stream.concat(Stream.of(process), process.descendants()).toList()) {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(each.pid()), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    peak = Math.max(peak, Long.parseLong(line.replaceAll("\\D", "")) << 10);
                }
            }
        }
        return peak;
    }

    private static long searchMillis(Run run) {
        Matcher time = TIME.matcher(run.out());
        assertTrue(time.find(), run.out());
        return Long.parseLong(time.group(1));
    }

    private static void send(Writer manager, String lines) throws IOException {
        manager.write(lines + "\r\n");
        manager.flush();
    }

    /** @return the next answer that is not a message for the manager's log */
    private static String answer(BufferedReader answers) throws IOException {
        for (String line = answers.readLine(); line != null; line = answers.readLine()) {
            if (!line.startsWith("MESSAGE") && !line.startsWith("DEBUG")) {
                return line;
            }
        }
        throw new AssertionError("the brain ended without an answer");
    }
}
