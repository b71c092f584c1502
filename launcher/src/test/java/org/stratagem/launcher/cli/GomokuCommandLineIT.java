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
import org.stratagem.engine.api.NotationException;
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

    /**
     * The script answers a manager's first ABOUT itself, before the platform has started, with the answer
     * the brain gives once it runs; then the brain plays.
     */
    @Test
    void theScriptAnswersAFirstAboutAsTheBrainWould() throws Exception {
        Run run = run(BRAIN, "ABOUT\r\nSTART 15\r\nABOUT\r\nBEGIN\r\nEND\r\n");
        assertEquals(0, run.status(), run.err());
        List<String> answers = run.out().lines().filter(line -> !line.startsWith("MESSAGE ")).toList();
        assertEquals(4, answers.size(), run.out());
        assertTrue(answers.get(0).startsWith("name=\"stratagem\""), run.out());
        assertEquals(List.of(answers.get(0), "OK", answers.get(0), "7,7"), answers, "the script's ABOUT is the brain's");
    }

    /** SWAP2BOARD's three cases through the script: each answer one the protocol allows, after its messages. */
    @Test
    void theBrainAnswersSwap2Board() throws Exception {
        String session = String.join("\r\n", "START 15", "INFO timeout_turn 300", "INFO rule 1", "SWAP2BOARD", "DONE",
                "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE", "SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE", "END") + "\r\n";
        Run run = stratagem(session, "gomoku", "pbrain");
        assertEquals(0, run.status(), run.err());
        List<String> answers = run.out().lines().filter(line -> !line.startsWith("MESSAGE ")).toList();
        assertEquals(4, answers.size(), run.out());
        assertEquals("OK", answers.get(0));
        assertTrue(answers.get(1).matches("7,7 [78],6 \\d,\\d"), "an opening on the centre: " + answers.get(1));
        assertTrue(answers.get(2).matches("SWAP|\\d+,\\d+|\\d+,\\d+ \\d+,\\d+"), answers.get(2));
        assertTrue(answers.get(3).matches("SWAP|\\d+,\\d+"), answers.get(3));
    }

    /** A game record converted from SGF to psq and analysed; a file that is not there is one line, status 2. */
    @Test
    void aRecordIsConvertedAndAnalysed() throws Exception {
        Path sgf = Files.createTempDirectory("records").resolve("game.sgf");
        Files.writeString(sgf, "(;GM[4]FF[4]SZ[15]RU[freestyle]\n;B[hh];W[ii];B[ih])\n");
        Run convert = stratagem("", "gomoku", "convert", sgf.toString(), "--to", "psq");
        assertEquals(0, convert.status(), convert.err());
        assertEquals("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n9,8,0\nhomo-1\nhomo-2\n", convert.out());
        Run analyze = stratagem("", "analyze", "gomoku", Files.readString(sgf), "--depth", "2", "--json");
        assertEquals(0, analyze.status(), analyze.err());
        assertTrue(analyze.out().startsWith("{\"game\": \"gomoku\""), analyze.out());
        Run missing = stratagem("", "gomoku", "convert", sgf.resolveSibling("none.sgf").toString(), "--to", "sgf");
        assertEquals(2, missing.status());
        assertEquals("gomoku: cannot read '" + NotationException.excerpt(sgf.resolveSibling("none.sgf").toString())
                + "': no such file\n", missing.err());
    }

    /** match --save writes each game as SGF beside the generic record: the same moves, which analyze reads back. */
    @Test
    void aMatchSavesItsGamesAsSgf() throws Exception {
        Path saved = Files.createTempDirectory("games");
        Run match = stratagem("", "match", "gomoku", "--a", "movegen=threats", "--b", "movegen=nearby", "--games", "2",
                "--time", "30", "--save", saved.toString());
        assertEquals(0, match.status(), match.err());
        for (String game : List.of("game-001", "game-002")) {
            List<String> moves = Files.readAllLines(saved.resolve(game + ".txt")).stream()
                    .filter(line -> line.startsWith("move ")).map(line -> line.substring("move ".length())).toList();
            String sgf = Files.readString(saved.resolve(game + ".sgf"));
            assertTrue(sgf.startsWith("(;GM[4]FF[4]SZ[15]RU[freestyle]"), sgf);
            Run converted = stratagem("", "gomoku", "convert", saved.resolve(game + ".sgf").toString(), "--to", "position");
            assertEquals(0, converted.status(), converted.err());
            assertEquals(String.join(" ", moves), converted.out().strip(), "the SGF holds the moves of " + game);
        }
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
