package org.stratagem.game.gomoku;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.testkit.command.CommandHarness;

/**
 * The {@code gomoku pbrain} command as a manager drives it: scripted sessions of the Piskvork protocol,
 * answered line by line, with the moves searched by the platform's alpha-beta.
 */
class GomokuCommandTest {
    private static final String USAGE = "usage: ./stratagem gomoku pbrain [--strategy ID] [--movegen ID] "
            + "[--evaluator ID] | forbidden POSITION [--size N] | convert FILE --to sgf|psq|position [--size N] [--rule R]";
    /** A BOARD on which the opponent, black, has four in a row, open at 9,7 only: the brain must block there. */
    private static final String FOUR_TO_BLOCK = "BOARD\n5,7,2\n4,7,1\n6,7,2\n0,0,1\n7,7,2\n0,2,1\n8,7,2\nDONE";
    private final List<SearchRequest<?>> searched = new ArrayList<>();
    private final List<SearchLimits> prepared = new CopyOnWriteArrayList<>();
    /**
     * Alpha-beta, recording each request of a move (not a brain's warm-up at its first START: the empty board
     * for {@value BrainSearch#WARM_UP_MILLIS} ms, a time no turn time in these tests gives) and each preparation
     * (which it leaves to its first search).
     */
    private final SearchSession alphaBeta = new SearchSession() {
        private final SearchSession searcher = new AlphaBetaSearcher().openSession();

        @Override
        public <P extends Position> SearchResult search(SearchRequest<P> request) {
            boolean warmUp = ((GomokuPosition) request.position()).stones() == 0
                    && request.limits().timeMillis() == BrainSearch.WARM_UP_MILLIS;
            if (!warmUp) {
                searched.add(request);
            }
            return searcher.search(request);
        }

        @Override
        public void prepare(SearchLimits limits) {
            prepared.add(limits);
        }
    };

    @Test
    void aScriptedSessionIsAnsweredLineByLine() {
        List<String> replies = run("""
                START 15
                INFO timeout_turn 300
                INFO timeout_match 100000
                INFO max_memory 350000000
                INFO game_type 1
                INFO rule 0
                INFO time_left 100000
                BEGIN
                INFO time_left 99000
                TURN 8,8
                TURN 0,0
                RESTART
                BOARD
                7,7,2
                8,7,1
                DONE
                """, alphaBeta);
        assertEquals(6, replies.size(), replies.toString());
        assertEquals("OK", replies.get(0));
        assertEquals("7,7", replies.get(1), "the first move of nearby candidates: the centre");
        Referee match = new Referee(15, "7,7 8,8");
        match.play(replies.get(2));
        match.play("0,0");
        match.play(replies.get(3));
        assertEquals("OK", replies.get(4));
        Referee board = new Referee(15, "8,7 7,7");
        board.play(replies.get(5));
        assertEquals(4, searched.size());
        assertEquals("black 8,7 white 7,7 next black", format(searched.get(3)), "own stones black when the counts are equal");

        List<String> more = run("""
                START 15
                INFO timeout_turn 200
                %s
                TAKEBACK 9,7
                TAKEBACK 8,7
                TAKEBACK 9,7
                TURN 8,7
                ABOUT
                HELLO brain
                END
                ABOUT
                """.formatted(FOUR_TO_BLOCK), alphaBeta);
        assertEquals(List.of("OK", "9,7", "OK", "OK", "ERROR TAKEBACK 9,7: no stone there", "9,7"), more.subList(0, 6),
                "the four blocked, taken back with the four's last stone, played again and blocked again");
        assertEquals("black 5,7 6,7 7,7 white 0,0 0,2 4,7 next black then 8,7", format(searched.get(searched.size() - 1)));
        assertEquals(List.of(GomocupBrain.ABOUT, "UNKNOWN 'HELLO' is not a command of this brain"), more.subList(6, 8));
        assertEquals(8, more.size(), "nothing after END: " + more);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r"})
    void everyLineEndGivesTheSameAnswers(String end) {
        String script = String.join(end, "START 15", "INFO timeout_turn 100", "BEGIN", "TURN 8,8", "ABOUT", "NOPE", "",
                "RESTART", "END") + end;
        List<String> replies = run(script, alphaBeta);
        assertEquals(6, replies.size(), replies.toString());
        assertEquals(List.of("OK", "7,7"), replies.subList(0, 2));
        new Referee(15, "7,7 8,8").play(replies.get(2));
        assertEquals(List.of(GomocupBrain.ABOUT, "UNKNOWN 'NOPE' is not a command of this brain", "OK"),
                replies.subList(3, 6));
    }

    /**
     * Each answer is printed and flushed before the next line is read, even after a lone CR: the
     * output is buffered, as standard output is, and the manager sends nothing until it has the answer.
     * One thread reads the answers throughout (a pipe fails once its reading thread has ended).
     */
    @Test
    void aLoneCarriageReturnIsAnsweredAtOnce() throws Exception {
        PipedOutputStream manager = new PipedOutputStream();
        PipedInputStream brainInput = new PipedInputStream(manager);
        PipedOutputStream brainOutput = new PipedOutputStream();
        BufferedReader printed = new BufferedReader(new InputStreamReader(new PipedInputStream(brainOutput), UTF_8));
        BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> printed.lines().forEach(answers::add), "manager reading");
        reader.setDaemon(true);
        reader.start();
        CommandHarness context = harness("", alphaBeta).withStreams(
                new BufferedReader(new InputStreamReader(brainInput, UTF_8)),
                new PrintStream(new BufferedOutputStream(brainOutput), false, UTF_8));
        CompletableFuture<Integer> brain = CompletableFuture.supplyAsync(() -> new GomokuCommand().run(context));
        for (String[] exchange : new String[][] {{"START 15", "OK"}, {"ABOUT", GomocupBrain.ABOUT}, {"BEGIN", "7,7"}}) {
            manager.write((exchange[0] + "\r").getBytes(UTF_8));
            manager.flush();
            String answer = answers.poll(10, TimeUnit.SECONDS);
            while (answer != null && answer.startsWith("MESSAGE ")) {
                answer = answers.poll(10, TimeUnit.SECONDS);
            }
            assertEquals(exchange[1], answer, exchange[0]);
        }
        manager.write("END\r".getBytes(UTF_8));
        manager.flush();
        assertEquals(0, brain.get(10, TimeUnit.SECONDS));
    }

    /**
     * A win by four fours in a row, found by the threat search before the main search: the brain
     * says so, with the line, and plays its first four.
     */
    @Test
    void aWinByContinuousFoursIsPlayedAtOnce() {
        String[] rows = {"O.....O.O", ".X.......", "..X.....O", "...X..O..", ".....X...", "....X....", "OXX......",
            "..X.X....", "....O.O.O"};
        StringBuilder board = new StringBuilder("START 9\nINFO timeout_turn 0\nBOARD\n");
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                if (rows[y].charAt(x) != '.') {
                    board.append(x).append(',').append(y).append(',').append(rows[y].charAt(x) == 'X' ? 1 : 2).append('\n');
                }
            }
        }
        List<String> replies = runAll(board + "DONE\nEND\n", alphaBeta);
        assertEquals("OK", replies.get(0));
        assertTrue(replies.get(1).matches("MESSAGE depth 7 score win in 7 plies pv " + replies.get(2)
                + "( \\d+,\\d+){6} nodes \\d+ nps \\d+ time \\d+ ms"), replies.toString());
        String[] move = replies.get(2).split(",");
        assertEquals('.', rows[Integer.parseInt(move[1])].charAt(Integer.parseInt(move[0])), "an empty point: " + replies);
        assertEquals(3, replies.size(), replies.toString());
    }

    /**
     * Six in a row do not win under the standard rule; switching to freestyle mid-game would make
     * them a win before the last moves, so the brain says so and plays on under the standard rule.
     */
    @Test
    void aRuleThatWouldEndTheGameEarlierIsRefused() {
        List<String> replies = run("""
                START 15
                INFO rule 1
                BOARD
                0,0,1
                0,5,2
                1,0,1
                2,5,2
                2,0,1
                4,5,2
                4,0,1
                6,5,2
                5,0,1
                8,5,2
                3,0,1
                10,5,2
                DONE
                INFO rule 0
                TURN 12,5
                END
                """, alphaBeta);
        assertEquals("OK", replies.get(0));
        assertTrue(replies.get(2).startsWith("MESSAGE rule 0: five in a row on the board: the game is over; "
                + "the game goes on under the standard rule"), replies.toString());
        assertEquals(4, replies.size(), replies.toString());
    }

    @Test
    void badLinesGetOneErrorLineAndTheBrainCarriesOn() {
        List<String> replies = run("""
                BEGIN
                START 4
                START 23
                START x
                RECTSTART 20,15
                RECTSTART 15
                RECTSTART 15,15
                INFO timeout_turn 100
                INFO time_left soon
                TURN 15,3
                TURN 7;7
                TURN 7,7
                TURN 7,7
                TAKEBACK 0,0
                TAKEBACK 7,7
                BOARD
                1,1,1
                1,1,2
                DONE
                BOARD
                1,x,1
                2,2,2
                DONE
                BOARD
                1,1,3
                DONE
                BOARD
                1,1,4
                DONE
                BOARD
                1,1,1
                2,2,1
                DONE
                BOARD
                30,1,1
                0,0,2
                DONE
                TURN 0,0
                """, alphaBeta);
        assertEquals(List.of(
                "ERROR no board yet: START first",
                "ERROR a board of 4x4: this brain plays 5x5 to 22x22",
                "ERROR a board of 23x23: this brain plays 5x5 to 22x22",
                "ERROR 'START x': 'x' is not a whole number",
                "OK",
                "ERROR 'RECTSTART 15' needs 2 comma-separated whole numbers",
                "OK",
                "MESSAGE INFO 'time_left soon': 'soon' is not a whole number",
                "ERROR 15,3 is off the 15x15 board (0..14)",
                "ERROR '7;7' is not a move x,y"), replies.subList(0, 10));
        Referee referee = new Referee(15, "7,7");
        referee.play(replies.get(10));
        assertEquals(List.of(
                "ERROR 7,7 is taken",
                "ERROR TAKEBACK 0,0: no stone there",
                "ERROR TAKEBACK 7,7: not a stone of the side that moved last",
                "ERROR BOARD stone 2: 1,1 is taken",
                "ERROR BOARD line 1: '1,x,1' needs 3 comma-separated whole numbers",
                "ERROR BOARD line 1: '1,1,3': field 3 (a continuous game's winning line) is not supported",
                "ERROR BOARD line 1: '1,1,4': field 4 is not 1 (own) or 2 (opponent)"), replies.subList(11, 18));
        String own = replies.get(18);
        assertTrue(own.matches("\\d+,\\d+") && !Set.of("1,1", "2,2").contains(own),
                "two own stones and none of the opponent's: the brain moves all the same, " + own);
        assertEquals("ERROR BOARD stone 1: 30,1 is off the 15x15 board (0..14)", replies.get(19));
        assertEquals(21, replies.size(), replies.toString());
        GomokuPosition last = (GomokuPosition) searched.get(searched.size() - 1).position();
        Board board = last.board();
        assertEquals(List.of(0, 0, 1, 4), List.of(last.colourAt(board.point(1, 1)), last.colourAt(board.point(2, 2)),
                last.colourAt(board.point(0, 0)), last.stones()), "the board refused leaves the board as it was");
    }

    @Test
    void aWinInOneIsTakenAndAFourIsBlocked() {
        List<String> replies = runAll("""
                START 15
                INFO timeout_turn 300
                BOARD
                5,7,1
                0,0,2
                6,7,1
                0,2,2
                7,7,1
                0,4,2
                8,7,1
                0,6,2
                DONE
                RESTART
                %s
                """.formatted(FOUR_TO_BLOCK), alphaBeta);
        assertEquals("OK", replies.get(0));
        assertTrue(Set.of("4,7", "9,7").contains(replies.get(2)), replies.toString());
        assertTrue(replies.get(1).startsWith("MESSAGE depth 1 score win in 1 ply pv " + replies.get(2) + " nodes "), replies.get(1));
        assertEquals("OK", replies.get(3));
        assertTrue(replies.get(4).startsWith("MESSAGE depth "), "the search's message before the block: " + replies);
        assertEquals("9,7", replies.get(5));
    }

    @Test
    void theRuleMaskChoosesTheRuleAndUnsupportedRulesAreSaidBeforeTheNextAnswer() {
        List<String> replies = run("""
                INFO rule 5
                START 15
                INFO timeout_turn 50
                BEGIN
                INFO rule 1
                TURN 8,8
                INFO rule 8
                TURN 9,9
                """, alphaBeta);
        assertEquals(List.of("OK", "7,7"), replies.subList(0, 2));
        assertEquals(4, replies.size(), replies.toString());
        assertEquals("Gomoku (renju, 15x15)", searched.get(0).game().name(), "bit 4");
        assertEquals("Gomoku (standard, 15x15)", searched.get(1).game().name(), "bit 1");
        assertEquals("Gomoku (caro, 15x15)", searched.get(2).game().name(), "bit 8");
        assertEquals("black 7,7 next white then 8,8", format(searched.get(1)), "the stones kept when the rule changes");
        assertEquals(List.of("OK", "MESSAGE rule 14: continuous game not supported; playing renju", "7,7"),
                run("START 15\nINFO rule 14\nINFO timeout_turn 50\nBEGIN\n", alphaBeta), "said before the next answer");
        assertEquals("Gomoku (renju, 15x15)", searched.get(3).game().name());
        assertEquals(List.of("OK", "MESSAGE rule 9: caro with exactly five not supported; playing caro", "7,7"),
                run("START 15\nINFO rule 9\nINFO timeout_turn 50\nBEGIN\n", alphaBeta));
    }

    @Test
    void theInfoLimitsReachTheSearch() {
        run("START 20\nINFO timeout_turn 1000\nINFO timeout_match 60000\nINFO time_left 30000\n"
                + "INFO max_memory 367001600\nBEGIN\n", alphaBeta);
        SearchLimits told = GomocupLimitsTest.limitsOf(1000, 60000, 30000, 367001600);
        int memoryMb = searched.get(0).limits().memoryMb();
        assertTrue(memoryMb == 0 || memoryMb == told.memoryMb(), "the default tables, or the prepared ones: " + memoryMb);
        long spentMillis = told.timeMillis() - searched.get(0).limits().timeMillis();
        assertTrue(spentMillis >= 0 && spentMillis < 100, "the VCF before the search comes off its time: " + spentMillis + " ms");
        assertEquals(BrainSearch.afterSpending(told.withMemory(memoryMb), spentMillis), searched.get(0).limits());
        long waitUntil = System.nanoTime() + 10_000_000_000L;
        while (prepared.size() < 2 && System.nanoTime() < waitUntil) {
            Thread.onSpinWait();
        }
        assertEquals(List.of(SearchLimits.NONE, new SearchLimits(0, 0, 0, told.memoryMb(), 1)), prepared,
                "the default tables at once, then the memory told, in a session of its own");
        assertEquals("Gomoku (freestyle, 20x20)", searched.get(0).game().name());
        assertTrue(searched.get(0).moves() instanceof ThreatMoves);
    }

    @Test
    void theStrategyCanBeChosenAndBadArgumentsAreUsageErrors() {
        CommandHarness context = harness("END\n", alphaBeta, "--strategy", "mcts");
        assertEquals(0, new GomokuCommand().run(context));
        assertEquals(List.of("mcts"), context.opened());
        CommandHarness byDefault = harness("", alphaBeta);
        assertEquals(0, new GomokuCommand().run(byDefault));
        assertEquals(List.of("alphabeta"), byDefault.opened());
        Map<List<String>, String> errors = Map.of(
                List.of("pbrain", "--strategy"), "missing required parameter for option '--strategy' (ID)",
                List.of("pbrain", "--fast"), "unknown option: '--fast'",
                List.of("pbrain", "--strategy", "a", "b"), "unmatched argument at index 2: 'b'",
                List.of(), "expected the subcommand pbrain, forbidden or convert; " + USAGE,
                List.of("play"), "expected the subcommand pbrain, forbidden or convert; " + USAGE);
        errors.forEach((arguments, expected) -> {
            CommandHarness bad = new CommandHarness(arguments.toArray(String[]::new)).withSearch(id -> alphaBeta);
            assertEquals(expected, assertThrows(NotationException.class, () -> new GomokuCommand().run(bad)).getMessage());
        });
        assertEquals(USAGE, new GomokuCommand().usage().lines().findFirst().orElseThrow());
    }

    @Test
    void theConfiguredBindingsComeBeforeTheDefaultsAndTheOptionsBeforeBoth() {
        Evaluator<GomokuPosition> classic = new ClassicEvaluator();
        CommandHarness configured = harness("START 15\nBEGIN\nEND\n", alphaBeta).withEvaluator("classic", classic)
                .withConfigured(new Choice("minimax", null, "classic"));
        assertEquals(0, new GomokuCommand().run(configured));
        assertEquals(List.of("minimax"), configured.opened());
        assertSame(classic, searched.get(0).evaluator());
        assertTrue(searched.get(0).moves() instanceof ThreatMoves);
        searched.clear();
        CommandHarness chosen = harness("START 15\nBEGIN\nEND\n", alphaBeta, "--evaluator", "pattern", "--movegen",
                "legal").withMoveGenerator("legal", new LegalMoves()).withConfigured(new Choice("minimax", null, "classic"))
                .withEvaluator("classic", classic);
        assertEquals(0, new GomokuCommand().run(chosen));
        assertTrue(searched.get(0).evaluator() instanceof PatternEvaluator);
        assertTrue(searched.get(0).moves() instanceof LegalMoves);
    }

    /** RECTSTART: a board of 20 columns and 10 rows, its centre (10,5), its far corner (19,9). */
    @Test
    void aRectangularBoardIsPlayed() {
        List<String> replies = run("START 15\nRECTSTART 20,10\nINFO timeout_turn 100\nBEGIN\nTURN 19,9\nTURN 9,10\nEND\n",
                alphaBeta);
        assertEquals(List.of("OK", "OK", "10,5"), replies.subList(0, 3));
        assertTrue(replies.get(3).matches("\\d+,\\d+"), replies.toString());
        assertEquals("ERROR 9,10 is off the 20x10 board (0..19, 0..9)", replies.get(4));
        assertEquals("Gomoku (freestyle, 20x10)", searched.get(0).game().name());
        assertEquals(5, replies.size(), replies.toString());
    }

    /**
     * {@code gomoku forbidden}: an overline, a double three and a double four far apart on one
     * set-up board, printed by row then column; nothing where there is none; one-line errors.
     */
    @Test
    void forbiddenListsBlacksForbiddenPointsByRowThenColumn() {
        String board = "black 1,1 2,1 3,1 5,1 6,1 11,3 11,4 9,5 10,5 4,7 4,8 4,9 1,10 2,10 3,10 white 4,6 next black";
        assertEquals(List.of("4,1 overline", "11,5 double-three", "4,10 double-four"), forbidden(board));
        assertEquals(List.of("4,1 overline", "11,5 double-three", "4,10 double-four"),
                forbidden(board.replace("next black", "next white")), "whoever is to move");
        assertEquals(List.of(), forbidden(""));
        assertEquals(List.of(), forbidden("7,7 8,8 7,8"));
        assertEquals(List.of("4,5 double-three"), forbidden("4,3 0,0 4,4 0,8 2,5 8,0 3,5 8,8", "--size", "9"));
        Map<List<String>, String> errors = Map.of(
                List.of("forbidden", "7,7 7,7"), "move 2: 7,7 is taken",
                List.of("forbidden", "7,7", "--size", "30"), "--size '30' is not a board size from 5 to 22",
                List.of("forbidden", "9,9", "--size", "9"), "move 1: 9,9 is off the 9x9 board (0..8)",
                List.of("forbidden", "7,7", "8,8"), "unmatched argument at index 1: '8,8'");
        errors.forEach((arguments, expected) -> assertEquals(expected, assertThrows(NotationException.class,
                () -> new GomokuCommand().run(new CommandHarness(arguments.toArray(String[]::new)))).getMessage()));
        assertThrows(NotationException.class, () -> new GomokuCommand().run(new CommandHarness("forbidden")),
                "a position is required");
    }

    /** @return the lines {@code gomoku forbidden POSITION ARGUMENTS} prints */
    private static List<String> forbidden(String position, String... arguments) {
        List<String> all = new ArrayList<>(List.of(GomokuCommand.FORBIDDEN, position));
        all.addAll(List.of(arguments));
        CommandHarness context = new CommandHarness(all.toArray(String[]::new));
        assertEquals(0, new GomokuCommand().run(context));
        return context.lines();
    }

    /**
     * Runs {@code gomoku pbrain ARGUMENTS} on the input; returns the lines it printed, but the
     * messages of what each move's search found ({@code MESSAGE depth ...}), which every move has.
     */
    private static List<String> run(String input, SearchSession session, String... arguments) {
        return runAll(input, session, arguments).stream().filter(line -> !line.startsWith("MESSAGE depth ")).toList();
    }

    /** Runs {@code gomoku pbrain ARGUMENTS} on the input; returns every line it printed. */
    private static List<String> runAll(String input, SearchSession session, String... arguments) {
        CommandHarness context = harness(input, session, arguments);
        assertEquals(0, new GomokuCommand().run(context));
        return context.lines();
    }

    /** @return {@code gomoku pbrain ARGUMENTS} on the input, with the brain's default generator and evaluator */
    private static CommandHarness harness(String input, SearchSession session, String... arguments) {
        return new CommandHarness(pbrain(arguments)).withInput(input).withSearch(id -> session)
                .withMoveGenerator(ThreatMoves.ID, new ThreatMoves())
                .withEvaluator(PatternEvaluator.ID, new PatternEvaluator());
    }

    /** @return the subcommand, then the arguments */
    private static String[] pbrain(String... arguments) {
        String[] all = new String[arguments.length + 1];
        all[0] = GomokuCommand.PBRAIN;
        System.arraycopy(arguments, 0, all, 1, arguments.length);
        return all;
    }

    private static String format(SearchRequest<?> request) {
        GomokuPosition root = (GomokuPosition) request.position();
        return new GomokuGame(root.board(), Rule.FREESTYLE).formatPosition(root);
    }
}
