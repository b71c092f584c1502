package org.stratagem.game.puzzles.twofour;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;
import org.stratagem.engine.search.solver.SolverSearcher;
import org.stratagem.testkit.command.CommandHarness;

/**
 * TwoFour, warm and in-process: the olympiad command on 1000 seeded-random games of N = 30 piles,
 * answered by the memoised solver (the command's strategy) or by retrograde analysis of every state.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TwoFourBenchmark {
    private static final int PILES = 30;
    private static final int GAMES = 1000;

    /** Which strategy answers the command's searches. */
    @Param({"solver", "retrograde"})
    public String strategy;

    private final String input = games();

    /** @return the exit status of one run of the command over the 1000 games */
    @Benchmark
    public int thousandGames() {
        Searcher searcher = strategy.equals("solver") ? new SolverSearcher() : new RetrogradeSearcher();
        return new TwoFourCommand().run(new CommandHarness("--strategy", strategy).withInput(input)
                .withSearch(id -> searcher.openSession()).withMoveGenerator(DistinctMoves.ID, new DistinctMoves()));
    }

    /** @return olympiad input: 1000 games of 30 piles, each a random walk of balls from all-twos */
    private static String games() {
        SplittableRandom random = new SplittableRandom(30);
        StringBuilder text = new StringBuilder(PILES + " " + GAMES + "\n");
        for (int game = 0; game < GAMES; game++) {
            int[] piles = new int[PILES];
            java.util.Arrays.fill(piles, 2);
            for (int step = 0; step < 200; step++) {
                int from = random.nextInt(PILES);
                int to = random.nextInt(PILES);
                if (from != to && piles[from] > 0 && piles[to] < 4) {
                    piles[from]--;
                    piles[to]++;
                }
            }
            for (int pile = 0; pile < PILES; pile++) {
                text.append(pile > 0 ? " " : "").append(piles[pile]);
            }
            text.append('\n');
        }
        return text.toString();
    }
}
