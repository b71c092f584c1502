package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Constants;
import org.stratagem.launcher.cli.CommandLineIT.Run;
import org.stratagem.launcher.it.ProbeBundles;
import org.stratagem.launcher.it.probe.NoisyActivator;
import org.stratagem.testkit.Countdown;

/**
 * What programs reading Stratagem's output rely on, whatever lies in {@code conf/} and {@code load/}:
 * stdout carries the answer alone, the log goes to {@code data/stratagem.log}, configurations are applied
 * before a command runs, {@code load/} cannot replace a platform bundle, and the script's process is the
 * platform's. Each test runs the real script with a platform home of its own ({@code STRATAGEM_HOME}).
 */
class ReliabilityIT {
    private static final String TRIANGLE_WAR_SAMPLE = "2\n6\n2 4\n4 5\n5 9\n3 6\n2 5\n3 5\n6\n1 2\n2 3\n1 3\n2 4\n2 5\n4 5\n";

    /** A platform home: the folders {@code load/}, {@code conf/} and {@code data/} in a temporary folder. */
    record Home(Path folder) {
        static Home empty() throws IOException {
            Home home = new Home(Files.createTempDirectory("stratagem-home"));
            Files.createDirectories(home.folder.resolve("load"));
            Files.createDirectories(home.folder.resolve("conf"));
            return home;
        }

        /** @return a home whose conf/ and load/ hold every kind of file that must not disturb the answer */
        static Home cluttered() throws IOException {
            Home home = empty();
            Path conf = home.folder.resolve("conf");
            Files.writeString(conf.resolve("org.example.junk.cfg"), "foo=bar\n");
            Files.writeString(conf.resolve("notes.txt"), "not a configuration\n");
            Path load = home.folder.resolve("load");
            Files.write(load.resolve("empty.jar"), new byte[0]);
            byte[] noise = new byte[1000];
            new Random(7).nextBytes(noise);
            Files.write(load.resolve("random.jar"), noise);
            writeJar(load.resolve("plain.jar"), Map.of());
            writeJar(load.resolve("platform.jar"), Map.of(Constants.BUNDLE_MANIFESTVERSION, "2",
                    Constants.BUNDLE_SYMBOLICNAME, "org.stratagem.engine.search", Constants.BUNDLE_VERSION, "9.9.9"));
            try (InputStream noisy = ProbeBundles.noisy()) {
                Files.copy(noisy, load.resolve("noisy.jar"));
            }
            return home;
        }

        Run run(String input, String... arguments) throws IOException, InterruptedException {
            return CommandLineIT.run(CommandLineIT.SCRIPT, Map.of("STRATAGEM_HOME", folder.toString()), input, arguments);
        }

        String log() throws IOException {
            return Files.readString(folder.resolve("data").resolve("stratagem.log"));
        }
    }

    @Test
    void stdoutIsTheAnswerWhateverLiesInConfAndLoad() throws Exception {
        Home empty = Home.empty();
        Home cluttered = Home.cluttered();
        List<List<String>> commands = List.of(List.of("", "list"), List.of("", "list", "--json"),
                List.of("5 4\n0 3 4 1 2\n2 2 2 2 2\n1 1 2 2 4\n4 3 2 1 0\n", "twofour"),
                List.of(TRIANGLE_WAR_SAMPLE, "trianglewar"),
                List.of("", "klotski", "solve", "ACCB/ACCB/DEEF/DGHF/I..J", "--json"),
                List.of("", "analyze", "trianglewar", "1-2 2-4 5-9 3-6", "--depth", "6", "--json"),
                List.of("START 15\nBEGIN\nEND\n", "gomoku", "pbrain"),
                List.of("", "--help"), List.of("", "nosuch"), List.of("", "analyze", "twofour", "9 9 9"));
        for (List<String> command : commands) {
            String[] arguments = command.subList(1, command.size()).toArray(String[]::new);
            Run expected = empty.run(command.get(0), arguments);
            Run actual = cluttered.run(command.get(0), arguments);
            assertEquals(withoutTimes(expected.out()), withoutTimes(actual.out()), command.subList(1, command.size()).toString());
            assertEquals(expected.status(), actual.status(), actual.err());
            assertEquals(expected.err(), actual.err(), "stderr of " + command.subList(1, command.size()));
        }
        assertFalse(cluttered.log().isEmpty());
    }

    @Test
    void theJvmsOwnWarningsStayOffStdout() throws Exception {
        Home home = Home.empty();
        Run plain = home.run("", "list");
        // large pages that the system has not configured: the JVM warns through its unified logging, on stdout by default
        Run warned = CommandLineIT.run(CommandLineIT.SCRIPT,
                Map.of("STRATAGEM_HOME", home.folder().toString(), "STRATAGEM_JAVA_OPTS", "-XX:+UseLargePages"), "", "list");
        assertEquals(0, warned.status(), warned.err());
        assertEquals(plain.out(), warned.out());
    }

    @Test
    void aJavaTheLauncherCannotRunIsRefusedInOneLine() throws Exception {
        Path jdk = Files.createTempDirectory("stratagem-jdk");
        Path java = Files.createDirectories(jdk.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho started >&2\nexit 3\n");
        java.toFile().setExecutable(true);
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"25.0.1\"\n");
        Run run = CommandLineIT.run(CommandLineIT.SCRIPT,
                Map.of("PATH", jdk.resolve("bin") + ":" + System.getenv("PATH")), "", "list");
        assertEquals(1, run.status(), run.err());
        assertEquals("stratagem: " + java.toRealPath() + " is Java 25; the platform runs on Java 17 to 23 (put one first on the PATH)\n",
                run.err());
        assertEquals("", run.out());
    }

    @Test
    void loadCannotReplaceThePlatformAndReportsWhatItRefuses() throws Exception {
        Home home = Home.cluttered();
        Run list = home.run("", "list");
        assertEquals(0, list.status(), list.err());
        assertTrue(list.out().contains("strategy  alphabeta    -           100      org.stratagem.engine.search 0.1.0"),
                list.out());
        String log = home.log();
        for (String refusal : List.of("platform.jar not installed: its Bundle-SymbolicName org.stratagem.engine.search "
                + "is a platform bundle's", "empty.jar not installed: the file is empty", "random.jar not installed: not a jar",
                "plain.jar not installed: a jar without Bundle-SymbolicName")) {
            assertTrue(log.contains(refusal), refusal + " in\n" + log);
        }
        assertTrue(log.contains("noisy.jar") && log.contains(NoisyActivator.NOISE), log);
        Run verbose = home.run("", "-v", "list");
        assertEquals(list.out(), verbose.out());
        assertTrue(verbose.err().contains("platform.jar not installed"), verbose.err());
    }

    @Test
    void confIsAppliedBeforeEveryCommandAndNeverRewritten() throws Exception {
        Home home = Home.empty();
        Path session = home.folder().resolve("conf").resolve("org.stratagem.session.cfg");
        Files.writeString(session, "strategy=solver\n");
        for (int run = 0; run < 8; run++) {
            Run analysis = home.run("", "analyze", "trianglewar", "1-2 2-4 5-9 3-6 4-5 2-5", "--json");
            assertEquals(0, analysis.status(), analysis.err());
            assertTrue(analysis.out().contains("\"strategy\": \"solver\""), "run " + run + ": " + analysis.out());
            assertEquals("strategy=solver\n", Files.readString(session));
        }
    }

    /** FileInstall refreshes and restarts the bundles of load/ after its first scan: a command waits for it. */
    @Test
    void aGameInLoadIsThereForEveryCommand() throws Exception {
        Home home = Home.empty();
        try (InputStream game = ProbeBundles.countdown("org.example.countdown", "1.0.0", 9, "NONE")) {
            Files.copy(game, home.folder().resolve("load").resolve("countdown.jar"));
        }
        for (int run = 0; run < 8; run++) {
            Run analysis = home.run("", "analyze", Countdown.ID, "", "--strategy", "solver", "--json");
            assertEquals(0, analysis.status(), "run " + run + ": " + analysis.err());
            assertTrue(analysis.out().contains("\"result\": \"loss\""), "nine tokens lose: " + analysis.out());
        }
    }

    @Test
    void optionsBeforeTheCommand() throws Exception {
        Home home = Home.empty();
        Run version = home.run("", "--version");
        assertEquals(0, version.status(), version.err());
        assertTrue(version.out().matches("stratagem \\d+\\.\\d+\\.\\d+.*\n"), version.out());
        Run help = home.run("", "--help");
        assertEquals(0, help.status());
        assertEquals(help.out(), home.run("", "-h").out());
        Run unknown = home.run("", "--frobnicate");
        assertEquals(2, unknown.status());
        assertEquals("stratagem: unknown option '--frobnicate' (try --help)\n", unknown.err());
    }

    @Test
    void everyUserErrorIsOneLineAndStatusTwo() throws Exception {
        Home home = Home.empty();
        Map<List<String>, String> errors = Map.of(
                List.of("twofour", home.folder().toString()), "twofour: cannot read " + home.folder() + ": it is a folder",
                List.of("klotski", "solve", ""), "klotski: solve needs a LAYOUT or NAME",
                List.of("klotski", "solve", "nosuch"), "klotski: layout 'nosuch': neither a layout",
                List.of("analyze", "trianglewar", "", "--depth", "3", "--depth", "4"), "analyze: option '--depth' (D) should be specified only once",
                List.of("--frobnicate"), "stratagem: unknown option",
                List.of("match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--openings",
                        home.folder().toString()), "match: cannot read " + home.folder() + ": it is a folder");
        for (Map.Entry<List<String>, String> error : errors.entrySet()) {
            Run run = home.run("", error.getKey().toArray(String[]::new));
            assertEquals(2, run.status(), error.getKey() + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith(error.getValue()), error.getKey() + ": " + run.err());
            assertEquals("", run.out());
        }
        Run huge = home.run("5 1\n" + "7 ".repeat(5_000_000) + "\n", "twofour");
        assertEquals(2, huge.status(), huge.err().substring(0, Math.min(200, huge.err().length())));
        assertTrue(huge.err().length() <= 401, "an echo of " + huge.err().length() + " characters");
    }

    @Test
    void theShellPlaysAllMovesOrNoneAndExitLeavesIt() throws Exception {
        Home home = Home.empty();
        Run shell = home.run("session new trianglewar\nsession play 1-2 2-4 9-9\nsession show\nexit\nlist\n");
        assertEquals(0, shell.status(), shell.err());
        assertTrue(shell.out().contains("session: move 3 of 3: move '9-9' joins dot 9 to itself; no move was played"),
                shell.out());
        assertTrue(shell.out().contains("game trianglewar  position \nhistory \n"), shell.out());
        assertFalse(shell.out().contains("strategy  alphabeta"), "the shell went on after exit: " + shell.out());
    }

    /**
     * A session piped into the shell, ended by {@code exit} or by the end of its input: the standard output
     * holds the greeting, the prompts and the answers, and nothing of Gogo's own (its console printed a line as
     * it ended); a line that fails says so in one line on the error stream, and the shell goes on. The stop lets
     * the web server finish starting first (a stop in the middle of it printed an exception, about every other run).
     */
    @Test
    void aPipedShellPrintsNothingButItsAnswers() throws Exception {
        Home home = Home.empty();
        for (String ending : List.of("exit\n", "")) {
            Run shell = home.run("frobnicate\nlist\n" + ending);
            assertEquals(0, shell.status(), shell.err());
            assertTrue(shell.err().lines().anyMatch(line -> line.equals("stratagem: Command not found: frobnicate")),
                    shell.err());
            assertTrue(shell.out().contains("alphabeta"), shell.out());
            assertTrue(shell.out().endsWith("\nstratagem> "), "after the last prompt: " + shell.out());
            assertFalse(shell.out().contains("frobnicate"), shell.out());
            assertFalse(shell.err().contains("Invalid BundleContext"), "the platform stopped while its web server started: "
                    + shell.err());
        }
    }

    /** A manager stops a brain by its process: the script's process is the platform's, nothing is left behind. */
    @Test
    void killingTheScriptEndsThePlatform() throws Exception {
        Home home = Home.empty();
        ProcessBuilder builder = new ProcessBuilder(CommandLineIT.SCRIPT.toString(), "gomoku", "pbrain");
        builder.environment().put("STRATAGEM_HOME", home.folder().toString());
        Process brain = builder.redirectError(ProcessBuilder.Redirect.DISCARD).start();
        OutputStream toBrain = brain.getOutputStream();
        toBrain.write("START 15\n".getBytes(StandardCharsets.US_ASCII));
        toBrain.flush();
        BufferedReader fromBrain = new BufferedReader(new InputStreamReader(brain.getInputStream(), StandardCharsets.US_ASCII));
        assertEquals("OK", fromBrain.readLine());
        brain.destroy();
        assertTrue(brain.waitFor(10, TimeUnit.SECONDS), "the brain did not end when its process was killed");
        assertTrue(ProcessHandle.allProcesses().noneMatch(process -> process.info().commandLine()
                .filter(line -> line.contains(home.folder().toString())).isPresent()), "a process of the platform is left");
    }

    /** @return the output without what varies from run to run: times, and the brain's messages of its searches */
    private static String withoutTimes(String out) {
        return out.replaceAll("\"(timeMs|nps)\": \\d+", "\"$1\": 0").replaceAll("(?m)^MESSAGE depth .*\n", "");
    }

    private static void writeJar(Path path, Map<String, String> headers) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        headers.forEach((name, value) -> manifest.getMainAttributes().putValue(name, value));
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(path), manifest)) {
            jar.flush();
        }
    }
}
