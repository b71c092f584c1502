package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.stratagem.launcher.cli.CommandLineIT.SCRIPT;
import static org.stratagem.launcher.cli.CommandLineIT.stratagem;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.stratagem.launcher.cli.CommandLineIT.Run;

/**
 * End to end: {@code ./stratagem junqi referee} referees whole four-seat games between brain subprocesses
 * ({@code ./stratagem junqi brain}) with hidden information over jbrain, and {@code ./stratagem junqi replay}
 * checks their records; and {@code ./stratagem junqi brain} as a referee drives it, line by line, timed.
 */
class JunqiCommandLineIT {
    private static final Pattern GAME = Pattern.compile(
            "game (\\d): (team02|team13|draw) in \\d+ turns, seat \\d first; missed turns 0 0 0 0; record (\\S+)");

    @Test
    void theRefereePlaysWholeGamesBetweenBrainSubprocessesAndTheirRecordsReplay() throws Exception {
        Path records = Files.createTempDirectory("junqi-records");
        String brain = SCRIPT + " junqi brain";
        Run run = stratagem("", "junqi", "referee", "--seat0", brain, "--seat1", brain + " --chooser random:1 --lineup random:1",
                "--seat2", brain + " --chooser greedy:2 --lineup random:2", "--seat3", brain + " --chooser random:3 --lineup random:3",
                "--games", "2", "--time", "600", "--record", records.toString());
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(6, lines.size(), "two games of two lines each, the total and the Elo, no missed turn or note: " + run.out());
        for (int game = 0; game < 2; game++) {
            Matcher result = GAME.matcher(lines.get(2 * game));
            assertTrue(result.matches(), lines.get(2 * game));
            String position = lines.get(2 * game + 1);
            assertTrue(position.startsWith("game " + (game + 1) + ": final position "), position);
            Run replay = stratagem("", "junqi", "replay", result.group(3));
            assertEquals(0, replay.status(), replay.err());
            assertEquals(position.substring(position.indexOf("final position ") + "final position ".length()) + "\n", replay.out());
        }
        assertTrue(lines.get(4).matches("team02 against team13: \\d wins, \\d draws, \\d losses in 2 games \\(score [01]\\.\\d{3}\\)"),
                lines.get(4));
        assertTrue(lines.get(5).startsWith("Elo difference: "), lines.get(5));
        Path record = Path.of(GAME.matcher(lines.get(0)).replaceFirst("$3"));
        Path broken = records.resolve("broken.jrec");
        Files.writeString(broken, Files.readString(record).replaceFirst("\nRESULT 0 (\\S+) (\\S+) \\S+", "\nRESULT 0 $1 $2 WIN"));
        Run bad = stratagem("", "junqi", "replay", broken.toString());
        assertEquals(2, bad.status(), bad.err());
        assertTrue(bad.err().matches("junqi: \\S+broken.jrec: line \\d+: recorded 'RESULT 0 \\S+ \\S+ WIN', the rules give .*\n"), bad.err());
    }

    /** The brain's answers as a referee reads them: every GO answered well within the turn time, malformed lines answered. */
    @Test
    void theBrainAnswersEveryLineInTime() throws Exception {
        Process brain = new ProcessBuilder(SCRIPT.toString(), "junqi", "brain").directory(Files.createTempDirectory("brain").toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(brain.getInputStream(), StandardCharsets.UTF_8))) {
                lines.lines().forEach(answers::add);
            } catch (IOException gone) {
                answers.add("gone: " + gone.getMessage());
            }
        });
        reader.setDaemon(true);
        reader.start();
        PrintStream in = new PrintStream(brain.getOutputStream(), true, StandardCharsets.UTF_8);
        try {
            assertEquals("OK", ask(in, answers, "START siguo 1\r", 60_000));
            in.print("INFO timeout_turn 200\r\nINFO partner_visible 1\nINFO draw_after 48\r\n");
            assertEquals(30, ask(in, answers, "DEPLOY", 1000).split(" ").length);
            assertEquals("ERROR '9' is not a seat 0..3", ask(in, answers, "LINEUP 9 40", 1000));
            assertTrue(ask(in, answers, "HELLO brain", 1000).startsWith("UNKNOWN 'HELLO'"));
            in.print("BEGIN 0\n");
            assertTrue(ask(in, answers, "RESULT 0 6,11", 1000).startsWith("ERROR RESULT takes seat"));
            in.print("RESULT 0 6,11 6,10 MOVE\n");
            List<Long> millis = new ArrayList<>();
            for (int go = 0; go < 30; go++) {
                long asked = System.nanoTime();
                String move = ask(in, answers, "GO", 200);
                millis.add((System.nanoTime() - asked) / 1_000_000);
                assertTrue(move.matches("MOVE \\d+,\\d+ \\d+,\\d+"), move);
            }
            assertTrue(millis.stream().allMatch(time -> time < 200), "every GO within 200 ms as the referee sees it: " + millis);
            in.print("QUIT\n");
            in.flush();
            assertTrue(brain.waitFor(10, TimeUnit.SECONDS), "QUIT ends the brain");
            assertEquals(0, brain.exitValue());
        } finally {
            brain.destroyForcibly();
        }
    }

    @Test
    void helpAndBadArguments() throws Exception {
        Run help = stratagem("", "junqi", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("usage: ./stratagem junqi brain"), help.out());
        Run missing = stratagem("", "junqi", "referee", "--seat0", "greedy");
        assertEquals(2, missing.status());
        assertEquals("junqi: --seat1 is missing: the siguo board seats 0, 1, 2 and 3\n", missing.err());
        Run unknown = stratagem("", "junqi", "brain", "--fast");
        assertEquals(2, unknown.status());
        assertEquals(1, unknown.err().lines().count(), unknown.err());
    }

    /** @return the brain's answer to a line, which must come within the time */
    private static String ask(PrintStream in, BlockingQueue<String> answers, String line, long millis) throws InterruptedException {
        in.print(line + "\n");
        in.flush();
        String answer = answers.poll(millis, TimeUnit.MILLISECONDS);
        assertNotNull(answer, "no answer to '" + line.strip() + "' in " + millis + " ms");
        return answer;
    }
}
