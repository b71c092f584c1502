package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The probes of the root by the game's tactical oracle, which the main thread makes between its
 * iterations, each larger than the last: twice its budget, or half the positions the search itself has
 * visited so far if that is more. The probes then keep pace with the search, however long it runs and
 * however few its iterations, and a long forced win is found when the search has time for it.
 *
 * <p>A probe's budget is cut to what is left of the probes' share: a {@value #SHARE}rd of the node
 * limit, if there is one; with a time limit, a {@value #SHARE}rd of the optimum time, ending before
 * half of it is spent (past which the search starts no iteration either), at the rate of the last
 * probe (the first, at the search's rate). A probe no larger than the last is not made, nor one smaller
 * than {@value #FIRST_BUDGET} positions. Without a node or time limit there is one probe, of
 * {@value #UNLIMITED_NODES} positions, after the first iteration: nothing is gained by waiting (a depth
 * limit may end the search there). A probe that ends within its budget without a win has searched
 * everything the oracle searches: no other follows.
 *
 * @param <P> the game's position type
 */
final class RootProbes<P extends Position> {
    /** The smallest probe, in positions. */
    static final long FIRST_BUDGET = 1024;
    /** The positions the one probe of a search without a node or time limit may visit. */
    static final long UNLIMITED_NODES = 200_000;
    /** The probes take at most one part in this many of the search's nodes or optimum time. */
    private static final int SHARE = 3;

    private final SearchRun<P> run;
    private final TacticalOracle.Prover<P> prover;
    /** The positions all probes visited, and their time. */
    private long nodes;
    private long nanos;
    /** The last probe's budget, the positions it visited and its time; 0 before the first. */
    private long lastBudget;
    private long lastNodes;
    private long lastNanos;
    private boolean exhausted;

    /**
     * @param run    the main thread's run, whose position is the root between iterations
     * @param prover the main thread's prover
     */
    RootProbes(SearchRun<P> run, TacticalOracle.Prover<P> prover) {
        this.run = run;
        this.prover = prover;
    }

    /**
     * Probes the root, if a probe larger than the last fits and the oracle may still find something.
     *
     * @return the plies of the win proven for the team to move at the root, 0 if none
     */
    int probe() {
        long budget = unlimited() ? (lastBudget == 0 ? UNLIMITED_NODES : 0) : fitting(wanted());
        if (exhausted || budget <= lastBudget || budget < FIRST_BUDGET) {
            return 0;
        }
        long start = System.nanoTime();
        int plies = prover.probe(run.position(), budget);
        lastNanos = System.nanoTime() - start;
        lastNodes = Math.max(1, prover.nodes());
        lastBudget = budget;
        nanos += lastNanos;
        nodes += prover.nodes();
        run.countSubSearch(prover.nodes());
        exhausted = plies == 0 && prover.nodes() < budget;
        return plies;
    }

    /** @return the last probe's win: the moves to the end of the game, the first the one to play */
    int[] line() {
        return prover.line();
    }

    /** @return the value of that win in game units, positive */
    int value() {
        return prover.value();
    }

    private boolean unlimited() {
        return run.request().limits().nodes() == 0 && run.budget().optimumMillis() == 0;
    }

    /** @return twice the last budget, or half the positions the search itself visited so far if that is more */
    private long wanted() {
        return Math.max(Math.max(FIRST_BUDGET, 2 * lastBudget), (run.nodes() - nodes) / 2);
    }

    /** @return the budget cut to what is left of the probes' share of the node limit and of the time */
    private long fitting(long wanted) {
        long budget = wanted;
        long nodeLimit = run.request().limits().nodes();
        if (nodeLimit > 0) {
            budget = Math.min(budget, nodeLimit / SHARE - nodes);
        }
        long optimumNanos = run.budget().optimumMillis() * 1_000_000;
        if (optimumNanos > 0) {
            long elapsedNanos = run.elapsedMillis() * 1_000_000;
            long leftNanos = Math.min(optimumNanos / SHARE - nanos, optimumNanos / 2 - elapsedNanos);
            double nanosPerNode = lastNodes > 0 ? (double) lastNanos / lastNodes : (double) elapsedNanos / Math.max(1, run.nodes());
            budget = Math.min(budget, (long) (Math.max(0, leftNanos) / Math.max(nanosPerNode, 1)));
        }
        return budget;
    }
}
