package org.stratagem.engine.search.alphabeta;

import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The probes by the game's tactical oracle that the main thread makes at the root between its iterations:
 * of the root itself, for a win of the team to move, or of the position after the root's best move, for
 * a win of the opponents that refutes the move (one instance each, with its own prover and share). Each
 * probe is larger than the last: twice its budget, or half the positions visited so far (the search's
 * and the other kind of probes', not these probes' own) if that is more. The probes then keep pace with
 * the search, however long it runs and however few its iterations, and a long forced win is found when
 * the search has time for it. A new position to probe ({@link #restart}, a new best move) starts the
 * budgets over.
 *
 * <p>A probe's budget is cut to what is left of the probes' share: a {@value #SHARE}rd of the node
 * limit, if there is one; with a time limit, a {@value #SHARE}rd of the optimum time, ending before
 * half of it is spent (past which the search starts no iteration either), at the rate of the last
 * probe (the first, at the search's rate). When the search ends its iterations early to keep within
 * the optimum, the time left to the optimum goes to the probes ({@link #lateBudget}): each larger
 * than the last while it fits in a {@value #LATE_SHARE}rd of that time, so that a probe that runs
 * slower than the last still ends before the optimum; a probe is ended by the clock, through the oracle's
 * stop condition, at half the optimum between iterations and just before the optimum after them, or
 * when the search must stop. A probe no larger than the last is not made, nor one smaller
 * than {@value #FIRST_BUDGET} positions. Without a node or time limit there is one probe of the root, of
 * {@value #UNLIMITED_NODES} positions, after the first iteration (nothing is gained by waiting: a depth
 * limit may end the search there), and none of a move's reply (the share of a search without limits
 * is not known). A probe that ends within its budget without a win has searched everything the oracle
 * searches: no other of that position follows.
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
    /** A probe after the iterations takes at most one part in this many of the time left to the optimum. */
    private static final int LATE_SHARE = 3;
    /** The probes after the iterations end this share of the optimum before it, in percent: time to answer. */
    private static final int LATE_RESERVE_PERCENT = 5;

    private final SearchRun<P> run;
    private final TacticalOracle.Prover<P> prover;
    /** Whether these probes look at the root itself, rather than at the position after a root move. */
    private final boolean ofTheRoot;
    /** The positions all probes visited, and their time. */
    private long nodes;
    private long nanos;
    /** The time a position of the last probe took, 0 before the first probe. */
    private double nanosPerNode;
    /** The last probe's budget of the position probed now, 0 before the first. */
    private long lastBudget;
    private boolean exhausted;

    /**
     * @param run       the main thread's run, whose position is the one probed: the root between
     *                  iterations, or the position after a root move that the caller has made
     * @param prover    the prover of these probes
     * @param ofTheRoot true for the probes of the root, false for those of a root move's reply
     */
    RootProbes(SearchRun<P> run, TacticalOracle.Prover<P> prover, boolean ofTheRoot) {
        this.run = run;
        this.prover = prover;
        this.ofTheRoot = ofTheRoot;
    }

    /** Another position is probed from now on: its budgets start over; the share spent stays spent. */
    void restart() {
        lastBudget = 0;
        exhausted = false;
    }

    /**
     * Probes the run's position between iterations, if a probe larger than the last fits and the oracle
     * may still find something.
     *
     * @return the plies of the win proven for the team to move there, 0 if none
     */
    int probe() {
        if (!unlimited()) {
            return probeWith(fitting(wanted()), halfOptimumMillis());
        }
        return ofTheRoot && lastBudget == 0 ? probeWith(UNLIMITED_NODES, Long.MAX_VALUE) : 0;
    }

    /**
     * After the search's last iteration, which ended early to keep within the optimum time: the budget
     * of the next probe, larger than the last, if one fits in a {@value #LATE_SHARE}rd of the time left
     * to the optimum at the last probe's rate and the oracle may still find something.
     *
     * @return that budget, 0 if no probe fits (none smaller than {@value #FIRST_BUDGET} positions, which
     *         {@link #probeLate} would not make)
     */
    long lateBudget() {
        if (exhausted || run.stopped()) {
            return 0;
        }
        long leftNanos = run.budget().optimumMillis() * 1_000_000 - run.elapsedMillis() * 1_000_000;
        long budget = (long) (leftNanos / LATE_SHARE / rate());
        return budget > lastBudget && budget >= FIRST_BUDGET ? budget : 0;
    }

    /**
     * Probes the run's position after the iterations, ending just before the optimum at the latest.
     *
     * @param budget the budget {@link #lateBudget} gave
     * @return the plies of the win proven for the team to move there, 0 if none
     */
    int probeLate(long budget) {
        return probeWith(budget, run.budget().optimumMillis() * (100 - LATE_RESERVE_PERCENT) / 100);
    }

    /** @return when the probes between iterations must end, in milliseconds from the start: at half the optimum, or never */
    private long halfOptimumMillis() {
        long optimumMillis = run.budget().optimumMillis();
        return optimumMillis == 0 ? Long.MAX_VALUE : optimumMillis / 2;
    }

    /**
     * Probes the run's position with the budget, unless it is no larger than the last or the oracle has
     * nothing left to find; the probe ends early at the time given, or when the search must stop.
     */
    private int probeWith(long budget, long untilMillis) {
        if (exhausted || budget <= lastBudget || budget < FIRST_BUDGET) {
            return 0;
        }
        long start = System.nanoTime();
        int plies = prover.probe(run.position(), budget, () -> run.elapsedMillis() >= untilMillis || run.outOfTimeOrStopped());
        long probeNanos = System.nanoTime() - start;
        nanosPerNode = (double) probeNanos / Math.max(1, prover.nodes());
        lastBudget = budget;
        nanos += probeNanos;
        nodes += prover.nodes();
        run.countSubSearch(prover.nodes());
        exhausted = plies == 0 && prover.nodes() < budget && !run.outOfTimeOrStopped() && run.elapsedMillis() < untilMillis;
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

    /** @return twice the last budget, or half the positions visited so far but by these probes if that is more */
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
            budget = Math.min(budget, (long) (Math.max(0, leftNanos) / rate()));
        }
        return budget;
    }

    /** @return the time of a position: the last probe's, before the first the search's; at least 1 ns */
    private double rate() {
        double rate = nanosPerNode > 0 ? nanosPerNode : (double) run.elapsedMillis() * 1_000_000 / Math.max(1, run.nodes());
        return Math.max(rate, 1);
    }
}
