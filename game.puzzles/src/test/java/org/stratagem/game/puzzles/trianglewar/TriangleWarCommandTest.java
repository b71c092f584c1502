package org.stratagem.game.puzzles.trianglewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.game.puzzles.common.FakePlatform;
import org.stratagem.testkit.command.CommandHarness;

/**
 * The {@code trianglewar} command, with the platform's strategies played by the test's
 * {@link ReferenceNegamax}.
 */
class TriangleWarCommandTest {
    private static final List<String> SAMPLE_OUTPUT = List.of("Game 1: B wins.", "Game 2: A wins.", "Game 3: A wins.",
            "Game 4: B wins.");

    private final TriangleWarCommand command = new TriangleWarCommand();

    @Test
    void theSampleGivesTheJudgesAnswers() {
        ReferenceNegamax negamax = new ReferenceNegamax();
        CommandHarness platform = FakePlatform.of(JudgeInputTest.SAMPLE, negamax);
        assertEquals(0, command.run(platform));
        assertEquals(SAMPLE_OUTPUT, platform.lines());
        assertEquals(List.of("solver"), platform.opened());
        List<TriangleWarPosition> games = JudgeInput.read(new BufferedReader(new StringReader(JudgeInputTest.SAMPLE)));
        assertEquals(games.size(), negamax.requests().size());
        for (int game = 0; game < games.size(); game++) {
            SearchRequest<?> request = negamax.requests().get(game);
            assertEquals(SearchLimits.NONE, request.limits());
            assertEquals(games.get(game).key(), request.position().key(), "the position with its triangles so far");
        }
    }

    @Test
    void aStrategyThatProvesOnlyWhoWinsGivesTheSameAnswers() {
        ReferenceNegamax negamax = new ReferenceNegamax();
        SearchSession winOrLoss = new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                int margin = negamax.value((TriangleWarPosition) request.position());
                return new SearchResult(MoveList.NONE, Score.proven(Integer.signum(margin), 0), true, new int[0], 0, 1,
                        0, 0);
            }
        };
        CommandHarness platform = FakePlatform.of(JudgeInputTest.SAMPLE, winOrLoss, "--strategy", "solver");
        command.run(platform);
        assertEquals(SAMPLE_OUTPUT, platform.lines());
    }

    @Test
    void randomGamesGetTheWinnerOfNegamaxOverTheWholeGame() {
        SplittableRandom random = new SplittableRandom(1085);
        StringBuilder input = new StringBuilder("300\n");
        List<String> expected = new ArrayList<>();
        ReferenceNegamax wholeGame = new ReferenceNegamax();
        int undecided = 0;
        for (int game = 1; game <= 300; game++) {
            TriangleWarPosition position = TriangleWarPosition.initial();
            int moves = random.nextInt(Board.SEGMENTS + 1);
            input.append(moves).append('\n');
            for (int move = 0; move < moves; move++) {
                int segment = RandomGames.randomMove(random, position);
                position.makeMove(segment);
                boolean swap = random.nextBoolean();
                input.append(swap ? Board.highDot(segment) : Board.lowDot(segment)).append(' ')
                        .append(swap ? Board.lowDot(segment) : Board.highDot(segment)).append('\n');
            }
            int forSeatOnTurn = wholeGame.value(position);
            int forA = position.seatOnTurn() == 0 ? forSeatOnTurn : -forSeatOnTurn;
            expected.add("Game " + game + ": " + (forA > 0 ? "A" : "B") + " wins.");
            undecided += Math.max(position.triangles(0), position.triangles(1)) <= 4 ? 1 : 0;
        }
        ReferenceNegamax negamax = new ReferenceNegamax();
        CommandHarness platform = FakePlatform.of(input.toString(), negamax);
        command.run(platform);
        assertEquals(expected, platform.lines());
        assertEquals(undecided, negamax.requests().size(), "decided games need no search");
        assertTrue(undecided > 100 && undecided < 280, undecided + " undecided games");
    }

    @Test
    void aGameWonOnTheBoardNeedsNoSearch() {
        ReferenceNegamax negamax = new ReferenceNegamax();
        String bHoldsFive = "1\n11\n1 2\n1 3\n2 5\n3 6\n4 5\n5 9\n3 5\n2 3\n2 4\n5 6\n6 9\n";
        assertEquals(5, JudgeInput.read(new BufferedReader(new StringReader(bHoldsFive))).get(0).triangles(1));
        CommandHarness platform = FakePlatform.of(bHoldsFive, negamax);
        command.run(platform);
        assertEquals(List.of("Game 1: B wins."), platform.lines());
        assertEquals(List.of(), negamax.requests());
    }

    @Test
    void theStrategyCanBeChosenAndTheInputReadFromAFile(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("sample.in");
        Files.writeString(file, JudgeInputTest.SAMPLE);
        CommandHarness platform = FakePlatform.of("", new ReferenceNegamax(), "--strategy", "minimax", file.toString());
        assertEquals(0, command.run(platform));
        assertEquals(SAMPLE_OUTPUT, platform.lines());
        assertEquals(List.of("minimax"), platform.opened());
    }

    @Test
    void anUnreadableFileIsBadInput(@TempDir Path folder) {
        String missing = folder.resolve("missing.in").toString();
        assertEquals("cannot read " + missing + ": no such file",
                assertThrows(NotationException.class,
                        () -> command.run(FakePlatform.of("", new ReferenceNegamax(), missing))).getMessage());
    }

    @Test
    void badInputIsOneLineAndNothingIsPrintedOrSolved() {
        CommandHarness platform = FakePlatform.of("2\n1\n1 2\n2\n2 4\n3 9\n", new ReferenceNegamax());
        assertEquals("line 6: '3 9' is not a segment of the board (dots 3 and 9 are not neighbours)",
                assertThrows(NotationException.class, () -> command.run(platform)).getMessage());
        assertEquals(List.of(), platform.lines());
        assertEquals(List.of(), platform.opened());
    }

    /** The platform prints the usage for {@code --help} (tested end to end); it begins with the usage line. */
    @Test
    void theUsageBeginsWithTheUsageLine() {
        assertEquals("usage: ./stratagem trianglewar [FILE] [--strategy ID] [--movegen ID]",
                command.usage().lines().findFirst().orElseThrow());
        assertEquals("trianglewar", command.name());
        assertTrue(command.summary().contains("PKU 1085"));
    }

    @Test
    void unknownOptionsMissingValuesAndExtraArgumentsAreUsageErrors() {
        assertEquals("unknown option: '--fast'", usageError("--fast"));
        assertEquals("missing required parameter for option '--strategy' (ID)", usageError("a.in", "--strategy"));
        assertEquals("unmatched argument at index 1: 'b.in'", usageError("a.in", "b.in"));
    }

    private String usageError(String... arguments) {
        CommandHarness platform = FakePlatform.of(JudgeInputTest.SAMPLE, new ReferenceNegamax(), arguments);
        String message = assertThrows(NotationException.class, () -> command.run(platform)).getMessage();
        assertEquals(List.of(), platform.opened());
        return message;
    }

    @Test
    void anUnprovenResultIsAnInternalFailure() {
        SearchSession unproven = new SearchSession() {
            @Override
            public <P extends Position> SearchResult search(SearchRequest<P> request) {
                return new SearchResult(MoveList.NONE, 0, false, new int[0], 1, 1, 0, 0);
            }
        };
        CommandHarness platform = FakePlatform.of(JudgeInputTest.SAMPLE, unproven);
        assertThrows(IllegalStateException.class, () -> command.run(platform));
        assertEquals(List.of(), platform.lines());
    }
}
