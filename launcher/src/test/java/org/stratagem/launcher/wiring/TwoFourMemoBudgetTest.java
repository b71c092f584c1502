package org.stratagem.launcher.wiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.search.solver.SolverSearcher;
import org.stratagem.game.puzzles.twofour.DistinctMoves;
import org.stratagem.game.puzzles.twofour.TwoFourCommand;
import org.stratagem.testkit.command.CommandHarness;

/**
 * The olympiad's memory budget: the twofour command on the platform's real solver, wired by hand as
 * the platform wires them, keeps its memo within 1 MiB for 1000 games of every size N = 3..30.
 */
class TwoFourMemoBudgetTest {
    private static final long BUDGET_BYTES = 1 << 20;

    /** A solver session that records the largest memo it held. */
    private static final class RecordingSolver implements SearchSession {
        private final SearchSession solver = new SolverSearcher().openSession();
        private long largestTable;

        @Override
        public <P extends Position> SearchResult search(SearchRequest<P> request) {
            SearchResult result = solver.search(request);
            largestTable = Math.max(largestTable, result.tableBytes());
            return result;
        }
    }

    @Test
    void memoStaysWithinOneMegabyteForEverySize() {
        Random random = new Random(2002);
        long largest = 0;
        for (int n = 3; n <= 30; n++) {
            RecordingSolver solver = new RecordingSolver();
            CommandHarness context = new CommandHarness().withInput(olympiadInput(n, 1000, random))
                    .withSearch(id -> solver).withMoveGenerator(DistinctMoves.ID, new DistinctMoves());
            long start = System.nanoTime();
            assertEquals(0, new TwoFourCommand().run(context));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(List.of("solver"), context.opened());
            assertEquals(1000, context.lines().size());
            assertTrue(solver.largestTable <= BUDGET_BYTES, "N=" + n + ": memo of " + solver.largestTable + " bytes");
            largest = Math.max(largest, solver.largestTable);
            if (n == 30) {
                System.out.printf("TwoFour N=30: 1000 games in %d ms, memo %d bytes%n", millis, solver.largestTable);
            }
        }
        System.out.printf("TwoFour N=3..30: largest memo %d bytes of a %d-byte budget%n", largest, BUDGET_BYTES);
    }

    /** G random legal games of N piles: from all twos, random legal transfers run backwards. */
    static String olympiadInput(int n, int games, Random random) {
        StringBuilder text = new StringBuilder(n + " " + games + "\n");
        for (int g = 0; g < games; g++) {
            int[] piles = new int[n];
            java.util.Arrays.fill(piles, 2);
            for (int step = 0; step < 4 * n; step++) {
                int from = random.nextInt(n);
                int to = random.nextInt(n);
                if (from != to && piles[from] > 0 && piles[to] < 4) {
                    piles[from]--;
                    piles[to]++;
                }
            }
            for (int i = 0; i < n; i++) {
                text.append(i == 0 ? "" : " ").append(piles[i]);
            }
            text.append('\n');
        }
        return text.toString();
    }
}
