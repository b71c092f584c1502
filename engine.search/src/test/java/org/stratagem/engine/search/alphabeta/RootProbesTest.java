package org.stratagem.engine.search.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.TacticalOracle;
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

    /** A game whose oracle proves nothing: it spends its whole budget, or half of it when it is told to end early. */
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
            return new Prover<>() {
                private long nodes;

                @Override
                public int probe(P position, long nodeBudget) {
                    if (nodeBudget > AlphaBeta.ORACLE_NODES) {
                        rootBudgets.add(nodeBudget);
                    }
                    nodes = endsEarly ? nodeBudget / 2 : nodeBudget;
                    return 0;
                }

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
            };
        }

        @Override
        public <T> Optional<T> capability(Class<T> type) {
            return type == TacticalOracle.class ? Optional.of(type.cast(this)) : inner.capability(type);
        }
    }
}
