package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The probes of the root by the game's tactical oracle, which the main thread makes between its
 * iterations, each with twice the budget of the last: the probes then take about the same share of
 * a search, however long it runs, and a long forced win is found when the search has time for it.
 * A probe is made only if it fits: with a node limit, all probes within a {@value #SHARE}rd of it;
 * with a time limit, the next probe, expected to take twice as long as the last, within a
 * {@value #SHARE}rd of the optimum time and ending before half of it is spent (past which the search
 * starts no iteration either); with neither, one probe of {@value #UNLIMITED_NODES} positions after the
 * first iteration, since then nothing is gained by waiting (a depth limit may end the search there). A probe that
 * ends within its budget without a win has searched everything the oracle searches: no other follows.
 *
 * @param <P> the game's position type
 */
final class RootProbes<P extends Position> {
    /** The first probe's budget, in positions, in a search with a node or time limit. */
    static final long FIRST_BUDGET = 1024;
    /** The positions the one probe of a search without a node or time limit may visit. */
    static final long UNLIMITED_NODES = 200_000;
    /** The probes take at most one part in this many of the search's nodes or optimum time. */
    private static final int SHARE = 3;

    private final SearchRun<P> run;
    private final TacticalOracle.Prover<P> prover;
    private long budget;
    private long nodes;
    private long nanos;
    private long lastNanos;
    private int probes;
    private boolean exhausted;

    /**
     * @param run    the main thread's run, whose position is the root between iterations
     * @param prover the main thread's prover
     */
    RootProbes(SearchRun<P> run, TacticalOracle.Prover<P> prover) {
        this.run = run;
        this.prover = prover;
        budget = unlimited() ? UNLIMITED_NODES : FIRST_BUDGET;
    }

    /**
     * Probes the root, if the next probe fits and the oracle may still find something.
     *
     * @return the plies of the win proven for the team to move at the root, 0 if none
     */
    int probe() {
        if (exhausted || !nextFits()) {
            return 0;
        }
        long start = System.nanoTime();
        int plies = prover.probe(run.position(), budget);
        lastNanos = System.nanoTime() - start;
        nanos += lastNanos;
        probes++;
        nodes += prover.nodes();
        run.countSubSearch(prover.nodes());
        exhausted = plies == 0 && prover.nodes() < budget;
        budget *= 2;
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

    private boolean nextFits() {
        if (unlimited()) {
            return probes == 0;
        }
        long nodeLimit = run.request().limits().nodes();
        long optimumNanos = run.budget().optimumMillis() * 1_000_000;
        long expectedNanos = 2 * lastNanos;
        boolean withinNodes = nodeLimit == 0 || nodes + budget <= nodeLimit / SHARE;
        boolean withinTime = optimumNanos == 0 || nanos + expectedNanos <= optimumNanos / SHARE
                && run.elapsedMillis() * 1_000_000 + expectedNanos <= optimumNanos / 2;
        return withinNodes && withinTime;
    }
}
