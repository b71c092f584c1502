package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.common.SearchRun;
import org.stratagem.engine.search.fixtures.Fixtures;
import org.stratagem.engine.search.fixtures.RandomTreeGame;
import org.stratagem.testkit.ForwardingGame;

/**
 * The root's probes between iterations, seen through an oracle that proves nothing and records the
 * budgets it is given (the probes of the other nodes have {@value AlphaBeta#ORACLE_NODES} positions).
 */
class RootProbesTest {
    private static final Game<?> DEEP = new RandomTreeGame(new RandomTreeGame.Config(7, 2, 30, 2, 4, 8, 0, 0, 0, 0, 2));

    @Test
    void underANodeLimitTheProbesGrowWithinAThirdOfIt() {
        Recording<?> game = new Recording<>(DEEP, false);
        SearchResult result = search(game, SearchLimits.nodes(300_000));
        List<Long> budgets = game.rootBudgets;
        assertTrue(budgets.size() >= 3, "probes " + budgets);
        assertEquals(RootProbes.FIRST_BUDGET, budgets.get(0));
        for (int i = 1; i < budgets.size(); i++) {
            boolean cutToTheShare = i == budgets.size() - 1 && budgets.get(i) > budgets.get(i - 1);
            assertTrue(budgets.get(i) >= 2 * budgets.get(i - 1) || cutToTheShare, "each twice the last, or more: " + budgets);
        }
        assertTrue(budgets.stream().mapToLong(Long::longValue).sum() <= 100_000, "within a third: " + budgets);
        assertTrue(result.nodes() <= 300_000 + AlphaBeta.ORACLE_NODES, "nodes " + result.nodes());
    }

    /**
     * Once the search has stopped starting iterations (past half its time), the time left to the optimum
     * goes to probes, each larger than the last and within a third of what is left: a prover of 10 µs a
     * position that sleeps its budget away.
     */
    @Test
    void theTimeLeftAfterTheLastIterationGoesToLargerProbes() throws InterruptedException {
        List<Long> budgets = new ArrayList<>();
        RootProbes<?> probes = probesOfATimedSearch(400, (budget, stop) -> {
            budgets.add(budget);
            sleep(budget / 100);
            return budget;
        });
        probes.probe();
        while (run.elapsedMillis() < 210) {
            Thread.sleep(5);
        }
        int between = budgets.size();
        probeTimeLeft(probes);
        assertTrue(budgets.size() > between, "probes in the time left: " + budgets);
        assertTrue(budgets.get(between) > budgets.get(between - 1), "larger than the last: " + budgets);
        assertTrue(run.elapsedMillis() < 400, "ended before the optimum: " + run.elapsedMillis() + " ms");
    }

    /** A probe after the iterations that would run on (the first, of 10 µs a position, does not) is ended by the clock, just before the optimum. */
    @Test
    void aLateProbeIsEndedByTheClockBeforeTheOptimum() throws InterruptedException {
        RootProbes<?> probes = probesOfATimedSearch(400, (budget, stop) -> {
            if (budget == RootProbes.FIRST_BUDGET) {
                sleep(budget / 100);
                return budget;
            }
            while (!stop.getAsBoolean()) {
                Thread.onSpinWait();
            }
            return budget / 2;
        });
        probes.probe();
        while (run.elapsedMillis() < 210) {
            Thread.sleep(5);
        }
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> probeTimeLeft(probes), "a probe that runs on until it is stopped");
        long elapsed = run.elapsedMillis();
        assertTrue(elapsed >= 370, "ended by the clock at " + elapsed + " ms of 400, not before");
    }

    /**
     * A late budget below the smallest probe is no budget: the probe would not be made, and a search that
     * asked again would spin until the optimum. Here no probe has been made yet and the search ran 2000
     * positions in 210 ms, so a third of the 190 ms left holds about 600 positions.
     */
    @Test
    void noLateBudgetIsSmallerThanTheSmallestProbe() throws InterruptedException {
        RootProbes<?> probes = probesOfATimedSearch(400, (budget, stop) -> budget);
        while (run.elapsedMillis() < 210) {
            Thread.sleep(5);
        }
        assertEquals(0, probes.lateBudget());
    }

    /** A prover's work: given its budget and stop condition, the positions it visited. */
    private interface Work {
        long visit(long budget, BooleanSupplier stop);
    }

    private SearchRun<Position> run;

    /** @return the probes of a timed search that has visited 2000 positions (its first probe has 1024), with a prover that proves nothing */
    @SuppressWarnings("unchecked")
    private RootProbes<Position> probesOfATimedSearch(long millis, Work work) {
        Game<Position> game = (Game<Position>) DEEP;
        run = SearchRun.start(new AlphaBetaSearcher(), SearchRequest.of(game, game.parsePosition(""), SearchLimits.time(millis)));
        run.countNodes(2000);
        return new RootProbes<>(run, new ProvesNothing<>() {
            @Override
            public int probe(Position position, long nodeBudget) {
                throw new AssertionError("a timed search's probe names its stop condition");
            }

            @Override
            public int probe(Position position, long nodeBudget, BooleanSupplier stop) {
                nodes = work.visit(nodeBudget, stop);
                return 0;
            }
        }, true);
    }

    /** The probes after the iterations, as the search makes them: each larger than the last while one fits. */
    private static void probeTimeLeft(RootProbes<?> probes) {
        for (long budget = probes.lateBudget(); budget > 0; budget = probes.lateBudget()) {
            probes.probeLate(budget);
        }
    }

    /** A prover that proves nothing, whatever its probes visit. */
    private abstract static class ProvesNothing<P extends Position> implements TacticalOracle.Prover<P> {
        /** The positions the last probe visited. */
        long nodes;

        @Override
        public int[] line() {
            return new int[0];
        }

        @Override
        public int value() {
            return 1;
        }

        @Override
        public long nodes() {
            return nodes;
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void withoutANodeOrTimeLimitThereIsOneProbe() {
        Recording<?> game = new Recording<>(DEEP, false);
        search(game, SearchLimits.depth(4));
        assertEquals(List.of(RootProbes.UNLIMITED_NODES), game.rootBudgets);
    }

    @Test
    void aProbeThatEndsWithinItsBudgetIsTheLast() {
        Recording<?> game = new Recording<>(DEEP, true);
        search(game, SearchLimits.nodes(300_000));
        assertEquals(List.of(RootProbes.FIRST_BUDGET), game.rootBudgets);
    }

    private static <P extends Position> SearchResult search(Recording<P> game, SearchLimits limits) {
        P root = game.parsePosition("");
        return new AlphaBetaSearcher().search(SearchRequest.of(game, root, limits).withEvaluator(Fixtures.randomEvaluator(7)));
    }

    /**
     * A game whose oracle proves nothing: it spends its whole budget, or half of it when it is told to end
     * early; it records the budgets of the probes of the root (the initial position).
     */
    private static final class Recording<P extends Position> extends ForwardingGame<P> implements TacticalOracle<P> {
        final List<Long> rootBudgets = new ArrayList<>();
        private final boolean endsEarly;

        @SuppressWarnings("unchecked")
        Recording(Game<?> inner, boolean endsEarly) {
            super((Game<P>) inner);
            this.endsEarly = endsEarly;
        }

        @Override
        public Prover<P> newProver() {
            return new ProvesNothing<>() {
                @Override
                public int probe(P position, long nodeBudget) {
                    if (nodeBudget > AlphaBeta.ORACLE_NODES && position.movesMade() == 0) {
                        rootBudgets.add(nodeBudget);
                    }
                    nodes = endsEarly ? nodeBudget / 2 : nodeBudget;
                    return 0;
                }
            };
        }

        @Override
        public <T> Optional<T> capability(Class<T> type) {
            return type == TacticalOracle.class ? Optional.of(type.cast(this)) : inner.capability(type);
        }
    }
}
