package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;
import org.stratagem.testkit.command.CommandHarness;

/** The {@code junqi} command's three subcommands, run as the platform runs them, with the golden records. */
class JunqiCommandTest {
    private static final Path RECORDS = JunqiRecordTest.RECORDS;

    private static List<String> run(String input, String... arguments) {
        CommandHarness harness = new CommandHarness(arguments).withInput(input)
                .withSearch(id -> new ExpectimaxSearcher().openSession()).withEvaluator(BeliefEvaluator.ID, new BeliefEvaluator());
        assertEquals(0, new JunqiCommand().run(harness));
        return harness.lines();
    }

    private static String refused(String... arguments) {
        return assertThrows(NotationException.class, () -> new JunqiCommand().run(new CommandHarness(arguments))).getMessage();
    }

    private static String finalPosition(String record) throws IOException {
        return Files.readString(RECORDS.resolve(record + ".position")).strip();
    }

    @Test
    void theBrainTakesCrLfAndEndsAtQuit() {
        List<String> lines = run("START duel 0\r\nINFO timeout_turn 300\r\nDEPLOY\r\nBEGIN 0\r\nGO\r\nYIELD\r\nQUIT\r\nGO\r\n", "brain");
        assertEquals(4, lines.size(), lines.toString());
        assertEquals(List.of("OK", Lineup.STANDARD.toString()), lines.subList(0, 2));
        assertTrue(lines.get(2).matches("MOVE \\d+,\\d+ \\d+,\\d+"), lines.get(2));
        assertEquals("UNKNOWN 'YIELD' is not a jbrain command", lines.get(3));
    }

    /**
     * The thinker seats (the platform's expectimax, here its plain session, searching each seat's beliefs)
     * beat random seats in a refereed four-seat game, every turn legal and in time. At 400 ms a turn, for a margin:
     * at 200 ms this game was once drawn in a loaded CI run, when turns below about 170 ms left the thinkers no
     * search; since their margins became shares of the turn they win from 50 ms up ({@code junqi referee}, these seats).
     */
    @Test
    void theThinkerPlaysWholeGamesThroughTheReferee() {
        List<String> opened = new ArrayList<>();
        CommandHarness harness = new CommandHarness("referee", "--seat0", "thinker", "--seat1", "random:1", "--seat2",
                "thinker", "--seat3", "random:3", "--time", "400").withSearch(id -> {
                    opened.add(id);
                    return new ExpectimaxSearcher().openSession();
                }).withEvaluator(BeliefEvaluator.ID, new BeliefEvaluator());
        assertEquals(0, new JunqiCommand().run(harness));
        List<String> lines = harness.lines();
        assertEquals(List.of("expectimax", "expectimax"), opened);
        assertTrue(lines.get(0).startsWith("game 1: team02 in ") && lines.get(0).contains("missed turns 0 0 0 0"),
                lines.toString());
        assertEquals(List.of("team02 against team13: 1 wins, 0 draws, 0 losses in 1 game (score 1.000)",
                "Elo difference: +infinity (every game won)"), lines.subList(lines.size() - 2, lines.size()));
    }

    @Test
    void theBrainsLineupAndChooserAreOptions() {
        List<String> lines = run("START siguo 3\nDEPLOY\nDEPLOY\n", "brain", "--lineup", "random:5", "--chooser", "random:1");
        SplittableRandom random = new SplittableRandom(5);
        assertEquals(List.of("OK", Lineup.random(random).toString(), Lineup.random(random).toString()), lines);
        assertEquals("--chooser 'best' is not thinker, greedy, greedy:SEED or random:SEED", refused("brain", "--chooser", "best"));
        assertEquals("--lineup 'mine' is not default, random or random:SEED", refused("brain", "--lineup", "mine"));
        assertEquals("--strategy, --movegen and --evaluator configure --chooser thinker, not 'greedy'",
                refused("brain", "--chooser", "greedy", "--strategy", "determinize"));
    }

    /** The referee's games between brains of this process are the golden records, and replay to their end. */
    @Test
    void refereedGamesAreTheGoldenRecords(@TempDir Path folder) throws IOException {
        List<String> siguo = run("", "referee", "--seat0", "greedy:1", "--seat1", "random:2", "--seat2", "greedy:3", "--seat3", "random:4",
                "--games", "2", "--record", folder.resolve("siguo").toString());
        assertEquals(List.of("game 1: team02 in 166 turns, seat 0 first; missed turns 0 0 0 0; record " + folder.resolve("siguo/game-001.jrec"),
                "game 1: final position " + finalPosition("siguo-greedy-random"),
                "game 2: team02 in 180 turns, seat 1 first; missed turns 0 0 0 0; record " + folder.resolve("siguo/game-002.jrec"),
                "game 2: final position " + finalPosition("siguo-greedy-random-2"),
                "team02 against team13: 2 wins, 0 draws, 0 losses in 2 games (score 1.000)",
                "Elo difference: +infinity (every game won)"), siguo);
        assertEquals(Files.readString(RECORDS.resolve("siguo-greedy-random.jrec")), Files.readString(folder.resolve("siguo/game-001.jrec")));
        assertEquals(Files.readString(RECORDS.resolve("siguo-greedy-random-2.jrec")), Files.readString(folder.resolve("siguo/game-002.jrec")));
        List<String> duel = run("", "referee", "--seat0", "random:5", "--seat2", "greedy:6", "--variant", "duel", "--partner_visible", "0",
                "--draw_after", "30", "--record", folder.resolve("duel").toString());
        assertEquals("team02 against team13: 0 wins, 0 draws, 1 losses in 1 game (score 0.000)", duel.get(2));
        assertEquals(Files.readString(RECORDS.resolve("duel-random-greedy.jrec")), Files.readString(folder.resolve("duel/game-001.jrec")));
    }

    @Test
    void replayPrintsTheFinalPosition() throws IOException {
        for (String name : List.of("siguo-greedy-random", "siguo-greedy-random-2", "duel-random-greedy", "duel-missed-and-resigned")) {
            Path record = RECORDS.resolve(name + ".jrec");
            assertEquals(List.of(finalPosition(name)), run("", "replay", record.toString()), name);
        }
    }

    /** The record of a game in progress (a web session's) replays to the position it reached, the seat to move next. */
    @Test
    void replayPrintsWhereAGameInProgressStands(@TempDir Path folder) throws IOException {
        JunqiGame game = new JunqiGame();
        JunqiPosition position = game.parsePosition("");
        for (String move : List.of("6,11 6,10", "PASS", "10,5 10,6", "5,8 6,8")) {
            position.makeMove(game.parseMove(position, move));
        }
        Path record = folder.resolve("session.jrec");
        Files.writeString(record, String.join("\n", game.record(position)) + "\n");
        List<String> replayed = run("", "replay", record.toString());
        assertEquals(List.of(game.formatPosition(position)), replayed);
        assertTrue(replayed.get(0).contains("; turn 0 ;"), replayed.get(0));
    }

    /** Every piece of the final position, a line each: the seat's team's ranks seen, the others' chances or inferred. */
    @Test
    void viewPrintsTheEndOfARecordAsASeatSawIt() throws IOException {
        String record = RECORDS.resolve("siguo-greedy-random.jrec").toString();
        List<String> lines = run("", "view", record, "--seat", "1");
        long pieces = Stream.of(finalPosition("siguo-greedy-random").split(" ; ")[0].split(" "))
                .filter(token -> !token.equals(".") && !token.equals("/")).count();
        assertEquals(pieces, lines.size(), lines.toString());
        int guessed = 0;
        for (String line : lines) {
            boolean team = line.matches("\\d+,\\d+ [13] .*");
            assertTrue(team ? line.matches("\\d+,\\d+ [13] (40|39|38|37|36|35|34|33|E|B|M|F) seen")
                    : line.matches("\\d+,\\d+ [02] (F seen|\\S+ inferred|(\\S+ \\d+\\.\\d%)( \\S+ \\d+\\.\\d%)+)"), line);
            guessed += line.endsWith("%") ? 1 : 0;
        }
        assertTrue(guessed > 0, lines.toString());
        String json = String.join("", run("", "view", record, "--seat", "1", "--json"));
        assertTrue(json.startsWith("{\"seat\": 1, \"pieces\": [{\"cell\": \""), json);
        assertEquals("seat 1 does not play the duel: its seats are 0 and 2",
                refused("view", RECORDS.resolve("duel-random-greedy.jrec").toString(), "--seat", "1"));
    }

    @Test
    void badUsageAndBadRecordsAreOneLine(@TempDir Path folder) throws IOException {
        assertEquals("expected the subcommand brain, referee, replay or view, not 'play'; usage: ./stratagem junqi brain [--chooser SPEC] "
                + "[--lineup default|random[:SEED]]", refused("play"));
        assertEquals("--seat1 is missing: the siguo board seats 0, 1, 2 and 3", refused("referee", "--seat0", "greedy", "--seat2", "greedy",
                "--seat3", "greedy"));
        assertEquals("--games and --time must be at least 1", refused("referee", "--seat0", "greedy", "--seat2", "greedy", "--variant", "duel",
                "--games", "0"));
        Path bad = folder.resolve("bad.jrec");
        Files.writeString(bad, Files.readString(RECORDS.resolve("duel-missed-and-resigned.jrec")).replace("END team13", "END draw"));
        assertEquals(bad + ": line 18: recorded 'END draw', the rules give 'END team13'", refused("replay", bad.toString()));
        assertTrue(refused("replay", folder.resolve("none.jrec").toString()).startsWith("cannot read '"));
    }
}
