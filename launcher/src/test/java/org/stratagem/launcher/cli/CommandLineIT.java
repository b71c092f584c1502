package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * End to end: the {@code ./stratagem} script and the exported jar as a user runs them, in a real
 * subprocess with real standard input and output, after the jar is packaged.
 */
class CommandLineIT {
    static final Path SCRIPT = Path.of("..", "stratagem").toAbsolutePath().normalize();

    /** What one run printed and returned. */
    record Run(int status, String out, String err) {
    }

    static Run stratagem(String input, String... arguments) throws IOException, InterruptedException {
        return run(SCRIPT, input, arguments);
    }

    /**
     * @param program   the executable to run, in a working directory of its own
     * @param input     its standard input
     * @param arguments its arguments
     * @return what it printed and returned
     */
    static Run run(Path program, String input, String... arguments) throws IOException, InterruptedException {
        return run(program, Map.of(), input, arguments);
    }

    /**
     * @param program     the executable to run, in a working directory of its own
     * @param environment variables added to its environment
     * @param input       its standard input
     * @param arguments   its arguments
     * @return what it printed and returned
     */
    static Run run(Path program, Map<String, String> environment, String input, String... arguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(program.toString()));
        command.addAll(List.of(arguments));
        Path out = Files.createTempFile("stratagem", ".out");
        Path err = Files.createTempFile("stratagem", ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(Files.createTempDirectory("stratagem").toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
        process.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), program.getFileName() + " " + String.join(" ", arguments) + " hung");
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void listShowsTheServicesAndTheirBundles() throws Exception {
        Run run = stratagem("", "list");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("game      twofour      twofour     0        org.stratagem.game.puzzles"), run.out());
        assertTrue(run.out().contains("strategy  alphabeta"), run.out());
        Run json = stratagem("", "list", "--json");
        assertTrue(json.out().startsWith("{\"services\": ["), json.out());
        for (String plays : List.of("\"vcf\", [^}]*\"plays\": \\[\"gomoku\"\\]}", "\"determinize\", [^}]*\"plays\": \\[\"junqi\"\\]}",
                "\"alphabeta\", [^}]*\"plays\": \\[\"gomoku\", \"trianglewar\", \"twofour\"\\]}")) {
            assertTrue(Pattern.compile("\"id\": " + plays).matcher(json.out()).find(), "a strategy with the games it plays: " + plays);
        }
    }

    @Test
    void twofourAnswersTheOlympiadSample() throws Exception {
        Run run = stratagem("5 4\n0 3 4 1 2\n2 2 2 2 2\n1 1 2 2 4\n4 3 2 1 0\n", "twofour");
        assertEquals(0, run.status(), run.err());
        assertEquals("1\n2\n1\n1\n", run.out());
        assertEquals("", run.err());
    }

    @Test
    void twofourReadsAFileArgument() throws Exception {
        Path file = Files.createTempFile("twofour", ".in");
        Files.writeString(file, "3 1\n2 2 2\n");
        Run run = stratagem("", "twofour", file.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("2\n", run.out());
    }

    @Test
    void badInputGetsOneLineAndStatusTwo() throws Exception {
        for (String input : List.of("5 2\n0 3 4 1 2\n", "5 1\n0 3 4 1 9\n", "5 1\n0 3 4 1 1\n", "x 1\n", "")) {
            Run run = stratagem(input, "twofour");
            assertEquals(2, run.status(), "input " + input.replace("\n", "/") + ": " + run.err());
            assertTrue(run.err().startsWith("twofour: line "), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertEquals("", run.out());
        }
        Run unknown = stratagem("", "nosuch");
        assertEquals(2, unknown.status());
        assertEquals("stratagem: unknown command 'nosuch' (try --help)\n", unknown.err());
        Run badPosition = stratagem("", "analyze", "twofour", "0 3 9 1 2b/1");
        assertEquals(2, badPosition.status());
        assertEquals(1, badPosition.err().lines().count(), badPosition.err());
    }

    @Test
    void analyzeReportsAProvenValueAsJson() throws Exception {
        Run run = stratagem("", "analyze", "twofour", "0 3 4 1 2b/1", "--strategy", "solver", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"strategy\": \"solver\""), run.out());
        assertTrue(run.out().contains("\"proven\": true"), run.out());
        assertTrue(run.out().contains("\"result\": \"win\""), run.out());
    }

    @Test
    void everyCommandPrintsHelp() throws Exception {
        for (String command : List.of("list", "twofour", "trianglewar", "klotski", "gomoku", "analyze", "session", "bench",
                "match", "conform")) {
            Run run = stratagem("", command, "--help");
            assertEquals(0, run.status(), command + ": " + run.err());
            assertTrue(run.out().startsWith("usage:"), command + ": " + run.out());
        }
        Run overview = stratagem("", "--help");
        assertTrue(overview.out().contains("twofour"), overview.out());
    }

    @Test
    void benchPrintsTheSameSignatureOnEveryRun() throws Exception {
        Run first = stratagem("", "bench");
        Run second = stratagem("", "bench");
        assertEquals(0, first.status(), first.err());
        List<String> signature = first.out().lines().filter(line -> line.startsWith("Nodes searched: ")).toList();
        assertEquals(5, signature.size(), "four games and the total: " + first.out());
        assertTrue(first.out().contains("klotski: bfs") && first.out().contains("twofour: alphabeta")
                && first.out().contains("gomoku: alphabeta, depth 7"), first.out());
        assertEquals(signature, second.out().lines().filter(line -> line.startsWith("Nodes searched: ")).toList());
        assertTrue(first.out().lines().anyMatch(line -> line.matches("Nodes/second: [1-9][0-9]*")), first.out());
        Run unknown = stratagem("", "bench", "nosuch");
        assertEquals(2, unknown.status());
        assertEquals("bench: unknown game 'nosuch'\n", unknown.err());
    }

    @Test
    void matchPlaysTwoConfigurationsAndReportsAnEloDifference() throws Exception {
        Path saved = Files.createTempDirectory("games");
        Run run = stratagem("", "match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--games",
                "4", "--time", "50", "--json", "--save", saved.toString());
        assertEquals(0, run.status(), run.err());
        List<String> record = Files.readAllLines(saved.resolve("game-004.txt"));
        assertEquals(List.of("# stratagem match record", "game trianglewar", "a strategy=alphabeta", "b strategy=solver",
                "a_team 1", "start "), record.subList(0, 6));
        assertTrue(record.get(6).startsWith("move ") && record.get(record.size() - 1).matches("result (win|draw|loss) end"),
                record.toString());
        assertTrue(run.out().matches("\\{\"game\": \"trianglewar\", \"a\": \"strategy=alphabeta\", "
                + "\"b\": \"strategy=solver\", \"games\": 4, \"wins\": \\d, \"draws\": 0, \"losses\": \\d, .*\n"), run.out());
        Path openings = Files.createTempFile("openings", ".txt");
        Files.writeString(openings, "# two starts\n0 3 4 1 2b/1\n1 1 2a 2b 4/1\n");
        Run human = stratagem("", "match", "twofour", "--a", "strategy=alphabeta", "--b", "strategy=solver",
                "--openings", openings.toString(), "--games", "4", "--time", "50");
        assertEquals(0, human.status(), human.err());
        assertTrue(human.out().contains("Elo difference: "), human.out());
        for (List<String> bad : List.of(List.of("match", "klotski", "--a", "strategy=bfs", "--b", "strategy=bfs"),
                List.of("match", "twofour", "--a", "strategy=alphabeta", "--b", "strategy=solver"),
                List.of("match", "trianglewar", "--a", "strat=x", "--b", "strategy=solver"),
                List.of("match", "trianglewar", "--a", "strategy=alphabeta"),
                List.of("match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--clock", "0"),
                List.of("match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--clock", "9+x"),
                List.of("match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--clock", "1+2+3"),
                List.of("match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=solver", "--save", "/dev/null/x"))) {
            Run error = stratagem("", bad.toArray(String[]::new));
            assertEquals(2, error.status(), bad + ": " + error.err());
            assertEquals(1, error.err().lines().count(), error.err());
        }
    }

    /** Gomoku is wired like every game: its win in one is found, and a bad position is one line, status 2. */
    @Test
    void analyzeFindsGomokusWinInOne() throws Exception {
        Run run = stratagem("", "analyze", "gomoku", "7,7 0,0 8,7 0,2 9,7 0,4 10,7 0,6", "--movegen", "nearby", "--depth", "3",
                "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"bestMove\": \"6,7\"") || run.out().contains("\"bestMove\": \"11,7\""), run.out());
        Run taken = stratagem("", "analyze", "gomoku", "7,7 7,7");
        assertEquals(2, taken.status());
        assertEquals("analyze: move 2: 7,7 is taken\n", taken.err());
    }

    /** On a clock of two seconds a game, both strategies manage their time: nobody loses on time. */
    @Test
    void matchPlaysOnAGameClock() throws Exception {
        Run run = stratagem("", "match", "trianglewar", "--a", "strategy=alphabeta", "--b", "strategy=mcts", "--games",
                "2", "--clock", "2000+20", "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"games\": 2, ")
                && run.out().contains("\"forfeits\": 0, \"lostOnTime\": 0, \"missedTurns\": [0, 0]}"), run.out());
    }

    /**
     * Junqi hides its pieces: its referee plays the games, each configuration bound to the view of the game its
     * strategy plays (expectimax the belief state, determinize the game itself); set-ups it does not take are
     * refused in one line.
     */
    @Test
    void matchJunqiIsRefereed() throws Exception {
        Path saved = Files.createTempDirectory("junqi-games");
        Run run = stratagem("", "match", "junqi", "--a", "strategy=expectimax", "--b", "strategy=determinize", "--games",
                "2", "--time", "40", "--json", "--save", saved.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().matches("\\{\"game\": \"junqi\", .*\"games\": 2, .*\"missedTurns\": \\[0, 0\\]}\n"),
                run.out());
        Run replayed = stratagem("", "junqi", "replay", saved.resolve("game-002.jrec").toString());
        assertEquals(0, replayed.status(), replayed.err());
        for (List<String> bad : List.of(List.of("--openings", "x.txt"), List.of("--clock", "1000"),
                List.of("--b", "strategy=alphabeta"), List.of("--b", "strategy=determinize,evaluator=belief"))) {
            List<String> command = new ArrayList<>(List.of("match", "junqi", "--a", "strategy=expectimax"));
            if (!bad.get(0).equals("--b")) {
                command.addAll(List.of("--b", "strategy=determinize"));
            }
            command.addAll(bad);
            Run error = stratagem("", command.toArray(String[]::new));
            assertEquals(2, error.status(), bad + ": " + error.err());
            assertEquals(1, error.err().lines().count(), error.err());
        }
    }

    @Test
    void conformChecksAnyGameWithTheTestKit() throws Exception {
        Run klotski = stratagem("", "conform", "klotski", "--games", "10", "--seed", "3");
        assertEquals(0, klotski.status(), klotski.err());
        assertTrue(klotski.out().matches("klotski: 10 random games, \\d+ positions checked: conforms\n"), klotski.out());
        Run twofour = stratagem("", "conform", "twofour", "--from", "0 3 4 1 2b/1", "--games", "10");
        assertEquals(0, twofour.status(), twofour.err());
        Run noStart = stratagem("", "conform", "twofour");
        assertEquals(2, noStart.status());
        assertTrue(noStart.err().startsWith("conform: game twofour has no initial position: give one with --from POSITION"),
                noStart.err());
    }

    @Test
    void theShellRunsCommandsPipedIntoIt() throws Exception {
        Run run = stratagem("stratagem:list\n");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("strategy  solver"), run.out());
    }
}
