package org.stratagem.engine.api.table;

import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;

/**
 * Solves every state of a game at once, in a table (retrograde analysis). Registered as a service
 * with {@link ServiceProperties#STRATEGY_ID}; a strategy bundle may register the same component as
 * a {@link Searcher} too, which then answers single positions from such tables.
 */
@ConsumerType
public interface TableSolver {

    /** @return the strategy id, the same as the {@link ServiceProperties#STRATEGY_ID} property */
    String id();

    /**
     * Computes the value of every state of a graph.
     *
     * @param graph the states and moves, a puzzle or an acyclic game of two teams
     * @param stop  polled while solving; once set, the solver gives up
     * @return the values of every state
     * @throws IllegalArgumentException if the graph is of a kind the solver cannot solve (a game of
     *                                  two teams with a cycle, a puzzle whose moves do not all cost 1)
     * @throws java.util.concurrent.CancellationException if stopped before it finished
     */
    Tablebase solve(StateGraph graph, StopSignal stop);
}
