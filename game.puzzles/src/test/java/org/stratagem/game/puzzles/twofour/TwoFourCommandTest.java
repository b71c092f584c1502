package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.game.puzzles.common.FakePlatform;
import org.stratagem.testkit.command.CommandHarness;

/**
 * The {@code twofour} command, with the platform's {@code solver} strategy played by the test's
 * {@link CanonicalSolver}.
 */
class TwoFourCommandTest {
    private final TwoFourCommand command = new TwoFourCommand();

    @Test
    void theSampleGivesTheOlympiadsAnswers() {
        CanonicalSolver solver = new CanonicalSolver();
        CommandHarness platform = FakePlatform.of(OlympiadInputTest.SAMPLE, solver);
        assertEquals(0, command.run(platform));
        assertEquals(List.of("1", "2", "1", "1"), platform.lines());
        assertEquals(List.of("solver"), platform.opened());
        assertEquals(3, solver.requests().size(), "the dealt-out game needs no search");
        for (SearchRequest<?> request : solver.requests()) {
            assertEquals(1, request.limits().memoryMb());
            assertInstanceOf(DistinctMoves.class, request.moves());
            assertEquals(0, request.position().seatToMove());
        }
    }

    @Test
    void aDrawPrintsZero() {
        CommandHarness platform = FakePlatform.of("4 2\n4 4 0 0\n4 3 1 0\n", new CanonicalSolver());
        command.run(platform);
        assertEquals(List.of("0", "0"), platform.lines());
    }

    @Test
    void thirtyPileGamesAreSolvedInOneSession() {
        StringBuilder input = new StringBuilder("30 3\n");
        input.append("4 0 ".repeat(15).strip()).append('\n');
        input.append("2 ".repeat(30).strip()).append('\n');
        input.append("3 1 ".repeat(15).strip()).append('\n');
        CanonicalSolver solver = new CanonicalSolver();
        CommandHarness platform = FakePlatform.of(input.toString(), solver);
        command.run(platform);
        assertEquals(List.of("solver"), platform.opened());
        assertEquals("0", platform.lines().get(1), "15 piles each");
        assertTrue(solver.memoSize() <= 8266);
    }

    @Test
    void badInputIsOneLineAndNothingIsSolved() {
        CommandHarness platform = FakePlatform.of("5 2\n0 3 4 1 2\n2 2 2 2\n", new CanonicalSolver());
        assertEquals("line 3: expected 5 piles, found 4",
                assertThrows(NotationException.class, () -> command.run(platform)).getMessage());
        assertEquals(List.of(), platform.lines());
        assertEquals(List.of(), platform.opened());
    }

    /** The platform prints the usage for {@code --help} (tested end to end); it begins with the usage line. */
    @Test
    void theUsageBeginsWithTheUsageLine() {
        assertEquals("usage: ./stratagem twofour [FILE] [--strategy ID] [--movegen ID]",
                command.usage().lines().findFirst().orElseThrow());
    }

    @Test
    void unknownOptionsAndExtraArgumentsAreUsageErrors() {
        assertEquals("unknown option: '--fast'",
                assertThrows(NotationException.class,
                        () -> command.run(FakePlatform.of("", new CanonicalSolver(), "--fast"))).getMessage());
        assertEquals("unmatched argument at index 1: 'b.in'",
                assertThrows(NotationException.class,
                        () -> command.run(FakePlatform.of("", new CanonicalSolver(), "a.in", "b.in"))).getMessage());
    }

    @Test
    void anUnprovenResultIsAnInternalFailure() {
        SearchSession unproven = new SearchSession() {
            @Override
            public <P extends org.stratagem.engine.api.Position> SearchResult search(SearchRequest<P> request) {
                return new SearchResult(MoveList.NONE, 0, false, new int[0], 1, 1, 0, 0);
            }
        };
        CommandHarness platform = FakePlatform.of(OlympiadInputTest.SAMPLE, unproven);
        assertThrows(IllegalStateException.class, () -> command.run(platform));
    }
}
